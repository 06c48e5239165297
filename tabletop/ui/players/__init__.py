"""The players' area: life and counters, arrows and notes, tokens, dice, the hot-seat curtain."""
