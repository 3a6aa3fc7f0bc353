"""The Table screen's widgets: they show a read-only ``PlayerView`` and send intents to the app."""

from __future__ import annotations

from kivy.app import App
from kivy.factory import Factory
from kivy.metrics import dp
from kivy.properties import BooleanProperty, ListProperty, NumericProperty, StringProperty
from kivy.uix.boxlayout import BoxLayout
from kivy.uix.gridlayout import GridLayout
from kivy.uix.popup import Popup
from kivy.uix.screenmanager import Screen

from companion_app.screens.base import load_kv
from companion_app.viewmodels.cards import UNCONFIRMED
from companion_app.viewmodels.views import PlayerView, TableView

# (title, counted field): Strength and Craft show totals; their +/- move counters
STATS = (
    ("Strength", "strength_counters"),
    ("Craft", "craft_counters"),
    ("Lives", "lives"),
    ("Fate", "fate"),
    ("Gold", "gold"),
)
# Changed less often: one compact line each.
EXTRAS = (
    ("Objects", "objects"),
    ("Followers", "followers"),
    ("Spells", "spells"),
    ("Items\n+Str", "strength_items"),
    ("Items\n+Craft", "craft_items"),
    ("Toad\nturns", "toad_turns"),
)


class StatBase(BoxLayout):
    """A counter with its -/+ buttons (each at least 48 dp); the kv rules lay it out."""

    title = StringProperty("")
    value = StringProperty("")
    detail = StringProperty("")
    stat = StringProperty("")
    player = NumericProperty(0)
    value_color = ListProperty([0.95, 0.91, 0.82, 1])
    roomy = BooleanProperty(False)  # two players: bigger numbers in the space there is


class StatControl(StatBase):
    """A big number with its breakdown under its title."""


class TightStat(StatBase):
    """A StatControl for crowded tables (5-6 players): title and value on one line."""


class CompactStat(BoxLayout):
    """One line: title, value, -/+ buttons."""

    title = StringProperty("")
    value = StringProperty("")
    stat = StringProperty("")
    player = NumericProperty(0)


def _stat_texts(view: PlayerView, stat: str) -> tuple[str, str]:
    if stat == "strength_counters":
        return str(view.strength), view.strength_breakdown
    if stat == "craft_counters":
        return str(view.craft), view.craft_breakdown
    if stat in ("strength_items", "craft_items"):
        return f"{getattr(view, stat):+d}", ""
    return str(getattr(view, stat)), ""


class PlayerPanel(BoxLayout):
    """One player's counters. ``crowded`` (5-6 players) packs the five main counters in a 3 x 2
    grid with a "More" button; the less used counters then open in a popup."""

    heading = StringProperty("")
    summary = StringProperty("")
    alignment = StringProperty("")
    lycanthrope_label = StringProperty("")
    player = NumericProperty(0)
    is_turn = BooleanProperty(False)
    lycanthrope = BooleanProperty(False)
    crowded = BooleanProperty(False)

    def __init__(self, *, crowded: bool = False, roomy: bool = False, **kwargs) -> None:
        super().__init__(crowded=crowded, **kwargs)
        self.player_name = ""
        self.controls: dict[str, StatBase | CompactStat] = {}
        for title, stat in STATS:
            kind = TightStat if crowded else StatControl
            self.controls[stat] = kind(title=title, stat=stat, roomy=roomy and not crowded)
            self.ids.stats.add_widget(self.controls[stat])
        for title, stat in EXTRAS:
            self.controls[stat] = CompactStat(title=title.replace("\n", " ") if crowded else title, stat=stat)
            if not crowded:
                self.ids.extras.add_widget(self.controls[stat])
        if crowded:
            more = Factory.BigButton(text="More...", font_size="18sp")
            more.bind(on_release=lambda *_: self.open_extras())
            self.ids.stats.add_widget(more)

    def open_extras(self) -> Popup:
        """The less used counters of this player, live, in a popup."""
        grid = GridLayout(cols=1, spacing=dp(6), size_hint_y=None)
        grid.bind(minimum_height=grid.setter("height"))
        box = BoxLayout(orientation="vertical", spacing=dp(8))
        box.add_widget(grid)
        close = Factory.BigButton(text="Close", size_hint_y=None, height=dp(52))
        box.add_widget(close)
        popup = Popup(
            title=f"{self.player_name}: more counters",
            title_size="22sp",
            content=box,
            size_hint=(0.45, None),
            height=dp(54) * (len(EXTRAS) + 1) + dp(150),
        )
        for _, stat in EXTRAS:
            grid.add_widget(self.controls[stat])
        lycanthrope = Factory.BigButton(text=self.lycanthrope_label, font_size="18sp", size_hint_y=None,
                                        height=dp(48))  # fmt: skip
        lycanthrope.bind(on_release=lambda *_: App.get_running_app().toggle_lycanthrope(self.player))
        follow = lycanthrope.setter("text")
        self.bind(lycanthrope_label=follow)
        grid.add_widget(lycanthrope)
        close.bind(on_release=lambda *_: popup.dismiss())

        def closed(*_) -> None:
            self.unbind(lycanthrope_label=follow)
            grid.clear_widgets()

        popup.bind(on_dismiss=closed)
        popup.open()
        return popup

    def show(self, view: PlayerView) -> None:
        self.player = view.index
        self.player_name = view.name
        conditions = view.status.split(" · ")[1:]  # alignment has its own button
        if not self.crowded:  # ... and so has lycanthropy, unless the popup holds it
            conditions = [c for c in conditions if c != "Lycanthrope"]
        conditions = [f"[color=f07060]{c}[/color]" if c == "Lycanthrope" else c for c in conditions]
        where = " · ".join([view.space, *conditions])
        unconfirmed = "" if view.character_verified else UNCONFIRMED
        character = view.character + unconfirmed
        if self.crowded:  # the heading is short; the mark goes to the line below
            self.heading = f"[b]{view.name}[/b]  {view.character}"
            counts = f"Obj {view.objects} · Fol {view.followers} · Spells {view.spells}"
            card = f"{view.character} card{unconfirmed} · " if unconfirmed else ""
            self.summary = f"{card}{where} · {counts}"
        else:
            self.heading = f"[b]{view.name}[/b]  {character}  [size=17sp][color=b8ab94]{where}[/color][/size]"
        self.alignment = view.alignment.title()
        self.is_turn = view.is_turn
        self.lycanthrope = view.lycanthrope
        self.lycanthrope_label = view.lycanthrope_label
        for stat, control in self.controls.items():
            control.player = view.index
            value, detail = _stat_texts(view, stat)
            control.value = value
            if isinstance(control, StatBase):
                control.detail = detail
        lives = self.controls["lives"]
        lives.value_color = [0.95, 0.45, 0.40, 1] if view.lives <= 1 else [0.95, 0.91, 0.82, 1]


class TableScreen(Screen):
    title = StringProperty("")
    time_label = StringProperty("")
    status = StringProperty("")
    details = StringProperty("")
    can_undo = BooleanProperty(False)
    can_redo = BooleanProperty(False)
    mode = StringProperty("free")

    def show(self, view: TableView, message: str = "") -> None:
        grid = self.ids.panels
        if len(grid.children) != len(view.players):
            grid.clear_widgets()
            crowded = len(view.players) > 4
            grid.cols = 3 if crowded else 2
            for _ in view.players:
                grid.add_widget(PlayerPanel(crowded=crowded, roomy=len(view.players) <= 2))
        for panel, player in zip(reversed(grid.children), view.players, strict=True):
            panel.show(player)
        self.title = f"Round {view.round}  ·  [b][color=e0b040]{view.turn_name}[/color][/b]'s turn"
        self.time_label = view.time_label
        self.mode = view.mode
        self.can_undo, self.can_redo = view.can_undo, view.can_redo
        figures = []
        if view.werewolf:
            figures.append(f"Werewolf: {view.werewolf}")
        if view.reaper:
            figures.append(f"Reaper: {view.reaper}")
        supply = " · ".join(f"{name} {left}" for name, left in view.supply)
        self.status = message or f"Last: {view.last_step}"
        self.details = f"{'   '.join(figures)}\nSupply: {supply}"


load_kv(__file__)
