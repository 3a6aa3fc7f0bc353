"""Plain-Python view models: what a screen shows, worked out without Kivy."""
