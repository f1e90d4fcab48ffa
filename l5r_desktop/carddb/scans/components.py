"""Connected components of a binary mask, in numpy only (8-connectivity, run-length based).

The mask is cut into horizontal runs; runs on consecutive rows that touch are joined and the
joins are resolved by vectorised label propagation with pointer jumping. Cost is proportional to
the number of runs (a few thousand on a reduced scanner sheet), not to the number of pixels.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np


@dataclass(frozen=True)
class Runs:
    """Horizontal runs of a mask: ``row[i]``, columns ``start[i]`` to ``end[i]`` (exclusive)."""

    row: np.ndarray
    start: np.ndarray
    end: np.ndarray
    label: np.ndarray  # component index per run, 0..count-1
    count: int
    shape: tuple[int, int]

    def areas(self) -> np.ndarray:
        """Pixel count of every component."""
        return np.bincount(self.label, weights=self.end - self.start, minlength=self.count)

    def component_mask(self, k: int) -> tuple[np.ndarray, int, int]:
        """The mask of component ``k`` cut to its bounding box, with the box's left and top."""
        sel = self.label == k
        rows, starts, ends = self.row[sel], self.start[sel], self.end[sel]
        top, left = int(rows.min()), int(starts.min())
        out = np.zeros((int(rows.max()) - top + 1, int(ends.max()) - left), dtype=bool)
        for r, s, e in zip(rows - top, starts - left, ends - left, strict=True):
            out[r, s:e] = True
        return out, left, top


def find_runs(mask: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Rows, starts and (exclusive) ends of the True runs of a 2-D boolean mask, row-major."""
    h, w = mask.shape
    padded = np.zeros((h, w + 2), dtype=np.int8)
    padded[:, 1:-1] = mask
    d = np.diff(padded, axis=1)
    rows, starts = np.nonzero(d == 1)
    _, ends = np.nonzero(d == -1)
    return rows, starts, ends


def label(mask: np.ndarray) -> Runs:
    """Label the 8-connected components of ``mask``."""
    rows, starts, ends = find_runs(mask)
    n = len(rows)
    h, w = mask.shape
    if n == 0:
        empty = np.zeros(0, dtype=np.int64)
        return Runs(empty, empty, empty, empty, 0, (h, w))
    stride = w + 4
    start_key = rows * stride + starts
    end_key = rows * stride + ends
    # runs on the previous row that touch run i (8-connected): prev.end >= start, prev.start <= end
    lo = np.searchsorted(end_key, (rows - 1) * stride + starts, side="left")
    hi = np.searchsorted(start_key, (rows - 1) * stride + ends, side="right")
    counts = np.maximum(hi - lo, 0)
    a = np.repeat(np.arange(n), counts)
    offsets = np.arange(int(counts.sum())) - np.repeat(np.cumsum(counts) - counts, counts)
    b = np.repeat(lo, counts) + offsets
    labels = np.arange(n)
    if len(a):
        while True:
            m = np.minimum(labels[a], labels[b])
            new = labels.copy()
            np.minimum.at(new, a, m)
            np.minimum.at(new, b, m)
            new = new[new]
            new = new[new]
            if np.array_equal(new, labels):
                break
            labels = new
    _, compact = np.unique(labels, return_inverse=True)
    return Runs(rows, starts, ends, compact.ravel(), int(compact.max()) + 1, (h, w))


def fill_holes(mask: np.ndarray) -> np.ndarray:
    """``mask`` with every background region not connected to the image border filled in."""
    h, w = mask.shape
    padded = np.zeros((h + 2, w + 2), dtype=bool)
    padded[1:-1, 1:-1] = ~mask
    padded[0, :] = padded[-1, :] = True
    padded[:, 0] = padded[:, -1] = True
    runs = label(padded)
    outside = runs.label[(runs.row == 0)][0]
    hole_runs = runs.label != outside
    filled = mask.copy()
    for r, s, e in zip(runs.row[hole_runs], runs.start[hole_runs], runs.end[hole_runs],
                       strict=True):
        filled[r - 1, s - 1:e - 1] = True
    return filled
