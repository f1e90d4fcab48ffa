"""``l5r-desktop import-scans SCAN... --out DIR [--json]``: cut every card out of scans/photos.

Each card found is written as ``DIR/<scan file stem>-<n>.png`` (n from 1 in reading order, top
left to bottom right). A summary is printed; with ``--json`` a list of
``{scan, n, file, angle, confidence, box}`` records instead. Exit code 0 when every input was
read, 1 when some could not be (each named with its reason on stderr), 2 when ``--out`` cannot
be used.
"""

from __future__ import annotations

import argparse
import json
import logging
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

from l5r_desktop.persistence.atomic import atomic_write_bytes
from l5r_desktop.persistence.paths import DataPaths

HELP = "find, deskew and crop the cards on scans or photos; write one PNG per card"

#: Threads encoding and writing the PNG files of one scan.
WORKERS = 2

log = logging.getLogger(__name__)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Arguments of ``import-scans``."""
    parser.add_argument("scans", nargs="+", metavar="SCAN",
                        help="scan or photo files (JPEG, PNG, TIFF ...) or folders of them")
    parser.add_argument("--out", required=True, metavar="DIR",
                        help="folder for the card images (created if needed)")
    parser.add_argument("--json", action="store_true",
                        help="print a JSON list of {scan, n, file, angle, confidence, box}")


def _unique_stem(stem: str, used: set[str]) -> str:
    candidate, k = stem, 2
    while candidate.casefold() in used:
        candidate = f"{stem}_{k}"
        k += 1
    used.add(candidate.casefold())
    return candidate


def import_scans(
    scans: list[Path], out_dir: Path, *, progress=None
) -> tuple[list[dict[str, Any]], list[tuple[Path, str]]]:
    """Process ``scans`` one by one, writing crops into ``out_dir``.

    Returns the records of the crops written and the ``(path, message)`` of every scan that could
    not be read. ``progress(path, records)`` is called after each scan. Memory stays flat: a
    scan's images are dropped before the next scan is opened.
    """
    records: list[dict[str, Any]] = []
    failures: list[tuple[Path, str]] = []
    used: set[str] = set()
    with ThreadPoolExecutor(max_workers=WORKERS) as pool:
        for path in scans:
            _import_one(path, out_dir, pool, used, records, failures, progress)
    return records, failures


def _import_one(path: Path, out_dir: Path, pool: ThreadPoolExecutor, used: set[str],
                records: list[dict[str, Any]], failures: list[tuple[Path, str]],
                progress) -> None:
    """Scan one file and write its crops (encoded and written in parallel)."""
    from l5r_desktop.carddb.scans import ScanError, scan_file

    try:
        result = scan_file(path)
    except ScanError as exc:
        failures.append((path, f"{exc.reason}: {exc.detail}"))
        return
    except Exception as exc:  # never a traceback for one bad file; the log keeps it
        log.exception("scan %s failed", path)
        failures.append((path, f"unexpected error: {exc}"))
        return
    stem = _unique_stem(path.stem, used)
    targets = [out_dir / f"{stem}-{crop.n}.png" for crop in result.crops]
    list(pool.map(lambda ct: atomic_write_bytes(ct[1], ct[0].png_bytes()),
                  zip(result.crops, targets, strict=True)))
    done: list[dict[str, Any]] = []
    for crop, target in zip(result.crops, targets, strict=True):
        done.append({
            "scan": str(path),
            "n": crop.n,
            "file": str(target),
            "angle": crop.angle,
            "confidence": crop.confidence,
            "box": list(crop.box),
            "corners": [list(c) for c in crop.corners],
            "notes": list(crop.notes),
        })
    records.extend(done)
    del result
    if progress is not None:
        progress(path, done)


def run(args: argparse.Namespace, paths: DataPaths) -> int:
    """Run ``import-scans``; returns the exit code."""
    from l5r_desktop.carddb.scans import LOW_CONFIDENCE, collect_scan_paths

    out_dir = Path(args.out)
    try:
        out_dir.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        print(f"import-scans: cannot use --out {out_dir}: {exc.strerror or exc}", file=sys.stderr)
        return 2
    scans = collect_scan_paths(args.scans)
    missing_inputs = [Path(s) for s in args.scans if Path(s).is_dir() and not any(
        p.parent == Path(s) for p in scans)]

    def show(path: Path, done: list[dict[str, Any]]) -> None:
        if args.json:
            return
        flagged = sum(1 for r in done if r["confidence"] < LOW_CONFIDENCE)
        note = f" ({flagged} to check)" if flagged else ""
        print(f"{path}: {len(done)} card{'s' if len(done) != 1 else ''}{note}")
        for r in done:
            mark = "  CHECK" if r["confidence"] < LOW_CONFIDENCE else ""
            print(f"  {Path(r['file']).name}  angle {r['angle']:+.1f}°  "
                  f"confidence {r['confidence']:.2f}{mark}")

    try:
        records, failures = import_scans(scans, out_dir, progress=show)
    except OSError as exc:
        print(f"import-scans: cannot write into {out_dir}: {exc.strerror or exc}",
              file=sys.stderr)
        return 2
    read = len(scans) - len(failures)
    failures = [(folder, "no image files in this folder") for folder in missing_inputs] + failures
    for path, message in failures:
        print(f"{path}: {message}", file=sys.stderr)
    if args.json:
        keys = ("scan", "n", "file", "angle", "confidence", "box")
        print(json.dumps([{k: r[k] for k in keys} for r in records], indent=2))
    else:
        print(f"{len(records)} card image(s) from {read} scan(s) written to {out_dir}"
              + (f"; {len(failures)} input(s) could not be read" if failures else ""))
    return 1 if failures else 0
