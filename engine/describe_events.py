"""Events in the table's words: "Bob loses 4 lives", "Bob is killed by the Grim Reaper".

Each kind of event has a small function of its arguments (a player's index, ids, numbers);
``describe_event`` picks it. An event is worded in the state just after it (a name a player
had then). Called by front ends only (``Game.describe``), never in a playout.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from engine.describe_names import Words, card_name, count, join

if TYPE_CHECKING:
    from engine.rules_api import Game
    from engine.values import Event

Wording = Callable[[Words, list[Any]], str]


def describe_event(game: Game, event: Event) -> str:
    """One event in words (a kind no wording knows is still said in plain words)."""
    w = Words(game)
    args = list(event.args)
    wording = EVENTS.get(event.kind)
    if wording is not None:
        try:
            return wording(w, args)
        except (IndexError, ValueError, TypeError, KeyError):
            pass  # an event of an older log with other arguments: said plainly below
    return w.plain(" ".join([event.kind.replace("_", " "), *(w.thing(a) for a in args)]))


def _p(w: Words, args: list[Any]) -> str:
    return w.who(args[0])


def _says(form: str) -> Wording:
    """A wording from a form: {p} the first argument's player, {0}, {1}... the next ones named."""

    def word(w: Words, args: list[Any]) -> str:
        return form.format(*(w.thing(a) for a in args[1:]), p=w.who(args[0]) if args else "")

    return word


def _named(form: str) -> Wording:
    """A wording whose arguments are all ids or words (no player first)."""
    return lambda w, args: form.format(*(w.thing(a) for a in args))


def _change(verb: str) -> Wording:
    def word(w: Words, args: list[Any]) -> str:
        p, stat, n = args[0], str(args[1]), int(args[2])
        return f"{w.who(p)} {verb} {count(n, stat)}"

    return word


def _rolled(w: Words, args: list[Any]) -> str:
    why = w.plain(str(args[2])) if len(args) > 2 else ""
    why = "movement" if why == "movement" else why
    return f"{w.who(args[0])} rolled {args[1]}" + (f" ({why})" if why else "")


def _killed(w: Words, args: list[Any]) -> str:
    who, source = w.who(args[0]), str(args[1])
    if source == "battle":
        return f"{who} is killed in battle"
    if source.startswith("space/"):
        return f"{who} is killed at {w.name(source)}"
    if source.startswith("figure/"):
        return f"{who} is killed by the {w.name(source)}"
    if "/" not in source:
        return f"{who} is killed by the {source.title()}"
    return f"{who} is killed by {w.name(source)}"


def _toad(w: Words, args: list[Any]) -> str:
    return f"{w.who(args[0])} becomes a Toad for {count(int(args[1]), 'turn')}"


def _attack_scores(w: Words, args: list[Any]) -> str:
    who, mine, theirs = w.who(args[0]), int(args[1]), int(args[2])
    if mine == theirs:
        return f"a stand off, {mine} against {theirs}: nobody loses a life"
    return f"{who} {'wins' if mine > theirs else 'loses'} the battle, {mine} against {theirs}"


_SUDDEN = re.compile(r"sudden death: totals \[([\d, ]*)\]")


def _why_won(w: Words, why: str) -> str:
    """A win's or an end's reason; Sudden Death's totals by player name."""
    totals = _SUDDEN.fullmatch(why)
    if totals:
        numbers = [int(n) for n in totals[1].split(",") if n.strip()]
        said = join(f"{w.who(i)} {n}" for i, n in enumerate(numbers))
        return f"Sudden Death: gains counted, {said}"
    return w.plain(why)


def _wins(w: Words, args: list[Any]) -> str:
    why = f" ({_why_won(w, str(args[1]))})" if len(args) > 1 else ""
    return f"{w.who(args[0])} wins the game{why}"


def _no_winner(w: Words, args: list[Any]) -> str:
    why = f" ({_why_won(w, str(args[1]))})" if len(args) > 1 else ""
    return f"Nobody wins{why}"


def _turn_ends(w: Words, args: list[Any]) -> str:
    reason = w.plain(str(args[0])).replace("stand-off", "stand off") if args else ""
    reason = _TURN_END_WORDS.get(reason, reason)
    return f"the turn ends ({reason})" if reason else "the turn ends"


_TURN_END_WORDS = {
    "defeated": "beaten in battle",
    "killed": "a character was killed",
    "stand off": "a stand off",
    "moved out of the crypt": "moved out of the Crypt",
    "moved out of the mines": "moved out of the Mines",
}


def _figures_due(w: Words, args: list[Any]) -> str:
    figures = join(f"the {w.name(str(f))}" for f in args)
    return f"a natural 1: {figures} {'moves' if len(args) == 1 else 'move'} after this turn"


def _figure_chart(w: Words, args: list[Any]) -> str:
    return f"{w.who(args[1])} rolls {args[2]} on the {w.name(str(args[0]))}'s chart"


def _printed_effect(w: Words, args: list[Any]) -> str:
    from engine.handlers.core.figures import chart

    effects = chart(w.game, str(args[0]))["effects"]
    i = int(args[2]) - 1
    label = effects[i]["label"] if 0 <= i < len(effects) else f"effect {args[2]}"
    return f"the {w.name(str(args[0]))}'s chart at {args[1]} says: {label}"


def _printed_value(w: Words, args: list[Any]) -> str:
    from content.readings import WORDS

    return f"{w.name(str(args[0]))}'s card shows {WORDS.get(str(args[1]), str(args[1]))} {args[2]}"


def _cast(w: Words, args: list[Any]) -> str:
    who, spell, *rest = args
    name = w.name(str(spell)) if "/" in str(spell) else "the Command Spell"
    said = f"{w.who(who)} casts {name}"
    if rest and str(rest[0]) == "command-spell":
        return said
    if rest:
        said += f" on {w.thing(rest[0])}"
    if len(rest) > 1:
        said += f", taking {w.thing(rest[1])}"
    return said


def _quest(verb: str) -> Wording:
    def word(w: Words, args: list[Any]) -> str:
        return f"{w.who(args[0])} {verb} {w.name('warlock-quest/' + str(args[1]))}"

    return word


def _trade(w: Words, args: list[Any]) -> str:
    p, other, mine, theirs = args
    return f"{w.who(p)} trades {w.name(str(mine))} with {w.who(other)} for {w.name(str(theirs))}"


def _dropped(w: Words, args: list[Any]) -> str:
    if len(args) > 2:
        return f"{w.who(args[0])} drops {count(int(args[2]), 'gold')}"
    return f"{w.who(args[0])} leaves {w.name(str(args[1]))} behind"


def _ending(w: Words, args: list[Any]) -> str:
    how, card = str(args[0]), str(args[1])
    if how == "hidden":
        return "the Alternative Ending is dealt face down"
    if how == "turned":
        return f"the Alternative Ending is turned up: {w.name(card)}"
    return f"the Alternative Ending is {w.name(card)}"


def _evaded(w: Words, args: list[Any]) -> str:
    if len(args) > 1:
        return f"{w.who(args[0])} evades {w.thing(args[1])}"
    return f"{w.who(args[0])} evades"


def _enslaved(w: Words, args: list[Any]) -> str:
    by = f" by {w.name(str(args[1]))}" if len(args) > 1 else " at the Temple"
    return f"{w.who(args[0])} is enslaved{by}"


def _regenerates(w: Words, args: list[Any]) -> str:
    return f"{join(w.name(str(c)) for c in args[1:])} heals itself: a stand off"


MOVES_BY = {
    "boatman": "the Boatman",
    "ferry": "the ferry",
    "paid-ferry": "the ferry (paid)",
    "build": "a raft built here",
    "raft": "the Raft",
    "wizard": "the Wizard's help",
    "flying-carpet": "the Flying Carpet",
    "pathfinder": "the Pathfinder",
    "card": "the card's way",
}


def _moves_by(verb: str) -> Wording:
    def word(w: Words, args: list[Any]) -> str:
        means = str(args[1])
        return f"{w.who(args[0])} {verb} {MOVES_BY.get(means, means.replace('-', ' '))}"

    return word


# ``ability P KEY [ARG]``: an ability or a card's power used, {p} the user, {0} the argument
ABILITIES = {
    "assassinate": "{p} assassinates",
    "banish-spirits": "{p} banishes the Spirit",
    "beast-friend": "{p} befriends the Animal (no battle)",
    "beguile": "{p} beguiles {0}",
    "steal": "{p} steals from {0}",
    "rescue": "{p} rescues {0}",
    "lure-follower": "{p} lures a Follower from {0}",
    "cave-bonus": "{p} adds 1 to the Cave's roll",
    "prayer-bonus": "{p} adds 1 to the prayer's roll",
    "prayer-bonus-2": "{p} adds 1 to the prayer's roll",
    "champion-of-light": "{p} rolls the Champion of Light's die",
    "dark-gift": "{p} takes the dark gift",
    "dig": "{p} digs through the Adventure deck's top 8 cards",
    "ransack": "{p} takes the discard pile's top card",
    "familiar": "{p} swaps a Spell with the Familiar's help",
    "fate-stealer": "the Fate Stealer gives {p} 1 fate",
    "feed": "{p} feeds",
    "foresight": "{p} throws away {0} and draws again",
    "holy-water": "{p} uses the Holy Water",
    "maze": "{p} is not held by the Maze",
    "orb-of-destiny": "{p} rolls again with the Orb of Destiny",
    "pharaohs-crown": "{p} has the foe roll again (Pharaoh's Crown)",
    "raise-dead": "{p} raises {0} as a Follower",
    "regenerate": "{p} regenerates",
    "riding-horse": "{p} rides the Riding Horse",
    "dreadwing": "{p} rides Dreadwing",
    "seek-doom": "{p} draws one more Adventure Card",
    "witch-finder": "{p} draws one more Adventure Card (Witch Finder)",
    "shoplift": "{p} takes {0} for nothing",
    "spell-at-start": "{p} draws a Spell as the turn starts",
    "spell-floor": "{p} cast the last Spell held and draws a new one",
    "sun-shield": "{p} raises the Sun Shield",
    "syphoning-sceptre": "{p} drains with the Syphoning Sceptre",
    "torchbearer": "{p} attacks again with the Torchbearer",
    "wooden-stake": "{p} uses the Wooden Stake",
    "woods-spells": "{p} draws the Woods Spells",
    "book-of-the-dead": "{p} calls on the Book of the Dead",
}


def _ability(w: Words, args: list[Any]) -> str:
    key = str(args[1])
    rest = [w.holder(str(a)) if str(a).startswith("character/") else w.thing(a) for a in args[2:]]
    form = ABILITIES.get(key)
    if form is None:
        what = w.name(key) if "/" in key else key.replace("-", " ")
        return f"{w.who(args[0])} uses {what}" + (f" ({join(rest)})" if rest else "")
    return form.format(*rest, p=w.who(args[0]))


EVENTS: dict[str, Wording] = {
    "ability": _ability,
    "adjust": lambda w, args: "corrected by hand",
    "alignment": lambda w, args: f"{w.who(args[0])} becomes {args[1]}",
    "already_lycanthrope": _says("{p} is already a lycanthrope"),
    "already_on_quest": _quest("is already on"),
    "armour": lambda w, args: (
        f"{w.who(args[0])}'s armour saves a life"
        if args[1] == "saved"
        else f"{w.who(args[0])}'s armour does not save"
    ),
    "asleep": _says("{p} is put to sleep"),
    "attack_scores": _attack_scores,
    "barred": _named("the Barrier is raised on {0}"),
    "barred_stay": lambda w, args: (
        f"{w.who(args[0])} stays put: the Barrier stands on {w.name(str(args[1]))}"
    ),
    "barrier_lifted": _named("the Barrier on {0} is lifted"),
    "beat": lambda w, args: f"{w.who(args[0])} beats {w.plain(str(args[1]))}",
    "beguile": lambda w, args: f"{w.who(args[0])}'s beguiling {'works' if args[1] == 'works' else 'fails'}",
    "bitten": lambda w, args: f"{w.who(args[0])} bites {w.who(args[1])}: a lycanthrope's bite",
    "blizzard": lambda w, args: f"the Blizzard lasts {count(int(args[0]), 'more turn')}",
    "blizzard_over": lambda w, args: "the Blizzard is over",
    "draws_instead": lambda w, args: (
        f"for {count(int(args[2]), 'round')} after this turn, draws of {str(args[0]).title()} cards"
        f" take {str(args[1]).title()} cards"
    ),
    "draws_as_before": lambda w, args: f"draws of {str(args[0]).title()} cards take them again",
    "blown": _named("the wind blows {0} to {1}"),
    "breath": lambda w, args: f"{w.who(args[0])} is caught by the {w.name(str(args[1]))}'s breath",
    "by_hand": _named("{0}: the table plays it by hand"),
    "cancelled": _named("{0} is cancelled"),
    "card_moved": _named("{0} moves to {1}"),
    "card_moves": _named("{0} moves to {1}"),
    "cast": _cast,
    "charm_failed": _says("{p} fails to charm {0}"),
    "charmed": _says("{p} charms {0}"),
    "command_spell": _says("{p} casts the Command Spell"),
    "defeated": _says("{p} is beaten in battle"),
    "destroyed": _says("{p} destroys {0}"),
    "dice_with_death": lambda w, args: f"dicing with Death: {w.who(args[0])} {args[1]}, Death {args[2]}",
    "discard": _says("{p} discards {0}"),
    "discarded": _named("{0} is discarded"),
    "ditch": _says("{p} leaves {0} on the space"),
    "divination": lambda w, args: f"{w.who(args[0])} looks at the top {args[1]} Adventure Cards",
    "drained": lambda w, args: f"{w.who(args[0])} is drained of {args[1]}",
    "drew": _says("{p} draws {0}"),
    "drew_aside": _says("{p} draws {0} and sets it aside"),
    "dried_up": _named("{0} dries up"),
    "drinks": _says("{p} drinks {0}"),
    "dropped": _dropped,
    "enchanted": _says("{p} enchants {0}"),
    "encounter": _says("{p} meets {0}"),
    "ending": _ending,
    "ending_met": _says("{p} meets the Alternative Ending {0}"),
    "enslaved": _enslaved,
    "evaded": _evaded,
    "extra_turn": lambda w, args: f"{w.who(args[0])} takes another turn ({w.plain(str(args[1]))})",
    "fights_by": _says("{p} fights with {0}"),
    "figure_chart": _figure_chart,
    "figure_moved": _named("the {0} moves to {1}"),
    "figure_stays": _named("the {0} stays on {1}"),
    "figure_visits": lambda w, args: f"the {w.name(str(args[0]))} visits {w.who(args[1])}",
    "figures_due": _figures_due,
    "figures_forgotten": _says("{p} leaves the figures where they stand"),
    "fireball": lambda w, args: f"{w.who(args[0])}'s Fireball strikes with {args[1]}",
    "flees": _named("{0} flees to {1}"),
    "follower_killed": _says("{p}'s Follower {0} is killed"),
    "follows": _says("{0} follows {p}"),
    "captured": _says("the Dungeon Keeper locks up {p}'s {0}"),
    "die_kept": _says("{p} keeps the die showing {0}"),
    "die_set": _says("{p} sets the die to {0}"),
    "killed_by_spell": _says("{p} kills the creature with {0}"),
    "laid_on_deck": lambda w, args: (
        f"{w.who(args[0])} lays {count(int(args[2]), 'card')} unseen on top of the {args[1]} deck"
    ),
    "freed": _says("{p} is set free"),
    "gain": _change("gains"),
    "game_over": lambda w, args: "the game is over",
    "gathered": _named("{0} is gathered to {1}"),
    "genie_casts": _says("the Genie casts {0} for {p}"),
    "gold_to": lambda w, args: f"{count(int(args[1]), 'gold')} goes to {w.name(str(args[0]))}",
    "hag_left": _says("the Hag's curse leaves {p}"),
    "hidden_in_pouch": _says("{p} hides {0} in the Concealed Pouch"),
    "immobilised": _says("{p} is immobilised"),
    "inherited": _says("{p} inherits the dead character's items"),
    "keeps_aside": _says("{p} keeps {0} aside"),
    "keeps_face_down": _says("{p} keeps {0} face down"),
    "killed": _killed,
    "killed_enemy": _says("{p} kills {0} and keeps it as a trophy"),
    "life_saved": _says("{p}'s life is saved by {0}"),
    "lightbearers_fate": lambda w, args: f"the Lightbearers' fate: {count(int(args[0]), 'fate')} left",
    "looked_at": _says("{p} looks at the top card: {0}"),
    "lose": _change("loses"),
    "lycanthrope": _says("{p} becomes a lycanthrope"),
    "lycanthrope_ends": _says("{p} is a lycanthrope no more"),
    "lynched": _says("the Peasant Mob seizes {p}"),
    "may_evade": _says("{p} may evade {0}"),
    "mercenary": lambda w, args: (
        f"the Mercenary fights beside {w.who(args[0])} with {count(int(args[1]), 'strength')}"
    ),
    "misses_next_turn": _says("{p} misses the next turn ({0})"),
    "misses_turn": _says("{p} misses this turn"),
    "moved": _says("{p} moves to {0}"),
    "moves_by": _moves_by("moves by"),
    "new_character": lambda w, args: (
        f"{w.who(args[0])} starts again as the {card_name(w.game, str(args[1]))}"
    ),
    "next_move": _moves_by("will move by"),
    "next_move_jump": _says("{p} will be carried by the Grim Reaper's jump"),
    "no_command_spell": lambda w, args: (
        f"{w.who(args[0])} cannot cast the Command Spell ({w.thing(args[1])})"
    ),
    "no_winner": _no_winner,
    "shelled": _says("{p} is shut in a Magic Shell until their next turn starts"),
    "shell_gone": _says("{p}'s Magic Shell is gone"),
    "spell_proof": lambda w, args: f"the {w.thing(args[1]).title()} does not touch {w.who(args[0])}",
    "none_left": _named("no {0} is left to take"),
    "paid_off": _says("{p} pays off {0}"),
    "pits_cleared": _says("{p} clears the Pits"),
    "placed": _named("{0} is placed on {1}"),
    "prayer_raised": lambda w, args: f"{w.who(args[0])} adds {args[1]} to the prayer's die",
    "preserved": lambda w, args: (
        f"{w.who(args[0])}'s {w.name(str(args[1]))} is kept safe"
        if len(args) > 1
        else f"{w.who(args[0])} is kept safe"
    ),
    "printed_effect": _printed_effect,
    "printed_value": _printed_value,
    "prophesy": lambda w, args: f"the Prophesy lasts {count(int(args[0]), 'more turn')}",
    "prophesy_over": lambda w, args: "the Prophesy is over",
    "puts_back_on_top": lambda w, args: (
        f"{w.who(args[0])} puts {w.name(str(args[1]))} back on top of the "
        + (f"{str(args[2]).title()} deck" if len(args) > 2 else "deck")
    ),
    "puts_back_in_order": lambda w, args: (
        f"{w.who(args[0])} puts {count(int(args[2]), 'card')} back on the {str(args[1]).title()} deck"
        " in the order chosen"
    ),
    "quest": _quest("takes"),
    "quest_done": _quest("fulfils"),
    "receive": _says("{p} takes {0}"),
    "stunned": _says("{p} is stunned and does nothing more this turn"),
    "treasure": _says("{p} claims {0} as a reward"),
    "reflected": lambda w, args: (
        f"{w.thing(args[0]) if args[0] != 'command-spell' else 'the Command Spell'}"
        f" is reflected back at {w.holder(str(args[1]))}"
    ),
    "regenerates": _regenerates,
    "cards_lent": lambda w, args: (
        f"the top {count(int(args[2]), 'card')} of the {str(args[0]).title()} deck go, unseen, onto the"
        f" {str(args[1]).title()} deck"
    ),
    "reshuffle": lambda w, args: f"the {str(args[0]).title()} discard pile is shuffled into a new deck",
    "rolled": _rolled,
    "ruined": _says("{p} is struck by the Rod of Ruin"),
    "smashed": _named("{0} is smashed"),
    "stand_off": _says("a stand off for {p}"),
    "still_enslaved": _says("{p} is still enslaved"),
    "still_lost": _says("{p} is still lost in the {0}"),
    "lost": _says("{p} is lost in the {0}"),
    "ice_breaks": _says("the Ice Bridge breaks under {p}"),
    "falls": _named("{0} falls from the {1} and is discarded"),
    "struck": _says("{0} strikes {p}"),
    "summoned": _says("{p} casts {0}"),
    "time": lambda w, args: "night falls" if args[0] == "nightfall" else "day breaks",
    "toad": _toad,
    "toad_ends": _says("{p} is no longer a Toad"),
    "trade": _trade,
    "turn": _says("{p}'s turn begins"),
    "turn_ends": _turn_ends,
    "turns_back": _says("{p} turns back"),
    "uses": _says("{p} uses {0}"),
    "wins": _wins,
}
