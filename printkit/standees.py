"""Paint fold-over standees: a strip folded at its middle, each half showing the figure.

From the bottom of the strip: a foot, the front panel (upright), the fold, the back
panel (upside down, so it stands the right way once folded) and the other foot. The
front panel carries the QR code; the back panel only the name, so the payload is printed
once per figure. The figures are vector silhouettes drawn here: a hooded figure with a
scythe for the Grim Reaper, a wolf for the Werewolf, a toad for the Toad, and a cloaked
figure for the characters.
"""

from __future__ import annotations

from printkit import qr
from printkit.cards import Canvas, draw_block
from printkit.faces import Face
from printkit.geometry import mm
from printkit.icons import draw_icon
from printkit.style import BOLD, INK, ITALIC, MUTED, REGULAR, colour, tint
from printkit.textfit import fit_text, id_label

FOOT = 0.125  # share of the strip's height taken by each foot


def paint_standee(c: Canvas, face: Face, w: float, h: float) -> None:
    """The whole strip, ``w`` x ``h`` points, origin at its bottom-left."""
    foot = h * FOOT
    panel = (h - 2 * foot) / 2
    c.setStrokeColorRGB(*MUTED)
    c.setLineWidth(0.4)
    c.setDash(2, 2)
    for y in (foot, foot + panel, foot + 2 * panel):
        c.line(0, y, w, y)
    c.setDash()
    _folding(c, w, foot, panel)
    _panel(c, face, w, panel, foot, with_code=True)
    c.saveState()
    c.translate(w, foot + 2 * panel)
    c.rotate(180)
    _panel(c, face, w, panel, 0, with_code=False)
    c.restoreState()


BASE_WORDS = "base: fold at the dashed lines, open the feet flat and glue them together"


def _folding(c: Canvas, w: float, foot: float, panel: float) -> None:
    """How the strip stands: each foot marked as the base, with a hatched band along the edge
    that meets the table and a line on how to fold it."""
    words = fit_text(BASE_WORDS, w - mm(3), foot - mm(3.5), font=ITALIC, max_size=6)
    for bottom, turned in ((0.0, False), (foot + 2 * panel, True)):
        c.saveState()
        c.translate(0, bottom)
        if turned:  # the top foot reads the other way up, like the back panel
            c.translate(w, foot)
            c.rotate(180)
        c.setStrokeColorRGB(*MUTED)
        c.setLineWidth(0.4)
        step = mm(2)
        x = 0.0
        while x + mm(1.5) <= w:  # a hatched band: the part that lies on the table
            c.line(x, 0, x + mm(1.5), mm(1.5))
            x += step
        draw_block(c, words, mm(1.5), foot - mm(1), MUTED)
        c.restoreState()


def _panel(c: Canvas, face: Face, w: float, h: float, y0: float, *, with_code: bool) -> None:
    """One side of the figure, in a box ``w`` x ``h`` whose bottom is at ``y0``."""
    ink = colour(face.deck)
    pad = mm(1.8)
    c.setFillColorRGB(*tint(ink, 0.85))
    c.rect(pad, y0 + pad, w - 2 * pad, h - 2 * pad, stroke=0, fill=1)
    name = fit_text(face.title, w - 2 * pad - mm(1), mm(7), font=BOLD, max_size=8)
    top = draw_block(c, name, pad + mm(0.5), y0 + h - pad - mm(0.5), INK)
    mark = mm(4) if face.expansion != "core" else 0.0
    kind = fit_text(face.type_line, w - 2 * pad - mm(1.5) - mark, mm(3), font=ITALIC, max_size=6)
    after = draw_block(c, kind, pad + mm(0.5), top, MUTED)
    if mark:  # the expansion's symbol in the corner under the kind, clear of the name and the figure
        draw_icon(c, face.expansion, w - pad - mm(0.5) - mark, after - mm(0.5) - mark, mark, MUTED)
    top = after

    qr_size = min(mm(14), w - 2 * pad - mm(1))
    label = id_label(face.payload.label, w - 2 * pad - mm(1), font=REGULAR, max_size=6)
    code_y = y0 + pad + mm(0.3) + label.height + mm(0.3)
    figure_bottom = code_y + qr_size + mm(1)  # both sides leave the code's room, so they match
    SILHOUETTES.get(face.icon, _cloaked)(c, ink, w / 2, figure_bottom, top - mm(1) - figure_bottom)
    if with_code:
        qr.draw(c, face.payload.text(), (w - qr_size) / 2, code_y, qr_size)
        draw_block(c, label, pad + mm(0.5), y0 + pad + mm(0.3) + label.height, MUTED)


def _cloaked(c: Canvas, ink: tuple[float, float, float], cx: float, bottom: float, height: float) -> None:
    """A plain figure: a head on a cloaked body, scaled into ``height``."""
    if height <= mm(4):
        return
    head = height * 0.14
    body_top = bottom + height - 2.2 * head
    c.setFillColorRGB(*ink)
    c.circle(cx, bottom + height - head, head, stroke=0, fill=1)
    _poly(
        c,
        [
            (cx - head * 0.9, body_top),
            (cx + head * 0.9, body_top),
            (cx + head * 2.1, bottom),
            (cx - head * 2.1, bottom),
        ],
    )


def _reaper(c: Canvas, ink: tuple[float, float, float], cx: float, bottom: float, height: float) -> None:
    """The Grim Reaper: a hooded robe with a pointed hood, and a scythe held upright."""
    if height <= mm(4):
        return
    s = height
    c.setFillColorRGB(*ink)
    _poly(
        c,
        [
            (cx - 0.2 * s, bottom),
            (cx + 0.2 * s, bottom),
            (cx + 0.1 * s, bottom + 0.62 * s),
            (cx + 0.08 * s, bottom + 0.78 * s),
            (cx, bottom + 0.86 * s),
            (cx - 0.09 * s, bottom + 0.76 * s),
            (cx - 0.11 * s, bottom + 0.6 * s),
        ],
    )
    c.setFillColorRGB(1, 1, 1)
    c.ellipse(cx - 0.04 * s, bottom + 0.66 * s, cx + 0.04 * s, bottom + 0.76 * s, stroke=0, fill=1)
    c.setStrokeColorRGB(*ink)
    c.setLineWidth(max(1.0, 0.012 * s))
    c.line(cx + 0.17 * s, bottom, cx + 0.17 * s, bottom + s * 0.98)
    c.setFillColorRGB(*ink)
    path = c.beginPath()
    path.moveTo(cx + 0.17 * s, bottom + 0.98 * s)
    path.curveTo(
        cx + 0.02 * s, bottom + 1.0 * s, cx - 0.12 * s, bottom + 0.95 * s, cx - 0.2 * s, bottom + 0.86 * s
    )
    path.curveTo(
        cx - 0.08 * s, bottom + 0.91 * s, cx + 0.05 * s, bottom + 0.92 * s, cx + 0.17 * s, bottom + 0.9 * s
    )
    path.close()
    c.drawPath(path, stroke=0, fill=1)


def _werewolf(c: Canvas, ink: tuple[float, float, float], cx: float, bottom: float, height: float) -> None:
    """The Werewolf: a wolf standing on its hind legs, muzzle and pointed ears raised."""
    if height <= mm(4):
        return
    s = height
    c.setFillColorRGB(*ink)
    pts = [
        (-0.16, 0.0),
        (-0.06, 0.0),
        (-0.03, 0.3),
        (0.03, 0.3),
        (0.06, 0.0),
        (0.16, 0.0),
        (0.1, 0.35),
        (0.14, 0.62),
        (0.22, 0.5),
        (0.25, 0.53),
        (0.15, 0.72),
        (0.07, 0.76),
        (0.17, 0.84),
        (0.18, 0.88),
        (0.06, 0.88),
        (0.05, 0.98),
        (0.0, 0.9),
        (-0.05, 0.98),
        (-0.07, 0.86),
        (-0.08, 0.76),
        (-0.15, 0.72),
        (-0.25, 0.53),
        (-0.22, 0.5),
        (-0.14, 0.62),
        (-0.1, 0.35),
    ]
    _poly(c, [(cx + a * s, bottom + b * s) for a, b in pts])


def _toad(c: Canvas, ink: tuple[float, float, float], cx: float, bottom: float, height: float) -> None:
    """The Toad: a squat body with bulging eyes and folded legs."""
    if height <= mm(4):
        return
    s = min(height, mm(40))
    c.setFillColorRGB(*ink)
    c.ellipse(cx - 0.3 * s, bottom + 0.05 * s, cx + 0.3 * s, bottom + 0.45 * s, stroke=0, fill=1)
    for dx in (-0.15, 0.15):
        c.circle(cx + dx * s, bottom + 0.45 * s, 0.08 * s, stroke=0, fill=1)
        c.ellipse(cx + dx * 2.3 * s - 0.1 * s, bottom, cx + dx * 2.3 * s + 0.1 * s, bottom + 0.12 * s, 0, 1)
    c.setFillColorRGB(1, 1, 1)
    for dx in (-0.15, 0.15):
        c.circle(cx + dx * s, bottom + 0.47 * s, 0.035 * s, stroke=0, fill=1)


def _poly(c: Canvas, points: list[tuple[float, float]]) -> None:
    path = c.beginPath()
    path.moveTo(*points[0])
    for p in points[1:]:
        path.lineTo(*p)
    path.close()
    c.drawPath(path, stroke=0, fill=1)


SILHOUETTES = {"grim-reaper": _reaper, "werewolf": _werewolf, "toad": _toad}
