"""App test fixtures: a small hand-made table, a temporary games folder, headless Kivy."""

from __future__ import annotations

import os
import tempfile

# Kivy reads these when first imported: no window system, no argv parsing, no ~/.kivy.
os.environ.setdefault("SDL_VIDEODRIVER", "offscreen")
os.environ.setdefault("KIVY_NO_ARGS", "1")
os.environ.setdefault("KIVY_NO_CONSOLELOG", "1")
os.environ.setdefault("KIVY_HOME", tempfile.mkdtemp(prefix="kivy-home-"))

import pytest  # noqa: E402

from companion_app.storage import GameStore  # noqa: E402
from companion_app.table_setup import PlayerSetup, TableSetup  # noqa: E402
from companion_app.tabledata import CharacterFacts, SpaceFacts, TableData  # noqa: E402


def small_table() -> TableData:
    """Three characters and a few spaces; printed values as on the character cards."""
    characters = {
        "character/warrior": CharacterFacts(id="character/warrior", name="Warrior", strength=4, craft=2, fate=1,
                                            lives=5, gold=1, start="space/outer/tavern", alignment="neutral"),
        "character/wizard": CharacterFacts(id="character/wizard", name="Wizard", strength=2, craft=5, fate=3,
                                           lives=4, gold=1, start="space/outer/city", alignment="evil"),
        "character/monk": CharacterFacts(id="character/monk", name="Monk", strength=2, craft=3, fate=5,
                                         lives=4, gold=0, start="space/outer/village", alignment="good"),
    }  # fmt: skip
    names = [("outer", "city", "City"), ("outer", "tavern", "Tavern"), ("outer", "village", "Village"),
             ("outer", "forest", "Forest"), ("middle", "portal-of-power", "Portal of Power"),
             ("inner", "crown-of-command", "Crown of Command")]  # fmt: skip
    spaces = {
        f"space/{r}/{s}": SpaceFacts(id=f"space/{r}/{s}", name=n, region=r, index=i)
        for i, (r, s, n) in enumerate(names, start=1)
    }
    return TableData(characters=characters, spaces=spaces)


def two_player_setup(**kwargs) -> TableSetup:
    players = (PlayerSetup(name="Ann", character="character/warrior"),
               PlayerSetup(name="Bob", character="character/wizard"))  # fmt: skip
    return TableSetup(players=players, **kwargs)


@pytest.fixture
def data() -> TableData:
    return small_table()


@pytest.fixture
def store(tmp_path):
    s = GameStore(tmp_path / "data")
    yield s
    s.close()
