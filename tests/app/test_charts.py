"""The figures' charts in words, and the "(unconfirmed)" marks from the data's ``verified`` flag.

Digital edition rulebook, Grim Reaper and Prowling Werewolf: after its move a figure visits a
character on its space, who rolls one die on the figure's chart.
"""

from __future__ import annotations

import pytest

from companion_app.viewmodels.cards import deck_left, shown_name
from companion_app.viewmodels.charts import UNREAD, chart_result, describe
from companion_app.viewmodels.tabledata import from_catalogue
from companion_app.viewmodels.views import player_view
from content.readings import with_readings


def test_reaper_results_are_worded_and_confirmed(catalogue):
    one = chart_result(catalogue, "reaper", 1)
    assert one.figure == "Grim Reaper" and one.verified
    assert one.line == "Grim Reaper's chart, 1: lose every life (killed)"
    assert chart_result(catalogue, "reaper", 4).text == "miss 1 turn"
    assert "choose one: 1 Strength, 1 Craft, 1 life" in chart_result(catalogue, "reaper", 6).text


def test_werewolf_results_no_source_prints_point_to_the_printed_card(catalogue):
    """Issue 13: the stand-in results never reach the screen; the device's reading does."""
    assert not catalogue["figure/werewolf"].verified  # the data says no source confirms the chart
    three, four = chart_result(catalogue, "werewolf", 3), chart_result(catalogue, "werewolf", 4)
    assert three.text == four.text == UNREAD  # one "3-4" row of the table, not read yet
    assert "lose 1 life" not in three.line and "unconfirmed" not in three.line
    assert "Lycanthrope" in chart_result(catalogue, "werewolf", 1).text  # printed in the rulebook
    read = with_readings(catalogue, {"figure/werewolf": {"chart 3-4": 4}})  # "Lose 2 lives"
    assert chart_result(read, "werewolf", 3).line == "Werewolf's chart, 3: lose 2 lives"


BAD = [("reaper", 7, "not on the Grim Reaper's chart"), ("dragon", 1, "not a figure of this game")]


@pytest.mark.parametrize(("figure", "roll", "message"), BAD)
def test_bad_chart_lookups_are_clear_errors(catalogue, figure, roll, message):
    with pytest.raises(ValueError, match=message):
        chart_result(catalogue, figure, roll)


def test_describe_words_plain_steps():
    assert describe([{"lose": {"lives": 2, "gold": 1}}, {"gain": {"craft": 1}}]) == (
        "lose 2 lives and 1 gold; gain 1 Craft"
    )
    assert describe([]) == "nothing happens"


def test_unverified_cards_and_characters_show_plain_names(catalogue):
    dwarf = catalogue["character/dwarf"]
    assert not dwarf.verified and shown_name(dwarf) == "Dwarf"
    assert shown_name(catalogue["adventure/giant"]) == "Giant"
    entries = {e.id: e for e in deck_left(catalogue, [])}
    assert all(e.shown == e.name for e in entries.values() if catalogue[e.id].verified)
    data = from_catalogue(catalogue)
    assert not data.characters["character/dwarf"].verified
    from companion_app.viewmodels.tracker import PlayerTrack

    track = PlayerTrack(name="Eve", character="character/dwarf", strength=3, craft=3,
                        space="space/outer/crags", alignment="neutral", lives=5, fate=5, gold=1)  # fmt: skip
    assert player_view(0, track, data, is_turn=True).character_verified is False


def test_two_cards_of_one_name_in_the_deck_list_show_their_box(catalogue):
    """Issue 26: Armour of the core game and of The Reaper were two identical entries."""
    entries = deck_left(catalogue, [], ("reaper",))
    armour = sorted(e.shown for e in entries if e.name == "Armour")
    assert armour == ["Armour (The Reaper)", "Armour (core game)"]
    shared = ("Armour", "Axe", "Talisman", "Two Bags of Gold")  # the names both boxes print
    assert all(e.shown == e.name for e in entries if e.name not in shared)
