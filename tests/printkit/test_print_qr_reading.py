"""Issue 28: the tablet's reader (zbar, through pyzbar) reads the kit's printed codes.

The measure is ``bench/qr_bench.py``'s: every code cut out of a 150 dpi render of the kit with
3 mm of what surrounds it, blurred by 1 px (a phone's slightly soft focus), must be read by
zbar as its own text, for at least 99 % of each kit's codes. The bench's own functions are
used here, so the test and the figure it prints are one measure.
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

import content

pytest.importorskip("pyzbar.pyzbar", reason="the zbar library is not installed (CI installs it)")

BENCH = Path(__file__).resolve().parents[2] / "bench" / "qr_bench.py"


def _bench():
    spec = importlib.util.spec_from_file_location("qr_bench", BENCH)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses look their module up there
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("kit", ["both", "a3"])
def test_zbar_reads_at_least_99_percent_of_a_kits_codes(catalogue: content.Catalogue, kit: str) -> None:
    """Both boxes on A4 (every card, counter, standee, board tile and sheet), and A3 (the
    board on one sheet): before the short codes zbar read 62 % and 76 % of them."""
    result = _bench().bench_kit(kit, catalogue, dpi=150, blur=1.0, margin_mm=3.0, zxing=False)
    assert result.codes >= 450
    assert result.rate >= 0.99, f"{kit}: {result.read} of {result.codes}, missed {result.misses[:10]}"
    assert result.smallest_module_mm >= 0.6


def test_the_check_can_fail(catalogue: content.Catalogue) -> None:
    """The same crops with a 2.5 px blur: zbar reads far fewer (the measure is not a formality)."""
    result = _bench().bench_kit("a3", catalogue, dpi=150, blur=2.5, margin_mm=3.0, zxing=False)
    assert result.rate < 0.9
