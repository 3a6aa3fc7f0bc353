"""The Druid's choices of timing (content/data/characters.yaml; his other code, the alignment
window before a card and the Woods draw with the space's instructions, is in
``engine.handlers.abilities_travel``).

- Woods Spells: meeting a Woods, he picks whether his Spells are drawn before the cards there
  are met or afterwards, with the space's instructions (digital rulebook FAQ, Druid Q2, and
  "Simultaneous Effects": his Spells and a Hex on the Woods, in the order he likes).
- Alignment: he may switch just before taking an Object or Follower that his present alignment
  bars (the Holy Grail needs good), as his card lets him switch whenever he likes (once a turn).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine import character, hooks
from engine.chance import push_draw
from engine.encounters import has_ability, take_actions
from engine.frames import Frame, Rule, rule
from engine.handlers.abilities import WOODS
from engine.handlers.abilities_travel import ALIGNMENTS
from engine.values import Action, Decision

if TYPE_CHECKING:
    from engine.game import Game

EARLY = "woods_spells"  # on the encounter frame: "asked", then "drawn" if taken first


def spell_room(g: Game, p: int) -> int:
    """How many Spells the Druid would draw on a Woods now (none if not the Druid)."""
    if not has_ability(g, p, "woods-spells"):
        return 0
    return max(0, character.spell_limit(g, g.player(p)) - len(g.player(p).spells))


def drawn_early(g: Game, space: str) -> bool:
    """Whether the Spells of this Woods encounter were already drawn before its cards."""
    enc = next((x for x in reversed(g.state.stack) if x["kind"] == "encounter"), None)
    return enc is not None and enc["space"] == space and enc.get(EARLY) == "drawn"


@hooks.on("before_cards")
def _woods_first(g: Game, f: Frame) -> bool:
    if f["space"] not in WOODS or f.get(EARLY) or f.get("only_new") or not spell_room(g, f["p"]):
        return False
    g.set(f, EARLY, "asked")
    g.push({"kind": "woods_spells", "p": f["p"], "space": f["space"]})
    return True


@rule("woods_spells")
class WoodsSpells(Rule):
    """Draw the Spells now, before the cards here are met, or after them (``pass``)."""

    @staticmethod
    def decision(g: Game, f: Frame) -> Decision | None:
        return Decision(
            f["p"], "woods_spells", "draw your Woods Spells before the cards here, or pass (after)"
        )

    @staticmethod
    def legal(g: Game, f: Frame) -> list[Action]:
        return [Action("use", ("woods-spells",)), Action("pass")]

    @staticmethod
    def apply(g: Game, f: Frame, a: Action) -> None:
        g.pop()
        if a.verb == "use":
            g.set(g.top, EARLY, "drawn")
            g.emit("ability", f["p"], "woods-spells")
            push_draw(g, "spell", spell_room(g, f["p"]), to="player", p=f["p"])


@hooks.on("take_options")
def _switch_to_take(g: Game, f: Frame) -> list[Action]:
    """Alignments that would let the Druid take something here his present one bars."""
    p = f["p"]
    ch = g.player(p)
    if not has_ability(g, p, "change-alignment") or ch.alignment_changed:
        return []
    now = set(take_actions(g, f))
    return [
        Action("use", ("change-alignment", a))
        for a in ALIGNMENTS
        if a != ch.alignment and _card_for(g, p, a) and set(take_actions(g, f, a)) - now
    ]


def _card_for(g: Game, p: int, alignment: str) -> bool:
    """Whether an alignment card is at hand for the switch (``character.set_alignment``)."""
    ch = g.player(p)
    back = alignment == character.printed(g, ch).alignment
    return back or ch.alignment_card or g.state.stock["alignment"] > 0


@hooks.on("take_use")
def _switch(g: Game, f: Frame, a: Action) -> bool:
    if a.args[0] != "change-alignment":
        return False
    character.set_alignment(g, f["p"], str(a.args[1]))
    return True
