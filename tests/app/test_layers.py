"""The app's layers: view models are plain Python (no Kivy), and every screen is one module
plus one kv file beside it (STYLE.md, "Model and view")."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import companion_app

APP = Path(companion_app.__file__).parent


def test_view_models_import_no_kivy():
    modules = sorted(p.stem for p in (APP / "viewmodels").glob("*.py") if p.stem != "__init__")
    code = (
        "import sys\n"
        + "".join(f"import companion_app.viewmodels.{m}\n" for m in modules)
        + "print(sorted(m for m in sys.modules if m == 'kivy' or m.startswith('kivy.')))\n"
    )
    env = dict(os.environ, KIVY_NO_ARGS="1")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.strip() == "[]", f"view models pulled in Kivy: {done.stdout[:500]}"
    assert len(modules) >= 10


def test_every_screen_module_has_its_kv_file():
    screens = [p for p in (APP / "screens").glob("*.py") if p.stem != "__init__"]
    assert screens
    for module in screens:
        assert module.with_suffix(".kv").is_file(), f"{module.name} has no kv file beside it"
    for kv in (APP / "screens").glob("*.kv"):
        assert kv.with_suffix(".py").is_file(), f"{kv.name} has no screen module beside it"
