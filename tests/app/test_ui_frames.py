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
    from kivy.uix.button import Button
    from kivy.uix.gridlayout import GridLayout
    from kivy.uix.scrollview import ScrollView

    from companion_app.screens.base import ClippedScroll

    def scrolled(kind):
        view = kind(pos=(100.5, 50.25), size=(300.25, 200.75), size_hint=(None, None), do_scroll_x=False)
        grid = GridLayout(cols=1, size_hint_y=None, height=1200)
        for i in range(20):
            grid.add_widget(Button(text=f"row {i}", background_color=(0.2 + i / 40, 0.3, 0.5, 1)))
        view.add_widget(grid)
        view.scroll_y = 0.5
        return view

    same_clip(tmp_path, scrolled, ScrollView, ClippedScroll)


def same_clip(tmp_path: Path, scrolled, stencil_kind, scissor_kind, *, scroll_again: bool = False) -> None:
    """The list ``scrolled(kind)`` makes, drawn over a table under each kind of clip: the same
    pixels, and not the table's alone (``scroll_again``: scrolled once more after it is laid out,
    as a RecycleView needs)."""
    from kivy.core.window import Window
    from PIL import ImageChops

    with running_app(tmp_path) as app:
        start_game(app, (("Ann", "Warrior"), ("Bob", "Minstrel")), mode="Free tracking")
        shots = []
        for kind in (stencil_kind, scissor_kind):
            view = scrolled(kind)
            Window.add_widget(view)
            pump(4)
            if scroll_again:
                view.scroll_y = 0.5
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


# the colours the Table's flat fills use: its background, the buttons', End turn's, Day, Night
FILL_COLOURS = [
    (0.13, 0.12, 0.11, 1),
    (0.33, 0.28, 0.23, 1),
    (0.30, 0.42, 0.22, 1),
    (0.62, 0.50, 0.20, 1),
    (0.16, 0.20, 0.42, 1),
]
# boxes with whole and fractional edges, halves included, and boxes thinner than a pixel
FILL_BOXES = [
    (8.0, 8.0, 77.41935483870968, 56.0),
    (91.41935483870968, 70.25, 77.41935483870968, 56.5),
    (10.5, 140.5, 50.5, 30.5),
    (100.6, 140.4, 50.2, 30.2),
    (200.375, 200.875, 0.5, 40.0),
    (220.0, 200.5, 40.0, 0.75),
    (300.3, 300.7, 0.9, 0.6),
    (400.0, 100.0, 0.0, 50.0),
    (400.0, 300.0, 310.0, 434.0),
]


def fills_drawn(app, path: Path, make) -> object:
    """A screenshot of the FILL_BOXES in every FILL_COLOUR, each fill made by ``make``."""
    from kivy.core.window import Window
    from kivy.uix.widget import Widget

    layer = Widget()
    for i, colour in enumerate(FILL_COLOURS):
        for x, y, w, h in FILL_BOXES:
            make(layer.canvas, colour, (x + i * 2.5, y + i * 0.25, w, h))
    Window.add_widget(layer)
    try:
        return pixels(app, path)
    finally:
        Window.remove_widget(layer)
        pump(2)


def test_a_cleared_fill_covers_the_pixels_a_rectangle_draws(tmp_path):
    """ClearedFill clears the whole pixels and draws the edges' fractions: the very pixels of a
    Rectangle, and of a BorderImage without an image (a button's flat fill), whatever the
    renderer does at a fractional edge."""
    from kivy.graphics import BorderImage, Color, Rectangle
    from PIL import ImageChops

    from companion_app.screens.base import ClearedFill

    def rectangle(canvas, colour, box):
        canvas.add(Color(*colour))
        canvas.add(Rectangle(pos=box[:2], size=box[2:]))

    def border_image(canvas, colour, box):
        canvas.add(Color(*colour))
        canvas.add(BorderImage(pos=box[:2], size=box[2:], border=(16, 16, 16, 16), source=""))

    def cleared(canvas, colour, box):
        canvas.add(ClearedFill(colour, box).group)

    with running_app(tmp_path) as app:
        drawn = fills_drawn(app, tmp_path / "drawn.png", rectangle)
        made = fills_drawn(app, tmp_path / "cleared.png", cleared)
        assert ImageChops.difference(drawn, made).getbbox() is None, "the cleared fills' pixels differ"
        big = [b for b in FILL_BOXES if b[2] >= 32 and b[3] >= 32]  # where a BorderImage is flat

        def only_big(make):
            return lambda canvas, colour, box: (
                make(canvas, colour, box) if box[2:] in [b[2:] for b in big] else None
            )

        imaged = fills_drawn(app, tmp_path / "image.png", only_big(border_image))
        made = fills_drawn(app, tmp_path / "cleared-big.png", only_big(cleared))
        assert ImageChops.difference(imaged, made).getbbox() is None
        empty = pixels(app, tmp_path / "empty.png")
        assert ImageChops.difference(empty, made).getbbox() is not None  # the fills were drawn


def table_shot(app, path: Path, cleared: bool):
    table = app.table
    table.clear_fills = cleared
    table._clear_fills(table)
    table.draw_ground()
    return pixels(app, path)


@pytest.mark.parametrize("players", [4, 6])
def test_the_table_looks_the_same_with_its_fills_cleared(tmp_path, players):
    """The Table's background and its buttons' flat fills are cleared, not drawn: the same
    pixels, full panels (4 players) and compact ones (6), a button held down (Kivy's pressed
    image, drawn) included; a compact panel's hidden footer stays hidden."""
    from PIL import ImageChops

    from companion_app.screens.base import BigButton

    cast = (
        ("Ann", "Warrior"),
        ("Bob", "Minstrel"),
        ("Cy", "Elf"),
        ("Di", "Troll"),
        ("Ed", "Dwarf"),
        ("Flo", "Priest"),
    )
    with running_app(tmp_path) as app:
        start_game(app, cast[:players], mode="Free tracking")
        pump(4)
        table = app.table
        panels = table.panels
        assert {p.form for p in panels} == {"full" if players == 4 else "compact"}
        flat = [b for b in table.walk() if isinstance(b, BigButton) and b.opacity == 1 and b.width > 0]
        assert flat and all(b._by_clear for b in flat if b.parent.opacity == 1)
        if players == 6:  # the footer of a compact panel is see-through: never cleared
            hidden = [b for p in panels for b in p.ids.footer.children]
            assert hidden and not any(b._by_clear for b in hidden)
        shots = {c: table_shot(app, tmp_path / f"table-{c}.png", c) for c in (True, False)}
        assert ImageChops.difference(shots[True], shots[False]).getbbox() is None, (
            "the table's pixels changed"
        )
        held = next(b for b in table.walk() if isinstance(b, BigButton) and b.text == "End turn")
        held.state = "down"
        pressed = {c: table_shot(app, tmp_path / f"pressed-{c}.png", c) for c in (True, False)}
        assert not held._by_clear  # the pressed image is drawn
        assert ImageChops.difference(pressed[True], pressed[False]).getbbox() is None
        assert ImageChops.difference(pressed[True], shots[True]).getbbox() is not None  # it shows
        held.state = "normal"
        table_shot(app, tmp_path / "again.png", True)
        assert held._by_clear


def test_the_window_clears_its_colour_only_and_a_stencil_clip_still_cuts_where_it_did(tmp_path):
    """The window no longer clears the depth and stencil buffer before a frame: a ScrollView
    clipped by the stencil, moved between two frames, shows what it shows with Kivy's whole
    clear (its stencil clip clears the stencil itself)."""
    from kivy.core.window import Window
    from kivy.graphics import opengl as gl
    from kivy.uix.button import Button
    from kivy.uix.gridlayout import GridLayout
    from kivy.uix.scrollview import ScrollView
    from PIL import ImageChops

    def moved(path: Path):
        view = ScrollView(pos=(40, 30), size=(300, 200), size_hint=(None, None), do_scroll_x=False)
        grid = GridLayout(cols=1, size_hint_y=None, height=1200)
        for i in range(20):
            grid.add_widget(Button(text=f"row {i}", background_color=(0.2 + i / 40, 0.3, 0.5, 1)))
        view.add_widget(grid)
        Window.add_widget(view)
        try:
            pump(3)
            view.pos = (360.5, 250.25)  # the first frame's stencil marks are elsewhere
            view.scroll_y = 0.5
            return pixels(app, path)
        finally:
            Window.remove_widget(view)
            pump(2)

    with running_app(tmp_path) as app:
        start_game(app, (("Ann", "Warrior"), ("Bob", "Minstrel")), mode="Free tracking")
        assert "clear" in vars(Window)  # the app's own clear
        ours = moved(tmp_path / "ours.png")
        assert not gl.glIsEnabled(gl.GL_DEPTH_TEST)
        app_clear = Window.clear
        del Window.clear  # Kivy's: colour, depth and stencil
        try:
            kivys = moved(tmp_path / "kivys.png")
        finally:
            Window.clear = app_clear
        assert ImageChops.difference(ours, kivys).getbbox() is None, "the stencil clip cut elsewhere"


def test_labels_with_the_same_words_draw_one_texture_and_the_same_pixels(tmp_path):
    """The Table's - and + and its counters' titles draw their words from one texture for
    each word (base.same_words), with the pixels each one's own texture gave."""
    from PIL import ImageChops

    from companion_app.screens.base import BigButton
    from companion_app.screens.table import LineLabel

    with running_app(tmp_path) as app:
        start_game(app, (("Ann", "Warrior"), ("Bob", "Minstrel"), ("Cy", "Elf")), mode="Free tracking")
        pump(4)
        signs = [b for b in app.table.walk() if isinstance(b, BigButton) and b.text in "-+"]
        titles = [w for w in app.table.walk() if isinstance(w, LineLabel) and w.same_words]
        assert len(signs) == 30 and len(titles) == 15
        assert len({id(b._words.texture) for b in signs}) == 2
        assert len({t.text for t in titles}) == 5
        shared = pixels(app, tmp_path / "shared.png")
        for widget in signs + titles:
            widget.same_words = False
        assert len({id(b._words.texture) for b in signs}) == 30  # each its own again
        own = pixels(app, tmp_path / "own.png")
        assert ImageChops.difference(shared, own).getbbox() is None, "the shared words look different"


def test_a_button_drawing_shared_words_shows_its_new_words(tmp_path):
    """Kivy renders a label's new words into its old texture when they fit: a texture drawn
    by several buttons is no button's own, so one button's new words change it alone."""
    from kivy.core.window import Window
    from kivy.uix.boxlayout import BoxLayout
    from PIL import ImageChops

    from companion_app.screens.base import BigButton

    def row(shared: bool, words: tuple[str, ...]):
        box = BoxLayout(pos=(100.5, 200), size=(400, 60), size_hint=(None, None))
        buttons = [BigButton(text="1", font_size="28sp", same_words=shared) for _ in words]
        for button in buttons:
            box.add_widget(button)
        Window.add_widget(box)
        pump(3)
        for button, text in zip(buttons, words, strict=True):
            button.text = text  # after the first frame: "2" fits the texture "1" had
        try:
            return pixels(app, tmp_path / f"{shared}.png"), buttons
        finally:
            Window.remove_widget(box)
            pump(2)

    with running_app(tmp_path) as app:
        # the first button's words change: the first made, whose texture a naive share would take
        (plain, _), (shared, buttons) = row(False, ("2", "1", "1")), row(True, ("2", "1", "1"))
        assert ImageChops.difference(plain, shared).getbbox() is None, "a button shows another's words"
        assert buttons[1]._words.texture is buttons[2]._words.texture
        assert buttons[0]._words.texture is not buttons[1]._words.texture


def test_the_logs_list_clipped_by_a_scissor_shows_what_a_stencil_shows(tmp_path):
    """The Log's RecycleView clips with a scissor (ScissorClip): half-pixel places and a list
    scrolled half way show the pixels Kivy's stencil clip shows."""
    from kivy.uix.recycleview import RecycleView

    from companion_app.screens.log import ClippedRecycleView

    def scrolled(kind):
        from kivy.lang import Builder

        view = Builder.load_string(
            f"{kind.__name__}:\n"
            "    pos: 100.5, 50.25\n"
            "    size: 300.25, 200.75\n"
            "    size_hint: None, None\n"
            "    viewclass: 'Button'\n"
            "    RecycleBoxLayout:\n"
            "        orientation: 'vertical'\n"
            "        default_size: None, 60\n"
            "        default_size_hint: 1, None\n"
            "        size_hint_y: None\n"
            "        height: self.minimum_height\n"
        )
        view.data = [{"text": f"row {i}", "background_color": (0.2 + i / 40, 0.3, 0.5, 1)} for i in range(20)]
        view.scroll_y = 0.5
        return view

    same_clip(tmp_path, scrolled, RecycleView, ClippedRecycleView, scroll_again=True)
