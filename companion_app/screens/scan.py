"""The Scan screen: point the tablet at a printed card and its QR code enters the card once.

The camera is camera4kivy's ``Preview`` (on Android it runs CameraX; the app asks for the
camera permission first). Its analyser thread hands each frame to ``analyse``, which
decodes it there and passes the texts to the main thread, where ``ScanModel`` decides what
to enter. A confirmation bar says "Entered Giant" with an Undo button. A device without a
camera says so and offers a picture file instead; nothing here raises.
"""

from __future__ import annotations

from typing import Any

from kivy.clock import Clock
from kivy.properties import BooleanProperty, ObjectProperty, StringProperty
from kivy.uix.boxlayout import BoxLayout
from kivy.utils import platform

from companion_app.scan import ScanError, decode_frame
from companion_app.screens.base import PageScreen, load_kv

NO_CAMERA = "No camera on this device: scan a picture of the card instead (file path below)."
ANALYSIS_LONG_EDGE = 1920  # pixels along the long edge of each analysed frame (1080p)


def camera_preview(on_frame: Any) -> Any | None:
    """A camera4kivy Preview whose analyser calls ``on_frame(pixels, size)``, or None when
    this device has no camera (or camera4kivy is not installed)."""
    try:
        from camera4kivy import Preview
        from camera4kivy.preview import CameraProviderInfo
    except ImportError:
        return None
    if not CameraProviderInfo().get_name():
        return None

    class CardPreview(Preview):  # type: ignore[misc, valid-type]
        def analyze_pixels_callback(self, pixels: bytes, image_size: Any, *_: Any) -> None:
            on_frame(pixels, (int(image_size[0]), int(image_size[1])))

    return CardPreview(aspect_ratio="16:9", letterbox_color=(0.13, 0.12, 0.11, 1))


def with_camera_permission(then: Any) -> None:
    """Run ``then`` once Android has granted the camera (at once elsewhere)."""
    if platform != "android":
        then()
        return
    from android.permissions import Permission, check_permission, request_permissions  # type: ignore

    if check_permission(Permission.CAMERA):
        then()
        return

    def answered(_permissions: Any, grants: Any) -> None:
        if all(grants):
            Clock.schedule_once(lambda dt: then())

    request_permissions([Permission.CAMERA], answered)


class ScanBody(BoxLayout):
    """The screen's body (kv): the camera, the confirmation bar, the picture-file row."""

    screen = ObjectProperty(None, allownone=True)
    status = StringProperty("")
    can_undo = BooleanProperty(False)


class ScanScreen(PageScreen):
    """Live camera with the "Entered Giant — undo" bar underneath; a picture file otherwise."""

    def build(self, app: Any) -> None:
        self.heading = "Scan a card"
        self.app = app
        self.body = ScanBody(screen=self)
        self.ids.body.add_widget(self.body)
        self.camera = camera_preview(self.analyse)
        self.connected = False
        if self.camera is not None:
            self.body.ids.view.add_widget(self.camera)
        else:
            self.body.ids.view.add_widget(_no_camera())

    def on_enter(self, *_: Any) -> None:
        self.app.scanning.analyser.rearm()  # coming back to scan: a card in view is entered again
        if self.camera is not None and not self.connected:
            with_camera_permission(self.connect)

    def connect(self) -> None:
        options: dict[str, Any] = {"sensor_resolution": (1920, 1080)} if platform == "android" else {}
        self.camera.connect_camera(
            enable_analyze_pixels=True,
            analyze_pixels_resolution=ANALYSIS_LONG_EDGE,
            enable_video=False,
            **options,
        )
        self.connected = True

    def on_leave(self, *_: Any) -> None:
        if self.camera is not None and self.connected:
            self.camera.disconnect_camera()
            self.connected = False

    # -- frames -------------------------------------------------------------------------------

    def analyse(self, pixels: bytes, size: tuple[int, int]) -> None:
        """One frame from the camera's analyser thread: decoded here, used on the main thread."""
        try:
            texts = decode_frame(pixels, size)
        except ScanError as exc:
            reason = str(exc)
            Clock.schedule_once(lambda dt: self.say(reason))
            return
        Clock.schedule_once(lambda dt: self.use_codes(texts))

    def use_frame(self, pixels: bytes, size: tuple[int, int]) -> bool:
        """One RGBA frame (rows top-down, as camera4kivy gives them), decoded and used now;
        True when it entered a card."""
        try:
            texts = decode_frame(pixels, size)
        except ScanError as exc:
            self.say(str(exc))
            return False
        return self.use_codes(texts)

    def use_codes(self, texts: list[str]) -> bool:
        """Decoded texts of one frame: a code not already entered while in view is entered."""
        new = self.app.scanning.codes(texts)
        if not new:
            return False  # nothing in view, or a card already entered: keep looking, say nothing
        return self.app.use_scanned(new)

    def say(self, text: str) -> None:
        self.app.scanning.refused(text)
        self.refresh(self.app)

    # -- taps ---------------------------------------------------------------------------------

    def scan_file(self) -> None:
        self.app.scan_card(self.body.ids.path.text.strip())

    def refresh(self, app: Any) -> None:
        self.body.status = app.scanning.status
        self.body.can_undo = app.scanning.can_undo


def _no_camera() -> Any:
    from kivy.factory import Factory

    return Factory.NoCameraLabel(text=NO_CAMERA)


load_kv(__file__)
