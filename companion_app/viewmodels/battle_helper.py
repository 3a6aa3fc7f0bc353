"""What the battle helper shows in a rules game, worded: the engine's fight (both sides, each
part of their values, the dice entered), the one die it wants next, the fight's own choices,
and after the fight its result. Nothing here acts outside the engine's fight.

Core rulebook "Battles" (attack rolls, the fate reroll, a lost life), "Claim Reward" (a
character beaten by a character), "Armour" (a save roll for the life).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from itertools import chain
from typing import Any

from companion_app.viewmodels.engine_battle import EngineBattle, dice_words, engine_battle, value_words

# the engine's decisions that belong to a fight: its choices are the helper's buttons
FIGHT_DECISIONS = ("battle", "defend", "fate", "reward")


@dataclass(frozen=True)
class SideView:
    name: str
    values: str  # "Strength 4, +1 Sword, −1 Day"
    dice: str  # "Ann's die: 5"
    score: str  # "9", or "-" before the die
    notes: str  # "its die does not count (Assassin)"


@dataclass(frozen=True)
class Button:
    action: str  # the engine action
    label: str


@dataclass(frozen=True, kw_only=True)
class HelperView:
    """The rules-mode battle helper: a fight in progress, or the last fight's result."""

    heading: str
    sides: tuple[SideView, ...]  # attacker, defender; empty when no fight is on
    step: str  # what the table does now, in words
    pad: str | None  # whose die the pad enters now ("Ann's die"), None: no die wanted
    odds: str
    buttons: tuple[Button, ...]  # the fight's own choices now
    result: str  # the last fight's outcome (after a fight)


def helper_view(session: Any) -> HelperView:
    """The helper for a rules session (``EngineSession``) as it stands."""
    battle = engine_battle(session.game)
    if battle is None:
        return _after(session)
    fight = battle.fight
    sides = tuple(_side(s) for s in (fight.attacker, fight.defender))
    decision = session.game.decision
    pad = _pad(fight)
    buttons: tuple[Button, ...] = ()
    if decision.kind in FIGHT_DECISIONS and not decision.is_chance:
        buttons = tuple(_button(session, battle, c.action, c.label) for c in session.choices())
    return HelperView(
        heading=_heading(battle),
        sides=sides,
        step=_step(session, battle, pad),
        pad=pad,
        odds=_odds(battle) if fight.stage != "reward" else "",
        buttons=buttons,
        result="",
    )


def _heading(battle: EngineBattle) -> str:
    fight = battle.fight
    if fight.defender.player is not None:
        what = "attacks" if fight.stat == "strength" else "attacks with Craft (psychic combat)"
        return f"{battle.character} {what} {battle.foe}"
    kind = "Battle" if fight.stat == "strength" else "Psychic combat"
    return f"{kind}: {battle.character} against {battle.foe}"


def _side(side: Any) -> SideView:
    return SideView(
        name=side.name,
        values=value_words(side.parts),
        dice=dice_words(side.name, side),
        score="-" if side.score is None else str(side.score),
        notes="; ".join(side.notes),
    )


def _pad(fight: Any) -> str | None:
    """Whose die the engine wants now, as the die pad's caption."""
    if fight.stage == "attacker's die":
        side = fight.attacker
    elif fight.stage == "defender's die":
        side = fight.defender
    elif fight.stage == "armour":
        return f"{_loser(fight).name}'s Armour roll"
    else:
        return None
    which = f" ({len(side.thrown) + 1} of {side.dice})" if side.dice > 1 else ""
    again = " again" if fight.rerolled and side is fight.attacker else ""
    return f"{side.name}'s die{again}{which}"


def _loser(fight: Any) -> Any:
    a, d = fight.attacker, fight.defender
    return a if (a.score or 0) < (d.score or 0) else d


def _step(session: Any, battle: EngineBattle, pad: str | None) -> str:
    fight = battle.fight
    if pad is not None:
        if fight.stage == "armour":
            return f"{_verdict(battle)}. Enter {pad}: {fight.armour} or more keeps the life"
        return f"Enter {pad}"
    if fight.stage == "choose":
        decision = session.game.decision
        who = session.game.state.players[decision.player].name if decision.player >= 0 else battle.character
        return f"Before the dice, {who} chooses: fight, evade or cast a Spell"
    if fight.stage == "armour fate":
        saved = (
            "keeps the life" if (fight.armour_roll or 0) >= (fight.armour or 7) else "does not keep the life"
        )
        who = _loser(fight).name
        return f"{who}'s Armour roll: {fight.armour_roll}, {saved}. {who} may pay 1 fate to roll again"
    if fight.stage == "fate":
        who = session.game.state.players[session.game.decision.player].name
        return f"Both dice are in: {_verdict(battle)}. {who} may pay 1 fate to roll again"
    if fight.stage == "reward":
        return f"{_verdict(battle)}: choose what the winner takes"
    return f"First: {session.prompt} (on the Turn screen)"


def _verdict(battle: EngineBattle) -> str:
    mine, theirs = battle.character_score, battle.foe_score
    if mine is None or theirs is None:
        return "not decided"
    if mine == theirs:
        return f"a stand-off, {mine} against {theirs}"
    winner = battle.character if mine > theirs else battle.foe
    return f"{winner} wins, {max(mine, theirs)} against {min(mine, theirs)}"


def _odds(battle: EngineBattle) -> str:
    win, draw, lose = battle.odds.percent()
    text = f"{battle.character}'s chance to win {win} · stand-off {draw} · lose {lose}"
    if battle.odds_reroll is not None and battle.odds.lose:
        text += f"\nPaying 1 fate to reroll a loss: win {battle.odds_reroll.percent()[0]}"
    return text


def _button(session: Any, battle: EngineBattle, action: str, label: str) -> Button:
    """The fight's choices in words that say who does what."""
    state = session.game.state
    decider = state.players[session.game.decision.player].name
    verb, *args = action.split()
    if verb == "accept":
        return Button(action, f"{decider} keeps the {'roll' if battle.stage == 'armour fate' else 'dice'}")
    if verb == "reroll":
        return Button(action, f"{decider} pays 1 fate to roll again")
    if verb == "reward":
        fight = battle.fight
        loser = fight.defender.name if decider == fight.attacker.name else fight.attacker.name
        what = {"life": f"{loser} loses 1 life", "gold": f"{decider} takes 1 gold from {loser}"}
        return Button(action, what.get(args[0], f"{decider} takes {label.removeprefix('Reward ')}"))
    if verb == "use" and args and args[0] in ABILITY_WORDS:
        named = label.split()[-1] if len(args) > 1 else ""  # the card, named by the session
        return Button(action, ABILITY_WORDS[args[0]].format(who=decider, foe=battle.foe, card=named))
    return Button(action, label)


# The characters' abilities offered before the dice (core rulebook, the character cards).
ABILITY_WORDS = {
    "assassinate": "{who} assassinates: the {foe}'s die does not count",
    "banish-spirits": "{who} banishes the Spirits",
    "beast-friend": "{who} befriends the {foe}: no battle",
    "charm": "{who} tries to charm the {foe}",
    "raised-help": "The raised {card} fights for {who}",
    "charmed-help": "A charmed Animal fights for {who}",
}


# --- after the fight -------------------------------------------------------------------------


def _after(session: Any) -> HelperView:
    result = fight_result(session.events(), session.game.describe)
    return HelperView(
        heading="Last fight" if result else "No fight now",
        sides=(),
        step=f"Now: {session.prompt}",
        pad=None,
        odds="",
        buttons=(),
        result=result or "The helper follows the rules game: it shows a fight as soon as one starts.",
    )


def fight_result(events: Sequence[Sequence[Any]], word: Callable[[Any], str]) -> str:
    """The last fight's outcome from the events of the log lines so far (engine events or their
    text), each said by ``word`` (the engine's ``Game.describe``): who won with what scores,
    and what it cost or earned ("Ann loses 1 life"), up to the next turn. Empty before any
    fight. Reads back from the end only as far as the last attack scores."""
    from engine.values import Event

    start = None
    for at in range(len(events) - 1, -1, -1):
        scored = [i for i, e in enumerate(events[at]) if _kind(e) == "attack_scores"]
        if scored:
            start = (at, scored[-1])
            break
    if start is None:
        return ""
    line, index = start
    later = chain.from_iterable(events[at] for at in range(line + 1, len(events)))
    fight: list[Event] = []
    for event in chain(events[line][index:], later):
        e = event if isinstance(event, Event) else Event.from_json(str(event))
        if e.kind == "turn":
            break
        fight.append(e)
    trophies = {str(e.args[-1]) for e in fight if e.kind == "killed_enemy"}
    lines = []
    for e in fight:
        if e.kind in _UNSAID or e.kind == "receive" and str(e.args[-1]) in trophies:
            continue  # said by the scores' line, or as the Enemy killed
        said = word(e)
        if said:
            lines.append(said[:1].upper() + said[1:])
    return "\n".join(lines)


_UNSAID = frozenset({"stand_off", "turn_ends", "defeated", "rolled"})  # said by the scores and dice


def _kind(event: Any) -> str:
    """An engine event's kind (or the first word of its text)."""
    kind = getattr(event, "kind", None)
    return str(kind) if kind is not None else str(event).split(maxsplit=1)[0]
