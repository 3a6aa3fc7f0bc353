"""Keep the screen on during a game on Android; a no-op everywhere else."""

from __future__ import annotations


def keep_screen_on(on: bool = True) -> bool:
    """Set or clear FLAG_KEEP_SCREEN_ON on the Android activity; False when not on Android."""
    try:
        from android.runnable import run_on_ui_thread  # type: ignore[import-not-found]
        from jnius import autoclass  # type: ignore[import-not-found]
    except ImportError:
        return False

    activity = autoclass("org.kivy.android.PythonActivity").mActivity
    flag = autoclass("android.view.WindowManager$LayoutParams").FLAG_KEEP_SCREEN_ON

    @run_on_ui_thread
    def apply() -> None:
        window = activity.getWindow()
        if on:
            window.addFlags(flag)
        else:
            window.clearFlags(flag)

    apply()
    return True
