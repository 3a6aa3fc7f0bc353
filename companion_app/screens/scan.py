"""The camera scanner: point the tablet at a printed card and its QR code enters the card.

Frames from Kivy's ``Camera`` are decoded twice a second with the same decoder and the same
``app.use_scanned`` path as a picture file. A device without a camera (a desktop, CI) shows a
clear message and the picture-file field instead; nothing here raises.
"""

from __future__ import annotations

from typing import Any

from kivy.clock import Clock
from kivy.factory import Factory
from kivy.metrics import dp
from kivy.uix.boxlayout import BoxLayout
from kivy.uix.label import Label

from companion_app.scan import ScanError, decode_frame
from companion_app.screens.base import PageScreen, big_button, load_kv

NO_CAMERA = "No camera on this device: scan a picture of the card instead (file path below)."
FRAMES_PER_SECOND = 2


def open_camera() -> tuple[Any | None, str]:
    """A playing-ready Camera widget, or None with the reason (no provider, no device)."""
    try:
        from kivy.core.camera import Camera as CoreCamera

        if CoreCamera is None:
            return None, NO_CAMERA
        from kivy.uix.camera import Camera

        camera = Camera(play=False, resolution=(640, 480), index=0)
    except Exception as exc:  # providers raise anything from missing libraries to busy devices
        return None, f"{NO_CAMERA} ({type(exc).__name__})"
    if getattr(camera, "_camera", None) is None:
        return None, NO_CAMERA
    return camera, ""


class ScanScreen(PageScreen):
    """Live camera view with the scan result underneath; falls back to a picture file."""

    def build(self, app: Any) -> None:
        self.heading = "Scan a card"
        self.app = app
        self.camera, self.reason = open_camera()
        self._event: Any = None
        body = self.ids.body
        if self.camera is not None:
            body.add_widget(self.camera)
        else:
            body.add_widget(Label(text=self.reason, font_size="20sp", halign="center"))
        self.result = Label(text="", font_size="20sp", size_hint_y=None, height=dp(40), markup=True)
        body.add_widget(self.result)
        self.path = Factory.Field(hint_text="Picture of a card's QR code (file path)")
        box = BoxLayout(size_hint_y=None, height=dp(56), spacing=dp(6))
        box.add_widget(self.path)
        box.add_widget(big_button("Scan picture", self.scan_file, size_hint_x=0.35))
        body.add_widget(box)

    def on_enter(self, *_: Any) -> None:
        if self.camera is not None:
            self.camera.play = True
            self._event = Clock.schedule_interval(lambda dt: self.grab(), 1 / FRAMES_PER_SECOND)

    def on_leave(self, *_: Any) -> None:
        if self._event is not None:
            self._event.cancel()
            self._event = None
        if self.camera is not None:
            self.camera.play = False

    def grab(self) -> bool:
        """Decode the camera's current frame; True when it entered a card."""
        texture = getattr(self.camera, "texture", None)
        if texture is None:
            return False
        return self.use_frame(texture.pixels, tuple(texture.size))

    def use_frame(self, pixels: bytes, size: tuple[int, int]) -> bool:
        """One RGBA frame (rows bottom-up, as Kivy textures hold them) through the scanner."""
        try:
            texts = decode_frame(pixels, size)
        except ScanError as exc:
            self.message = str(exc)
            return False
        if not texts:
            return False  # nothing in view yet: keep looking, say nothing
        return self.app.use_scanned(texts)

    def scan_file(self) -> None:
        self.app.scan_card(self.path.text.strip())

    def refresh(self, app: Any) -> None:
        self.result.text = app.last_scan


load_kv(__file__)
