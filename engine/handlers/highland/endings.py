"""The Highland's Alternative Endings (content/data/highland/endings.yaml; how any box's ending is
dealt and met: ``engine.handlers.core.endings``).

- Hand of Doom: the character who meets it rolls a die; on a 1 every character loses the game.
  What the other results do no source at hand says: the table plays the result from the
  printed card (a *by hand* decision naming the number), then says done.
- Battle Royale, Eagle King: no source at hand gives their texts: played by hand (index.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine import cards
from engine.chance import push_roll
from engine.frames import Frame, Rule, rule

if TYPE_CHECKING:
    from engine.rules_api import Game

DOOM = "ending/hand-of-doom"
DOOMED = 1  # the die's result on which everyone loses


@cards.handles(DOOM)
def _hand_of_doom(g: Game, p: int, source: str) -> None:
    g.push({"kind": "hand_of_doom", "p": p})
    push_roll(g, p, 1, "got", fate=True, why="the Hand of Doom")


@rule("hand_of_doom")
class HandOfDoom(Rule):
    """The die rolled: a 1 and nobody wins; any other result is the table's, from the card."""

    @staticmethod
    def advance(g: Game, f: Frame) -> None:
        g.pop()
        n = f["got"][0]
        if n == DOOMED:
            g.set(g.state, "winner", -1)
            g.emit("no_winner", -1, "the Hand of Doom showed a 1")
            return
        prompt = f"the Hand of Doom shows {n}: play that result from the printed card, then say done"
        g.push({"kind": "manual", "p": f["p"], "what": DOOM, "source": DOOM, "prompt": prompt})
        g.emit("by_hand", DOOM)


cards.PLAYED[DOOM] = "highland endings: its die and the 1 (the other results by hand, from the card)"
