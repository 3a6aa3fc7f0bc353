"""The core rulebook's alternative rules, chosen in ``Setup.options`` (core rulebook,
"Alternative Rules" and "Alternative Rules for Faster Play").

Keys and values (all optional; an unknown key or a bad value is refused at setup):

- ``trophy_points``: 7 (normal), 6 or 5 trophy points for one Strength or Craft.
- ``starting_bonus``: each character takes 1 Strength or 1 Craft before the first turn.
- ``bloodbath``: one Talisman in the deck instead of four; a killed character's player is out.
- ``easier_command_spell``: the Command Spell works on a lower roll with 5 or more players.
- ``sudden_death``: ``"crown"`` (the first to reach the Crown of Command wins) or ``"count"``
  (the game stops after ``stop_after_turn`` turns; the highest total of gains wins).
- ``stop_after_turn``: for ``sudden_death: count``, a whole number of turns (counting every
  player's turn).
- ``inherited_items``: a killed character's Objects, Followers and gold pass to the player's
  next character.
- ``evade_individuals``: unfriendly Strangers and individuals on spaces outside the Inner
  Region may be evaded.
- ``ending``: play with an expansion's Alternative Ending cards: ``"roll"`` (a die decides,
  1-3 hidden, 4-6 revealed: digital rulebook "Physical Setup" step 4), ``"hidden"`` or
  ``"revealed"`` (the rulesheets' two variants); offered with a box that has Alternative
  Ending cards, whose handler package plays them.
- ``warlock_quests`` (comes with the box whose ``box.yaml`` lists it): at the Warlock's Cave
  a character chooses one of the Warlock Quest cards still in their deck instead of rolling
  (digital rulebook, "Warlock's Cave"); rules in the handler package of the box that offers it.

The rules themselves are in ``engine.handlers.core.alternative_rules``.
"""

from __future__ import annotations

from typing import Any

from engine.errors import InvalidState
from engine.values import shown

FLAGS = (
    "starting_bonus",
    "bloodbath",
    "easier_command_spell",
    "inherited_items",
    "evade_individuals",
    "warlock_quests",
)
TROPHY_POINTS = (7, 6, 5)
SUDDEN_DEATH = ("crown", "count")
ENDING = ("roll", "hidden", "revealed")
TALISMANS_IN_BLOODBATH = 1
# players -> lowest roll that casts the Command Spell (4 normally; 1 means it always works)
COMMAND_SPELL = {5: 3, 6: 2}
COMMAND_SPELL_AUTOMATIC = 7


def check_options(options: dict[str, Any]) -> None:
    """Raises: InvalidState naming the option when a key or value is not one of the above."""
    for key, value in options.items():
        if key in FLAGS:
            ok = isinstance(value, bool)
        elif key == "trophy_points":
            ok = value in TROPHY_POINTS and not isinstance(value, bool)
        elif key == "sudden_death":
            ok = value in SUDDEN_DEATH
        elif key == "ending":
            ok = value in ENDING
        elif key == "stop_after_turn":
            ok = isinstance(value, int) and not isinstance(value, bool) and value >= 1
        else:
            known = ", ".join((*FLAGS, "trophy_points", "sudden_death", "stop_after_turn", "ending"))
            raise InvalidState(f"unknown alternative rule {shown(key)}; known: {known}")
        if not ok:
            raise InvalidState(f"alternative rule {key}: bad value {shown(value)}")
    if options.get("sudden_death") == "count" and "stop_after_turn" not in options:
        raise InvalidState("alternative rule sudden_death 'count' needs stop_after_turn (a number of turns)")


def command_spell_minimum(players: int, options: dict[str, Any]) -> int:
    """The lowest die result that casts the Command Spell with this many characters in the game."""
    if not options.get("easier_command_spell"):
        return 4
    if players >= COMMAND_SPELL_AUTOMATIC:
        return 1
    return COMMAND_SPELL.get(players, 4)


def at_setup(
    options: dict[str, Any], players: int, decks: dict[str, list[str]]
) -> tuple[dict[str, list[str]], dict[str, Any], list[dict[str, Any]]]:
    """The deal's changes for a game of ``players`` with these ``options``: (decks, markers,
    frames to push before the first turn)."""
    markers: dict[str, Any] = {}
    frames: list[dict[str, Any]] = []
    if options.get("bloodbath"):
        talismans = decks["talisman"]
        decks = {**decks, "talisman": talismans[:TALISMANS_IN_BLOODBATH]}
        markers["aside/box"] = list(talismans[TALISMANS_IN_BLOODBATH:])  # back in the box
    if options.get("starting_bonus"):
        frames += [{"kind": "starting_bonus", "p": p} for p in reversed(range(players))]
    if options.get("ending"):  # dealt first, before any starting bonus (setup step 4)
        frames.append({"kind": "deal_ending", "p": 0, "variant": options["ending"]})
    return decks, markers, frames
