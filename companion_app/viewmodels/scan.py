"""The Scan screen's model: which codes to enter (``ScanAnalyser``), the "Entered Giant — undo"
confirmation, and what undo did. Plain Python; the screen lays it out."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace
from typing import Any

from companion_app.scan.analyser import ScanAnalyser

READY = "Hold a card's code in view: it is entered once."


@dataclass(frozen=True)
class Entered:
    """The card the last scan entered and the log length just after it."""

    name: str
    step: int
    undone: bool = False


class ScanModel:
    def __init__(self, analyser: ScanAnalyser | None = None) -> None:
        self.analyser = analyser or ScanAnalyser()
        self.entered: Entered | None = None
        self.pending: str | None = None  # a card asked about: scanned again, it is entered
        self.status = READY  # what the confirmation bar says

    def codes(self, texts: Iterable[str]) -> list[str]:
        """The codes of one frame that are to be entered now (each once while in view)."""
        return self.analyser.feed(texts)

    def check(self, table: Any, space: str, card: str, catalogue: Any, space_name: Any) -> str:
        """Why a scanned ``card`` is not entered on ``space`` now ("" when it is): the very card
        already lies there (a re-scan is no step); or the box holds no more copies than the
        board has, which is asked first (the same card scanned again enters it)."""
        base = card.split("#", 1)[0]
        name = catalogue[base].name
        here = table.cards.get(space, ())
        if card in here:
            self.pending = None
            return f"{name} is already on {space_name(space)}: nothing entered"
        on_board = sum(c.split("#", 1)[0] == base for cards in table.cards.values() for c in cards)
        copies = int(getattr(catalogue[base], "copies", 1) or 1)
        if on_board >= copies and self.pending != card:
            self.pending = card
            held = "one" if copies == 1 else f"{copies}"
            return (
                f"The box holds {held} {name}, and the board has {on_board} already."
                f" Another? Show it again (or tap Scan again) to enter it"
            )
        self.pending = None
        return ""

    def confirm(self, name: str, step: int) -> None:
        self.entered = Entered(name, step)
        self.status = f"Entered {name}"

    def refused(self, reason: str) -> None:
        self.status = reason[:1].upper() + reason[1:]

    @property
    def can_undo(self) -> bool:
        return self.entered is not None and not self.entered.undone

    def undo(self, controller: Any) -> None:
        """Take back the card the last scan entered, if it is still the last step."""
        entered = self.entered
        if entered is None or entered.undone:
            self.status = "Nothing scanned to undo."
            return
        if len(controller.log_lines()) != entered.step:
            self.status = f"{entered.name} is no longer the last step: go back to it in the Log."
            return
        controller.undo()
        self.entered = replace(entered, undone=True)
        self.status = f"Undone: {entered.name} is no longer entered."

    def scan_again(self) -> None:
        """The table asks to scan again: a card still in view is entered again."""
        self.analyser.rearm()
        self.status = READY
