"""The core game's rules that the effect steps cannot say, one module per area."""
