"""The 14 characters' special abilities (content/data/characters.yaml), joined to the core
through the hook points of ``engine.hooks``: here the battle abilities; the rest (rolls,
movement, the start of the turn, meeting characters and cards) in ``abilities_travel``. A Toad
has no abilities (``has_ability``).

``ABILITIES`` maps each ability's handler id to where it acts; ``BY_HAND`` lists the ones the
table still resolves with ``adjust`` (see the module's final section).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from content.model import AdventureCard
from engine import cards, character, hooks, points
from engine.chance import push_draw, push_roll
from engine.combat import field_bonus
from engine.deal import STARTING_ITEMS
from engine.encounters import has_ability
from engine.frames import Frame, Rule, rule
from engine.state import base_id
from engine.values import Action, Arg, Decision, act

if TYPE_CHECKING:
    from engine.rules_api import Game

CROWN = "space/inner/crown-of-command"
WOODS = ("space/outer/woods-1", "space/outer/woods-2", "space/outer/woods-3", "space/middle/woods")
HILLS = ("space/outer/hills-1", "space/outer/hills-2", "space/middle/hills")
NOT_LURED = ("adventure/maiden", "adventure/unicorn", "adventure/princess")
RESCUED = ("adventure/maiden", "adventure/princess")


def has_any(g: Game, p: int, keys: frozenset[str]) -> bool:
    """Whether the character has one of these abilities (``has_ability`` for each, at once)."""
    ch = g.state.players[p]
    return not ch.toad_turns and not keys.isdisjoint(character.ability_keys(g, ch))


def _comp(g: Game, card: str) -> AdventureCard | None:
    comp = g.cat[base_id(card)]
    return comp if isinstance(comp, AdventureCard) else None


def _enemies(g: Game, f: Frame) -> list[AdventureCard]:
    return [c for c in (_comp(g, e) for e in f.get("enemies", ())) if c is not None]


def _weapons(g: Game, p: int) -> list[int]:
    """The Strength each carried Weapon adds in battle, best first (none in the Cursed Glade)."""
    ch = g.state.players[p]
    if ch.position == character.CURSED_GLADE:
        return []
    values = []
    for card in ch.objects:
        comp = g.cat[base_id(card)]
        if "weapon" in getattr(comp, "keywords", ()) and comp.bonus:
            values.append(int(comp.bonus.get("strength", 0)))
    return sorted(values, reverse=True)


def _charmed(g: Game, p: int) -> list[int]:
    """The Strength of each Animal the Minstrel charmed (Enemy cards among his Followers)."""
    if not has_ability(g, p, "charm"):
        return []
    found = (_comp(g, x) for x in g.state.players[p].followers)
    return [int(c.strength or 0) for c in found if c is not None and c.is_enemy]


def _preparing(f: Frame) -> bool:
    return f.get("stage") == "prepare" and "mine" not in f


def by_id(g: Game, character_id: Arg) -> int:
    return next(c.player for c in g.state.players if c.character == character_id)


# --- battle: attack scores -------------------------------------------------------------------


STRENGTH_ABILITIES = frozenset(("inner-belief", "unarmed", "no-weapons", "two-weapons"))


@hooks.on(points.ATTACK_BONUS, abilities=tuple(sorted(STRENGTH_ABILITIES)))
def _attack_bonus(g: Game, f: Frame, p: int) -> int:
    ch = g.state.players[p]
    keys = character.ability_keys(g, ch)
    if f["stat"] != "strength" or ch.toad_turns or keys.isdisjoint(STRENGTH_ABILITIES):
        return 0  # (a Toad has none of his special abilities)
    total = 0
    if "inner-belief" in keys:  # Monk: Craft added in battle
        total += character.craft(g, ch)
    if "unarmed" in keys or "no-weapons" in keys:
        weapons = _weapons(g, p)  # Monk, Priest: Weapons are no use
        total -= weapons[0] if weapons else 0
    if "two-weapons" in keys and len(ch.objects) > 1:  # Warrior: a second Weapon counts too
        weapons = _weapons(g, p)
        total += weapons[1] if len(weapons) > 1 else 0
    return total


@field_bonus("assassinate")
def _assassinated(g: Game, f: Frame, p: int) -> int:
    """Assassin: his victim's attack roll does not count."""
    return -max(f["theirs"]) if p == f.get("opponent") and f["assassinate"] and "theirs" in f else 0


@field_bonus("charmed")
@hooks.label("charmed Animal")
def _charmed_helps(g: Game, f: Frame, p: int) -> int:
    """Minstrel: the charmed Animal's Strength."""
    return int(f["charmed"]) if p == f["p"] and f["charmed"] is not None else 0


@field_bonus("raised")
@hooks.label("raised from the dead")
def _raised_helps(g: Game, f: Frame, p: int) -> int:
    """Ghoul: the raised Enemy's Strength."""
    return int(f["raised"]) if p == f["p"] and f["raised"] is not None else 0


@hooks.on(points.ATTACK_DICE, abilities=("two-dice",))
def _two_dice(g: Game, f: Frame, p: int, dice: int) -> int:
    """Warrior: two dice for his attack roll in battle (not psychic combat); the better counts."""
    return max(dice, 2) if f["stat"] == "strength" and has_ability(g, p, "two-dice") else dice


@hooks.on(points.LIFE_ONLY)
def _assassinated_character(g: Game, f: Frame) -> bool:
    """Assassin: his beaten victim loses a life; no Object or gold instead."""
    return bool(f.get("assassinate")) and f.get("winner") == f["p"]


@hooks.on(points.NO_ARMOUR, abilities=("unarmed",))
def _unarmoured(g: Game, p: int) -> bool:
    """Monk: Armour is of no use to him in battle."""
    return has_ability(g, p, "unarmed")


@hooks.on(points.CREATURE_SCORE, abilities=("assassinate",))
def _assassinated_creature(g: Game, f: Frame, value: int) -> int:
    """Assassin: the creature fights with its bare Strength (its die does not count)."""
    if f.get("assassinate") and "theirs" in f and f.get("opponent") is None:
        rolled: list[int] = f["theirs"]
        return value - max(rolled)
    return value


# --- battle: options before the attack rolls --------------------------------------------------


BATTLE_ABILITIES = (
    "assassinate",
    "hills-evade",
    "woods-evade",
    "banish-spirits",
    "beast-friend",
    "charm",
    "raise-dead",
)
_BATTLE_ABILITIES = frozenset(BATTLE_ABILITIES)
_FOE_ABILITIES = frozenset(("banish-spirits", "beast-friend", "charm"))  # (by the Enemies fought)


@hooks.on(points.BATTLE_OPTIONS, abilities=BATTLE_ABILITIES)
def _battle_options(g: Game, f: Frame) -> list[Action]:
    p = f["p"]
    if not _preparing(f) or not g.state.players[p].alive or not has_any(g, p, _BATTLE_ABILITIES):
        return []  # (each option below is one of these abilities')
    out = []
    ch = g.state.players[p]
    if has_ability(g, p, "assassinate") and not f.get("assassinate") and ch.position != CROWN:
        out.append(act("use", "assassinate"))
    inner = (f.get("source") or "").startswith("space/inner/")
    can_evade = f.get("evadable") and not inner and not f.get("can_evade")
    if can_evade and (
        (ch.position in HILLS and has_ability(g, p, "hills-evade"))
        or (ch.position in WOODS and has_ability(g, p, "woods-evade"))
    ):
        out.append(act("evade"))
    enemies = _enemies(g, f) if has_any(g, p, _FOE_ABILITIES) else []  # (what they fight: these only)
    if enemies and len(enemies) == len(f["enemies"]):
        if all(e.subtype == "spirit" for e in enemies) and has_ability(g, p, "banish-spirits"):
            out.append(act("use", "banish-spirits"))
        beasts = all(e.subtype in ("animal", "dragon") for e in enemies)
        if beasts and has_ability(g, p, "beast-friend"):
            out.append(act("use", "beast-friend"))
        one_animal = len(enemies) == 1 and enemies[0].subtype == "animal" and enemies[0].strength
        if one_animal and has_ability(g, p, "charm"):
            out.append(act("use", "charm"))
    if f.get("raised") is None and f["stat"] == "strength":
        out += [act("use", "raised-help", x) for x in _raised(g, p)]
    if f.get("charmed") is None and f["stat"] == "strength" and _charmed(g, p):
        out.append(act("use", "charmed-help"))
    return out


@hooks.on(points.BATTLE_USE)
def _battle_use(g: Game, f: Frame, a: Action) -> bool:
    key, p = str(a.args[0]), f["p"]
    if key == "assassinate":
        g.set(f, "assassinate", True)
        g.emit("ability", p, "assassinate")
    elif key == "banish-spirits":
        for card in f["enemies"]:
            character.remove_from_space(g, f["source"], card)
            character.return_card(g, card)
        g.emit("ability", p, "banish-spirits")
        g.pop()
        push_draw(g, "spell", 1, to="player", p=p)
    elif key == "beast-friend":
        g.emit("ability", p, "beast-friend")  # not evading: the Enemy stays on the space
        leave_unbeaten(g, f)
        g.pop()
    elif key == "charm":
        g.push({"kind": "charm", "p": p})
    elif key == "raised-help":  # it fights once, then crumbles to the discard pile
        card = str(a.args[1])
        g.set(f, "raised", int(getattr(_comp(g, card), "strength", 0) or 0))
        g.set(f, "raised_card", card)  # (its own rule may add more: The Dungeon's Goblin King)
        character.discard(g, p, card)
    elif key == "charmed-help":
        g.set(f, "charmed", max(_charmed(g, p)))  # one charmed Animal helps in each battle
    else:
        return False
    return True


def leave_unbeaten(g: Game, battle: Frame) -> None:
    """The battle's Enemies stay on the space neither killed nor evaded: while they are there,
    nothing on the space may be taken (core rules, "Objects, Magic Objects, and Followers";
    FAQ, Minstrel Q3)."""
    encounter = g.below(battle)
    if encounter is not None and encounter["kind"] == "encounter":
        g.set(encounter, "unbeaten", [*encounter.get("unbeaten", ()), *battle["enemies"]])


@rule("charm")
class Charm(Rule):
    """Minstrel: roll one die; above the Animal's Strength it follows him; either way no battle
    (FAQ, Characters, Minstrel Q1 and Q2)."""

    @staticmethod
    def advance(g: Game, f: Frame) -> None:
        if "got" not in f:
            push_roll(g, f["p"], 1, "got", fate=True, why="charming an Animal")
            return
        g.pop()
        battle = g.top
        leave_unbeaten(g, battle)  # a charmed Animal leaves the space; a failed charm stays there
        g.pop()
        animal = battle["enemies"][0]
        comp = _comp(g, animal)
        if comp is not None and f["got"][0] > int(comp.strength or 0):
            character.remove_from_space(g, battle["source"], animal)
            ch = g.state.players[f["p"]]
            g.set(ch, "followers", (*ch.followers, animal))
            g.emit("charmed", f["p"], animal)
        else:
            g.emit("charm_failed", f["p"], animal)


@hooks.on(points.FOE_LOST_LIFE, abilities=("raise-dead",))
def _raise_dead(g: Game, f: Frame, p: int) -> None:
    """Ghoul: Enemies just killed in battle may rise as his Followers instead of trophies."""
    if f.get("opponent") is None and f["stat"] == "strength" and f.get("enemies"):
        if has_ability(g, p, "raise-dead"):
            g.push({"kind": "raise_dead", "p": p, "cards": list(f["enemies"])})


@rule("raise_dead")
class RaiseDead(Rule):
    @staticmethod
    def decision(g: Game, f: Frame) -> Decision | None:
        if not RaiseDead.legal(g, f)[1:]:
            return None
        return Decision(f["p"], "raise_dead", "raise a killed Enemy as a Follower, or pass")

    @staticmethod
    def legal(g: Game, f: Frame) -> list[Action]:
        trophies = g.state.players[f["p"]].trophies
        return [act("pass"), *(act("use", "raise-dead", c) for c in f["cards"] if c in trophies)]

    @staticmethod
    def apply(g: Game, f: Frame, a: Action) -> None:
        if a.verb == "pass":
            g.pop()
            return
        card = str(a.args[1])
        ch = g.state.players[f["p"]]
        character.release(g, f["p"], card)
        g.set(ch, "followers", (*ch.followers, card))
        g.emit("ability", f["p"], "raise-dead", card)

    @staticmethod
    def advance(g: Game, f: Frame) -> None:
        g.pop()


def _raised(g: Game, p: int) -> list[str]:
    if not has_ability(g, p, "raise-dead"):
        return []
    return [x for x in g.state.players[p].followers if (c := _comp(g, x)) is not None and c.is_enemy]


@hooks.on(points.FOE_LOST_LIFE, abilities=("feed",))
def _feed(g: Game, f: Frame, p: int) -> None:
    """Ghoul: a life taken in psychic combat against a character is gained."""
    if f.get("opponent") is not None and f["stat"] == "craft" and has_ability(g, p, "feed"):
        character.gain(g, p, "lives", 1)
        g.emit("ability", p, "feed")


# --- where each ability acts -------------------------------------------------------------------

ABILITIES = {
    "character/assassin/assassinate": "battle option; attack_bonus / creature_score; life_only",
    "character/assassin/not-at-crown": "assassinate is not offered on the Crown",
    "character/druid/change-alignment": "start of turn option",
    "character/druid/woods-spells": "meeting a Woods space",
    "character/dwarf/crags-chasm": "optional_roll",
    "character/dwarf/cave-bonus": "may_add_one on the Cave Adventure Card's roll",
    "character/dwarf/hills-evade": "battle option evade",
    "character/dwarf/portal-craft": "dice",
    "character/dwarf/mines": "dice",
    "character/dwarf/maze": "meet",
    "character/elf/forest": "optional_roll",
    "character/elf/woods-evade": "battle option evade",
    "character/elf/woods-paths": "move_start",
    "character/ghoul/psychic-attack": "engine.encounters (encounter ... psychic)",
    "character/ghoul/feed": "foe_lost_life",
    "character/ghoul/raise-dead": "foe_lost_life; raise_dead frame; battle option",
    "character/minstrel/beast-friend": "battle option",
    "character/minstrel/charm": "battle option; charm frame",
    "character/minstrel/rescue": "character option",
    "character/monk/inner-belief": "attack_bonus",
    "character/monk/unarmed": "attack_bonus (Weapons), no_armour",
    "character/monk/prayer-bonus": "may_add_one at the Chapel and the Temple",
    "character/priest/prayer-bonus": "may_add_one at the Chapel and the Temple",
    "character/priest/banish-spirits": "battle option",
    "character/priest/no-weapons": "attack_bonus",
    "character/prophetess/spell-floor": "engine.spells",
    "character/prophetess/see-spells": "the engine state shows every hand",
    "character/prophetess/foresight": "drew hook; foresight frame",
    "character/sorceress/psychic-attack": "engine.encounters",
    "character/sorceress/beguile": "character option; beguile frame",
    "character/sorceress/lure-follower": "character option",
    "character/thief/steal": "character option",
    "character/thief/shoplift": "meet hook at the Market, Market Day and the Village",
    "character/troll/crags": "optional_roll",
    "character/troll/regenerate": "movement option on a 6",
    "character/warrior/two-weapons": "attack_bonus",
    "character/warrior/two-dice": "attack_dice",
    "character/wizard/spell-floor": "engine.spells",
    "character/wizard/psychic-attack": "engine.encounters",
}

# Abilities the engine does not play (the table would resolve them with ``adjust``): none left.
BY_HAND: dict[str, str] = {}
cards.PLAYED.update(ABILITIES)  # the one table of where each handler's rule lives (engine.cards)
cards.BY_HAND.update(BY_HAND)


@hooks.on(points.NEW_CHARACTER, abilities=(STARTING_ITEMS,))
def _starting_items(g: Game, p: int) -> None:
    """A new character whose card gives him items to begin with gets them (as the deal gives the
    first characters theirs: engine.deal)."""
    card = g.cat[g.state.players[p].character]
    for ability in getattr(card, "abilities", ()):
        if ability.key == STARTING_ITEMS and ability.effect and has_ability(g, p, STARTING_ITEMS):
            g.push({"kind": "steps", "p": p, "steps": list(ability.effect), "source": card.id})
