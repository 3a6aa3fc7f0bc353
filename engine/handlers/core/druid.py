"""The Druid's choices of timing (content/data/characters.yaml; his other code, the alignment
window before a card and the Woods draw with the space's instructions, is in
``engine.handlers.core.abilities_travel``).

- Woods Spells: meeting a Woods, he picks whether his Spells are drawn before the cards there
  are met or afterwards, with the space's instructions (digital rulebook FAQ, Druid Q2, and
  "Simultaneous Effects": his Spells and a Hex on the Woods, in the order he likes).
- Alignment: he may switch just before taking an Object or Follower that his present alignment
  bars (the Holy Grail needs good), as his card lets him switch whenever he likes (once a turn):
  at the space's take step and when a card hands it to him (hook ``received_barred``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine import character, hooks, points
from engine.chance import push_draw
from engine.encounters import has_ability, take_actions
from engine.frames import Frame, Rule, rule
from engine.handlers.core.abilities import WOODS
from engine.state import ALIGNMENTS, base_id
from engine.values import Action, Decision, act

if TYPE_CHECKING:
    from engine.rules_api import Game

EARLY = "woods_spells"  # on the encounter frame: "asked", then "drawn" if taken first


def spell_room(g: Game, p: int) -> int:
    """How many Spells the Druid would draw on a Woods now (none if not the Druid)."""
    if not has_ability(g, p, "woods-spells"):
        return 0
    return max(0, character.spell_limit(g, g.state.players[p]) - len(g.state.players[p].spells))


def drawn_early(g: Game, space: str) -> bool:
    """Whether the Spells of this Woods encounter were already drawn before its cards."""
    enc = next((x for x in reversed(g.state.stack) if x["kind"] == "encounter"), None)
    return enc is not None and enc["space"] == space and enc.get(EARLY) == "drawn"


@hooks.on(points.BEFORE_CARDS, abilities=("woods-spells",))
def _woods_first(g: Game, f: Frame) -> bool:
    if f["space"] not in WOODS or f.get(EARLY) or f.get("only_new") or not spell_room(g, f["p"]):
        return False
    g.set(f, EARLY, "asked")
    g.push({"kind": "woods_spells", "p": f["p"], "space": f["space"]})
    return True


@hooks.on(points.MET_CHARACTER)
def _woods_spells_meeting_a_character(g: Game, p: int, space: str) -> None:
    """His Spells come each time he lands on a Woods (his card), also when he meets a character
    there rather than the space: drawn as that encounter begins, before it is resolved."""
    room = spell_room(g, p) if space in WOODS else 0
    if room:
        g.emit("ability", p, "woods-spells")
        push_draw(g, "spell", room, to="player", p=p)


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
        return [act("use", "woods-spells"), act("pass")]

    @staticmethod
    def apply(g: Game, f: Frame, a: Action) -> None:
        g.pop()
        if a.verb == "use":
            g.set(g.top, EARLY, "drawn")
            g.emit("ability", f["p"], "woods-spells")
            push_draw(g, "spell", spell_room(g, f["p"]), to="player", p=f["p"])


@hooks.on(points.TAKE_OPTIONS, abilities=("change-alignment",))
def _switch_to_take(g: Game, f: Frame) -> list[Action]:
    """Alignments that would let the Druid take something here his present one bars."""
    p = f["p"]
    ch = g.state.players[p]
    if not has_ability(g, p, "change-alignment") or ch.alignment_changed:
        return []
    now = set(take_actions(g, f))
    return [
        act("use", "change-alignment", a)
        for a in ALIGNMENTS
        if a != ch.alignment and _card_for(g, p, a) and set(take_actions(g, f, a)) - now
    ]


def _card_for(g: Game, p: int, alignment: str) -> bool:
    """Whether an alignment card is at hand for the switch (``character.set_alignment``)."""
    ch = g.state.players[p]
    back = alignment == character.printed(g, ch).alignment
    return back or ch.alignment_card or g.state.stock["alignment"] > 0


@hooks.on(points.TAKE_USE)
def _switch(g: Game, f: Frame, a: Action) -> bool:
    if a.args[0] != "change-alignment":
        return False
    character.set_alignment(g, f["p"], str(a.args[1]))
    return True


@hooks.on(points.RECEIVED_BARRED, abilities=("change-alignment",))
def _switch_to_keep(g: Game, p: int, card: str) -> bool:
    """A card hands him an Object or Follower his alignment bars: he may switch first."""
    if not has_ability(g, p, "change-alignment") or g.state.players[p].alignment_changed:
        return False
    if not _keep_options(g, p, card):
        return False
    g.push({"kind": "druid_keep", "p": p, "card": card})
    return True


def _keep_options(g: Game, p: int, card: str) -> list[Action]:
    ch = g.state.players[p]
    wanted = getattr(g.cat[base_id(card)], "alignment", ()) or ()
    return [
        act("use", "change-alignment", a)
        for a in ALIGNMENTS
        if a != ch.alignment and a in wanted and _card_for(g, p, a)
    ]


@rule("druid_keep")
class DruidKeep(Rule):
    """Switch alignment to keep the card just handed over, or pass: it is left on his space."""

    @staticmethod
    def decision(g: Game, f: Frame) -> Decision | None:
        return Decision(f["p"], "alignment", f"change alignment to keep {f['card']}, or pass (it stays here)")

    @staticmethod
    def legal(g: Game, f: Frame) -> list[Action]:
        return [act("pass"), *_keep_options(g, f["p"], f["card"])]

    @staticmethod
    def apply(g: Game, f: Frame, a: Action) -> None:
        g.pop()
        p, card = f["p"], f["card"]
        if a.verb == "use":
            character.set_alignment(g, p, str(a.args[1]))
        if card in (*g.state.players[p].objects, *g.state.players[p].followers) and not character.allowed(
            g, g.state.players[p], card
        ):
            character.release(g, p, card)
            character.place_on(g, g.state.players[p].position, card)
            g.emit("dropped", p, card)
