"""The component table of docs/rules-coverage.md: for every component of The Reaper and Blood
Moon, what it follows and the engine tests that name it (issue 27).

``python -m tests.engine.rules_coverage`` prints the table; ``test_rules_coverage_doc.py``
checks that the document lists every component and that each test it names exists."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import content

HERE = Path(__file__).parent
BOXES = ("reaper", "blood-moon")
MAX_TESTS = 3

# What a component follows besides its own card: rulebook sections and FAQ answers (digital
# rulebook, "FAQ & Errata", The Reaper Expansion), in our own words; "our reading" where the
# card is silent and no source settles it.
NOTES = {
    "character/dark-cultist": "core rules, Claim Reward (one reward a battle, then the turn ends); "
    "FAQ Dark Cultist Q1 (no gift when the life is saved), Q2 (one gift a fight); the gift "
    "chart is read off the table's card",
    "character/knight": "FAQ Knight (his foe's alignment as he lands decides; a declared attack stands)",
    "character/sage": "FAQ Sage (the Spell drawn as his turn begins may be cast that turn)",
    "character/merchant": "FAQ Concealed Pouch Q3 (no trade for the Pouch nor what it holds)",
    "figure/grim-reaper": "rulebook, Grim Reaper: a natural 1 moves him; river crossings for one "
    "point; never through the Portal; visits one character; FAQ Grim Reaper Q1-Q5",
    "figure/werewolf": "rulebook, Prowling Werewolf: starts on the Forest; a natural 1 moves it; "
    "at Night it stops at a character; chart result 1 printed, 2-6 read off the table's card",
    "card/time": "rulebook, Time Card: starts on Day; turned before an Event is met, once a draw; "
    "creatures 1 less by Day (at least 1), 1 more at Night",
    "card/lycanthrope": "rulebook, Becoming a Lycanthrope: one card at most; its text only at "
    "Night; a Toad loses it; a Toad made a lycanthrope turns back first",
    "adventure/academy": "FAQ Academy (6 gold and two turns: 1 Strength and 1 Craft)",
    "adventure/cerberus": "FAQ Cerberus Q1-Q3; core rules, Draw Cards Spaces (he counts toward "
    "the space's number though he leaves it)",
    "adventure/concealed-pouch": "FAQ Concealed Pouch Q1-Q3; our reading: the holder names the "
    "Object inside as his turn begins or as he gains one",
    "adventure/earthquake": "FAQ Earthquake (every card face up as it is drawn, the drawer's "
    "space included; those drawn with it spared)",
    "adventure/ekor": "FAQ Ekor (flees even beside another Enemy)",
    "adventure/fiend-slayer": "FAQ Fiend Slayer Q1-Q3",
    "adventure/genie": "FAQ Genie Q1-Q6; our reading: he casts whenever his holder could",
    "adventure/goblin-trapsmith": "FAQ Goblin Trapsmith Q1, Q3",
    "adventure/haunt": "FAQ Haunt (with the Jester, 2 off)",
    "adventure/idol": "FAQ Idol (the card gone, the slave is free)",
    "adventure/leper": "FAQ Leper (may move more than once a turn)",
    "adventure/prophesy": "FAQ Prophesy (one card more even with one lying there)",
    "adventure/staff-of-mastery": "FAQ Staff of Mastery",
    "adventure/warhorse": "FAQ Warhorse (kept when Armour saves the life)",
    "adventure/the-gathering": "FAQ, Encounter Sequence (the Spirits that come are met in turn)",
    "adventure/familiar": "our reading: each Spell of a draw may be swapped once, after the draw",
    "adventure/carnival": "rulebook, Losing a Turn (the Tavern's 1 ends the turn at once: the "
    "Carnival then stays)",
    "adventure/orb-of-destiny": "our reading: a pair of dice still counts as the reroll",
    "adventure/mummy-king": "any one Object of the pile (no longer only the topmost)",
    "spell/enchant-blade": "FAQ Enchant Blade (a magic Weapon too)",
    "spell/fireball": "FAQ Fireball (a trophy)",
    "spell/misdirection": "FAQ Misdirection (Inner Region: one forward or one back)",
    "spell/reflection": "FAQ Reflection (against Immobility); our reading: cast by anyone but "
    "the caster, on a Spell aimed at another character",
    "spell/transference": "FAQ Transference Q1-Q2",
    "spell/alteration": "our reading: offered once a space's cards all lie there",
    "spell/barrier": "FAQ, Crossing Regions; our reading: bars every move onto the space",
    "ending/lightbearers": "rulebook, Physical Setup step 4 (a Revealed card: dealt only when "
    "the ending is Revealed)",
    "ending/horrible-black-void": "rulebook, Physical Setup step 4 (a Hidden card, turned over on the Crown)",
    "ending/blood-moon-third-ending": "rulebook, Physical Setup step 4; its rule is the table's "
    "printed card (resolved by hand)",
}

KIND_NOTES = {
    ("blood-moon", "enemy"): "rulebook, Time Card (1 less by Day, 1 more at Night)",
    ("blood-moon", "event"): "rulebook, Time Card (an Event turns it)",
    ("blood-moon", "lunar"): "rulebook, Lunar Events (sets the side; stays until the card turns)",
    ("reaper", "warlock-quest"): "Warlock Quest cards option: chosen at the Cave, once a game",
}

EXTRA_TESTS = {  # the tests most about a component (some play it without naming its id)
    "figure/grim-reaper": [
        "test_figures_reaper.py::test_natural_one_moves_the_reaper_after_the_turn",
        "test_figures_reaper.py::test_reaper_crossings",
        "test_figures_reaper.py::test_mover_chooses_whom_the_reaper_visits",
    ],
    "figure/werewolf": [
        "test_figures_werewolf.py::test_at_night_it_stops_on_the_first_character",
        "test_figures_werewolf.py::test_never_through_the_portal",
        "test_figures_werewolf.py::test_an_unconfirmed_result_asks_what_the_printed_card_says",
    ],
    "card/time": [
        "test_blood_moon_time.py::test_the_game_starts_by_day",
        "test_blood_moon_time.py::test_events_drawn_flip_the_card_once_before_any_encounter",
        "test_blood_moon_time.py::test_creatures_by_day_and_by_night",
    ],
    "character/dark-cultist": [
        "test_reaper_characters.py::test_the_dark_cultist_takes_one_reward_and_one_gift_from_a_beaten_character",
        "test_reaper_battle.py::test_dark_cultist_gift_chart_is_read_off_the_card_once",
        "test_reaper_characters.py::test_the_dark_cultist_beaten_armour_saves_no_second_reward",
    ],
    "card/lycanthrope": [
        "test_figures_werewolf.py::test_at_night_a_lycanthrope_fights_harder_and_bites",
        "test_figures_werewolf.py::test_a_toad_loses_the_lycanthrope_card",
        "test_figures_werewolf.py::test_a_second_curse_is_ignored",
    ],
}


def tests_by_name() -> dict[str, str]:
    """Each engine test (``file::name``) with its source, its decorators and the module-level
    constants it reads."""
    out = {}
    for path in sorted(HERE.glob("test_*.py")):
        src = path.read_text(encoding="utf-8")
        tree = ast.parse(src)
        consts: dict[str, str] = {}
        for node in tree.body:
            if isinstance(node, (ast.Assign, ast.AnnAssign)):
                seg = ast.get_source_segment(src, node) or ""
                targets = node.targets if isinstance(node, ast.Assign) else [node.target]
                for target in targets:
                    for n in ast.walk(target):
                        if isinstance(n, ast.Name):
                            consts[n.id] = seg
        for node in tree.body:
            if isinstance(node, ast.FunctionDef) and node.name.startswith("test_"):
                seg = ast.get_source_segment(src, node) or ""
                seg += "".join(ast.get_source_segment(src, d) or "" for d in node.decorator_list)
                names = {n.id for n in ast.walk(node) if isinstance(n, ast.Name)}
                seg += "".join(consts[n] for n in sorted(names) if n in consts)
                out[f"{path.name}::{node.name}"] = seg
    return out


def _kind(c: content.Component) -> str:
    if any("lunar" in step for step in getattr(c, "effect", ()) if isinstance(step, dict)):
        return "lunar"
    return str(getattr(c, "type", "") or c.kind)


def _ranked(c: content.Component, found: list[str]) -> list[str]:
    """The tests most about ``c`` first: those whose name holds its name's words."""
    words = set(re.findall(r"[a-z]+", c.name.lower())) - {"the", "of", "a"}

    def key(test: str) -> tuple[int, int, str]:
        name = test.split("::")[1]
        return (-sum(w in name for w in words), len(test), test)

    return sorted(found, key=key)


def rows(catalogue: content.Catalogue) -> list[tuple[str, str, str, list[str]]]:
    """(box, component id, what it follows, tests) for every component of both boxes."""
    tests = tests_by_name()
    out = []
    for c in catalogue:
        if c.expansion not in BOXES or c.kind == "box":  # (a box's own declaration is no rule)
            continue
        slug = re.escape(c.id.split("/", 1)[1])
        pattern = re.compile(re.escape(c.id) + r"(?![\w-])|\"" + slug + '"')
        extra = EXTRA_TESTS.get(c.id, [])
        named = [t for t, src in tests.items() if pattern.search(src) and t not in extra]
        found = extra + _ranked(c, named)
        follows = ["its card" if c.kind in ("figure", "character", "card") else "card text"]
        note = KIND_NOTES.get((c.expansion, _kind(c)))
        follows += [note] if note else []
        follows += [NOTES[c.id]] if c.id in NOTES else []
        out.append((c.expansion, c.id, "; ".join(follows), found[:MAX_TESTS]))
    return out


def table(catalogue: content.Catalogue) -> str:
    lines = ["| Box | Component | Follows | Tests |", "|---|---|---|---|"]
    for box, cid, follows, tests in rows(catalogue):
        cited = ", ".join(f"`{t}`" for t in tests) or "none"
        lines.append(f"| {box} | `{cid}` | {follows} | {cited} |")
    return "\n".join(lines)


if __name__ == "__main__":
    print(table(content.load()))
