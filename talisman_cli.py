"""The `talisman` command: one entry point, each subcommand owned by its package.

Each package exposes ``main(argv: list[str]) -> int`` in its ``cli`` module; this
front door only routes, so the engine never imports Kivy and the print kit never
imports the engine.
"""

from __future__ import annotations

import importlib
import os
import sys

# subcommand -> (module, function, one-line help)
COMMANDS: dict[str, tuple[str, str, str]] = {
    "content": ("content.cli", "main", "validate the game data and print counts (content check)"),
    "print": ("printkit.cli", "main", "print-and-play sheets: print kit / print cards"),
    "replay": ("engine.cli", "replay_main", "replay a saved game log and print the state"),
    "sim": ("engine.cli", "sim_main", "random playouts that check the rules' invariants"),
    "stats": ("engine.stats_cli", "main", "win rates, game length, deaths and cards over many games"),
    "table": ("companion_app.cli", "main", "the Kivy table app"),
}

USAGE = (
    "usage: talisman {"
    + ",".join(COMMANDS)
    + "} ...\n\n"
    + "\n".join(f"  {name:<8} {help_}" for name, (_, _, help_) in COMMANDS.items())
)


def main(argv: list[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if not args or args[0] in ("-h", "--help"):
        print(USAGE)
        return 0 if args else 2
    name, rest = args[0], args[1:]
    if name not in COMMANDS:
        print(f"talisman: unknown command {name!r}\n\n{USAGE}", file=sys.stderr)
        return 2
    module_name, func_name, _ = COMMANDS[name]
    try:
        module = importlib.import_module(module_name)
        func = getattr(module, func_name)
    except (ModuleNotFoundError, AttributeError) as exc:
        missing = getattr(exc, "name", None)
        if isinstance(exc, AttributeError) or (missing and module_name.startswith(missing)):
            print(f"talisman {name}: not available yet", file=sys.stderr)
            return 2
        raise
    try:
        return int(func(rest) or 0)
    except BrokenPipeError:  # the reader stopped early (``talisman replay g.jsonl | head -3``)
        devnull = os.open(os.devnull, os.O_WRONLY)  # nothing more to write, no traceback at exit
        os.dup2(devnull, sys.stdout.fileno())
        return 0


if __name__ == "__main__":
    sys.exit(main())
