"""A tiny seeded RNG whose whole state is one integer kept in the game state.

SplitMix64: fast, good enough for shuffling, and trivially serialisable, so replaying the action
log from the setup reproduces every shuffle and coin flip exactly.
"""

from __future__ import annotations

_MASK = (1 << 64) - 1


class Rng:
    """Deterministic generator; ``state`` is the only data (store it, restore it)."""

    __slots__ = ("state",)

    def __init__(self, state: int) -> None:
        self.state = state & _MASK

    def next64(self) -> int:
        """Next 64-bit value."""
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """Uniform integer in ``[0, n)`` (``n`` > 0)."""
        if n <= 0:
            raise ValueError("n must be positive")
        return self.next64() % n

    def shuffle(self, items: list) -> None:
        """Fisher-Yates shuffle in place (``below(i + 1)`` for each position, inlined: the
        same numbers in the same order)."""
        state = self.state
        for i in range(len(items) - 1, 0, -1):
            state = (state + 0x9E3779B97F4A7C15) & _MASK
            z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
            j = (z ^ (z >> 31)) % (i + 1)
            items[i], items[j] = items[j], items[i]
        self.state = state


def draw_seed() -> int:
    """A fresh random game seed from the OS. Draw it ONCE per game and keep it in the setup:
    every replay of the game (reload, autosave replica, crash recovery) needs the same one.
    63 bits of ``os.urandom`` (what ``secrets.randbits(63)`` gives, without ``secrets``, which
    loads OpenSSL through ``hmac``: 3.5 MB of start-up memory, issue 22)."""
    import os

    return int.from_bytes(os.urandom(8), "big") >> 1


def seed_state(seed: int) -> int:
    """The RNG state for a game seed. There is no "random" seed here: a game whose seed is not
    recorded could never be replayed (see :func:`draw_seed`)."""
    if seed is None or isinstance(seed, bool) or not isinstance(seed, int):
        raise ValueError(f"a game needs a recorded integer seed, not {type(seed).__name__}")
    return (seed * 0x2545F4914F6CDD1D + 0x1234567) & _MASK
