"""A character's sheet as the table reads it: Strength and Craft as totals, part by part (the
printed value, counters gained, what carried Objects and Followers add, a turn's effects), and
the counters. ``talisman replay`` prints it as text and as JSON from this one source, and the
fight view (``engine.fight_view``) builds a battle's attack value on the same parts.

Core rulebook "Strength and Craft": a character's value is the printed value plus counters plus
what Objects and Followers add (a Weapon only in battle, the best one only); a Toad has 1.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from engine import character
from engine.bonuses import bonus_of
from engine.state import CharacterState, base_id

if TYPE_CHECKING:
    from engine.game import Game

OTHER = "other effects"
STATS = ("strength", "craft")


@dataclass(frozen=True)
class Part:
    """One named part of a value: ("Strength", 4), ("Sword", 1), ("Day", -1)."""

    label: str
    value: int


@dataclass(frozen=True)
class Stat:
    """A total and its parts; the parts always add up to the total."""

    total: int
    parts: tuple[Part, ...]

    def to_json(self) -> dict[str, Any]:
        return {"total": self.total, "parts": [{"label": p.label, "value": p.value} for p in self.parts]}

    def text(self) -> str:
        """``Strength 4, Strength counters +1, Helm +1`` (the first part plain, the rest signed)."""
        first, *rest = self.parts
        return ", ".join([f"{first.label} {first.value}", *(f"{p.label} {p.value:+d}" for p in rest)])


def card_name(g: Game, card: str) -> str:
    base = base_id(card)
    return g.cat[base].name if base in g.cat else "a card"


def with_rest(parts: tuple[Part, ...], value: int) -> tuple[Part, ...]:
    """The parts, plus what the engine adds that they do not name."""
    rest = value - sum(x.value for x in parts)
    return (*parts, Part(OTHER, rest)) if rest else parts


def carried_parts(g: Game, ch: CharacterState, stat: str, *, battle: bool) -> list[Part]:
    """What carried Objects and Followers add (the best Weapon only; a battle-only bonus only
    when ``battle``), as ``character.strength`` and ``craft`` count it."""
    if character.in_cursed_glade(g, ch):
        cards: tuple[str, ...] = tuple(ch.followers)  # the Cursed Glade: Objects do not count
    else:
        cards = (*ch.objects, *ch.followers)
    no_magic = "destroy-magic" in g.state.markers
    parts: list[Part] = []
    weapon: Part | None = None
    for card in cards:
        bonus = bonus_of(g.cat, base_id(card))
        if bonus is None or (bonus.battle_only and not battle):
            continue
        if no_magic and getattr(g.cat[base_id(card)], "type", "") == "magic-object":
            continue
        part = Part(card_name(g, card), int(getattr(bonus, stat)))
        if bonus.weapon:
            weapon = part if weapon is None or part.value > weapon.value else weapon
        else:
            parts.append(part)
    return parts + ([weapon] if weapon else [])


def stat_parts(g: Game, ch: CharacterState, stat: str, *, battle: bool = False) -> list[Part]:
    """The named parts of a character's Strength or Craft (zero parts left out but the first)."""
    word = stat.title()
    if ch.is_toad:
        counters = ch.toad_strength if stat == "strength" else ch.toad_craft
        parts = [Part("Toad", 1), Part(f"{word} as a Toad", counters)]
    else:
        parts = [
            Part(word, int(getattr(character.printed(g, ch), stat))),
            Part(f"{word} counters", getattr(ch, stat)),
            *carried_parts(g, ch, stat, battle=battle),
            *(
                Part(card_name(g, e), character.TURN_BONUS[e].get(stat, 0))
                for e in ch.effects
                if e in character.TURN_BONUS
            ),
        ]
    return [x for i, x in enumerate(parts) if x.value or i == 0]


def stat(g: Game, ch: CharacterState, name: str) -> Stat:
    """Strength or Craft out of battle: the engine's total, and its parts adding up to it."""
    total = character.strength(g, ch) if name == "strength" else character.craft(g, ch)
    return Stat(total, with_rest(tuple(stat_parts(g, ch, name)), total))


@dataclass(frozen=True)
class Sheet:
    """One player's character as ``talisman replay`` shows it."""

    player: int
    name: str
    character: str
    character_name: str
    position: str
    strength: Stat
    craft: Stat
    lives: int
    fate: int
    gold: int
    alignment: str
    status: str  # "dead", "toad" or ""

    def to_json(self) -> dict[str, Any]:
        return {
            "player": self.player,
            "name": self.name,
            "character": self.character,
            "character_name": self.character_name,
            "position": self.position,
            "strength": self.strength.to_json(),
            "craft": self.craft.to_json(),
            "lives": self.lives,
            "fate": self.fate,
            "gold": self.gold,
            "alignment": self.alignment,
            "status": self.status,
        }


def sheet(g: Game, ch: CharacterState) -> Sheet:
    return Sheet(
        player=ch.player,
        name=ch.name,
        character=ch.character,
        character_name=character.printed(g, ch).name,
        position=ch.position,
        strength=stat(g, ch, "strength"),
        craft=stat(g, ch, "craft"),
        lives=ch.lives,
        fate=ch.fate,
        gold=ch.gold,
        alignment=ch.alignment,
        status="dead" if not ch.alive else ("toad" if ch.is_toad else ""),
    )


def sheets(g: Game) -> list[Sheet]:
    return [sheet(g, ch) for ch in g.state.players]
