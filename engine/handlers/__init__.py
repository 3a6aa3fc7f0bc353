"""Code for the components whose rules the effect steps cannot say: one package per box
(``core/``, and one per box that its ``content/data/<box>/box.yaml`` declares, named after the
box's key with ``_`` for ``-``: ``blood_moon/``), one module per area inside it.

Every module is imported when the engine loads, so a new module only needs to register its
handlers (``@handles("adventure/imp")`` from ``engine.cards``), frame kinds (``@rule("kind")``
from ``engine.frames``) or hooks (``@hooks.on(point)``); no central list to edit. A box's hooks
join only the games that play the box (``engine.hooks.box_of``: the package says which box).
"""

from __future__ import annotations

import importlib
import pkgutil


def packages() -> list[str]:
    """The box packages present, sorted (``core`` among them)."""
    return sorted(m.name for m in pkgutil.iter_modules(__path__) if m.ispkg and not m.name.startswith("_"))


def load_all() -> list[str]:
    """Import every handler module of every box package; returns their names (``core.abilities``...).

    Raises: ImportError for a module directly in this package (each belongs to a box's package).
    """
    loose = [m.name for m in pkgutil.iter_modules(__path__) if not m.ispkg and not m.name.startswith("_")]
    if loose:
        raise ImportError(f"handler modules outside a box's package: {', '.join(sorted(loose))}")
    names = []
    for package in packages():
        found = importlib.import_module(f"{__name__}.{package}")
        names += sorted(
            f"{package}.{m.name}" for m in pkgutil.iter_modules(found.__path__) if not m.name.startswith("_")
        )
    for name in names:
        importlib.import_module(f"{__name__}.{name}")
    return names
