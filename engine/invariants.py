"""Checks that hold after every action in any game (used by ``talisman sim`` and the tests).

Every card in exactly one place; each stockpile plus what is in play equals the box; no Strength
or Craft below the printed value; living characters have a life, dead ones hold nothing.

``violations(game)`` counts everything afresh. ``Watch`` keeps the same counts up to date from
each action's journal entries (``Game.last_changes``): only the players and the places (a deck,
a discard pile, a space, a marker) that the action changed are counted again, so checking after
every action costs about what the action did.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Collection, Iterable
from operator import attrgetter
from typing import TYPE_CHECKING, Any

from engine import character
from engine.deal import copies, supply_sizes
from engine.journal import Journal
from engine.piles import changed as _changed
from engine.state import CharacterState

if TYPE_CHECKING:
    from engine.game import Game

CARD_KINDS = ("adventure", "spell", "purchase", "talisman")  # and a region's own deck (content.board)
UNCOUNTED = ("character", "warlock-quest")  # decks of cards that are not counted
HOLDINGS = ("objects", "followers", "spells", "trophies")
PLACES = ("decks", "discards", "board", "markers")  # the State's dicts that hold cards or gold
STATS = ("strength", "craft", "lives", "fate", "gold", "toad", "alignment")  # the limited resources

Place = tuple[str, str]  # (one of PLACES, key)
_WHOLE = attrgetter("board", "decks", "discards", "markers", "players")  # the parts counted
_STOCK, _PLAYERS = "stock", "players"  # the tags of the stock and of the list of players


def all_cards(g: Game) -> Counter[str]:
    key = ("all_cards", tuple(sorted(g.setup.expansions)))  # the cache outlives one game
    if key not in g.cache:
        kinds = dict.fromkeys((*CARD_KINDS, *g.board.decks, *g.board.rewards))
        g.cache[key] = Counter(c for kind in kinds for c in copies(g.cat, kind, g.setup.expansions))
    cached: Counter[str] = g.cache[key]
    return cached


def _place_cards(where: str, key: str, value: Any) -> Iterable[str]:
    """The cards a place holds: a deck of the four card decks, a pile, a space, cards set aside
    (a place that did not exist before the action holds nothing)."""
    if type(value) is not tuple and type(value) is not list:
        return ()
    if where == "decks":
        return value if key not in UNCOUNTED else ()
    if where == "markers":  # cards set aside: beside the Time card, inherited, out of play
        return value if key.startswith("aside/") else ()
    return value


def _place_gold(where: str, key: str, value: Any) -> int:
    """Gold lying off the characters (on a space, the Raiders', an heir's)."""
    if where == "markers" and key.startswith("gold@") and type(value) is int:
        return value
    return 0


def _player_part(ch: CharacterState) -> tuple[tuple[str, ...], tuple[int, ...]]:
    """The cards a character holds, and what of each limited resource (in ``STATS`` order)."""
    cards = (*ch.objects, *ch.followers, *ch.spells, *ch.trophies)
    held = (
        ch.strength + ch.toad_strength,
        ch.craft + ch.toad_craft,
        ch.lives,
        ch.fate,
        ch.gold,
        1 if ch.is_toad else 0,
        1 if ch.alignment_card else 0,
    )
    return cards, held


# the fields of a character ``_player_part`` reads (a change to any other leaves it as it was)
_PART_FIELDS = frozenset(
    {*HOLDINGS, "strength", "toad_strength", "craft", "toad_craft", "lives", "fate", "gold"}
    | {"toad_turns", "alignment_card"}
)


def _player_problems(g: Game, ch: CharacterState) -> list[str]:
    out = []
    if ch.strength < 0 or ch.craft < 0 or ch.toad_strength < 0 or ch.toad_craft < 0:
        out.append(f"player {ch.player}: Strength or Craft below the printed value")
    if ch.alive and ch.lives < 1:
        out.append(f"player {ch.player}: alive with {ch.lives} lives")
    if not ch.alive and (ch.lives or ch.objects or ch.spells):
        out.append(f"player {ch.player}: dead but still holding lives or cards")
    if ch.alive and character.strength(g, ch) < 1:
        out.append(f"player {ch.player}: Strength below 1")
    return out


class Watch:
    """The invariants' counts for one game, kept up to date action by action.

    Call ``after(game.last_changes)`` after each ``apply`` (never across an ``undo``: start a new
    ``Watch`` then); it returns what the action broke as messages, an empty list when all holds.
    The checks on one character (lives, Strength) look at the characters the action changed
    (``players_changed`` names them afterwards); a resource is checked again when its stock or
    what the characters and spaces hold of it changed, a card when it moved.
    """

    def __init__(self, g: Game):
        self.g = g
        self.expected = all_cards(g)
        cached = g.cache.get(("sizes",))
        self.sizes: dict[str, int] = cached or g.cache.setdefault(("sizes",), supply_sizes(g.cat))
        self.players_changed: Collection[int] = ()
        self._recount()

    def _recount(self) -> None:
        s = self.g.state
        self.whole = _WHOLE(s)  # the parts looked into, to see one replaced
        self.stock = s.stock
        self._watch_players()
        self.cards: Counter[str] = Counter()
        self.held = dict.fromkeys(STATS, 0)
        for where in PLACES:
            for key, value in getattr(s, where).items():
                self.cards.update(_place_cards(where, key, value))
                self.held["gold"] += _place_gold(where, key, value)
        self.parts = [_player_part(ch) for ch in s.players]
        for cards, held in self.parts:
            self.cards.update(cards)
            for stat, n in zip(STATS, held, strict=True):
                self.held[stat] += n
        every = self.cards.keys() | self.expected.keys()
        self.wrong = {c for c in every if self.cards[c] != self.expected[c]}
        self.short: set[str] = set()  # the resources whose stock and what is in play disagree
        self._check_stats(self.sizes)
        self.players_changed = range(len(s.players))

    def _watch_players(self) -> None:
        """The objects whose journal entries the watch reads, by ``id``: the places (tagged
        with their name), the stock, the list of players and each character (tagged with its
        player); a frame's entries, most of them, are passed over."""
        s = self.g.state
        self.tags: dict[int, Any] = {id(getattr(s, where)): where for where in PLACES}
        self.tags |= {id(s.stock): _STOCK, id(s.players): _PLAYERS}
        self.tags |= {id(ch): ch.player for ch in s.players}
        self._tag_decks()

    def _tag_decks(self) -> None:
        """Each deck's list, tagged with its place: a card drawn leaves it in place."""
        self.tags |= {id(deck): ("decks", name) for name, deck in self.g.state.decks.items()}

    def after(self, changes: list[Any]) -> list[str]:
        """Take in one action's journal entries, flat (``container, key, old value, ...``, as
        ``Game.last_changes`` and ``Journal.take`` give them); check."""
        s = self.g.state
        board, decks, discards, markers, players_list = self.whole
        if (  # a whole part replaced: count afresh
            s.board is not board
            or s.decks is not decks
            or s.discards is not discards
            or s.markers is not markers
            or s.players is not players_list
        ):
            self._recount()
            return self.problems()
        tags = self.tags
        # where the watched objects' entries are (most are a frame's or the stack's); a plain
        # loop, as a comprehension costs a function made and called at every action
        found = []
        for i in range(0, len(changes), 3):
            if id(changes[i]) in tags:
                found.append(i)
        if not found and s.stock is self.stock:
            self.players_changed = ()
            return []  # the action moved no card, counter or coin (a stage, a frame)
        players: set[int] = set()
        counted = False  # whether a field the count of their cards or resources reads changed
        places: dict[Place, Any] = {}  # each place's value before the action: its first entry
        stats: set[str] = set()  # the resources whose stock changed
        if s.stock is not self.stock:  # a new stock (a character killed): every resource
            self.stock = s.stock
            self._watch_players()
            stats.update(STATS)
        decks_changed = False  # a deck replaced by another list (to be tagged)
        for i in found:
            obj, key, old = changes[i], changes[i + 1], changes[i + 2]
            tag = tags[id(obj)]
            if type(tag) is tuple:  # a deck changed in place: as it was before the action
                if tag not in places:
                    places[tag] = _list_before(obj, changes, found)
            elif type(tag) is int:
                players.add(tag)
                counted = counted or key in _PART_FIELDS  # (not when they only moved, say)
            elif tag is _STOCK:
                stats.add(key)
            elif tag is _PLAYERS:  # a character replaced: all of it changed
                players.add(key)
                counted = True
                self._watch_players()
            else:
                places.setdefault((tag, key), old)
                decks_changed = decks_changed or tag == "decks"
        if decks_changed:
            self._tag_decks()
        self.players_changed = players
        if places or counted:
            touched: set[str] = set()  # the cards that moved
            for (where, key), old in places.items():
                new = getattr(s, where).get(key)
                self._move_cards(_place_cards(where, key, old), _place_cards(where, key, new), touched)
                if where == "markers":
                    gold = _place_gold(where, key, new) - _place_gold(where, key, old)
                    if gold:
                        self.held["gold"] += gold
                        stats.add("gold")
            if counted:
                self._count_players(players, touched, stats)
            for card in touched:
                if self.cards[card] == self.expected[card]:
                    self.wrong.discard(card)
                else:
                    self.wrong.add(card)
        if stats:
            self._check_stats(stats)
        problems = self._shared_problems() if self.wrong or self.short else []
        for p in sorted(players) if len(players) > 1 else players:
            problems += _player_problems(self.g, s.players[p])
        return problems

    def _count_players(self, players: Iterable[int], touched: set[str], stats: set[str]) -> None:
        """Count again what the ``players`` hold: the cards that moved, the resources changed."""
        for p in players:
            (old_cards, old_held), (new_cards, new_held) = (
                self.parts[p],
                _player_part(self.g.state.players[p]),
            )
            self.parts[p] = new_cards, new_held
            if old_cards != new_cards:
                self._move_cards(old_cards, new_cards, touched)
            if old_held != new_held:
                for stat, before, now in zip(STATS, old_held, new_held, strict=True):
                    if now != before:
                        self.held[stat] += now - before
                        stats.add(stat)

    def _check_stats(self, stats: Iterable[str]) -> None:
        stock, held, sizes = self.g.state.stock, self.held, self.sizes
        for stat in stats:
            if stat in sizes:
                if stock[stat] + held[stat] != sizes[stat] or stock[stat] < 0:
                    self.short.add(stat)
                else:
                    self.short.discard(stat)

    def _move_cards(self, old: Iterable[str], new: Iterable[str], touched: set[str]) -> None:
        if isinstance(old, _PILES) and isinstance(new, _PILES):
            old, new = _changed(old, new)  # a deck less one card: that card alone
        cards = self.cards
        for card in old:
            cards[card] -= 1
            touched.add(card)
        for card in new:
            cards[card] += 1
            touched.add(card)

    def _shared_problems(self) -> list[str]:
        if not (self.wrong or self.short):
            return []
        s = self.g.state
        out: list[str] = []
        if self.wrong:
            off = {c: self.cards[c] - self.expected[c] for c in sorted(self.wrong)}
            extra = {c: n for c, n in off.items() if n > 0}
            missing = {c: -n for c, n in off.items() if n < 0}
            out.append(f"cards not in exactly one place: extra {extra}, missing {missing}")
        for stat, size in self.sizes.items():
            if stat in self.short:
                out.append(f"{stat}: stock {s.stock[stat]} + in play {self.held[stat]} != supply {size}")
        return out

    def problems(self) -> list[str]:
        """Every broken invariant now, as a message."""
        players = self.g.state.players
        return self._shared_problems() + [p for ch in players for p in _player_problems(self.g, ch)]


_PILES = (tuple, list)


def _list_before(items: list[str], changes: list[Any], found: list[int]) -> list[str]:
    """A list changed in place (a deck) as it was before the action: a copy, rolled back with
    the action's entries for it (``found``: where the watched objects' entries are)."""
    before = list(items)
    Journal.rollback([x for i in found if changes[i] is items for x in (before, *changes[i + 1 : i + 3])])
    return before


def violations(g: Game) -> list[str]:
    """Every broken invariant, counted afresh, as a message; an empty list when all hold."""
    return Watch(g).problems()
