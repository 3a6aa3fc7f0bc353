"""Helpers to drive a game by text actions in the engine tests."""

from __future__ import annotations

import content
from engine import Game, Setup


def new_game(catalogue: content.Catalogue, *characters: str) -> Game:
    """A game of these characters, first player to move, nobody holding a Spell (starting
    Spells are drawn, then discarded; tests give the Spells they need with ``adjust``)."""
    return without_spells(Game.new(Setup.of(*characters, seed=1), catalogue))


def without_spells(game: Game) -> Game:
    """The game with its starting Spells drawn, then discarded."""
    while game.decision.is_chance and game.decision.kind == "draw":
        game.apply(game.legal_actions()[0])
    for ch in game.state.players:
        for card in ch.spells:
            game.apply(f"adjust {card} discard")
    return game


def play(game: Game, *actions: str) -> list[str]:
    """Apply each action (text); return every event as text."""
    events: list[str] = []
    for action in actions:
        events += [str(e) for e in game.apply(action)]
    return events


def legal(game: Game) -> set[str]:
    return {str(a) for a in game.legal_actions()}


def land_on(game: Game, p: int, space: str, *prep: str) -> list[str]:
    """Start player ``p``'s turn one space before ``space`` and move there with a 1."""
    before = game.space(space).neighbours[0]
    events = play(game, f"adjust {p} position {before}", *prep, f"adjust turn {p}")
    if game.decision.kind == "begin":
        events += play(game, "begin")
    return events + play(game, "roll 1", f"move {space}")
