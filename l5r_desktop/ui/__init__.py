"""The PySide6 user interface: thin, it draws and forwards intent."""

from __future__ import annotations
