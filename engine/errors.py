"""One narrow error per kind of failure, all of them ``ValueError``s.

``InvalidAction``: the input is malformed (``roll seven``, an unknown verb).
``IllegalAction``: well formed but not allowed now; the message names the rule and the phase.
``InvalidState``: a saved state or log that cannot be read back.
"""

from __future__ import annotations


class TalismanError(ValueError):
    """Base of every error the engine raises on purpose."""


class InvalidAction(TalismanError):
    """The action is malformed: it cannot be parsed or its arguments have the wrong shape."""


class IllegalAction(TalismanError):
    """The action is well formed but the rules do not allow it at this decision."""


class InvalidState(TalismanError):
    """A state, setup or log that does not describe a game the engine can rebuild."""
