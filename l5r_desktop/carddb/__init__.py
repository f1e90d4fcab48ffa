"""Card definitions, the card library, deck lists and card images. Pure Python, no Qt."""

from __future__ import annotations
