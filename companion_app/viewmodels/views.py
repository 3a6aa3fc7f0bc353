"""Read-only views of the table for the widgets: plain values, already worded for display."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from companion_app.viewmodels.tabledata import TableData
from companion_app.viewmodels.tracker import PlayerTrack, TableState, supply_left

SUPPLY_LABELS = {"strength": "Strength", "craft": "Craft", "lives": "Lives", "fate": "Fate", "gold": "Gold",
                 "toad": "Toads"}  # fmt: skip


@dataclass(frozen=True, kw_only=True)
class PlayerView:
    index: int
    name: str
    character: str
    space: str
    strength: int
    strength_breakdown: str
    craft: int
    craft_breakdown: str
    strength_items: int
    craft_items: int
    lives: int
    fate: int
    gold: int
    objects: int
    followers: int
    spells: int
    alignment: str
    toad_turns: int
    lycanthrope: bool
    is_turn: bool
    character_verified: bool = True
    mode: str = "free"
    holdings: tuple[tuple[str, str], ...] = ()  # rules games: (card, name) of Objects and Followers
    trophies: tuple[str, ...] = ()  # rules games: the names of the trophies kept
    trophy_points: tuple[int, int] = (0, 0)  # Strength and Craft points of the trophies
    killed: str = ""  # rules games: the character was killed, and what comes next
    tablet: bool = False  # rules games: the tablet plays this seat

    @property
    def heading(self) -> str:
        """The player's name and character, as markup."""
        played = "  [color=b8ab94]· played by the tablet[/color]" if self.tablet else ""
        if self.killed:
            return f"[b]{self.name}[/b]  [color=f07060]{self.character}, killed[/color]{played}"
        return f"[b]{self.name}[/b]  {self.character}{played}"

    @property
    def where(self) -> str:
        """Where the figure stands, and the conditions that matter at a glance."""
        if self.killed:
            return f"[color=f07060]Killed: {self.killed}[/color]"
        parts = [self.space]
        if self.toad_turns:
            parts.append(f"a Toad for {self.toad_turns} more turn{'s' if self.toad_turns != 1 else ''}")
        if self.lycanthrope:
            parts.append("[color=f07060]Lycanthrope[/color]")
        return " · ".join(parts)

    @property
    def counts(self) -> str:
        """What the player carries, counted (Spells stay hidden: a number only)."""

        def n(count: int, word: str) -> str:
            return f"{count} {word}{'' if count == 1 else 's'}"

        parts = [n(self.objects, "Object"), n(self.followers, "Follower"), n(self.spells, "Spell")]
        if self.trophies:
            parts.append(n(len(self.trophies), "trophy").replace("trophys", "trophies"))
        return " · ".join(parts)

    @property
    def lycanthrope_label(self) -> str:
        """The lycanthropy toggle says plainly which way it stands."""
        return "Lycanthrope: yes" if self.lycanthrope else "Lycanthrope: no"


@dataclass(frozen=True, kw_only=True)
class TableView:
    players: tuple[PlayerView, ...]
    turn_name: str
    round: int
    time: str | None
    # the roaming figures on the board: (name, space's name), in the order they move
    figures_at: tuple[tuple[str, str], ...] = ()
    supply: tuple[tuple[str, int], ...]
    cards_on_board: int
    last_step: str
    can_undo: bool
    can_redo: bool
    mode: str
    undo_step: str = ""  # what Undo takes back
    redo_step: str = ""  # what Redo puts back
    lunar: tuple[str, ...] = ()  # the Lunar Events in play (Blood Moon)

    @property
    def time_label(self) -> str:
        """The Time card and what it does (Blood Moon, Time card: creatures -1 by Day, +1 by Night)."""
        return {"day": "Day: creatures\n-1 in battle", "night": "Night: creatures\n+1 in battle"}.get(
            self.time or "", "No Day/Night"
        )

    @property
    def figures(self) -> str:
        parts = [f"Lunar Events in play: {', '.join(self.lunar)}"] if self.lunar else []
        parts += [f"{name} on {space}" for name, space in self.figures_at]
        return " · ".join(parts)

    @property
    def status_line(self) -> str:
        """The line under the tool bar when nothing else needs saying."""
        return self.figures or f"Last: {self.last_step}"

    @property
    def info(self) -> str:
        """The figures, the time and the supply, for an empty cell of the panel grid."""
        lines = [f"{name}: {space}" for name, space in self.figures_at]
        if self.time:
            lines.append(self.time_label.replace("\n", " "))
        if self.lunar:
            lines.append(f"Lunar Events: {', '.join(self.lunar)}")
        lines.append("Left in the supply:")
        lines.append(", ".join(f"{name} {left}" for name, left in self.supply))
        lines.append(f"Cards on the board: {self.cards_on_board}")
        return "\n".join(lines)


def counter_texts(view: PlayerView, stat: str) -> tuple[str, str]:
    """A counter's value and the line under it (how Strength and Craft are made up)."""
    if stat == "strength_counters":
        return str(view.strength), view.strength_breakdown
    if stat == "craft_counters":
        return str(view.craft), view.craft_breakdown
    if stat in ("strength_items", "craft_items"):
        return f"{getattr(view, stat):+d}", ""
    return str(getattr(view, stat)), ""


def when(stamp: str) -> str:
    """A stored ISO time as a table reads it: "22 Nov 2026, 13:56" (the text itself if it is not one)."""
    try:
        moment = datetime.fromisoformat(stamp)
    except ValueError:
        return stamp
    return f"{moment.day} {moment:%b %Y, %H:%M}"


def _breakdown(printed: int, counters: int, items: int) -> str:
    text = f"{printed} + {counters}"
    if items:
        text += f" {'+' if items > 0 else '-'} {abs(items)} items"
    return text


def player_view(
    index: int, p: PlayerTrack, data: TableData, *, is_turn: bool, mode: str = "free"
) -> PlayerView:
    facts = data.characters.get(p.character)
    strength_breakdown = p.strength_parts or _breakdown(p.strength, p.strength_counters, p.strength_items)
    craft_breakdown = p.craft_parts or _breakdown(p.craft, p.craft_counters, p.craft_items)
    engine = bool(p.strength_parts)  # a rules game: the engine's totals, a Toad's included
    if p.toad_turns > 0 and not engine:
        # Core rules, Toads: a Toad has Strength 1 and Craft 1 whatever it had before.
        strength_breakdown = f"Toad (was {p.total_strength})"
        craft_breakdown = f"Toad (was {p.total_craft})"
    return PlayerView(
        index=index,
        name=p.name,
        character=facts.name if facts else p.character,
        space=data.space_name(p.space),
        strength=1 if p.toad_turns > 0 and not engine else p.total_strength,
        strength_breakdown=strength_breakdown,
        craft=1 if p.toad_turns > 0 and not engine else p.total_craft,
        craft_breakdown=craft_breakdown,
        strength_items=p.strength_items,
        craft_items=p.craft_items,
        lives=p.lives,
        fate=p.fate,
        gold=p.gold,
        objects=p.objects,
        followers=p.followers,
        spells=p.spells,
        alignment=p.alignment,
        toad_turns=p.toad_turns,
        lycanthrope=p.lycanthrope,
        is_turn=is_turn,
        character_verified=facts.verified if facts else True,
        mode=mode,
        holdings=p.holdings,
        trophies=p.trophies,
        trophy_points=p.trophy_points,
        killed=p.killed,
        tablet=p.tablet,
    )


def table_view(
    state: TableState,
    data: TableData,
    *,
    last_step: str,
    can_undo: bool,
    can_redo: bool,
    mode: str = "free",
    undo_step: str = "",
    redo_step: str = "",
) -> TableView:
    left = supply_left(state, data)
    return TableView(
        players=tuple(
            player_view(i, p, data, is_turn=i == state.turn, mode=mode) for i, p in enumerate(state.players)
        ),
        turn_name=state.players[state.turn].name,
        round=state.round,
        time=state.time,
        figures_at=tuple(
            (f.name, data.space_name(state.figures[f.word]))
            for f in data.figures.values()
            if f.word in state.figures
        ),
        supply=tuple((SUPPLY_LABELS.get(k, k.title()), v) for k, v in left.items()),
        cards_on_board=sum(len(c) for c in state.cards.values()),
        last_step=last_step,
        can_undo=can_undo,
        can_redo=can_redo,
        mode=mode,
        undo_step=undo_step,
        redo_step=redo_step,
        lunar=state.lunar,
    )
