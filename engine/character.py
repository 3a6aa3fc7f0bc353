"""Character rules: current Strength and Craft, gaining and losing, limits, death, Toads,
alignment. Every change draws from or returns to the limited stockpiles."""

from __future__ import annotations

from typing import TYPE_CHECKING

from content.model import AdventureCard, Character
from engine import hooks, points
from engine.bonuses import BAG_EXTRA, BAGS, CART_EXTRA, CARTS, MULES, POUCH_EXTRA, POUCHES, bonus_of
from engine.state import CharacterState, base_id, deck_of_card

if TYPE_CHECKING:
    from engine.rules_api import Game

CURSED_GLADE = "space/middle/cursed-glade"
SPELL_LIMIT = {1: 0, 2: 0, 3: 1, 4: 2, 5: 2}  # Craft 6+: 3 (core rulebook, "Gaining Spells")
COUNTERS = ("strength", "craft")
PRESERVED = "spell/preservation"
SPENT = "aside/spent"  # markers: cards out of the game (engine.invariants counts ``aside/`` keys)


def printed(g: Game, ch: CharacterState) -> Character:
    card = g.cat[ch.character]
    assert isinstance(card, Character)
    return card


def ability_keys(g: Game, ch: CharacterState) -> frozenset[str]:
    """The keys of the special abilities printed on the character's card (a Toad's too)."""
    found = g.abilities_of.get(ch.character)
    if found is None:
        found = g.abilities_of[ch.character] = frozenset(a.key for a in printed(g, ch).abilities)
    return found


def _is_object(g: Game, card: str) -> bool:
    comp = g.cat[base_id(card)]
    kind = comp.kind
    if kind == "adventure":
        return isinstance(comp, AdventureCard) and comp.type in ("object", "magic-object")
    return kind in ("purchase", "talisman") and getattr(comp, "type", "object") != "follower"


def in_cursed_glade(g: Game, ch: CharacterState) -> bool:
    """Encountering the Cursed Glade space (not a character there: FAQ, Board spaces, Cursed Glade)."""
    if ch.position != CURSED_GLADE:
        return False
    return any(
        f["kind"] == "encounter" and f["p"] == ch.player and f["space"] == CURSED_GLADE for f in g.state.stack
    )


def magic_works(g: Game, ch: CharacterState) -> bool:
    """Whether the character's Magic Objects work: not while the Destroy Magic Spell lasts, nor
    while a hook says they do not (``magic_off``: The Dungeon's Magic Shell)."""
    if "destroy-magic" in g.state.markers:
        return False
    return not (g.hooks_in_play[points.MAGIC_OFF] and hooks.first(points.MAGIC_OFF, g, ch.player))


def _no_magic(g: Game, ch: CharacterState) -> bool:
    """``not magic_works``, asking the hooks only when some may answer (most games: none)."""
    if "destroy-magic" in g.state.markers:  # the Destroy Magic Spell
        return True
    return bool(g.hooks_in_play[points.MAGIC_OFF]) and not magic_works(g, ch)  # the Magic Shell


def _bonus(g: Game, ch: CharacterState, stat: str, *, battle: bool) -> int:
    if not ch.objects and not ch.followers:
        return 0
    glade = in_cursed_glade(g, ch)
    no_magic = _no_magic(g, ch)
    total, weapon = 0, 0
    for card in (*ch.objects, *ch.followers):
        bonus = bonus_of(g.cat, base_id(card))
        if bonus is None or (bonus.battle_only and not battle):
            continue
        if glade and card in ch.objects:
            continue  # the Cursed Glade: Objects and Magic Objects do not count
        if no_magic and getattr(g.cat[base_id(card)], "type", "") == "magic-object":
            continue
        value = getattr(bonus, stat)
        if bonus.weapon:
            weapon = max(weapon, value)
        else:
            total += value
    return total + weapon


# What an effect of the turn (``CharacterState.effects``) adds to Strength or Craft everywhere,
# not only in battle, until the turn ends: handler modules fill it (the Potion of Strength).
TURN_BONUS: dict[str, dict[str, int]] = {}


FOR_TURN = (
    "for-turn/"  # an effect ``for-turn/<stat>/<n>``: the ``for_turn`` step's n more until the turn ends
)


def _turn_bonus(ch: CharacterState, stat: str) -> int:
    if not ch.effects:
        return 0
    total = sum(TURN_BONUS[e].get(stat, 0) for e in ch.effects if e in TURN_BONUS)
    for e in ch.effects:
        if e.startswith(FOR_TURN):
            _, which, n = e.split("/")
            total += int(n) if which == stat else 0
    return total


def strength(g: Game, ch: CharacterState, *, battle: bool = False) -> int:
    """Strength value + counters + what carried cards add (Weapons only in battle)."""
    if ch.is_toad:
        return 1 + ch.toad_strength
    return _value(g, ch, "strength", ch.strength, battle)


def craft(g: Game, ch: CharacterState, *, battle: bool = False) -> int:
    if ch.is_toad:
        return 1 + ch.toad_craft
    return _value(g, ch, "craft", ch.craft, battle)


MAX_REMEMBERED = 4096  # values remembered per catalogue (forgotten all at once beyond)
VALUES = ("strength and craft",)  # g.cache key of the values remembered


def _value(g: Game, ch: CharacterState, stat: str, counters: int, battle: bool) -> int:
    """A character's (not a Toad's) Strength or Craft, remembered for what it is worked out
    from: it is asked for again and again (the Spell limit at every decision). Worked out
    each time on the Cursed Glade, where it depends on the encounter in progress."""
    if ch.position == CURSED_GLADE:
        return _work_out(g, ch, stat, counters, battle)
    marks = _no_magic(g, ch)
    read = g.state.readings.get(ch.character)  # the card's value as the table read it
    printed_value = read.get(stat) if read else None
    key = (stat, battle, ch.character, counters, ch.objects, ch.followers, ch.effects, marks, printed_value)
    known: dict[tuple[object, ...], int] | None = g.cache.get(VALUES)
    if known is None:
        known = g.cache[VALUES] = {}
    value = known.get(key)
    if value is None:
        if len(known) >= MAX_REMEMBERED:
            known.clear()
        value = known[key] = _work_out(g, ch, stat, counters, battle)
    return value


def _work_out(g: Game, ch: CharacterState, stat: str, counters: int, battle: bool) -> int:
    printed_value: int = getattr(printed(g, ch), stat)
    return printed_value + counters + _bonus(g, ch, stat, battle=battle) + _turn_bonus(ch, stat)


def spell_limit(g: Game, ch: CharacterState) -> int:
    value = craft(g, ch)
    limit = 3 if value >= 6 else SPELL_LIMIT.get(value, 0)
    if g.hooks_in_play[points.SPELL_LIMIT]:  # (a card held: most games, none)
        return int(hooks.fold(points.SPELL_LIMIT, limit, g, ch))
    return limit


def carry_limit(ch: CharacterState, *, magic: bool = True) -> int:
    """How many Objects the character may carry (``magic``: his Magic Objects work; not in the
    Cursed Glade, where a Bag of Holding carries nothing: FAQ Bag of Holding)."""
    if not ch.followers and not ch.objects:
        return 4
    base = 8 if any(base_id(f) in MULES for f in ch.followers) else 4
    base += POUCH_EXTRA if any(base_id(o) in POUCHES for o in ch.objects) else 0
    if magic:
        base += BAG_EXTRA * sum(1 for o in ch.objects if base_id(o) in BAGS)
    return base + CART_EXTRA * sum(1 for f in ch.followers if base_id(f) in CARTS)


def gain(g: Game, p: int, stat: str, n: int) -> int:
    """Gain counters, lives, fate or gold from the stockpile; returns how many were had."""
    ch = g.state.players[p]
    stock = "lives" if stat == "lives" else stat
    if g.hooks_in_play[points.GAIN_AMOUNT]:  # Blood Moon: the Black Cat bars fate
        n = int(hooks.fold(points.GAIN_AMOUNT, n, g, p, stat))
    n = min(n, g.state.stock[stock])  # limited resources
    if n <= 0:
        return 0
    if ch.is_toad and stat == "gold":  # a Toad cannot keep gold (digital rulebook, "Toads")
        g.set(g.state.stock, "gold", g.state.stock["gold"] - n)
        _gold_down(g, ch.position, n)
        g.emit("dropped", p, "gold", n)
        return 0
    field = stat
    if ch.is_toad and stat in COUNTERS:
        field = f"toad_{stat}"
    g.set(g.state.stock, stock, g.state.stock[stock] - n)
    g.set(ch, field, getattr(ch, field) + n)
    g.emit("gain", p, stat, n)
    return n


def lose(g: Game, p: int, stat: str, n: int) -> int:
    """Lose counters, fate or gold (never below the printed value); lives go via lose_life."""
    if stat == "lives":
        return lose_life(g, p, n, "lose")
    ch = g.state.players[p]
    field = f"toad_{stat}" if ch.is_toad and stat in COUNTERS else stat
    have = getattr(ch, field)
    n = min(n, have)
    if n <= 0:
        return 0
    g.set(ch, field, have - n)
    g.set(g.state.stock, stat, g.state.stock[stat] + n)
    g.emit("lose", p, stat, n)
    return n


def has_fate(g: Game, ch: CharacterState) -> bool:
    """Whether the character can pay a fate: his own, or one a card holds for him (hook
    ``fate_held``: The Highland's Luckstone)."""
    return ch.fate > 0 or bool(
        g.hooks_in_play[points.FATE_HELD] and hooks.first(points.FATE_HELD, g, ch.player)
    )


def pay_fate(g: Game, p: int) -> None:
    """Pay one fate to roll again: from a card that holds some for him first (hook ``fate_paid``),
    else his own."""
    if g.hooks_in_play[points.FATE_PAID] and hooks.first(points.FATE_PAID, g, p):
        return
    lose(g, p, "fate", 1)


def heal(g: Game, p: int, n: int | None) -> None:
    """Heal up to the life value (``None``: all the way)."""
    ch = g.state.players[p]
    room = printed(g, ch).lives - ch.lives
    if room > 0:
        gain(g, p, "lives", room if n is None else min(n, room))


def replenish(g: Game, p: int, n: int | None) -> None:
    ch = g.state.players[p]
    room = printed(g, ch).fate - ch.fate
    if room > 0:
        gain(g, p, "fate", room if n is None else min(n, room))


def lose_life(g: Game, p: int, n: int, source: str) -> int:
    ch = g.state.players[p]
    n = min(n, ch.lives)
    if n > 0 and ch.alive and g.hooks_in_play[points.LIVES_TO_LOSE]:  # (most games: none in play)
        n = int(hooks.fold(points.LIVES_TO_LOSE, n, g, p, source))  # Blood Moon: the Self-Portrait
    if n <= 0 or not ch.alive:
        return 0
    if PRESERVED in ch.effects:  # the Preservation Spell keeps one life about to be lost
        g.set(ch, "effects", tuple(e for e in ch.effects if e != PRESERVED))
        g.emit("preserved", p)
        n -= 1
        if n <= 0:
            return 0
    g.set(ch, "lives", ch.lives - n)
    g.set(g.state.stock, "lives", g.state.stock["lives"] + n)
    g.emit("lose", p, "lives", n)
    if ch.lives == 0:
        kill(g, p, source)
    else:
        hooks.run(points.LOST_LIFE, g, p, source)  # The Reaper's Warhorse leaves after a battle
    return n


def return_card(g: Game, card: str) -> None:
    """A card nobody holds any more goes to its discard pile or back to its deck; out of the
    game, set aside, if its deck's cards are spent once used (a region's ``spent``: Relics)."""
    kind = deck_of_card(card)
    if kind in g.board.spent:
        g.set(g.state.markers, SPENT, (*g.state.markers.get(SPENT, ()), card))
    elif kind in g.state.discards:
        g.set(g.state.discards, kind, (*g.state.discards[kind], card))
        if g.hooks_in_play[points.CARD_RETURNED]:  # Blood Moon's Ghostwood Wand watches for Spirits
            hooks.run(points.CARD_RETURNED, g, card)
    else:
        g.set(g.state.decks, kind, [*g.state.decks[kind], card])


def place_on(g: Game, space: str, card: str) -> None:
    g.set(g.state.board, space, (*g.state.board.get(space, ()), card))


def remove_from_space(g: Game, space: str, card: str) -> None:
    cards = tuple(c for c in g.state.board.get(space, ()) if c != card)
    if cards:
        g.set(g.state.board, space, cards)
    else:
        g.journal.delete(g.state.board, space)


def lasting_card_tick(g: Game, key: str) -> list[str] | None:
    """A card that stays for some turns (the marker ``key`` holds its ``card`` and ``turns``):
    one turn less; when the last has gone the marker is dropped and the card leaves the board
    for its discard pile. Returns the spaces it left then, else None (still lasting, or none)."""
    marker = g.state.markers.get(key)
    if not marker:
        return None
    if marker["turns"] > 1:
        g.set(g.state.markers, key, {**marker, "turns": marker["turns"] - 1})
        return None
    g.journal.delete(g.state.markers, key)
    left = [space for space, on in list(g.state.board.items()) if marker["card"] in on]
    for space in left:
        remove_from_space(g, space, marker["card"])
        return_card(g, marker["card"])
    return left


def gold_key(space: str) -> str:
    """The marker holding the gold that lies on ``space`` (a dead character's, the Raiders')."""
    return f"gold@{space}"


def kill(g: Game, p: int, source: str) -> None:
    """All lives lost: possessions to the space, counters to the stock, cards to their piles."""
    hooks.run(points.DYING, g, p)  # Inherited Items: Objects, Followers and gold are put aside
    ch = g.state.players[p]
    for card in (*ch.objects, *ch.followers):
        if card in ch.followers and became_follower(g, card):
            return_card(g, card)
        else:
            place_on(g, ch.position, card)
    for card in (*ch.spells, *ch.trophies):
        return_card(g, card)
    stock = dict(g.state.stock)
    stock["strength"] += ch.strength + ch.toad_strength
    stock["craft"] += ch.craft + ch.toad_craft
    stock["fate"] += ch.fate
    if ch.gold:  # gold, like Objects and Followers, is left on the space
        key = gold_key(ch.position)
        g.set(g.state.markers, key, g.state.markers.get(key, 0) + ch.gold)
    stock["toad"] += 1 if ch.is_toad else 0
    stock["alignment"] += 1 if ch.alignment_card else 0
    g.set(g.state, "stock", stock)
    for name, empty in (
        ("objects", ()),
        ("followers", ()),
        ("spells", ()),
        ("trophies", ()),
        ("strength", 0),
        ("craft", 0),
        ("toad_strength", 0),
        ("toad_craft", 0),
        ("fate", 0),
        ("gold", 0),
        ("toad_turns", 0),
        ("alignment_card", False),
        ("alive", False),
    ):
        g.set(ch, name, empty)
    g.set(ch, "out", g.state.crown_reached or bool(hooks.first(points.STAYS_DEAD, g, p)))  # Bloodbath
    g.emit("killed", p, source)
    if g.state.current == p and g.state.stack:
        g.end_turn("killed")


def make_toad(g: Game, p: int, turns: int) -> None:
    """Turned into a Toad for ``turns`` of its own turns; again resets the count."""
    ch = g.state.players[p]
    if not ch.is_toad:
        if g.state.stock["toad"] <= 0:
            return  # limited resources: no Toad figure left
        g.set(g.state.stock, "toad", g.state.stock["toad"] - 1)
    g.set(ch, "toad_turns", turns)
    g.emit("toad", p, turns)
    drop_all(g, p)


def drop_all(g: Game, p: int) -> None:
    """A Toad drops its Objects, Followers and gold on its space (digital rulebook, "Toads")."""
    ch = g.state.players[p]
    for card in (*ch.objects, *ch.followers):
        release(g, p, card)
        if became_follower(g, card):
            return_card(g, card)
            g.emit("discard", p, card)
            continue
        place_on(g, ch.position, card)
        g.emit("dropped", p, card)
    if ch.gold:
        g.emit("dropped", p, "gold", ch.gold)
        _gold_down(g, ch.position, ch.gold)
        g.set(ch, "gold", 0)
    hooks.run(points.BECAME_TOAD, g, p)  # a Toad discards its Lycanthrope card


def _gold_down(g: Game, space: str, n: int) -> None:
    """Gold put down on a space (a marker ``gold@<space>``, picked up by whoever meets it)."""
    key = f"gold@{space}"
    g.set(g.state.markers, key, g.state.markers.get(key, 0) + n)


def end_toad(g: Game, p: int) -> None:
    ch = g.state.players[p]
    stock = dict(g.state.stock)
    stock["strength"] += ch.toad_strength
    stock["craft"] += ch.toad_craft
    stock["toad"] += 1
    g.set(g.state, "stock", stock)
    g.set(ch, "toad_strength", 0)
    g.set(ch, "toad_craft", 0)
    g.set(ch, "toad_turns", 0)
    g.emit("toad_ends", p)


def became_follower(g: Game, card: str) -> bool:
    """A Follower whose card is no Follower (a charmed Animal, a raised Enemy): only its owner
    treats it as one, and what would leave it on a space discards it instead (digital
    rulebook, FAQ, "Cards That Become Followers")."""
    comp = g.cat[base_id(card)]
    return isinstance(comp, AdventureCard) and comp.type != "follower"


def allowed(g: Game, ch: CharacterState, card: str) -> bool:
    """Whether the character's alignment allows having the card."""
    comp = g.cat[base_id(card)]
    alignments = getattr(comp, "alignment", ())
    return not alignments or ch.alignment in alignments


def set_alignment(g: Game, p: int, alignment: str) -> None:
    """Change alignment (once a turn); ditch what the new alignment forbids."""
    ch = g.state.players[p]
    if ch.alignment == alignment or ch.alignment_changed or hooks.first(points.ALIGNMENT_FIXED, g, p):
        return  # the hook: The Reaper's Knight and Dark Cultist keep theirs
    original = printed(g, ch).alignment
    if alignment == original and ch.alignment_card:
        g.set(g.state.stock, "alignment", g.state.stock["alignment"] + 1)
        g.set(ch, "alignment_card", False)
    elif alignment != original and not ch.alignment_card:
        if g.state.stock["alignment"] <= 0:
            return
        g.set(g.state.stock, "alignment", g.state.stock["alignment"] - 1)
        g.set(ch, "alignment_card", True)
    g.set(ch, "alignment", alignment)
    g.set(ch, "alignment_changed", True)
    g.emit("alignment", p, alignment)
    for field in ("objects", "followers"):
        for card in getattr(ch, field):
            if not allowed(g, ch, card):
                ditch(g, p, card)


def receive(g: Game, p: int, card: str, *, by_hand: bool = False) -> None:
    """Put a card into the character's play area (spells, followers or objects). One his
    alignment bars may be kept by switching (hook ``received_barred``: the Druid), unless the
    table put it there by hand (``adjust``)."""
    ch = g.state.players[p]
    comp = g.cat[base_id(card)]
    if comp.kind == "spell":
        field = "spells"
    elif getattr(comp, "type", "") == "follower":
        field = "followers"
    elif isinstance(comp, AdventureCard) and comp.is_enemy:
        field = "trophies"
    else:
        field = "objects"
    if ch.is_toad and field in ("objects", "followers"):
        place_on(g, ch.position, card)  # a Toad drops what it would get (digital rulebook, "Toads")
        g.emit("dropped", p, card)
        return
    g.set(ch, field, (*getattr(ch, field), card))
    g.emit("receive", p, card)
    refusing = g.hooks_in_play[points.OBJECT_REFUSED]  # Blood Moon: the Living Doll (most games: none)
    if field == "objects" and refusing and hooks.first(points.OBJECT_REFUSED, g, p, card):
        ditch(g, p, card)
        return
    if not by_hand and g.hooks_in_play[points.RECEIVED]:  # (most of the time: none in play)
        hooks.run(points.RECEIVED, g, p, card)  # The Reaper's Concealed Pouch: something to put in
    if not by_hand and field != "spells" and not allowed(g, ch, card):
        hooks.first(points.RECEIVED_BARRED, g, p, card)


def release(g: Game, p: int, card: str) -> None:
    """Take a card out of the character's play area (it goes nowhere yet)."""
    ch = g.state.players[p]
    for field in ("objects", "followers", "spells", "trophies"):
        cards = getattr(ch, field)
        if card in cards:
            index = cards.index(card)
            g.set(ch, field, cards[:index] + cards[index + 1 :])
            return
    raise KeyError(card)


def ditch(g: Game, p: int, card: str) -> None:
    ch = g.state.players[p]
    release(g, p, card)
    place_on(g, ch.position, card)
    g.set(ch, "ditched", (*ch.ditched, card))
    g.emit("ditch", p, card)


def discard(g: Game, p: int, card: str) -> None:
    release(g, p, card)
    return_card(g, card)
    g.emit("discard", p, card)


def is_trinket(g: Game, card: str) -> bool:
    """A Trinket fills none of the carrying places (digital rulebook, "Trinkets": The Highland's
    keyword); it is an Object in every other way."""
    return "trinket" in getattr(g.cat[base_id(card)], "keywords", ())


# an Object that fills more than one carrying place -> how many it fills (a box's handlers add
# theirs: The Highland's Lodestone, 2)
PLACES: dict[str, int] = {}


def carried(g: Game, ch: CharacterState) -> int:
    """The carrying places the Objects fill (every one but the Trinkets; one each, or its
    ``PLACES``)."""
    return sum(PLACES.get(base_id(o), 1) for o in ch.objects if not is_trinket(g, o))


def places_over(ch: CharacterState) -> bool:
    """Whether the Objects may fill more than 4 places (a quick look before counting them)."""
    n = len(ch.objects)
    return n > 4 or (n > 2 and any(base_id(o) in PLACES for o in ch.objects))


def _bag_works(g: Game, ch: CharacterState) -> bool:
    """Whether a Bag of Holding carries its Objects: not in the Cursed Glade, nor while his Magic
    Objects do not work (FAQ Bag of Holding: Destroy Magic, the Cursed Glade)."""
    return not in_cursed_glade(g, ch) and magic_works(g, ch)


def over_limits(g: Game, ch: CharacterState) -> str | None:
    """``spells`` or ``objects`` when the character holds more than allowed, else None."""
    if ch.spells and not ch.is_toad and len(ch.spells) > spell_limit(g, ch):
        return "spells"
    if places_over(ch) and carried(g, ch) > carry_limit(ch, magic=_bag_works(g, ch)):
        return "objects"
    return None
