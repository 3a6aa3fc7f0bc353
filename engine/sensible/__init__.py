"""The sensible simulated players: they play to win, as a person at the table would.

Every decision is answered by scoring its legal actions with cheap rules of thumb and the
exact odds of the battles in play (``odds``), never by searching ahead. They build Strength
and Craft by fighting what they will likely beat, evade or keep away from what they will
likely lose to, heal and buy when they need to, seek a Talisman at the Warlock's Cave, cross
the Sentinel's bridge only when he is likely beaten, go for the Crown of Command once strong
enough (``moves``), spend fate on a roll that loses, and cast their Spells and use their
abilities where the odds or the worth of what they do say so (a card's battle option is tried
on the battle and undone, to read the odds it gives). A decision they have no rule for is
left to the random players of ``engine.policy``.

Chance is answered with the outcomes' own probabilities; for one seed a game is the same.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import TYPE_CHECKING

from content.model import AdventureCard, Component
from engine import character, combat, movement, policy
from engine.errors import TalismanError
from engine.sensible import moves, worth
from engine.sensible.odds import FACES, best_of, fight_odds, plain_odds
from engine.sensible.worth import Me
from engine.state import base_id
from engine.values import Action

if TYPE_CHECKING:
    from engine.game import Game

__all__ = ["choose"]

Rule = Callable[["Game", int, list[Action]], Action | None]
DECIDE: dict[str, Rule] = {}


def decides(*kinds: str) -> Callable[[Rule], Rule]:
    def register(fn: Rule) -> Rule:
        for kind in kinds:
            DECIDE[kind] = fn
        return fn

    return register


def choose(g: Game, rng: random.Random) -> Action:
    """The next action: chance by its probabilities, a player's decision by ``DECIDE``."""
    decision = g.decision
    if decision.is_chance:
        return g.random_chance(rng)
    legal = g.legal_actions()
    if len(legal) == 1:
        return legal[0]
    rule = DECIDE.get(decision.kind)
    if rule is not None:
        found = rule(g, decision.player, legal)
        if found is not None:
            return found
    return policy.choose(g, rng)


def _first(legal: list[Action], verb: str) -> Action | None:
    return next((a for a in legal if a.verb == verb), None)


# --------------------------------------------------------------------------------- moving


@decides("move")
def _move(g: Game, p: int, legal: list[Action]) -> Action | None:
    f = g.state.stack[-1]
    ch = g.state.players[p]
    mover = int(f["p"]) if "p" in f else p
    m = worth.me(g, mover)
    if f["kind"] == "move" and f.get("stage") == "step" and ch.fighting == ch.position:
        foe = g.state.markers.get(f"foe/{p}") or {}
        win, lose = plain_odds(m.strength, int(foe.get("strength", 0) or 0))
        if lose > win and m.lives <= 2 and _first(legal, "turn_back"):
            return _first(legal, "turn_back")
        return _first(legal, "fight")
    if m.hurt and any(a.verb == "use" and "regenerat" in str(a.args[0]) for a in legal):
        return next(a for a in legal if a.verb == "use" and "regenerat" in str(a.args[0]))
    steps = [a for a in legal if a.verb == "move"]
    if not steps:
        return None
    if f["kind"] == "move" and f.get("stage") == "choose":
        reach = movement.reach(g, f)
        score, best = moves.best_move(g, m, steps, reach)
        if mover != p:  # The Reaper's Misdirection: the caster sends a rival the worst way
            return min(
                steps, key=lambda a: moves.score_move(g, m, str(a.args[0]), reach.get(str(a.args[0])), None)
            )
        reroll = _first(legal, "reroll")
        if reroll is not None and score < -3.0 and m.fate >= 1:
            return reroll
        return best
    if f["kind"] == "move" and f.get("stage") == "step":
        return max(steps, key=lambda a: (moves.step_score(g, m, str(a.args[0])), -steps.index(a)))
    goal = moves.heading(g, m)
    best = max(steps, key=lambda a: (moves.score_move(g, m, str(a.args[0]), None, goal), -steps.index(a)))
    roll = _first(legal, "pass")  # (a path in place of the movement roll: the Elf's Woods)
    if roll is not None and goal is not None:
        dist = policy.distances(g, goal)
        if dist.get(str(best.args[0]), 99) >= dist.get(ch.position, 99):
            return roll  # the paths lead no nearer where he is heading: roll and go there
    return best


@decides("teleport", "instead")
def _jump(g: Game, p: int, legal: list[Action]) -> Action | None:
    m = worth.me(g, p)
    goal = moves.heading(g, m)
    steps = [a for a in legal if a.verb == "move"]
    if not steps:
        return None
    score, best = max(
        ((moves.score_move(g, m, str(a.args[0]), None, goal), a) for a in steps),
        key=lambda x: (x[0], -steps.index(x[1])),
    )
    stay = _first(legal, "begin")
    if stay is not None and score < worth.draw_worth(g, m) + 1.0:
        return stay
    return best


@decides("portal", "guardian")
def _portal(g: Game, p: int, legal: list[Action]) -> Action | None:
    """The Portal of Power, and a region's guardian (engine.handlers.core.guardian): the better value."""
    m = worth.me(g, p)
    stat = "strength" if m.strength >= m.craft else "craft"
    return Action("attempt", (stat,)) if Action("attempt", (stat,)) in legal else None


@decides("drink")
def _drink(g: Game, p: int, legal: list[Action]) -> Action | None:
    """A Place's counters (The Highland's Pool of Fortitude...): a life when one is missing, else
    the other counter."""
    takes = [a for a in legal if a.verb == "take"]
    if not takes:
        return None
    m = worth.me(g, p)
    life = Action("take", ("lives",))
    hurt = m.lives < m.life_value
    others = [a for a in takes if a != life]
    return life if (hurt or not others) and life in takes else others[0]


@decides("figures", "figure_move")
def _figures(g: Game, p: int, legal: list[Action]) -> Action | None:
    """The Grim Reaper and the Werewolf: sent to the strongest rival, away from oneself."""
    steps = [a for a in legal if a.verb == "move"]
    if not steps:
        return None
    here = g.state.players[p].position

    def threat(a: Action) -> float:
        space = str(a.args[0])
        rivals = [c for c in g.state.players if c.alive and c.position == space and c.player != p]
        mine = 10.0 if space == here else 0.0
        return sum(worth.me(g, c.player).strength + worth.me(g, c.player).craft for c in rivals) - mine

    return max(steps, key=lambda a: (threat(a), -steps.index(a)))


# --------------------------------------------------------------------------------- fighting

REWARD = worth.TROPHY  # what winning a battle is worth, besides the life kept


def _battle_worth(odds: tuple[float, float], m: Me) -> float:
    win, lose = odds
    return win * REWARD - lose * m.life


@decides("battle", "defend")
def _battle(g: Game, p: int, legal: list[Action]) -> Action | None:
    """Fight, evade, or first cast a Spell or use a card: each option is tried on the battle
    and undone, and the one whose odds are worth most is taken."""
    m = worth.me(g, p)
    odds = fight_odds(g, p)
    if odds is None:
        return None
    fight = _first(legal, "fight")
    best: tuple[float, Action | None] = (_battle_worth(odds, m), fight)
    evade = _first(legal, "evade")
    if evade is not None:
        best = max(best, (-0.2, evade), key=lambda x: x[0])
    for a in legal:
        value: float | None
        if a.verb == "cast" and _spell(a) in combat.EVADE_SPELLS:
            value = -0.5  # evaded, a Spell spent
        elif a.verb in ("cast", "use"):
            value = _tried(g, p, a, m)
        else:
            continue
        if value is not None and value > best[0] + 0.3:
            best = (value, a)
    return best[1]


def _tried(g: Game, p: int, a: Action, m: Me) -> float | None:
    """The worth of the battle once ``a`` is done (the Spell's or card's cost taken off), or
    None where it leads to something else first (a target to pick): such an option is left."""
    depth = len(g.state.stack)
    try:
        g.apply(a)
    except TalismanError:
        return None
    try:
        if g.is_over or len(g.state.stack) < depth:
            return -0.5 if g.state.players[p].alive else None  # evaded (Invisibility...)
        if g.state.stack[-1]["kind"] != "battle" or g.decision.player != p:
            return None
        odds = fight_odds(g, p)
        cost = 0.6 if a.verb == "cast" else 0.3
        return None if odds is None else _battle_worth(odds, m) - cost
    finally:
        g.undo()
        worth.forget(g)


@decides("fate")
def _fate(g: Game, p: int, legal: list[Action]) -> Action | None:
    f = g.state.stack[-1]
    accept = _first(legal, "accept")
    if f["kind"] == "battle":
        again = _first(legal, "reroll")
        return again if again is not None and _reroll_wins(g, p, f) else accept
    if f["kind"] != "roll":
        return accept
    got = [int(d) for d in f["got"]]
    again = _first(legal, "reroll") or _die(legal, got, high=True)
    low_die = _die(legal, got, high=False)
    why, into = str(f.get("why", "")), f.get("into")
    under = g.state.stack[f["at"]] if isinstance(f.get("at"), int) and f["at"] < len(g.state.stack) else {}
    if into == "portal":
        stat = "strength" if under.get("stat") == "strength" else "craft"
        ch = g.state.players[p]
        value = character.strength(g, ch) if stat == "strength" else character.craft(g, ch)
        return again if sum(got) > value and again is not None else accept
    if into == "save":
        needs = int(under.get("needs", 7))
        return (_first(legal, "reroll") or again) if got and got[-1] < needs else accept
    if why.startswith("dicing with") or why.startswith("dice with"):
        return (low_die or _first(legal, "reroll")) if sum(got) <= 7 * len(got) / 2 else accept
    if why in ("the Vampire's bite", "how many Pit Fiends"):
        return again if sum(got) >= 3 and again is not None else accept
    return accept


def _die(legal: list[Action], got: list[int], *, high: bool) -> Action | None:
    """``choose N``: roll again the highest (or lowest) die."""
    if len(got) < 2:
        return None
    index = got.index(max(got) if high else min(got)) + 1
    a = Action("choose", (index,))
    return a if a in legal else None


def _reroll_wins(g: Game, p: int, f: dict[str, object]) -> bool:
    """Whether paying fate to roll again beats keeping the roll: the scores as they stand, and
    the odds a new roll gives against the other side's score kept."""
    attacker = p == f["p"]
    mine_key, theirs_key = ("mine", "theirs") if attacker else ("theirs", "mine")
    opp = f.get("opponent")
    mine_dice, theirs_dice = f.get(mine_key), f.get(theirs_key)
    if not isinstance(mine_dice, tuple | list) or not isinstance(theirs_dice, tuple | list):
        return False
    foe = None if attacker and opp is None else (int(str(opp)) if attacker else int(str(f["p"])))

    def my_score(roll: int) -> int:
        return combat.score(g, p, f, roll)

    theirs_roll = combat.attack_roll(list(theirs_dice))
    theirs = combat.creature_score(g, f, theirs_roll) if foe is None else combat.score(g, foe, f, theirs_roll)
    now = my_score(combat.attack_roll(list(mine_dice)))
    if now > theirs:
        return False
    dice = combat.attack_dice(g, f, p)
    win = sum(q for face, q in zip(FACES, best_of(dice), strict=True) if my_score(face) > theirs)
    lose = sum(q for face, q in zip(FACES, best_of(dice), strict=True) if my_score(face) < theirs)
    return now < theirs or win > lose


@decides("reward")
def _reward(g: Game, p: int, legal: list[Action]) -> Action | None:
    f = g.state.stack[-1]
    loser = g.state.players[int(f["loser"])]
    m = worth.me(g, p)
    life = Action("reward", ("life",))
    if life in legal and (loser.lives <= 2 or g.state.players[p].position == movement.CROWN):
        return life  # (on the Crown, a rival's life is the only thing worth taking)
    things = [a for a in legal if a.verb == "reward" and a.args[0] not in ("life", "gold")]
    if things:
        value, best = max(((item_worth(g, m, str(a.args[0])), a) for a in things), key=lambda x: x[0])
        if value >= 2.0:
            return best
    return life if life in legal else _first(legal, "reward")


@decides("encounter")
def _encounter(g: Game, p: int, legal: list[Action]) -> Action | None:
    """Meet the space, or attack a character there when the odds are worth more."""
    m = worth.me(g, p)
    space = str(g.state.stack[-1].get("space", g.state.players[p].position))
    best: tuple[float, Action | None] = (moves.space_worth(g, m, space), _first(legal, "encounter"))
    if Action("encounter", ("space",)) not in legal:
        best = (-99.0, None)
    for a in legal:
        if a.verb == "encounter" and a.args[0] != "space":
            rival = next((c for c in g.state.players if c.character == a.args[0]), None)
            if rival is None:
                continue
            them = worth.me(g, rival.player)
            psychic = a.args[1:] == ("psychic",)
            ours, theirs = (m.craft, them.craft) if psychic else (m.strength, them.strength)
            win, lose = plain_odds(ours, theirs)
            quest = m.quest_worth if m.quest == "take-life" else 0.0
            value = win * (3.0 + quest) - lose * m.life
            if value > best[0] + 0.5 or best[1] is None:
                best = (value, a)
        elif a.verb == "use" and best[0] < 1.5:
            best = (1.5, a)
    return best[1]


# --------------------------------------------------------------------------------- things


def item_worth(g: Game, m: Me, card_id: str) -> float:
    """What carrying a card is worth to ``m``: its bonuses, an Armour's save, a Talisman."""
    base = base_id(card_id)
    if base in movement.TALISMANS:  # one's only Talisman is the key to the Crown, a second a spare
        held = [c for c in g.state.players[m.p].objects if base_id(c) in movement.TALISMANS]
        return worth.TALISMAN if not held or held == [card_id] else 1.0
    comp: Component | None = g.cat.components.get(base)
    if comp is None:
        return 1.0
    total = 1.0
    bonus = getattr(comp, "bonus", None)
    if bonus is not None:
        total += worth.COUNTER * (
            int(getattr(bonus, "strength", 0) or 0) + int(getattr(bonus, "craft", 0) or 0)
        )
    if getattr(comp, "protect", None):
        total += 3.0
    held = [base_id(c) for c in g.state.players[m.p].objects]
    if base in held:
        total *= 0.3
    if (
        isinstance(comp, AdventureCard)
        and "weapon" in comp.keywords
        and any("weapon" in getattr(g.cat.components.get(h), "keywords", ()) for h in held if h != base)
    ):
        total = min(total, 1.0)
    return total


@decides("take")
def _take(g: Game, p: int, legal: list[Action]) -> Action | None:
    """Take what is worth carrying: at the carrying limit, only what beats the worst Object
    carried (it will have to be left)."""
    ch = g.state.players[p]
    limit = character.carry_limit(ch)
    full = len(ch.objects) >= limit and character.carried(g, ch) >= limit
    m = worth.me(g, p)
    kept = [o for o in ch.objects if not character.is_trinket(g, o)] if full else []  # (what could be left)
    worst = min((item_worth(g, m, o) for o in kept), default=0.0)
    for a in legal:
        if a.verb != "take":
            continue
        if not full:
            return a
        card = str(a.args[0])
        comp = g.cat.components.get(base_id(card))
        is_object = isinstance(comp, AdventureCard) and comp.type in ("object", "magic-object")
        is_object = is_object and not character.is_trinket(g, card)  # (a Trinket needs no place)
        if not (is_object or card.startswith("purchase/")) or item_worth(g, m, card) > worst + 0.5:
            return a
    return _first(legal, "done")


@decides("treasure")
def _treasure(g: Game, p: int, legal: list[Action]) -> Action | None:
    """A reward picked from a deck (The Dungeon's Treasures): the one worth most to carry."""
    m = worth.me(g, p)
    takes = [a for a in legal if a.verb == "take"]
    return max(takes, key=lambda a: item_worth(g, m, str(a.args[0]))) if takes else None


@decides("prophesy")
def _prophesy(g: Game, p: int, legal: list[Action]) -> Action | None:
    """The Orb of Prophesy: throw away the card worth least to meet."""
    m = worth.me(g, p)
    return min(legal, key=lambda a: worth.card(g, m, str(a.args[0])))


@decides("orb")
def _orb(g: Game, p: int, legal: list[Action]) -> Action | None:
    """The Orb of Knowledge: send away a card seen on top that is worth less than nothing."""
    m = worth.me(g, p)
    for a in legal:
        if a.verb == "discard" and worth.card(g, m, str(a.args[0])) < 0:
            return a
    return _first(legal, "done")


@decides("shop")
def _shop(g: Game, p: int, legal: list[Action]) -> Action | None:
    """Buy what is worth its price: healing when hurt, a first Armour, Weapon or Helmet."""
    f = g.state.stack[-1]
    m = worth.me(g, p)
    best: tuple[float, Action | None] = (0.0, _first(legal, "done"))
    prices = {i["item"]: int(i["price"]) for i in f.get("items", ())}
    gold = worth.gold_worth(m)  # (kept for the Warlock when he asks for gold)
    for a in legal:
        if a.verb == "buy":
            value = item_worth(g, m, str(a.args[0])) - prices.get(str(a.args[0]), 1) * gold * 1.5
        elif a.verb == "choose":
            service = f["services"][int(a.args[0]) - 1]
            value = worth.steps(g, m, service.get("do")) - int(service["price"]) * gold
        else:
            continue
        if value > best[0]:
            best = (value, a)
    return best[1]


@decides("choose")
def _choose(g: Game, p: int, legal: list[Action]) -> Action | None:
    """A card's or space's options: the one whose steps are worth most."""
    f = g.state.stack[-1]
    options = f.get("options")
    if f["kind"] != "choose" or not isinstance(options, list):
        return None
    m = worth.me(g, p)
    scored = [(_option(g, m, options[int(a.args[0]) - 1]), -i, a) for i, a in enumerate(legal)]
    return max(scored, key=lambda x: x[:2])[2]


def _option(g: Game, m: Me, option: dict[str, object]) -> float:
    """An option's steps, and a quest (the way to a Talisman) to one who has none."""
    label = str(option.get("label", "")).lower()
    value = worth.steps(g, m, option.get("do"))
    if "quest" in label and not label.startswith("decline") and not m.talisman:
        value += moves.QUESTS
    return value


@decides("ditch", "discard", "sell", "alchemy", "alchemist")
def _let_go(g: Game, p: int, legal: list[Action]) -> Action | None:
    """Keep what one may keep; when something must go, the card worth least. Objects are sold
    for the gold a Warlock's quest asks for (a Talisman never)."""
    done = _first(legal, "done")
    m = worth.me(g, p)
    cards = [a for a in legal if a.verb in ("ditch", "discard")]
    if done is not None:
        if g.state.stack[-1]["kind"] != "sell_objects" or m.gold >= worth.gold_asked(m) or not cards:
            return done
        sold = min(cards, key=lambda a: (item_worth(g, m, str(a.args[0])), cards.index(a)))
        return sold if item_worth(g, m, str(sold.args[0])) < m.quest_worth else done
    if not cards:
        return None
    return min(cards, key=lambda a: (item_worth(g, m, str(a.args[0])), cards.index(a)))


@decides("trophies")
def _trophies(g: Game, p: int, legal: list[Action]) -> Action | None:
    trades = [a for a in legal if a.verb == "trade"]
    if not trades:
        return _first(legal, "end")
    m = worth.me(g, p)
    return min(trades, key=lambda a: m.strength if a.args[0] == "strength" else m.craft)


# --------------------------------------------------------------------------------- spells

HEALING = "spell/healing"
TELEPORT = "spell/teleport"
KEPT = ("spell/counterspell", "spell/invisibility", "spell/immobility", "spell/psionic-blast")


def _spell(a: Action) -> str:
    return base_id(str(a.args[0]))


def _at_rival(g: Game, p: int, a: Action) -> bool:
    """A cast whose target is another character (or no character at all)."""
    mine = g.state.players[p]
    return not any(x in (mine.character, mine.name, p, str(p)) for x in a.args[1:])


@decides("begin", "end_turn")
def _begin(g: Game, p: int, legal: list[Action]) -> Action | None:
    """Heal when hurt; Teleport toward a far goal; other Spells at a rival; then begin."""
    go = _first(legal, "begin") or _first(legal, "end")
    m = worth.me(g, p)
    for a in legal:
        if a.verb != "cast":
            continue
        spell = _spell(a)
        if spell == HEALING:
            if m.hurt and not _at_rival(g, p, a):
                return a
        elif spell == TELEPORT:
            goal = moves.heading(g, m)
            here = g.state.players[p].position
            if goal is not None and goal != movement.CROWN and policy.distances(g, goal).get(here, 0) > 3:
                return a
        elif spell not in KEPT and _at_rival(g, p, a) and len(a.args) > 1:
            return a
    return go


@decides("cast")
def _window(g: Game, p: int, legal: list[Action]) -> Action | None:
    """Another's moment to cast: heal oneself when hurt, else let it go by."""
    m = worth.me(g, p)
    for a in legal:
        if a.verb == "cast" and _spell(a) == HEALING and m.hurt and not _at_rival(g, p, a):
            return a
    return _first(legal, "pass")


@decides("counter")
def _counter(g: Game, p: int, legal: list[Action]) -> Action | None:
    return _first(legal, "pass")
