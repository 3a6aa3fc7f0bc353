"""The Dungeon's rules (its region, cards and characters): they join only the games that play
the box (engine.hooks.box_of). None is played by the engine yet; ``index`` lists what the
table resolves by hand."""
