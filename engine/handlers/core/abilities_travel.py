"""Character abilities away from battle: optional and modified rolls, dice, movement, the
start of the turn, meeting cards and other characters (content/data/characters.yaml). The
registry of where each ability acts is ``engine.handlers.core.abilities.ABILITIES``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from content import steps as vocab
from content.model import AdventureCard
from engine import character, hooks, points
from engine.chance import push_draw, push_roll
from engine.encounters import has_ability
from engine.frames import Frame, Rule, rule
from engine.handlers.core.abilities import NOT_LURED, RESCUED, WOODS, by_id
from engine.state import ALIGNMENTS, CharacterState, base_id
from engine.values import Action, Decision, act

if TYPE_CHECKING:
    from engine.rules_api import Game

BEGUILE_NEEDS = {"good": 6, "neutral": 5, "evil": 4}  # lowest die result that works


# --- rolls and dice ----------------------------------------------------------------------------

OPTIONAL_ROLLS = {
    "crags-chasm": ("space/outer/crags", "space/middle/chasm"),
    "forest": ("space/outer/forest",),
    "crags": ("space/outer/crags",),
}


@hooks.on(points.OPTIONAL_ROLL, abilities=tuple(OPTIONAL_ROLLS))
def _optional_roll(g: Game, p: int, source: str) -> bool:
    """Dwarf (Crags, Chasm), Elf (Forest), Troll (Crags): roll only if you choose."""
    return any(source in spaces and has_ability(g, p, key) for key, spaces in OPTIONAL_ROLLS.items())


@hooks.on(points.DICE, abilities=("mines", "portal-craft"))
def _dwarf_dice(g: Game, p: int, source: str, n: int) -> int:
    """Dwarf: two dice in the Mines, one die to open the Portal with Craft."""
    if source == "space/inner/mines" and has_ability(g, p, "mines"):
        return min(n, 2)
    if source == "portal-craft" and has_ability(g, p, "portal-craft"):
        return 1
    return n


@hooks.on(points.MEET, abilities=("maze", "shoplift", "woods-spells"))
def _meet(g: Game, p: int, what: str, space: str) -> bool:
    if base_id(what) == "adventure/maze" and has_ability(g, p, "maze"):
        g.emit("ability", p, "maze")  # the Maze has no effect on the Dwarf
        return True
    if base_id(what) in SHOPLIFT and has_ability(g, p, "shoplift") and g.state.decks["purchase"]:
        g.push({"kind": "shoplift", "p": p})  # met after the visit itself
    if what == space and space in WOODS and has_ability(g, p, "woods-spells"):
        from engine.handlers.core.druid import drawn_early

        room = character.spell_limit(g, g.state.players[p]) - len(g.state.players[p].spells)
        if room > 0 and not drawn_early(g, space):  # else drawn before the cards (FAQ, Druid Q2)
            g.emit("ability", p, "woods-spells")
            push_draw(g, "spell", room, to="player", p=p)
    return False


PRAYING = ("space/outer/chapel", "space/middle/temple", "adventure/idol")  # the Idol: The Reaper
CAVE = "adventure/cave"


def _add_one_key(g: Game, p: int, source: str) -> str | None:
    """The ability that lets ``p`` add 1 to a roll made for ``source``, if any."""
    if source in PRAYING and has_ability(g, p, "prayer-bonus"):
        return "prayer-bonus"  # Monk and Priest praying at the Chapel or the Temple
    if source in PRAYING and has_ability(g, p, "prayer-bonus-2"):
        return "prayer-bonus-2"  # The Reaper's Knight: 2 added
    if base_id(source) == CAVE and has_ability(g, p, "cave-bonus"):
        return "cave-bonus"  # the Dwarf exploring the Cave (an Adventure Card)
    return None


@hooks.on(points.MAY_ADD_ONE, abilities=("prayer-bonus", "prayer-bonus-2", "cave-bonus"))
def _may_add_one(g: Game, p: int, source: str) -> bool:
    return _add_one_key(g, p, source) is not None


@rule("add_one")
class AddOne(Rule):
    """Add 1 to the roll just made, or leave it (the roll's frame lies just below)."""

    @staticmethod
    def decision(g: Game, f: Frame) -> Decision | None:
        return Decision(f["p"], "add_one", f"add 1 to the roll for {f['source']}, or pass")

    @staticmethod
    def legal(g: Game, f: Frame) -> list[Action]:
        return [act("pass"), Action("use", (_add_one_key(g, f["p"], f["source"]) or "",))]

    @staticmethod
    def apply(g: Game, f: Frame, a: Action) -> None:
        g.pop()
        if a.verb == "use":
            g.set(g.top, "plus", 2 if a.args[0] == "prayer-bonus-2" else 1)
            g.emit("ability", f["p"], a.args[0])


SHOPLIFT = ("adventure/market", "adventure/market-day", "space/outer/village")


@rule("shoplift")
class Shoplift(Rule):
    """Thief: one card of his choice from the Purchase deck, free."""

    @staticmethod
    def decision(g: Game, f: Frame) -> Decision | None:
        if not g.state.decks["purchase"]:
            return None
        return Decision(f["p"], "shoplift", "take one Purchase card for nothing, or pass")

    @staticmethod
    def legal(g: Game, f: Frame) -> list[Action]:
        kinds = dict.fromkeys(base_id(c) for c in g.state.decks["purchase"])
        return [act("pass"), *(act("take", k) for k in kinds)]

    @staticmethod
    def apply(g: Game, f: Frame, a: Action) -> None:
        from engine.chance import take_from_deck

        g.pop()
        if a.verb == "take":
            character.receive(g, f["p"], take_from_deck(g, "purchase", str(a.args[0])))
            g.emit("ability", f["p"], "shoplift", a.args[0])

    @staticmethod
    def advance(g: Game, f: Frame) -> None:
        g.pop()


# --- drawing Adventure Cards: the Prophetess's foresight -------------------------------------


@hooks.on(points.DREW, abilities=("foresight",))
def _foresight(g: Game, f: Frame, card: str) -> None:
    """Once the cards for a draw are out, she may throw one away for a replacement."""
    p = f["p"]
    # (Adventure Cards: in a region with its own deck, that deck's cards: digital rulebook,
    # abilities that concern Adventure Cards in the expansion regions)
    if f["deck"] not in g.board.decks or f["to"] != "space" or not has_ability(g, p, "foresight"):
        return
    holder = next((x for x in reversed(g.state.stack) if x["kind"] == "space_draw"), None)
    if holder is not None:
        last = g.space(holder["space"]).draw <= len(g.state.board.get(holder["space"], ()))
    else:
        holder, last = f, f["count"] == 0
    if last and not holder.get("foresight"):
        g.set(holder, "foresight", True)
        g.push({"kind": "foresight", "p": p, "space": f["space"], "own": holder is f})


@rule("foresight")
class Foresight(Rule):
    @staticmethod
    def decision(g: Game, f: Frame) -> Decision | None:
        if not Foresight.legal(g, f)[1:]:
            return None
        return Decision(f["p"], "foresight", "throw away one card just drawn for a new one, or pass")

    @staticmethod
    def legal(g: Game, f: Frame) -> list[Action]:
        on_space = g.state.board.get(f["space"], ())
        drawn = [c for c in on_space if isinstance(g.cat[base_id(c)], AdventureCard)]
        return [act("pass"), *(act("discard", c) for c in drawn)]

    @staticmethod
    def apply(g: Game, f: Frame, a: Action) -> None:
        g.pop()
        if a.verb == "pass":
            return
        card = str(a.args[0])
        character.remove_from_space(g, f["space"], card)
        character.return_card(g, card)
        g.emit("ability", f["p"], "foresight", card)
        if f["own"]:  # the draw frame below draws the replacement (and lists it as new)
            draw = g.top
            g.set(draw, "count", 1)
            g.set(draw, "drawn", [c for c in draw.get("drawn", []) if c != card])

    @staticmethod
    def advance(g: Game, f: Frame) -> None:
        g.pop()


# --- movement ------------------------------------------------------------------------------


@hooks.on(points.MOVE_OPTIONS, abilities=("regenerate",))
def _move_options(g: Game, f: Frame) -> list[Action]:
    """Troll: on a natural 6 he may regenerate instead of moving (core rules, Golden Rules)."""
    if f["roll"][0] == 6 and has_ability(g, f["p"], "regenerate"):
        return [act("use", "regenerate")]
    return []


@hooks.on(points.MOVE_USE)
def _move_use(g: Game, f: Frame, a: Action) -> bool:
    if a.args[0] != "regenerate":
        return False
    character.heal(g, f["p"], 1)
    g.emit("ability", f["p"], "regenerate")
    g.end_turn("the Troll regenerates")
    return True


def woods_paths_options(g: Game, f: Frame) -> list[str]:
    """Elf: the Woods his paths reach from here as this move starts (none if not offered)."""
    p = f["p"]
    ch = g.state.players[p]
    if f.get("paths") or ch.position not in WOODS or not has_ability(g, p, "woods-paths"):
        return []
    if hooks.first(points.ONE_SPACE, g, p):
        return []  # in place of a movement roll he cannot make (the Poltergeist)
    region = g.space(ch.position).region
    return [w for w in WOODS if w != ch.position and g.space(w).region == region]


@hooks.on(points.MOVE_START_DUE, abilities=("woods-paths",))
def _woods_paths_due(g: Game, f: Frame) -> list[str]:
    return ["woods-paths"] if woods_paths_options(g, f) else []


@hooks.on(points.MOVE_START_RUN)
def _woods_paths_run(g: Game, f: Frame, name: str) -> bool:
    return name == "woods-paths" and _woods_paths(g, f)


@hooks.on(points.MOVE_START, abilities=("woods-paths",))
def _woods_paths(g: Game, f: Frame) -> bool:
    """Elf: starting on a Woods, go to another Woods of the Region instead of rolling."""
    options = woods_paths_options(g, f)
    if not options:
        return False
    p = f["p"]
    g.set(f, "paths", True)
    g.push({"kind": "woods_paths", "p": p, "options": options})
    return True


@rule("woods_paths")
class WoodsPaths(Rule):
    @staticmethod
    def decision(g: Game, f: Frame) -> Decision | None:
        return Decision(f["p"], "move", "take the Woods paths, or pass to roll for movement")

    @staticmethod
    def legal(g: Game, f: Frame) -> list[Action]:
        return [act("pass"), *(act("move", w) for w in f["options"])]

    @staticmethod
    def apply(g: Game, f: Frame, a: Action) -> None:
        g.pop()
        if a.verb == "move":
            from engine.movement import land

            land(g, f["p"], str(a.args[0]))


# --- the start of the turn -------------------------------------------------------------------


@hooks.on(points.BEGIN_OPTIONS, abilities=("change-alignment",))
def _begin_options(g: Game, p: int) -> list[Action]:
    ch = g.state.players[p]
    if not has_ability(g, p, "change-alignment") or ch.alignment_changed:
        return []
    return [act("use", "change-alignment", a) for a in ALIGNMENTS if a != ch.alignment]


@hooks.on(points.BEGIN_USE)
def _begin_use(g: Game, f: Frame, a: Action) -> bool:
    if a.args[0] != "change-alignment":
        return False
    character.set_alignment(g, f["p"], str(a.args[1]))  # once a turn (core rules)
    return True


@hooks.on(points.MEET, abilities=("change-alignment",), marked=("druid-asked/",))
def _druid_before_card(g: Game, p: int, what: str, space: str) -> bool:
    """Druid: he changes alignment whenever he likes (once a turn); the engine offers it as
    his turn begins and before a card or a space (the Chapel, the Graveyard) that asks his
    alignment (FAQ, Druid Q1)."""
    key = f"druid-asked/{what}"
    if g.state.markers.get(key):
        g.journal.delete(g.state.markers, key)
        return False
    if not has_ability(g, p, "change-alignment") or g.state.players[p].alignment_changed:
        return False
    comp = g.cat[base_id(what)]
    if not any(name == "if_alignment" for name, _ in vocab.walk(list(comp.effect))):
        return False
    g.push({"kind": "druid_window", "p": p, "card": what, "space": space})
    return True


@rule("druid_window")
class DruidWindow(Rule):
    @staticmethod
    def decision(g: Game, f: Frame) -> Decision | None:
        return Decision(f["p"], "alignment", f"change alignment before {f['card']}, or pass")

    @staticmethod
    def legal(g: Game, f: Frame) -> list[Action]:
        return [act("pass"), *_begin_options(g, f["p"])]

    @staticmethod
    def apply(g: Game, f: Frame, a: Action) -> None:
        from engine.cards import meet_card, meet_space

        g.pop()
        if a.verb == "use":
            character.set_alignment(g, f["p"], str(a.args[1]))
        g.set(g.state.markers, f"druid-asked/{f['card']}", True)
        if f["card"] == f["space"]:
            meet_space(g, f["p"], f["space"])
        else:
            meet_card(g, f["p"], f["card"], f["space"], more=False)


# --- meeting another character -----------------------------------------------------------------


def _others_here(g: Game, f: Frame) -> list[CharacterState]:
    from engine.encounters import targets

    ids = set(targets(g, f["p"], f["space"]))
    return [c for c in g.state.players if c.character in ids]


def _stealable(g: Game, me: CharacterState, card: str) -> bool:
    """An Object the Thief may take: one he may hold, within reach (The Reaper's Concealed Pouch)."""
    return character.allowed(g, me, card) and not hooks.first(points.OUT_OF_REACH, g, card)


@hooks.on(points.CHARACTER_OPTIONS, abilities=("steal", "beguile", "lure-follower", "rescue"))
def _character_options(g: Game, f: Frame) -> list[Action]:
    p = f["p"]
    me = g.state.players[p]
    out: list[Action] = []
    for other in _others_here(g, f):
        who = other.character
        if has_ability(g, p, "steal"):
            if other.gold:
                out.append(act("use", "steal", who, "gold"))
            out += [act("use", "steal", who, o) for o in other.objects if _stealable(g, me, o)]
        if has_ability(g, p, "beguile"):
            out.append(act("use", "beguile", who))
        if has_ability(g, p, "lure-follower"):
            out += [
                act("use", "lure-follower", who, x)
                for x in other.followers
                if base_id(x) not in NOT_LURED
                and character.allowed(g, me, x)
                and not character.became_follower(g, x)  # FAQ, "Cards That Become Followers"
            ]
        if has_ability(g, p, "rescue") and any(base_id(x) in RESCUED for x in other.followers):
            out.append(act("use", "rescue", who))
    return out


def _take(g: Game, p: int, victim: int, what: str) -> None:
    if what == "gold":
        if character.lose(g, victim, "gold", 1):
            character.gain(g, p, "gold", 1)
    else:
        character.release(g, victim, what)
        character.receive(g, p, what)


@hooks.on(points.CHARACTER_USE)
def _character_use(g: Game, f: Frame, a: Action) -> bool:
    """Instead of attacking: the encounter with that character is this (FAQ, Sorceress Q1)."""
    key, p = str(a.args[0]), f["p"]
    if key not in ("steal", "lure-follower", "rescue", "beguile"):
        return False  # another module's use (The Reaper's Merchant trading)
    victim = by_id(g, a.args[1])
    g.emit("ability", p, key, a.args[1])
    g.pop()
    if key in ("steal", "lure-follower"):
        _take(g, p, victim, str(a.args[2]))
    elif key == "rescue":
        for x in g.state.players[victim].followers:
            if base_id(x) in RESCUED:
                _take(g, p, victim, x)
    elif key == "beguile":
        g.push({"kind": "beguile", "p": p, "victim": victim})
    else:
        return False
    return True


@rule("beguile")
class Beguile(Rule):
    """Sorceress: one die against the victim's alignment; on a success take 1 gold or an Object."""

    @staticmethod
    def decision(g: Game, f: Frame) -> Decision | None:
        if f.get("ok") and Beguile.legal(g, f):
            return Decision(f["p"], "take", "beguiled: take 1 gold or one Object")
        return None

    @staticmethod
    def legal(g: Game, f: Frame) -> list[Action]:
        victim = g.state.players[f["victim"]]
        me = g.state.players[f["p"]]
        out = [act("take", "gold")] if victim.gold else []
        return out + [act("take", o) for o in victim.objects if character.allowed(g, me, o)]

    @staticmethod
    def apply(g: Game, f: Frame, a: Action) -> None:
        g.pop()
        _take(g, f["p"], f["victim"], str(a.args[0]))

    @staticmethod
    def advance(g: Game, f: Frame) -> None:
        if "got" not in f:
            push_roll(g, f["p"], 1, "got", fate=True, why="beguiling")
            return
        if "ok" not in f:
            ok = f["got"][0] >= BEGUILE_NEEDS[g.state.players[f["victim"]].alignment]
            g.set(f, "ok", ok)
            g.emit("beguile", f["p"], "works" if ok else "fails")
            return
        g.pop()
