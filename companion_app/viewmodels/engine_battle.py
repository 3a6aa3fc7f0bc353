"""What the battle helper shows in a rules game: both sides' values, the dice entered so far,
the attack scores and the exact chance to win.

The values are the engine's own (items, Spells, Runes and all): the rest of the battle is
played with 1s for the open dice (then undone, or on a copy replayed from the log), so the
attack scores it reports less those 1s are the values.

Core rulebook "Battles": each side rolls one die and adds it to its Strength (Craft in
psychic combat); the higher attack score wins, equal scores are a stand-off; the character
may pay 1 fate to roll his own die again.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from companion_app.viewmodels.battle import Odds, odds_after

# The engine's decisions met inside a battle, and the probe's answer to each.
_PROBE_ANSWERS = {"roll": "roll 1", "fate": "accept", "battle": "fight", "defend": "fight"}
_FOE_ROLL = "foe's attack roll"


@dataclass(frozen=True, kw_only=True)
class EngineBattle:
    """One battle in progress, worded for the helper screen."""

    character: str
    foe: str
    stat: str  # "Strength" or "Craft"
    character_value: int
    foe_value: int
    character_roll: int | None
    foe_roll: int | None
    fate: int
    stage: str  # "prepare", "your die", "foe's die" or "result"
    odds: Odds
    odds_reroll: Odds | None

    @property
    def character_score(self) -> int | None:
        return None if self.character_roll is None else self.character_value + self.character_roll

    @property
    def foe_score(self) -> int | None:
        return None if self.foe_roll is None else self.foe_value + self.foe_roll


def _battle_frame(game: Any) -> Mapping[str, Any] | None:
    for frame in reversed(game.state.stack):
        if frame.get("kind") == "battle":
            return frame
    return None


def _probe(game: Any, setup: Any, catalogue: Any, *, live: bool) -> tuple[int, int, bool, bool] | None:
    """Play the battle out with every open die a 1: on the game itself, then undone, when
    ``live`` (there is nothing to redo that undo would lose), else on a copy replayed from the log.

    Returns (character score, foe score, character die was open, foe die was open), or None
    when no attack scores come out within a few steps (the battle needs a real choice first).
    """
    from engine import Game

    board = game if live else Game.replay(setup, list(game.log), catalogue)
    applied: list[str] = []
    try:
        return _play_out(board, applied)
    finally:
        if live:
            for _ in applied:
                board.undo()


def _play_out(board: Any, applied: list[str]) -> tuple[int, int, bool, bool] | None:
    from engine import TalismanError

    mine_open = foe_open = False
    for _ in range(8):
        decision = board.decision
        answer = _PROBE_ANSWERS.get(decision.kind)
        if answer is None:
            return None
        if decision.kind == "roll":
            if _FOE_ROLL in decision.prompt:
                foe_open = True
            else:
                mine_open = True
        try:
            events = board.apply(answer)
        except TalismanError:
            return None
        applied.append(answer)
        for event in events:
            if event.kind == "attack_scores":
                return int(event.args[1]), int(event.args[2]), mine_open, foe_open
    return None


def _name(catalogue: Any, card: str) -> str:
    base = card.split("#", 1)[0]
    return catalogue[base].name if base in catalogue else card


def engine_battle(game: Any, setup: Any, catalogue: Any, *, live: bool = False) -> EngineBattle | None:
    """The battle the game is in now, or None outside a battle. ``live``: probe on ``game``
    itself (leaves it as it was, but clears the engine's redo list)."""
    frame = _battle_frame(game)
    if frame is None or frame.get("stage") == "reward":
        return None
    probed = _probe(game, setup, catalogue, live=live)
    if probed is None:
        return None
    mine, theirs, mine_open, foe_open = probed
    players = game.state.players
    me = players[int(frame.get("p", game.state.current))]
    if frame.get("opponent") is not None:
        foe = players[int(frame["opponent"])].name
    elif frame.get("creature"):
        foe = str(frame["creature"].get("name", "the foe"))
    else:
        foe = ", ".join(_name(catalogue, c) for c in frame.get("enemies", ())) or "the foe"
    from engine.combat import attack_dice

    my_dice = attack_dice(game, frame, int(frame.get("p", game.state.current)))
    opponent = frame.get("opponent")
    foe_dice = attack_dice(game, frame, int(opponent)) if opponent is not None else 1
    my_roll = None if mine_open else _die(frame.get("mine"))
    foe_roll = None if foe_open else _die(frame.get("theirs"))
    my_known, foe_known = _partial(game, "mine"), _partial(game, "theirs")
    # the probe answered every open die with a 1: the attack roll it used is the best die
    my_value = mine - (max((*my_known, 1)) if mine_open else my_roll or 0)
    foe_value = theirs - (max((*foe_known, 1)) if foe_open else foe_roll or 0)
    decision = game.decision
    if decision.kind in ("battle", "defend"):
        stage = "prepare"
    elif decision.kind == "roll":
        stage = "foe's die" if _FOE_ROLL in decision.prompt else "your die"
    else:
        stage = "result"
    rerolled = bool(frame.get("rerolled"))
    dice = {
        "character_dice": my_dice,
        "opponent_dice": foe_dice,
        "character_known": my_known,
        "opponent_known": foe_known,
    }
    return EngineBattle(
        character=me.name,
        foe=foe,
        stat="Craft" if frame.get("stat") == "craft" else "Strength",
        character_value=my_value,
        foe_value=foe_value,
        character_roll=my_roll,
        foe_roll=foe_roll,
        fate=me.fate,
        stage=stage,
        odds=odds_after(my_value, foe_value, character_roll=my_roll, opponent_roll=foe_roll, **dice),
        odds_reroll=(
            odds_after(
                my_value, foe_value, character_roll=my_roll, opponent_roll=foe_roll, reroll="on-loss", **dice
            )
            if me.fate > 0 and not rerolled
            else None
        ),
    )


def _partial(game: Any, into: str) -> tuple[int, ...]:
    """Dice already thrown for an attack roll still being entered (``mine`` or ``theirs``)."""
    top = game.state.stack[-1] if game.state.stack else {}
    if top.get("kind") == "roll" and top.get("into") == into:
        return tuple(int(d) for d in top.get("got", ()))
    return ()


def _die(got: Any) -> int | None:
    """The attack roll from the dice thrown (the best counts)."""
    return max(int(d) for d in got) if isinstance(got, list | tuple) and got else None
