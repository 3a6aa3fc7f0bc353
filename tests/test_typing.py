"""The engine and the content package type-check strictly (STYLE.md): mypy, with the
settings in pyproject.toml ([tool.mypy]), finds nothing."""

from pathlib import Path

import pytest
from mypy import api  # the test extra installs it

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.slow
def test_engine_and_content_type_check_strictly(tmp_path: Path) -> None:
    stdout, stderr, status = api.run(
        [
            "--config-file",
            str(ROOT / "pyproject.toml"),
            "--cache-dir",
            str(tmp_path / "mypy-cache"),  # a fresh cache, nothing written into the work tree
            "--strict",
            str(ROOT / "engine"),
            str(ROOT / "content"),
        ]
    )
    assert status == 0, f"mypy found problems:\n{stdout}{stderr}"
    assert "Success: no issues found" in stdout, stdout
