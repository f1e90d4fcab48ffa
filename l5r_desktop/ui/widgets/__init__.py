"""Panels and bars around the table."""

from __future__ import annotations
