"""Broken copies of the data give one clear message each: `file: id: field: what is wrong`."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
import yaml

import content
from content.loader import DATA_DIR


@pytest.fixture
def data(tmp_path: Path) -> Path:
    target = tmp_path / "data"
    shutil.copytree(DATA_DIR, target)
    return target


def edit(data: Path, name: str, change) -> None:
    path = data / name
    items = yaml.safe_load(path.read_text())
    change(items)
    path.write_text(yaml.safe_dump(items, sort_keys=False, allow_unicode=True))


def find(items: list[dict], cid: str) -> dict:
    return next(i for i in items if i["id"] == cid)


def problems_of(data: Path) -> list[str]:
    catalogue, problems = content.check(data)
    assert catalogue is None and problems, "a broken copy must not load"
    with pytest.raises(content.ContentError) as err:
        content.load(data)
    assert err.value.problems == problems
    return problems


def test_the_shipped_data_is_valid():
    catalogue, problems = content.check(DATA_DIR)
    assert problems == []
    assert catalogue is not None
    kinds = {kind: len(catalogue.in_play(kind)) for kind in ("space", "adventure", "spell", "character")}
    assert kinds == {"space": 49, "adventure": 81, "spell": 17, "character": 14}  # the core box
    decks = ("adventure", "spell", "character")
    reaper = {k: len(catalogue.in_play(k, ("reaper",))) - kinds[k] for k in decks}
    assert reaper == {"adventure": 86, "spell": 25, "character": 4}  # The Reaper, distinct
    assert sum(c.count for c in catalogue.supply if c.id.startswith("token/fate")) == 36


def test_a_handler_must_name_a_component(data):
    edit(data, "core/adventure/events.yaml", lambda items: items[0].update(handler="adventure/no-such-card"))
    first = yaml.safe_load((data / "core/adventure/events.yaml").read_text())[0]["id"]
    assert (
        f"core/adventure/events.yaml: {first}: handler: handler 'adventure/no-such-card' names no component "
        "(or character ability)" in problems_of(data)
    )


def test_duplicate_id(data):
    edit(data, "core/spells.yaml", lambda items: items.append(dict(items[0])))
    first = yaml.safe_load((data / "core/spells.yaml").read_text())[0]["id"]
    assert f"core/spells.yaml: {first}: id: duplicate (also in core/spells.yaml)" in problems_of(data)


def test_unknown_space_in_a_character_start(data):
    edit(data, "core/characters.yaml", lambda items: items[0].update(start="space/outer/atlantis"))
    first = yaml.safe_load((data / "core/characters.yaml").read_text())[0]["id"]
    assert f"core/characters.yaml: {first}: start: unknown space 'space/outer/atlantis'" in problems_of(data)


def test_unknown_neighbour(data):
    edit(
        data,
        "core/board.yaml",
        lambda items: find(items, "space/outer/city")["neighbours"].append("space/outer/nowhere"),
    )
    problems = problems_of(data)
    assert any(
        p.startswith("core/board.yaml: space/outer/city: neighbours[") and "unknown space" in p
        for p in problems
    )


def test_one_sided_neighbour(data):
    def change(items):
        city = find(items, "space/outer/city")
        other = find(items, city["neighbours"][0])
        other["neighbours"].remove("space/outer/city")

    edit(data, "core/board.yaml", change)
    assert any("does not list this space back" in p for p in problems_of(data))


def _first_roll(items):
    for item in items:
        for step in item.get("effect") or []:
            if "roll" in step:
                return item, step["roll"]
    raise AssertionError("no roll table in the board data")


def test_gap_in_a_roll_table(data):
    holder = {}

    def change(items):
        item, roll = _first_roll(items)
        key = sorted(roll["table"], key=lambda k: int(str(k).split("-")[0]))[-1]
        del roll["table"][key]
        holder["id"], holder["dice"] = item["id"], roll["dice"]

    edit(data, "core/board.yaml", change)
    problems = problems_of(data)
    prefix = f"core/board.yaml: {holder['id']}: effect["
    assert any(p.startswith(prefix) and "no entry for results" in p for p in problems), problems


def test_overlap_in_a_roll_table(data):
    holder = {}

    def change(items):
        item, roll = _first_roll(items)
        roll["table"][str(roll["dice"])] = []
        holder["id"] = item["id"]
        # the first total is now covered twice unless its key was exactly that total
        roll["table"][f"{roll['dice']}-{roll['dice']}"] = []

    edit(data, "core/board.yaml", change)
    assert any(holder["id"] in p and "also covered by" in p for p in problems_of(data))


def test_wrong_type(data):
    edit(data, "core/adventure/enemies.yaml", lambda items: items[0].update(encounter="two"))
    first = yaml.safe_load((data / "core/adventure/enemies.yaml").read_text())[0]["id"]
    assert (
        f"core/adventure/enemies.yaml: {first}: encounter: expected a whole number, got str 'two'"
        in problems_of(data)
    )


def test_missing_field(data):
    edit(data, "core/purchase.yaml", lambda items: items[0].pop("price"))
    first = yaml.safe_load((data / "core/purchase.yaml").read_text())[0]["id"]
    assert f"core/purchase.yaml: {first}: price: missing" in problems_of(data)


def test_unknown_field_and_unknown_step(data):
    def change(items):
        items[0]["colour"] = "red"
        items[0]["effect"] = [{"gian": {"gold": 1}}]

    edit(data, "core/adventure/events.yaml", change)
    first = yaml.safe_load((data / "core/adventure/events.yaml").read_text())[0]["id"]
    problems = problems_of(data)
    assert f"core/adventure/events.yaml: {first}: colour: unknown field" in problems
    assert any(
        p.startswith(f"core/adventure/events.yaml: {first}: effect[0]: unknown step 'gian'") for p in problems
    )


def test_malformed_yaml(data):
    (data / "core/toads.yaml").write_text("- id: toad/toad\n  name: [unclosed\n")
    problems = problems_of(data)
    assert any(p.startswith("core/toads.yaml: -: line ") and "malformed YAML" in p for p in problems), (
        problems
    )


def test_wrong_deck_size(data):
    edit(data, "core/talismans.yaml", lambda items: items[0].update(copies=3))
    assert "core/box.yaml: box/core: decks.talisman: the deck has 3 cards, expected 4" in problems_of(data)


def test_every_problem_is_reported_at_once(data):
    edit(data, "core/purchase.yaml", lambda items: items[0].pop("price"))
    edit(data, "core/characters.yaml", lambda items: items[0].update(start="space/outer/atlantis"))
    problems = problems_of(data)
    assert any(": price: missing" in p for p in problems)
    assert any(": start: unknown space" in p for p in problems)
