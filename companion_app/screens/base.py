"""What every page shares: the heading and message frame, and small widget builders."""

from __future__ import annotations

import math
from typing import Any

from kivy.core.window import Window
from kivy.factory import Factory
from kivy.graphics import BorderImage, ClearBuffers, ClearColor, Color, Fbo, InstructionGroup, Mesh, Rectangle
from kivy.graphics.scissor_instructions import ScissorPop, ScissorPush
from kivy.graphics.stencil_instructions import StencilPop, StencilPush, StencilUnUse, StencilUse
from kivy.metrics import dp
from kivy.properties import BooleanProperty, StringProperty
from kivy.uix.boxlayout import BoxLayout
from kivy.uix.button import Button
from kivy.uix.gridlayout import GridLayout
from kivy.uix.label import Label
from kivy.uix.popup import Popup
from kivy.uix.screenmanager import NoTransition, Screen, ScreenManager
from kivy.uix.scrollview import ScrollView

BACKGROUND = (0.13, 0.12, 0.11, 1)  # behind every screen (the window's clear colour); BG in base.kv
# Kivy's popup background image (ModalView.background) is this grey everywhere inside its soft
# edge (tests/app/test_ui_sheet_taps.py reads the image to check it)
POPUP_INSIDE = (40 / 255, 40 / 255, 40 / 255, 1)


def pixel_box(x: float, y: float, width: float, height: float) -> tuple[int, int, int, int]:
    """The whole pixels a rectangle covers as the renderer fills it (those whose centres are in
    it), as a scissor's (x, y, width, height)."""
    x0, y0 = math.ceil(x - 0.5), math.ceil(y - 0.5)
    x1, y1 = math.ceil(x + width - 0.5), math.ceil(y + height - 0.5)
    return x0, y0, max(0, x1 - x0), max(0, y1 - y0)


def clear_colour_only() -> None:
    """The window clears only its colour before each frame, where Kivy's clears the depth and
    stencil buffer too: no screen tests depth, and a clip by the stencil (a ScrollView's)
    clears the stencil as it begins (Kivy's ``StencilPush``). A tablet that draws in software
    fills every buffer it clears: the depth and stencil buffer took half of a frame that
    draws nothing."""
    from kivy.graphics import opengl as gl

    def clear() -> None:
        gl.glClearColor(*Window.clearcolor)
        gl.glClear(gl.GL_COLOR_BUFFER_BIT)

    Window.clear = clear


class ClearedFill:
    """A flat, opaque rectangle made by clearing the whole pixels inside it (a clear cut by a
    scissor) and drawing only its edges' fractions of a pixel, as thin rectangles: the very
    pixels a Rectangle of that colour draws (or a BorderImage without an image), whatever
    rule the renderer follows at a fractional edge (the edges are drawn with the rectangle's
    own coordinates), for a third of the cost on a tablet that draws in software, which fills
    a clear a tile at a time but blends a drawn rectangle pixel by pixel. In window
    coordinates only: a scissor does not follow a widget's transform (a ScrollView's
    scroll), and a clear ignores opacity."""

    def __init__(self, rgba: Any, box: tuple[float, float, float, float] = (0, 0, 0, 0)) -> None:
        self.group = InstructionGroup()
        self._scissor = ScissorPush()
        self._clear_colour = ClearColor(*rgba)
        self._colour = Color(*rgba)
        self._edges = Mesh(mode="triangles")
        clear = ClearBuffers(clear_color=True, clear_depth=False)
        for ins in (self._scissor, self._clear_colour, clear, ScissorPop()):
            self.group.add(ins)
        self._edged = False  # the colour and edges in the group (only when there are edges)
        self.place(*box)

    def place(self, x: float, y: float, width: float, height: float) -> None:
        """Whole pixels [x0, x1) x [y0, y1) cleared; the strips around them drawn."""
        right, top = x + width, y + height
        x0, x1, y0, y1 = math.ceil(x), math.floor(right), math.ceil(y), math.floor(top)
        if width <= 0 or height <= 0:
            strips, x0 = [], x1  # nothing at all
        elif x1 <= x0 or y1 <= y0:  # no whole pixel inside: all of it drawn
            strips, x0 = [(x, y, right, top)], x1
        else:
            strips = [(x, y, x0, top), (x1, y, right, top), (x0, y, x1, y0), (x0, y1, x1, top)]
            strips = [(a, b, c, d) for a, b, c, d in strips if c > a and d > b]
        s = self._scissor
        s.x, s.y, s.width, s.height = x0, y0, max(0, x1 - x0), max(0, y1 - y0)
        vertices: list[float] = []
        indices: list[int] = []
        for a, b, c, d in strips:
            n = len(vertices) // 4
            vertices += (a, b, 0, 0, c, b, 0, 0, c, d, 0, 0, a, d, 0, 0)
            indices += (n, n + 1, n + 2, n, n + 2, n + 3)
        self._edges.vertices, self._edges.indices = vertices, indices
        if bool(strips) != self._edged:  # a box on whole pixels draws nothing
            self._edged = bool(strips)
            for ins in (self._colour, self._edges):
                (self.group.add if strips else self.group.remove)(ins)

    def recolour(self, rgba: Any) -> None:
        self._clear_colour.rgba = rgba
        self._colour.rgba = rgba


class TablePopup(Popup):
    """A popup that is gone the moment it is closed: Kivy's fades out over 0.1 s and, until it
    is removed, takes every touch, so a finger's next tap on the table was lost.

    While it is open the screen under it costs a frame no more than the strips that show
    around it: the screen is drawn into a picture (an Fbo, drawn again only when something on
    the screen changes) and only the strips around the popup's opaque middle are copied from
    it and dimmed. Kivy draws the whole screen and a window-wide dimming layer on each frame,
    and a tablet that draws in software pays for every one of those pixels.

    Inside its soft edge Kivy's background image for a popup is one grey: while the screen is
    covered the window is cleared to that grey and the image is drawn only in the ring of its
    edge (clipped to each side of the ring in turn): the same pixels, and a sheet's frame no
    longer fills the popup's whole area a second time."""

    BORDER = 16  # px of the background image's soft edge; inside it the image is opaque
    clip_background = True  # Kivy's grey image drawn in its edge only (False: the whole image)

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self._covered: tuple[Any, Any, Any] | None = None  # (screen canvas, Fbo, group in its place)
        self._strips = InstructionGroup()
        self.canvas.before.add(self._strips)
        self._background = next(i for i in self.canvas.children if isinstance(i, BorderImage))
        self._ring = InstructionGroup()  # the background image's edge, in its place while covered
        self._clear_colour: Any = None  # the window's, while it is cleared to the popup's grey
        self.fbind("pos", self._draw_strips)
        self.fbind("size", self._draw_strips)
        self.fbind("_anim_alpha", self._draw_strips)
        self.fbind("overlay_color", self._draw_strips)
        # Kivy's dimming layer covers the window; the strips replace it (ModalView's kv rule)
        overlay = next(i for i in self.canvas.children if isinstance(i, Rectangle))
        self.canvas.remove(overlay)

    def open(self, *args: Any, **kwargs: Any) -> None:
        super().open(*args, **kwargs)
        self._cover()
        Window.fbind("size", self._recover)

    def dismiss(self, *args: Any, **kwargs: Any) -> None:
        kwargs.setdefault("animation", False)
        super().dismiss(*args, **kwargs)
        Window.funbind("size", self._recover)
        self._uncover()

    def _recover(self, *_: Any) -> None:
        self._uncover()
        self._cover()

    def _cover(self) -> None:
        """The screen under the popup drawn into a picture; nothing when another popup is open
        already (the screen is not in the window's drawing then)."""
        root = Window.children[-1] if Window.children else None
        if self._covered is not None or root is None or root is self:
            return
        at = Window.canvas.indexof(root.canvas)
        if at < 0:
            return
        fbo = Fbo(size=Window.size, with_stencilbuffer=True)  # a scrolling list clips with it
        fbo.add(ClearColor(*Window.clearcolor))
        fbo.add(ClearBuffers())
        Window.canvas.remove(root.canvas)
        fbo.add(root.canvas)
        shown = InstructionGroup()
        shown.add(fbo)
        Window.canvas.insert(at, shown)
        self._covered = (root.canvas, fbo, shown)
        plain = list(self.background_color) == [1, 1, 1, 1]
        if self.clip_background and plain and self.background == type(self).background.defaultvalue:
            self._clear_colour = Window.clearcolor
            Window.clearcolor = POPUP_INSIDE
            self.canvas.insert(self.canvas.indexof(self._background), self._ring)
            self.canvas.remove(self._background)
        self._draw_strips()

    def _uncover(self) -> None:
        if self._covered is None:
            return
        canvas, fbo, shown = self._covered
        self._covered = None
        at = Window.canvas.indexof(shown)
        Window.canvas.remove(shown)
        fbo.remove(canvas)
        Window.canvas.insert(at, canvas)
        self._strips.clear()
        if self._clear_colour is not None:
            Window.clearcolor, self._clear_colour = self._clear_colour, None
            self.canvas.insert(self.canvas.indexof(self._ring), self._background)
            self.canvas.remove(self._ring)
            self._ring.clear()

    def _draw_strips(self, *_: Any) -> None:
        """The window outside the popup's opaque middle: the screen's picture, dimmed."""
        self._strips.clear()
        if self._covered is None:
            return
        width, height = Window.size
        b = self.BORDER
        left, bottom = max(0, int(self.x) + b), max(0, int(self.y) + b)
        right, top = min(width, int(self.right) - b), min(height, int(self.top) - b)
        if right <= left or top <= bottom:
            left = right = bottom = top = 0
        strips = [(0, 0, width, bottom), (0, top, width, height - top)]
        strips += [(0, bottom, left, top - bottom), (right, bottom, width - right, top - bottom)]
        strips = [s for s in strips if s[2] > 0 and s[3] > 0]
        texture = self._covered[1].texture  # opaque: Kivy's blending keeps alpha at 1
        self._strips.add(Color(1, 1, 1, 1))
        for x, y, w, h in strips:
            u, v, du, dv = x / width, y / height, w / width, h / height
            coords = (u, v, u + du, v, u + du, v + dv, u, v + dv)
            self._strips.add(Rectangle(pos=(x, y), size=(w, h), texture=texture, tex_coords=coords))
        r, g, b_, a = self.overlay_color
        self._strips.add(Color(r, g, b_, a * self._anim_alpha))
        for x, y, w, h in strips:
            self._strips.add(Rectangle(pos=(x, y), size=(w, h)))
        self._draw_ring(left, bottom, right, top)

    def _draw_ring(self, left: int, bottom: int, right: int, top: int) -> None:
        """The background image drawn in the popup's edge only: once for each side of the ring
        around the window's grey middle (``left``..``right``, ``bottom``..``top``), clipped to it."""
        ring = self._ring
        ring.clear()
        if self._clear_colour is None:
            return
        x0, y0 = math.floor(self.x), math.floor(self.y)
        x1, y1 = math.ceil(self.right), math.ceil(self.top)
        sides = [(x0, y0, x1 - x0, bottom - y0), (x0, top, x1 - x0, y1 - top)]
        sides += [(x0, bottom, left - x0, top - bottom), (right, bottom, x1 - right, top - bottom)]
        ring.add(Color(*self.background_color))
        for x, y, w, h in sides:
            if w > 0 and h > 0:
                ring.add(ScissorPush(x=x, y=y, width=w, height=h))
                image = self._background.texture
                ring.add(BorderImage(texture=image, border=self.border, pos=self.pos, size=self.size))
                ring.add(ScissorPop())


class ScissorClip:
    """For a ScrollView (or a RecycleView): what scrolls out of it is clipped with a scissor (a
    rectangle the renderer skips) instead of Kivy's stencil, which draws the view's whole area
    twice on every frame (once to mark it, once to unmark it). For a view in window
    coordinates (in a popup or a screen, not under a moved or scaled layout)."""

    canvas: Any
    x: float
    y: float
    width: float
    height: float
    fbind: Any

    def apply_class_lang_rules(self, *args: Any, **kwargs: Any) -> None:
        """After Kivy's rules have drawn the stencil's marks (a widget made by a kv rule gets
        them after ``__init__``), they give way to the scissor."""
        super().apply_class_lang_rules(*args, **kwargs)  # type: ignore[misc]
        if getattr(self, "_scissor", None) is not None:
            return
        stencil = (StencilPush, StencilUse, StencilUnUse, StencilPop)
        for canvas in (self.canvas.before, self.canvas.after):
            marks = [i for i, ins in enumerate(canvas.children) if isinstance(ins, stencil)]
            for ins in canvas.children[marks[0] : marks[-1] + 1]:  # the marks and their rectangles
                if isinstance(ins, (*stencil, Rectangle)):  # (a rectangle takes its texture's binding)
                    canvas.remove(ins)
        self._scissor = ScissorPush()
        self.canvas.before.insert(0, self._scissor)
        self.canvas.after.insert(0, ScissorPop())
        self.fbind("pos", self._clip)
        self.fbind("size", self._clip)
        self._clip()

    def _clip(self, *_: Any) -> None:
        """The pixels whose centres are in the view, as the stencil's rectangle marks them."""
        s = self._scissor
        s.x, s.y, s.width, s.height = pixel_box(self.x, self.y, self.width, self.height)


class ClippedScroll(ScissorClip, ScrollView):
    """A ScrollView clipped with a scissor (ScissorClip): the player's sheet."""


_SAME_WORDS: dict[Any, Any] = {}  # (label class, words, look) -> a label of the cache's own


def _frozen(value: Any) -> Any:
    return tuple(value) if isinstance(value, list) else value


def same_words(label: Label) -> Any:
    """The texture of ``label``'s words as Kivy has just rendered them, one for every label
    with the same words and look: Kivy renders each label's words into a texture of its own,
    and a tablet that draws in software pays for each change of texture in a frame (the
    Table's forty - and + draw two). Rendered by a label the cache keeps, so no widget
    renders other words into it (Kivy renders new words into the old texture when they fit),
    and Kivy renders it again when the GL context comes back. For labels whose words seldom
    change: each new text renders once more."""
    core = label._label
    options = {**core.options, "text": core.text, "text_size": core.usersize}  # (not in its options)
    key = (type(core), tuple(sorted((name, _frozen(v)) for name, v in options.items())))
    own = _SAME_WORDS.get(key)
    if own is None:
        if len(_SAME_WORDS) >= 256:  # the textures drawn now stay with their widgets
            _SAME_WORDS.clear()
        own = _SAME_WORDS[key] = type(core)(**options)
        own.refresh()
    return own.texture


class BigButton(Button):
    """The app's button: a flat fill (Kivy's pressed image when held) and its words, drawn as
    Kivy's Button rule draws them but bound in Python. The kv rule (``<-BigButton>`` in
    base.kv) holds the constants only: Kivy's own rules for a Button and a Label bind a dozen
    expressions for each button as it is made, which cost a table of 64 buttons a tenth of
    a second at start-up.

    With ``clears`` (set by a screen drawn in window coordinates, the Table) its flat fill,
    when opaque and not held, is a ``ClearedFill``: the same pixels for less."""

    clears = BooleanProperty(False)
    same_words = BooleanProperty(False)  # words that seldom change: drawn from same_words()

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self._fill = Color(*self.background_color)
        self._image = BorderImage(border=self.border, pos=self.pos, size=self.size, source=self._source())
        self._cleared = ClearedFill(self.background_color)
        self._back = InstructionGroup()  # the fill and image drawn, or the cleared fill
        self._back.add(self._fill)
        self._back.add(self._image)
        self._by_clear = False
        self.canvas.add(self._back)
        with self.canvas:
            Color(1, 1, 1, 1)
            self._words = Rectangle(texture=self.texture, size=self.texture_size, pos=self._words_pos())
        fbind = self.fbind
        fbind("background_color", self._recolour)
        for name in ("pos", "size", "border"):
            fbind(name, self._reshape)
        for name in ("state", "disabled", "background_normal", "background_down", "clears", "opacity"):
            fbind(name, self._reimage)
        fbind("background_disabled_normal", self._reimage)
        fbind("background_disabled_down", self._reimage)
        fbind("texture", self._reword)  # (set again each time its words are rendered)
        fbind("same_words", self._reword)
        fbind("texture_size", self._rewrite)
        fbind("center", self._place_words)

    def _source(self) -> str:
        normal = self.state == "normal"
        if self.disabled:
            return self.background_disabled_normal if normal else self.background_disabled_down
        return self.background_normal if normal else self.background_down

    def _words_pos(self) -> tuple[int, int]:
        width, height = self.texture_size
        return int(self.center_x - width / 2.0), int(self.center_y - height / 2.0)

    def _recolour(self, *_: Any) -> None:
        self._fill.rgba = self.background_color
        self._cleared.recolour(self.background_color)
        if self._by_clear != self._clearable():
            self._reimage()

    def _reshape(self, *_: Any) -> None:
        self._image.border = self.border
        self._image.pos = self.pos
        self._image.size = self.size
        self._cleared.place(self.x, self.y, self.width, self.height)

    def _clearable(self) -> bool:
        """Its fill is flat and opaque and it is drawn in window coordinates."""
        flat = self._source() == "" and self.background_color[3] == 1
        return bool(self.clears and flat and self.opacity == 1)

    def _reimage(self, *_: Any) -> None:
        self._image.source = self._source()
        by_clear = self._clearable()
        if by_clear != self._by_clear:
            self._by_clear = by_clear
            self._back.clear()
            if by_clear:
                self._back.add(self._cleared.group)
            else:
                self._back.add(self._fill)
                self._back.add(self._image)

    def _reword(self, *_: Any) -> None:
        texture = self.texture
        self._words.texture = same_words(self) if texture is not None and self.same_words else texture
        self._rewrite()

    def _rewrite(self, *_: Any) -> None:
        self._words.size = self.texture_size
        self._words.pos = self._words_pos()

    def _place_words(self, *_: Any) -> None:
        self._words.pos = self._words_pos()


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
