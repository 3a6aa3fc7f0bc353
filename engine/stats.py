"""Balance statistics over many games (``talisman stats``): win rate by character with a Wilson
score interval, game length, deaths by cause and how often each card is drawn, as one JSON-able
summary and as a plain-words table.

A character's win rate counts the finished games in which it was played (from the start or
taken on after a death) and the share of them its player won with it. The Wilson score
interval (95 %) stays inside 0-100 % and is honest for small counts and rates near 0 or 1,
where the textbook "rate ± 1.96 standard errors" is not.
"""

from __future__ import annotations

import math
import statistics
from collections import Counter
from collections.abc import Iterable
from typing import Any

from content.model import Catalogue
from engine.record import GameRecord

Z95 = 1.959964  # the standard normal quantile for a two-sided 95 % interval
INTERVAL = "Wilson score interval, 95 %"


def wilson(wins: int, n: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval for ``wins`` successes in ``n`` trials; (0, 1) when n is 0."""
    if n <= 0:
        return 0.0, 1.0
    p = wins / n
    centre = p + z * z / (2 * n)
    spread = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n))
    scale = 1 + z * z / n
    return max(0.0, (centre - spread) / scale), min(1.0, (centre + spread) / scale)


def spread(values: list[int]) -> dict[str, float]:
    """Mean, median, quartiles, 10th and 90th percentiles, least and most (empty: {})."""
    if not values:
        return {}
    cuts = statistics.quantiles(values, n=20, method="inclusive") if len(values) > 1 else [values[0]] * 19
    return {
        "mean": round(statistics.fmean(values), 2),
        "median": statistics.median(values),
        "p10": round(cuts[1], 2),
        "p25": round(cuts[4], 2),
        "p75": round(cuts[14], 2),
        "p90": round(cuts[17], 2),
        "min": min(values),
        "max": max(values),
    }


def _name(catalogue: Catalogue, card: str) -> str:
    return catalogue[card].name if card in catalogue else card


def summarise(records: Iterable[GameRecord], catalogue: Catalogue) -> dict[str, Any]:
    """Everything ``talisman stats`` reports, keyed by id with names beside, as JSON values."""
    games = list(records)
    finished = [r for r in games if r.finished]
    played: Counter[str] = Counter(c for r in finished for c in r.characters)
    started: Counter[str] = Counter(c for r in finished for c in r.characters[: r.players])
    wins: Counter[str] = Counter(r.winner for r in finished if r.winner)
    characters: list[dict[str, Any]] = []
    for char, n in played.items():
        low, high = wilson(wins[char], n)
        characters.append(
            {
                "id": char,
                "name": _name(catalogue, char),
                "played": n,
                "started": started[char],
                "wins": wins[char],
                "rate": round(wins[char] / n, 4),
                "low": round(low, 4),
                "high": round(high, 4),
            }
        )
    characters.sort(key=lambda c: (-c["rate"], -c["played"], c["name"]))
    deaths = Counter(d.cause for r in games for d in r.deaths)
    drawn: Counter[str] = Counter()
    drawn_in: Counter[str] = Counter()
    for r in games:
        drawn.update(r.drawn)
        drawn_in.update(card for card, n in r.drawn.items() if n)
    return {
        "games": len(games),
        "finished": len(finished),
        "unfinished": len(games) - len(finished),
        "no_winner": sum(1 for r in finished if not r.winner),
        "interval": INTERVAL,
        "characters": characters,
        "policies": sorted({r.policy for r in games if r.policy}),
        "length": {
            "turns": spread([r.turns for r in finished]),
            "rounds": spread([r.rounds for r in finished if r.rounds]),  # (older records: none)
            "actions": spread([r.actions for r in finished]),
        },
        "deaths": [
            {"cause": cause, "count": n, "share": round(n / sum(deaths.values()), 4)}
            for cause, n in sorted(deaths.items(), key=lambda kv: (-kv[1], kv[0]))
        ],
        "cards": [
            {
                "id": card,
                "name": _name(catalogue, card),
                "kind": card.split("/", 1)[0],
                "drawn": n,
                "games": drawn_in[card],
                "per_game": round(n / len(games), 3),
            }
            for card, n in sorted(drawn.items(), key=lambda kv: (-kv[1], kv[0]))
        ],
    }


def _percent(x: float) -> str:
    return f"{100 * x:.1f} %"


def table(summary: dict[str, Any], *, top: int = 15) -> str:
    """The summary as plain-words tables (the ``top`` deaths' causes and cards; all characters)."""
    s = summary
    lines = [
        f"{s['games']} games: {s['finished']} finished, {s['unfinished']} stopped at the turn cap;"
        f" {s['no_winner']} finished without a winner",
        *([f"Played by the {' and '.join(s['policies'])} simulated players"] if s.get("policies") else []),
        "",
        f"Win rate by character (finished games it was played in, from the start or later; {s['interval']})",
        f"  {'Character':<18} {'played':>7} {'started':>8} {'wins':>6} {'win rate':>9}   interval",
    ]
    for c in s["characters"]:
        lines.append(
            f"  {c['name']:<18} {c['played']:>7} {c['started']:>8} {c['wins']:>6} {_percent(c['rate']):>9}"
            f"   {_percent(c['low'])} to {_percent(c['high'])}"
        )
    lines += ["", "Game length (finished games)", f"  {'':<8}" + "".join(f"{w:>9}" for w in _LENGTH.values())]
    for what in ("turns", "rounds", "actions"):
        figures = s["length"].get(what)
        if figures:
            lines.append(f"  {what:<8}" + "".join(f"{figures[k]:>9}" for k in _LENGTH))
    total = sum(d["count"] for d in s["deaths"])
    lines += ["", f"Deaths by cause ({total} deaths; the {min(top, len(s['deaths']))} most common)"]
    lines += [f"  {d['cause']:<32} {d['count']:>7} {_percent(d['share']):>8}" for d in s["deaths"][:top]]
    lines += ["", f"Cards drawn ({len(s['cards'])} different; the {min(top, len(s['cards']))} most drawn)"]
    lines.append(f"  {'Card':<26} {'kind':<10} {'drawn':>7} {'in games':>9} {'per game':>9}")
    lines += [
        f"  {c['name']:<26} {c['kind']:<10} {c['drawn']:>7} {c['games']:>9} {c['per_game']:>9}"
        for c in s["cards"][:top]
    ]
    return "\n".join(lines)


# the length figures in the table's order, with their column heads
_LENGTH = {
    "mean": "mean",
    "median": "median",
    "p10": "10th %",
    "p25": "25th %",
    "p75": "75th %",
    "p90": "90th %",
    "min": "fewest",
    "max": "most",
}
