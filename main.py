"""Android entry point for buildozer: starts the table app."""

import runpy

runpy.run_module("companion_app", run_name="__main__")
