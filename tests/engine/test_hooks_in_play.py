"""An expansion's rules join only the games that play its box: a core game never runs the
Reaper's or Blood Moon's hooks (and is the faster for it), a Reaper game runs the Reaper's."""

from __future__ import annotations

from engine import Game, Setup, gating, hooks


def game(catalogue, *expansions: str) -> Game:
    return Game.new(
        Setup.of("character/warrior", "character/wizard", seed=1, expansions=expansions), catalogue
    )


def test_hooks_follow_the_boxes_in_play(catalogue):
    point = "attack_bonus"
    every = hooks.HOOKS[point]
    boxes = {hooks.box_of(fn) for fn in every}
    assert {"reaper", "blood-moon", None} <= boxes  # the point has rules of every kind

    def expected(g, played):  # the point's hooks of the boxes played, but those waiting (in order)
        present = g.hooks_in_play.present  # (the cards, markers, abilities, Enemies in play)
        waiting = {fn for fn in every if fn in gating.NEEDS and present.isdisjoint(gating.NEEDS[fn])}
        return [fn for fn in every if fn not in waiting and hooks.box_of(fn) in played], waiting

    core = hooks._at(point, game(catalogue))
    assert core and all(hooks.box_of(fn) is None for fn in core)
    g = game(catalogue, "reaper")
    assert hooks._at(point, g) == expected(g, (None, "reaper"))[0]
    g = game(catalogue, "reaper", "blood-moon")
    both = hooks._at(point, g)
    found, waiting = expected(g, (None, "reaper", "blood-moon"))  # (the Dungeon's hooks stay out)
    assert waiting  # some of the point's hooks wait for a card nobody holds yet
    assert both == found
    assert hooks._at(point, None) == every  # anything but a game: every hook


def test_a_hook_registered_later_joins_the_games(catalogue):
    g = game(catalogue)
    before = list(hooks._at("no_such_point_yet", g))
    seen = []

    @hooks.on("no_such_point_yet")
    def _watch(game_: Game) -> None:
        seen.append(game_)

    try:
        assert before == [] and hooks._at("no_such_point_yet", g) == [_watch]
        hooks.call("no_such_point_yet", g)
        assert seen == [g]
    finally:
        hooks.HOOKS.pop("no_such_point_yet")
        gating._forget("no_such_point_yet")


def test_run_runs_the_hooks_of_the_games_table_in_order_and_collects_nothing(catalogue):
    """``hooks.run``: every hook the game runs at the point, in registration order, for what it
    does; a hook waiting for a card nobody holds stays out, as with ``call``."""
    g = game(catalogue)
    seen: list[str] = []

    @hooks.on("run_point_for_a_test")
    def _first(game_: Game, what: str) -> str:
        seen.append(f"first {what}")
        return "answer"

    @hooks.on("run_point_for_a_test", held=("adventure/no-such-card",))
    def _waiting(game_: Game, what: str) -> None:
        seen.append(f"waiting {what}")

    @hooks.on("run_point_for_a_test")
    def _second(game_: Game, what: str) -> None:
        seen.append(f"second {what}")

    try:
        assert hooks.run("run_point_for_a_test", g, "x") is None
        assert seen == ["first x", "second x"]
        assert hooks.call("run_point_for_a_test", g, "y") == ["answer", None]
        assert seen[2:] == ["first y", "second y"]
    finally:
        _unregister("run_point_for_a_test", _first, _waiting, _second)


def test_a_hook_about_some_cards_runs_only_when_the_point_asks_about_one(catalogue):
    """``hooks.run_about`` and ``fold_about``: at a point asked about one card or space, a hook
    registered ``about=`` some of them runs for those alone (in its place among the others),
    and a hook about none runs for every one."""
    g = game(catalogue)
    seen: list[str] = []

    @hooks.on("about_point_for_a_test")
    def _every(game_: Game, what: str, value: int = 0) -> int:
        seen.append(f"every {what}")
        return value + 1

    @hooks.on("about_point_for_a_test", about=("adventure/ape", "space/outer/city"))
    def _some(game_: Game, what: str, value: int = 0) -> int:
        seen.append(f"some {what}")
        return value * 10

    @hooks.on("about_point_for_a_test")
    def _last(game_: Game, what: str, value: int = 0) -> int:
        seen.append(f"last {what}")
        return value + 2

    try:
        hooks.run_about("adventure/ape", "about_point_for_a_test", g, "ape")
        hooks.run_about("adventure/lion", "about_point_for_a_test", g, "lion")
        assert seen == ["every ape", "some ape", "last ape", "every lion", "last lion"]
        point = "about_point_for_a_test"
        assert hooks.fold_about("space/outer/city", point, 1, g, "city") == (1 + 1) * 10 + 2
        assert hooks.fold_about("space/outer/ruins", point, 1, g, "ruins") == 1 + 1 + 2
    finally:
        _unregister("about_point_for_a_test", _every, _some, _last)


def test_an_alternative_rule_joins_only_the_games_that_choose_it(catalogue):
    """Core rules, Alternative rules ("Strength and Craft"): the cheaper trophies' hook runs only
    in a game that chooses that option, and there it sets the price."""
    from engine import turn
    from engine.handlers.core import alternative_rules

    plain = game(catalogue)
    chosen = Game.new(
        Setup.of("character/warrior", "character/wizard", seed=1, options={"trophy_points": 5}), catalogue
    )
    assert alternative_rules._trophy_points not in hooks._at("trophy_points", plain)
    assert alternative_rules._trophy_points in hooks._at("trophy_points", chosen)
    assert (turn.trophy_value(plain), turn.trophy_value(chosen)) == (7, 5)


def test_a_game_table_moved_through_mixes_has_the_lists_of_one_made_afresh() -> None:
    """A game keeps one table (engine.gating ``Table``): as gating cards, markers and
    abilities come and go, only the points they concern are looked up again. Each point's list
    must be the one a table made for that mix from nothing has, however far apart two mixes are
    (and whether or not the point was asked for before the change)."""
    import random

    boxes, options = ("reaper", "blood-moon"), frozenset[str]()
    tokens = sorted(frozenset().union(*gating.NEEDS.values()))
    rng = random.Random(5)
    points = sorted(hooks.HOOKS)
    moved = gating.Table(boxes, options)
    for _ in range(60):
        if rng.random() < 0.2:  # now and then a mix far from the last
            present = frozenset(rng.sample(tokens, rng.randrange(len(tokens) // 4)))
        else:  # mostly one or two cards, markers or abilities come or go
            present = moved.present ^ frozenset(rng.sample(tokens, rng.choice((1, 2))))
        assert moved.now(present) is moved
        fresh = gating.Table(boxes, options).now(present)
        for point in points:
            assert moved[point] == fresh[point], (point, sorted(present))
        for point in rng.sample(points, 5):  # (some lists asked for afresh, some kept)
            del moved[point]


def test_a_marker_prefix_registered_later_is_seen_in_keys_met_before(monkeypatch) -> None:
    """``gating.marks_of`` keeps each marker key's gating prefixes once worked out: a hook
    registered later that waits for a new prefix makes a key met before count for it (in a
    game's look-up, ``present``, too); and the keys kept are bounded, whatever keys come."""
    key = "prefix-for-a-test/0"
    before = gating.GATING_MARKS
    assert gating.marks_of(key) == () and "prefix-for-a-test/" not in gating.present([], {key: 1})

    @hooks.on("marked_point_for_a_test", marked=("prefix-for-a-test/",))
    def _waiting(game_: Game) -> None:
        return None

    try:
        assert gating.marks_of(key) == ("prefix-for-a-test/",)
        assert "prefix-for-a-test/" in gating.present([], {key: 1, "other/1": 2})
        monkeypatch.setattr(gating, "MAX_MARK_KEYS", 3)
        for n in range(10):
            assert gating.marks_of(f"prefix-for-a-test/{n}") == ("prefix-for-a-test/",)
        assert len(gating._MARKS) <= 3
    finally:
        hooks.HOOKS.pop("marked_point_for_a_test")
        gating.NEEDS.pop(_waiting, None)
        monkeypatch.setattr(gating, "GATING_MARKS", before)
        gating._MARKS.clear()
        gating._forget("marked_point_for_a_test")


def test_a_hook_registered_later_joins_a_point_whose_hooks_wait(catalogue) -> None:
    """A point some hook waits at, asked for by a game (its list worked out for what is in
    play, ``InPlay.variant``), then joined by a new hook: the game runs the new hook too."""
    g = game(catalogue)

    @hooks.on("waiting_point_for_a_test", held=("adventure/no-such-card",))
    def _waiting(game_: Game) -> str:
        return "waiting"

    try:
        assert hooks.call("waiting_point_for_a_test", g) == []

        @hooks.on("waiting_point_for_a_test")
        def _later(game_: Game) -> str:
            return "later"

        assert hooks.call("waiting_point_for_a_test", g) == ["later"]
    finally:
        _unregister("waiting_point_for_a_test", _waiting)


def test_held_and_marked_look_at_every_hand_copy_and_key() -> None:
    """A gate that went is asked whether it is still in play (``Gates.moved``): a copy of
    the card among anyone's Objects, Followers or Spells, a marker key with the prefix."""
    from engine.state import CharacterState

    def player(**cards: tuple[str, ...]) -> CharacterState:
        return CharacterState(0, "A", "character/wizard", "space/outer/city", **cards)

    for hand in ("objects", "followers", "spells"):
        assert gating.held("adventure/genie", [player(), player(**{hand: ("adventure/genie#2",)})])
    assert not gating.held("adventure/genie", [player(objects=("adventure/genie-lamp",))])
    assert "placed/" in gating.GATING_MARKS  # (a prefix some hook waits for)
    assert gating.marked("placed/", {"gold@space/outer/city": 1, "placed/3": 2})
    assert not gating.marked("placed/", {"gold@space/outer/city": 1, "misplaced/3": 2})


def _unregister(point: str, *fns: hooks.Hook) -> None:
    """Forget a test's hook point and its hooks (registered, gated on a card no game holds)."""
    hooks.HOOKS.pop(point)
    for fn in fns:
        gating.NEEDS.pop(fn, None)
        hooks.ABOUT.pop(fn, None)
    gating.GATING_CARDS.discard("adventure/no-such-card")
    gating._forget(point)
