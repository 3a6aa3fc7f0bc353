"""What things are worth to one character, in rough points, for the sensible players.

A point is about one gold; a Strength or Craft counter is worth three, a life more the fewer
are left. Steps written in the data (``docs/content-format.md``'s vocabulary) are valued by
what they do to this character: a roll or a test by its exact chances, a fight by its exact
odds, a branch by the branch this character takes. Nothing here changes the game.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING, Any

from content.model import AdventureCard
from engine import character
from engine.handlers.core import warlock
from engine.movement import TALISMANS, has_talisman
from engine.sensible.odds import plain_odds
from engine.state import base_id

if TYPE_CHECKING:
    from engine.game import Game

COUNTER = 3.0  # a Strength or Craft counter
FATE = 0.6
GOLD = 0.5
SPELL = 1.2
TALISMAN = 8.0  # the key to the Valley of Fire
MISSED_TURN = 1.0
TROPHY = 0.5  # an Enemy beaten (besides its trophy's points toward a counter)
POINT = COUNTER / 7  # one trophy point (seven buy a counter: core rules, Trophies)
DEPTH = 4  # nested steps looked into


@dataclass(frozen=True)
class Me:
    """The numbers of one character that decide what things are worth to him."""

    p: int
    strength: int
    craft: int
    lives: int
    life_value: int
    fate: int
    fate_value: int
    gold: int
    alignment: str
    talisman: bool
    objects: int
    followers: int
    spells: int
    quest: str = ""  # the Warlock's quest under way

    @property
    def quest_worth(self) -> float:
        """What doing the quest is worth: a Talisman (if any is left) and the way opened."""
        return TALISMAN if not self.talisman else 2.0

    @property
    def life(self) -> float:
        """What one life is worth: more the fewer are left (the last one is the character)."""
        return {1: 12.0, 2: 5.0, 3: 2.5}.get(self.lives, 1.8)

    @property
    def hurt(self) -> int:
        return max(0, self.life_value - self.lives)


def me(g: Game, p: int) -> Me:
    """``p``'s numbers now (kept while the journal stands where it stood: they are asked
    several times a decision, and nothing changes without a journal entry)."""
    stamp = (g.decision, g.journal.start, len(g.journal.entries))
    kept = g.memo.get(("sensible me", p))
    if kept is not None and kept[0][0] is stamp[0] and kept[0] == stamp:
        found: Me = kept[1]
        return found
    found = _me(g, p)
    g.memo[("sensible me", p)] = (stamp, found)
    return found


def forget(g: Game) -> None:
    """Forget the numbers kept by ``me`` (a move tried and undone may repeat a stamp)."""
    for p in range(len(g.state.players)):
        g.memo.pop(("sensible me", p), None)


def _me(g: Game, p: int) -> Me:
    ch = g.state.players[p]
    card = character.printed(g, ch)
    return Me(
        p=p,
        strength=character.strength(g, ch, battle=True),
        craft=character.craft(g, ch, battle=True),
        lives=ch.lives,
        life_value=card.lives,
        fate=ch.fate,
        fate_value=card.fate,
        gold=ch.gold,
        alignment=ch.alignment,
        talisman=has_talisman(ch),
        objects=len(ch.objects),
        followers=len(ch.followers),
        spells=len(ch.spells),
        quest=ch.quest or "",
    )


def gold_asked(m: Me) -> int:
    """The gold the Warlock's quest under way asks for (0: it asks for none)."""
    return warlock.gold_asked(m.quest)


def gold_worth(m: Me) -> float:
    """What one gold is worth: much more while the Warlock's quest asks for gold he lacks."""
    return GOLD * 4 if m.gold < gold_asked(m) else GOLD


def fight(m: Me, stat: str, value: int, reward: float = 0.0) -> float:
    """A fight against ``value`` in ``stat``: the win's ``reward`` against a life at stake."""
    win, lose = plain_odds(m.strength if stat == "strength" else m.craft, value)
    return win * reward - lose * m.life


def _amount(n: Any, have: int) -> int:
    return have if n == "all" else min(int(n), have) if isinstance(n, int) else 0


def _gain(m: Me, what: dict[str, Any], sign: int) -> float:
    total = 0.0
    for key, n in what.items():
        if sign < 0:
            have = {"strength": 3, "craft": 3, "lives": m.lives, "fate": m.fate, "gold": m.gold}
            have |= {"spells": m.spells, "objects": m.objects, "followers": m.followers}
            n = _amount(n, have.get(key, 1))
        elif not isinstance(n, int):
            n = 1
        unit = {"strength": COUNTER, "craft": COUNTER, "lives": m.life, "fate": FATE, "gold": gold_worth(m)}
        unit |= {"spells": SPELL, "objects": 2.0, "followers": 1.5}
        total += sign * n * unit.get(key, 1.0)
    return total


def dice_totals(dice: int) -> dict[int, float]:
    """The chance of each total of ``dice`` dice."""
    totals = {0: 1.0}
    for _ in range(max(1, dice)):
        nxt: dict[int, float] = {}
        for t, q in totals.items():
            for face in range(1, 7):
                nxt[t + face] = nxt.get(t + face, 0.0) + q / 6
        totals = nxt
    return totals


@cache
def _in_range(key: str, total: int) -> bool:
    low, _, high = str(key).partition("-")
    try:
        return int(low) <= total <= int(high or low)
    except ValueError:
        return False


def steps(g: Game, m: Me, todo: Any, depth: int = 0) -> float:
    """The worth of a list of steps to ``m``."""
    if not isinstance(todo, list) or depth > DEPTH:
        return 0.0
    return sum(step(g, m, s, depth) for s in todo if isinstance(s, dict))


def step(g: Game, m: Me, s: dict[str, Any], depth: int) -> float:  # noqa: C901 (one case a verb)
    """The worth of one step to ``m``; a verb not known here is worth nothing."""
    if len(s) != 1:
        return 0.0
    verb, arg = next(iter(s.items()))
    if verb == "gain" and isinstance(arg, dict):
        return _gain(m, arg, 1)
    if verb == "lose" and isinstance(arg, dict):
        return _gain(m, arg, -1)
    if verb == "pay" and isinstance(arg, dict):
        return -GOLD * int(arg.get("gold", 0))
    if verb == "heal":
        return min(m.hurt, m.hurt if arg == "all" else int(arg)) * m.life * 0.8
    if verb == "replenish":
        short = max(0, m.fate_value - m.fate)
        return min(short, short if arg == "all" else int(arg)) * FATE
    if verb in ("fight", "psychic") and isinstance(arg, dict):
        stat = "strength" if verb == "fight" else "craft"
        return fight(m, stat, int(arg.get(stat, 0)))
    if verb == "miss_turns":
        return -MISSED_TURN * int(arg)
    if verb == "toad":
        return -1.5 * int(arg) - 1.0
    if verb == "teleport":
        return 0.5
    if verb == "draw" and isinstance(arg, dict):
        count = int(arg.get("count", 1))
        deck = arg.get("deck")
        if deck == "talisman":
            return count * (TALISMAN if not m.talisman else 1.0)
        if deck == "adventure":
            return count * draw_worth(g, m)
        return count * (SPELL if deck == "spell" else 1.0)
    if verb == "take":
        if "talisman" in str(arg):
            return TALISMAN if not m.talisman else 1.0
        return 1.5
    if verb == "shop":
        return 0.5 if m.gold >= 2 else 0.0
    if verb == "end_turn":
        return -0.3
    if verb == "discard" and isinstance(arg, dict):
        return _gain(m, arg, -1)
    if verb == "choose" and isinstance(arg, list):
        return max((steps(g, m, o.get("do"), depth + 1) for o in arg if isinstance(o, dict)), default=0.0)
    if verb == "if_alignment" and isinstance(arg, dict):
        return steps(g, m, arg.get(m.alignment), depth + 1)
    if verb == "if_stat" and isinstance(arg, dict):
        have = {"strength": m.strength, "craft": m.craft, "lives": m.lives, "fate": m.fate, "gold": m.gold}
        if arg.get("stat") == "followers":
            have["followers"] = len(g.state.players[m.p].followers)
        ok = have.get(str(arg.get("stat")), 0) >= int(arg.get("at_least", 0))
        return steps(g, m, arg.get("then" if ok else "else"), depth + 1)
    if verb == "if_has" and isinstance(arg, dict):
        ch = g.state.players[m.p]
        held = str(arg.get("item")) in map(base_id, ch.objects + ch.followers + ch.spells)
        return steps(g, m, arg.get("then" if held else "else"), depth + 1)
    if verb == "roll" and isinstance(arg, dict):
        table = arg.get("table") or {}
        total = 0.0
        for t, q in dice_totals(int(arg.get("dice", 1))).items():
            for key, todo in table.items():
                if _in_range(key, t):
                    total += q * steps(g, m, todo, depth + 1)
                    break
        return total
    if verb == "test" and isinstance(arg, dict):
        tested = arg.get("stat")
        stats: list[Any] = tested if isinstance(tested, list) else [tested]
        value = sum(m.strength if s == "strength" else m.craft for s in stats)
        below = bool(arg.get("below"))
        passes = sum(
            q
            for t, q in dice_totals(int(arg.get("dice", 2))).items()
            if t < value or t == value and not below
        )
        return passes * steps(g, m, arg.get("pass"), depth + 1) + (1 - passes) * steps(
            g, m, arg.get("fail"), depth + 1
        )
    return 0.0


def card(g: Game, m: Me, card_id: str, *, lying: bool = True) -> float:
    """What meeting a card lying on a space is worth to ``m``: an Enemy by the exact odds of
    beating it (a trophy won against a life at stake), anything else a little (an Object
    nothing to one who carries all he can, unless ``lying`` is False: a card on average)."""
    base = base_id(card_id)
    if base in TALISMANS:  # (one left on a space by a character killed there)
        return TALISMAN if not m.talisman else 1.0
    comp = g.cat.components.get(base)
    if not isinstance(comp, AdventureCard):
        return 0.5
    if comp.is_enemy:
        stat = "strength" if comp.strength else "craft"
        value = int(comp.strength or comp.craft or 0)
        quest = m.quest_worth if m.quest == "kill-enemy" else 0.0
        return fight(m, stat, value, TROPHY + POINT * value + quest)
    if comp.type in ("object", "magic-object"):
        ch = g.state.players[m.p]
        limit = character.carry_limit(ch)
        if lying and len(ch.objects) >= limit and "trinket" not in comp.keywords:  # (Trinkets fill no place)
            return 0.0 if character.carried(g, ch) >= limit else 2.0
        return 2.0
    if comp.type == "follower":
        return 1.5 + (m.quest_worth * 0.5 if m.quest == "give-follower" else 0.0)
    return 0.3 + steps(g, m, list(getattr(comp, "effect", ()) or ()), 1) * 0.5


def draw_worth(g: Game, m: Me) -> float:
    """What one Adventure card drawn is worth to ``m`` on average over the box's cards: each
    Enemy by the exact odds, an Object, a Follower or anything else by a flat worth."""
    expansions = tuple(g.setup.expansions)
    quest = m.quest_worth if m.quest == "kill-enemy" else 0.0
    key = ("sensible draw", expansions, m.strength, m.craft, m.life, quest)
    found = g.cache.get(key)  # (shared by the catalogue's games: it reads the catalogue alone)
    if found is None:
        enemies, objects, followers, others = _deck(g, expansions)
        total = objects * 2.0 + followers * 1.5 + others * 0.3
        for (stat, value), copies in enemies.items():
            total += copies * fight(m, stat, value, TROPHY + POINT * value + quest)
        found = total / max(1, sum(enemies.values()) + objects + followers + others)
        g.cache[key] = found
    return float(found)


Deck = tuple[dict[tuple[str, int], int], int, int, int]


def _deck(g: Game, expansions: tuple[str, ...]) -> Deck:
    """The Adventure cards of these boxes: Enemies by (value fought with, value) and copies;
    how many Objects, Followers and other cards."""
    found: Deck | None = g.cache.get(("sensible deck", expansions))
    if found is None:
        playing = set(expansions) | {"core"}
        enemies: dict[tuple[str, int], int] = {}
        objects = followers = others = 0
        for c in g.cat.components.values():
            if not isinstance(c, AdventureCard) or c.expansion not in playing:
                continue
            copies = int(getattr(c, "copies", 1))
            if c.is_enemy:
                stat = "strength" if c.strength else "craft"
                value = int(c.strength or c.craft or 0)
                enemies[(stat, value)] = enemies.get((stat, value), 0) + copies
            elif c.type in ("object", "magic-object"):
                objects += copies
            elif c.type == "follower":
                followers += copies
            else:
                others += copies
        found = g.cache[("sensible deck", expansions)] = (enemies, objects, followers, others)
    return found
