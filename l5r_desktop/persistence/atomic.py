"""Atomic writes for persistence code (the implementation lives in ``l5r_desktop.atomicio``,
below every layer, so the card library can use it too)."""

from __future__ import annotations

from l5r_desktop.atomicio import atomic_write_bytes, atomic_write_text

__all__ = ["atomic_write_bytes", "atomic_write_text"]
