"""Every screen of a mid-game at each tablet size (issue: readable on every tablet): no text
larger than its box, no text over other text, and only plain words on screen.

Sizes: a 7-inch tablet (1024 x 600), a 10-inch one with and without system bars (1280 x 752,
1280 x 800), and 10- and 12-inch ones at density 2 (1920 x 1200, 2560 x 1600). Each size runs
in its own process (Kivy fixes the window size and density at import); SCREENSHOTS=DIR keeps
the pictures to look at.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

pytestmark = pytest.mark.ui
HERE = Path(__file__).parent
SIZES = ("1024x600", "1280x752", "1280x800", "1920x1200", "2560x1600")
EXPECTED_SCREENS = {"table-2", "table-3", "table-4", "table-5", "table-6", "table-6-sheet", "board-selected",
                    "cards", "battle-free", "log", "games", "scan", "setup", "turn-roll", "board-rules",
                    "turn-encounter", "turn-draw", "battle-rules", "table-rules-battle", "log-rules",
                    "table-rules-3", "sheet-rules", "printed-values", "turn-printed-value",
                    "turn-figures", "turn-figure-move", "board-figure-move", "turn-dice-choice",
                    "turn-dungeon", "board-dungeon", "printed-layout", "printed-layout-copies",
                    "printed-layout-highland", "printed-effect"}  # fmt: skip


FIGHTS_AND_SETUP = {"setup-first-launch", "setup-6", "setup-by-hand", "setup-rules", "setup-rules-chosen",
                    "battle-free", "battle-rules-none", "battle-rules-die", "battle-rules-foe-die",
                    "battle-rules-fate", "battle-rules-result", "battle-rules-characters",
                    "battle-rules-reward", "setup-tablet", "turn-tablet-waiting", "turn-tablet-played",
                    "table-tablet"}  # fmt: skip


def tour(size: str, tmp: Path, script: str = "screen_tour.py") -> dict:
    # pictures only when asked for: the checks read the widgets, and saving a PNG of every screen
    # at 2560 x 1600 took a third of the tour's time
    shots = ["--shots", str(Path(os.environ["SCREENSHOTS"]) / size)] if os.environ.get("SCREENSHOTS") else []
    env = dict(os.environ, SDL_VIDEODRIVER="offscreen", KIVY_NO_ARGS="1", KIVY_NO_CONSOLELOG="0")
    env["KIVY_HOME"] = str(tmp / f"kivy-{size}-{Path(script).stem}")  # one per process: its config
    done = subprocess.run(
        [sys.executable, str(HERE / script), "--size", size, *shots],
        capture_output=True, text=True, env=env, timeout=600,
    )  # fmt: skip
    lines = [line for line in done.stdout.splitlines() if line.startswith("{")]
    assert lines, f"{size}: the tour printed nothing (exit {done.returncode}): {done.stderr[-1500:]}"
    return json.loads(lines[-1])


@pytest.fixture(scope="module")
def tours(tmp_path_factory):
    tmp = tmp_path_factory.mktemp("tours")
    jobs = [(size, script) for size in SIZES for script in ("screen_tour.py", "battle_setup_tour.py")]
    with ThreadPoolExecutor(max_workers=2) as pool:
        return dict(zip(jobs, pool.map(lambda job: tour(job[0], tmp, job[1]), jobs), strict=True))


@pytest.mark.parametrize("size", SIZES)
def test_every_screen_fits_and_speaks_plainly(tours, size):
    result = tours[(size, "screen_tour.py")]
    assert "error" not in result, result.get("error")
    assert set(result["screens"]) == EXPECTED_SCREENS
    assert result["problems"] == {}


@pytest.mark.parametrize("size", SIZES)
def test_every_stage_of_a_fight_and_the_setup_fit(tours, size):
    result = tours[(size, "battle_setup_tour.py")]
    assert "error" not in result, result.get("error")
    assert set(result["screens"]) == FIGHTS_AND_SETUP
    assert result["problems"] == {}
