"""Why an action is refused: every refusal names the rule, in our words, and where it is written
("you move the full count of your die, one way round: core rules, Movement in the Outer and
Middle Regions").

The rule is looked up by the decision's kind (``RULE_OF_DECISION``: fate, the Portal, a reward...),
else by the pending frame's kind (``RULE_OF_FRAME``); decisions that a card, space or ability
brings point to that component's own text. Section names are the rulebooks' headings.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.state import base_id
from engine.values import Action, Decision

if TYPE_CHECKING:
    from engine.frames import Frame
    from engine.rules_api import Game

CORE = "core rules"
DIGITAL = "digital rulebook"
Rule = tuple[str, str]  # (what the rule says, where it is written)

MOVE_DIE: Rule = (
    "you move the full count of your die, one way round",
    f"{CORE}, Movement in the Outer and Middle Regions",
)
MOVE_ONE: Rule = (
    "in the Inner Region, and as a Toad, you move one space a turn",
    f"{CORE}, Movement in the Inner Region; Toads",
)
DIE: Rule = ("a die shows 1 to 6", f"{CORE}, Six-sided Dice")
DRAW: Rule = ("only a card still in the deck can be drawn, one at a time", f"{CORE}, Adventure Cards")
DRAWN_FROM: dict[str, Rule] = {
    "spell": ("only a card still in the Spell deck can be drawn", f"{CORE}, Gaining Spells"),
    "purchase": ("only a card still in the Purchase deck can be had", f"{CORE}, Talisman and Purchase Cards"),
    "talisman": ("only a Talisman still in the deck can be had", f"{CORE}, Gaining Talismans"),
}

RULE_OF_FRAME: dict[str, Rule] = {
    "roll": DIE,
    "draw": DRAW,
    "turn": (
        "a turn: a Spell before moving when its card allows, the move, then trophies",
        f"{CORE}, The Game Turn",
    ),
    "land": ("after moving you meet the space or one character on it", f"{CORE}, Encounters"),
    "encounter": (
        "gold, Objects and Followers on the space may be taken once every Enemy there is killed or "
        "evaded, and only those your alignment allows",
        f"{CORE}, Objects, Magic Objects, and Followers",
    ),
    "space_draw": (
        "an Object or Follower ditched on the space counts as a card there, so fewer are drawn",
        f"{CORE}, Ditching Followers and Objects",
    ),
    "battle": (
        "in battle you fight, or evade or help yourself only with a Spell, Object or ability that says so",
        f"{CORE}, Battles; Evading",
    ),
    "spoils": (
        "the killer takes what he wants of the dead character's Objects, Followers and gold",
        f"{CORE}, Battles Between Two Characters",
    ),
    "limit": (
        "no more Spells than your Craft allows, no more than four Objects (eight with a Mule)",
        f"{CORE}, Gaining Spells; Object Carrying Limits",
    ),
    "spell": ("a Spell is cast when its card says, on a target it allows", f"{CORE}, Casting Spells"),
    "spell_window": (
        "one Spell may be cast during another player's turn, when its card allows",
        f"{CORE}, Casting Spells",
    ),
    "after_move": ("a Spell is cast when its card says", f"{CORE}, Casting Spells"),
    "effect_order": (
        "effects due together happen in the order the player whose turn it is chooses",
        f"{DIGITAL}, Simultaneous Effects",
    ),
    "figures": (
        "after a natural 1 the Grim Reaper and the Werewolf move",
        f"{DIGITAL}, Grim Reaper; Moving the Werewolf",
    ),
    "figure_move": (
        "the figure moves the count of the die, as a character does",
        f"{DIGITAL}, Grim Reaper; Moving the Werewolf",
    ),
    "figure_chart": (
        "the figure's chart says what happens",
        f"{DIGITAL}, Grim Reaper; Encountering the Werewolf",
    ),
    "command_spell": ("the Command Spell", f"{CORE}, The Crown of Command"),
    "printed_value": (
        "a value is one the card can print (an encounter number 1 to 6, Strength or Craft 1 to 15,"
        " lives or fate 1 to 10)",
        f"{CORE}, Encounter Number Order; Game Setup",
    ),
    "printed_effect": (
        "the chart's result is one of the effects the game knows",
        f"{DIGITAL}, Grim Reaper; Encountering the Werewolf",
    ),
    "starting_bonus": ("each character starts with one bonus of his choice", f"{CORE}, Alternative Rules"),
    "evade_individual": ("an unfriendly individual may be evaded", f"{CORE}, Evading Unfriendly Individuals"),
}

RULE_OF_DECISION: dict[str, Rule] = {
    "fate": ("one fate token rerolls one die, once for each roll", f"{CORE}, Fate"),
    "portal": (
        "the Portal of Power opens to a roll of two dice at most your Strength or Craft",
        f"{CORE}, The Portal of Power",
    ),
    "trophies": ("trophies worth 7 or more are traded for one counter", f"{CORE}, Trophies"),
    "end_turn": ("as the turn ends only a Spell whose card says so is cast", f"{CORE}, Casting Spells"),
    "defend": (
        "the attacked character may evade, with a Spell or ability that allows it, or fight",
        f"{CORE}, Evading",
    ),
    "reward": (
        "the winner takes one life, one gold or one Object from the loser",
        f"{CORE}, Battles Between Two Characters",
    ),
    "alignment": ("alignment changes as the card or ability says", f"{CORE}, Changing Alignment"),
    "counter": ("a Counterspell cancels a Spell as it is cast", f"{CORE}, Casting Spells"),
}


def _source_rule(g: Game, f: Frame) -> Rule | None:
    """A decision brought by a card, a space or a character: its own text says what is allowed."""
    for key in ("source", "card", "what"):
        value = f.get(key)
        if isinstance(value, str) and base_id(value) in g.cat:
            comp = g.cat[base_id(value)]
            return (f"only what {comp.name} allows", f"the text of {comp.name} ({comp.file or 'game data'})")
    ch = (
        g.state.players[f["p"]]
        if isinstance(f.get("p"), int) and 0 <= f["p"] < len(g.state.players)
        else None
    )
    if ch is not None and ch.character in g.cat:
        name = g.cat[ch.character].name
        return (f"only what the {name}'s special ability allows", f"the {name}'s character card")
    return None


def rule_for(g: Game, decision: Decision) -> Rule:
    """The rule behind the decision now, and where it is written."""
    f = g.state.stack[-1] if g.state.stack else {}
    kind = f.get("kind", "")
    if kind == "move" and decision.kind == "move":
        return MOVE_DIE if f.get("stage") == "choose" else MOVE_ONE
    if kind == "draw":
        return DRAWN_FROM.get(f.get("deck", ""), DRAW)
    if decision.kind == "draw" and kind == "turn":
        return ("a new character comes from the unused character cards", f"{CORE}, Losing All Lives")
    found = RULE_OF_DECISION.get(decision.kind) or RULE_OF_FRAME.get(kind) or _source_rule(g, f)
    return found or (f"the step now is {decision.kind}", f"{CORE}, The Game Turn")


def why_illegal(g: Game, action: Action, decision: Decision, legal: list[Action]) -> str:
    """The message of an IllegalAction: what is refused, the rule and where it is written, and
    what is allowed instead."""
    if decision.is_terminal:
        return f"{action}: the game is over: {CORE}, Object of the Game"
    who = "chance" if decision.is_chance else f"player {decision.player}"
    rule, where = rule_for(g, decision)
    same = [str(a) for a in legal if a.verb == action.verb]
    if decision.is_chance and action.verb == "roll" and same:
        return f"{action}: {DIE[0]}: {DIE[1]}; expected {', '.join(same)}"
    if decision.is_chance and action.verb == "draw" and same:
        deck = g.state.stack[-1].get("deck", "character")
        if len(same) == 1 and g.state.markers.get(f"top/{deck}") is not None:  # engine/chance.py
            if g.state.stack[-1].get("kind") == "reorder" or f"next/{deck}" in g.state.markers:
                return (
                    f"{action}: the top cards of the {deck} deck were put back in an order someone"
                    f" chose, so the next card is known: {same[0]}"
                )
            return f"{action}: the top card of the {deck} deck is known (someone looked at it): {same[0]}"
        return f"{action}: that card is not in the {deck} deck: {rule}: {where}"
    if not same:
        allowed = sorted({a.verb for a in legal})
        return (
            f"{action}: not the decision now; {who} must decide {decision.kind!r} ({decision.prompt}):"
            f" {rule}: {where}; allowed: {', '.join(allowed) or 'adjust only'}"
        )
    return f"{action}: not allowed ({decision.prompt}): {rule}: {where}; legal: {', '.join(same)}"
