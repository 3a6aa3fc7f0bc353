"""Shared fixtures: the real catalogue, loaded once per test session."""

from __future__ import annotations

import pytest

import content


@pytest.fixture(scope="session")
def catalogue() -> content.Catalogue:
    return content.load()


TESTBOX = "testbox"  # a box of the tests only (tests/content/boxes/testbox): a region and its deck


@pytest.fixture(scope="session")
def testbox_catalogue(tmp_path_factory: pytest.TempPathFactory) -> content.Catalogue:
    """The shipped data with the test box beside it (until the box registry loads extra box
    folders itself: the data copied, the box's folder added, its name known while it loads)."""
    import shutil
    from pathlib import Path

    from content import loader, model

    data = tmp_path_factory.mktemp("boxes") / "data"
    shutil.copytree(loader.DATA_DIR, data)
    shutil.copytree(Path(__file__).parent / "content" / "boxes" / TESTBOX, data / TESTBOX)
    known, common = loader.EXPANSIONS, loader.COMMON["expansion"]
    try:
        loader.EXPANSIONS = (*known, TESTBOX)
        loader.COMMON["expansion"] = (loader._choice(loader.EXPANSIONS), False)
        found, problems = loader.check(data)
    finally:
        loader.EXPANSIONS, loader.COMMON["expansion"] = known, common
    assert found is not None, problems
    assert model.EXPANSIONS == known
    return found


@pytest.fixture
def testbox(testbox_catalogue: content.Catalogue, monkeypatch: pytest.MonkeyPatch) -> content.Catalogue:
    """The catalogue with the test box, its name a box a setup may list while the test runs."""
    from engine import setup

    monkeypatch.setattr(setup, "EXPANSIONS", (*setup.EXPANSIONS, TESTBOX))
    return testbox_catalogue
