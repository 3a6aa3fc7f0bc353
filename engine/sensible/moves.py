"""Where the sensible players go: each space a move can end on is scored by what meeting it
is worth to the character (``worth``), how much nearer it brings him to where he is heading,
and what crossing on the way costs (the Sentinel at his exact odds, the Portal of Power's two
dice against his better value).

Where a character heads (``heading``): a hurt character with few lives left goes to be healed;
one holding a Talisman and strong enough goes for the Crown of Command through the Portal;
one strong enough but without a Talisman goes to the Warlock's Cave for a quest, or, where a
region gives rewards at its final space (The Dungeon's Treasure Chamber) and he is strong
enough for its keeper, to whichever of the two is nearer (the rewards counted nearer than they
are); one whose Warlock's quest asks for gold he lacks, and who has Objects to sell, to the
City's Alchemist; the rest build up where they are. The bar for "strong enough" falls as a
long game goes on, as players grow bolder when time runs short. Once a rival stands on the
Crown, his Command Spell will end the game: nobody goes to be healed any more, one holding a
Talisman goes for the Crown, one without goes for a quest, over the Sentinel's bridge if need be.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from engine.movement import CROWN, PORTAL, SENTINEL, SENTINEL_STRENGTH, TALISMANS, VALLEY
from engine.policy import distances
from engine.sensible import worth
from engine.sensible.odds import plain_odds
from engine.sensible.worth import Me
from engine.state import base_id
from engine.values import Action

if TYPE_CHECKING:
    from engine.game import Game

WARLOCK = "space/middle/warlocks-cave"
READY = 15  # Strength + Craft at which a character holding a Talisman goes for the Crown
TOP_VALUE = 10  # ... with Strength or Craft at least this
LOWEST_TOP = 9  # ... which falls no lower (the Crypt and the Mines throw a weaker one far back)
MIDDLE = 11  # ... at which one leaves the Outer Region
BOLDER = 8  # rounds after which the bars fall by one, again and again (to at most 5)
STEP = 1.0  # the worth of a step nearer the goal
SAFE_CROSSING = 0.45  # the least chance of beating the Sentinel (fate spent on a loss) to cross
BOLD_CROSSING = 0.06  # ... less this for each time the bars fall (``BOLDER``)
CITY = "space/outer/city"
POLTERGEIST = "adventure/poltergeist"  # one space a move until he is taken over the river
# healers by alignment and whether gold is needed
HEALERS = {
    "space/outer/chapel": ("good", "neutral"),
    "space/outer/graveyard": ("evil",),
}
PAID_HEALERS = ("space/outer/village", "space/middle/castle", "space/outer/city")
CACHE_BOUND = 200_000  # entries of the catalogue's cache beyond which a space's worth is not kept
QUESTS = 4.0  # the Warlock's Cave to a character without a Talisman or a quest
KEEPER = 10  # the Strength or Craft at which one goes for a region's rewards (the Lord's 12)
HOARD_PULL = 8  # spaces a region's rewards are worth on the way, against a quest


def _bolder(g: Game) -> int:
    return min(5, g.state.turn // (BOLDER * max(1, len(g.state.players))))


def with_fate(win: float, fate: int) -> float:
    """The chance of winning when a lost or drawn roll is rolled again for fate (the second
    roll taken as an independent try, which it nearly is)."""
    return win + (1 - win) * win if fate > 0 else win


def ready(g: Game, m: Me) -> bool:
    """Strong enough, with a Talisman, to go through the Portal for the Crown: the Crypt
    (three dice against Strength) or the Mines (against Craft) send back a character weak in
    both, so one value must be high and the two together higher."""
    if m.talisman and not m.quest and crown_taken(g, m.p):
        return True  # a rival on the Crown kills everyone in the end: go and fight him there
    bolder = _bolder(g)
    return (
        m.talisman
        and not m.quest  # the Portal stays shut to one on a quest
        and m.lives >= 3
        and max(m.strength, m.craft) >= max(LOWEST_TOP, TOP_VALUE - bolder // 2)
        and m.strength + m.craft >= READY - bolder
    )


def crown_taken(g: Game, p: int) -> bool:
    """Whether a living rival stands on the Crown of Command (casting the Command Spell)."""
    return any(c.alive and c.position == CROWN and c.player != p for c in g.state.players)


def heading(g: Game, m: Me) -> str | None:
    """The space the character is making for, or None (building up where he is)."""
    if g.state.players[m.p].position in g.board.stepped:  # the Inner Region, a step a turn
        return CROWN
    taken = crown_taken(g, m.p)
    if m.lives <= 2 and m.hurt and not taken:  # (healing only puts off the Command Spell's end)
        return _healer(g, m)
    if ready(g, m):
        return PORTAL
    if taken and not m.talisman and not m.quest:
        return WARLOCK  # the only way left to win: a Talisman, then the Crown
    short = worth.gold_asked(m) - m.gold
    if short > 0 and CITY in g.spaces and _sellable(g, m) >= short:
        return CITY  # the Alchemist turns Objects into the gold the Warlock asks for
    if m.quest == "take-life":  # the Warlock asks for a life taken from another character
        prey = _prey(g, m)
        if prey is not None:
            return prey
    if m.strength + m.craft >= MIDDLE - _bolder(g) and not m.talisman and not m.quest:
        hoard = _hoard(g, m)  # a region's rewards (the Dungeon's, off the Outer Region)
        if _over_river(g, m):
            return _nearer(g, m, WARLOCK, hoard)
        return hoard
    return None


def _sellable(g: Game, m: Me) -> int:
    """Objects he could sell to the Alchemist (a Talisman is kept)."""
    return sum(1 for c in g.state.players[m.p].objects if base_id(c) not in TALISMANS)


def _prey(g: Game, m: Me) -> str | None:
    """Where the nearest rival stands whom he likely beats, in battle or psychic combat (outside
    the Inner Region, where one does not meet characters on the way), or None."""
    here = g.state.players[m.p].position
    dist = distances(g, here)
    best: tuple[int, str] | None = None
    for rival in g.state.players:
        if rival.player == m.p or not rival.alive or rival.position in g.board.stepped:
            continue
        them = worth.me(g, rival.player)
        win, lose = max(plain_odds(m.strength, them.strength), plain_odds(m.craft, them.craft))
        far = dist.get(rival.position, 99)
        if win > lose and far < 99 and (best is None or far < best[0]):
            best = (far, rival.position)
    return best[1] if best else None


def _over_river(g: Game, m: Me) -> bool:
    """Whether the Middle Region is his to walk in: he is there already, or he would dare the
    Sentinel's bridge now. (Heading for the Warlock's Cave while the bridge is too risky only
    keeps a weak character pacing by the Sentinel instead of building up where he is.)"""
    here = g.state.players[m.p].position
    return _depth(g, here) != 0 or crossing(g, m, "bridge") > -30.0


def _hoard(g: Game, m: Me) -> str | None:
    """The final space of a region that gives rewards there (its ``rewards`` decks: The
    Dungeon's Treasure Chamber), for a character strong enough to face what keeps it."""
    if m.lives < 3 or max(m.strength, m.craft) < KEEPER - _bolder(g) // 2:
        return None
    return next((r.final for r in g.board.beside if r.rewards and r.final), None)


def _nearer(g: Game, m: Me, quest: str, hoard: str | None) -> str:
    """The quest or the hoard, whichever is nearer, the hoard counted ``HOARD_PULL`` spaces
    nearer than it is (its keeper's reward may be the Talisman, its way out the Crown)."""
    if hoard is None:
        return quest
    here = g.state.players[m.p].position
    return (
        hoard
        if distances(g, hoard).get(here, 99) - HOARD_PULL <= distances(g, quest).get(here, 99)
        else quest
    )


def _healer(g: Game, m: Me) -> str | None:
    here = g.state.players[m.p].position
    places = [s for s, sides in HEALERS.items() if m.alignment in sides and s in g.spaces]
    if m.gold:
        places += [s for s in PAID_HEALERS if s in g.spaces]
    return min(places, key=lambda s: (distances(g, s).get(here, 99), s)) if places else None


def space_worth(g: Game, m: Me, space_id: str) -> float:
    """What meeting ``space_id`` is worth to ``m``: the cards lying there (or the cards it
    draws), its own instructions, healing where he is hurt, a quest where he needs one."""
    space = g.space(space_id)
    lying = g.state.board.get(space_id, ())
    total = sum(worth.card(g, m, c) for c in lying)
    total += max(0, (space.draw or 0) - len(lying)) * worth.draw_worth(g, m)
    total += _own_steps(g, m, space_id)
    if space_id in HEALERS:
        total += m.hurt * m.life * 0.5 if m.alignment in HEALERS[space_id] else -m.life
    elif space_id in PAID_HEALERS and m.gold:
        total += min(m.hurt, m.gold) * m.life * 0.4 + (0.5 if m.gold >= 2 else 0.0)
    elif space_id == WARLOCK and not m.talisman and not m.quest:
        total += QUESTS
    return total


def _own_steps(g: Game, m: Me, space_id: str) -> float:
    """A space's instructions besides drawing its cards (the draw is counted apart)."""
    effect: list[object] | None = g.cache.get(("sensible effect", space_id))
    if effect is None:  # (the catalogue's: worked out once for its games)
        steps = g.space(space_id).effect or ()
        effect = g.cache[("sensible effect", space_id)] = [
            s for s in steps if not (isinstance(s, dict) and "draw" in s)
        ]
    if not effect:
        return 0.0  # (most spaces: drawing is all they do)
    # what the steps read: the character's numbers, and what he holds where a step asks
    # (the Desert's Water Bottle); kept for the catalogue's games, whoever asks
    held: tuple[str, ...] = ()
    if "if_has" in str(effect):
        ch = g.state.players[m.p]
        held = tuple(sorted(base_id(c) for c in ch.objects + ch.followers + ch.spells))
    key = ("sensible space", space_id, replace(m, p=0), held)
    found = g.cache.get(key)
    if found is None:
        found = worth.steps(g, m, effect)
        if len(g.cache) < CACHE_BOUND:
            g.cache[key] = found
    return float(found)


def crossing(g: Game, m: Me, how: str | None) -> float:
    """What crossing on the way costs: the Sentinel's bridge or an attempt at the Portal."""
    if how == "bridge":
        win, lose = plain_odds(m.strength, SENTINEL_STRENGTH)
        if crown_taken(g, m.p) and (m.talisman or not m.quest):
            return -lose * m.life  # the bridge is the way to a Talisman and the Crown: dare it
        if with_fate(win, m.fate) < SAFE_CROSSING - BOLD_CROSSING * _bolder(g) or m.lives < 3:
            return -30.0
        return -lose * m.life
    if how == "portal":
        if not ready(g, m):
            return -30.0
        best = max(m.strength, m.craft)
        opens = sum(q for t, q in worth.dice_totals(2).items() if t <= best)
        return opens * 10.0 - (1 - opens) * worth.COUNTER
    return 0.0


def score_move(g: Game, m: Me, dest: str, how: str | None, goal: str | None) -> float:
    total = space_worth(g, m, dest) + crossing(g, m, how)
    if how == "portal":
        return total + 10.0
    if goal is not None:
        here = g.state.players[m.p].position
        dist = distances(g, goal)
        total += STEP * (dist.get(here, 99) - dist.get(dest, 99))
    elif _depth(g, dest) == 1 and m.strength + m.craft >= MIDDLE - _bolder(g):
        total += 1.0  # more and richer cards beyond the bridge
    return total


def _depth(g: Game, space: str) -> int:
    """How deep in the main board's rings a space lies: 0 the outermost (the data's order)."""
    rings = [k for k, r in g.board.regions.items() if r.place == "main"]
    region = g.space(space).region
    return rings.index(region) if region in rings else -1


def best_move(g: Game, m: Me, moves: list[Action], reach: dict[str, str | None]) -> tuple[float, Action]:
    """The best of the ``move`` actions of a rolled move, with its score."""
    goal = heading(g, m)
    scored = [(score_move(g, m, str(a.args[0]), reach.get(str(a.args[0])), goal), a) for a in moves]
    return max(scored, key=lambda x: (x[0], -moves.index(x[1])))


INNER_RISK = {  # the Inner Region's spaces: which of the character's values meets them
    "space/inner/mines": "craft",
    "space/inner/crypt": "strength",
    "space/inner/pits": "strength",
    "space/inner/werewolf-den": "strength",
}


def step_score(g: Game, m: Me, dest: str) -> float:
    """A one-space step (the Inner Region, or a Toad): nearer the Crown, then what is met."""
    if dest == CROWN:
        return 100.0
    if dest == VALLEY:
        return 50.0
    here = g.state.players[m.p].position
    total = 0.0
    if here in g.board.stepped:
        dist = distances(g, CROWN)
        total += 3.0 * (dist.get(here, 99) - dist.get(dest, 99))
    else:  # a Toad, a haunted or snowed-in character: still a step nearer where he is heading
        goal = heading(g, m)
        if (
            goal == PORTAL
            and g.board.of[here] is g.board.of[PORTAL]
            and POLTERGEIST in map(base_id, g.state.players[m.p].followers)
        ):
            goal = SENTINEL  # the Portal opens to a rolled move only: over the river he leaves
        if goal is not None:
            dist = distances(g, goal)
            total += STEP * (dist.get(here, 99) - dist.get(dest, 99))
        if here == SENTINEL and g.space(here).crossing.get(dest) == "bridge":
            total += crossing(g, m, "bridge")  # into the Middle Region: the Sentinel attacks
    stat = INNER_RISK.get(dest)
    if stat:
        total += (m.strength if stat == "strength" else m.craft) * 0.5
    return total + space_worth(g, m, dest) * 0.5
