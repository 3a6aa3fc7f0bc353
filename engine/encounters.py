"""Encounters (core rulebook, "Encounters"; digital rulebook FAQ, "Encounter Sequence").

Landing, a character meets the space or one character there. Meeting the space: draw up to
the space's number, then cards placed elsewhere first, cards without a number (a Hex),
Events, Enemies by encounter number (same-number Strength Enemies fight as one), Strangers,
taking gold/Followers/Objects, Places, and finally the space's own instructions.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from content import steps as vocab
from content.model import AdventureCard, Component
from engine import cards, character, hooks, limits, points
from engine.chance import push_draw
from engine.frames import Frame, Rule, rule
from engine.state import base_id
from engine.values import Action, Decision, act

if TYPE_CHECKING:
    from engine.rules_api import Game

CROWN = "space/inner/crown-of-command"
TAKEABLE = ("object", "magic-object", "follower")


def _placed_elsewhere(g: Game, card_id: str) -> bool:
    """Whether the card's steps place it on another space (it is dealt with first)."""
    key = ("placed elsewhere", card_id)
    found = g.cache.get(key)
    if found is None:
        effect = list(g.cat[card_id].effect)
        found = g.cache[key] = any(name == "place" for name, _ in vocab.walk(effect))
    return bool(found)


TAKEN = 5  # Objects, Followers that join you, and Purchase/Talisman cards left on a space


def _meeting(g: Game, card: str) -> tuple[int, int, str, bool]:
    """(0 for a card that places itself elsewhere, else 1; encounter number; how it is met,
    ``_handling``; whether it is an Enemy fought with Strength): the order the Encounter
    Sequence meets cards in (core rules, Encounter Number Order), and how. Worked out once
    per card (and numbers read at the table for it)."""
    base = base_id(card)
    read = g.state.readings.get(base)  # a number read at the table changes the card's place
    key = ("card rank", base, tuple(sorted(read.items())) if read else None)
    found: tuple[int, int, str, bool] | None = g.cache.get(key)
    if found is None:
        elsewhere, number = _printed_rank(g, base)
        comp = g.cat[base]
        how = _handling(comp) if elsewhere else "card"  # a card placing itself elsewhere acts
        strength = isinstance(comp, AdventureCard) and bool(comp.strength)
        found = g.cache[key] = (elsewhere, number, how, strength)
    return found


def _printed_rank(g: Game, card_id: str) -> tuple[int, int]:
    comp = g.cat[card_id]
    if _placed_elsewhere(g, comp.id):
        return (0, 0)  # cards placed elsewhere are dealt with first
    if not isinstance(comp, AdventureCard):
        return (1, TAKEN if comp.kind in ("purchase", "talisman") else 0)  # a Hex: first
    return (1, comp.encounter)


def _handling(comp: Component) -> str:
    """How a card on the space is met: ``enemies`` (fought, same numbers as one), ``take``
    (picked up) or ``card`` (its own steps: Events, Strangers, Places, a Follower that acts)."""
    if not isinstance(comp, AdventureCard):
        return "take" if comp.kind in ("purchase", "talisman") else "card"
    if comp.is_enemy:
        return "enemies"
    if comp.type in TAKEABLE and not (comp.type == "follower" and comp.effect):
        return "take"
    return "card"


ONLY_SPACE = (("space",),)  # the queue of a space with no card on it


def queue(g: Game, space: str) -> tuple[tuple[Any, ...], ...]:
    """The order in which the cards on ``space`` are met, grouped as they are fought: tuples
    of texts and numbers (kept for undo, such tuples cost the garbage collector nothing)."""
    on_space = g.state.board.get(space, ())
    if not on_space:
        return ONLY_SPACE
    ranked = []
    for i, card in enumerate(on_space):
        elsewhere, number, how, strength = _meeting(g, card)
        ranked.append((elsewhere, number, i, how, strength, card))  # (in draw order at last)
    ranked.sort()
    out: list[tuple[Any, ...]] = []
    for _, number, _, how, strength, card in ranked:
        if how == "take":
            if ("take",) not in out:
                out.append(("take",))
        elif how == "enemies":
            last = out[-1] if out else None
            if strength and last and last[0] == "enemies" and last[1] == number and last[3]:
                out[-1] = ("enemies", number, (*last[2], card), True)  # same number, Strength: as one
            else:
                out.append(("enemies", number, (card,), strength))
        else:
            out.append(("card", card))
    out.append(("space",))
    return tuple(out)


def cards_arrived(g: Game, p: int, space: str, cards: list[str]) -> None:
    """``cards`` came onto the space ``p`` is meeting while the encounter goes on (The Reaper's
    Gathering): they join what is still to meet, in the Encounter Sequence's order (digital
    rulebook FAQ, "Encounter Sequence": the space's Enemies, Strangers... as they are then)."""
    frame = next((x for x in reversed(g.state.stack) if x["kind"] == "encounter"), None)
    if frame is None or frame["p"] != p or frame["space"] != space or frame.get("stage") == "draw":
        return  # not yet ordered: the queue will hold them
    left, new = set(frame.get("queue", ())), set(cards)
    todo = tuple(
        item
        for item in queue(g, space)
        if item in left
        or (item[0] == "card" and item[1] in new)
        or (item[0] == "enemies" and new & set(item[2]))
    )
    g.set(frame, "queue", todo)


def targets(g: Game, p: int, space: str) -> list[str]:
    """Characters ``p`` may encounter on ``space``."""
    if space in g.board.unmet:  # (the Inner Region: only on the Plain, the Valley, the Crown)
        return []
    here = [c for c in g.state.players if c.position == space and c.player != p and c.alive]
    if not here:  # (most landings: nobody else there)
        return []
    if not g.hooks_in_play[points.MAY_NOT_MEET]:  # (the Knight's only)
        return [c.character for c in here]
    return [c.character for c in here if not hooks.first(points.MAY_NOT_MEET, g, p, c.player)]  # the Knight


def has_ability(g: Game, p: int, key: str) -> bool:
    """Whether the character (not a Toad: Toads have no special abilities) has this ability."""
    ch = g.state.players[p]
    return not ch.toad_turns and key in character.ability_keys(g, ch)


def start(g: Game, p: int, space: str) -> None:
    g.push({"kind": "land", "p": p, "space": space})


def relocate(g: Game, p: int, space: str) -> None:
    """Moved during an encounter: the encounter ends and one begins on the new space."""
    ch = g.state.players[p]
    for f in g.state.stack:  # the cards being met are done with (an Imp is discarded)
        if f["kind"] == "card":
            cards.finish_card(g, f)
    g.set(ch, "position", space)
    g.emit("moved", p, space)
    stack = g.state.stack
    g.set(g.state, "stack", stack[:1])
    g.set(stack[0], "landed", space)
    g.set(stack[0], "stage", "land")


@rule("land")
class Land(Rule):
    @staticmethod
    def decision(g: Game, f: Frame) -> Decision | None:
        others = targets(g, f["p"], f["space"])
        if others:
            return Decision(f["p"], "encounter", "encounter the space or a character there")
        return None

    @staticmethod
    def legal(g: Game, f: Frame) -> list[Action]:
        others = [act("encounter", c) for c in targets(g, f["p"], f["space"])]
        if has_ability(g, f["p"], "psychic-attack"):
            others += [act("encounter", *a.args, "psychic") for a in others]
        if others:  # abilities used on a character instead of attacking (the Thief's theft)
            others += [x for acts in hooks.call(points.CHARACTER_OPTIONS, g, f) for x in acts]
        if f["space"] == CROWN or (others and hooks.first(points.MUST_ATTACK, g, f["p"], f["space"])):
            return others  # a lycanthrope at Night attacks the character there
        return [act("encounter", "space"), *others]

    @staticmethod
    def apply(g: Game, f: Frame, a: Action) -> None:
        target = str(a.args[0])
        if a.verb == "use":
            if not hooks.first(points.BEFORE_CHARACTER_USE, g, f, a):  # the target may evade it first
                hooks.first(points.CHARACTER_USE, g, f, a)
        elif target == "space":
            _meet_space(g, f)
            return
        else:
            defender = next(c.player for c in g.state.players if c.character == target)
            stat = "craft" if a.args[1:] == ("psychic",) else "strength"
            g.replace({"kind": "battle", "p": f["p"], "stat": stat, "opponent": defender, "stage": "defend"})
        hooks.run(points.MET_CHARACTER, g, f["p"], f["space"])  # landed, met a character (the Druid's Spells)

    @staticmethod
    def advance(g: Game, f: Frame) -> None:
        _meet_space(g, f)


def _meet_space(g: Game, f: Frame) -> None:
    ch = g.state.players[f["p"]]
    if ch.turned_back and f["space"] in g.board.stepped:
        g.pop()  # turning back: the spaces' instructions are ignored
        return
    encounter = g.replace({"kind": "encounter", "p": f["p"], "space": f["space"], "stage": "draw"})
    if f["space"] == character.CURSED_GLADE:  # its Objects stop counting toward Craft
        limits.look_again(g)
    Encounter.advance(g, encounter)  # (its first stages ask nothing: run at once)


@rule("encounter")
class Encounter(Rule):
    @staticmethod
    def decision(g: Game, f: Frame) -> Decision | None:
        if f["stage"] == "take":
            takes, extras = take_actions(g, f), take_extras(g, f)
            if takes or extras:
                g.offer(_take_legal(g, f, takes, extras))
                return Decision(f["p"], "take", "take gold, Followers and Objects from the space, then done")
        return None

    @staticmethod
    def legal(g: Game, f: Frame) -> list[Action]:
        return _take_legal(g, f, take_actions(g, f), take_extras(g, f))

    @staticmethod
    def apply(g: Game, f: Frame, a: Action) -> None:
        if a.verb == "done":
            g.set(f, "stage", "next")
            return
        if a.verb == "use":  # an ability used before taking (hook ``take_use``: the Druid)
            hooks.first(points.TAKE_USE, g, f, a)
            return
        card = str(a.args[0])
        character.remove_from_space(g, f["space"], card)
        comp = g.cat[base_id(card)]
        if comp.effect:
            character.receive(g, f["p"], card)
            g.push({"kind": "steps", "p": f["p"], "steps": list(comp.effect), "source": card})
        else:
            character.receive(g, f["p"], card)

    @staticmethod
    def advance(g: Game, f: Frame) -> None:
        p, space, stage = f["p"], f["space"], f["stage"]
        ch = g.state.players[p]
        if not ch.alive or ch.position != space:
            g.pop()
            return
        # Stages that ask nothing run on in this one call while the frame stays on top (as
        # settling would run them, one round each): draw, order, then next.
        if stage == "draw":
            need = draw_count(g, p, space) - len(g.state.board.get(space, ()))
            first, _ = cards.around_draw(g, g.spaces[space])  # steps printed before the draw (the Desert)
            if need > 0 or first:
                g.set(f, "stage", "order")  # (once they are done)
                if need > 0:
                    frame = {"kind": "space_draw", "p": p, "space": space, "drawn": 0, "time": g.state.time}
                    g.push(frame)
                    if not first:  # the draw starts at once: its first ``advance`` takes the count
                        g.memo[NEED] = (frame, need)
                if first:
                    g.push({"kind": "steps", "p": p, "steps": list(first), "source": space})
                return
            stage = "order"
        if stage == "order":
            druid = g.hooks_in_play[points.BEFORE_CARDS]  # (asked at every encounter: most games, none)
            if druid and hooks.first(points.BEFORE_CARDS, g, f):  # the Druid's Woods Spells may come first
                g.set(f, "stage", "order")  # (asked again once they are done)
                return
            todo = queue(g, space)
            if f.get("only_new"):  # cards a step just drew: meet those only
                new = set(f.get("new", ()))
                todo = tuple(
                    i
                    for i in todo
                    if (i[0] == "card" and i[1] in new)
                    or (i[0] == "enemies" and new & set(i[2]))
                    or i[0] == "take"
                )
                if not todo:  # the cards drawn were taken before they were met (a Magpie)
                    g.pop()
                    return
            g.set(f, "stage", "next")
        else:
            if stage == "take":  # nothing left to take
                g.set(f, "stage", "next")
            todo = f["queue"]
            if not todo:
                g.pop()
                return
        item, rest = todo[0], todo[1:]
        g.set(f, "queue", rest)
        on_space = g.state.board.get(space, ())
        if item[0] == "take":
            g.set(f, "stage", "take")
        elif item[0] == "space":
            cards.meet_space(g, p, space)
        elif item[0] == "card":
            if item[1] in on_space:
                cards.meet_card(g, p, item[1], space, more=len(rest) > 1)
        else:
            enemies = [c for c in item[2] if c in on_space]
            if enemies:  # what the Enemies do before the fight (The Reaper: Ekor, Storm Caller)
                enemies = hooks.fold(points.ENEMIES_MET, enemies, g, p, space)
            if enemies and g.state.players[p].alive:
                push_battle(g, p, space, enemies)


def push_battle(g: Game, p: int, space: str, enemies: list[str], stat: str | None = None) -> None:
    """``p`` fights the Enemy cards ``enemies`` lying on ``space`` (by Strength or by Craft, as the
    first of them fights, unless ``stat`` says which)."""
    if stat is None:
        comp = g.cat[base_id(enemies[0])]
        stat = "strength" if getattr(comp, "strength", None) else "craft"
    g.push(
        {
            "kind": "battle",
            "p": p,
            "stat": stat,
            "enemies": enemies,
            "stage": "prepare",
            "evadable": True,
            "source": space,
        }
    )


NEED = "space draw need"  # (g.memo: from a space draw's ``decision`` to its ``advance``)


@rule("space_draw")
class SpaceDraw(Rule):
    """Draw one card at a time until the space's number lie there. Between two draws the
    character may ditch Objects or Followers on the space, each counting as a card there,
    to draw fewer (core rules, "Ditching"; FAQ, Board spaces, Ruins)."""

    @staticmethod
    def decision(g: Game, f: Frame) -> Decision | None:
        if not f["drawn"] or f.get("asked") == f["drawn"]:
            return None
        need = SpaceDraw.need(g, f)
        if need <= 0 or not SpaceDraw.legal(g, f)[1:]:
            # nothing to ask: ``advance`` follows at once (Game._settle) and takes the count
            g.memo[NEED] = (f, need)
            return None
        return Decision(f["p"], "ditch", "ditch Objects or Followers here to draw fewer cards, or done")

    @staticmethod
    def legal(g: Game, f: Frame) -> list[Action]:
        ch = g.state.players[f["p"]]
        followers = [c for c in ch.followers if may_ditch_follower(g, f["p"], c)]
        return [act("done"), *(act("ditch", c) for c in (*ch.objects, *followers))]

    @staticmethod
    def apply(g: Game, f: Frame, a: Action) -> None:
        if a.verb == "done":
            g.set(f, "asked", f["drawn"])
        else:
            character.ditch(g, f["p"], str(a.args[0]))

    @staticmethod
    def advance(g: Game, f: Frame) -> None:
        kept = g.memo.pop(NEED, None)  # (the count ``decision`` just worked out for this frame)
        need = kept[1] if kept is not None and kept[0] is f else SpaceDraw.need(g, f)
        if need <= 0 or not g.state.players[f["p"]].alive:
            g.pop()
            return
        ransack = g.hooks_in_play[points.BEFORE_SPACE_DRAW]  # (asked at every card drawn: most often none)
        if ransack and hooks.first(points.BEFORE_SPACE_DRAW, g, f):  # Blood Moon: the Grave Robber's ransack
            return
        deck = g.board.deck_of[f["space"]]
        if not g.state.decks[deck] and not g.state.discards.get(deck):  # no card left to draw
            g.pop()
            return
        g.set(f, "drawn", f["drawn"] + 1)
        push_draw(g, deck, 1, to="space", p=f["p"], space=f["space"])
        if g.state.time != f["time"]:  # Blood Moon: the Time card flips once for the whole draw
            g.set(g.top, "time_flipped", True)

    @staticmethod
    def need(g: Game, f: Frame) -> int:
        lying = len(g.state.board.get(f["space"], ())) + int(f.get("gone", 0))
        return draw_count(g, f["p"], f["space"]) - lying


def drawn_card_left(g: Game, draw: Frame) -> None:
    """A card the draw ``draw`` just put on a space left it at once (The Reaper's Cerberus, off
    to the Portal of Power): it still counts toward the space's number, for the space draws only
    enough cards to make up that number (core rules, "Encountering a Space - Draw Cards Spaces")."""
    below = g.below(draw)
    if below is not None and below["kind"] == "space_draw":
        g.set(below, "gone", below.get("gone", 0) + 1)


def draw_count(g: Game, p: int, space: str) -> int:
    """How many Adventure cards the space's draw tops up to: its printed number as cards in play
    change it (hook ``draw_number``: Blood Moon's Lunar Events), plus what cards add for the
    player (hook ``extra_draw``: The Reaper's Prophesy and Fiend Slayer); none on a space
    without a draw."""
    table = g.hooks_in_play  # (asked at every encounter: most games have neither hook)
    printed = g.spaces[space].draw
    if table[points.DRAW_NUMBER]:
        printed = int(hooks.fold_about(space, points.DRAW_NUMBER, printed, g, space))
    if not printed or not table[points.EXTRA_DRAW]:
        return printed
    return printed + int(sum(hooks.call(points.EXTRA_DRAW, g, p, space)))


def may_ditch_follower(g: Game, p: int, card: str) -> bool:
    """Not one that must be taken (hook ``cannot_ditch``: the Hag, the Poltergeist; digital
    rulebook, "Followers That You Must Take"), nor a card that became a Follower ("Cards
    That Become Followers")."""
    comp = g.cat[base_id(card)]
    return getattr(comp, "type", "") == "follower" and not hooks.first(points.CANNOT_DITCH, g, p, card)


def _take_legal(g: Game, f: Frame, takes: list[Action], extras: list[Action]) -> list[Action]:
    if g.hooks_in_play[points.MUST_TAKE]:  # Blood Moon's Living Doll
        must = [a for a in takes if hooks.first(points.MUST_TAKE, g, f["p"], str(a.args[0]))]
        if must:
            return must
    return [*takes, *extras, act("done")]


def take_extras(g: Game, f: Frame) -> list[Action]:
    """Abilities offered while taking (hook ``take_options``: the Druid's alignment)."""
    return [x for acts in hooks.call(points.TAKE_OPTIONS, g, f) for x in acts]


def take_actions(g: Game, f: Frame, alignment: str = "") -> list[Action]:
    """The cards ``p`` may take from the space (as if of ``alignment``, when given). A Toad
    takes none: it can hold no Objects, Followers or gold (core rules and digital rulebook, Toads)."""
    ch = g.state.players[f["p"]]
    on_space = g.state.board.get(f["space"], ())
    if ch.is_toad or any(e in on_space for e in f.get("unbeaten", ())):
        return []  # an Enemy here was neither killed nor evaded (core rules; FAQ, Minstrel Q3)
    out = []
    for card in on_space:
        if not _takeable(g, card) or card in ch.ditched:
            continue
        if hooks.first(points.FOLLOWER_BARRED, g, f["p"], card):
            continue
        if alignment:
            allowed = alignment in (getattr(g.cat[base_id(card)], "alignment", ()) or (alignment,))
        else:
            allowed = character.allowed(g, ch, card)
        if allowed:
            out.append(act("take", card))
    return out


def _takeable(g: Game, card: str) -> bool:
    """An Object, a Follower (not one met for its own steps: it joins by them), a Purchase or
    Talisman card: what may be picked up from a space (worked out once per card)."""
    base = base_id(card)
    key = ("takeable", base)
    found: bool | None = g.cache.get(key)
    if found is None:
        comp = g.cat[base]
        kind_ok = (isinstance(comp, AdventureCard) and comp.type in TAKEABLE) or comp.kind in (
            "purchase",
            "talisman",
        )
        met = isinstance(comp, AdventureCard) and comp.type == "follower" and bool(comp.effect)
        found = g.cache[key] = kind_ok and not met
    return found
