"""A reader that stops early (``talisman replay game.jsonl --json | head -c 100``) ends the
command quietly: no traceback (issue 14, item 4: one clear line or none, never a traceback)."""

from __future__ import annotations

import subprocess
import sys

# the replay command made to write far more than a pipe holds, run through the front door
LONG_OUTPUT = (
    "import sys, engine.cli, talisman_cli\n"
    "engine.cli.replay_main = lambda argv: print('x' * 1_000_000)\n"
    "sys.exit(talisman_cli.main(['replay']))\n"
)


def test_a_closed_pipe_ends_the_output_without_a_traceback() -> None:
    child = subprocess.Popen(
        [sys.executable, "-c", LONG_OUTPUT], stdout=subprocess.PIPE, stderr=subprocess.PIPE
    )
    assert child.stdout is not None and child.stderr is not None
    first = child.stdout.read(20)
    child.stdout.close()  # the reader goes away with most of the output unread
    errors = child.stderr.read().decode()
    assert child.wait(timeout=60) == 0
    assert first == b"x" * 20 and "Traceback" not in errors and "BrokenPipe" not in errors, errors
