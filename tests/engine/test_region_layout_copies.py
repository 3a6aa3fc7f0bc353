"""A region the table lays out with more (or fewer) spaces of a name than the data holds
(issue 29, "The Dungeon, whole"): the data knows 9 Tunnels and 1 Cavern; a table's board may
hold 11 Tunnels and 2 Caverns. The table says its spaces in order from the entrance, any kind
the region knows, repeats allowed; the engine plays that board, for any region that is laid out
(the Dungeon, the Highland, a box of the table's own).

Digital rulebook, "Movement in the Expansion Regions": "Each space on the these boards is
marked with an arrow [...] The map is a linear path": the spaces follow one another from the
entrance, each joined to the one before and the one after. "Encountering a Space – Draw Cards
Spaces": "If a space instructs a player to draw cards, the cards to be drawn are [...] drawn
from the top of that Regions Adventure deck": every copy of a Draw Cards space draws.
Goblin Tunneler (the Dungeon's card): "on your next turn you may choose to move to any Tunnel
space in the Dungeon instead of taking your normal move": any of the board's Tunnels.
"""

from __future__ import annotations

import dataclasses
import shutil
from pathlib import Path

import pytest
from engine_helpers import legal, play
from reaper_helpers import land_at

import content
from content.readings import EFFECT, kinds, laid_out, layout_problem, places
from engine import Game, Setup
from engine.errors import InvalidState

REGION = "region/dungeon"
ENTRANCE, CHAMBER = "space/dungeon/entrance", "space/dungeon/treasure-chamber"
CAVERN = "space/dungeon/cavern"
TUNNELS = [f"space/dungeon/tunnel-{n}" for n in range(1, 10)]
TUNNELER = "dungeon/goblin-tunneler"
TESTBOX = Path(__file__).resolve().parents[1] / "content" / "boxes" / "testbox"


@pytest.fixture(scope="module")
def cat() -> content.Catalogue:
    return content.load()


def readings(cat: content.Catalogue, region: str, names: list[str], effects: dict[str, str] | None = None):
    """The region's readings for a board holding, after its entrance, the spaces of these names
    in turn, then its final space: what the app's layout screen keeps (``nth_id``)."""
    rec, data = cat[region], cat.region(cat[region].slug)
    values = places((s.id for s in data), laid_out(rec, kinds(rec, data), names))
    labels = [e["label"] for e in rec.effects]
    values |= {EFFECT + s: labels.index(label) + 1 for s, label in (effects or {}).items()}
    return values


def game(
    cat: content.Catalogue, read: dict[str, dict[str, int]], *, boxes=("dungeon",), seed: int = 1
) -> Game:
    setup = Setup.of("character/warrior", "character/wizard", seed=seed, expansions=boxes)
    g = Game.new(dataclasses.replace(setup, readings=read), cat)
    while g.decision.is_chance and g.decision.kind == "draw":
        g.apply(g.legal_actions()[0])
    for ch in g.state.players:
        for card in ch.spells:
            g.apply(f"adjust {card} discard")
        g.apply(f"adjust {ch.player} fate 0")
    return g


BIG = ["Cavern", "Tunnel", "Cavern"] + ["Tunnel"] * 10 + ["Guard Room", "Guard Room", "Hall of Darkness"]


def test_more_spaces_of_a_kind_than_the_data_holds_get_stable_ids_in_the_tables_order(
    cat: content.Catalogue,
) -> None:
    g = game(cat, {REGION: readings(cat, REGION, BIG)})
    track = g.board.region("dungeon")
    assert [s.name for s in track] == ["Dungeon Entrance", *BIG, "Treasure Chamber"]
    ids = [s.id for s in track]
    # the data's own first, in its order; then copies numbered on from the kind's first
    assert ids[1:4] == [CAVERN, TUNNELS[0], "space/dungeon/cavern-2"]
    assert ids[4:14] == TUNNELS[1:] + ["space/dungeon/tunnel-10", "space/dungeon/tunnel-11"]
    assert ids[14:16] == ["space/dungeon/guard-room", "space/dungeon/guard-room-2"]
    assert [s.index for s in track] == list(range(60, 60 + len(track)))
    # the arrows: each space joined to the one before and after, the copies too
    for before, space, after in zip(ids, ids[1:], ids[2:], strict=False):
        assert set(g.spaces[space].neighbours) == {before, after}
    # what each copy does: its kind's (the Cavern draws 2, a Tunnel 1, a Guard Room by hand)
    assert g.spaces["space/dungeon/cavern-2"].draw == 2 and g.spaces["space/dungeon/tunnel-11"].draw == 1
    assert g.spaces["space/dungeon/guard-room-2"].handler == "space/dungeon/guard-room"
    assert g.board.deck_of["space/dungeon/tunnel-10"] == "dungeon"


def test_a_walk_draws_on_a_copy_and_the_game_saves_and_replays(cat: content.Catalogue) -> None:
    read = {REGION: readings(cat, REGION, BIG)}
    g = game(cat, read)
    play(g, "adjust 0 position space/dungeon/tunnel-9", "adjust turn 0")
    if g.decision.kind == "begin":
        play(g, "begin")
    play(g, "roll 2")  # two spaces on from the 9th Tunnel: the 11th, a copy
    assert "move space/dungeon/tunnel-11" in legal(g) and "move space/dungeon/tunnel-7" in legal(g)
    play(g, "move space/dungeon/tunnel-11")
    assert g.decision.kind == "draw" and "dungeon deck" in g.decision.prompt  # a Tunnel draws
    from engine.describe_names import space_name

    assert space_name(g, "space/dungeon/tunnel-11") == "Tunnel, space 73"  # its number on this board
    again = Game.replay(g.setup, list(g.log), cat)
    assert again.state == g.state and again.state.players[0].position == "space/dungeon/tunnel-11"
    from engine.setup import Setup as Loaded

    assert Loaded.from_json(g.setup.to_json()).readings == g.setup.readings  # (a saved game's setup)


def test_an_any_tunnel_card_reaches_every_tunnel_of_the_board_and_no_other(cat: content.Catalogue) -> None:
    """Goblin Tunneler: killed, the next turn offers a move to any Tunnel space instead."""
    for names, tunnels in (
        (BIG, [*TUNNELS, "space/dungeon/tunnel-10", "space/dungeon/tunnel-11"]),
        (["Tunnel", "Cavern", "Tunnel"], TUNNELS[:2]),  # fewer Tunnels: the others are not there
    ):
        g = game(cat, {REGION: readings(cat, REGION, names)})
        field = "space/outer/fields-2"
        land_at(g, 0, field, f"adjust {TUNNELER}#1 {field}", "adjust 0 strength 10")
        if g.decision.kind == "encounter":
            play(g, "encounter space")
        if g.decision.kind == "battle":
            play(g, "fight")
        while g.decision.kind == "roll" and "foe" not in g.decision.prompt:  # (a net: dice kept lowest)
            play(g, "roll 6")
        play(g, "roll 1")  # the foe's: killed
        play(g, "adjust turn 0")
        if g.decision.kind == "begin":
            play(g, "begin")
        assert g.decision.kind == "instead"
        offered = {a.removeprefix("move ") for a in legal(g) if a.startswith("move space/dungeon/")}
        assert offered == set(tunnels)


def test_a_picked_effect_holds_for_the_copies_of_its_kind(cat: content.Catalogue) -> None:
    guard, second = "space/dungeon/guard-room", "space/dungeon/guard-room-2"
    values = readings(cat, REGION, ["Guard Room", "Guard Room"], {guard: "Draw 2 Dungeon cards"})
    g = game(cat, {REGION: values})
    assert g.spaces[second].handler is None and g.spaces[second].draw == 2
    values[EFFECT + second] = 4  # a copy whose own printed text differs: its own reading wins
    g = game(cat, {REGION: values})
    assert g.spaces[second].draw == 0 and list(g.spaces[second].effect) == [{"lose": {"lives": 1}}]


def test_the_highland_lays_out_with_more_ravines_than_the_data_holds(cat: content.Catalogue) -> None:
    names = ["Ravine"] * 6 + ["Hills", "Hills"]
    g = game(cat, {"region/highland": readings(cat, "region/highland", names)}, boxes=("highland",))
    track = g.board.region("highland")
    assert [s.name for s in track] == ["Highland Entrance", *names, "Eyrie"]
    assert [s.id for s in track][5:9] == [
        "space/highland/ravine-5",
        "space/highland/ravine-6",
        "space/highland/hills",
        "space/highland/hills-2",
    ]
    hills = g.spaces["space/highland/hills-2"]
    data = cat["space/highland/hills"]
    assert (hills.draw, hills.handler, list(hills.effect)) == (data.draw, data.handler, list(data.effect))


def test_a_box_of_the_tables_own_lays_out_its_region_with_copies(tmp_path: Path) -> None:
    """The tests' own box, its Vault declared unordered: laid out Gate, Hall, Hall, Stair, Hoard."""
    box = tmp_path / "testbox"
    shutil.copytree(TESTBOX, box)
    board = box / "board.yaml"
    text = board.read_text(encoding="utf-8")
    board.write_text(
        text.replace("  spaces: 4\n", "  spaces: 4\n  unconfirmed: [spaces]\n", 1), encoding="utf-8"
    )
    cat = content.load(boxes=(box,))
    values = readings(cat, "region/vault", ["Hall", "Hall", "Stair"])
    key = next(b.key for b in cat.boxes if b.key not in ("core", *content.load().expansions))
    g = game(cat, {"region/vault": values}, boxes=(key,))
    assert [s.id for s in g.board.region("vault")] == [
        "space/vault/gate",
        "space/vault/hall",
        "space/vault/hall-2",
        "space/vault/stair",
        "space/vault/hoard",
    ]
    assert g.spaces["space/vault/hall-2"].draw == cat["space/vault/hall"].draw


@pytest.mark.parametrize(
    ("change", "words"),
    [
        (
            {"space/dungeon/lair-2": 3},
            "no such space in the region, nor a copy of one of its kinds (Tunnel, Cavern",
        ),
        ({"space/dungeon/entrance-2": 3}, "no such space in the region"),  # one entrance a board
        ({"space/dungeon/tunnel-03": 3}, "no such space"),
        ({ENTRANCE: 4}, "the Dungeon Entrance comes first on every board (place 4 is not)"),
        ({CHAMBER: 2}, "the Treasure Chamber comes last on every board (place 2 is not)"),
        ({ENTRANCE: 0}, "the Dungeon Entrance is on every board: it cannot be left off"),
        ({"space/dungeon/cavern-2": 3}, "place 3 is given to two spaces (Tunnel and Cavern)"),
    ],
)
def test_a_bad_layout_is_refused_in_words_and_nothing_is_lost(
    cat: content.Catalogue, change: dict[str, int], words: str
) -> None:
    values = readings(cat, REGION, ["Cavern", "Tunnel", "Tunnel"]) | change
    with pytest.raises(InvalidState, match=words.replace("(", r"\(").replace(")", r"\)")):
        game(cat, {REGION: values})
    rec = cat[REGION]
    assert layout_problem(rec, cat.region("dungeon"), values) is not None
    assert len(cat.region("dungeon")) == 18  # the data is untouched
