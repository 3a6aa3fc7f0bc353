"""``talisman stats --plot``: the summary as one chart image, drawn with matplotlib (the optional
``stats`` extra; the engine itself needs nothing beyond the standard library)."""

from __future__ import annotations

import importlib.util
from typing import Any

MISSING = "--plot needs matplotlib: pip install 'talisman-table[stats]'"


def available() -> bool:
    return importlib.util.find_spec("matplotlib") is not None


def draw(summary: dict[str, Any], path: str, *, top: int = 15) -> None:
    """Win rate by character with its interval, and the most common causes of death, as a PNG.
    Raises: OSError when the file cannot be written."""
    import matplotlib

    matplotlib.use("Agg")  # no window: a file only
    import matplotlib.pyplot as plt

    chars = list(reversed(summary["characters"]))
    deaths = list(reversed(summary["deaths"][:top]))
    fig, (left, right) = plt.subplots(1, 2, figsize=(13, max(4.0, 0.32 * max(len(chars), len(deaths), 1))))
    rates = [100 * c["rate"] for c in chars]
    below = [100 * (c["rate"] - c["low"]) for c in chars]
    above = [100 * (c["high"] - c["rate"]) for c in chars]
    left.barh([c["name"] for c in chars], rates, xerr=[below, above], color="#4a7ab0", capsize=2)
    left.set_xlabel(f"win rate, % ({summary['interval']})")
    left.set_title(f"Win rate by character ({summary['finished']} finished games)")
    right.barh([d["cause"] for d in deaths], [d["count"] for d in deaths], color="#b05a4a")
    right.set_xlabel("deaths")
    right.set_title("Deaths by cause")
    fig.tight_layout()
    try:
        fig.savefig(path, format="png", dpi=100)
    finally:
        plt.close(fig)
