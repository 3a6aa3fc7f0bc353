"""Saves and scanning: the read-only check of the saves at every launch, and one camera frame.

1. Opening the saves with the damage check (``open_store``) against opening the database
   alone (``GameStore``), on a folder of GAMES games of ACTIONS actions each.
2. Decoding one 1080p camera frame (``decode_frame``) with a card a quarter of the frame high,
   and without a card (then it is read a second time at twice the size), against zbar reading
   the frame once.
Run: python bench/saves_scan_bench.py [--games N] [--actions M] [--frames K]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "app"))  # the synthesized frames of the scanner's tests


def best(fn, runs: int) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return min(times)


def saves(games: int, actions: int) -> None:
    from companion_app.storage import GameStore, open_store

    with tempfile.TemporaryDirectory() as folder:
        store = GameStore(folder)
        action = {"type": "adjust", "player": 0, "stat": "gold", "delta": 1}
        for n in range(games):
            store.create(f"game {n}", {"players": [{"name": "Ann", "character": "character/warrior"}]},
                         [action] * actions)  # fmt: skip
        store.close()
        plain = best(lambda: GameStore(folder).close(), 5)
        checked = best(lambda: open_store(folder).store.close(), 5)
    print(
        f"open {games} games x {actions} actions: GameStore {plain * 1000:.1f} ms (anchor), "
        f"open_store with the damage check {checked * 1000:.1f} ms (ratio {checked / plain:.0f})"
    )


def frames(count: int) -> None:
    from printed_cards import frame_bytes, printed_card, table_frame
    from pyzbar import pyzbar
    from pyzbar.pyzbar import ZBarSymbol

    from companion_app.scan import decode_frame

    with tempfile.TemporaryDirectory() as folder:
        card = printed_card(Path(folder), "adventure/giant")
    with_card = [frame_bytes(table_frame(card, seed=n)) for n in range(count)]
    empty = [frame_bytes(table_frame(None, seed=n)) for n in range(count)]
    gray = [table_frame(None, seed=n).convert("L") for n in range(count)]
    qr = [ZBarSymbol.QRCODE]
    anchor = statistics.median(best(lambda g=g: pyzbar.decode(g, symbols=qr), 1) for g in gray)
    found = statistics.median(best(lambda f=f: decode_frame(*f), 1) for f in with_card)
    nothing = statistics.median(best(lambda f=f: decode_frame(*f), 1) for f in empty)
    print(
        f"1080p frame: zbar once {anchor * 1000:.0f} ms (anchor); decode_frame with a card "
        f"{found * 1000:.0f} ms (ratio {found / anchor:.1f}), without {nothing * 1000:.0f} ms "
        f"(ratio {nothing / anchor:.1f})"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=50)
    parser.add_argument("--actions", type=int, default=500)
    parser.add_argument("--frames", type=int, default=5)
    args = parser.parse_args()
    saves(args.games, args.actions)
    frames(args.frames)


if __name__ == "__main__":
    main()
