"""The Reaper's rules (its cards, spaces and characters, the Grim Reaper's visits): they join
only the games that play the box (engine.hooks.box_of)."""
