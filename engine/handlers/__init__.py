"""Code for the components whose rules the effect steps cannot say, one module per area.

Every module in this package is imported when the engine loads, so a new module only needs
to register its handlers (``@handles("adventure/imp")`` from ``engine.cards``) or frame kinds
(``@rule("kind")`` from ``engine.frames``); no central list to edit.
"""

from __future__ import annotations

import importlib
import pkgutil


def load_all() -> list[str]:
    """Import every handler module of this package; returns their names (sorted)."""
    names = sorted(m.name for m in pkgutil.iter_modules(__path__) if not m.name.startswith("_"))
    for name in names:
        importlib.import_module(f"{__name__}.{name}")
    return names
