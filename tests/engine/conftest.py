"""The engine tests' fixture: the real catalogue."""

from __future__ import annotations

import pytest

import content


@pytest.fixture(scope="session")
def catalogue() -> content.Catalogue:
    return content.load()
