"""Blood Moon Objects and Places that act in battles and encounters (data
content/data/blood-moon/adventure/objects.yaml, magic-objects.yaml, places.yaml):

- Holy Water (``battle_options``): poured out before a psychic combat with Enemies, it sends
  them to the discard pile (no battle, no trophy); its Desert rule is in blood_moon_items;
- Tricks and Treats (``character_options``): landing with another character, its holder may
  take one of their Objects and hand them the card instead of attacking (the encounter);
- Sun Shield (``creature_wins``, ``character_beaten``): beaten in battle or psychic combat,
  1 die: a 6 makes it a stand-off. By Day up to 3 may be added, so 3 or more saves then (the
  holder always adds what makes 6); it does not turn aside a lycanthrope's bite at Night;
- Syphoning Sceptre (``reward_options``): having beaten a character, the holder may take one
  of their Strength or Craft counters (one they gained: none below the printed value) as the
  reward;
- Book of the Dead (``foe_lost_life``, ``battle_options``): an Enemy killed in psychic combat
  may go onto the Book instead of the trophies; before a psychic combat, each Enemy discarded
  from the Book adds its Craft (one use per Enemy, any number of them);
- Pharaoh's Crown (``before_resolve``): once a turn, with the dice seen and the fight against
  a creature not won, its holder may make the creature roll its attack again.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine import character, hooks, points
from engine.cards import handles
from engine.chance import push_roll
from engine.combat import field_bonus, lose_to_creature
from engine.frames import Frame, Rule, rule
from engine.handlers.blood_moon.items import holding
from engine.handlers.blood_moon.moon import DAY
from engine.handlers.blood_moon.places import discard_from
from engine.state import base_id
from engine.values import Action, Decision, act

if TYPE_CHECKING:
    from engine.rules_api import Game

HOLY_WATER, TRICKS = "adventure/holy-water", "adventure/tricks-and-treats"
SUN_SHIELD, SCEPTRE = "adventure/sun-shield", "adventure/syphoning-sceptre"
BOOK = "adventure/book-of-the-dead"
SHIELD_SAVES, DAY_RAISE = 6, 3


def _creature_prepare(f: Frame) -> bool:
    return f.get("stage") == "prepare" and "opponent" not in f


# --- Holy Water ----------------------------------------------------------------------------------


@hooks.on(points.BATTLE_OPTIONS, held=(HOLY_WATER,))
def _pour_options(g: Game, f: Frame) -> list[Action]:
    water = holding(g, f["p"], HOLY_WATER)
    if water and _creature_prepare(f) and f["stat"] == "craft" and f.get("enemies"):
        return [act("use", water)]
    return []


@hooks.on(points.BATTLE_USE)
def _pour(g: Game, f: Frame, a: Action) -> bool:
    if base_id(str(a.args[0])) != HOLY_WATER:
        return False
    character.discard(g, f["p"], str(a.args[0]))
    g.pop()  # no psychic combat
    for enemy in f["enemies"]:
        if enemy in g.state.board.get(f["source"], ()):
            discard_from(g, f["source"], enemy)
    g.emit("ability", f["p"], "holy-water")
    return True


# --- Tricks and Treats -----------------------------------------------------------------------------


@hooks.on(points.CHARACTER_OPTIONS, held=(TRICKS,))
def _trick_options(g: Game, f: Frame) -> list[Action]:
    from engine.encounters import targets

    p = f["p"]
    tricks = holding(g, p, TRICKS)
    if tricks is None:
        return []
    me, out = g.state.players[p], []
    for who in targets(g, p, f["space"]):
        other = next(c for c in g.state.players if c.character == who)
        if character.allowed(g, other, tricks):
            out += [act("use", tricks, who, o) for o in other.objects if character.allowed(g, me, o)]
    return out


@hooks.on(points.CHARACTER_USE)
def _trick(g: Game, f: Frame, a: Action) -> bool:
    tricks = str(a.args[0])
    if base_id(tricks) != TRICKS:
        return False
    p, taken = f["p"], str(a.args[2])
    other = next(c.player for c in g.state.players if c.character == a.args[1])
    g.pop()  # this is the encounter
    character.release(g, other, taken)
    character.receive(g, p, taken)
    character.release(g, p, tricks)
    character.receive(g, other, tricks)
    g.emit("trade", p, other, tricks, taken)
    return True


# --- Sun Shield --------------------------------------------------------------------------------------


@hooks.on(points.CREATURE_WINS, held=(SUN_SHIELD,))
def _shield(g: Game, f: Frame) -> bool:
    if "opponent" in f or "sun_shield" in f or holding(g, f["p"], SUN_SHIELD) is None:
        return False
    g.set(f, "sun_shield", True)
    g.push({"kind": "sun_shield", "p": f["p"]})
    return True


@hooks.on(points.CHARACTER_BEATEN, held=(SUN_SHIELD,))
def _shield_against_a_character(g: Game, f: Frame) -> bool:
    """Beaten by another character: the same die, before the winner takes a reward."""
    if "sun_shield" in f or holding(g, f["loser"], SUN_SHIELD) is None:
        return False
    g.set(f, "sun_shield", True)
    g.push({"kind": "sun_shield", "p": f["loser"], "against": "character"})
    return True


@rule("sun_shield")
class SunShield(Rule):
    @staticmethod
    def advance(g: Game, f: Frame) -> None:
        p = f["p"]
        if "got" not in f:
            push_roll(g, p, 1, "got", fate=True, why="the Sun Shield")
            return
        g.pop()
        battle = g.top
        raised = f["got"][0] + (DAY_RAISE if g.state.time == DAY else 0)
        if raised >= SHIELD_SAVES:
            g.emit("stand_off", battle["p"])
            g.emit("ability", p, "sun-shield")
            g.end_turn("stand-off (Sun Shield)")
            if "against" not in f:
                hooks.run(points.CREATURE_SURVIVES, g, battle)
        elif "against" not in f:
            lose_to_creature(g, battle)
        # (beaten by a character: the winner's reward follows, as the battle frame says)


# --- Syphoning Sceptre ---------------------------------------------------------------------------------


@hooks.on(points.REWARD_OPTIONS, held=(SCEPTRE,))
def _syphon_options(g: Game, f: Frame) -> list[Action]:
    if holding(g, f["winner"], SCEPTRE) is None:
        return []
    loser = g.state.players[f["loser"]]
    return [act("reward", stat) for stat in ("strength", "craft") if getattr(loser, stat) > 0]


@hooks.on(points.REWARD_TAKEN, held=(SCEPTRE,))
def _syphon(g: Game, f: Frame, what: str) -> bool:
    if what not in ("strength", "craft") or holding(g, f["winner"], SCEPTRE) is None:
        return False
    if character.lose(g, f["loser"], what, 1):
        character.gain(g, f["winner"], what, 1)
    g.emit("ability", f["winner"], "syphoning-sceptre")
    return True


# --- Book of the Dead ------------------------------------------------------------------------------


def pages(g: Game, book: str) -> list[str]:
    return list(g.state.markers.get(f"aside/book/{book}", ()))


def _set_pages(g: Game, book: str, cards: list[str]) -> None:
    key = f"aside/book/{book}"
    if cards:
        g.set(g.state.markers, key, cards)
    elif key in g.state.markers:
        g.journal.delete(g.state.markers, key)


@hooks.on(points.FOE_LOST_LIFE, held=(BOOK,))
def _to_the_book(g: Game, f: Frame, p: int) -> None:
    book = holding(g, p, BOOK)
    if book is None or "opponent" in f or f["stat"] != "craft":
        return
    killed = [c for c in f.get("enemies", ()) if c in g.state.players[p].trophies]
    if killed:
        g.push({"kind": "book_of_the_dead", "p": p, "book": book, "killed": killed})


@rule("book_of_the_dead")
class BookOfTheDead(Rule):
    @staticmethod
    def decision(g: Game, f: Frame) -> Decision | None:
        if not BookOfTheDead.legal(g, f)[1:]:
            return None
        return Decision(f["p"], "take", "put the Enemies killed onto the Book of the Dead, or done")

    @staticmethod
    def legal(g: Game, f: Frame) -> list[Action]:
        trophies = g.state.players[f["p"]].trophies
        return [act("done"), *(act("use", f["book"], c) for c in f["killed"] if c in trophies)]

    @staticmethod
    def apply(g: Game, f: Frame, a: Action) -> None:
        if a.verb == "done":
            g.pop()
            return
        card = str(a.args[1])
        character.release(g, f["p"], card)
        _set_pages(g, f["book"], [*pages(g, f["book"]), card])

    @staticmethod
    def advance(g: Game, f: Frame) -> None:
        g.pop()


@hooks.on(points.BATTLE_OPTIONS, held=(BOOK,))
def _read_options(g: Game, f: Frame) -> list[Action]:
    book = holding(g, f["p"], BOOK)
    if book and f.get("stage") == "prepare" and f["stat"] == "craft":
        return [act("use", book, c) for c in pages(g, book)]
    return []


@hooks.on(points.BATTLE_USE)
def _read(g: Game, f: Frame, a: Action) -> bool:
    if base_id(str(a.args[0])) != BOOK or len(a.args) < 2:
        return False
    book, card = str(a.args[0]), str(a.args[1])
    _set_pages(g, book, [c for c in pages(g, book) if c != card])
    character.return_card(g, card)
    g.set(f, "book", f.get("book", 0) + (getattr(g.cat[base_id(card)], "craft", None) or 0))
    g.emit("ability", f["p"], "book-of-the-dead")
    return True


@field_bonus("book")
@hooks.label("Enemies from the Book of the Dead")
def _book_bonus(g: Game, f: Frame, p: int) -> int:
    return int(f.get("book", 0)) if p == f["p"] else 0


@hooks.on(points.END_OF_TURN, marked=("aside/book/",))
def _lost_book(g: Game, p: int) -> None:
    """A Book nobody holds any more (discarded, lost with its holder) takes its Enemies along."""
    for key in [k for k in g.state.markers if k.startswith("aside/book/")]:
        book = key.removeprefix("aside/book/")
        if not any(book in ch.objects for ch in g.state.players):
            for card in pages(g, book):
                character.return_card(g, card)
            _set_pages(g, book, [])


# --- Pharaoh's Crown -------------------------------------------------------------------------------

CROWN = "adventure/pharaohs-crown"


@hooks.on(points.BEFORE_RESOLVE, held=(CROWN,))
def _crown_offer(g: Game, f: Frame) -> bool:
    """Once a turn, with both dice seen and the fight not won, the creature may be made to roll
    its attack again (asked only when the reroll could help)."""
    from engine.combat import attack_roll, creature_score, score

    p = f["p"]
    if "opponent" in f or "crown" in f or holding(g, p, CROWN) is None or not f.get("theirs"):
        return False
    if g.state.markers.get(f"crown/{p}") == g.state.turn:
        return False
    if score(g, p, f, attack_roll(f["mine"])) > creature_score(g, f, attack_roll(f["theirs"])):
        return False
    g.set(f, "crown", True)
    g.push({"kind": "pharaohs_crown", "p": p, "at": len(g.state.stack) - 1})
    return True


@rule("pharaohs_crown")
class PharaohsCrown(Rule):
    @staticmethod
    def decision(g: Game, f: Frame) -> Decision | None:
        return Decision(f["p"], "reroll_foe", "Pharaoh's Crown: make the creature roll its attack again?")

    @staticmethod
    def legal(g: Game, f: Frame) -> list[Action]:
        return [act("accept"), act("use", CROWN)]

    @staticmethod
    def apply(g: Game, f: Frame, a: Action) -> None:
        from engine.combat import attack_dice

        g.pop()
        if a.verb != "use":
            return
        p, battle = f["p"], g.state.stack[f["at"]]
        g.set(g.state.markers, f"crown/{p}", g.state.turn)
        g.emit("ability", p, "pharaohs-crown")
        push_roll(g, p, attack_dice(g, battle, None), "theirs", fate=False, why="the foe's attack roll again")


handles(CROWN)(lambda g, p, source: None)  # carried: the hooks above are its rule


for _card in (HOLY_WATER, TRICKS, SUN_SHIELD, SCEPTRE, BOOK):
    handles(_card)(lambda g, p, source: None)  # carried: the hooks above are its rule
