"""Which hooks a game runs: its boxes and options, and what its gated hooks wait for.

Most hooks concern one card and do nothing while nobody holds it. Such a hook says so when it
registers (``engine.hooks.on``): ``held=(card ids...)``, ``marked=(marker key prefixes...)``,
``abilities=(ability keys...)`` or ``fields=(character fields...)``, and joins a game's lists
only while one of them is in play: a player holds such a card among their Objects, Followers or
Spells, a marker key starts so, a player's character has such an ability, a player's field is
set (the Warlock's ``quest``) (``present``). A battle's hook names the Enemies it concerns
(``foes=(card ids...)``, or ``hooks.RULED``: any Enemy whose data brings fight rules) and joins
once a frame naming one comes on the stack, for the rest of that turn (``Gates.fought``,
``turned``: a battle's hooks still run once it is off the stack, for the kill or the defeat).
A hook waiting for a Spell held waits for the cards that keep Spells aside too (``KEEPERS``).
An expansion's modules join only the games of their box (``hooks.box_of``), a hook registered
with ``options=`` only games that choose one of those alternative rules.

Everything that follows that lives here, behind one class per game, ``Gates``:

- ``InPlay``: every hook that runs in games with these boxes and options, by point, shared by
  those games, and what each point's gated hooks wait for;
- ``Table``: one game's hooks by point (``Game.hooks_in_play``) while ``present`` is in play,
  kept for the game's life: when something comes or goes, only the points whose hooks wait for
  it forget their lists (a long game meets some hundred mixes of what is in play);
- ``Gates``: the game's side. The game's journal calls ``Gates.changed`` after a change to a
  character's cards, character or watched field (``WATCHED``), to the players or to the
  markers: a gating card or marker that came or went updates the table at once (``moved``, asking
  only about those), anything else (a new character, a quest taken or done, a rollback) has the
  next hook call look everything up again (``look_up``).
"""

from __future__ import annotations

import weakref
from collections.abc import Callable, Iterable, Sequence
from itertools import chain
from operator import attrgetter
from typing import TYPE_CHECKING, Any, Protocol

from engine import character, hooks, points
from engine.hooks import Hook
from engine.journal import MISSING
from engine.points import Point
from engine.state import CharacterState, base_id

if TYPE_CHECKING:
    from engine.frames import Frame
    from engine.rules_api import Game

    class Host(Game, Protocol):
        """The game whose hooks these are: it shows its table in ``hooks_in_play``."""

        hooks_in_play: dict[Point, list[Hook]]


ABILITY = "ability:"  # a gating ability's token: ability:KEY
FIELD = "field:"  # a gating character field's token: field:NAME (set for some player)
FOE = "foe:"  # a gating Enemy's token: foe:BASE-ID (fought this turn), foe:ruled (``hooks.RULED``)
NEEDS: dict[Hook, frozenset[str]] = {}  # a hook -> the cards, marker prefixes, tokens it waits for
GATING_CARDS: set[str] = set()  # every card id some hook waits for
GATING_ABILITIES: set[str] = set()  # every ability key some hook waits for
GATING_MARKS: tuple[str, ...] = ()  # every marker key prefix some hook waits for
GATING_FIELDS: set[str] = set()  # every character field some hook waits for
GATING_FOES: set[str] = set()  # every Enemy (base id, or ``hooks.RULED``) some hook waits for
# the cards that keep Spells aside and cast them for their holder (The Reaper's Genie...): each
# waited for at ``points.MORE_CASTS``. A hook waiting for a Spell held waits for them too (the
# Spell may be one of those they keep).
KEEPERS: set[str] = set()
SPELL_WAITERS: set[Hook] = set()  # the hooks that wait for a Spell held
SPELL = "spell/"  # (a Spell card's id begins so)

HANDS = ("objects", "followers", "spells")  # a character's fields of cards some hooks wait for
_HANDS = attrgetter(*HANDS)
_HAND_FIELDS = frozenset(HANDS)
# the fields of an object whose change may change which hooks a game runs (the journal calls
# ``Gates.changed`` after a change to one; ``quest``, the Warlock's: its hooks wait for a quest;
# ``lycanthrope``, Blood Moon's: a lycanthrope's hooks wait for one)
WATCHED = frozenset({*HANDS, "character", "players", "markers", "quest", "lycanthrope"})
TURN = "turn"  # the state's field the journal tells of too: the Enemies of the turn before go
NOTIFIED = WATCHED | {TURN}  # (the journal's ``fields``)


def _note(
    fn: Hook,
    held: tuple[str, ...],
    marked: tuple[str, ...],
    abilities: tuple[str, ...],
    fields: tuple[str, ...],
    foes: tuple[str, ...] = (),
) -> None:
    """What a hook waits for, noted (``hooks.on``'s ``held``, ``marked``, ``abilities``,
    ``fields``, ``foes``)."""
    global GATING_MARKS
    unknown = set(fields) - WATCHED
    if unknown:
        raise ValueError(f"a hook waits for fields the journal does not watch: {sorted(unknown)}")
    tokens = (
        *held,
        *marked,
        *(ABILITY + key for key in abilities),
        *(FIELD + field for field in fields),
        *(FOE + foe for foe in foes),
    )
    if any(card.startswith(SPELL) for card in held):
        SPELL_WAITERS.add(fn)
        tokens += tuple(KEEPERS)
    NEEDS[fn] = frozenset(tokens)
    GATING_CARDS.update(held)
    GATING_ABILITIES.update(abilities)
    GATING_FIELDS.update(fields)
    GATING_FOES.update(foes)
    GATING_MARKS = tuple(dict.fromkeys((*GATING_MARKS, *marked)))
    _MARKS.clear()


def _registered(name: Point, fn: Hook, gates: hooks.Waits | None) -> None:
    """A hook registered (``hooks.on``), with what it waits for if anything: noted, and what was
    worked out for its point forgotten (a hook registered late, in a test, joins every table)."""
    if gates is not None:
        _note(fn, *gates)
        if name == points.MORE_CASTS:
            _keep(gates[0])
    _forget(name)


def _forget(name: Point) -> None:
    """What was worked out for the point ``name`` goes, in every table (its hooks changed)."""
    for base in _BASES.values():
        base.forget(name)
    for table in list(_TABLES.values()):
        table.pop(name, None)


def _keep(cards: Iterable[str]) -> None:
    """``cards`` keep Spells aside and cast them for their holder: every hook waiting for a Spell
    held waits for them too (and what was worked out for those hooks' points is forgotten)."""
    new = set(cards) - KEEPERS
    if not new:
        return
    KEEPERS.update(new)
    for fn in SPELL_WAITERS:
        NEEDS[fn] = NEEDS[fn] | new
    for name, found in hooks.HOOKS.items():
        if not SPELL_WAITERS.isdisjoint(found):
            _forget(name)


def ability_tokens(abilities: Iterable[str]) -> frozenset[str]:
    """The players' characters' ability keys that some hook waits for (as ``ability:KEY``)."""
    return frozenset(ABILITY + key for key in GATING_ABILITIES.intersection(abilities))


class _Marks(dict[Any, tuple[str, ...]]):
    """A marker key -> the prefixes of ``GATING_MARKS`` it starts with, each key's worked out
    once (a gating marker that comes or goes updates a game's table at once)."""

    def __missing__(self, key: Any) -> tuple[str, ...]:
        if len(self) >= MAX_MARK_KEYS:  # any key may come from outside: never grow for ever
            self.clear()
        found = self[key] = tuple(m for m in GATING_MARKS if type(key) is str and key.startswith(m))
        return found


MAX_MARK_KEYS = 10_000
_MARKS = _Marks()  # (forgotten when a hook registers a new prefix)
marks_of: Callable[[Any], tuple[str, ...]] = _MARKS.__getitem__


def present(
    players: Sequence[Any], markers: Iterable[str], abilities: frozenset[str] = frozenset()
) -> frozenset[str]:
    """The gating cards held by the players, the gating marker prefixes in use, the gating
    fields set for some player, and the ``abilities`` tokens (``ability_tokens``) of the
    players' characters. (Looked at in C loops: a game looks it all up at each new character.)"""
    hands = chain.from_iterable(map(_HANDS, players))  # each player's Objects, Followers, Spells
    found = GATING_CARDS.intersection(map(base_id, chain.from_iterable(hands)))
    found.update(abilities)
    found.update(chain.from_iterable(map(marks_of, markers)))
    for name in GATING_FIELDS:
        if any(map(attrgetter(name), players)):
            found.add(FIELD + name)
    return frozenset(found)


def foe_tokens(g: Game, enemies: Iterable[str]) -> frozenset[str]:
    """The tokens of the ``enemies`` (card ids) that some hook waits for: ``foe:BASE-ID``, and
    ``foe:ruled`` when one brings fight rules of its own (its data's ``fight``)."""
    bases = [base_id(c) for c in enemies]
    found = {FOE + b for b in bases if b in GATING_FOES}
    if hooks.RULED in GATING_FOES and any(getattr(g.cat[b], "fight", None) for b in bases):
        found.add(FOE + hooks.RULED)
    return frozenset(found)


def stack_foes(g: Game) -> frozenset[str]:
    """The tokens of the Enemies named by the frames on the stack (``foe_tokens``)."""
    enemies = [c for f in g.state.stack for c in f.get("enemies", ())]
    return foe_tokens(g, enemies) if enemies else frozenset()


def marked(prefix: str, markers: Iterable[Any]) -> bool:
    """Whether a marker key starts with ``prefix`` (one of ``GATING_MARKS``)."""
    return prefix in chain.from_iterable(map(marks_of, markers))


def held(card: str, players: Iterable[Any]) -> bool:
    """Whether a player holds a copy of ``card`` (a base id) among their Objects, Followers or
    Spells."""
    for ch in players:
        if card in map(base_id, ch.objects + ch.followers + ch.spells):
            return True
    return False


class InPlay(dict[Point, list[Hook]]):
    """Every hook that runs in games with these boxes and options, gated or not, by point (each
    list made the first time it is asked for, in registration order); and what each point's
    gated hooks wait for, from which a game's own table (``Table``) takes its lists."""

    def __init__(self, boxes: tuple[str, ...], options: frozenset[str]):
        super().__init__()
        self.boxes = (None, *boxes)
        self.options = options
        # a point -> what its gated hooks wait for; a point where some hook waits -> the same,
        # and its list by those of them present (one look-up for both: ``variant``)
        self.gates: dict[Point, frozenset[str]] = {}
        self.variants: dict[Point, tuple[frozenset[str], dict[frozenset[str], list[Hook]]]] = {}
        self.ungated: dict[Point, list[Hook]] | None = None  # see ``shared``
        self.waiting: dict[str, list[Point]] | None = None  # see ``concerned``

    def __missing__(self, name: Point) -> list[Hook]:
        found = [fn for fn in hooks.HOOKS.get(name, ()) if self._boxed(fn) and self._chosen(fn)]
        self[name] = found
        return found

    def variant(self, name: Point, present: frozenset[str]) -> list[Hook]:
        """The hooks at ``name`` that run with ``present`` in play: shared by every game and
        mix that has the same of what they wait for (most often none)."""
        point = self.variants.get(name)
        if point is None:
            gates = self._gates(name)
            if not gates:
                return self[name]  # (most points: no hook there waits for anything)
            point = self.variants[name] = (gates, {})
        gates, lists = point
        here = present & gates
        found = lists.get(here)
        if found is None:
            needs = NEEDS
            found = [fn for fn in self[name] if fn not in needs or not here.isdisjoint(needs[fn])]
            lists[here] = found
        return found

    def shared(self) -> dict[Point, list[Hook]]:
        """Every point where no hook waits for anything, with its list: the same whatever is in
        play (worked out once)."""
        if self.ungated is None:
            self.ungated = {name: self[name] for name in hooks.HOOKS if not self._gates(name)}
        return self.ungated

    def concerned(self, changed: Iterable[str]) -> set[Point]:
        """The points where some hook waits for one of the ``changed`` cards, markers or
        abilities."""
        if self.waiting is None:
            self.waiting = {}
            for name in hooks.HOOKS:
                for token in self._gates(name):
                    self.waiting.setdefault(token, []).append(name)
        found: set[Point] = set()
        for token in changed:
            found.update(self.waiting.get(token, ()))
        return found

    def forget(self, name: Point) -> None:
        """A hook joined ``name`` (registered late): what was worked out for it goes."""
        self.pop(name, None)
        self.gates.pop(name, None)
        self.ungated = None
        self.waiting = None
        self.variants.pop(name, None)

    def _gates(self, name: Point) -> frozenset[str]:
        gates = self.gates.get(name)
        if gates is None:
            gates = self.gates[name] = frozenset().union(*(NEEDS[fn] for fn in self[name] if fn in NEEDS))
        return gates

    def _boxed(self, fn: Hook) -> bool:
        serves = hooks._BOXES.get(fn)
        if serves is None:
            return any(box in self.boxes for box in hooks.boxes_of(fn))
        return any(box in self.boxes for box in serves)

    def _chosen(self, fn: Hook) -> bool:
        needs = hooks._OPTIONS.get(fn)
        return needs is None or not self.options.isdisjoint(needs)


_BASES: dict[tuple[tuple[str, ...], frozenset[str]], InPlay] = {}


def _base(boxes: tuple[str, ...], options: frozenset[str]) -> InPlay:
    """The hooks of these boxes and options, gated or not."""
    key = (boxes, options)
    table = _BASES.get(key)
    if table is None:
        table = _BASES[key] = InPlay(boxes, options)
    return table


class Table(dict[Point, list[Hook]]):
    """One game's hooks by point, while the gating cards, markers and abilities ``present`` are
    in play. The game keeps this one table for its whole life: when what is in play changes
    (``now``), only the points whose hooks wait for what came or went forget their lists, and
    each is asked of the boxes' table again (``InPlay.variant``) the next time it is called.
    (A game meets a new mix some hundred times: changing a few points in place costs far less
    than a table for each mix.)"""

    def __init__(self, boxes: tuple[str, ...], options: Iterable[str]):
        super().__init__()
        self.base = _base(boxes, frozenset(options))
        self.present: frozenset[str] = frozenset()
        self.update(self.base.shared())
        _TABLES[id(self)] = self

    def __missing__(self, name: Point) -> list[Hook]:
        found = self[name] = self.base.variant(name, self.present)
        return found

    def now(self, present: frozenset[str]) -> Table:
        """``present`` is what is in play now: the points it concerns are looked up again."""
        if present != self.present:
            self.moved(present, self.present ^ present)
        return self

    def moved(self, present: frozenset[str], changed: Iterable[str]) -> None:
        """``present`` is what is in play now, ``changed`` all that came or went (``now``, when
        the caller knows them): the points where some hook waits for them are looked up again."""
        for name in self.base.concerned(changed):
            self.pop(name, None)
        self.present = present


# every game's table, while the game lives (a hook registered late joins them)
_TABLES: weakref.WeakValueDictionary[int, Table] = weakref.WeakValueDictionary()


class _Stale(dict[Point, list[Hook]]):
    """A game's table of hooks once something changed what is in play: the first point asked
    for looks the game's table up again (``Gates.look_up``)."""

    def __init__(self, gates: Gates):
        super().__init__()
        self.gates = gates

    def __missing__(self, name: Point) -> list[Hook]:
        return self.gates.look_up()[name]


class Gates:
    """One game's hooks in play, followed change by change: ``game.hooks_in_play`` is this
    object's ``table`` while it is known to be right, else ``stale`` (which looks it up at the
    first point asked for). The game's journal tells it every change that may matter
    (``changed``); ``forget`` has everything looked up again (a rollback, a state set by hand)."""

    __slots__ = ("game", "table", "stale", "characters", "abilities", "foes")

    def __init__(self, game: Host, boxes: tuple[str, ...], options: Iterable[str]):
        # (a weak reference: the game holds this object, and is freed as soon as it is dropped)
        self.game: weakref.ref[Host] = weakref.ref(game)
        self.table = Table(boxes, options)  # its table, for its life
        self.stale = _Stale(self)
        self.characters: list[str] = []
        self.abilities: frozenset[str] = frozenset()
        # the tokens of the Enemies fought this turn (``fought``; a battle's hooks still run once
        # its frame is off the stack: the creature killed, the defeat), until the turn passes
        self.foes: frozenset[str] = frozenset()

    def forget(self) -> None:
        """Which hooks run may have changed: looked up at the next call. (Called after every
        rollback too: the limits are looked at again as well, ``Journal.touched``.)"""
        game = self.game()
        if game is not None:
            game.hooks_in_play = self.stale
            game.journal.touched = True

    def look_up(self) -> Table:
        """The table of the hooks the game runs now: its boxes and options, and the gating
        cards, markers and abilities in play."""
        game = self.game()
        assert game is not None  # (asked by the game itself)
        state = game.state
        game.journal.watched = state.markers  # (the very dictionary the state holds now)
        characters = [ch.character for ch in state.players]
        if characters != self.characters:  # (the abilities change with a character only)
            self.characters = characters
            keys = [key for ch in state.players for key in character.ability_keys(game, ch)]
            self.abilities = ability_tokens(keys)
        self.foes |= stack_foes(game)  # (a rollback may have put back a battle of another turn)
        table = self.table.now(present(state.players, state.markers, self.abilities) | self.foes)
        game.hooks_in_play = table
        return table

    def fought(self, frame: Frame) -> None:
        """A frame naming Enemies (``enemies``) came on the stack (``Game.push``, ``replace``):
        the hooks waiting for them join at once, and stay until the turn passes (``turned``)."""
        game = self.game()
        if game is None:
            return
        came = foe_tokens(game, frame["enemies"] or ()) - self.foes
        if came:
            self.foes |= came
            self.moved(came, ())

    def turned(self) -> None:
        """The turn passed: the Enemies fought in the turn before go, but for those still named
        on the stack."""
        game = self.game()
        if game is None or not self.foes:
            return
        kept = stack_foes(game)
        gone = self.foes - kept
        if gone:
            self.foes = kept
            self.moved((), gone)

    def moved(self, came: Iterable[str], went: Iterable[str]) -> None:
        """Cards some hook waits for (base ids) or marker key prefixes some hook waits for
        ``came`` into play (a card now held, a key just set: in play for sure) or ``went`` (a card
        given up, a key deleted: still in play if another copy or key keeps it): the table
        follows at once, asking only about those (a whole look-up, ``look_up``, reads every
        player's cards and every marker)."""
        game = self.game()
        table = self.table
        if game is None or game.hooks_in_play is not table:
            return  # a whole look-up is due anyway
        table_present = table.present
        new = [token for token in came if token not in table_present]
        state = game.state
        gone = [  # (a token may be both: the Poltergeist's card and marker)
            token
            for token in went
            if token in table_present
            and not (token in GATING_CARDS and held(token, state.players))
            and not (token in GATING_MARKS and marked(token, state.markers))
        ]
        if new or gone:
            table.moved(table_present.union(new).difference(gone), (*new, *gone))

    def changed(self, obj: Any, key: Any, old: Any, new: Any) -> None:
        """The journal's call after a change to a character's cards, character or a field some
        hook waits for (the Warlock's quest), to the players or to the markers: a card or marker
        some hook waits for that came or went updates the table at once (``moved``); anything
        else, a whole look-up."""
        if type(obj) is CharacterState and key in _HAND_FIELDS:  # Objects, Followers, Spells
            gating = GATING_CARDS
            if gating.isdisjoint(map(base_id, old)) and gating.isdisjoint(map(base_id, new)):
                return  # (most cards wake no hook)
            was, now = gating.intersection(map(base_id, old)), gating.intersection(map(base_id, new))
            if was != now:  # (else the same of them as before: one copy for another, or other cards)
                self.moved(now - was, was - now)
            return
        if type(obj) is dict:  # a marker: hooks wait for keys, so a new value for a key kept wakes none
            if old is not MISSING and new is not MISSING:
                return
            marks = marks_of(key)
            if marks:
                if new is MISSING:  # (deleted: another key may keep its prefix in play)
                    self.moved((), marks)
                else:
                    self.moved(marks, ())
            return
        if key == TURN and type(obj) is not CharacterState:  # the state's turn: a new turn
            self.turned()
            return
        # a character, the players (every card and ability may have changed), or a character
        # field some hook waits for (``fields``: seldom set): a whole look-up
        self.forget()


for _fn, _gates in hooks.WAITS:  # the hooks registered before this module was imported, in order
    _note(_fn, *_gates)
_keep(c for fn in hooks.HOOKS.get(points.MORE_CASTS, ()) for c in NEEDS.get(fn, ()) if c in GATING_CARDS)
hooks.REGISTERED.append(_registered)  # (and those registered from now on)
