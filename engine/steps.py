"""The interpreter for the content's effect steps (docs/content-format.md, "Steps").

A ``steps`` frame runs a list of steps in order; a step that needs a decision or a die
pushes its own frame (``table``, ``choose``, ``shop``, ``pick_space``, a battle, a draw)
and the rest of the list waits underneath. Every step name of the vocabulary is handled.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from content.steps import parse_range
from engine import cards, character, encounters, hooks, movement, points
from engine.chance import INSTEAD, push_draw, push_reorder, push_roll, take_from_deck
from engine.frames import Frame, Rule, rule
from engine.state import base_id
from engine.values import CHANCE, Action, Decision, act

if TYPE_CHECKING:
    from engine.rules_api import Game

Runner = Callable[["Game", Frame, Any], None]
RUNNERS: dict[str, Runner] = {}


def runs(name: str) -> Callable[[Runner], Runner]:
    def register(fn: Runner) -> Runner:
        RUNNERS[name] = fn
        return fn

    return register


def push_steps(g: Game, p: int, steps: list[Any] | tuple[Any, ...], source: str) -> None:
    if steps:
        g.push({"kind": "steps", "p": p, "steps": list(steps), "source": source})


@rule("steps")
class Steps(Rule):
    @staticmethod
    def advance(g: Game, f: Frame) -> None:
        """Run the steps one after the other while the frame stays on top (a step that asks
        something puts its frame above, and the rest waits)."""
        state = g.state
        while True:
            if not f["steps"] or not state.players[f["p"]].alive:
                g.pop()
                return
            step, rest = f["steps"][0], f["steps"][1:]
            g.set(f, "steps", rest)
            ((name, arg),) = step.items()
            RUNNERS[name](g, f, arg)
            stack = state.stack
            if state.winner is not None or not stack or stack[-1] is not f:
                return


def _amount(have: int, n: Any) -> int:
    return have if n == "all" else int(n)


@runs("gain")
def _gain(g: Game, f: Frame, arg: dict[str, Any]) -> None:
    for key, n in arg.items():
        if key == "spells":
            ch = g.state.players[f["p"]]
            if n == "all":  # as many as the Craft allows
                n = character.spell_limit(g, ch) - len(ch.spells)
            if not ch.is_toad and n > 0:  # a Toad cannot gain Spells
                push_draw(g, "spell", n, to="player", p=f["p"])
        else:
            character.gain(g, f["p"], key, n)


@runs("lose")
def _lose(g: Game, f: Frame, arg: dict[str, Any]) -> None:
    p = f["p"]
    ch = g.state.players[p]
    for key, n in arg.items():
        if key == "lives":
            if hooks.first(points.LIFE_GUARD, g, p, f["source"]):  # the Cross, the Water Bottle...
                g.emit("life_saved", p, f["source"])
                continue
            character.lose_life(g, p, _amount(ch.lives, n), f["source"])
        elif key in ("spells", "objects", "followers"):
            held = getattr(ch, key)
            for card in held[: _amount(len(held), n)]:
                character.discard(g, p, card)
        else:
            have = getattr(ch, f"toad_{key}" if ch.is_toad and key in ("strength", "craft") else key)
            character.lose(g, p, key, _amount(have, n))
        if not ch.alive:
            return


@runs("heal")
def _heal(g: Game, f: Frame, arg: Any) -> None:
    character.heal(g, f["p"], None if arg == "all" else int(arg))


@runs("replenish")
def _replenish(g: Game, f: Frame, arg: Any) -> None:
    character.replenish(g, f["p"], None if arg == "all" else int(arg))


def _creature(g: Game, f: Frame, stat: str, arg: dict[str, Any]) -> None:
    space = g.state.players[f["p"]].position
    g.push(
        {
            "kind": "battle",
            "p": f["p"],
            "stat": stat,
            "creature": {"name": arg["name"], stat: arg[stat]},
            "stage": "prepare",
            "evadable": True,
            "source": space,
        }
    )


@runs("fight")
def _fight(g: Game, f: Frame, arg: dict[str, Any]) -> None:
    _creature(g, f, "strength", arg)


@runs("psychic")
def _psychic(g: Game, f: Frame, arg: dict[str, Any]) -> None:
    _creature(g, f, "craft", arg)


@runs("miss_turns")
def _miss_turns(g: Game, f: Frame, n: int) -> None:
    """The turn ends now; it counts as one of the missed turns if cards were left to meet."""
    pending = any(
        fr["kind"] == "encounter" and any(i[0] != "space" for i in fr.get("queue", ()))
        for fr in g.state.stack
    )
    ch = g.state.players[f["p"]]
    if f["p"] != g.state.current:  # another character's (a Cave-In): his own next turns, this one goes on
        g.set(ch, "missed_turns", ch.missed_turns + n)
        return
    g.set(ch, "missed_turns", ch.missed_turns + n - (1 if pending else 0))
    g.end_turn("a lost turn")


@runs("toad")
def _toad(g: Game, f: Frame, n: int) -> None:
    character.make_toad(g, f["p"], n)


def enemy_spaces(g: Game, p: int) -> list[str]:
    """The spaces of ``p``'s region where a face-up Enemy card lies (the Tracker's)."""
    region = g.spaces[g.state.players[p].position].region
    board = g.state.board
    return [
        s.id
        for s in g.board.region(region)
        if any(getattr(g.cat[base_id(c)], "is_enemy", False) for c in board.get(s.id, ()))
    ]


def _space_choices(g: Game, arg: dict[str, Any]) -> list[str]:
    if "to" in arg:  # (on a board the table laid out: the spaces it holds, copies too)
        return g.board.widen(arg["to"] if isinstance(arg["to"], list) else [arg["to"]])
    if "region" in arg:
        return [s.id for s in g.board.region(arg["region"])]
    if "named" in arg:  # every space of that name the board holds, in any region
        return [s.id for s in g.board.spaces.values() if s.name == arg["named"]]
    return list(g.spaces)


@runs("teleport")
def _teleport(g: Game, f: Frame, arg: dict[str, Any]) -> None:
    """Sent to a space: never onto a barred one (The Reaper's Barrier: nobody enters it); sent
    only there, the character stays where he is."""
    closed = movement.barred(g)
    choices = [s for s in _space_choices(g, arg) if s not in closed]
    if not choices:
        g.emit("barred_stay", f["p"], *closed)
        return
    if len(choices) == 1:
        encounters.relocate(g, f["p"], choices[0])
    else:
        g.push({"kind": "pick_space", "p": f["p"], "options": choices})


@rule("pick_space")
class PickSpace(Rule):
    @staticmethod
    def decision(g: Game, f: Frame) -> Decision | None:
        return Decision(f["p"], "teleport", "choose the space to be moved to")

    @staticmethod
    def legal(g: Game, f: Frame) -> list[Action]:
        closed = movement.barred(g)  # The Reaper's Barrier (the Shrine's choice, say)
        return [act("move", s) for s in f["options"] if s not in closed]

    @staticmethod
    def apply(g: Game, f: Frame, a: Action) -> None:
        encounters.relocate(g, f["p"], str(a.args[0]))


@runs("for_turn")
def _for_turn(g: Game, f: Frame, arg: dict[str, int]) -> None:
    """Strength or Craft added until the turn ends (an effect of the turn: engine.character)."""
    ch = g.state.players[f["p"]]
    added = tuple(f"{character.FOR_TURN}{stat}/{n}" for stat, n in arg.items())
    g.set(ch, "effects", (*ch.effects, *added))
    for stat, n in arg.items():
        g.emit("gain", f["p"], stat, n)


@runs("draw_instead")
def _draw_instead(g: Game, f: Frame, arg: dict[str, Any]) -> None:
    """For ``rounds`` rounds after this turn every draw from ``deck`` takes ``from``'s cards (the
    draw frame reads the marker: engine.chance). The card lies on its space while it lasts and is
    discarded after; met again, nothing restarts; another copy takes over with its own count."""
    key, source = INSTEAD + arg["deck"], f["source"]
    found = g.state.markers.get(key)
    if found is not None and found["card"] == source:
        return
    if found is not None:  # another copy: its rounds are over, the new card's begin
        g.set(g.state.markers, key, {**found, "turns": 1, "waiting": False})
        character.lasting_card_tick(g, key)
    turns = int(arg["rounds"]) * len(g.state.players)
    g.set(g.state.markers, key, {"card": source, "from": arg["from"], "turns": turns, "waiting": True})
    g.emit("draws_instead", arg["deck"], arg["from"], int(arg["rounds"]))


@hooks.on(points.END_OF_TURN, marked=(INSTEAD,))  # (its count of turns wakes no table)
def _draw_instead_tick(g: Game, p: int) -> None:
    """The turn it was met is over: the swap begins; then a turn less each turn, and at the
    last the card leaves its space for the discard pile."""
    for key in [k for k in g.state.markers if k.startswith(INSTEAD)]:
        found = g.state.markers[key]
        if found["waiting"]:
            g.set(g.state.markers, key, {**found, "waiting": False})
        elif character.lasting_card_tick(g, key) is not None:
            g.emit("draws_as_before", key.removeprefix(INSTEAD))


@runs("reorder")
def _reorder(g: Game, f: Frame, arg: dict[str, Any]) -> None:
    """The deck's top cards are taken and put back on top in the order the character chooses:
    that order is known, and the next draws from the deck follow it (engine.chance)."""
    push_reorder(g, f["p"], arg["deck"], int(arg["count"]))


@runs("search")
def _search(g: Game, f: Frame, arg: dict[str, Any]) -> None:
    """The top cards of a deck are turned up on the character's space: he may keep one of the
    types named, the rest are discarded (a tomb searched)."""
    p, deck = f["p"], arg["deck"]
    if not g.state.decks.get(deck):
        return
    space = g.state.players[p].position
    g.push({"kind": "search", "p": p, "space": space, "keep": list(arg["keep"])})
    count = min(int(arg["count"]), len(g.state.decks[deck]))
    g.push(
        {"kind": "draw", "deck": deck, "count": count, "to": "space", "p": p, "space": space, "into": "found"}
    )


@rule("search")
class Search(Rule):
    """Keep one card of the types named among those turned up, or pass; the rest are discarded."""

    @staticmethod
    def decision(g: Game, f: Frame) -> Decision | None:
        return (
            Decision(f["p"], "take", "keep one of the cards found, or pass")
            if Search.legal(g, f)[1:]
            else None
        )

    @staticmethod
    def legal(g: Game, f: Frame) -> list[Action]:
        here = g.state.board.get(f["space"], ())
        found = [c for c in f.get("found", []) if c in here and _kind(g, c) in f["keep"]]
        if "spell" in f["keep"]:  # a Spell only where the Craft leaves room (and never for a Toad)
            ch = g.state.players[f["p"]]
            if ch.is_toad or len(ch.spells) >= character.spell_limit(g, ch):
                found = [c for c in found if _kind(g, c) != "spell"]
        return [act("pass"), *(act("take", c) for c in found)]

    @staticmethod
    def apply(g: Game, f: Frame, a: Action) -> None:
        if a.verb == "take":
            card = str(a.args[0])
            character.remove_from_space(g, f["space"], card)
            character.receive(g, f["p"], card)
        Search.advance(g, f)

    @staticmethod
    def advance(g: Game, f: Frame) -> None:
        g.pop()
        for card in f.get("found", []):
            if card in g.state.board.get(f["space"], ()):
                character.remove_from_space(g, f["space"], card)
                character.return_card(g, card)


def _kind(g: Game, card: str) -> str:
    """An Adventure card's type (``enemy``...), or ``spell`` for a Spell."""
    comp = g.cat[base_id(card)]
    return str(getattr(comp, "type", "") or comp.kind)


@runs("each_in_region")
def _each_in_region(g: Game, f: Frame, steps: list[Any]) -> None:
    """Every living character in the region of the character's space plays the steps: the others
    first, in the order of play, and he last (what ends his turn then leaves none of theirs
    undone)."""
    p = f["p"]
    region = g.spaces[g.state.players[p].position].region
    players = g.state.players
    order = [(p + i) % len(players) for i in range(1, len(players) + 1)]
    for q in reversed(order):  # (pushed last, run first)
        ch = players[q]
        if ch.alive and g.spaces[ch.position].region == region:
            push_steps(g, q, steps, f["source"])


@runs("each_character")
def _each_character(g: Game, f: Frame, steps: list[Any]) -> None:
    """Every living character plays the steps in turn, beginning with him and going on in the
    order of play (Ymir's Glow)."""
    p = f["p"]
    players = g.state.players
    for q in reversed([(p + i) % len(players) for i in range(len(players))]):  # (pushed last, run first)
        if players[q].alive:
            push_steps(g, q, steps, f["source"])


@runs("discard_in_region")
def _discard_in_region(g: Game, f: Frame, types: list[str]) -> None:
    """Every face-up Adventure card of these types lying in the character's region is discarded
    (the card played itself among them: it is discarded as it ends)."""
    region = g.spaces[g.state.players[f["p"]].position].region
    for space in g.board.region(region):
        for card in g.state.board.get(space.id, ()):
            comp = g.cat[base_id(card)]
            if card != f["source"] and getattr(comp, "type", None) in types:
                character.remove_from_space(g, space.id, card)
                character.return_card(g, card)
                g.emit("discarded", card)


@runs("move_to")
def _move_to(g: Game, f: Frame, space: str) -> None:
    """Put on a space without meeting it (a pit that drops a beaten character somewhere): never
    onto a barred one (The Reaper's Barrier), where he stays."""
    if space in movement.barred(g):
        g.emit("barred_stay", f["p"], space)
        return
    g.set(g.state.players[f["p"]], "position", space)
    g.emit("moved", f["p"], space)


@runs("next_move")
def _next_move(g: Game, f: Frame, arg: dict[str, Any]) -> None:
    """On his next turn the character may go to one of these spaces instead of moving
    (``engine.handlers.core.next_move`` offers them; declined, the offer is gone)."""
    trip = "enemies" if "enemies" in arg else _space_choices(g, arg)  # (the Enemies: where they lie then)
    g.set(g.state.markers, f"next-move/{f['p']}", trip)
    g.emit("next_move", f["p"], "card")


@runs("draw")
def _draw(g: Game, f: Frame, arg: dict[str, Any]) -> None:
    p, deck, n = f["p"], arg["deck"], arg["count"]
    if deck in g.board.decks:  # a deck the board's spaces draw from: cards go on the space
        space = g.state.players[p].position
        deck = g.board.deck_of[space]  # in a region with its own deck, that deck's cards
        g.push({"kind": "encounter", "p": p, "space": space, "stage": "order", "only_new": True})
        g.push(
            {"kind": "draw", "deck": deck, "count": n, "to": "space", "p": p, "space": space, "into": "new"}
        )
    else:
        push_draw(g, deck, n, to="player", p=p)


@runs("take")
def _take(g: Game, f: Frame, component: str) -> None:
    kind = component.split("/", 1)[0]
    if kind in g.state.decks:
        if component not in map(base_id, g.state.decks[kind]):
            g.emit("none_left", component)
            return
        card = take_from_deck(g, kind, component)
    else:
        card = component
    character.receive(g, f["p"], card)


@runs("place")
def _place(g: Game, f: Frame, space: str) -> None:
    card = f["source"]
    for where, on in list(g.state.board.items()):
        if card in on:
            character.remove_from_space(g, where, card)
    character.place_on(g, space, card)
    g.emit("placed", card, space)


def _affordable(g: Game, p: int, option: dict[str, Any]) -> bool:
    do = option.get("do") or []
    first = do[0] if do else {}
    return "pay" not in first or g.state.players[p].gold >= first["pay"]["gold"]


@runs("choose")
def _choose(g: Game, f: Frame, options: list[dict[str, Any]]) -> None:
    g.push({"kind": "choose", "p": f["p"], "options": options, "source": f["source"]})


@rule("choose")
class Choose(Rule):
    @staticmethod
    def decision(g: Game, f: Frame) -> Decision | None:
        if not Choose.legal(g, f):
            return None  # nothing the character can afford
        labels = "; ".join(f"{i}: {o['label']}" for i, o in enumerate(f["options"], 1))
        return Decision(f["p"], "choose", labels)

    @staticmethod
    def legal(g: Game, f: Frame) -> list[Action]:
        return [act("choose", i) for i, o in enumerate(f["options"], 1) if _affordable(g, f["p"], o)]

    @staticmethod
    def apply(g: Game, f: Frame, a: Action) -> None:
        g.pop()
        push_steps(g, f["p"], f["options"][int(a.args[0]) - 1].get("do") or [], f["source"])

    @staticmethod
    def advance(g: Game, f: Frame) -> None:
        g.pop()


@runs("pay")
def _pay(g: Game, f: Frame, arg: dict[str, int]) -> None:
    character.lose(g, f["p"], "gold", arg["gold"])


@runs("shop")
def _shop(g: Game, f: Frame, arg: dict[str, Any]) -> None:
    g.push({"kind": "shop", "p": f["p"], "items": arg.get("items", []), "services": arg.get("services", [])})


@rule("shop")
class Shop(Rule):
    @staticmethod
    def decision(g: Game, f: Frame) -> Decision | None:
        offered = g.offer(Shop.legal(g, f))  # (worked out to decide: kept for ``legal``)
        return Decision(f["p"], "shop", "buy, pay for a service, or done") if offered[1:] else None

    @staticmethod
    def legal(g: Game, f: Frame) -> list[Action]:
        gold = g.state.players[f["p"]].gold
        out = [act("done")]
        for item in f["items"]:
            kind = item["item"].split("/", 1)[0]
            stocked = kind not in g.state.decks or item["item"] in map(base_id, g.state.decks[kind])
            if item["price"] <= gold and stocked:
                out.append(act("buy", item["item"]))
        out += [act("choose", i) for i, s in enumerate(f["services"], 1) if s["price"] <= gold]
        return out

    @staticmethod
    def apply(g: Game, f: Frame, a: Action) -> None:
        p = f["p"]
        if a.verb == "done":
            g.pop()
        elif a.verb == "buy":
            item = next(i for i in f["items"] if i["item"] == a.args[0])
            character.lose(g, p, "gold", item["price"])
            _take(g, f, item["item"])
        else:
            service = f["services"][int(a.args[0]) - 1]
            character.lose(g, p, "gold", service["price"])
            push_steps(g, p, service.get("do") or [], "shop")

    @staticmethod
    def advance(g: Game, f: Frame) -> None:
        g.pop()


@runs("if_alignment")
def _if_alignment(g: Game, f: Frame, arg: dict[str, Any]) -> None:
    push_steps(g, f["p"], arg.get(g.state.players[f["p"]].alignment) or [], f["source"])


@runs("if_has")
def _if_has(g: Game, f: Frame, arg: dict[str, Any]) -> None:
    ch = g.state.players[f["p"]]
    if "item" in arg:
        has = any(base_id(c) == arg["item"] for c in (*ch.objects, *ch.followers, *ch.spells))
    else:  # any Object with one of these keywords (a Weapon, a piece of Armour)
        words = set(arg["keywords"])
        has = any(words & set(getattr(g.cat[base_id(c)], "keywords", ())) for c in ch.objects)
    push_steps(g, f["p"], arg.get("then" if has else "else") or [], f["source"])


def stat_value(g: Game, p: int, stat: str) -> int:
    """A character's value a step asks about (``followers``: how many he has)."""
    ch = g.state.players[p]
    if stat == "strength":
        return character.strength(g, ch)
    if stat == "craft":
        return character.craft(g, ch)
    if stat == "followers":
        return len(ch.followers)
    return int(getattr(ch, stat))


@runs("if_stat")
def _if_stat(g: Game, f: Frame, arg: dict[str, Any]) -> None:
    ok = stat_value(g, f["p"], arg["stat"]) >= arg["at_least"]
    push_steps(g, f["p"], arg.get("then" if ok else "else") or [], f["source"])


@runs("roll")
def _roll(g: Game, f: Frame, arg: dict[str, Any]) -> None:
    # (the Guide, the Gnome, the Pixie)
    if not arg.get("chosen") and hooks.first(points.OPTIONAL_ROLL, g, f["p"], f["source"]):
        options = [
            {"label": "Roll the die", "do": [{"roll": {**arg, "chosen": True}}]},
            {"label": "Do not roll", "do": []},
        ]
        g.push({"kind": "choose", "p": f["p"], "options": options, "source": f["source"]})
        return
    g.push({"kind": "table", "p": f["p"], "dice": arg["dice"], "table": arg["table"], "source": f["source"]})


@runs("test")
def _test(g: Game, f: Frame, arg: dict[str, Any]) -> None:
    g.push({"kind": "table", "p": f["p"], "dice": arg["dice"], "test": arg, "source": f["source"]})


@rule("table")
class Table(Rule):
    @staticmethod
    def advance(g: Game, f: Frame) -> None:
        if "got" not in f:
            push_roll(g, f["p"], f["dice"], "got", fate=True, why=f["source"])
            return
        # (asked at every roll on a table: often no hook is there at either point)
        may_add = "plus" not in f and g.hooks_in_play[points.MAY_ADD_ONE]
        if may_add and any(hooks.call(points.MAY_ADD_ONE, g, f["p"], f["source"])):
            g.set(f, "plus", 0)  # the Monk and the Priest praying: +1 after the roll if wanted
            g.push({"kind": "add_one", "p": f["p"], "source": f["source"]})
            return
        # Blood Moon: Holy Day, the Prayer Book (up to 3)
        if g.hooks_in_play[points.MAY_RAISE] and hooks.first(points.MAY_RAISE, g, f):
            return
        total = sum(f["got"]) + f.get("plus", 0)
        g.pop()
        if "test" in f:
            test = f["test"]
            stats = test["stat"] if isinstance(test["stat"], list) else [test["stat"]]
            stat = sum(stat_value(g, f["p"], s) for s in stats)  # (a list: added together)
            passed = total < stat if test.get("below") else total <= stat
            push_steps(g, f["p"], test.get("pass" if passed else "fail") or [], f["source"])
            return
        total = min(total, 6 * len(f["got"]))  # raised past the highest result: the last row (as on a chart)
        for key, steps in f["table"].items():
            low, high = _span(key)
            if low <= total <= high:
                push_steps(g, f["p"], steps, f["source"])
                return


_SPANS: dict[Any, tuple[int, int]] = {}  # a roll table's row key -> its results (from the data)


def _span(key: Any) -> tuple[int, int]:
    """The results a table row covers (``"2-3"`` -> 2 to 3), each key read once."""
    found = _SPANS.get(key)
    if found is None:
        found = _SPANS[key] = parse_range(key) or (0, -1)
    return found


@runs("set_alignment")
def _set_alignment(g: Game, f: Frame, alignment: str) -> None:
    character.set_alignment(g, f["p"], alignment)


@runs("discard")
def _discard(g: Game, f: Frame, arg: Any) -> None:
    p = f["p"]
    ch = g.state.players[p]
    if arg == "self":
        card = f["source"]
        held = card in (*ch.objects, *ch.followers, *ch.spells, *ch.trophies)
        if held:
            character.discard(g, p, card)
            return
        for where, on in list(g.state.board.items()):
            if card in on:
                character.remove_from_space(g, where, card)
                character.return_card(g, card)
        return
    if "at_random" in arg:  # one Follower or Object picked at random (chance)
        if getattr(ch, arg["at_random"]):
            g.push({"kind": "random_discard", "p": p, "pile": arg["at_random"], "source": f["source"]})
        return
    if "cards" in arg:  # every card held of these kinds (the Hidden Chasm's mounts)
        for card in (*ch.objects, *ch.followers):
            if base_id(card) in arg["cards"]:
                character.discard(g, p, card)
        return
    if "keywords" in arg:  # every card held with one of these keywords (Weapons and Armour)
        words = set(arg["keywords"])
        for card in (*ch.objects, *ch.followers):
            if words & set(getattr(g.cat[base_id(card)], "keywords", ())):
                character.discard(g, p, card)
        return
    for key, n in arg.items():
        held = getattr(ch, key)
        for card in held[: _amount(len(held), n)]:
            character.discard(g, p, card)


@rule("random_discard")
class RandomDiscard(Rule):
    """One of the character's Followers or Objects, picked at random (chance), is discarded (a
    Follower killed, unless something spares it)."""

    @staticmethod
    def decision(g: Game, f: Frame) -> Decision | None:
        if not getattr(g.state.players[f["p"]], f["pile"]):
            return None
        return Decision(CHANCE, "random", f"one of the {f['pile']} picked at random")

    @staticmethod
    def legal(g: Game, f: Frame) -> list[Action]:
        return [act("discard", c) for c in getattr(g.state.players[f["p"]], f["pile"])]

    @staticmethod
    def apply(g: Game, f: Frame, a: Action) -> None:
        g.pop()
        card = str(a.args[0])
        if f["pile"] == "followers" and hooks.first(points.FOLLOWER_SPARED, g, f["p"], card):
            return  # (the Preservation Spell)
        character.discard(g, f["p"], card)

    @staticmethod
    def advance(g: Game, f: Frame) -> None:
        g.pop()


@runs("put_on")
def _put_on(g: Game, f: Frame, arg: dict[str, Any]) -> None:
    """Gold from the stock laid on a space (for whoever meets it next), or the character's
    Followers left there (held prisoner: met there as any card)."""
    space = arg["space"]
    if "gold" in arg:
        n = min(int(arg["gold"]), g.state.stock["gold"])  # (the stock's gold is limited)
        if n > 0:
            key = character.gold_key(space)
            g.set(g.state.stock, "gold", g.state.stock["gold"] - n)
            g.set(g.state.markers, key, g.state.markers.get(key, 0) + n)
            g.emit("gold_to", space, n)
        return
    p = f["p"]
    held = g.state.players[p].followers
    for card in held[: _amount(len(held), arg["followers"])]:
        character.release(g, p, card)
        character.place_on(g, space, card)
        g.emit("card_moved", card, space)


@runs("sell")
def _sell(g: Game, f: Frame, arg: dict[str, Any]) -> None:
    g.push(
        {
            "kind": "sell",
            "p": f["p"],
            "items": arg["items"],
            "sold": arg.get("sold", []),
            "source": f["source"],
        }
    )


@rule("sell")
class Sell(Rule):
    """Sell any of the cards named that the character carries, each for its price (``discard
    CARD``: it goes to its discard pile); once one is sold, the ``sold`` steps follow (the buyer
    leaves)."""

    @staticmethod
    def decision(g: Game, f: Frame) -> Decision | None:
        return Decision(f["p"], "sell", "sell what you like, then done") if Sell.legal(g, f)[1:] else None

    @staticmethod
    def legal(g: Game, f: Frame) -> list[Action]:
        prices = {i["item"] for i in f["items"]}
        return [
            act("done"),
            *(act("discard", c) for c in g.state.players[f["p"]].objects if base_id(c) in prices),
        ]

    @staticmethod
    def apply(g: Game, f: Frame, a: Action) -> None:
        if a.verb == "done":
            Sell.advance(g, f)
            return
        card = str(a.args[0])
        price = next(i["price"] for i in f["items"] if i["item"] == base_id(card))
        character.discard(g, f["p"], card)
        character.gain(g, f["p"], "gold", price)
        g.set(f, "any", True)

    @staticmethod
    def advance(g: Game, f: Frame) -> None:
        g.pop()
        if f.get("any"):
            push_steps(g, f["p"], f["sold"], f["source"])


@runs("end_turn")
def _end_turn(g: Game, f: Frame, _arg: Any) -> None:
    g.end_turn("the card ends the turn")


@runs("handler")
def _handler(g: Game, f: Frame, handler: str) -> None:
    cards.run_handler(g, f["p"], handler, f["source"])
