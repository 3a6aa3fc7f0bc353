"""Dark Denizens, the box's Adventure card (its facts: for 2 rounds after the turn it is drawn,
every draw of Adventure Cards takes Dungeon Cards; then it goes to the discard pile), played by
the shared lasting draw swap (the ``draw_instead`` step: engine.steps, engine.chance). Digital
rulebook, "Encounter Sequence" 3 and FAQ "Dark Denizens"."""

from __future__ import annotations

from engine_helpers import legal, play
from reaper_helpers import finish_turn, land_at

import content
from engine import Game
from engine.steps import push_steps
from tests.engine.dungeon.dungeon_cards_helpers import FIELD, dungeon_game, named

DENIZENS = "adventure/dark-denizens"
WOODS = "space/outer/woods-1"  # draw 1 card, on the Outer Region


def denizens_met(catalogue: content.Catalogue, *characters: str) -> tuple[Game, str]:
    """Player 0 meets Dark Denizens on the Fields, which ends his turn: player 1's begins; the
    card as it lies there."""
    game = dungeon_game(catalogue, *characters)
    card = named(catalogue, DENIZENS)
    land_at(game, 0, FIELD, f"adjust {card} {FIELD}")
    if game.decision.kind == "encounter":
        play(game, "encounter space")
    assert game.state.current == 1
    return game, card


def draws_from(game: Game) -> str:
    """The deck the draw now asked for takes its card from."""
    assert game.decision.kind == "draw", game.decision
    return str(game.state.stack[-1]["deck"])


def card_instruction(game: Game, p: int) -> None:
    """A card tells player ``p`` to draw 1 Adventure Card (as the Astrologer's do)."""
    push_steps(game, p, [{"draw": {"deck": "adventure", "count": 1}}], "a card's instruction")
    game.state_edited()
    game._settle()


def test_after_the_turn_adventure_draws_take_dungeon_cards(catalogue: content.Catalogue) -> None:
    """Dark Denizens: "For 2 rounds following this turn, whenever a character is instructed to
    draw Adventure Cards, they must draw Dungeon Cards instead": the next character's space on
    the Outer Region draws a Dungeon card; the card stays on its space ("an Event that lasts
    more than one turn remains on the space as a reminder")."""
    game, card = denizens_met(catalogue)
    assert card in game.state.board[FIELD]
    land_at(game, 1, WOODS)
    assert draws_from(game) == "dungeon"
    assert all(a.startswith("draw dungeon/") for a in legal(game))
    assert card in game.state.board[FIELD]


def test_not_in_the_turn_it_is_drawn(catalogue: content.Catalogue) -> None:
    """ "...following this turn": in the drawer's own turn a card's instruction to draw an
    Adventure Card still takes one from the Adventure deck (the card's steps played in the
    middle of the drawer's turn, then a card's instruction)."""
    game = dungeon_game(catalogue)
    card = named(catalogue, DENIZENS)
    land_at(game, 0, FIELD)
    push_steps(game, 0, catalogue[DENIZENS].effect, card)
    game.state_edited()
    game._settle()
    assert game.state.markers["draw-instead/adventure"]["from"] == "dungeon"
    card_instruction(game, 0)
    assert draws_from(game) == "adventure"


def test_a_card_instruction_is_swapped_too(catalogue: content.Catalogue) -> None:
    """ "...whenever a character is instructed to draw Adventure Cards": a card's instruction
    (not only a space's draw) takes Dungeon cards while it lasts."""
    game, _ = denizens_met(catalogue)
    card_instruction(game, 1)
    assert draws_from(game) == "dungeon"


def test_it_ends_after_2_rounds_and_goes_to_the_discard_pile(catalogue: content.Catalogue) -> None:
    """ "For 2 rounds following this turn ... The Dark Denizens then retreat to the discard
    pile": with two characters, four turns after the drawer's; then the draws are Adventure
    cards again and the card is discarded."""
    game, card = denizens_met(catalogue)  # the first of the four turns begins
    begun = 1
    while begun < 4:  # (a turn lost or missed counts as the player's turn of the round)
        begun += sum(e.startswith("turn ") for e in finish_turn(game))
    assert begun == 4 and card in game.state.board[FIELD]  # the fourth turn
    card_instruction(game, game.state.current)
    assert draws_from(game) == "dungeon"
    finish_turn(game)  # the second round is over
    assert card not in game.state.board.get(FIELD, ()) and card in game.state.discards["adventure"]
    card_instruction(game, game.state.current)
    assert draws_from(game) == "adventure"


def test_meeting_it_again_does_not_restart_it(catalogue: content.Catalogue) -> None:
    """ "If a character encounters the Event again, the effect does not "reset" and last for
    additional turns": a character meeting the card on its space changes nothing."""
    game, card = denizens_met(catalogue)
    before = game.state.markers["draw-instead/adventure"]
    land_at(game, 1, FIELD)
    if game.decision.kind == "encounter":
        play(game, "encounter space")
    assert game.state.current == 0, game.decision  # his turn is over: one turn of the four gone
    assert game.state.markers["draw-instead/adventure"] == {**before, "turns": before["turns"] - 1}


def test_the_prophetess_may_still_swap_a_dungeon_card(catalogue: content.Catalogue) -> None:
    """FAQ Dark Denizens: "Can the Prophetess use her ability if the Dark Denizens Event is in
    effect?" "Yes. After the Prophetess draws a Dungeon Card, she may discard it and draw another
    Dungeon Card to replace it." """
    game, _ = denizens_met(catalogue, "character/thief", "character/prophetess")
    land_at(game, 1, WOODS)
    play(game, next(a for a in sorted(legal(game)) if a.startswith("draw dungeon/")))
    assert game.decision.kind == "foresight"
    drawn = game.state.board[WOODS][0]
    play(game, f"discard {drawn}")
    assert drawn in game.state.discards["dungeon"]
    assert draws_from(game) == "dungeon"  # the replacement


def test_the_other_copy_met_later_brings_its_own_2_rounds(catalogue: content.Catalogue) -> None:
    """The box holds 2 copies. Each card's own words count "2 rounds following this turn": the
    second met while the first lasts takes over with its own count, and the first goes to the
    discard pile."""
    game, card = denizens_met(catalogue)
    other = "adventure/dark-denizens#2"
    play(game, f"adjust {other} {WOODS}")
    push_steps(game, 1, catalogue[DENIZENS].effect, other)
    game.state_edited()
    game._settle()
    found = game.state.markers["draw-instead/adventure"]
    assert found["card"] == other and found["waiting"] and found["turns"] == 4
    assert card in game.state.discards["adventure"] and card not in game.state.board.get(FIELD, ())
