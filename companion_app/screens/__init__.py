"""The app's screens: one module and one kv file each (loaded when first shown)."""
