"""The Blood Moon's Strangers, Places and Events that the steps cannot say
(content/data/blood-moon/adventure/). Each handler is the card's own rule as the data's text
states it; cards moving "clockwise" go round their Region in board order (board.yaml: the
index grows clockwise), and nothing moves so in the Inner Region.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from content.model import AdventureCard
from engine import character, hooks, points
from engine.cards import handles
from engine.chance import push_roll
from engine.frames import Frame, Rule, rule
from engine.handlers.blood_moon.moon import DAY
from engine.handlers.core.space_tools import ring
from engine.state import base_id
from engine.steps import push_steps
from engine.values import CHANCE, Action, Decision, act

if TYPE_CHECKING:
    from engine.rules_api import Game

VILLAGE = "space/outer/village"


def card_space(g: Game, card: str) -> str | None:
    return next((s for s, lying in g.state.board.items() if card in lying), None)


def clockwise(g: Game, space: str, steps: int) -> str:
    """The space ``steps`` on clockwise round the Region's ring (the same space in the Inner)."""
    here = g.space(space)
    if here.region == "inner":
        return space
    spaces = ring(g, here.region)
    return spaces[(spaces.index(space) + steps) % len(spaces)]


def adventure_cards(g: Game, space: str) -> list[str]:
    return [c for c in g.state.board.get(space, ()) if isinstance(g.cat[base_id(c)], AdventureCard)]


def discard_from(g: Game, space: str, card: str) -> None:
    character.remove_from_space(g, space, card)
    character.return_card(g, card)


def discard_region(g: Game, space: str, spared: str) -> None:
    """Every Adventure Card lying in ``space``'s Region goes to the discard pile, but ``spared``
    (the Balefire Dragon's breath, the Fire Salamander)."""
    region = g.space(space).region
    for other_space in list(g.state.board):
        if g.space(other_space).region == region:
            for card in adventure_cards(g, other_space):
                if card != spared:
                    discard_from(g, other_space, card)


def _is(g: Game, card: str, kind: str, subtype: str | None = None) -> bool:
    comp = g.cat[base_id(card)]
    kind_ok = isinstance(comp, AdventureCard) and comp.type == kind
    return kind_ok and (subtype is None or getattr(comp, "subtype", None) == subtype)


# --- cards that move themselves -------------------------------------------------------------


@rule("move_card")
class MoveCard(Rule):
    """A card rolls a die and goes that many spaces clockwise (Gypsy Caravan, Night Carriage)."""

    @staticmethod
    def advance(g: Game, f: Frame) -> None:
        if "got" not in f:
            push_roll(g, f["p"], 1, "got", fate=False, why=f"moving the {g.cat[base_id(f['card'])].name}")
            return
        g.pop()
        here = card_space(g, f["card"])
        if here is not None:
            there = clockwise(g, here, f["got"][0])
            character.remove_from_space(g, here, f["card"])
            character.place_on(g, there, f["card"])
            g.emit("card_moved", f["card"], there)
            for step in range(1, f["got"][0] + 1):  # what it passes over (the Fire Giant's stomp)
                hooks.run(points.CARD_MOVED_OVER, g, f["card"], clockwise(g, here, step))


@handles("adventure/gypsy-caravan")
def _caravan(g: Game, p: int, source: str) -> None:
    g.push({"kind": "move_card", "p": p, "card": source})


@handles("adventure/night-carriage")
def _carriage(g: Game, p: int, source: str) -> None:
    """By Day it rolls on clockwise; at Night it carries the character elsewhere in the Region
    (met there) and is discarded."""
    if g.state.time == DAY:
        g.push({"kind": "move_card", "p": p, "card": source})
        return
    here = card_space(g, source)
    if here is not None:
        discard_from(g, here, source)
    standing = g.space(g.state.players[p].position)
    if standing.region != "inner":
        others = [s for s in ring(g, standing.region) if s != standing.id]
        push_steps(g, p, [{"teleport": {"to": others}}], source)


# --- Strangers -------------------------------------------------------------------------------


@handles("adventure/dawn-bringer")
def _dawn(g: Game, p: int, source: str) -> None:
    """The others in the drawer's Region gain 1 fate each (taking it is to their profit)."""
    region = g.space(g.state.players[p].position).region
    for ch in g.state.players:
        if ch.player != p and ch.alive and g.space(ch.position).region == region:
            character.gain(g, ch.player, "fate", 1)


@handles("adventure/peasant-mob")
def _mob(g: Game, p: int, source: str) -> None:
    """A lycanthrope is killed; anyone else may send the Mob to a space with Adventure Cards,
    where every other Adventure Card is thrown out."""
    if g.state.players[p].lycanthrope:
        g.emit("lynched", p)
        character.lose_life(g, p, g.state.players[p].lives, source)
        return
    g.push({"kind": "send_mob", "p": p, "card": source})


@rule("send_mob")
class SendMob(Rule):
    @staticmethod
    def decision(g: Game, f: Frame) -> Decision | None:
        return Decision(f["p"], "teleport", "send the Peasant Mob to a space with Adventure Cards, or pass")

    @staticmethod
    def legal(g: Game, f: Frame) -> list[Action]:
        here = card_space(g, f["card"])
        spaces = [s for s in g.state.board if s != here and adventure_cards(g, s)]
        return [act("pass"), *(act("move", s) for s in sorted(spaces))]

    @staticmethod
    def apply(g: Game, f: Frame, a: Action) -> None:
        g.pop()
        here = card_space(g, f["card"])
        if a.verb == "pass" or here is None:
            return
        there = str(a.args[0])
        for card in adventure_cards(g, there):
            discard_from(g, there, card)
        character.remove_from_space(g, here, f["card"])
        character.place_on(g, there, f["card"])
        g.emit("card_moved", f["card"], there)


@handles("adventure/cairn-caretaker")
def _caretaker(g: Game, p: int, source: str) -> None:
    if g.state.players[p].trophies:
        g.push({"kind": "trophy_trade", "p": p, "card": source, "once": False})


@handles("adventure/ghostwood-ent")
def _ent(g: Game, p: int, source: str) -> None:
    if g.state.players[p].trophies:
        g.push({"kind": "trophy_trade", "p": p, "card": source, "once": True})


@rule("trophy_trade")
class TrophyTrade(Rule):
    """Cairn Caretaker: each trophy given buys 1 Strength or 1 Craft, as often as wished.
    Ghostwood Ent: one trophy buys a full hand of Spells, and the Ent leaves."""

    @staticmethod
    def decision(g: Game, f: Frame) -> Decision | None:
        if not g.state.players[f["p"]].trophies:
            return None
        return Decision(f["p"], "trade", "give a trophy for what the card offers, or done")

    @staticmethod
    def legal(g: Game, f: Frame) -> list[Action]:
        held = g.state.players[f["p"]].trophies
        if f["once"]:
            return [act("done"), *(act("use", t) for t in held)]
        return [act("done"), *(act("use", t, s) for t in held for s in ("strength", "craft"))]

    @staticmethod
    def apply(g: Game, f: Frame, a: Action) -> None:
        p = f["p"]
        if a.verb == "done":
            g.pop()
            return
        character.discard(g, p, str(a.args[0]))
        if not f["once"]:
            character.gain(g, p, str(a.args[1]), 1)
            return
        g.pop()
        here = card_space(g, f["card"])
        if here is not None:
            discard_from(g, here, f["card"])
        ch = g.state.players[p]
        room = character.spell_limit(g, ch) - len(ch.spells)
        if room > 0:
            push_steps(g, p, [{"gain": {"spells": room}}], f["card"])

    @staticmethod
    def advance(g: Game, f: Frame) -> None:
        g.pop()


# --- Places ----------------------------------------------------------------------------------


@handles("adventure/raging-volcano")
def _volcano(g: Game, p: int, source: str) -> None:
    g.push({"kind": "volcano", "p": p, "card": source})


@rule("volcano")
class Volcano(Rule):
    @staticmethod
    def advance(g: Game, f: Frame) -> None:
        if "got" not in f:
            push_roll(g, f["p"], 1, "got", fate=True, why="the Raging Volcano")
            return
        g.pop()
        roll, here = f["got"][0], card_space(g, f["card"])
        if roll <= 2:
            character.lose_life(g, f["p"], 1, f["card"])
            return
        region = g.space(here or g.state.players[f["p"]].position).region
        for space in list(g.state.board):
            if roll >= 5 or g.space(space).region == region:
                for card in adventure_cards(g, space):
                    if roll >= 5 or card != f["card"]:
                        discard_from(g, space, card)


GOLD = "trove-gold/{}"


@handles("adventure/treasure-trove")
def _trove(g: Game, p: int, source: str) -> None:
    g.push({"kind": "trove", "p": p, "card": source})


@rule("trove")
class Trove(Rule):
    """Two dice of gold are piled on the card when it is first met (the card says: when
    drawn); each visit takes up to 2 (the most a character would take); empty, it goes."""

    @staticmethod
    def advance(g: Game, f: Frame) -> None:
        key = GOLD.format(f["card"])
        if key not in g.state.markers and "got" not in f:
            push_roll(g, f["p"], 2, "got", fate=False, why="gold on the Treasure Trove")
            return
        g.pop()
        if key not in g.state.markers:
            g.set(g.state.markers, key, sum(f["got"]))
        pile = g.state.markers[key]
        taken = character.gain(g, f["p"], "gold", min(2, pile))
        if pile - taken <= 0:
            g.journal.delete(g.state.markers, key)
            here = card_space(g, f["card"])
            if here is not None:
                discard_from(g, here, f["card"])
        else:
            g.set(g.state.markers, key, pile - taken)


@handles("adventure/wall-of-fire")
def _wall(g: Game, p: int, source: str) -> None:
    """With a Talisman: 1 Strength and 1 Craft, and the Wall falls; without: 1 life."""
    from engine.movement import has_talisman

    if has_talisman(g.state.players[p]):
        character.gain(g, p, "strength", 1)
        character.gain(g, p, "craft", 1)
        here = card_space(g, source)
        if here is not None:
            discard_from(g, here, source)
    else:
        character.lose_life(g, p, 1, source)


# --- Events ----------------------------------------------------------------------------------


@handles("adventure/boneyard")
def _boneyard(g: Game, p: int, source: str) -> None:
    pile = g.state.discards.get("adventure", ())
    if pile and _is(g, pile[-1], "enemy"):
        g.set(g.state.discards, "adventure", pile[:-1])
        character.place_on(g, g.state.players[p].position, pile[-1])
        g.emit("card_moved", pile[-1], g.state.players[p].position)


@handles("adventure/haunted-hamlet")
def _hamlet(g: Game, p: int, source: str) -> None:
    if g.state.time == DAY:
        push_steps(g, p, list(g.space(VILLAGE).effect), VILLAGE)
        return
    spirits = [(s, c) for s, lying in g.state.board.items() for c in lying if _is(g, c, "enemy", "spirit")]
    here = g.state.players[p].position
    spirits = [(s, c) for s, c in spirits if s != here]
    if spirits:
        g.push({"kind": "call_spirit", "p": p, "options": [c for _, c in spirits]})


@rule("call_spirit")
class CallSpirit(Rule):
    @staticmethod
    def decision(g: Game, f: Frame) -> Decision | None:
        if not CallSpirit.legal(g, f):
            return None
        return Decision(f["p"], "choose", "bring one Spirit from any Region to the Haunted Hamlet")

    @staticmethod
    def legal(g: Game, f: Frame) -> list[Action]:
        return [act("take", c) for c in f["options"] if card_space(g, c)]

    @staticmethod
    def apply(g: Game, f: Frame, a: Action) -> None:
        g.pop()
        card, there = str(a.args[0]), card_space(g, str(a.args[0]))
        if there is not None:
            character.remove_from_space(g, there, card)
            character.place_on(g, g.state.players[f["p"]].position, card)
            g.emit("card_moved", card, g.state.players[f["p"]].position)

    @staticmethod
    def advance(g: Game, f: Frame) -> None:
        g.pop()


@handles("adventure/growing-suspicions")
def _suspicions(g: Game, p: int, source: str) -> None:
    for ch in reversed(g.state.players):  # the drawer first, then clockwise
        if ch.alive:
            g.push({"kind": "suspicion", "p": ch.player, "card": source})


@rule("suspicion")
class Suspicion(Rule):
    """Roll, less 1 per lycanthrope in the game (at least 1): 1, 2 lives; 2-3, 1 life; 4-5,
    a missed turn; 6, nothing."""

    @staticmethod
    def advance(g: Game, f: Frame) -> None:
        if "got" not in f:
            push_roll(g, f["p"], 1, "got", fate=True, why="Growing Suspicions")
            return
        g.pop()
        wolves = sum(1 for c in g.state.players if c.alive and c.lycanthrope)
        total = max(1, f["got"][0] - wolves)
        p, ch = f["p"], g.state.players[f["p"]]
        if total == 1:
            character.lose_life(g, p, 2, f["card"])
        elif total <= 3:
            character.lose_life(g, p, 1, f["card"])
        elif total <= 5 and ch.alive:
            if p == g.state.stack[0]["p"]:
                push_steps(g, p, [{"miss_turns": 1}], f["card"])
            else:
                g.set(ch, "missed_turns", ch.missed_turns + 1)


RESTLESS = "aside/restless-dead"  # the trophies being laid out (set aside meanwhile)


@handles("adventure/restless-dead")
def _restless(g: Game, p: int, source: str) -> None:
    dead = [t for ch in g.state.players for t in ch.trophies]
    for ch in g.state.players:
        for t in ch.trophies:
            character.release(g, ch.player, t)
    if dead:
        g.set(g.state.markers, RESTLESS, dead)
        g.push({"kind": "restless", "p": p, "at": g.state.players[p].position})


@rule("restless")
class Restless(Rule):
    """The trophies, shuffled (chance picks each next card), laid one per space clockwise from
    the drawer's space."""

    @staticmethod
    def decision(g: Game, f: Frame) -> Decision | None:
        return (
            Decision(CHANCE, "random", "the next shuffled trophy") if g.state.markers.get(RESTLESS) else None
        )

    @staticmethod
    def legal(g: Game, f: Frame) -> list[Action]:
        return [act("draw", c) for c in g.state.markers.get(RESTLESS, ())]

    @staticmethod
    def apply(g: Game, f: Frame, a: Action) -> None:
        card = str(a.args[0])
        left = [c for c in g.state.markers[RESTLESS] if c != card]
        if left:
            g.set(g.state.markers, RESTLESS, left)
        else:
            g.journal.delete(g.state.markers, RESTLESS)
        character.place_on(g, f["at"], card)
        g.set(f, "at", clockwise(g, f["at"], 1))

    @staticmethod
    def advance(g: Game, f: Frame) -> None:
        g.pop()


# --- Mischievous Devil, Lost Soul ---------------------------------------------------------------


@handles("adventure/mischievous-devil")
def _devil(g: Game, p: int, source: str) -> None:
    g.push({"kind": "devil", "p": p, "card": source})


def _others_objects(g: Game, p: int) -> list[str]:
    me = g.state.players[p]
    return [
        o
        for c in g.state.players
        if c.player != p and c.alive
        for o in c.objects
        if character.allowed(g, me, o)
    ]


@rule("devil")
class Devil(Rule):
    """Roll: 1-2, give one of your Objects to a character you pick; 3-4, one of your Objects,
    picked at random, is ditched; 5-6, take any character's Object, and the Devil goes."""

    @staticmethod
    def decision(g: Game, f: Frame) -> Decision | None:
        if "got" not in f or not Devil.legal(g, f):
            return None
        roll = f["got"][0]
        if roll <= 2:
            return Decision(f["p"], "give", "give one of your Objects to another character")
        if roll <= 4:
            return Decision(CHANCE, "random", "one of your Objects picked at random")
        return Decision(f["p"], "take", "take an Object from any character")

    @staticmethod
    def legal(g: Game, f: Frame) -> list[Action]:
        p, roll = f["p"], f["got"][0]
        mine = g.state.players[p].objects
        if roll <= 2:
            others = [c.character for c in g.state.players if c.player != p and c.alive]
            return [act("use", o, who) for o in mine for who in others]
        if roll <= 4:
            return [act("ditch", o) for o in mine]
        return [act("take", o) for o in _others_objects(g, p)]

    @staticmethod
    def apply(g: Game, f: Frame, a: Action) -> None:
        g.pop()
        p, card = f["p"], str(a.args[0])
        if a.verb == "use":
            q = next(c.player for c in g.state.players if c.character == a.args[1])
            character.release(g, p, card)
            character.receive(g, q, card)
        elif a.verb == "ditch":
            character.ditch(g, p, card)
        else:
            owner = next(c.player for c in g.state.players if card in c.objects)
            character.release(g, owner, card)
            character.receive(g, p, card)
            here = card_space(g, f["card"])
            if here is not None:
                discard_from(g, here, f["card"])

    @staticmethod
    def advance(g: Game, f: Frame) -> None:
        if "got" not in f:
            push_roll(g, f["p"], 1, "got", fate=True, why="the Mischievous Devil")
            return
        g.pop()  # nothing to give, ditch or take


LOST_SOUL = "adventure/lost-soul"


@hooks.on(points.SPACE_MET, held=(LOST_SOUL,))
def _lost_soul(g: Game, p: int, space: str) -> None:
    """After a visit to the Chapel or the Graveyard the Lost Soul may be let go for a gift
    (the frame lies under the space's own steps, so it comes after them)."""
    soul = next((c for c in g.state.players[p].followers if base_id(c) == LOST_SOUL), None)
    if soul and space in ("space/outer/chapel", "space/outer/graveyard"):
        gifts = [
            {
                "label": f"Let the Lost Soul go: gain 1 {what}",
                "do": [{"handler": f"{LOST_SOUL}/release"}, step],
            }
            for what, step in (
                ("Strength", {"gain": {"strength": 1}}),
                ("Craft", {"gain": {"craft": 1}}),
                ("life", {"gain": {"lives": 1}}),
                ("fate", {"gain": {"fate": 1}}),
                ("Spell", {"gain": {"spells": 1}}),
            )
        ]
        g.push(
            {
                "kind": "choose",
                "p": p,
                "options": [*gifts, {"label": "Keep the Lost Soul", "do": []}],
                "source": LOST_SOUL,
            }
        )


@handles(f"{LOST_SOUL}/release")
def _release_soul(g: Game, p: int, source: str) -> None:
    soul = next((c for c in g.state.players[p].followers if base_id(c) == LOST_SOUL), None)
    if soul:
        character.discard(g, p, soul)


handles(LOST_SOUL)(lambda g, p, source: None)  # a Follower: the space_met hook above is its rule


# --- Fallen Adventurer, Deranged Alchemist ---------------------------------------------------------


@handles("adventure/fallen-adventurer")
def _fallen_by_day(g: Game, p: int, source: str) -> None:
    """By Day: one Object of the Purchase deck, any kind left there, for nothing."""
    kinds = sorted(
        {
            base_id(c)
            for c in g.state.decks.get("purchase", ())
            if getattr(g.cat[base_id(c)], "type", "") in ("object", "magic-object")
        }
    )
    options = [{"label": f"Take the {g.cat[k].name}", "do": [{"take": k}]} for k in kinds]
    if len(kinds) == 1:
        push_steps(g, p, [{"take": kinds[0]}], source)
    elif options:
        g.push({"kind": "choose", "p": p, "options": options, "source": source})


@handles("adventure/deranged-alchemist")
def _transmute(g: Game, p: int, source: str) -> None:
    g.push({"kind": "transmute", "p": p})


@rule("transmute")
class Transmute(Rule):
    """Result 6: Strength counters turned into Craft counters or back, one at a time, then done
    (printed values stay: only the points gained can change)."""

    @staticmethod
    def decision(g: Game, f: Frame) -> Decision | None:
        return Decision(f["p"], "trade", "turn Strength points into Craft or back, one at a time, then done")

    @staticmethod
    def legal(g: Game, f: Frame) -> list[Action]:
        ch = g.state.players[f["p"]]
        out = [act("done")]
        if ch.strength:
            out.append(act("use", "craft"))  # a Strength point becomes Craft
        if ch.craft:
            out.append(act("use", "strength"))
        return out

    @staticmethod
    def apply(g: Game, f: Frame, a: Action) -> None:
        if a.verb == "done":
            g.pop()
            return
        to = str(a.args[0])
        source = "strength" if to == "craft" else "craft"
        if character.lose(g, f["p"], source, 1):
            character.gain(g, f["p"], to, 1)
