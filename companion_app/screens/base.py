"""What every page shares: the heading and message frame, and small widget builders."""

from __future__ import annotations

from typing import Any

from kivy.factory import Factory
from kivy.metrics import dp
from kivy.properties import StringProperty
from kivy.uix.boxlayout import BoxLayout
from kivy.uix.button import Button
from kivy.uix.gridlayout import GridLayout
from kivy.uix.label import Label
from kivy.uix.popup import Popup
from kivy.uix.screenmanager import NoTransition, Screen, ScreenManager
from kivy.uix.scrollview import ScrollView

BACKGROUND = (0.13, 0.12, 0.11, 1)  # behind every screen (the window's clear colour); BG in base.kv


class TablePopup(Popup):
    """A popup that is gone the moment it is closed: Kivy's fades out over 0.1 s and, until it
    is removed, takes every touch, so a finger's next tap on the table was lost."""

    def dismiss(self, *args: Any, **kwargs: Any) -> None:
        kwargs.setdefault("animation", False)
        super().dismiss(*args, **kwargs)


def big_button(text: str, on_release: Any, **kwargs: Any) -> Button:
    button = Factory.BigButton(text=text, **kwargs)
    button.bind(on_release=lambda *_: on_release())
    return button


def row(*widgets: Any, height: float = dp(52), **kwargs: Any) -> BoxLayout:
    box = BoxLayout(size_hint_y=None, height=height, spacing=dp(6), **kwargs)
    for w in widgets:
        box.add_widget(w)
    return box


def caption(text: str, **kwargs: Any) -> Label:
    """A muted label naming the control next to it."""
    label = Label(text=text, font_size="17sp", color=(0.72, 0.67, 0.58, 1), **kwargs)
    return label


def on_off_toggle(name: str) -> Any:
    """A toggle that says whether it is on: "Grim Reaper: on"."""
    toggle = Factory.ToggleBig(state="down")

    def show(*_: Any) -> None:
        toggle.text = f"{name}: {'on' if toggle.state == 'down' else 'off'}"

    toggle.bind(state=show)
    show()
    return toggle


def key_of(labels: Any, shown: str) -> str:
    """The key behind a label shown in a spinner (a key itself is accepted too)."""
    return next((k for k, v in labels.items() if v == shown), shown)


def scroll_list(cols: int = 1) -> tuple[ScrollView, GridLayout]:
    grid = GridLayout(cols=cols, size_hint_y=None, spacing=dp(4))
    grid.bind(minimum_height=grid.setter("height"))
    view = ScrollView()
    view.add_widget(grid)
    return view, grid


class Pages(ScreenManager):
    """The app's screens, one at a time with no transition. Kivy's ScreenManager clips its
    screens with the stencil buffer, which only a sliding screen needs; every frame paid for it
    (and the first one for the extra drawing states), so base.kv replaces its rule."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(transition=NoTransition(), **kwargs)


class PageScreen(Screen):
    heading = StringProperty("")
    message = StringProperty("")

    def refresh(self, app: Any) -> None:
        """Redraw from the app's current views."""


def load_kv(module_file: str) -> None:
    """Load the kv file that sits beside a screen module (``board.py`` -> ``board.kv``), once."""
    from pathlib import Path

    from kivy.lang import Builder

    path = str(Path(module_file).with_suffix(".kv"))
    if path not in Builder.files:
        Builder.load_file(path)


load_kv(__file__)
