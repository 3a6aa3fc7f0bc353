"""The Dungeon's Treasures (content/data/dungeon/decks/treasure.yaml): the rules of the cards
taken from the Treasure deck after a kill in the Treasure Chamber (engine.handlers.dungeon.region).

- Talisman: a Talisman like the others (the Valley of Fire opens to it: ``movement.TALISMANS``).
- Book of Lore: its Craft is a carried bonus (data); as his turn begins the holder may draw
  1 Spell if his Craft leaves room (once a turn).
- Totem Staff: one Spell more than the Craft allows (hook ``spell_limit``); once in his turn the
  holder may discard a trophy to heal up to 2 lives (offered as the turn begins).
- Aegis: when the holder's attack score is the lower, he may roll 1 die: 4 to 6 make the fight
  a stand-off, 1 to 3 leave the loss as it is (a creature's win, or a character's).
- Clockwork Owl: a move may stop at any count up to the die (hook ``move_reach``), not when the
  move is a total of dice (the Riding Horse, the Speed Spell: FAQ Clockwork Owl).
- Bag of Holding: 8 Objects more while Magic Objects work (``character.carry_limit``; in the
  Cursed Glade the surplus is ditched, the holder choosing: FAQ Bag of Holding); no victor,
  ability or Spell takes the Bag.
- Cloak of Feathers: a fate paid to roll the move again comes back (hook ``move_rerolled``: the
  card lets him take it, which never harms him, so the engine gives it); as his move begins the
  holder may discard it to fly to any space of his Region instead (not in the Inner Region,
  walked a step at a time: the table plays that flight by hand).
- Orb of Prophesy: a space's draw takes one card more (hook ``extra_draw``; never worse for the
  holder, who may throw the new card away), then the holder throws away one of the cards just
  drawn (frame ``prophesy``), and the space is not topped up again. The Orb acts on the space's
  own draws; other draws of Adventure Cards (a card's instruction) the table plays by hand.
- Elixir of Life: each time the holder loses a life (not to the Elixir itself) he may drink and
  roll 1 die: 1 the Elixir is used up, 2 a life more lost, 3 nothing, 4-5 one life healed, 6 two.
  The offer waits for the next decision (hook ``interrupt``), as a life is often lost at the
  very moment a turn ends.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine import cards, character, combat, encounters, hooks, movement, points
from engine.chance import push_draw, push_roll
from engine.frames import Frame, Rule, rule
from engine.handlers.core import flight
from engine.movement import _destinations, barred
from engine.state import base_id
from engine.values import NUMBERS, Action, Decision, act

if TYPE_CHECKING:
    from engine.rules_api import Game

TALISMAN = "treasure/talisman"
BOOK = "treasure/book-of-lore"
STAFF = "treasure/totem-staff"
AEGIS = "treasure/aegis"
ELIXIR = "treasure/elixir-of-life"
OWL = "treasure/clockwork-owl"
BAG = "treasure/bag-of-holding"
CLOAK = "treasure/cloak-of-feathers"
ORB = "treasure/orb-of-prophesy"
STAFF_HEAL = 2
DUE = "elixir_due"  # marker: players owed the Elixir's offer (a life just lost)

movement.TALISMANS.add(TALISMAN)
cards.PLAYED.update(
    {
        TALISMAN: "engine.movement: TALISMANS (the Valley of Fire)",
        BOOK: "dungeon treasure: begin_options (its Craft: the data's bonus)",
        STAFF: "dungeon treasure: spell_limit, begin_options",
        AEGIS: "dungeon treasure: creature_wins, character_beaten",
        ELIXIR: "dungeon treasure: lost_life, interrupt",
        OWL: "dungeon treasure: move_reach",
        CLOAK: "dungeon treasure: move_rerolled, move_start",
        ORB: "dungeon treasure: extra_draw, drew",
        BAG: (
            "engine.character: carry_limit (8 more); dungeon treasure: out_of_reach (the Bag; "
            "which Objects lie inside it, safe with it and lost with it, the table says)"
        ),
    }
)


def _holds(g: Game, p: int, card: str) -> bool:
    return card in map(base_id, g.state.players[p].objects)


# --- the Book of Lore and the Totem Staff, as the turn begins -------------------------------


def _book_may(g: Game, p: int) -> bool:
    ch = g.state.players[p]
    if not _holds(g, p, BOOK) or g.state.markers.get(f"lore/{p}") == g.state.turn or ch.is_toad:
        return False
    spells_left = bool(g.state.decks["spell"] or g.state.discards["spell"])
    return len(ch.spells) < character.spell_limit(g, ch) and spells_left


def _staff_may(g: Game, p: int) -> bool:
    ch = g.state.players[p]
    if not _holds(g, p, STAFF) or g.state.markers.get(f"totem/{p}") == g.state.turn:
        return False
    return bool(ch.trophies) and ch.lives < character.printed(g, ch).lives


@hooks.on(points.BEGIN_OPTIONS, held=(BOOK, STAFF))
def _begin_options(g: Game, p: int) -> list[Action]:
    out = [act("use", BOOK)] if _book_may(g, p) else []
    if _staff_may(g, p):
        out += [act("use", STAFF, t) for t in dict.fromkeys(g.state.players[p].trophies)]
    return out


@hooks.on(points.BEGIN_USE)
def _begin_use(g: Game, f: Frame, a: Action) -> bool:
    p = f["p"]
    if a.args[0] == BOOK and _book_may(g, p):
        g.set(g.state.markers, f"lore/{p}", g.state.turn)
        g.emit("ability", p, BOOK)
        if "held" in f:  # a Spell drawn as the turn begins may be cast this turn
            held = list(f["held"])
            held[p] += 1
            g.set(f, "held", NUMBERS[tuple(held)])
        push_draw(g, "spell", 1, to="player", p=p)
        return True
    if a.args[0] == STAFF and _staff_may(g, p) and len(a.args) == 2:
        g.set(g.state.markers, f"totem/{p}", g.state.turn)
        character.discard(g, p, str(a.args[1]))
        character.heal(g, p, STAFF_HEAL)
        return True
    return False


@hooks.on(points.SPELL_LIMIT, held=(STAFF,))
def _one_spell_more(g: Game, ch: object, limit: int) -> int:
    objects = getattr(ch, "objects", ())
    return limit + 1 if STAFF in map(base_id, objects) else limit


# --- the Aegis: a lost fight turned to a stand-off -------------------------------------------


@hooks.on(points.CREATURE_WINS, held=(AEGIS,))
def _aegis_creature(g: Game, f: Frame) -> bool:
    if "opponent" in f or not _holds(g, f["p"], AEGIS):
        return False
    g.push({"kind": "aegis", "p": f["p"], "against": "creature"})
    return True


@hooks.on(points.CHARACTER_BEATEN, held=(AEGIS,))
def _aegis_character(g: Game, f: Frame) -> bool:
    loser = f["loser"]
    if not _holds(g, loser, AEGIS):
        return False
    g.push({"kind": "aegis", "p": loser, "against": "character"})
    return True


@rule("aegis")
class Aegis(Rule):
    """The Aegis's holder lost the fight: roll for a stand-off, or take the loss."""

    @staticmethod
    def decision(g: Game, f: Frame) -> Decision | None:
        if "got" in f:
            return None
        name = g.state.players[f["p"]].name
        asked = f"{name} lost the fight: roll for the Aegis (4-6: a stand-off), or pass"
        return Decision(f["p"], "aegis", asked)

    @staticmethod
    def legal(g: Game, f: Frame) -> list[Action]:
        return [act("use", AEGIS), act("pass")]

    @staticmethod
    def apply(g: Game, f: Frame, a: Action) -> None:
        if a.verb == "pass":
            _lost(g, f)
            return
        g.emit("ability", f["p"], AEGIS)
        push_roll(g, f["p"], 1, "got", fate=True, why="the Aegis")

    @staticmethod
    def advance(g: Game, f: Frame) -> None:
        if f["got"][0] >= 4:
            g.pop()
            battle = g.top
            if f["against"] == "creature":
                combat.stand_off(g, battle)
            else:
                g.emit("stand_off", battle["p"])
                g.end_turn("stand-off")
            return
        _lost(g, f)


def _lost(g: Game, f: Frame) -> None:
    """The loss stands: the battle below goes on as it would have (a character's win asks for
    his reward; a creature's takes the life)."""
    g.pop()
    if f["against"] == "creature":
        combat.lose_to_creature(g, g.top)


# --- the Elixir of Life ----------------------------------------------------------------------


@hooks.on(points.LOST_LIFE, held=(ELIXIR,))
def _life_lost(g: Game, p: int, source: str) -> None:
    if source == ELIXIR or not _holds(g, p, ELIXIR):
        return
    due = list(g.state.markers.get(DUE) or ())
    g.set(g.state.markers, DUE, [*due, p])


@hooks.on(points.INTERRUPT, marked=(DUE,))
def _offer(g: Game) -> bool:
    due = g.state.markers.get(DUE)
    if not due:
        return False
    g.journal.delete(g.state.markers, DUE)
    for p in reversed(due):
        if g.state.players[p].alive and _holds(g, p, ELIXIR):
            g.push({"kind": "elixir", "p": p})
    return True


@rule("elixir")
class Elixir(Rule):
    """A life just lost: drink from the Elixir of Life (roll on its chart), or pass."""

    @staticmethod
    def decision(g: Game, f: Frame) -> Decision | None:
        if "got" in f:
            return None
        name = g.state.players[f["p"]].name
        return Decision(f["p"], "elixir", f"{name} lost a life: drink from the Elixir of Life, or pass")

    @staticmethod
    def legal(g: Game, f: Frame) -> list[Action]:
        return [act("use", ELIXIR), act("pass")]

    @staticmethod
    def apply(g: Game, f: Frame, a: Action) -> None:
        if a.verb == "pass":
            g.pop()
            return
        g.emit("ability", f["p"], ELIXIR)
        push_roll(g, f["p"], 1, "got", fate=True, why="the Elixir of Life")

    @staticmethod
    def advance(g: Game, f: Frame) -> None:
        g.pop()
        p, die = f["p"], f["got"][0]
        if die == 1:
            elixir = next(o for o in g.state.players[p].objects if base_id(o) == ELIXIR)
            character.discard(g, p, elixir)
        elif die == 2:
            character.lose_life(g, p, 1, ELIXIR)
        elif die >= 4:
            character.heal(g, p, 2 if die == 6 else 1)


# --- the Clockwork Owl and the Bag of Holding ------------------------------------------------


@hooks.on(points.MOVE_REACH, held=(OWL,))
def _owl(g: Game, f: Frame, found: dict[str, str | None]) -> dict[str, str | None]:
    """Any count from 1 up to the die; not for a total of dice (the Riding Horse, the Speed
    Spell: FAQ Clockwork Owl)."""
    p = f["p"]
    if f.get("summed") or not _holds(g, p, OWL):
        return found
    start, closed = g.state.players[p].position, barred(g)
    out = dict(found)
    for count in range(1, f["roll"][0]):
        for space, how in _destinations(g.board, start, count, closed).items():
            if space not in out or (out[space] is not None and how is None):
                out[space] = how
    return out


@hooks.on(points.OUT_OF_REACH, held=(BAG,))
def _bag_kept(g: Game, card: str) -> bool:
    """No victor, ability or Spell takes the Bag itself (which Objects lie inside it the table
    says: index.py)."""
    return base_id(card) == BAG


# --- the Cloak of Feathers ---------------------------------------------------------------------


@hooks.on(points.MOVE_REROLLED, held=(CLOAK,))
def _fate_back(g: Game, f: Frame) -> None:
    if _holds(g, f["p"], CLOAK):
        character.replenish(g, f["p"], 1)


@hooks.on(points.MOVE_START, held=(CLOAK,))
def _flight(g: Game, f: Frame) -> bool:
    """Not from the Inner Region (walked a step at a time)."""
    return _holds(g, f["p"], CLOAK) and flight.offer(g, f, CLOAK, inner=False)


# --- the Orb of Prophesy -----------------------------------------------------------------------


@hooks.on(points.EXTRA_DRAW, held=(ORB,))
def _one_more(g: Game, p: int, space: str) -> int:
    return 1 if _holds(g, p, ORB) else 0


@hooks.on(points.DREW, held=(ORB,))
def _prophesy(g: Game, f: Frame, card: str) -> None:
    p = f["p"]
    if f["deck"] not in g.board.decks or f["to"] != "space" or not _holds(g, p, ORB):
        return
    holder = next((x for x in reversed(g.state.stack) if x["kind"] == "space_draw"), None)
    if holder is None or holder.get("prophesy") or encounters.SpaceDraw.need(g, holder) > 0:
        return
    g.set(holder, "prophesy", True)
    drawn = int(holder.get("drawn", 0))
    lying = list(g.state.board.get(f["space"], ()))
    g.push({"kind": "prophesy", "p": p, "space": f["space"], "cards": lying[-drawn:] if drawn else []})


@rule("prophesy")
class Prophesy(Rule):
    """One of the cards just drawn is thrown away (the holder's choice)."""

    @staticmethod
    def decision(g: Game, f: Frame) -> Decision | None:
        if not Prophesy.legal(g, f):
            return None
        name = g.state.players[f["p"]].name
        return Decision(f["p"], "prophesy", f"{name}: the Orb of Prophesy: throw away one card just drawn")

    @staticmethod
    def legal(g: Game, f: Frame) -> list[Action]:
        on = g.state.board.get(f["space"], ())
        return [act("discard", c) for c in f["cards"] if c in on]

    @staticmethod
    def apply(g: Game, f: Frame, a: Action) -> None:
        g.pop()
        card = str(a.args[0])
        character.remove_from_space(g, f["space"], card)
        character.return_card(g, card)
        g.emit("discard", f["p"], card)
        holder = next((x for x in reversed(g.state.stack) if x["kind"] == "space_draw"), None)
        if holder is not None:  # it counts toward the space's number: no card drawn in its place
            g.set(holder, "gone", int(holder.get("gone", 0)) + 1)

    @staticmethod
    def advance(g: Game, f: Frame) -> None:
        g.pop()
