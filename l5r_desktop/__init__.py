"""L5R Table: a rules-aware desktop table for the Legend of the Five Rings CCG."""

from __future__ import annotations

__version__ = "0.1.0"
APP_NAME = "l5r-desktop"
APP_TITLE = "L5R Table"
