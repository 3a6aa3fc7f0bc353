"""Shared fixtures: the real catalogue, loaded once per test session."""

from __future__ import annotations

import pytest

import content


@pytest.fixture(scope="session")
def catalogue() -> content.Catalogue:
    return content.load()
