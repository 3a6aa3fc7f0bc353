"""The game turn (core rulebook, "The Game Turn"): start, movement, encounter, end.

The ``turn`` frame sits at the bottom of the stack. At the start a dead character's player
draws a new character (if nobody has reached the Crown); a character with missed turns
loses this one; spells cast "at the beginning of your turn" are offered. At the end,
trophies may be traded (7 points for 1 counter) and a Toad counts down.
"""

from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING

from content.model import AdventureCard
from engine import character, hooks, points, spells
from engine.chance import DRAWS, push_draw
from engine.character import FOR_TURN, PRESERVED
from engine.deal import new_character, starting_spells
from engine.frames import Frame, Rule, rule
from engine.movement import Move
from engine.state import base_id
from engine.values import CHANCE, Action, Decision, act

if TYPE_CHECKING:
    from engine.rules_api import Game

TROPHY_POINTS = 7  # core rulebook, "Trophies"
BEGIN, END = act("begin"), act("end")  # (listed at every turn: made once)


def trophy_points(g: Game, p: int, stat: str) -> list[tuple[int, str]]:
    out = []
    for card in g.state.players[p].trophies:
        comp = g.cat[base_id(card)]
        if isinstance(comp, AdventureCard) and getattr(comp, stat):
            out.append((getattr(comp, stat), card))
    return out


def trophy_value(g: Game) -> int:
    """Trophy points traded for one counter (7; an alternative rule lowers it)."""
    if not g.hooks_in_play[points.TROPHY_POINTS]:  # (an alternative rule's: most games play without)
        return TROPHY_POINTS
    return int(hooks.fold(points.TROPHY_POINTS, TROPHY_POINTS, g))


def can_trade(g: Game, p: int, stat: str) -> bool:
    return stat in tradeable(g, p)


def tradeable(g: Game, p: int) -> list[str]:
    """The counters (``strength``, ``craft``) that ``p``'s trophies would buy now."""
    if not g.state.players[p].trophies:  # no points: short of any price (at least 1)
        return []
    price = trophy_value(g)
    stock = g.state.stock
    points = _points(g, p)
    return [stat for stat in ("strength", "craft") if stock[stat] > 0 and points[stat] >= price]


def _points(g: Game, p: int) -> dict[str, int]:
    """The points of ``p``'s trophies for each counter. Asked at the end of every turn, they
    are kept until the trophies change (a tuple never changes: the very same one holds the same
    cards) in a game whose values all come from the catalogue (none read at the table)."""
    trophies = g.state.players[p].trophies
    kept = g.memo.get(("trophy points", p))
    if kept is None or kept[0] is not trophies:
        sums = {stat: sum(v for v, _ in trophy_points(g, p, stat)) for stat in ("strength", "craft")}
        kept = (trophies, sums)
        if g.setup.readings is None:
            g.memo[("trophy points", p)] = kept
    points: dict[str, int] = kept[1]
    return points


def trophies_to_trade(points: list[tuple[int, str]], need: int) -> list[str]:
    """The trophies turned in for one counter: the set worth the fewest points at or above
    ``need`` (so as few points as possible are lost), then the fewest cards."""
    ranked = sorted(points, reverse=True)
    if len(ranked) > 12:  # too many to try every set: highest first
        chosen, total = [], 0
        for value, card in ranked:
            if total >= need:
                break
            chosen.append(card)
            total += value
        return chosen
    best: tuple[int, int, list[str]] | None = None
    for size in range(1, len(ranked) + 1):
        for combo in combinations(ranked, size):
            total = sum(v for v, _ in combo)
            if total >= need and (best is None or (total, size) < best[:2]):
                best = (total, size, [c for _, c in combo])
    return best[2] if best else []


def trade(g: Game, p: int, stat: str) -> None:
    """Turn in trophies worth 7 or more for one counter; extra points are lost, so the set
    chosen wastes as few as it can (core rules, "Trophies")."""
    for card in trophies_to_trade(trophy_points(g, p, stat), trophy_value(g)):
        character.discard(g, p, card)
    character.gain(g, p, stat, 1)


@rule("turn")
class Turn(Rule):
    @staticmethod
    def decision(g: Game, f: Frame) -> Decision | None:
        p, stage = f["p"], f["stage"]
        ch = g.state.players[p]
        if stage == "new":
            return Decision(CHANCE, "draw", "a new character from the unused character cards")
        # A choice before moving or as the turn ends needs a Spell (held, or cast for him: the
        # Genie), trophies or something offered (hook ``begin_options``); most turns have none,
        # and their actions are not worked out.
        spells_may = ch.spells or g.hooks_in_play[points.MORE_CASTS]
        if stage == "begin" and (spells_may or g.hooks_in_play[points.BEGIN_OPTIONS]):
            if len(g.offer(_begin_actions(g, p))) > 1:
                return Decision(p, "begin", f"{ch.name}: cast a Spell before moving, or begin")
        if stage == "end" and ch.alive and (spells_may or ch.trophies):
            acts = g.offer(_end_actions(g, p))
            if acts[0].verb == "trade":
                return Decision(p, "trophies", f"{ch.name}: trade trophies, or end the turn")
            if len(acts) > 1:  # Destroy Magic
                return Decision(p, "end_turn", f"{ch.name}: cast a Spell as the turn ends, or end it")
        return None

    @staticmethod
    def legal(g: Game, f: Frame) -> list[Action]:
        p, stage = f["p"], f["stage"]
        if stage == "new":
            return [DRAWS[c] for c in g.state.decks["character"]]  # (made once each, shared)
        if stage == "begin":
            return _begin_actions(g, p)
        return _end_actions(g, p)

    @staticmethod
    def apply(g: Game, f: Frame, a: Action) -> None:
        p = f["p"]
        if a.verb == "draw":
            card = str(a.args[0])
            deck = g.state.decks["character"]
            g.set(g.state.decks, "character", [c for c in deck if c != card])
            old = g.state.players[p]
            fresh = new_character(g.cat, p, old.name, card)
            start = {"lives": fresh.lives, "fate": fresh.fate, "gold": fresh.gold}
            fresh.lives = fresh.fate = fresh.gold = 0
            g.set(g.state.players, p, fresh)
            for stat, n in start.items():  # from the stockpiles (limited resources)
                character.gain(g, p, stat, n)
            g.emit("new_character", p, card)
            hooks.run(points.NEW_CHARACTER, g, p)  # e.g. Inherited Items
            g.set(f, "stage", "start")
            n = starting_spells(g.cat[card])
            if n:
                push_draw(g, "spell", n, to="player", p=p)
        elif a.verb == "begin":
            _start_move(g, f)
        elif a.verb == "cast":
            spells.cast(g, p, a)
        elif a.verb == "use":
            hooks.first(points.BEGIN_USE, g, f, a)
        elif a.verb == "trade":
            trade(g, p, str(a.args[0]))
        else:
            finish(g, f)

    @staticmethod
    def advance(g: Game, f: Frame) -> None:
        p, stage = f["p"], f["stage"]
        ch = g.state.players[p]
        if stage == "start":
            spells.start_of_turn(g, f)
            if not ch.out and not ch.alive and not g.state.decks["character"]:
                g.set(ch, "out", True)  # no character left to start again with
            if ch.out:
                g.set(f, "stage", "end")
            elif not ch.alive:
                g.set(f, "stage", "new")
            elif ch.missed_turns > 0:
                g.set(ch, "missed_turns", ch.missed_turns - 1)
                g.emit("misses_turn", p)
                g.set(f, "stage", "end")
            else:
                g.set(f, "stage", "begin")
                spells.open_window(g, p)  # others may cast on this character first (Immobility)
                if g.hooks_in_play[points.TURN_BEGINS]:  # Blood Moon: the Night Stalker feeds, Lunar Events
                    hooks.run(points.TURN_BEGINS, g, p)
        elif stage in ("begin", "move"):  # (nothing asked before moving: the move starts)
            _start_move(g, f)
        elif stage == "land":
            g.set(f, "stage", "end")
            if f.get("landed") and ch.alive:
                g.push({"kind": "land", "p": p, "space": f["landed"]})
                if ch.spells or g.hooks_in_play[points.MORE_CASTS]:  # (most moves: no Spell to cast)
                    spells.after_move(g, p)  # Destruction may be cast right after moving
                if g.hooks_in_play[points.MOVE_DONE]:  # Blood Moon: Morning Song, Red Riding Hood
                    hooks.run(points.MOVE_DONE, g, p)
        else:
            finish(g, f)


def _start_move(g: Game, f: Frame) -> None:
    """The movement part of the turn begins (the stage after it, "land", waits below)."""
    g.set(f, "stage", "land")
    g.set(f, "played", True)
    Move.advance(g, g.push({"kind": "move", "p": f["p"], "stage": "start"}))  # (its start asks nothing)


def _begin_actions(g: Game, p: int) -> list[Action]:
    """Before moving: begin, or cast a Spell, or use an ability or card (hook ``begin_options``)."""
    casts = spells.cast_actions(g, p, "own-turn")
    if not g.hooks_in_play[points.BEGIN_OPTIONS]:  # (asked every turn: most of the time nobody has one)
        return [BEGIN, *casts]
    extra = [x for acts in hooks.call(points.BEGIN_OPTIONS, g, p) for x in acts]
    return [BEGIN, *casts, *extra]


def _end_actions(g: Game, p: int) -> list[Action]:
    """As the turn ends: trade trophies, cast a Spell (Destroy Magic), or end it."""
    stats = tradeable(g, p)  # (asked at every turn's end: most often none)
    trades = [act("trade", s) for s in stats] if stats else []
    return [*trades, *spells.cast_actions(g, p, "end-turn"), END]


def finish(g: Game, f: Frame) -> None:
    """End of turn: Toad count-down, per-turn marks cleared, the next living player's turn."""
    # Effects due as the turn ends, each module naming its own (hook ``turn_end_due``: a Warlock's
    # quest fulfilled, the figures' moves after a natural 1): two or more, the player orders them
    # (digital rulebook, "Simultaneous Effects": engine.handlers.core.effect_order); one alone runs
    # (``turn_end_run``) once the alternative rules have said whether the game ends
    due: list[str] = []
    for fn in g.hooks_in_play[points.TURN_END_DUE]:  # (asked at every turn's end: almost never one)
        due += fn(g, f)
    if len(due) > 1:
        g.push({"kind": "effect_order", "p": f["p"], "due": due, "point": "turn_end"})
        return
    if g.hooks_in_play[points.BEFORE_NEXT_TURN] and hooks.first(points.BEFORE_NEXT_TURN, g, f):
        return  # the game ends (the alternative rules: Bloodbath, Sudden Death)
    if due and hooks.first(points.TURN_END_RUN, g, f, due[0]):
        return
    p = f["p"]
    ch = g.state.players[p]
    if spells.HEX in g.state.markers:
        spells.hex_tick(g)
    if g.hooks_in_play[points.END_OF_TURN]:  # (asked at every turn's end: most often none)
        hooks.run(points.END_OF_TURN, g, p)
    if ch.toad_turns and ch.alive and f.get("played"):  # a Toad's count of turns
        if ch.toad_turns == 1:
            character.end_toad(g, p)
        else:
            g.set(ch, "toad_turns", ch.toad_turns - 1)
    if ch.alignment_changed:  # what lasted this turn only
        g.set(ch, "alignment_changed", False)
    if ch.effects:
        g.set(ch, "effects", ())
    for other in g.state.players:  # what lasted this turn, for anyone:
        if other.ditched:  # a card ditched may be taken again
            g.set(other, "ditched", ())
        if other.effects:  # a Preservation Spell cast on them and not used lapses, and what
            kept = tuple(e for e in other.effects if e != PRESERVED and not e.startswith(FOR_TURN))
            if kept != other.effects:  # lasted until this turn's end (the Weakness Spell)
                g.set(other, "effects", kept)
    players = g.state.players
    in_game = [c for c in players if not c.out]
    if not in_game:
        g.set(g.state, "winner", -1)  # nobody is left: the game ends without a winner
        g.emit("game_over")
        return
    if g.state.crown_reached and len(in_game) == 1 and len(players) > 1:
        # Core rules, "Object of the Game": the others are out of the game (killed once the Crown
        # was reached), so the last character standing has done what the Command Spell is for.
        g.set(g.state, "winner", in_game[0].player)
        g.emit("wins", in_game[0].player, "the last character left in the game")
        return
    nxt = (p + 1) % len(players)
    while players[nxt].out:
        nxt = (nxt + 1) % len(players)
    nxt = spells.next_player(g, p, nxt)  # Temporal Warp: more turns in a row
    g.set(g.state, "current", nxt)
    g.set(g.state, "turn", g.state.turn + 1)
    fresh = g.replace({"kind": "turn", "p": nxt, "stage": "start"})  # (the turn's frame is alone)
    g.emit("turn", nxt)
    Turn.advance(g, fresh)  # (the start asks nothing: run at once)
