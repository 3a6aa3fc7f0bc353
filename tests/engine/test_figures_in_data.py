"""A roaming figure is data (issue 25): a box declares its figures (``box.yaml`` ``figures``,
records in ``figures.yaml``), and the engine moves them, keeps their spaces and names them from
that data alone. The test box (tests/content/boxes/testbox, never shipped) brings the Vault
Ghost, a made-up figure with no code of its own.

The rules every figure follows are the Grim Reaper's (digital rulebook, "Grim Reaper (Reaper
Expansion)"): "If a player rolls a 1 for his movement ... after his turn he must roll the die
and move the Grim Reaper" that many spaces, and a figure ending its move on characters visits
one of them, who rolls on its chart."""

from __future__ import annotations

import pytest
from engine_helpers import legal, play
from reaper_helpers import NEUTRAL

import content
from engine import Game, Setup
from engine.errors import IllegalAction
from engine.values import Action

CITY, TAVERN = "space/outer/city", "space/outer/tavern"
GHOST = "figure/vault-ghost"


def ghost_game(catalogue: content.Catalogue) -> Game:
    setup = Setup.of("character/warrior", "character/wizard", seed=3, expansions=("testbox",))
    return Game.new(setup, catalogue)


def test_the_state_keeps_each_figure_of_the_boxes_played_on_its_start(
    testbox: content.Catalogue, catalogue: content.Catalogue
) -> None:
    assert ghost_game(testbox).state.figures == {GHOST: CITY}
    both = Game.new(Setup.of("character/warrior", seed=1, expansions=("reaper", "blood-moon")), catalogue)
    assert both.state.figures == {
        "figure/werewolf": "space/outer/forest",  # (Blood Moon setup: the Werewolf in the Forest)
        "figure/grim-reaper": "space/middle/portal-of-power",  # (The Reaper: on the Portal of Power)
    }
    assert Game.new(Setup.of("character/warrior", seed=1), catalogue).state.figures == {}


def test_a_natural_one_moves_the_box_figure_along_its_own_crossing_and_it_visits(
    testbox: content.Catalogue,
) -> None:
    g = ghost_game(testbox)
    play(g, f"adjust 1 position {TAVERN}", "adjust turn 0")
    if g.decision.kind == "begin":
        play(g, "begin")
    play(g, "roll 1")
    for _ in range(40):  # the turn goes on with neutral choices until the figures are due
        if g.decision.kind == "figures":
            break
        options = [str(a) for a in g.legal_actions()]
        play(g, "roll 3" if "roll 3" in options else next((a for a in NEUTRAL if a in options), options[0]))
    assert g.decision.kind == "figures" and legal(g) == {f"choose {GHOST}", "pass"}
    play(g, f"choose {GHOST}", "roll 1")
    assert f"move {TAVERN}" in legal(g)  # one step over its crossing, the City to the Tavern
    lives = g.state.players[1].lives
    play(g, f"move {TAVERN}")
    assert g.state.figures[GHOST] == TAVERN
    if g.decision.kind == "figure_visit":  # the mover picks whom it visits when several stand there
        play(g, "encounter character/wizard")
    play(g, "roll 2")  # its chart: 1-3, lose 1 life
    if g.decision.kind == "fate":  # (the visited may spend fate to roll again: he keeps the 2)
        play(g, "accept")
    assert g.state.players[1].lives == lives - 1


def test_the_table_moves_a_figure_by_its_word_or_its_id_and_only_one_in_the_game(
    testbox: content.Catalogue, catalogue: content.Catalogue
) -> None:
    g = ghost_game(testbox)
    play(g, f"adjust ghost {TAVERN}")
    assert g.state.figures[GHOST] == TAVERN
    assert g.describe(Action.parse("adjust ghost space/outer/city")) == "Put the Vault Ghost on City"
    play(g, f"adjust {GHOST} {CITY}")
    assert g.state.figures[GHOST] == CITY
    before = g.state.to_json()
    with pytest.raises(IllegalAction, match="Grim Reaper is not on this game's board"):
        play(g, f"adjust reaper {CITY}")
    assert g.state.to_json() == before  # refused: nothing changed
    old = Game.new(Setup.of("character/warrior", seed=1, expansions=("reaper",)), catalogue)
    play(old, f"adjust reaper {CITY}")  # the word older logs hold
    assert old.state.figures["figure/grim-reaper"] == CITY


def test_the_state_saves_the_figures_and_reads_them_back(testbox: content.Catalogue) -> None:
    from engine.state import State

    g = ghost_game(testbox)
    play(g, f"adjust ghost {TAVERN}")
    saved = g.state.to_json()
    assert saved["figures"] == {GHOST: TAVERN}
    assert State.from_json(saved) == g.state


def test_a_crossing_to_an_unknown_space_is_a_clear_data_error(tmp_path) -> None:
    import shutil
    from pathlib import Path

    box = tmp_path / "testbox"
    shutil.copytree(Path(__file__).parents[1] / "content" / "boxes" / "testbox", box)
    figures = box / "figures.yaml"
    figures.write_text(figures.read_text().replace("[[space/outer/tavern,", "[[space/outer/nowhere,"))
    cat, problems = content.check(boxes=(box,))
    assert cat is None
    assert any(
        "figures.yaml" in p
        and "figure/vault-ghost" in p
        and "crossings[0]" in p
        and "space/outer/nowhere" in p
        for p in problems
    ), problems
