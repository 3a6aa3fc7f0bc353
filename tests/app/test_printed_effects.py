"""A chart result no public source prints (the Werewolf's 2-6): the table is asked, in plain
words, which of the effects the engine knows its printed card gives (digital rulebook,
"Prowling Werewolf": the visited character rolls on the chart)."""

from __future__ import annotations

import content
from companion_app.viewmodels.engine_session import EngineSession
from companion_app.viewmodels.table_setup import PlayerSetup, TableSetup
from companion_app.viewmodels.tabledata import from_catalogue


def visited_session(readings=None) -> EngineSession:
    catalogue = content.load()
    setup = TableSetup(players=(PlayerSetup(name="Ann", character="character/warrior"),
                                PlayerSetup(name="Bob", character="character/wizard")),
                       mode="engine", expansions=("blood-moon",), seed=1, readings=readings)  # fmt: skip
    return EngineSession(setup, from_catalogue(catalogue), catalogue)


def test_the_table_picks_the_printed_effect_in_plain_words():
    session = visited_session()
    for action in ("adjust 0 position space/outer/fields-1", "adjust 1 position space/outer/ruins",
                   "adjust turn 0", "roll 1", "move space/outer/hills-1"):  # fmt: skip
        session.apply(action)
    for _ in range(10):  # Ann's turn ends as the rules offer it
        if session.game.decision.kind == "figures":
            break
        actions = [c.action for c in session.choices()]
        session.apply(next((a for a in actions if a in ("end", "done", "pass")), actions[0]))
    assert [c.label for c in session.choices()][0] == "Move the Werewolf now"
    for action in ("choose figure/werewolf", "roll 2", "move space/outer/ruins"):
        session.apply(action)
    assert session.prompt.startswith("Bob is visited by the Werewolf: Bob rolls on its chart")
    session.apply("roll 3")
    assert session.game.decision.kind == "fate"  # Bob may pay fate to roll again: he keeps the 3
    assert "3" in session.prompt and "[" not in session.prompt, session.prompt  # a number, not a list
    session.apply("accept")
    assert session.game.decision.kind == "printed_effect"
    assert session.prompt == (
        "Bob: the Werewolf's chart shows 3. Which effect does your printed card give? (asked once a game)"
    )
    labels = [c.label for c in session.choices()]
    assert len(labels) == 8 and all(label.startswith("The card says: ") for label in labels)
    assert "The card says: Lose 2 lives" in labels
    lives = session.game.state.players[1].lives
    session.apply(next(c.action for c in session.choices() if c.label == "The card says: Lose 2 lives"))
    assert session.game.state.players[1].lives == lives - 2
    assert "choose" not in session.log[-1].label and "Lose 2 lives" in session.log[-1].label
    assert session.last_reading is None  # a game saved before printed values: nothing to keep


def test_in_a_game_that_keeps_printed_values_the_answer_is_kept_and_offered_first():
    """Issue 13: the chart's answer is remembered on the device like any printed value."""
    session = visited_session(readings={})
    session.remembered = {"figure/werewolf": {"chart 3-4": 4}}  # an earlier game said "Lose 2 lives"
    for action in ("adjust 0 position space/outer/fields-1", "adjust 1 position space/outer/ruins",
                   "adjust turn 0", "roll 1", "move space/outer/hills-1"):  # fmt: skip
        session.apply(action)
    while session.game.decision.kind != "figures":
        actions = [c.action for c in session.choices()]
        session.apply(next((a for a in actions if a in ("end", "done", "pass")), actions[0]))
    for action in ("choose figure/werewolf", "roll 2", "move space/outer/ruins", "roll 3", "accept"):
        session.apply(action)
    assert session.game.decision.kind == "printed_effect"
    first = session.choices()[0]
    assert first.label == "The card says: Lose 2 lives (as before)"
    session.apply(first.action)
    assert session.last_reading == ("figure/werewolf", "chart 3-4", 4)
    assert session.game.state.readings["figure/werewolf"] == {"chart 3-4": 4}


def test_lunar_events_in_play_are_on_the_table():
    """Blood Moon, Lunar Events: one stays beside the Time card until the Time card turns."""
    catalogue = content.load()
    setup = TableSetup(players=(PlayerSetup(name="Ann", character="character/warrior"),
                                PlayerSetup(name="Bob", character="character/wizard")),
                       mode="engine", expansions=("blood-moon",), seed=1)  # fmt: skip
    session = EngineSession(setup, from_catalogue(catalogue), catalogue)
    lunar = next(c for c in catalogue.of_kind("adventure") if c.file.endswith("lunar-events.yaml"))
    from engine.handlers.blood_moon.moon import lunar_event

    lunar_event(session.game, f"{lunar.id}#1", "space/outer/city", "night")
    table = session.table
    assert table.lunar == (lunar.name,) and table.time == "night"
    from companion_app.viewmodels.views import table_view

    view = table_view(table, session.data, last_step="", can_undo=False, can_redo=False, mode="engine")
    assert f"Lunar Events in play: {lunar.name}" in view.status_line and lunar.name in view.info
