"""Start-up objects frozen out of the garbage collector's sight once per stage (issue 10, item 4)."""

from __future__ import annotations

import gc

from companion_app import longlived


def test_each_stage_freezes_once_a_process(monkeypatch):
    calls = []
    monkeypatch.setattr(gc, "freeze", lambda: calls.append(1))
    monkeypatch.setattr(longlived, "_done", set())
    longlived.freeze_once("imported")
    longlived.freeze_once("imported")  # a second app in the same process: nothing more frozen
    assert len(calls) == 1
    longlived.freeze_once("built")
    assert len(calls) == 2
