"""Shared fixtures: the real catalogue, loaded once per test session; the suite's workers."""

from __future__ import annotations

from pathlib import Path

import pytest

import content


@pytest.fixture(scope="session")
def catalogue() -> content.Catalogue:
    return content.load()


WORKERS = 2  # the CI machine's cores; `-n N` chooses another number, `-n0` or `-p no:xdist` none


@pytest.hookimpl(tryfirst=True)
def pytest_cmdline_main(config: pytest.Config) -> None:
    """Run on two workers (pytest-xdist) unless the command line says otherwise: each test file
    goes whole to one worker, so its module fixtures (the layout tours, a built kit) run once.
    Runs before xdist's own hook, which turns the number into workers."""
    if not config.pluginmanager.hasplugin("xdist") or hasattr(config, "workerinput"):
        return  # xdist not installed or turned off, or this is one of the workers
    if config.option.numprocesses is None and not config.option.usepdb:
        config.option.numprocesses = WORKERS
    if config.option.numprocesses and config.option.dist == "no":
        config.option.dist = "loadfile"


TESTBOX = Path(__file__).parent / "content" / "boxes" / "testbox"  # a box of the tests only


@pytest.fixture(scope="session")
def testbox() -> content.Catalogue:
    """The shipped data with the test box (tests/content/boxes/testbox): a region, the Vault,
    and its deck, added with data alone."""
    return content.load(boxes=(TESTBOX,))
