"""Everything that touches the user's disk: data locations, saves, autosave. No Qt."""

from __future__ import annotations
