"""The Highland deck's Astrologer: a card kept aside, put back on top of its deck as any turn
begins (written from the card's text and the digital rulebook before the engine's rule).

The card: "The Astrologer will remain here for the rest of the game. Draw 3 Adventure Cards, take
one and discard the others. You may place the Adventure Card on top of its deck at the start of
any character's turn."

Digital rulebook, Drawing Cards in an expansion Region: "If the Astrologer is encountered in the
Outer or Middle Region, the character must draw from the base game's Adventure deck. However, if
the Astrologer is encountered in the Highland Region, the character must draw from the Highland
deck instead of the Adventure deck."
"""

from __future__ import annotations

import content
from engine import Game, cards
from engine.chance import known_top
from tests.engine.engine_helpers import legal, play
from tests.engine.highland.highland_cards_helpers import CLIFF, FIELD, bases, meet
from tests.engine.reaper_helpers import finish_turn, land_at

ASTROLOGER = "highland/astrologer"
KEY = "aside/astrologer/0"  # the cards player 0 keeps aside (a marker: counted, journaled)


def drawn(game: Game, *cards_: str) -> None:
    """Chance brings these cards, one draw each."""
    for card in cards_:
        assert game.decision.is_chance and game.decision.kind == "draw", game.decision
        play(game, f"draw {card}")


def kept(game: Game, p: int = 0) -> list[str]:
    return list(game.state.markers.get(f"aside/astrologer/{p}", ()))


def monks_turn(game: Game) -> None:
    """Play on until the Monk's turn begins (the Thief's may already be over)."""
    if game.state.current == 0:
        finish_turn(game)


def keep_one(catalogue: content.Catalogue, *, space: str = CLIFF, three: tuple[str, ...]) -> tuple[Game, str]:
    """Player 0 (the Thief) meets the Astrologer on ``space``, draws ``three`` and keeps the first."""
    game, _ = meet(catalogue, ASTROLOGER, space=space)
    drawn(game, *three)
    take = sorted(a for a in legal(game) if a.startswith("take ") and three[0] in a)[0]
    play(game, take)
    return game, take.split()[1]


def test_the_astrologer_is_played_by_the_engine_not_by_hand() -> None:
    """The card's rule is the engine's (no longer a by-hand decision)."""
    assert ASTROLOGER not in cards.BY_HAND


def test_in_the_highland_three_highland_cards_one_kept_aside(catalogue: content.Catalogue) -> None:
    """ "Draw 3 Adventure Cards, take one and discard the others" (in the Highland: the Highland
    deck). "The Astrologer will remain here for the rest of the game." The card taken is held
    apart, to be laid on its deck later: it is neither played nor carried."""
    game, _ = meet(catalogue, ASTROLOGER, space=CLIFF)
    before = len(game.state.decks["highland"])
    drawn(game, "highland/roc", "highland/opal", "highland/frost-giant")
    assert game.decision.player == 0
    takes = {a for a in legal(game) if a.startswith("take ")}
    assert bases(a.split()[1] for a in takes) == {"highland/roc", "highland/opal", "highland/frost-giant"}
    assert legal(game) - takes <= {a for a in legal(game) if a.startswith("adjust")}  # no passing
    opal = next(a.split()[1] for a in takes if "opal" in a)
    play(game, f"take {opal}")
    ch = game.state.players[0]
    assert kept(game) == [opal]
    assert opal not in ch.objects and opal not in game.state.board.get(CLIFF, ())
    assert bases(game.state.discards["highland"]) >= {"highland/roc", "highland/frost-giant"}
    assert len(game.state.decks["highland"]) == before - 3
    assert bases(game.state.board[CLIFF]) == {ASTROLOGER}  # she stays; the drawn cards do not


def test_on_the_main_board_she_draws_adventure_cards(catalogue: content.Catalogue) -> None:
    """Met in the Outer Region, the character draws from the base game's Adventure deck."""
    game, _ = meet(catalogue, ASTROLOGER, space=FIELD)
    assert game.decision.kind == "draw" and game.state.stack[-1]["deck"] == "adventure"
    drawn(game, "adventure/bear", "adventure/bag-of-gold", "adventure/witch")
    play(game, next(a for a in sorted(legal(game)) if a.startswith("take adventure/bag-of-gold")))
    assert [c.split("#")[0] for c in kept(game)] == ["adventure/bag-of-gold"]
    assert bases(game.state.discards["adventure"]) >= {"adventure/bear", "adventure/witch"}


def test_put_back_on_top_as_another_characters_turn_begins(catalogue: content.Catalogue) -> None:
    """ "You may place the Adventure Card on top of its deck at the start of any character's
    turn": as the next player's turn begins, the Thief's player is asked; laid back, the card
    is the next one its deck gives."""
    game, opal = keep_one(catalogue, three=("highland/opal", "highland/roc", "highland/frost-giant"))
    monks_turn(game)
    assert game.state.current == 1
    assert game.decision.player == 0  # the holder decides, in the Monk's turn
    assert legal(game) - {a for a in legal(game) if a.startswith("adjust")} == {
        f"use {ASTROLOGER} {opal}",
        "pass",
    }
    play(game, f"use {ASTROLOGER} {opal}")
    assert kept(game) == [] and game.state.decks["highland"][-1] == opal
    assert known_top(game, "highland") == opal  # the next Highland draw brings it
    assert game.state.current == 1 and game.state.stack[-1]["p"] == 1  # the Monk's turn goes on
    assert game.decision.kind in ("roll", "begin")


def test_kept_while_passed_and_offered_again_at_his_own_turn(catalogue: content.Catalogue) -> None:
    """ "at the start of any character's turn": passed once, the card stays aside, and the
    choice comes again when the next turn begins, his own included."""
    game, opal = keep_one(catalogue, three=("highland/opal", "highland/roc", "highland/frost-giant"))
    monks_turn(game)
    play(game, "pass")
    assert kept(game) == [opal] and game.state.stack[-1]["p"] == 1
    finish_turn(game)
    assert game.state.current == 0
    assert f"use {ASTROLOGER} {opal}" in legal(game)


def keep_a_bear(catalogue: content.Catalogue) -> tuple[Game, str]:
    """Player 0 meets the Astrologer on the Fields, draws three Adventure cards, keeps the Bear."""
    game, _ = meet(catalogue, ASTROLOGER, space=FIELD)
    drawn(game, "adventure/bear", "adventure/bag-of-gold", "adventure/witch")
    bear = next(a for a in sorted(legal(game)) if a.startswith("take adventure/bear")).split()[1]
    play(game, f"take {bear}")
    return game, bear


def test_an_adventure_card_goes_back_on_the_adventure_deck(catalogue: content.Catalogue) -> None:
    """ "on top of its deck": a card drawn from the Adventure deck goes back on the Adventure
    deck, and the next draw from it is that card."""
    game, bear = keep_a_bear(catalogue)
    monks_turn(game)
    play(game, f"use {ASTROLOGER} {bear}")
    assert known_top(game, "adventure") == bear
    assert game.state.decks["adventure"][-1] == bear and kept(game) == []


def test_undo_brings_the_card_back_aside_and_off_the_deck(catalogue: content.Catalogue) -> None:
    """The table may take back any action: the card laid on the deck returns aside, and the
    card taken returns among the three drawn."""
    game, opal = keep_one(catalogue, three=("highland/opal", "highland/roc", "highland/frost-giant"))
    monks_turn(game)
    deck = list(game.state.decks["highland"])
    play(game, f"use {ASTROLOGER} {opal}")
    game.undo()
    assert kept(game) == [opal] and game.state.decks["highland"] == deck
    assert known_top(game, "highland") is None
    game2, _ = meet(catalogue, ASTROLOGER, space=CLIFF)
    drawn(game2, "highland/opal", "highland/roc", "highland/frost-giant")
    offered = legal(game2)
    play(game2, sorted(a for a in offered if a.startswith("take "))[0])
    game2.undo()
    assert kept(game2) == [] and legal(game2) == offered


def test_the_choices_read_in_plain_words(catalogue: content.Catalogue) -> None:
    """What the table reads: the question, the buttons and what happened name the cards and
    the deck, never an id."""
    game, _ = meet(catalogue, ASTROLOGER, space=CLIFF)
    drawn(game, "highland/opal", "highland/roc", "highland/frost-giant")
    words = [game.describe(a) for a in game.legal_actions() if a.verb == "take"]
    assert any("Opal" in w and "aside" in w for w in words), words
    question = game.describe(game.decision)
    assert "Astrologer" in question and "/" not in question
    opal = next(str(a.args[0]) for a in game.legal_actions() if "opal" in str(a))
    events = game.apply(f"take {opal}")
    said = [game.describe(e) for e in events]
    assert any("Opal" in s and "aside" in s for s in said), said
    monks_turn(game)
    question = game.describe(game.decision)
    assert "Astrologer" in question and "/" not in question
    words = {str(a): game.describe(a) for a in game.legal_actions() if a.verb != "adjust"}
    assert "Opal" in words[f"use {ASTROLOGER} {opal}"] and "Highland" in words[f"use {ASTROLOGER} {opal}"]
    assert "/" not in words["pass"] and words["pass"] != "Pass"
    events = game.apply(f"use {ASTROLOGER} {opal}")
    said = [game.describe(e) for e in events]
    assert any("Opal" in s and "top" in s for s in said), said


def test_a_killed_character_loses_the_card_kept_aside(catalogue: content.Catalogue) -> None:
    """Core rules, Death: "Other cards (including the character's trophies) and counters are
    placed in the appropriate stock or discard piles." The card kept aside is such a card."""
    game, opal = keep_one(catalogue, three=("highland/opal", "highland/roc", "highland/frost-giant"))
    monks_turn(game)
    play(game, "pass", "adjust 0 lives 0")
    assert not game.state.players[0].alive
    assert kept(game) == [] and opal in game.state.discards["highland"]


def next_draws(game: Game, count: int, known: str) -> list[str]:
    """The Monk lands on ``count`` Fields (not the Astrologer's) in turn, each drawing one card:
    what each draw may bring, ``known`` when that card alone, else the deck its cards come from.
    The card drawn makes no other draw (a Gem, Gold; else the first offered)."""
    found = []
    for fields in (1, 3, 4, 5, 6)[:count]:
        land_at(game, 1, f"space/outer/fields-{fields}")
        assert game.decision.kind == "draw"
        offered = sorted(str(a.args[0]) for a in game.legal_actions() if a.verb == "draw")
        decks = {card.split("/")[0] for card in offered}
        found.append(known if offered == [known] else decks.pop() if len(decks) == 1 else str(decks))
        quiet = ("highland/opal", "highland/emerald", "adventure/bag-of-gold")
        play(game, f"draw {next((c for c in quiet if c in offered), offered[0])}")
        finish_turn(game)
    return found


def test_laid_back_on_cards_the_eyrie_vanguard_lent_it_comes_first(catalogue: content.Catalogue) -> None:
    """The Astrologer's card goes "on top of its deck"; the Eyrie Vanguard's three Highland cards
    were placed "on top of the Adventure deck" before it. What lies on top is drawn first: the
    card laid back, then the three Highland cards, then the Adventure deck's own."""
    game, bear = keep_a_bear(catalogue)
    # what the Eyrie Vanguard leaves (tests/engine/highland/test_highland_events.py)
    game.state.markers["lent"] = {"adventure": {"from": "highland", "count": 3}}
    game.state_edited()
    monks_turn(game)
    play(game, f"use {ASTROLOGER} {bear}")
    assert next_draws(game, 5, bear) == [bear, "highland", "highland", "highland", "adventure"]


def test_lent_on_a_card_laid_back_they_come_first(catalogue: content.Catalogue) -> None:
    """The other way round: the card laid back first, the Highland cards placed on top of it
    after: the three Highland cards are drawn, then the card laid back."""
    game, bear = keep_a_bear(catalogue)
    monks_turn(game)
    play(game, f"use {ASTROLOGER} {bear}")
    game.state.markers["lent"] = {"adventure": {"from": "highland", "count": 3}}
    game.state_edited()
    assert next_draws(game, 4, bear) == ["highland", "highland", "highland", bear]
