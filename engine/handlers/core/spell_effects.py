"""What each of the 17 Spells does, with its moments and valid targets (content/data/spells.yaml;
core rulebook "Casting Spells"; digital rulebook FAQ "Spell Cards"). The general casting rules
are in ``engine.spells``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from content.model import AdventureCard
from engine import cards, character, hooks, points
from engine.frames import Frame
from engine.handlers.core.selling import push_sale
from engine.handlers.core.space_tools import ring
from engine.movement import barred
from engine.spells import (
    COUNTERSPELL,
    DESTROY_MAGIC,
    HEX_ROUNDS,
    battle_flag,
    creature_battle,
    in_inner,
    may_cast,
    spell,
    turn_frame,
)
from engine.state import CharacterState, base_id
from engine.values import Action, Arg, act

if TYPE_CHECKING:
    from engine.rules_api import Game

ANY_TIME = ("own-turn", "battle", "others-turn")
Targets = list[tuple[Arg, ...]]


def _others(g: Game, p: int) -> list[CharacterState]:
    return [c for c in g.state.players if c.player != p and c.alive]


def _by_id(g: Game, character_id: Arg) -> int:
    return next(c.player for c in g.state.players if c.character == character_id)


# --- Spells on characters ----------------------------------------------------------------


def _acquisition_targets(g: Game, p: int, card: str, battle: Frame | None) -> Targets:
    me = g.state.players[p]
    out: Targets = []
    for other in _others(g, p):
        if other.gold:
            out.append((other.character, "gold"))
        out += [(other.character, o) for o in other.objects if character.allowed(g, me, o)]
    return out


@spell("spell/acquisition", "own-turn", targets=_acquisition_targets)
def _acquisition(g: Game, p: int, args: tuple[Arg, ...], battle: Frame | None, card: str) -> None:
    """Take 1 gold or one Object from another character."""
    victim, what = _by_id(g, args[0]), str(args[1])
    if what == "gold":
        if character.lose(g, victim, "gold", 1):
            character.gain(g, p, "gold", 1)
    elif what in g.state.players[victim].objects:
        character.release(g, victim, what)
        character.receive(g, p, what)


def _alchemy_targets(g: Game, p: int, card: str, battle: Frame | None) -> Targets:
    return [()] if g.state.players[p].objects else []


@spell("spell/alchemy", "own-turn", targets=_alchemy_targets)
def _alchemy(g: Game, p: int, args: tuple[Arg, ...], battle: Frame | None, card: str) -> None:
    push_sale(g, p, "alchemy", "discard an Object for 1 gold, or done")


def _healing_targets(g: Game, p: int, card: str, battle: Frame | None) -> Targets:
    return [(c.character,) for c in g.state.players if c.alive and c.lives < character.printed(g, c).lives]


@spell("spell/healing", *ANY_TIME, targets=_healing_targets)
def _healing(g: Game, p: int, args: tuple[Arg, ...], battle: Frame | None, card: str) -> None:
    """Heal a character (the caster or another) up to their life value."""
    character.heal(g, _by_id(g, args[0]), None)


def _nullify_targets(g: Game, p: int, card: str, battle: Frame | None) -> Targets:
    return [(c.character,) for c in g.state.players if c.alive and [s for s in c.spells if s != card]]


@spell("spell/nullify", *ANY_TIME, targets=_nullify_targets)
def _nullify(g: Game, p: int, args: tuple[Arg, ...], battle: Frame | None, card: str) -> None:
    """The chosen character discards every Spell held (FAQ, Spell Cards: Nullify)."""
    victim = _by_id(g, args[0])
    for held in g.state.players[victim].spells:
        character.discard(g, victim, held)


def _anyone(g: Game, p: int, card: str, battle: Frame | None) -> Targets:
    return [(c.character,) for c in g.state.players if c.alive]


@spell("spell/random", *ANY_TIME, targets=_anyone)
def _random(g: Game, p: int, args: tuple[Arg, ...], battle: Frame | None, card: str) -> None:
    """The chosen character rolls on the Spell's chart (its steps in the data)."""
    steps = list(g.cat["spell/random"].effect)
    g.push({"kind": "steps", "p": _by_id(g, args[0]), "steps": steps, "source": card})


def _mesmerism_targets(g: Game, p: int, card: str, battle: Frame | None) -> Targets:
    """Another character's true Follower (not a card that became one: FAQ, Cards That Become
    Followers) that the caster's alignment allows."""
    me = g.state.players[p]
    return [
        (f,)
        for other in _others(g, p)
        for f in other.followers
        if character.allowed(g, me, f) and not character.became_follower(g, f)
    ]


@spell("spell/mesmerism", "own-turn", targets=_mesmerism_targets)
def _mesmerism(g: Game, p: int, args: tuple[Arg, ...], battle: Frame | None, card: str) -> None:
    follower = str(args[0])
    owner = next((o for o in g.state.players if follower in o.followers), None)
    if owner is not None:
        character.release(g, owner.player, follower)
        character.receive(g, p, follower)


PRESERVED_FOLLOWER = "preserved/"  # marker prefix: a Follower the Spell keeps from being killed


def _preservation_targets(g: Game, p: int, card: str, battle: Frame | None) -> Targets:
    """Any living character, any Follower (not a card that only became one for another
    character: FAQ, Cards That Become Followers), or the creature being fought."""
    out: Targets = [(c.character,) for c in g.state.players if c.alive]
    for c in g.state.players:
        out += [
            (f,)
            for f in c.followers
            if (c.player == p or not character.became_follower(g, f))
            and PRESERVED_FOLLOWER + f not in g.state.markers
        ]
    if creature_battle(battle) and not in_inner(g, battle) and not (battle or {}).get("preserved"):
        out.append(("creature",))
    return out


@spell("spell/preservation", *ANY_TIME, targets=_preservation_targets)
def _preservation(g: Game, p: int, args: tuple[Arg, ...], battle: Frame | None, card: str) -> None:
    """Cast when needed (this turn): a character keeps the next life they would lose; a
    Follower is not killed (the Chasm, the Werewolf); a creature in battle cannot be killed,
    and beating it is a stand-off. Unused, it lapses as the turn ends (``engine.turn.finish``)."""
    if args[0] == "creature":
        battle_flag(g, battle, "preserved", True)
        return
    if not str(args[0]).startswith("character/"):
        g.set(g.state.markers, PRESERVED_FOLLOWER + str(args[0]), p)
        return
    target = g.player(_by_id(g, args[0]))
    if "spell/preservation" not in target.effects:
        g.set(target, "effects", (*target.effects, "spell/preservation"))


@hooks.on(points.FOLLOWER_SPARED, marked=(PRESERVED_FOLLOWER,))
def _follower_preserved(g: Game, p: int, follower: str) -> bool:
    """A Follower about to be killed under Preservation is spared (the Spell is spent)."""
    if PRESERVED_FOLLOWER + follower not in g.state.markers:
        return False
    g.journal.delete(g.state.markers, PRESERVED_FOLLOWER + follower)
    g.emit("preserved", p, follower)
    return True


@hooks.on(points.END_OF_TURN, marked=(PRESERVED_FOLLOWER,))
def _follower_preservation_lapses(g: Game, p: int) -> None:
    for key in [k for k in g.state.markers if k.startswith(PRESERVED_FOLLOWER)]:
        g.journal.delete(g.state.markers, key)


@hooks.on(points.CREATURE_SCORE)
def _preserved_creature(g: Game, f: Frame, value: int) -> int:
    """A preserved creature is never killed: at worst its score equals the character's."""
    if not f.get("preserved") or "mine" not in f:
        return value
    from engine.combat import score

    return max(value, score(g, f["p"], f, max(f["mine"])))


# --- Spells in battle ---------------------------------------------------------------------


def _psionic_targets(g: Game, p: int, card: str, battle: Frame | None) -> Targets:
    side = "psionic" if battle is None or battle.get("p") == p else "def_psionic"  # once for each side
    if battle is not None and (battle.get("stat") != "strength" or battle.get(side)):
        return []
    return [()]


@spell("spell/psionic-blast", "battle", targets=_psionic_targets)
def _psionic_blast(g: Game, p: int, args: tuple[Arg, ...], battle: Frame | None, card: str) -> None:
    """For this battle, Strength is raised by Craft (core rulebook "Example of an Attack")."""
    if battle is not None:
        mine = battle["p"] == p
        key = "bonus" if mine else "defender_bonus"
        g.set(battle, key, battle.get(key, 0) + character.craft(g, g.state.players[p]))
        g.set(battle, "psionic" if mine else "def_psionic", True)


@spell("spell/invisibility", "battle")
def _invisibility(g: Game, p: int, args: tuple[Arg, ...], battle: Frame | None, card: str) -> None:
    battle_flag(g, battle, "can_evade", True)
    ch = g.state.players[p]
    g.set(ch, "effects", (*ch.effects, "spell/invisibility"))


@hooks.on(points.BATTLE_OPTIONS)
def _still_invisible(g: Game, f: Frame) -> list[Action]:
    """Invisibility lasts the turn: every later creature of this turn may be evaded too."""
    if "spell/invisibility" not in g.state.players[f["p"]].effects:
        return []  # (asked at every battle: most often nobody cast it this turn)
    evadable = f.get("evadable") and not in_inner(g, f) and not f.get("can_evade")
    return [act("evade")] if evadable and f.get("stage") == "prepare" else []


def _immobility_targets(g: Game, p: int, card: str, battle: Frame | None) -> Targets:
    f = turn_frame(g)
    if battle is None and f is not None and f["p"] != p:
        return [(g.state.players[f["p"]].character,)]  # on the character whose turn starts
    return [()] if battle is not None else []


@spell("spell/immobility", "battle", "others-turn", targets=_immobility_targets)
def _immobility(g: Game, p: int, args: tuple[Arg, ...], battle: Frame | None, card: str) -> None:
    """On a creature: it may be evaded. On a character as their turn starts: that turn is lost."""
    if args:
        g.emit("immobilised", _by_id(g, args[0]))
        g.end_turn("immobilised by a Spell")
    else:
        battle_flag(g, battle, "can_evade", True)


# --- Spells on the board and on the turn -----------------------------------------------------


def _hex_targets(g: Game, p: int, card: str, battle: Frame | None) -> Targets:
    if "spell/hex" in g.state.markers:
        return []
    taken = {c.position for c in g.state.players if c.alive}
    return [(s.id,) for s in g.spaces.values() if s.region != "inner" and s.id not in taken]


@spell("spell/hex", "own-turn", targets=_hex_targets)
def _hex(g: Game, p: int, args: tuple[Arg, ...], battle: Frame | None, card: str) -> None:
    for piles in (g.state.discards, g.state.decks):  # reshuffled meanwhile: it is in the deck
        if card in piles["spell"]:
            g.set(piles, "spell", tuple(c for c in piles["spell"] if c != card))
    character.place_on(g, str(args[0]), card)
    g.set(g.state.markers, "spell/hex", {"card": card, "turns": HEX_ROUNDS * len(g.state.players)})


def _destruction_targets(g: Game, p: int, card: str, battle: Frame | None) -> Targets:
    out: Targets = []
    for lying in g.state.board.values():
        out += [(c,) for c in lying if isinstance(g.cat[base_id(c)], AdventureCard)]
    return out


@spell("spell/destruction", "own-turn", "after-move", targets=_destruction_targets)
def _destruction(g: Game, p: int, args: tuple[Arg, ...], battle: Frame | None, card: str) -> None:
    """A faceup Adventure Card anywhere goes to the discard pile."""
    target = str(args[0])
    for space, lying in list(g.state.board.items()):
        if target in lying:
            character.remove_from_space(g, space, target)
            character.return_card(g, target)


def _divination_targets(g: Game, p: int, card: str, battle: Frame | None) -> Targets:
    deck = g.board.deck_of[g.state.players[p].position]
    return [()] if g.state.decks[deck] or g.state.discards[deck] else []


@spell("spell/divination", "own-turn", targets=_divination_targets)
def _divination(g: Game, p: int, args: tuple[Arg, ...], battle: Frame | None, card: str) -> None:
    """The caster's player looks at the top five cards of the table's real Adventure deck,
    secretly, and puts them back in order. The engine keeps no deck order (every draw is a
    chance decision the table reports), so it asks the caster to do just that and say
    ``done``; the cards later drawn are reported through the usual draw decisions."""
    deck = g.board.deck_of[g.state.players[p].position]  # in a region with its own deck: its cards
    n = min(DIVINED, len(g.state.decks[deck]))
    g.emit("divination", p, n)
    what = f"look at the top {n} {deck.capitalize()} cards in secret, put them back unchanged, then done"
    g.push({"kind": "manual", "p": p, "what": card, "source": card, "ask": "divination", "prompt": what})


DIVINED = 5


@spell("spell/destroy-magic", "own-turn", "end-turn")
def _destroy_magic(g: Game, p: int, args: tuple[Arg, ...], battle: Frame | None, card: str) -> None:
    """Cast as the caster's turn begins or ends (its text): until the caster's next turn
    starts nobody casts Spells (``engine.spells.may_cast``) nor uses Magic Objects
    (``adventure_objects.carries``; their bonuses: ``character._bonus``)."""
    g.set(g.state.markers, DESTROY_MAGIC, p)


def _teleport_targets(g: Game, p: int, card: str, battle: Frame | None) -> Targets:
    ch = g.state.players[p]
    region = g.space(ch.position).region
    if region == "inner" or ch.is_toad or hooks.first(points.ONE_SPACE, g, p):
        return []  # only instead of a movement roll he could make (digital rulebook, Poltergeist)
    if f"enslaved/{p}" in g.state.markers and ch.position == "space/middle/temple":
        return []  # must test to see if he can move: no movement effects (Movement Effects)
    closed = barred(g)  # The Reaper's Barrier: nobody moves onto its space
    return [(s,) for s in ring(g, region) if s != ch.position and s not in closed]


@spell("spell/teleport", "own-turn", targets=_teleport_targets)
def _teleport(g: Game, p: int, args: tuple[Arg, ...], battle: Frame | None, card: str) -> None:
    """In place of the movement roll: go to any other space of this Region; that is the move."""
    f = turn_frame(g)
    dest = str(args[0])
    ch = g.state.players[p]
    g.set(ch, "position", dest)
    g.emit("moved", p, dest)
    if f is not None and f["p"] == p:
        g.set(f, "played", True)
        g.set(f, "landed", dest)
        g.set(f, "stage", "land")


@spell("spell/temporal-warp", "own-turn")
def _temporal_warp(g: Game, p: int, args: tuple[Arg, ...], battle: Frame | None, card: str) -> None:
    """Three turns in a row: this one and two more before the next player."""
    key = f"extra-turns/{p}"
    g.set(g.state.markers, key, g.state.markers.get(key, 0) + 2)


@spell("spell/counterspell")
def _counterspell(g: Game, p: int, args: tuple[Arg, ...], battle: Frame | None, card: str) -> None:
    """Cast only in answer to another Spell (``engine.spells.SpellCast``)."""


# --- the Command Spell on the Crown of Command ----------------------------------------------

CROWN = "space/inner/crown-of-command"
COMMAND = "command-spell"  # not a card: the frame's name for the Spell cast on the Crown


@hooks.on(points.MEET_CROWN)
def _command_spell(g: Game, p: int) -> bool:
    """Before the Command Spell's die: under Destroy Magic it cannot be cast (FAQ, Destroy
    Magic Q1); anyone holding Counterspell may cancel it first (FAQ, Counterspell Q2)."""
    key = f"{COMMAND}/{p}"
    if g.state.markers.get(key):
        g.journal.delete(g.state.markers, key)  # cast and not cancelled: roll as usual
        return False
    if DESTROY_MAGIC in g.state.markers:
        g.set(g.state, "crown_reached", True)
        g.emit("no_command_spell", p, "destroy-magic")
        return True
    holders = [c.player for c in g.state.players if COUNTERSPELL in map(base_id, c.spells)]
    if not any(may_cast(g, q) for q in holders):
        return False
    g.set(g.state, "crown_reached", True)
    g.emit("cast", p, COMMAND)
    g.push({"kind": "spell", "p": p, "card": COMMAND, "args": [], "battle": None, "asked": []})
    return True


@spell(COMMAND)
def _command(g: Game, p: int, args: tuple[Arg, ...], battle: Frame | None, card: str) -> None:
    """Not cancelled: the caster rolls the Command Spell's die (the Crown's own steps)."""
    g.set(g.state.markers, f"{COMMAND}/{p}", True)
    cards.meet_space(g, p, CROWN)
