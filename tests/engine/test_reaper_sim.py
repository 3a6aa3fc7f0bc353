"""Random playouts with The Reaper: no invariant breaks, and the Reaper's own cards, characters
and quest cards come into play (issue: ``talisman sim --expansions reaper`` covers them)."""

from __future__ import annotations

from engine import sim


def test_reaper_playouts_keep_every_invariant(catalogue) -> None:
    result = sim.run(6, 4, 11, ("reaper",), catalogue, turn_cap=150)
    assert result["invariant_violations"] == 0, result["problems"]
    coverage = result["coverage"]
    assert coverage["character"]["total"] == 18  # the 14 of the core box and the Reaper's 4
    assert coverage["warlock-quest"]["total"] == 12 and coverage["warlock-quest"]["seen"] > 0
    reaper_seen = [c for c in catalogue.in_play("adventure", ("reaper",)) if c.expansion == "reaper"]
    missing = set(coverage["adventure"]["missing"])
    assert len([c for c in reaper_seen if c.id not in missing]) > 40  # most of the 86 are drawn


def test_a_core_sim_knows_nothing_of_the_reaper(catalogue) -> None:
    result = sim.run(1, 2, 3, (), catalogue, turn_cap=40)
    assert result["coverage"]["adventure"]["total"] == 81
    assert result["coverage"]["warlock-quest"]["total"] == 0
