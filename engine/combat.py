"""Battle and psychic combat (core rulebook, "Attacks", "Battles", "Psychic Combat").

One ``battle`` frame per attack: evade or cast Spells first, then the attack rolls (the
character's, then the creature's or the defender's), then the fate reroll (against a
character the attacker decides first), then the attack scores are compared. The loser
loses a life unless Armour saves it (never in psychic combat); a defeat or a stand-off
ends the turn. Killed Enemies become trophies.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from engine import character, hooks, points, spells
from engine.adjust import where_is
from engine.bonuses import armour_save
from engine.chance import push_roll
from engine.frames import Frame, Rule, rule
from engine.state import base_id
from engine.values import Action, Decision, act

if TYPE_CHECKING:
    from engine.rules_api import Game

RUNES_BONUS = 2  # creatures fighting on the Runes add 2 to their attack roll
RUNES = ("space/middle/runes-1", "space/middle/runes-2", "space/middle/runes-3")


def creature_value(g: Game, f: Frame) -> int:
    if "creature" in f:
        return int(f["creature"][f["stat"]])
    total: int = sum(getattr(g.cat[base_id(c)], f["stat"]) or 0 for c in f["enemies"])
    return total


FieldBonus = Callable[["Game", Frame, int], int]
# A battle frame's field -> what it adds to a character's attack score (``field_bonus``)
FIELD_BONUSES: dict[str, FieldBonus] = {}


def field_bonus(field: str) -> Callable[[FieldBonus], FieldBonus]:
    """Register what a field of the battle frame adds to the attack score of character ``p``
    (``fn(g, f, p)``). A card or an ability used in the battle writes that field (the Book of
    the Dead's Enemies, the Champion of Light's die, a charmed Animal); ``score`` asks only
    while the frame has the field, where an ``attack_bonus`` hook would be asked at every score."""

    def register(fn: FieldBonus) -> FieldBonus:
        FIELD_BONUSES[field] = fn
        return fn

    return register


def score(g: Game, p: int, f: Frame, roll: int) -> int:
    ch = g.state.players[p]
    stat = character.strength if f["stat"] == "strength" else character.craft
    bonus: int = f.get("bonus", 0) if p == f["p"] else f.get("defender_bonus", 0)
    total = roll + stat(g, ch, battle=True) + bonus
    extra: int = sum(hooks.call(points.ATTACK_BONUS, g, f, p))
    for field, fn in FIELD_BONUSES.items():
        if field in f:
            extra += fn(g, f, p)
    return total + extra


def creature_score(g: Game, f: Frame, roll: int) -> int:
    source = f.get("source") or ""
    runes = RUNES_BONUS if source in RUNES else 0
    return int(hooks.fold(points.CREATURE_SCORE, roll + creature_value(g, f) + runes, g, f))  # Day and Night


def _in_inner(g: Game, f: Frame) -> bool:
    """Whether the creature is met in a region where none may be evaded (the Inner Region)."""
    return f.get("source") in g.board.unevadable


def _prepare_actions(g: Game, f: Frame) -> list[Action]:
    p = f["p"]
    out = [act("fight")]
    inner = _in_inner(g, f)
    evadable = f.get("evadable", False) and not inner
    if f.get("can_evade") and evadable:
        out.append(act("evade"))
    for a in spells.cast_actions(g, p, "battle"):
        spell = base_id(str(a.args[0]))
        if spell == "spell/psionic-blast" and f["stat"] != "strength":
            continue
        if spell in ("spell/invisibility", "spell/immobility") and (not evadable or f.get("can_evade")):
            continue
        if spell == "spell/psionic-blast" and f.get("bonus"):
            continue
        out.append(a)
    out += [x for acts in hooks.call(points.BATTLE_OPTIONS, g, f) for x in acts]
    if hooks.first(points.NO_EVADING, g, f):  # The Reaper's Cerberus: no evading, by any means
        out = [a for a in out if a.verb != "evade" and not (a.verb == "cast" and _evades(a))]
    return out


def _evades(a: Action) -> bool:
    return base_id(str(a.args[0])) in EVADE_SPELLS


EVADE_SPELLS = ("spell/invisibility", "spell/immobility")


def _defend_actions(g: Game, f: Frame) -> list[Action]:
    """An attacked character may evade first, and may cast Spells before the dice as the
    attacker may (core rules, "Battles Between Two Characters", steps 1 and 2)."""
    return [act("fight"), *spells.cast_actions(g, f["opponent"], "battle")]


def fate_player(g: Game, f: Frame) -> int | None:
    """Who may still pay fate to reroll their attack roll (attacker first)."""
    p: int = f["p"]
    if g.hooks_in_play[points.NO_FATE] and hooks.first(points.NO_FATE, g, f):  # (most games: none)
        return None
    if character.has_fate(g, g.state.players[p]) and not f.get("rerolled"):
        return p
    opp: int | None = f.get("opponent")
    if opp is not None and character.has_fate(g, g.state.players[opp]) and not f.get("def_rerolled"):
        return opp
    return None


@rule("battle")
class Battle(Rule):
    @staticmethod
    def decision(g: Game, f: Frame) -> Decision | None:
        stage, p = f["stage"], f["p"]
        name = g.state.players[p].name
        if stage == "defend" and len(g.offer(_defend_actions(g, f))) > 1:
            foe = g.state.players[f["opponent"]].name
            return Decision(f["opponent"], "defend", f"{foe} is attacked by {name}: evade or fight")
        if stage == "prepare" and len(g.offer(_prepare_actions(g, f))) > 1:
            what = f.get("creature", {}).get("name") or ", ".join(f.get("enemies", ())) or "a character"
            return Decision(p, "battle", f"{name} against {what}: cast, evade or fight")
        if stage == "fate":
            who = fate_player(g, f)
            if who is not None:
                return Decision(
                    who, "fate", f"{g.state.players[who].name}: pay 1 fate to reroll the attack roll?"
                )
        if stage == "reward":
            return Decision(f["winner"], "reward", "take a life, one gold or one Object from the loser")
        return None

    @staticmethod
    def legal(g: Game, f: Frame) -> list[Action]:
        stage = f["stage"]
        if stage == "defend":
            return _defend_actions(g, f)
        if stage == "prepare":
            return _prepare_actions(g, f)
        if stage == "fate":
            who = fate_player(g, f)
            # the Orb of Destiny
            extra = [x for acts in hooks.call(points.FATE_OPTIONS, g, f, who) for x in acts]
            return [act("accept"), act("reroll"), *extra]
        loser = g.state.players[f["loser"]]
        out = [act("reward", "life")]
        if hooks.first(points.LIFE_ONLY, g, f):  # the Assassin's victim must lose a life
            return out
        forced = hooks.first(points.FORCED_REWARD, g, f)  # The Reaper's Golden Statue
        if forced:
            return [act("reward", forced)]
        if loser.gold:
            out.append(act("reward", "gold"))
        winner = g.state.players[f["winner"]]
        kept = [o for o in loser.objects if not hooks.first(points.OUT_OF_REACH, g, o)]  # the Concealed Pouch
        out += [act("reward", o) for o in kept if character.allowed(g, winner, o)]
        return out + [x for acts in hooks.call(points.REWARD_OPTIONS, g, f) for x in acts]  # Blood Moon

    @staticmethod
    def apply(g: Game, f: Frame, a: Action) -> None:
        p = f["p"]
        if f["stage"] == "defend":
            if a.verb == "cast" and base_id(str(a.args[0])) in EVADE_SPELLS:  # the attack comes to nothing
                spells.cast(g, f["opponent"], a)
                g.emit("evaded", f["opponent"])
                g.end_turn("the attacked character evaded")
            elif a.verb == "cast":  # e.g. Psionic Blast for the defender
                spells.cast(g, f["opponent"], a, battle=f)
            else:
                g.set(f, "stage", "prepare")
            return
        if a.verb == "cast":
            spells.cast(g, p, a, battle=f)
        elif a.verb == "evade":
            g.emit("evaded", p)
            g.pop()
            hooks.run(points.CREATURE_SURVIVES, g, f)  # Blood Moon: an evaded Crawling Hand moves on
        elif a.verb == "use":  # a card's own battle option (Potion of Strength, Cross...)
            hooks.first(points.BATTLE_USE, g, f, a)
        elif a.verb == "fight":
            _roll(g, f)
        elif a.verb in ("reroll", "accept"):
            who = fate_player(g, f)
            attacker = who == p
            g.set(f, "rerolled" if attacker else "def_rerolled", True)
            if a.verb == "reroll":
                assert who is not None  # a reroll is offered only to a player who can pay fate
                character.pay_fate(g, who)
                g.set(f, "stage", "fate")
                dice = attack_dice(g, f, who)
                push_roll(g, who, dice, "mine" if attacker else "theirs", fate=False, why="attack roll again")
        else:
            _reward(g, f, str(a.args[0]))

    @staticmethod
    def advance(g: Game, f: Frame) -> None:
        stage = f["stage"]
        if stage == "defend":
            g.set(f, "stage", "prepare")
        elif stage == "prepare":
            _roll(g, f)
        elif stage == "fate":
            # Blood Moon's Pharaoh's Crown: the foe rolls again (asked at every battle: most often none)
            if g.hooks_in_play[points.BEFORE_RESOLVE] and hooks.first(points.BEFORE_RESOLVE, g, f):
                return
            _resolve(g, f)
        elif stage == "reward_armour":
            saved = f["save"][0] >= f["needs"]
            g.emit("armour", f["loser"], "saved" if saved else "failed")
            if saved:
                g.end_turn("battle between characters")
            else:
                _reward_life(g, f)
        elif stage == "rewarded":
            _after_reward(g, f, f["reward_space"], tuple(f["reward_before"]))
        elif stage == "over":  # its creatures killed by a Spell meanwhile (``kill_by_spell``)
            g.pop()
        elif stage == "armour":
            saved = f["save"][0] >= f["needs"]
            g.emit("armour", f["p"], "saved" if saved else "failed")
            if not saved:
                character.lose_life(g, f["p"], 1, "battle")
            _after_defeat(g, f)


def attack_dice(g: Game, f: Frame, who: int | None) -> int:
    """Dice thrown for one attack roll: 1, or more where an ability says so (the Warrior's two).

    Only the best die counts (``attack_roll``). A creature's dice: hook ``creature_dice``."""
    if who is None:
        return int(hooks.fold(points.CREATURE_DICE, 1, g, f))  # the Pack of Wolves: two
    return int(hooks.fold(points.ATTACK_DICE, 1, g, f, who))


def attack_roll(dice: list[int]) -> int:
    """The attack roll from the dice thrown: the best one (a single die is itself)."""
    return max(dice)


def foes(f: Frame) -> set[str]:
    """The Enemy cards fought in the battle ``f`` (base ids, each once); none for a creature a
    step conjured."""
    return {base_id(c) for c in f.get("enemies", ())}


def _roll(g: Game, f: Frame) -> None:
    g.set(f, "stage", "fate")
    opp = f.get("opponent")
    at = len(g.state.stack) - 1
    foe_dice = attack_dice(g, f, opp)
    push_roll(
        g, f["p"] if opp is None else opp, foe_dice, "theirs", fate=False, why="the foe's attack roll", at=at
    )
    push_roll(g, f["p"], attack_dice(g, f, f["p"]), "mine", fate=False, why="attack roll", at=at)


def _resolve(g: Game, f: Frame) -> None:
    p = f["p"]
    mine = score(g, p, f, attack_roll(f["mine"]))
    opp = f.get("opponent")
    theirs_roll = attack_roll(f["theirs"])
    theirs = score(g, opp, f, theirs_roll) if opp is not None else creature_score(g, f, theirs_roll)
    g.emit("attack_scores", p, mine, theirs)
    mine, theirs = hooks.fold(points.OUTCOME, (mine, theirs), g, f)  # Blood Moon: Vampire Bats, Doomsword
    if opp is None and mine <= theirs:  # lost or a stand-off: the Haunt joins, the Mummy bites
        hooks.run(points.CREATURES_NOT_BEATEN, g, f, mine < theirs)
    if mine == theirs:
        stand_off(g, f)
        return
    if opp is not None:
        winner, loser = (p, opp) if mine > theirs else (opp, p)
        g.set(f, "winner", winner)
        g.set(f, "loser", loser)
        g.set(f, "stage", "reward")
        hooks.first(points.CHARACTER_BEATEN, g, f)  # a lycanthrope's victim rolls on the Werewolf's chart
        return
    if mine > theirs:
        if hooks.first(points.CREATURES_BEATEN, g, f):  # a creature that may heal itself (the Hydra)
            return
        g.pop()
        kill_creatures(g, p, f)
        return
    if hooks.first(points.CREATURE_WINS, g, f):  # Blood Moon: a stand-off instead, a Follower instead
        return
    lose_to_creature(g, f)


def stand_off(g: Game, f: Frame) -> None:
    """The battle ``f`` ends in a stand-off (equal scores, or a card's saving roll)."""
    g.emit("stand_off", f["p"])
    _keep_foe(g, f)
    g.end_turn("stand-off")
    hooks.run(points.CREATURE_SURVIVES, g, f)  # Blood Moon: the Crawling Hand, the Fire Giant move on


def lose_to_creature(g: Game, f: Frame) -> None:
    """The character of battle ``f`` (the frame on top) lost to the creature: Armour may save
    the life, then the defeat ends the turn."""
    p = f["p"]
    armour = _best_armour(g, p) if f["stat"] == "strength" else None
    if armour is not None:
        g.set(f, "stage", "armour")
        g.set(f, "needs", _needs(g, p, armour))
        push_roll(g, p, 1, "save", fate=True, why=f"{armour} saving a life")
        return
    character.lose_life(g, p, 1, "battle")
    _after_defeat(g, f)


def _after_defeat(g: Game, f: Frame) -> None:
    ch = g.state.players[f["p"]]
    if not ch.alive:
        return
    _keep_foe(g, f)
    g.emit("defeated", f["p"])
    g.end_turn("defeated")
    hooks.run(points.BEATEN_BY_CREATURE, g, f)  # Blood Moon: what the winner does besides (Wolfen...)
    hooks.run(points.CREATURE_SURVIVES, g, f)


def _keep_foe(g: Game, f: Frame) -> None:
    """In the Inner Region the same foe (e.g. this character's Werewolf) waits for next turn."""
    source = f.get("source")
    if source in g.board.foes_wait and "creature" in f:
        g.set(g.state.players[f["p"]], "fighting", source)
        g.set(g.state.markers, f"foe/{f['p']}", dict(f["creature"]))


def _best_armour(g: Game, p: int) -> str | None:
    """The Armour ``p`` saves with (none in the Cursed Glade, nor for the Monk: hook ``no_armour``)."""
    ch = g.state.players[p]
    if character.in_cursed_glade(g, ch):
        return None
    if g.hooks_in_play[points.NO_ARMOUR] and hooks.first(points.NO_ARMOUR, g, p):
        return None
    saves = {c: need for c in ch.objects if (need := armour_save(g.cat, base_id(c))) is not None}
    return min(saves, key=lambda c: saves[c]) if saves else None


def _needs(g: Game, p: int, armour: str) -> int:
    """The die ``p`` needs for ``armour`` to save the life, less what is added to that roll (The
    Dungeon's Anointed Robe; hook ``armour_roll``)."""
    needs = armour_save(g.cat, base_id(armour)) or 7
    if g.hooks_in_play[points.ARMOUR_ROLL]:  # (most games: nobody adds to it)
        needs -= int(hooks.fold(points.ARMOUR_ROLL, 0, g, p))
    return needs


def kill_by_spell(g: Game, p: int, battle: Frame, card: str) -> None:
    """The creatures of ``battle`` killed outright by player ``p``'s Spell ``card`` (The
    Dungeon's Finger of Death, The Highland's Soul Shatter): the fight is over, won by him."""
    g.emit("killed_by_spell", p, card)
    if g.state.stack and g.top is battle:
        g.pop()
    elif any(x is battle for x in g.state.stack):  # under what the cast set off (a Wizard's draw)
        g.set(battle, "stage", "over")  # popped once it is on top again (``Battle.advance``)
    kill_creatures(g, p, battle)


def kill_creatures(g: Game, p: int, f: Frame) -> None:
    """The creatures of the battle ``f`` (already off the stack) are killed by ``p``."""
    ch = g.state.players[p]
    if ch.fighting:
        g.set(ch, "fighting", None)
    g.journal.delete(g.state.markers, f"foe/{p}")
    for card in f.get("enemies", ()):
        # (a card the table put elsewhere by hand during the fight stays where it was put)
        if card in g.state.board.get(f["source"], ()) or where_is(g, card) is None:
            character.remove_from_space(g, f["source"], card)
            character.receive(g, p, card)  # kept as a trophy
        g.emit("killed_enemy", p, card)
    if "creature" in f:
        g.emit("beat", p, f["creature"]["name"])
    hooks.run(points.FOE_LOST_LIFE, g, f, p)


ALL_THE_GOLD = "all-the-gold"  # an ability's key: the reward of gold is all the loser has


def _reward(g: Game, f: Frame, what: str) -> None:
    winner, loser = f["winner"], f["loser"]
    if what == "life":
        armour = _best_armour(g, loser) if f["stat"] == "strength" else None
        if armour is not None:  # the loser's Armour may save the life (core rules, "Claim Reward")
            g.set(f, "stage", "reward_armour")
            g.set(f, "needs", _needs(g, loser, armour))
            push_roll(g, loser, 1, "save", fate=True, why=f"{armour} saving a life")
            return
        _reward_life(g, f)
        return
    if what == "gold":  # one gold, or all of it for a winner with that ability (The Highland's Rogue)
        gold = (
            g.state.players[loser].gold
            if ALL_THE_GOLD in character.ability_keys(g, g.state.players[winner])
            else 1
        )
        character.gain(g, winner, "gold", character.lose(g, loser, "gold", gold))
    elif not hooks.first(points.REWARD_TAKEN, g, f, what):  # Blood Moon's Syphoning Sceptre
        character.release(g, loser, what)
        character.receive(g, winner, what)
    if g.state.stack and g.top is f:
        g.end_turn("battle between characters")


def _reward_life(g: Game, f: Frame) -> None:
    """The loser loses a life; killed, the winner may take his possessions from the space.

    One battle won gives one reward (core rules, "Claim Reward": then the turn ends), so what
    the life lost sets off (the Dark Cultist's gift) runs first and the battle then only ends:
    stage ``rewarded`` never asks for a reward again."""
    winner, loser = f["winner"], f["loser"]
    space = g.state.players[loser].position
    before = tuple(g.state.board.get(space, ()))
    if character.lose_life(g, loser, 1, "battle"):
        hooks.run(points.FOE_LOST_LIFE, g, f, winner)
    _after_reward_in_turn(g, f, space, before)


def _after_reward_in_turn(g: Game, f: Frame, space: str, before: tuple[str, ...]) -> None:
    """``_after_reward`` now, or once what the life lost set off is done (the Dark Cultist's gift
    to roll, the Wizard's new Spell to draw): the battle waits under it at stage ``rewarded``."""
    if g.state.stack and g.top is not f and any(x is f for x in g.state.stack):
        g.set(f, "stage", "rewarded")
        g.set(f, "reward_space", space)
        g.set(f, "reward_before", before)
        return
    _after_reward(g, f, space, before)


def _after_reward(g: Game, f: Frame, space: str, before: tuple[str, ...]) -> None:
    """The reward is taken: the winner takes a killed loser's things, else the turn ends."""
    winner, loser = f["winner"], f["loser"]
    ongoing = bool(g.state.stack) and g.top is f  # else the turn already ended (the loser's own)
    taker = g.state.players[winner]
    if not g.state.players[loser].alive and taker.alive and taker.position == space:
        left = [c for c in g.state.board.get(space, ()) if c not in before]
        gold = g.state.markers.get(character.gold_key(space), 0)
        spoils = {"kind": "spoils", "p": winner, "space": space, "cards": left, "gold": gold}
        if ongoing:
            g.replace(spoils)
        else:
            g.push(spoils)
    elif ongoing:
        g.end_turn("battle between characters")


def lives_lost_before_the_rolls(g: Game, f: Frame, target: int, lives: int, card: str) -> None:
    """``target``, one of the two characters of battle ``f``, loses ``lives`` to the Spell ``card``
    before the attack rolls (The Dungeon's Finger of Death, The Highland's Soul Shatter, or one of
    them turned back by The Reaper's Reflection). Killed, nobody fights him: the battle is over,
    the other one killed him and may take what he left on his space (core rules, "Encounters with
    Other Characters"), then the turn ends. Alive, the battle goes on."""
    space = g.state.players[target].position
    before = tuple(g.state.board.get(space, ()))  # (what lay there already is not his to take)
    character.lose_life(g, target, lives, card)
    if g.state.players[target].alive or "opponent" not in f:
        return
    killer = f["opponent"] if target == f["p"] else f["p"]
    g.set(f, "winner", killer)
    g.set(f, "loser", target)
    _after_reward_in_turn(g, f, space, before)


@rule("spoils")
class Spoils(Rule):
    """Core rules, "Claim Reward": the killer takes any of the dead character's Objects,
    Followers and gold; what he leaves stays on the space. Then the turn ends."""

    @staticmethod
    def decision(g: Game, f: Frame) -> Decision | None:
        return Decision(f["p"], "take", "take the dead character's Objects, Followers and gold, then done")

    @staticmethod
    def legal(g: Game, f: Frame) -> list[Action]:
        ch = g.state.players[f["p"]]
        if ch.is_toad:  # a Toad holds no Objects, Followers or gold (core rules, Toads)
            return [act("done")]
        on = g.state.board.get(f["space"], ())
        # a card he ditched this turn (over his limit) is not his to take back (core rules, Ditching)
        out = [
            act("take", c)
            for c in f["cards"]
            if c in on and c not in ch.ditched and character.allowed(g, ch, c)
        ]
        if f["gold"] and g.state.markers.get(character.gold_key(f["space"])):
            out.append(act("take", "gold"))
        return [*out, act("done")]

    @staticmethod
    def apply(g: Game, f: Frame, a: Action) -> None:
        if a.verb == "done":
            if g.state.stack[0].get("stage") == "end":  # the dead was the attacker: his turn is over
                g.pop()
            else:
                g.end_turn("battle between characters")
        elif a.args[0] == "gold":
            key = character.gold_key(f["space"])
            gold = min(f["gold"], g.state.markers[key])
            if gold == g.state.markers[key]:
                g.journal.delete(g.state.markers, key)
            else:
                g.set(g.state.markers, key, g.state.markers[key] - gold)
            g.set(g.state.players[f["p"]], "gold", g.state.players[f["p"]].gold + gold)
            g.set(f, "gold", 0)
            g.emit("gain", f["p"], "gold", gold)
        else:
            character.remove_from_space(g, f["space"], str(a.args[0]))
            character.receive(g, f["p"], str(a.args[0]))
