"""The Blood Moon's Objects, Followers and the Lunar Events that change a whole turn
(content/data/blood-moon/adventure/). Each joins the core rules at a hook point:

- draw numbers (``draw_number``): Children of the Night (one more card), Night of the Pumpkin
  King (Fields spaces draw 3);
- turn start (``turn_begins``): Luminous Blessing (heal 1 life or replenish 1 fate), Witching
  Hour (Spells up to the Craft's limit);
- attack scores (``attack_bonus``): Wolf Slayer (+2 Strength by Day, +2 Craft at Night),
  Hammer of Light (+3 rather than +1 by Day), Shadow Dagger (+3 rather than +1 at Night), the
  Wooden Stake's 6 (``battle_options``: discarded before the dice);
- the Werewolf's chart: Wolfsbane adds up to 2 (``wolfsbane`` decision after the roll) and a
  lycanthrope may discard it to lose the curse (a ``begin_options`` use);
- end of turn: the Hungering Artefact empties the holder's space of Adventure Cards;
- Holy Water keeps a life in the Desert (``life_guard``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from content.model import AdventureCard
from engine import character, hooks, points
from engine.cards import handles
from engine.combat import attack_roll, field_bonus
from engine.frames import Frame, Rule, rule
from engine.handlers.blood_moon.foes import in_force
from engine.handlers.blood_moon.moon import DAY, LASTING, LUNAR, show
from engine.state import base_id
from engine.steps import push_steps
from engine.values import Action, Decision, act

if TYPE_CHECKING:
    from engine.rules_api import Game

STAKE = "adventure/wooden-stake"
LASTING.update(
    f"adventure/{slug}"
    for slug in (
        "children-of-the-night",
        "night-of-the-pumpkin-king",
        "witching-hour",
        "luminous-blessing",
        "all-hallows-eve",
        "divine-retribution",
        "moon-mist",
    )
)
WOLFSBANE = "adventure/wolfsbane"
DESERTS = ("space/middle/desert-1", "space/middle/desert-2")


def holding(g: Game, p: int, card: str) -> str | None:
    ch = g.state.players[p]
    for pile in (ch.objects, ch.followers):
        for c in pile:
            if base_id(c) == card:
                return c
    return None


# --- draws and turn starts ----------------------------------------------------------------------


@hooks.on(points.DRAW_NUMBER, marked=(LUNAR,))
def _lunar_draws(g: Game, space: str, number: int) -> int:
    if not number:
        return number
    if in_force(g, "adventure/night-of-the-pumpkin-king") and g.space(space).name == "Fields":
        number = max(number, 3)
    if in_force(g, "adventure/children-of-the-night"):
        number += 1
    return number


@hooks.on(points.TURN_BEGINS, marked=(LUNAR,))
def _lunar_mornings(g: Game, p: int) -> None:
    if in_force(g, "adventure/witching-hour"):
        ch = g.state.players[p]
        room = character.spell_limit(g, ch) - len(ch.spells)
        if room > 0 and not ch.is_toad:
            push_steps(g, p, [{"gain": {"spells": room}}], "adventure/witching-hour")
    if in_force(g, "adventure/luminous-blessing"):
        options = [
            {"label": "Heal 1 life", "do": [{"heal": 1}]},
            {"label": "Replenish 1 fate", "do": [{"replenish": 1}]},
        ]
        g.push({"kind": "choose", "p": p, "options": options, "source": "adventure/luminous-blessing"})


@hooks.on(points.MOVEMENT_DICE, marked=(LUNAR,))
def _moon_mist(g: Game, p: int, dice: int) -> int:
    """Moon Mist: a second die, and the lower one is the move."""
    return max(dice, 2) if in_force(g, "adventure/moon-mist") else dice


# --- attack scores ----------------------------------------------------------------------------


DAY_NIGHT_WEAPONS = ("adventure/wolf-slayer", "adventure/hammer-of-light", "adventure/shadow-dagger")


@hooks.on(points.ATTACK_BONUS, held=DAY_NIGHT_WEAPONS)
@hooks.label("Day or Night Weapon")
def _carried(g: Game, f: Frame, p: int) -> int:
    day, stat, bonus = g.state.time == DAY, f["stat"], 0
    ch = g.state.players[p]
    carried = set(map(base_id, (*ch.objects, *ch.followers))) if ch.objects or ch.followers else ()
    if "adventure/wolf-slayer" in carried and not ch.lycanthrope:
        bonus += 2 if (stat == "strength") == day else 0
    if "adventure/hammer-of-light" in carried and stat == "strength" and day:
        bonus += 2  # 3 in all: the data's carried bonus gives the first 1
    if "adventure/shadow-dagger" in carried and stat == "craft" and not day:
        bonus += 2
    return bonus


@field_bonus("stake")
@hooks.label("Day or Night Weapon")
def _staked(g: Game, f: Frame, p: int) -> int:
    """The Wooden Stake's attack roll is a 6 (``stake``: who used it)."""
    mine = f.get("mine") if p == f["p"] else f.get("theirs")
    return 6 - attack_roll(mine) if f["stake"] == p and mine else 0


@hooks.on(points.BATTLE_OPTIONS, held=(STAKE,))
def _stake_option(g: Game, f: Frame) -> list[Action]:
    stake = holding(g, f["p"], STAKE)
    if f.get("stage") == "prepare" and "opponent" not in f and stake and "stake" not in f:
        return [act("use", stake)]
    return []


@hooks.on(points.BATTLE_USE)
def _use_stake(g: Game, f: Frame, a: Action) -> bool:
    if base_id(str(a.args[0])) != STAKE:
        return False
    character.discard(g, f["p"], str(a.args[0]))
    g.set(f, "stake", f["p"])
    g.emit("ability", f["p"], "wooden-stake")
    return True


# --- Wolfsbane -------------------------------------------------------------------------------


@hooks.on(points.CHART_ROLLED, held=(WOLFSBANE,))
def _wolfsbane_offer(g: Game, f: Frame) -> bool:
    """After the roll on the Werewolf's chart its holder may add 1 or 2 (asked once)."""
    if f["figure"] != "figure/werewolf" or "plus" in f or not holding(g, f["p"], WOLFSBANE):
        return False
    if sum(f["got"]) >= 6:
        return False
    g.push({"kind": "wolfsbane", "p": f["p"], "at": len(g.state.stack) - 1})
    return True


@rule("wolfsbane")
class Wolfsbane(Rule):
    @staticmethod
    def decision(g: Game, f: Frame) -> Decision | None:
        return Decision(f["p"], "wolfsbane", "Wolfsbane: add 0, 1 or 2 to the Werewolf's chart roll")

    @staticmethod
    def legal(g: Game, f: Frame) -> list[Action]:
        return [act("choose", n) for n in (1, 2, 3)]  # 1: nothing, 2: +1, 3: +2

    @staticmethod
    def apply(g: Game, f: Frame, a: Action) -> None:
        g.pop()
        g.set(g.state.stack[f["at"]], "plus", int(a.args[0]) - 1)


@hooks.on(points.BEGIN_OPTIONS, held=(WOLFSBANE,))
def _shed_the_curse(g: Game, p: int) -> list[Action]:
    bane = holding(g, p, WOLFSBANE)
    return [act("use", bane)] if bane and g.state.players[p].lycanthrope else []


@hooks.on(points.BEGIN_USE)
def _use_wolfsbane(g: Game, f: Frame, a: Action) -> bool:
    if base_id(str(a.args[0])) != WOLFSBANE:
        return False
    p = f["p"]
    character.discard(g, p, str(a.args[0]))
    g.set(g.state.players[p], "lycanthrope", False)
    g.emit("lycanthrope_ends", p)
    return True


# --- All Hallow's Eve, Divine Retribution ------------------------------------------------------


@hooks.on(points.MEET, marked=(LUNAR,))
def _hallows_gold(g: Game, p: int, what: str, space: str) -> bool:
    """All Hallow's Eve: a visit to a Stranger or a Place brings 2 gold (taken: it only helps)."""
    comp = g.cat[base_id(what)] if "/" in what else None
    if isinstance(comp, AdventureCard) and comp.type in ("stranger", "place"):
        if in_force(g, "adventure/all-hallows-eve"):
            character.gain(g, p, "gold", 2)
    return False


@hooks.on(points.FOE_LOST_LIFE, marked=(LUNAR,))
def _retribution(g: Game, f: Frame, p: int) -> None:
    """Divine Retribution: an Enemy killed on one's own turn earns one more turn, once a round."""
    if "opponent" in f or not f.get("enemies") or not in_force(g, "adventure/divine-retribution"):
        return
    turn = g.state.stack[0] if g.state.stack else None
    round_now = g.state.turn // max(1, len(g.state.players))
    if turn and turn.get("p") == p and g.state.markers.get(f"retribution/{p}") != round_now:
        g.set(g.state.markers, f"retribution/{p}", round_now)
        g.set(g.state.markers, f"extra-turns/{p}", g.state.markers.get(f"extra-turns/{p}", 0) + 1)
        g.emit("extra_turn", p, "Divine Retribution")


# --- the rest ----------------------------------------------------------------------------------


@hooks.on(points.END_OF_TURN, held=("adventure/hungering-artefact",))
def _hunger(g: Game, p: int) -> None:
    if g.state.players[p].alive and holding(g, p, "adventure/hungering-artefact"):
        here = g.state.players[p].position
        for card in g.state.board.get(here, ()):
            if isinstance(g.cat[base_id(card)], AdventureCard):
                character.remove_from_space(g, here, card)
                character.return_card(g, card)


@hooks.on(points.LIFE_GUARD, held=("adventure/holy-water",))
def _holy_water(g: Game, p: int, source: str) -> bool:
    return source in DESERTS and holding(g, p, "adventure/holy-water") is not None


for _card in (
    "wolf-slayer",
    "hammer-of-light",
    "shadow-dagger",
    "wooden-stake",
    "wolfsbane",
    "hungering-artefact",
):
    handles(f"adventure/{_card}")(lambda g, p, source: None)  # carried: the rules are the hooks above


# --- the Self-Portrait --------------------------------------------------------------------------

PORTRAIT = "adventure/self-portrait"


@hooks.on(points.DREW, about=(PORTRAIT,))
def _portrait_drawn(g: Game, f: Frame, card: str) -> None:
    """Revealed, the Portrait takes 4 lives (counted on the card: the lives stock is the box's)."""
    if base_id(card) == PORTRAIT:
        g.set(g.state.markers, "portrait-lives", 4)


@hooks.on(points.LIVES_TO_LOSE, held=(PORTRAIT,))
def _portrait_suffers(g: Game, p: int, source: str, n: int) -> int:
    """A life the holder would lose comes off the Portrait instead; empty, it is discarded."""
    portrait = holding(g, p, PORTRAIT)
    left = int(g.state.markers.get("portrait-lives", 0))
    if portrait is None or left <= 0:
        return n
    spared = min(n, left)
    if left - spared > 0:
        g.set(g.state.markers, "portrait-lives", left - spared)
    else:
        g.journal.delete(g.state.markers, "portrait-lives")
        character.discard(g, p, portrait)
    g.emit("life_saved", p, PORTRAIT)
    return n - spared


handles(PORTRAIT)(lambda g, p, source: None)  # carried: the hooks above are its rule


# --- Disciple of Darkness, Champion of Light -----------------------------------------------------

DISCIPLE, CHAMPION = "adventure/disciple-of-darkness", "adventure/champion-of-light"


@hooks.on(points.SPELL_FLOOR, held=(DISCIPLE,))
def _disciple_floor(g: Game, p: int) -> bool:
    """At Night the Disciple's holder draws a Spell on casting the last one (Craft permitting)."""
    return g.state.time != DAY and holding(g, p, DISCIPLE) is not None


@hooks.on(points.BEGIN_OPTIONS, held=(DISCIPLE, CHAMPION))
def _dismiss_for_the_other_side(g: Game, p: int) -> list[Action]:
    """The Disciple dismissed by Day brings the Night; the Champion dismissed at Night, the Day."""
    out = []
    disciple, champion = holding(g, p, DISCIPLE), holding(g, p, CHAMPION)
    if disciple and g.state.time == DAY:
        out.append(act("use", disciple))
    if champion and g.state.time != DAY:
        out.append(act("use", champion))
    return out


@hooks.on(points.BEGIN_USE)
def _dismissed(g: Game, f: Frame, a: Action) -> bool:
    card = str(a.args[0])
    if base_id(card) not in (DISCIPLE, CHAMPION):
        return False
    character.discard(g, f["p"], card)
    show(g, "night" if base_id(card) == DISCIPLE else DAY)
    return True


handles(DISCIPLE)(lambda g, p, source: None)  # a Follower: the hooks above are its rule


# --- the Black Cat -------------------------------------------------------------------------------

BLACK_CAT = "adventure/black-cat"


@hooks.on(points.GAIN_AMOUNT, held=(BLACK_CAT,))
def _no_luck(g: Game, p: int, stat: str, n: int) -> int:
    """While the Black Cat follows, no fate can be gained or replenished."""
    return 0 if stat == "fate" and holding(g, p, BLACK_CAT) else n


@hooks.on(points.TURN_BEGINS, held=(BLACK_CAT,))
def _cat_takes_the_fate(g: Game, p: int) -> None:
    """The Cat's holder has no fate (any left when it joined is lost by the next turn's start)."""
    if holding(g, p, BLACK_CAT) and g.state.players[p].fate:
        character.lose(g, p, "fate", g.state.players[p].fate)


@hooks.on(points.MOVEMENT_ROLL, held=(BLACK_CAT,))
def _cat_runs_off(g: Game, f: Frame) -> None:
    """A 1 rolled on one's turn lets the Cat go (the move's die; other rolls are the table's)."""
    cat = holding(g, f["p"], BLACK_CAT)
    if cat and (f.get("roll") or [0])[0] == 1:
        character.discard(g, f["p"], cat)


@handles(BLACK_CAT)
def _cat_joins(g: Game, p: int, source: str) -> None:
    """Met, the Cat must join (digital rulebook, "Followers That You Must Take"): every fate
    of its new holder is lost at once."""
    here = g.state.players[p].position
    if source in g.state.board.get(here, ()):
        character.remove_from_space(g, here, source)
        character.receive(g, p, source)
    if holding(g, p, BLACK_CAT) and g.state.players[p].fate:
        character.lose(g, p, "fate", g.state.players[p].fate)


@hooks.on(points.CANNOT_DITCH)
def _cat_stays(g: Game, p: int, card: str) -> bool:
    return base_id(card) == BLACK_CAT  # only a 1 rolled sends it away
