"""What a frame draws, drawn for less (issue 26, item 6: quick on a tablet that draws in
software): the popup's background drawn only in its edge over a window cleared to its grey,
and a ScrollView clipped by a scissor instead of a stencil, each with the same pixels."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from ui_helpers import pump, running_app, start_game

pytestmark = pytest.mark.ui


def opened(sheet) -> None:
    """Frames until the popup's fade-in (its dimmed strips) is over."""
    import time

    for _ in range(100):
        pump(1)
        if sheet._anim_alpha == 1:
            return
        time.sleep(0.01)
    raise AssertionError("the popup never finished opening")


def pixels(app, path: Path):
    from PIL import Image

    pump(2)
    app.save_screenshot(str(path))
    return Image.open(path).convert("RGB")


def test_kivys_popup_image_is_one_grey_inside_its_soft_edge():
    """The window is cleared to POPUP_INSIDE under a popup's middle: Kivy's image must be that
    grey, opaque, everywhere 16 px or more inside its edge."""
    import kivy
    from PIL import Image

    from companion_app.cli import prepare_kivy

    prepare_kivy(headless=True)  # the window is made as base.py is imported: the app's size
    from companion_app.screens.base import POPUP_INSIDE, TablePopup

    images = Path(kivy.__file__).parent / "data" / "images"
    atlas = json.loads((images / "defaulttheme.atlas").read_text())
    page, regions = next(iter(atlas.items()))
    x, y, w, h = regions["modalview-background"]
    sheet = Image.open(images / page).convert("RGBA")
    top = sheet.height - y - h  # the atlas counts y from the bottom
    image = sheet.crop((x, top, x + w, top + h))
    b = TablePopup.BORDER
    inside = {image.getpixel((i, j)) for i in range(b, w - b) for j in range(b, h - b)}
    grey = tuple(round(c * 255) for c in POPUP_INSIDE)
    assert inside == {grey}


def test_an_open_sheet_looks_the_same_with_the_popups_image_drawn_in_its_edge_only(tmp_path):
    from kivy.core.window import Window

    from companion_app.screens.base import BACKGROUND, POPUP_INSIDE, ClippedScroll
    from companion_app.screens.player_sheet import PlayerSheet

    with running_app(tmp_path) as app:
        start_game(app, (("Ann", "Warrior"), ("Bob", "Minstrel")), mode="Free tracking")
        sheet = app.open_sheet(0)
        opened(sheet)
        assert list(Window.clearcolor) == pytest.approx(list(POPUP_INSIDE))
        assert sheet._background not in sheet.canvas.children  # the ring in its place
        assert any(isinstance(w, ClippedScroll) for w in sheet.walk())  # its counters' list
        ring = pixels(app, tmp_path / "ring.png")
        sheet.dismiss()
        pump(2)
        assert list(Window.clearcolor) == pytest.approx(list(BACKGROUND))  # the screens' own again
        PlayerSheet.clip_background = False
        try:
            sheet = app.open_sheet(0)
            opened(sheet)
            assert sheet._background in sheet.canvas.children
            whole = pixels(app, tmp_path / "whole.png")
            sheet.dismiss()
        finally:
            PlayerSheet.clip_background = True
        from PIL import ImageChops

        assert ImageChops.difference(ring, whole).getbbox() is None, "the sheet's pixels changed"


def test_a_scroll_clipped_by_a_scissor_shows_what_a_stencil_shows(tmp_path):
    """Half-pixel places and a list scrolled half way: the same pixels cut at the same edges."""
    from kivy.core.window import Window
    from kivy.uix.button import Button
    from kivy.uix.gridlayout import GridLayout
    from kivy.uix.scrollview import ScrollView
    from PIL import ImageChops

    from companion_app.screens.base import ClippedScroll

    def scrolled(kind):
        view = kind(pos=(100.5, 50.25), size=(300.25, 200.75), size_hint=(None, None), do_scroll_x=False)
        grid = GridLayout(cols=1, size_hint_y=None, height=1200)
        for i in range(20):
            grid.add_widget(Button(text=f"row {i}", background_color=(0.2 + i / 40, 0.3, 0.5, 1)))
        view.add_widget(grid)
        view.scroll_y = 0.5
        return view

    with running_app(tmp_path) as app:
        start_game(app, (("Ann", "Warrior"), ("Bob", "Minstrel")), mode="Free tracking")
        shots = []
        for kind in (ScrollView, ClippedScroll):
            view = scrolled(kind)
            Window.add_widget(view)
            pump(4)
            shots.append(pixels(app, tmp_path / f"{kind.__name__}.png"))
            Window.remove_widget(view)
            pump(2)
        stencil, scissor = shots
        assert ImageChops.difference(stencil, scissor).getbbox() is None, "the scissor cuts elsewhere"
        table = pixels(app, tmp_path / "table.png")
        assert ImageChops.difference(stencil, table).getbbox() is not None  # the list was drawn


@pytest.mark.parametrize(
    "text",
    ["[b]Ann[/b]  Warrior", "Crags · a Toad for 2 more turns", "A long line of words " * 8, ""],
)
def test_a_line_label_draws_only_its_words_and_the_same_pixels_as_a_label(tmp_path, text):
    """The table's one-line labels draw the words' part of their texture; a shortened line,
    markup and an empty label look as Kivy's Label draws them."""
    from kivy.core.window import Window
    from kivy.uix.label import Label
    from PIL import ImageChops

    from companion_app.screens.table import LineLabel

    with running_app(tmp_path) as app:
        start_game(app, (("Ann", "Warrior"), ("Bob", "Minstrel")), mode="Free tracking")
        shots, labels = [], []
        for kind in (Label, LineLabel):
            label = kind(text=text, markup=True, font_size="22sp", halign="left", shorten=True)
            label.color = (0.95, 0.91, 0.82, 1)
            label.size_hint = (None, None)
            label.pos, label.size = (37.5, 121.25), (420.5, 40)
            label.text_size = (label.width, None)
            Window.add_widget(label)
            pump(4)
            shots.append(pixels(app, tmp_path / f"{kind.__name__}.png"))
            labels.append(label)
            Window.remove_widget(label)
            pump(2)
        assert ImageChops.difference(*shots).getbbox() is None, "the line label's pixels differ"
        plain, line = labels
        if text and len(text) < 40:  # a short line: less of the texture drawn
            assert line._words.size[0] < plain.texture_size[0]


@pytest.mark.parametrize("detail", ["", "Strength 2 + 1 from items"])
def test_a_counter_cell_places_its_widgets_where_the_nested_box_layouts_did(tmp_path, detail):
    """CounterCell lays out its five widgets itself; the kv rule it replaces nested three
    BoxLayouts: [[title, value] over the detail line], -, + in a row. Same places and sizes to
    the last bit, at a size and place with fractions (the pixels follow from them)."""
    from kivy.core.window import Window
    from kivy.metrics import dp
    from kivy.uix.boxlayout import BoxLayout
    from kivy.uix.widget import Widget

    from companion_app.screens.table import CounterCell

    with running_app(tmp_path) as app:
        start_game(app, (("Ann", "Warrior"), ("Bob", "Minstrel")), mode="Free tracking")
        cell = CounterCell(title="Strength", stat="strength_counters", size_hint=(None, None))
        cell.value, cell.detail = "12", detail
        cell.pos, cell.size = (10.25, 20.5), (301.37, 61.5)
        Window.add_widget(cell)
        pump(4)
        title, value, minus, plus = cell._title, cell._value, cell._minus, cell._plus
        assert (cell._detail is not None) == bool(detail)  # the line is made when it has words

        outer = BoxLayout(spacing=dp(4), size_hint=(None, None), pos=cell.pos, size=cell.size)
        column, row = BoxLayout(orientation="vertical"), BoxLayout()
        them = {
            "title": Widget(),
            "value": Widget(size_hint_x=None, width=value.width),
            "detail": Widget(size_hint_y=None, height=dp(18) if detail else 0),
            "minus": Widget(size_hint_x=None, width=dp(48)),
            "plus": Widget(size_hint_x=None, width=dp(48)),
        }
        row.add_widget(them["title"])
        row.add_widget(them["value"])
        column.add_widget(row)
        column.add_widget(them["detail"])
        for widget in (column, them["minus"], them["plus"]):
            outer.add_widget(widget)
        for box in (outer, column, row):
            box.do_layout()
        ours = {"title": title, "value": value, "minus": minus, "plus": plus}
        if detail:
            ours["detail"] = cell._detail
        for name, widget in ours.items():
            theirs = them[name]
            assert (list(widget.pos), list(widget.size)) == (list(theirs.pos), list(theirs.size)), name
        Window.remove_widget(cell)
