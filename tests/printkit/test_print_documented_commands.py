"""Every `talisman` command shown in README.md and docs/*.md works as written (issue 11).

Concrete commands (no placeholders) run in an empty folder and must exit 0; the print
commands must also write the file they name (or their default). A synopsis line such as
``talisman print kit [-o kit.pdf] [--paper a4|letter|a3]`` cannot run as written: its
subcommand's ``--help`` must succeed and list every option the line shows; so must a
subcommand named alone in prose. The app (``talisman table``) opens a window, so it is
only checked by its help. Each distinct command is checked once.
"""

from __future__ import annotations

import os
import re
import shlex
from pathlib import Path

import pytest

import talisman_cli

ROOT = Path(__file__).resolve().parents[2]
DOCS = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
PLACEHOLDER = re.compile(r"[\[\]|]|\b[A-Z][A-Z.]*[A-Z]\b|\bN\b|\bP\b|\bS\b|GAME\.jsonl|X,Y")


def documented_commands() -> list[tuple[str, str]]:
    """(file name, command) for every `talisman ...` in a code block or an inline code span."""
    found: list[tuple[str, str]] = []
    for path in DOCS:
        text = path.read_text(encoding="utf-8")
        blocks = re.findall(r"```[^\n]*\n(.*?)```", text, flags=re.S)
        snippets = [line for block in blocks for line in block.splitlines()]
        outside = re.sub(r"```.*?```", "", text, flags=re.S)
        snippets += [" ".join(span.split()) for span in re.findall(r"`([^`]+)`", outside)]
        for snippet in snippets:
            for part in snippet.split("&&"):
                part = part.strip()
                if part.startswith("talisman "):
                    command = re.split(r"\s{3,}", part)[0]  # drop a synopsis line's description
                    found.append((path.name, command))
    return found


def _runnable(command: str) -> bool:
    """A command to run as written: no placeholders, not the app's window, and more than a
    bare subcommand name mentioned in prose ("`talisman replay` reads that format")."""
    words = command.split()
    return not PLACEHOLDER.search(command) and words[1] != "table" and len(words) > 2


COMMANDS = documented_commands()
CONCRETE = list({c: (f, c) for f, c in COMMANDS if _runnable(c)}.values())
SYNOPSES = list({c: (f, c) for f, c in COMMANDS if not _runnable(c)}.values())


def test_the_docs_show_commands() -> None:
    names = {c for _, c in COMMANDS}
    assert "talisman print kit -o kit.pdf" in names  # README Quickstart
    assert "talisman print cards --only adventure/giant spell/hex" in names
    assert any(c.startswith("talisman print board") for c in names)


def _run(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str]:
    try:
        code = talisman_cli.main(argv)
    except SystemExit as exc:  # argparse's --help
        code = int(exc.code or 0)
    out = capsys.readouterr()
    return code, out.out + out.err


@pytest.mark.slow
@pytest.mark.parametrize(("doc", "command"), CONCRETE, ids=[f"{f}: {c}" for f, c in CONCRETE])
def test_concrete_command_runs_as_written(
    doc: str, command: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    argv = shlex.split(command)[1:]
    # a count of games shown as a measure (1,000 games) runs as 4: the options, output and exit
    # status are what is checked here, not the figures (bench and docs/stats.md give those)
    argv = [
        str(min(int(a), 4)) if i and argv[i - 1] == "--games" and a.isdigit() else a
        for i, a in enumerate(argv)
    ]
    cwd = os.getcwd()
    os.chdir(tmp_path)
    try:
        code, output = _run(argv, capsys)
    finally:
        os.chdir(cwd)
    assert code == 0, f"{doc}: `{command}` exited {code}: {output[-500:]}"
    if argv[0] == "print":
        written = re.search(r"wrote (\S+): ", output)
        assert written and (tmp_path / written[1]).stat().st_size > 0, output
        assert re.search(r"\d+ pages?, \d+ sheets? of paper", output)
        assert not re.search(r"\b1 (pages|sheets|pieces|codes)\b", output)  # no "1 pieces"


@pytest.mark.parametrize(("doc", "command"), SYNOPSES, ids=[f"{f}: {c}" for f, c in SYNOPSES])
def test_synopsis_names_real_options(doc: str, command: str, capsys: pytest.CaptureFixture[str]) -> None:
    words = command.split()[1:]
    sub = [w for w in words[:2] if re.fullmatch(r"[a-z]+", w)]
    if sub[:1] == ["content"]:
        sub = ["content", "check"] if "check" in words else sub
    code, help_text = _run([*sub, "--help"], capsys)
    assert code == 0, f"{doc}: `{' '.join(sub)} --help` exited {code}"
    for option in re.findall(r"(?<![\w-])(--?[a-z][a-z-]*)", command):
        assert option in help_text, f"{doc}: `{command}` shows {option}, which `{' '.join(sub)}` lacks"
