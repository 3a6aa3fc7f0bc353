"""The hook points: every named place where cards, abilities, the expansions and the alternative
rules join the core rules (``engine.hooks``), one constant each.

A point is registered with ``@hooks.on(points.ATTACK_BONUS)`` and asked with ``hooks.call``,
``run``, ``first`` or ``fold`` (or read from ``g.hooks_in_play``) by the same constant: a point
is a ``Point``, not any text, so mypy refuses a misspelt or unknown one, and
``tests/engine/test_points.py`` checks that every point here is both asked and registered, and
that no other name is used. Each docstring says how the point is asked (``call``: every answer
collected, ``run``: answers ignored, ``first``: the first truthy answer, ``fold``: a value passed
through every hook; the arguments after the game ``g``), what it asks and what a hook answers.
"""

from __future__ import annotations

from typing import NewType

Point = NewType("Point", str)

# --- the turn ---------------------------------------------------------------------------------

TURN_BEGINS = Point("turn_begins")
"""``run(g, p)``: A player's turn begins (after the Time and the lasting effects): what a card in
play does then. Answers nothing."""

BEGIN_OPTIONS = Point("begin_options")
"""``call(g, p)``: The actions a player may take as his turn begins, before he moves (a Potion,
changing alignment...). Each answers a list of actions."""

BEGIN_USE = Point("begin_use")
"""``first(g, turn frame, action)``: One of those begin actions was chosen: the hook whose action it
is carries it out and answers True."""

NEW_CHARACTER = Point("new_character")
"""``run(g, p)``: A player starts again with a new character (what he may keep, a new Knight's
start). Answers nothing."""

MOVE_DONE = Point("move_done")
"""``run(g, p)``: A player's move is over, before its encounter. Answers nothing."""

END_OF_TURN = Point("end_of_turn")
"""``run(g, p)``: A player's turn ends: lasting effects count down, cards left behind are forgotten.
Answers nothing."""

TURN_END_DUE = Point("turn_end_due")
"""``in order, each called (g, turn frame)``: The effects a module has due as the turn ends (at most
one name each); with two or more the player orders them (engine.handlers.effect_order). Each
answers a list of names."""

TURN_END_RUN = Point("turn_end_run")
"""``first(g, turn frame, name)``: Carry out the turn's-end effect of that name: the module whose it
is answers True."""

BEFORE_NEXT_TURN = Point("before_next_turn")
"""``first(g, turn frame)``: The last word before the next turn starts (a game that ends there).
Answers True when it pushed work or ended the game."""

TROPHY_POINTS = Point("trophy_points")
"""``fold(trophy points, g)``: The Strength or Craft a player's trophies must add up to, to be
traded. Answers the number."""

# --- movement ---------------------------------------------------------------------------------

MOVEMENT_DICE = Point("movement_dice")
"""``fold(1, g, p)``: How many dice a player rolls for his move. Answers the number."""

MOVEMENT_ROLL = Point("movement_roll")
"""``run(g, move frame)``: The move's die showed a 1 (only then: all the hooks act on): what follows
a natural 1. Answers nothing."""

MOVE_START = Point("move_start")
"""``first(g, move frame)``: Before a move's die: something that replaces or comes before the roll
(a jump, a path through the Woods, a quest). Answers True when it did so."""

MOVE_START_DUE = Point("move_start_due")
"""``in order, each called (g, move frame)``: The effects a module has due as a move starts (at most
one name each); with two or more the player orders them. Each answers a list of names."""

MOVE_START_ORDER = Point("move_start_order")
"""``first(g, move frame)``: Two modules or more have an effect due as the move starts: ask the
player to order them. Answers True when asked."""

MOVE_START_RUN = Point("move_start_run")
"""``first(g, move frame, name)``: Carry out the move's-start effect of that name: the module whose
it is answers True."""

MOVE_OPTIONS = Point("move_options")
"""``call(g, move frame)``: Actions a player may take instead of, or besides, the usual moves (a
Carpet, the Troll's rest). Each answers a list of actions."""

MOVE_USE = Point("move_use")
"""``first(g, move frame, action)``: One of those move actions was chosen: the hook whose action it
is carries it out and answers True."""

MOVE_REROLLED = Point("move_rerolled")
"""``run(g, move frame)``: A fate was paid to roll the move's die again. Answers nothing."""

MOVE_REACH = Point("move_reach")
"""``fold(reach, g, move frame)``: The spaces a move can end on, each with the way there (space id
to the way, None for either): answers the changed mapping."""

BARRED_SPACES = Point("barred_spaces")
"""``first(g)``: Spaces nobody may move onto or past. Answers a tuple of space ids (or nothing)."""

PORTAL_BARRED = Point("portal_barred")
"""``first(g, p)``: Whether the Portal of Power is closed to this player now. Answers True to bar
it."""

ONE_SPACE = Point("one_space")
"""``first(g, p)``: Whether something holds the player to one space instead of a move. Answers its
name (or None)."""

DICE = Point("dice")
"""``fold(dice, g, p, what for)``: How many dice a player rolls for a task of a space or card (the
Mines, opening a Portal). Answers the number."""

EXIT_TOTAL = Point("exit_total")
"""``fold(total, g, p, source)``: The total of the dice rolled to get out of a place (the Mines, the
Crypt): answers the total that counts."""

# --- encounters and cards ---------------------------------------------------------------------

MEET = Point("meet")
"""``first(g, p, what, space)``: Before a card or space is met: something that replaces the meeting
or comes first. Answers True when it took the meeting over."""

MEET_CROWN = Point("meet_crown")
"""``first(g, p)``: A player meets the Crown of Command: what happens there instead of the usual.
Answers True when it took over."""

MET_CHARACTER = Point("met_character")
"""``run(g, p, space)``: A player landed and chose to meet a character there. Answers nothing."""

SPACE_MET = Point("space_met")
"""``run(g, p, space)``: A player meets a space: what cards in play add to it (gold lying there, a
Follower's offer). Answers nothing."""

BEFORE_CARDS = Point("before_cards")
"""``first(g, encounter frame)``: Before a space's cards are met in order: something to do first.
Answers True when it pushed that work (the order is asked again after it)."""

BEFORE_SPACE_DRAW = Point("before_space_draw")
"""``first(g, encounter frame)``: Before each card of a space's draw: a choice offered first.
Answers True when it pushed that choice."""

DRAW_NUMBER = Point("draw_number")
"""``fold_about(space, number, g, space)``: The printed count of cards a space draws: answers the
count that counts (a hook ``about=`` some spaces runs for those alone)."""

EXTRA_DRAW = Point("extra_draw")
"""``call(g, p, space)``: Cards drawn on top of a space's count. Each answers a number (summed)."""

DREW = Point("drew")
"""``run_about(card's base id, g, draw frame, card)``: A card was drawn: what a card in play does
on that (a hook ``about=`` some cards runs for those alone). Answers nothing."""

ENEMIES_MET = Point("enemies_met")
"""``fold(enemies, g, p, space)``: The Enemies a player must fight on landing: answers the list that
fights."""

MUST_ATTACK = Point("must_attack")
"""``first(g, p, space)``: Whether the player must attack a character here. Answers True when he
must."""

MAY_NOT_MEET = Point("may_not_meet")
"""``first(g, p, other player)``: Whether the player may not meet that character. Answers True to
leave him out."""

CHARACTER_OPTIONS = Point("character_options")
"""``call(g, encounter frame)``: Actions with a character met other than attacking (trading, a
trick). Each answers a list of actions."""

BEFORE_CHARACTER_USE = Point("before_character_use")
"""``first(g, encounter frame, action)``: An action against a character was chosen: the target's
chance to answer first. Answers True when it pushed that answer."""

CHARACTER_USE = Point("character_use")
"""``first(g, encounter frame, action)``: An action with a character met was chosen: the hook whose
action it is carries it out and answers True."""

TAKE_OPTIONS = Point("take_options")
"""``call(g, take frame)``: Actions offered while cards are taken from a space. Each answers a list
of actions."""

TAKE_USE = Point("take_use")
"""``first(g, take frame, action)``: One of those actions was chosen: the hook whose action it is
carries it out and answers True."""

MUST_TAKE = Point("must_take")
"""``first(g, p, card)``: Whether a card on the space must be taken. Answers True when it must."""

FOLLOWER_BARRED = Point("follower_barred")
"""``first(g, p, card)``: Whether a card may not join the player. Answers True to bar it."""

RECEIVED = Point("received")
"""``run(g, p, card)``: A player got an Object or Follower (not by hand). Answers nothing."""

RECEIVED_BARRED = Point("received_barred")
"""``first(g, p, card)``: A card hands the player something his alignment bars: a chance to change
first. Answers True when it pushed that choice."""

OBJECT_REFUSED = Point("object_refused")
"""``first(g, p, card)``: Whether an Object a player gets is not kept. Answers True to refuse it."""

CANNOT_DITCH = Point("cannot_ditch")
"""``first(g, p, card)``: Whether a player may not leave a card he carries. Answers True when he may
not."""

CARD_RETURNED = Point("card_returned")
"""``run(g, card)``: A card went back to its discard pile or deck. Answers nothing."""

CARD_ARRIVES = Point("card_arrives")
"""``run(g, card, space, mover)``: A figure card moved onto a space (the characters there meet it).
Answers nothing."""

CARD_MOVED_OVER = Point("card_moved_over")
"""``run(g, card, space)``: A card on the board moved onto each space of its way. Answers nothing."""

MYSTIC_VISITED = Point("mystic_visited")
"""``run(g, p)``: A player met the Village Mystic. Answers nothing."""

MAY_RAISE = Point("may_raise")
"""``first(g, table roll frame)``: After the dice of a roll on a space's or card's table: a chance
to add to the total (a prayer). Answers True when it pushed that choice."""

MAY_ADD_ONE = Point("may_add_one")
"""``call(g, p, source)``: Whether a player may add 1 to his roll on this source's table, once the
dice are seen. Each answers True or False (any True counts)."""

OPTIONAL_ROLL = Point("optional_roll")
"""``first(g, p, source)``: Whether the player may decline this roll. Answers True when he may."""

LIFE_GUARD = Point("life_guard")
"""``first(g, p, source)``: Whether a card saves the player the life this source would take. Answers
True when it does."""

# --- battle -----------------------------------------------------------------------------------

ATTACK_BONUS = Point("attack_bonus")
"""``call(g, battle frame, p)``: What a player adds to his attack score in a battle. Each answers a
number (summed)."""

ATTACK_DICE = Point("attack_dice")
"""``fold(1, g, battle frame, p)``: How many dice a player rolls for his attack. Answers the number."""

CREATURE_DICE = Point("creature_dice")
"""``fold(1, g, battle frame)``: How many dice the creature fought rolls. Answers the number."""

CREATURE_SCORE = Point("creature_score")
"""``fold(score, g, battle frame)``: The attack score of the creature fought: answers the score that
counts."""

BATTLE_OPTIONS = Point("battle_options")
"""``call(g, battle frame)``: Actions a player may take as a battle is prepared (an Object, a
Follower, evading). Each answers a list of actions."""

BATTLE_USE = Point("battle_use")
"""``first(g, battle frame, action)``: One of those battle actions was chosen: the hook whose action
it is carries it out and answers True."""

NO_EVADING = Point("no_evading")
"""``first(g, battle frame)``: Whether the creature fought cannot be evaded. Answers True when it
cannot."""

NO_FATE = Point("no_fate")
"""``first(g, battle frame)``: Whether no fate may be paid to roll again in this battle (The
Dungeon's Soulbinder). Answers True when none may."""

ARMOUR_ROLL = Point("armour_roll")
"""``fold(0, g, p)``: What a player adds to the die he rolls for Armour to save a life. Answers the
number."""

NO_ARMOUR = Point("no_armour")
"""``first(g, p)``: Whether Armour is of no use to the player. Answers True when it is not."""

BEFORE_RESOLVE = Point("before_resolve")
"""``first(g, battle frame)``: Both scores known, before the battle is decided: a last choice.
Answers True when it pushed it."""

OUTCOME = Point("outcome")
"""``fold((mine, theirs), g, battle frame)``: The two attack scores that decide the battle: answers
the pair that counts."""

CREATURES_BEATEN = Point("creatures_beaten")
"""``first(g, battle frame)``: The creatures were beaten: something that comes first (a healing, a
rising). Answers True when it took over."""

CREATURES_NOT_BEATEN = Point("creatures_not_beaten")
"""``run(g, battle frame, lost)``: The creatures were not beaten (``lost``: the player lost).
Answers nothing."""

CREATURE_WINS = Point("creature_wins")
"""``first(g, battle frame)``: The creature won: what happens instead of the player's loss. Answers
True when it took over."""

BEATEN_BY_CREATURE = Point("beaten_by_creature")
"""``run(g, battle frame)``: The player lost to the creature: what the winner does besides. Answers
nothing."""

CREATURE_SURVIVES = Point("creature_survives")
"""``run(g, battle frame)``: The creature was not killed (a defeat, a stand-off, evaded). Answers
nothing."""

CHARACTER_BEATEN = Point("character_beaten")
"""``first(g, battle frame)``: A character was beaten by another: what happens instead of the usual
reward. Answers True when it took over."""

LIFE_ONLY = Point("life_only")
"""``first(g, battle frame)``: Whether the beaten character must lose a life (no Object or gold
instead). Answers True when he must."""

FORCED_REWARD = Point("forced_reward")
"""``first(g, battle frame)``: A reward the winner must take from the loser. Answers the card (or
None)."""

REWARD_OPTIONS = Point("reward_options")
"""``call(g, battle frame)``: Rewards the winner may take besides the usual. Each answers a list of
actions."""

REWARD_TAKEN = Point("reward_taken")
"""``first(g, battle frame, what)``: A reward was chosen: the hook whose reward it is carries it out
and answers True."""

FOE_LOST_LIFE = Point("foe_lost_life")
"""``run(g, battle frame, p)``: The loser lost a life in battle to player ``p``. Answers nothing."""

# --- fate, dice, charts -----------------------------------------------------------------------

FATE_HELD = Point("fate_held")
"""``first(g, p)``: Whether a card holds fate the player may pay in place of his own (The
Highland's Luckstone). Answers True when one does."""

FATE_PAID = Point("fate_paid")
"""``first(g, p)``: The player pays one fate: a card that holds fate for him pays it instead.
Answers True when one did."""

FATE_OPTIONS = Point("fate_options")
"""``call(g, frame, p)``: Actions besides spending fate on a roll. Each answers a list of actions."""

FATE_USE = Point("fate_use")
"""``first(g, frame, action)``: One of those was chosen: the hook whose action it is carries it out
and answers True."""

CHART_ROLLED = Point("chart_rolled")
"""``first(g, chart frame)``: A roll on a chart was made: a chance to change it first. Answers True
when it pushed that choice."""

# --- Spells -----------------------------------------------------------------------------------

CANNOT_CAST = Point("cannot_cast")
"""``first(g, p)``: Whether the player cannot cast Spells now. Answers True when he cannot."""

SPELL_PROOF = Point("spell_proof")
"""``first(g, p)``: Whether Spells cannot touch the player. Answers True when they cannot."""

COMMAND_PROOF = Point("command_proof")
"""``first(g, p)``: Whether the Command Spell cannot touch the player (The Dungeon's Magic Shell).
Answers True when it cannot."""

MAGIC_OFF = Point("magic_off")
"""``first(g, p)``: Whether the player's Magic Objects do not work now, besides Destroy Magic
(The Dungeon's Magic Shell). Answers True when they do not."""

MORE_CASTS = Point("more_casts")
"""``call(g, p, when, battle frame or None)``: Spells cast for a player that are not in his hand.
Each answers a list of actions."""

CAST_ASIDE = Point("cast_aside")
"""``first(g, p, card)``: A Spell cast for a player from outside his hand goes where it belongs.
Answers True when it dealt with it."""

SPELL_LIMIT = Point("spell_limit")
"""``fold(n, g, character state)``: How many Spells a character may hold (his Craft's number):
answers the number (The Dungeon's Totem Staff: one more)."""

SPELL_FLOOR = Point("spell_floor")
"""``first(g, p)``: Whether casting the last Spell held draws a new one. Answers True when it does."""

SPELL_ANSWERS = Point("spell_answers")
"""``call(g, q, spell frame)``: Answers player ``q`` may give a Spell cast (besides the
Counterspell). Each answers a list of actions."""

SPELL_ANSWER = Point("spell_answer")
"""``first(g, spell frame, q, card)``: Player ``q`` answered a Spell with ``card``: the hook whose
answer it is carries it out and answers True."""

COMMAND_ANSWERS = Point("command_answers")
"""``first(g, p)``: Before the Command Spell takes a player's life: his chance to turn it back.
Answers True when it pushed that choice."""

FOLLOWER_SPARED = Point("follower_spared")
"""``first(g, p, follower)``: Whether a Follower about to be killed is spared. Answers True when it
is."""

# --- characters -------------------------------------------------------------------------------

GAIN_AMOUNT = Point("gain_amount")
"""``fold(n, g, p, what)``: How many lives, fate, gold or counters a player gains: answers the
number."""

LIVES_TO_LOSE = Point("lives_to_lose")
"""``fold(n, g, p, source)``: How many lives a player loses to this source: answers the number."""

LOST_LIFE = Point("lost_life")
"""``run(g, p, source)``: A player lost a life. Answers nothing."""

BECAME_TOAD = Point("became_toad")
"""``run(g, p)``: A player's character became a Toad. Answers nothing."""

ALIGNMENT_FIXED = Point("alignment_fixed")
"""``first(g, p)``: Whether the player's alignment cannot change. Answers True when it cannot."""

DYING = Point("dying")
"""``run(g, p)``: A player's character is killed, before his cards and counters leave him. Answers
nothing."""

STAYS_DEAD = Point("stays_dead")
"""``first(g, p)``: Whether a killed character's player is out of the game. Answers True when he is."""

OUT_OF_REACH = Point("out_of_reach")
"""``first(g, card)``: Whether an Object held cannot be taken from its holder. Answers True when it
cannot."""

# --- the Warlock's quests ---------------------------------------------------------------------

QUEST_OFFER = Point("quest_offer")
"""``first(g, p)``: A player is given a quest: offered in another way. Answers True when it did so."""

QUEST_TRY = Point("quest_try")
"""``first(g, p)``: A give-up quest the core does not know is carried out if it can be. Answers True
when it acted."""

QUEST_READY = Point("quest_ready")
"""``first(g, p)``: Whether the player's quest is done, for quests the core does not know. Answers
True when it is."""

# --- the game as a whole ----------------------------------------------------------------------

INTERRUPT = Point("interrupt")
"""``called each (g), before every decision``: A choice owed before the next decision. Answers True
when it pushed it."""

NIGHTFALL = Point("nightfall")
"""``run(g)``: Night falls (Blood Moon's Time card). Answers nothing."""

DAYBREAK = Point("daybreak")
"""``run(g)``: Day breaks (Blood Moon's Time card). Answers nothing."""

ENDING_REVEALED = Point("ending_revealed")
"""``run(g, card)``: An Ending card is turned face up. Answers nothing."""


# every point above (made once, on import)
ALL: frozenset[Point] = frozenset(
    Point(value) for name, value in list(globals().items()) if name.isupper() and type(value) is str
)
