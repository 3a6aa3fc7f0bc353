"""A space's name as the table says it: "Woods near the Sentinel" where several spaces share a
name. One function for the engine's words (``engine.describe_names``) and the app's screens."""

from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import Any


def space_labels(spaces: Sequence[Any], loops: Collection[str] | None = None) -> dict[str, str]:
    """Each space's name, made unambiguous where several spaces share it.

    A shared name gets the landmark next to it ("Woods near the Sentinel") when that landmark
    has a name of its own and touches no other space of the same name; otherwise the space's
    number on the board ("Plains, space 4"), which the Board view shows on every space.
    ``loops``: the regions whose last space touches the first (every region when not given).
    """
    count: dict[str, int] = {}
    for s in spaces:
        count[s.name] = count.get(s.name, 0) + 1
    by_region: dict[str, list[Any]] = {}
    for s in sorted(spaces, key=lambda s: s.index):
        by_region.setdefault(s.region, []).append(s)

    def neighbours(s: Any) -> list[Any]:
        ring = by_region[s.region]
        at = ring.index(s)
        found = []
        for step in (-1, 1):
            j = at + step
            if loops is None or s.region in loops:
                j %= len(ring)
            if 0 <= j < len(ring) and ring[j] is not s:
                found.append(ring[j])
        return found

    labels = {}
    for s in spaces:
        if count[s.name] == 1:
            labels[s.id] = s.name
            continue
        twins = [t for t in spaces if t.name == s.name and t is not s]
        landmarks = [
            n for n in neighbours(s)
            if count[n.name] == 1 and not any(n in neighbours(t) for t in twins)
        ]  # fmt: skip
        labels[s.id] = f"{s.name} near the {landmarks[0].name}" if landmarks else f"{s.name}, space {s.index}"
    return labels
