"""The tablet app must run on Android (python-for-android): its runtime imports stay within
pure Python, Kivy, Pillow and the packages buildozer.spec lists - no reportlab, qrcode or the
desktop-only QR and PDF tools (DESIGN.md, "Tablet constraints")."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap

DESKTOP_ONLY = ("reportlab", "qrcode", "pypdfium2", "zxingcpp")

PROBE = textwrap.dedent(
    """
    import importlib.abc, sys

    BLOCKED = {blocked!r}

    class Block(importlib.abc.MetaPathFinder):
        def find_spec(self, name, path=None, target=None):
            if name.split(".")[0] in BLOCKED:
                raise ImportError(f"desktop-only package imported on the tablet: {{name}}")
            return None

    sys.meta_path.insert(0, Block())
    import companion_app.app, companion_app.cli, companion_app.scan, companion_app.screens.scan
    import engine, content
    content.load()
    from PIL import Image
    from companion_app.scan import ScanError, decode_picture
    try:
        import pyzbar.pyzbar  # (loads the zbar library, as the tablet does)
    except ImportError:  # a computer without it: the desktop reader is blocked here, as it
        try:  # would be missing on the tablet, so the table is told to pick the card instead
            decode_picture(Image.new("L", (40, 40), 255))
        except ScanError as refused:
            assert "pick the card from the list" in str(refused)
        else:
            raise AssertionError("decoded with a desktop-only reader")
    else:
        assert decode_picture(Image.new("L", (40, 40), 255)) == []  # decoding needs no desktop tool
    print("ok")
    """
)


def test_the_app_imports_nothing_desktop_only(tmp_path):
    env = dict(os.environ, SDL_VIDEODRIVER="offscreen", KIVY_NO_ARGS="1", KIVY_NO_CONSOLELOG="1")
    env["KIVY_HOME"] = str(tmp_path)
    code = PROBE.format(blocked=DESKTOP_ONLY)
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.strip().endswith("ok")


def test_buildozer_spec_lists_no_desktop_only_package():
    spec = open(os.path.join(os.path.dirname(__file__), "..", "..", "buildozer.spec")).read()
    requirements = next(line for line in spec.splitlines() if line.startswith("requirements"))
    assert not any(name in requirements for name in DESKTOP_ONLY), requirements
    assert "kivy" in requirements and "pyyaml" in requirements


def test_one_qr_decoder_for_the_tests_and_the_tablet():
    """pyzbar (over libzbar) decodes in the app, its tests and on Android; camera4kivy brings the
    camera. (zxing-cpp stays in the test extra for the print kit's whole-page checks only.)"""
    import tomllib

    root = os.path.join(os.path.dirname(__file__), "..", "..")
    with open(os.path.join(root, "pyproject.toml"), "rb") as handle:
        extras = tomllib.load(handle)["project"]["optional-dependencies"]
    spec = open(os.path.join(root, "buildozer.spec")).read()
    line = next(line for line in spec.splitlines() if line.startswith("requirements"))
    names = {r.strip() for r in line.split("=", 1)[1].split(",")}
    assert {"pyzbar", "libzbar", "camera4kivy"} <= names
    for extra in ("test", "app"):
        packages = " ".join(extras[extra])
        assert "pyzbar" in packages and "camera4kivy" in packages, extra
    assert not any("zxing" in p for p in extras["app"])  # the app never decodes with anything else
