"""Shared fixtures: the real catalogue, loaded once per test session."""

from __future__ import annotations

from pathlib import Path

import pytest

import content


@pytest.fixture(scope="session")
def catalogue() -> content.Catalogue:
    return content.load()


TESTBOX = Path(__file__).parent / "content" / "boxes" / "testbox"  # a box of the tests only


@pytest.fixture(scope="session")
def testbox() -> content.Catalogue:
    """The shipped data with the test box (tests/content/boxes/testbox): a region, the Vault,
    and its deck, added with data alone."""
    return content.load(boxes=(TESTBOX,))
