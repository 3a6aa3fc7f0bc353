"""The Blood Moon's rules (Day and Night, lycanthropy, its cards, characters and endings):
they join only the games that play the box (engine.hooks.box_of)."""
