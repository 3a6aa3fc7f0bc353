"""The whole kit, built once per test session (the catalogue fixture is in tests/conftest.py)."""

from __future__ import annotations

import pytest
from kit_helpers import BuiltKit, build

import content
from printkit.plan import KitOptions


@pytest.fixture(scope="session")
def kit(catalogue: content.Catalogue) -> BuiltKit:
    return build(catalogue, KitOptions())
