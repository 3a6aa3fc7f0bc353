"""The app's screens, one module and one kv file each (``legacy`` holds those not yet split)."""
