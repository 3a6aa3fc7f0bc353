"""A real tap: a touch down and up at a widget's centre, through the window like a finger
(toggles change state, text fields take focus, a popup on top gets the touch first)."""

from __future__ import annotations

from ui_helpers import pump


def finger(widget) -> None:
    from kivy.tests.common import UnitTestTouch

    x, y = widget.to_window(*widget.center)
    touch = UnitTestTouch(x, y)
    touch.touch_down()
    touch.touch_up()
    pump(3)
