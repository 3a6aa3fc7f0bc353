"""Actions, events and decisions in the table's words, as python-chess gives a move its SAN
and OpenSpiel an action its ``action_to_string``: players by name, cards and spaces by name,
who did what to whom, numbers with their nouns, and every choice saying what it chooses.

``Game.describe(x)`` words a legal action (in the state it is offered in), an event just
applied (in the state just after it) or the decision (the question the game asks now).
Only front ends call it (``talisman replay``, the app): nothing here runs in a playout.
Events are worded by ``engine.describe_events``.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping
from typing import TYPE_CHECKING, Any

from content.readings import WORDS as PRINTED_WORDS
from engine.describe_names import Words, count, join
from engine.frames import FRAME_WORDS
from engine.state import base_id
from engine.values import Action, Decision, Event

if TYPE_CHECKING:
    from engine.rules_api import Game

# -- actions -------------------------------------------------------------------------------------

# ``use KEY ...``: an ability or a choice named by a key, as its button says it
USE_WORDS = {
    "assassinate": "Assassinate",
    "banish-spirits": "Banish the Spirit",
    "beast-friend": "Befriend the Animal (no battle)",
    "charm": "Charm the Animal",
    "charmed-help": "Call on the charmed Animal",
    "cave-bonus": "Add 1 to the roll (the Cave)",
    "prayer-bonus": "Add 1 to the prayer's roll",
    "prayer-bonus-2": "Add 1 to the prayer's roll",
    "dig": "Dig through the Adventure deck's top 8 cards",
    "ransack": "Take the discard pile's top card",
    "regenerate": "Regenerate",
    "seek-doom": "Draw one more Adventure Card",
    "witch-finder": "Draw one more Adventure Card (the Witch Finder)",
    "woods-spells": "Draw the Woods Spells",
    "strength": "Turn 1 Craft into 1 Strength",
    "craft": "Turn 1 Strength into 1 Craft",
    "spell-at-start": "Draw a Spell now",
}


def describe_action(
    game: Game, action: Action | str, *, kind: str | None = None, frame: Mapping[str, Any] | None = None
) -> str:
    """A legal action in words, for the state it is offered in (``kind`` and ``frame``: the
    decision's kind and the frame on top, when not the game's own now)."""
    a = action if isinstance(action, Action) else Action.parse(action)
    w = Words(game)
    kind = game.decision.kind if kind is None else kind
    top = frame if frame is not None else game.state.stack[-1] if game.state.stack else {}
    own = FRAME_WORDS.get((str(top.get("kind")), a.verb))
    said = own(w, top, a) if own is not None else None
    if said:
        return said
    special = _SPECIAL.get((kind, a.verb))
    if special is not None:
        said = special(w, top, a)
        if said:
            return said
    verb_words = _VERBS.get(a.verb)
    if verb_words is not None:
        return verb_words(w, top, a)
    return " ".join([a.verb.replace("_", " ").capitalize(), *map(w.thing, a.args)])


def _roll(w: Words, top: Mapping[str, Any], a: Action) -> str:
    return f"Rolled {a.args[0]}"


def _draw(w: Words, top: Mapping[str, Any], a: Action) -> str:
    return f"Draw {w.name(str(a.args[0]))}"


def _move(w: Words, top: Mapping[str, Any], a: Action) -> str:
    return f"Move to {w.name(str(a.args[0]))}"


def _reroll(w: Words, top: Mapping[str, Any], a: Action) -> str:
    if top.get("kind") == "battle":
        return "Roll the attack again (1 fate)"
    return "Roll again (1 fate)"


def _accept(w: Words, top: Mapping[str, Any], a: Action) -> str:
    if top.get("kind") == "evade_ability":
        return "Let it happen"
    return "Keep the roll"


def _encounter(w: Words, top: Mapping[str, Any], a: Action) -> str:
    what = str(a.args[0])
    if what == "space":
        return "Encounter the space"
    psychic = " (by the psychic power)" if a.args[1:] == ("psychic",) else ""
    return f"Encounter {w.name(what)}{psychic}"


def _cast(w: Words, top: Mapping[str, Any], a: Action) -> str:
    spell, *rest = map(str, a.args)
    said = f"Cast {w.name(spell)}"
    if rest:
        said += f" on {w.name(rest[0]) if '/' in rest[0] else w.thing(rest[0])}"
    if len(rest) > 1:
        said += f", taking {w.thing(rest[1])}"
    return said


def _use(w: Words, top: Mapping[str, Any], a: Action) -> str:
    key, *rest = map(str, a.args)
    base = base_id(key)
    special = _USES.get(base)
    if special is not None:
        return special(w, top, rest)
    if key in USE_WORDS:
        return USE_WORDS[key] + (f": {join(map(w.thing, rest))}" if rest else "")
    what = w.name(key) if "/" in key else key.replace("-", " ")
    if not rest:
        return f"Use {what}"
    return f"Use {what}: {join(map(w.thing, rest))}"


def _take(w: Words, top: Mapping[str, Any], a: Action) -> str:
    what = str(a.args[0])
    if top.get("kind") == "call_spirit":
        return f"Bring {w.name(what)} to the Haunted Hamlet"
    if top.get("kind") == "ambush":
        return f"Let {w.name(what)} come"
    if what.startswith("warlock-quest/"):
        return f"Take {w.name(what)}"
    if top.get("kind") == "instead":
        return f"Build a {w.name(what)}"
    return f"Take {w.thing(what)}"


def _buy(w: Words, top: Mapping[str, Any], a: Action) -> str:
    item = str(a.args[0])
    price = next((i["price"] for i in top.get("items", ()) if i.get("item") == item), None)
    return f"Buy {w.name(item)}" + (f" for {count(int(price), 'gold')}" if price is not None else "")


def _reward(w: Words, top: Mapping[str, Any], a: Action) -> str:
    loser = top.get("loser")
    frm = f" from {w.who(loser)}" if isinstance(loser, int) else ""
    return f"Take {w.thing(a.args[0])}{frm}"


def _ditch(w: Words, top: Mapping[str, Any], a: Action) -> str:
    return f"Leave {w.name(str(a.args[0]))} on the space"


_DISCARD_KINDS = {
    "sell_objects": "Sell {card} for 1 gold",
    "foresight": "Throw away {card} and draw again",
    "hunt": "Throw away {card} and draw again",
    "orb": "Throw away {card} and draw again",
    "vigil": "Throw away {card} and draw again",
    "quest_give": "Give up {card} for the quest",
    "vampire": "Lose {card} instead of a life",
    "leper": "Lose {card}",
    "familiar": "Swap {card} for the Familiar's Spell",
    "random_follower": "{card} is the one picked",
    "random_discard": "{card} is the one picked",
    "sell": "Sell {card}",
}


def _discard(w: Words, top: Mapping[str, Any], a: Action) -> str:
    card = w.name(str(a.args[0]))
    form = _DISCARD_KINDS.get(str(top.get("kind")), "Discard {card}")
    return form.format(card=card)


def _trade(w: Words, top: Mapping[str, Any], a: Action) -> str:
    return f"Trade trophies for 1 {w.thing(a.args[0])}"


def _attempt(w: Words, top: Mapping[str, Any], a: Action) -> str:
    if top.get("kind") == "guardian":  # a region's guardian (engine.handlers.core.guardian)
        return "Fight him in battle" if a.args[0] == "strength" else "Fight him in psychic combat"
    return f"Try to open the Portal of Power with {w.thing(a.args[0])}"


_ADJUST_FIELDS = {"toad": "Toad turns", "missed": "turns to miss", "position": "space"}


def _adjust(w: Words, top: Mapping[str, Any], a: Action) -> str:
    """A correction by hand (``engine.adjust``)."""
    head, *rest = map(str, a.args)
    figure = w.game.cat.figure(head)
    if figure is not None and rest:
        return f"Put the {figure.name} on {w.name(rest[0])}"
    if head == "time" and rest:
        return f"Turn the Time card to {rest[0].title()}"
    if head == "turn" and rest:
        return f"Make it {w.who(rest[0])}'s turn"
    if head.isdigit() and rest:
        field, *value = rest
        if field == "position" and value:
            return f"Put {w.who(head)} on {w.name(value[0])}"
        if field == "alignment" and value:
            return f"Make {w.who(head)} {value[0]}"
        if value:
            return f"Set {w.who(head)}'s {_ADJUST_FIELDS.get(field, w.thing(field))} to {value[0]}"
    if "/" in head and rest:
        where = rest[0]
        if where == "discard":
            return f"Discard {w.name(head)}"
        if where.isdigit():
            return f"Give {w.name(head)} to {w.who(where)}"
        return f"Put {w.name(head)} on {w.name(where)}"
    return "Correct by hand: " + " ".join(map(w.thing, a.args))


def _fixed(text: str) -> Callable[[Words, Mapping[str, Any], Action], str]:
    return lambda w, top, a: text


_VERBS: dict[str, Callable[[Words, Mapping[str, Any], Action], str]] = {
    "roll": _roll,
    "draw": _draw,
    "begin": _fixed("Start the move"),
    "move": _move,
    "reroll": _reroll,
    "accept": _accept,
    "encounter": _encounter,
    "fight": _fixed("Fight"),
    "evade": _fixed("Evade"),
    "cast": _cast,
    "use": _use,
    "pass": _fixed("Pass"),
    "attempt": _attempt,
    "take": _take,
    "buy": _buy,
    "reward": _reward,
    "ditch": _ditch,
    "discard": _discard,
    "trade": _trade,
    "turn_back": _fixed("Turn back"),
    "done": _fixed("Done"),
    "end": _fixed("End the turn"),
    "adjust": _adjust,
}


# -- ``choose`` and other answers whose words depend on the question -----------------------------


def _choose_option(w: Words, top: Mapping[str, Any], a: Action) -> str:
    """A choose step: the option's own label."""
    options = top.get("options") or ()
    i = int(a.args[0]) - 1
    return w.plain(str(options[i].get("label", ""))) if 0 <= i < len(options) else ""


def _choose_service(w: Words, top: Mapping[str, Any], a: Action) -> str:
    services = top.get("services") or ()
    i = int(a.args[0]) - 1
    if not 0 <= i < len(services):
        return ""
    service = services[i]
    label, price = str(service.get("label", "")), int(service.get("price", 0))
    return f"{label} ({count(price, 'gold')})" if price and "gold" not in label else label


def _choose_die(w: Words, top: Mapping[str, Any], a: Action) -> str:
    """A roll of several dice: which die to roll again for a fate."""
    got = top.get("got") or ()
    i = int(a.args[0]) - 1
    if not 0 <= i < len(got):
        return ""
    same = [j for j, d in enumerate(got) if d == got[i]]
    which = f"the {got[i]}" if len(same) == 1 else f"die {i + 1} (a {got[i]})"
    return f"Roll {which} again for 1 fate"


def _keep_die(w: Words, top: Mapping[str, Any], a: Action) -> str:
    return f"Keep the {int(a.args[0])}"


def _choose_figure(w: Words, top: Mapping[str, Any], a: Action) -> str:
    return f"Move the {w.name(str(a.args[0]))} now"


def _figures_pass(w: Words, top: Mapping[str, Any], a: Action) -> str:
    return "Leave the figures where they stand (their moves are lost)"


def _figure_move(w: Words, top: Mapping[str, Any], a: Action) -> str:
    figure = w.name(str(top.get("figure", "")))
    return f"Move the {figure} to {w.name(str(a.args[0]))}"


def _figure_visit(w: Words, top: Mapping[str, Any], a: Action) -> str:
    figure = w.name(str(top.get("figure", "")))
    return f"The {figure} visits {w.name(str(a.args[0]))}"


ORDER_WORDS = {
    "figures": "Move the figures",
    "quest": "Finish the Warlock's quest",
    "plans": "The Reaper's jump",
    "woods-paths": "The Woods' paths",
}


def _effect_order(w: Words, top: Mapping[str, Any], a: Action) -> str:
    key = str(a.args[0])
    return ORDER_WORDS.get(key, key.replace("-", " ").capitalize()) + " first"


def _printed_effect(w: Words, top: Mapping[str, Any], a: Action) -> str:
    from engine.handlers.core.figures import chart

    effects = chart(w.game, str(top["figure"]))["effects"]
    i = int(a.args[0]) - 1
    says = "The board says" if str(top["figure"]).startswith("space/") else "The card says"
    return f"{says}: {effects[i]['label']}" if 0 <= i < len(effects) else ""


def _printed_value(w: Words, top: Mapping[str, Any], a: Action) -> str:
    word = PRINTED_WORDS.get(str(top.get("value")), "the value")
    return f"{word[:1].upper()}{word[1:]} {a.args[0]}"


def _raise(w: Words, top: Mapping[str, Any], a: Action) -> str:
    n = int(a.args[0])
    return f"Add {n} to the die" if n else "Add nothing"


def _wolfsbane(w: Words, top: Mapping[str, Any], a: Action) -> str:
    n = int(a.args[0]) - 1  # 1: nothing, 2: +1, 3: +2
    return f"Add {n} to the Werewolf's chart roll" if n else "Add nothing"


def _starting_bonus(w: Words, top: Mapping[str, Any], a: Action) -> str:
    return f"Take 1 {w.thing(a.args[0])}"


def _lose(w: Words, top: Mapping[str, Any], a: Action) -> str:
    return f"Lose {w.thing(a.args[0])}"


def _random_pick(w: Words, top: Mapping[str, Any], a: Action) -> str:
    return f"{w.name(str(a.args[-1]))} is the one picked"


_SPECIAL: dict[tuple[str, str], Callable[[Words, Mapping[str, Any], Action], str]] = {
    ("choose", "choose"): _choose_option,
    ("shop", "choose"): _choose_service,
    ("fate", "choose"): _choose_die,
    ("keep_die", "choose"): _keep_die,
    ("figures", "choose"): _choose_figure,
    ("figures", "pass"): _figures_pass,
    ("figure_move", "move"): _figure_move,
    ("figure_visit", "encounter"): _figure_visit,
    ("effect_order", "choose"): _effect_order,
    ("printed_effect", "choose"): _printed_effect,
    ("printed_value", "choose"): _printed_value,
    ("order", "choose"): lambda w, top, a: (
        f"Put {w.name(str(a.args[0]))} back next (drawn after those put before)"
    ),
    ("raise", "choose"): _raise,
    ("wolfsbane", "choose"): _wolfsbane,
    ("starting_bonus", "choose"): _starting_bonus,
    ("lose", "choose"): _lose,
    ("random", "discard"): _random_pick,
    ("random", "ditch"): _random_pick,
    ("random", "draw"): _random_pick,
    ("arena", "encounter"): lambda w, top, a: f"Call {w.name(str(a.args[0]))} to the Arena",
    ("instead", "move"): lambda w, top, a: _by_means(w, top, a, f"Move to {w.name(str(a.args[0]))}"),
    ("teleport", "move"): lambda w, top, a: f"Go to {w.name(str(a.args[0]))}",
    ("look", "use"): lambda w, top, a: "Look at the top card",
    ("give", "use"): lambda w, top, a: (
        f"Lay it face down before {w.holder(str(a.args[1]))}"
        if top.get("kind") == "lantern_sprite" or len(a.args) == 2 and "/" not in str(a.args[0])
        else f"Give {w.name(str(a.args[0]))} to {w.holder(str(a.args[-1]))}"
    ),
}


def _by_means(w: Words, top: Mapping[str, Any], a: Action, said: str) -> str:
    from engine.describe_events import MOVES_BY

    means = _means(top).get(str(a))
    return f"{said} by {MOVES_BY.get(means, means.replace('-', ' '))}" if means else said


def _means(top: Mapping[str, Any]) -> dict[str, str]:
    """A move instead's actions -> the means each moves by (a frame whose options are bare spaces,
    such as a Rune Gate's, names none)."""
    pairs = (o for o in top.get("options") or () if isinstance(o, (list, tuple)) and len(o) == 2)
    return {str(t): str(m) for t, m in pairs}


# -- ``use CARD ...``: a card's own use -----------------------------------------------------------


def _orb(w: Words, top: Mapping[str, Any], rest: list[str]) -> str:
    die = f" die {rest[0]}" if rest else ""
    return f"Roll{die} again with the Orb of Destiny (1 fate)"


def _pouch(w: Words, top: Mapping[str, Any], rest: list[str]) -> str:
    return f"Put {w.name(rest[0])} in the Concealed Pouch" if rest else "Use the Concealed Pouch"


def _on_card(verb: str) -> Callable[[Words, Mapping[str, Any], list[str]], str]:
    return lambda w, top, rest: verb.format(*(w.thing(r) for r in rest)) if rest else ""


_USES: dict[str, Callable[[Words, Mapping[str, Any], list[str]], str]] = {
    "adventure/orb-of-destiny": _orb,
    "adventure/concealed-pouch": _pouch,
    "adventure/flying-carpet": _on_card("Fly on the Flying Carpet to {0}"),
    "adventure/book-of-the-dead": _on_card("Put {0} onto the Book of the Dead"),
    "adventure/laboratory": _on_card("Bring {0} back as a Follower"),
    "adventure/the-bride": _on_card("Give the trophy {0} to the Bride"),
    "adventure/bandit": lambda w, top, rest: "Pay off the Bandit",
}


# -- ``use KEY ...`` for the keys of abilities that name someone ----------------------------------


def _ability_use(verb: str) -> Callable[[Words, Mapping[str, Any], list[str]], str]:
    def word(w: Words, top: Mapping[str, Any], rest: list[str]) -> str:
        who = w.holder(rest[0]) if rest else "someone"
        what = f" ({w.thing(rest[1])})" if len(rest) > 1 else ""
        return verb.format(who=who) + what

    return word


_USES.update(
    {
        "steal": _ability_use("Steal from {who}"),
        "beguile": _ability_use("Beguile {who}"),
        "lure-follower": _ability_use("Lure a Follower from {who}"),
        "rescue": _ability_use("Rescue {who}"),
        "trade": lambda w, top, rest: (
            f"Trade your {w.name(rest[0])} for {w.name(rest[1])}" if len(rest) == 2 else "Trade"
        ),
        "change-alignment": lambda w, top, rest: f"Become {rest[0]}" if rest else "Change alignment",
        "raise-dead": _on_card("Raise {0} as a Follower"),
        "raised-help": _on_card("Call on {0}"),
    }
)


# -- the decision --------------------------------------------------------------------------------

_DIE = re.compile(r"die (\d+) of (\d+): (.+)")  # a chance decision for a die
_DECK = re.compile(r"the next card of the (.+) deck")  # ... and for a card
_LOOK = re.compile(r"the top card of the (\S+) deck")  # ... and for a look at the top card


def describe_decision(game: Game, decision: Decision | None = None) -> str:
    """What the game waits for now, as a question to the table."""
    d = decision or game.decision
    w = Words(game)
    if d.is_terminal:
        return "The game is over"
    if d.is_chance:
        stack = game.state.stack
        top = stack[-1] if stack else {}
        p = top.get("p")
        roller = w.who(p if isinstance(p, int) else game.state.current)
        rolled = _DIE.fullmatch(d.prompt or "")
        if d.kind == "roll" and rolled:
            number, dice, why = rolled.groups()
            which = f" (die {number} of {dice})" if dice != "1" else ""
            chart = next((f for f in reversed(stack) if f.get("kind") == "figure_chart"), None)
            if chart is not None:
                visited = w.who(chart["p"])
                figure = w.name(str(chart["figure"]))
                return f"{visited} is visited by the {figure}: {visited} rolls on its chart{which}"
            return f"Roll the die for {roller}: {w.plain(why)}{which}"
        drawn = _DECK.fullmatch(d.prompt or "")
        if d.kind == "draw" and drawn:
            return f"Which card did {roller} draw from the {drawn[1].title()} deck?"
        if d.kind == "draw" and "new character" in (d.prompt or ""):
            return f"Which new character did {roller} draw?"
        looked = _LOOK.match(d.prompt or "")
        if d.kind == "draw" and looked:  # the Fortune Teller, the Lantern Sprite: a look
            return f"Which card is on top of the {looked[1].title()} deck? {roller} looks (it stays there)"
        return w.plain(d.prompt or d.kind).capitalize()
    who = w.who(d.player)
    top = game.state.stack[-1] if game.state.stack else {}
    asked = _QUESTIONS.get(d.kind)
    text = (asked(w, top) if asked else "") or w.plain(d.prompt or d.kind)
    if d.kind == "figure_move" and text.startswith("moves "):
        return f"{who} {text}"
    return text if text.startswith(who) else f"{who}: {text}"


def _figure_question(w: Words, top: Mapping[str, Any]) -> str:
    figure = w.name(str(top.get("figure", "")))
    got = top.get("got") or (0,)
    return f"moves the {figure} {count(int(got[0]), 'space')}"


def _instead_question(w: Words, top: Mapping[str, Any]) -> str:
    from engine.describe_events import MOVES_BY

    means = sorted(set(_means(top).values()))
    if not means:
        return ""  # (the prompt says it)
    return f"move by {join(MOVES_BY.get(m, m.replace('-', ' ')) for m in means)}, or begin to move as usual"


def _choose_question(w: Words, top: Mapping[str, Any]) -> str:
    if top.get("kind") != "choose":
        return ""
    labels = [w.plain(str(o.get("label", ""))) for o in top.get("options") or ()]
    return "choose: " + " or ".join(labels)


def _printed_effect_question(w: Words, top: Mapping[str, Any]) -> str:
    figure = w.name(str(top.get("figure", "")))
    printed = "board" if str(top.get("figure", "")).startswith("space/") else "card"  # a space's chart
    return f"the {figure}'s chart shows {top.get('total')}. Which effect does your printed {printed} give?"


_QUESTIONS: dict[str, Callable[[Words, Mapping[str, Any]], str]] = {
    "printed_effect": _printed_effect_question,
    "figure_move": _figure_question,
    "instead": _instead_question,
    "choose": _choose_question,
}


def describe_line(game: Game, player: int, said: str, events: Iterable[Event]) -> str:
    """A log line: who did what (``said``, the action's words as it was offered), then what
    followed; a die or a card (``player`` is chance) by its events alone."""
    happened = [t for t in (describe(game, e) for e in events) if t]
    if player < 0 and happened:
        return "; ".join(happened)
    who = Words(game).who(player) if player >= 0 else ""
    line = f"{who}: {said}" if who else said
    return line + (f" -> {'; '.join(happened)}" if happened else "")


def describe(game: Game, x: Action | Event | Decision | str) -> str:
    """An action (text or value), an event or a decision in the table's words."""
    if isinstance(x, Event):
        from engine.describe_events import describe_event

        return describe_event(game, x)
    if isinstance(x, Decision):
        return describe_decision(game, x)
    return describe_action(game, x)
