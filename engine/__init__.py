"""The rules engine: a validated game of Talisman (Revised 4th Edition). Stdlib only.

Public API (kept stable for the table app)::

    from engine import Game, Setup, PlayerSetup, Action, Event, Decision, CHANCE
    game = Game.new(setup, catalogue)      # catalogue = content.load()
    game.decision                          # who decides what: a player index, CHANCE or NOBODY
    game.legal_actions()                   # the concrete legal actions now
    game.is_legal(action)                  # never raises
    game.apply(action)                     # -> [Event]; IllegalAction / InvalidAction, state untouched
    game.undo(); game.redo()
    game.log                               # the actions so far (save as JSON Lines with setup)
    Game.replay(setup, log, catalogue)     # the same game again
    game.state.to_json(); State.from_json(data)
    Action.parse("roll 4"); Action.from_json("draw adventure/giant"); str(action)
    game.chance_outcomes()                 # at a chance decision: [(action, probability)]

Errors: ``TalismanError(ValueError)`` -> ``InvalidAction``, ``IllegalAction``, ``InvalidState``.
``adjust ...`` actions are always legal: the table corrects the state by hand (see engine.adjust).
"""

from engine.errors import IllegalAction, InvalidAction, InvalidState, TalismanError
from engine.game import Game
from engine.setup import PlayerSetup, Setup
from engine.state import CharacterState, State
from engine.values import CHANCE, NOBODY, Action, Decision, Event

__all__ = [
    "CHANCE",
    "NOBODY",
    "Action",
    "CharacterState",
    "Decision",
    "Event",
    "Game",
    "IllegalAction",
    "InvalidAction",
    "InvalidState",
    "PlayerSetup",
    "Setup",
    "State",
    "TalismanError",
]
