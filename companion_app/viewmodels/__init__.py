"""The app's logic in plain Python: the game session, saved-game control and worded views.

Nothing in this package imports Kivy, so all of it is tested without a window and runs the
same on a desktop and on Android.
"""
