"""A card found on a scan before its edges are measured: :class:`Detection` and the portrait
ordering of its quad (shared by the detectors in :mod:`.detect` and :mod:`.crowded`)."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from l5r_desktop.carddb.scans.geometry import order_quad, quad_sides


@dataclass(frozen=True)
class Detection:
    """One card found on the reduced image: ordered portrait quad, confidence in [0, 1]."""

    quad: np.ndarray
    confidence: float
    notes: tuple[str, ...] = ()
    fill: float = 1.0  # share of the quad covered by the component (1: a solid shape)
    #: Which sides (top, right, bottom, left) lie on the region's outline against the lid
    #: (measured there to about a pixel); None when not known.
    free: tuple[bool, bool, bool, bool] | None = None


def normalize_quad(q: np.ndarray) -> tuple[np.ndarray, bool]:
    """Order ``q`` top-left first and turn it to portrait; returns (quad, was_sideways)."""
    q = order_quad(q)
    w, h = quad_sides(q)
    if w > h:
        return np.roll(q, 1, axis=0), True
    return q, False
