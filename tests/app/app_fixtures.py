"""Hand-made table data shared by the app tests (imported by name; conftest only holds fixtures)."""

from __future__ import annotations

from companion_app.viewmodels.table_setup import PlayerSetup, TableSetup
from companion_app.viewmodels.tabledata import CharacterFacts, SpaceFacts, TableData


def small_table() -> TableData:
    """Three characters and a few spaces; printed values as on the character cards."""
    rows = [("warrior", "Warrior", 4, 2, 1, 5, 1, "tavern", "neutral"),
            ("wizard", "Wizard", 2, 5, 3, 4, 1, "city", "evil"),
            ("monk", "Monk", 2, 3, 5, 4, 0, "village", "good")]  # fmt: skip
    characters = {
        f"character/{slug}": CharacterFacts(id=f"character/{slug}", name=name, strength=s, craft=c, fate=f,
                                            lives=lv, gold=g, start=f"space/outer/{start}", alignment=al)
        for slug, name, s, c, f, lv, g, start, al in rows
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
