"""The Kivy table app: screens, view models, storage (view models never import Kivy)."""
