"""Rows of a space's die table that need code name their own handler in the data (issue 4:
one way to tell the rows apart; board, Tavern, Temple and Warlock's Cave)."""

from __future__ import annotations

from content import steps as vocab
from engine import cards
from tests.engine.engine_helpers import play
from tests.engine.spaces_helpers import game_for, land


def _row_handlers(space) -> dict[str, list[str]]:  # type: ignore[no-untyped-def]
    """Each roll-table row's handler ids, the row key first."""
    out: dict[str, list[str]] = {}
    for name, arg in vocab.walk(list(space.effect)):
        if name == "roll":
            for key, rows in arg["table"].items():
                out[key] = [a for n, a in vocab.walk(list(rows)) if n == "handler"]
    return out


def test_tavern_rows_five_and_six_have_their_own_code(catalogue) -> None:
    """Board, Tavern: 5 the wizard's teleport, 6 the boatman's crossing."""
    rows = _row_handlers(catalogue["space/outer/tavern"])
    assert rows["5"] == ["space/outer/tavern/wizard"] and rows["6"] == ["space/outer/tavern/boatman"]
    assert all(cards.known(h) for h in rows["5"] + rows["6"])
    assert catalogue["space/outer/tavern"].handler is None  # the table says it all


def test_warlocks_cave_rows_name_their_quest(catalogue) -> None:
    """Board, Warlock's Cave: six quests, one per die face, each its own handler."""
    rows = _row_handlers(catalogue["space/middle/warlocks-cave"])
    quests = ["take-life", "kill-enemy", "give-follower", "give-magic-object", "give-gold-3", "give-gold-2"]
    assert [rows[str(n)] for n in range(1, 7)] == [[f"space/middle/warlocks-cave/{q}"] for q in quests]
    assert all(cards.known(f"space/middle/warlocks-cave/{q}") for q in quests)


def test_warlocks_cave_row_sets_its_quest(catalogue) -> None:
    """Warlock's Cave 2: kill an Enemy (no way to do it at once, so the quest stays)."""
    game = game_for(catalogue)
    land(game, "space/middle/warlocks-cave")
    events = play(game, "choose 2", "roll 2")
    assert "quest 0 kill-enemy" in events and game.state.players[0].quest == "kill-enemy"


def test_temple_rows_enslave_and_leave_the_talisman(catalogue) -> None:
    """Board, Temple: 5 enslaves; 10 a Talisman that may be refused (FAQ, Temple Q2)."""
    rows = _row_handlers(catalogue["space/middle/temple"])
    assert rows["5"] == ["space/middle/temple/enslaved"]
    assert rows["10"] == ["space/middle/temple/leave"]
    assert cards.known("space/middle/temple/enslaved") and cards.known("space/middle/temple/leave")


def test_no_row_renaming_left_in_the_handlers() -> None:
    """One way: the rows' ids come from the data, not rewritten by the space code."""
    from engine.handlers.core import space_tools

    assert not hasattr(space_tools, "with_rows")
    assert "space/outer/tavern" not in cards.HANDLERS and "space/middle/temple" not in cards.HANDLERS
