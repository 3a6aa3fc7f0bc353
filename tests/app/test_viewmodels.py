"""View models without a window: board schematic, card entry, table view."""

from __future__ import annotations

from app_fixtures import two_player_setup

from companion_app.viewmodels.board_layout import Shape, layout
from companion_app.viewmodels.cards import deck_left, encounter_order, search
from companion_app.viewmodels.tracker import apply, new_table
from companion_app.viewmodels.views import table_view


def test_board_layout_fits_the_board_and_never_overlaps(catalogue):
    shapes = [Shape(r.slug, r.drawn, r.place, r.spaces, centred=bool(r.final)) for r in catalogue.regions]
    rings = layout(shapes)
    cells = [c for r in rings.values() for c in r]
    assert len(cells) == sum(r.spaces for r in catalogue.regions)  # the boxes' regions too
    for i, (x, y, w, h) in enumerate(cells):
        assert 0 <= x and 0 <= y and x + w <= 1 + 1e-9 and y + h <= 1 + 1e-9
        for x2, y2, w2, h2 in cells[i + 1 :]:
            overlap = min(x + w, x2 + w2) - max(x, x2) > 1e-9 and min(y + h, y2 + h2) - max(y, y2) > 1e-9
            assert not overlap


def test_deck_left_counts_copies_out(catalogue):
    bandit = next(c for c in catalogue.adventure if c.copies == 2)
    before = {e.id: e.left for e in deck_left(catalogue, [])}
    after = {e.id: e.left for e in deck_left(catalogue, [f"{bandit.id}#1"])}
    assert before[bandit.id] == 2 and after[bandit.id] == 1
    gone = {e.id for e in deck_left(catalogue, [bandit.id, bandit.id])}
    assert bandit.id not in gone


def test_search_as_you_type(catalogue):
    entries = deck_left(catalogue, [])
    assert search(entries, "gia")[0].name == "Giant"
    assert all("dragon" in e.name.lower() for e in search(entries, "drag"))
    assert search(entries, "zzzz") == []


def test_encounter_order_is_by_number(catalogue):
    """Core rulebook "Encountering Cards": lowest encounter number first."""
    cards = [c for c in catalogue.adventure if c.encounter]  # (a Treasure is never met on a space)
    mixed = [max(cards, key=lambda c: c.encounter).id, min(cards, key=lambda c: c.encounter).id]
    ordered = encounter_order(mixed, catalogue)
    numbers = [catalogue[i].encounter for i in ordered]
    assert numbers == sorted(numbers) and numbers[0] < numbers[-1]


def test_table_view_words(data):
    state = new_table(two_player_setup(), data)
    state = apply(state, {"type": "adjust", "player": 0, "stat": "strength_counters", "delta": 2}, data)
    state = apply(state, {"type": "adjust", "player": 0, "stat": "toad_turns", "delta": 3}, data)
    view = table_view(state, data, last_step="x", can_undo=True, can_redo=False)
    ann = view.players[0]
    # Core rules, Toads: Strength and Craft are 1 while a Toad; the counters come back afterwards.
    assert ann.strength == 1 and ann.craft == 1
    assert ann.strength_breakdown == "Toad (was 6)"
    back = apply(state, {"type": "adjust", "player": 0, "stat": "toad_turns", "delta": -3}, data)
    restored = table_view(back, data, last_step="x", can_undo=True, can_redo=False).players[0]
    assert restored.strength == 6 and restored.strength_breakdown == "4 + 2" and restored.craft == 2
    assert ann.alignment == "neutral" and ann.where == "Tavern · a Toad for 3 more turns" and ann.is_turn
    assert ann.space == "Tavern" and view.turn_name == "Ann"
    assert dict(view.supply)["Strength"] == 70 and dict(view.supply)["Toads"] == 3
    assert view.time_label == "Day: creatures\n-1 in battle"  # Blood Moon, Time card
