"""The rules engine: pure Python, no Qt, no file I/O."""

from __future__ import annotations
