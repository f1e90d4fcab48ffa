"""Dialogs of the main window."""

from __future__ import annotations
