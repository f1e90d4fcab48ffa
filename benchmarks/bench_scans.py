"""Scan import benchmarks: prints timings and memory (run: python benchmarks/bench_scans.py).

First the whole ``l5r-desktop import-scans`` process per A4 300 dpi sheet of 9 cards (a spaced
sheet and a crowded one, where cards touch and overlap), interleaved with its floor: the same
process doing nothing but start (``--version``) and a process that only decodes the JPEG
(``--process-only`` stops there; ``--before=DIR`` also times the checkout in DIR, interleaved).

Cases: a 300 dpi A4 sheet with 9 cards (target < 0.5 s end to end, PNG files written), a 600 dpi
A4 sheet, a single-card 12 MP phone-style photo, resident memory while importing 30 sheets one
after the other (should stay flat), then an accuracy sweep (``--no-accuracy`` skips it). Sheets
are synthetic (tests/scans/synth.py), JPEG q85.
"""

from __future__ import annotations

import gc
import statistics
import sys
import tempfile
import time
from pathlib import Path

from PIL import Image

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from l5r_desktop.carddb.scans import scan_file  # noqa: E402
from l5r_desktop.commands.import_scans import import_scans  # noqa: E402
from tests.scans.synth import make_photo, make_sheet, match_crops  # noqa: E402


def rss_mb() -> float:
    """Current resident set size in MB (Linux /proc)."""
    with open("/proc/self/statm") as fh:
        pages = int(fh.read().split()[1])
    import os

    return pages * os.sysconf("SC_PAGE_SIZE") / 2**20


def timed(fn, runs: int = 5) -> tuple[float, float]:
    times = []
    for _ in range(runs):
        t = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t)
    return min(times) * 1000, statistics.median(times) * 1000


def accuracy(sheet, result) -> str:
    m, invented, missed = match_crops(result.crops, sheet.cards)
    ang = max((x.angle_error for x in m), default=0.0)
    corner = max((x.corner_error for x in m), default=0.0) * 100
    return (f"found {len(m)}/{len(sheet.cards)} (missed {len(missed)}), "
            f"invented {len(invented)}, "
            f"worst angle error {ang:.2f}°, worst corner error {corner:.2f}% of card width")


def process_times(tmp: Path, runs: int = 5, before: Path | None = None) -> None:
    """Whole ``import-scans`` process time per A4 300 dpi sheet of 9 cards, beside its floors
    (measured interleaved, medians of ``runs``). With ``before`` (another checkout of the
    repository, e.g. ``git archive main | tar -x -C /tmp/before``) the same sheets are run with
    that code, interleaved, so before and after are measured under the same load.

    Python's bytecode caches are written and used (``PYTHONDONTWRITEBYTECODE`` is dropped for
    these processes; the first, dropped run writes them), as in an installed application."""
    import os
    import resource
    import subprocess

    from tests.scans.synth_crowded import make_crowded_sheet

    spaced = make_sheet(300, n_cards=9, dpi=300, background="light").save(
        tmp / "spaced-a4-300.jpg", quality=85)
    crowded_sheet = make_crowded_sheet(5400, "mixed", lid="light", dpi=300, max_overlap_mm=5)
    crowded = crowded_sheet.save(tmp / "crowded-a4-300.jpg", quality=85)
    n_crowded = len(crowded_sheet.cards)
    del crowded_sheet
    py = sys.executable
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env["PYTHONPATH"] = str(REPO)
    cmds = {
        "floor: l5r-desktop --version": [py, "-m", "l5r_desktop", "--version"],
        "floor: decode the JPEG (pillow)": [py, "-c", "import sys; from PIL import Image; "
                                            "Image.open(sys.argv[1]).load()", str(spaced)],
        "import-scans, 9 spaced cards": [py, "-m", "l5r_desktop", "--data-dir", str(tmp / "d"),
                                         "import-scans", str(spaced), "--out",
                                         str(tmp / "o1")],
        f"import-scans, {n_crowded} crowded cards": [
            py, "-m", "l5r_desktop", "--data-dir", str(tmp / "d"), "import-scans",
            str(crowded), "--out", str(tmp / "o2")],
    }
    envs = {name: env for name in cmds}
    if before is not None:
        old_env = {**env, "PYTHONPATH": str(before)}
        for name in [n for n in cmds if n.startswith("import-scans")]:
            cmds[f"{name} (before)"] = [*cmds[name][:-1], str(tmp / "o-before")]
            envs[f"{name} (before)"] = old_env
    times: dict[str, list[float]] = {k: [] for k in cmds}
    cpu: dict[str, list[float]] = {k: [] for k in cmds}
    for _ in range(runs + 1):
        for name, cmd in cmds.items():
            start = resource.getrusage(resource.RUSAGE_CHILDREN)
            t = time.perf_counter()
            subprocess.run(cmd, check=True, capture_output=True, env=envs[name], timeout=300,
                           cwd=tmp)
            times[name].append(time.perf_counter() - t)
            end = resource.getrusage(resource.RUSAGE_CHILDREN)
            cpu[name].append(end.ru_utime + end.ru_stime - start.ru_utime - start.ru_stime)
    print(f"# whole process, A4 300 dpi, median of {runs} interleaved runs (first dropped), "
          f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores; CPU = the "
          f"process's user + system time (all threads), which other sessions on a busy "
          f"machine inflate less than the wall time; target: wall <= 500 ms per sheet")
    print(f"{'':52} {'wall ms':>8} {'CPU ms':>8}")
    for name, values in times.items():
        print(f"{name:52} {statistics.median(values[1:]) * 1000:8.0f} "
              f"{statistics.median(cpu[name][1:]) * 1000:8.0f}")


def main() -> None:
    import os

    tmp = Path(tempfile.mkdtemp(prefix="bench-scans-"))
    print(f"# load average at start: {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
    print(f"{'case':44} {'min ms':>8} {'median ms':>10}")

    sheet = make_sheet(300, n_cards=9, dpi=300, background="light")
    a4 = sheet.save(tmp / "a4-300dpi-9cards.jpg", quality=85)
    print(f"# {a4.name}: {sheet.image.size[0]}x{sheet.image.size[1]}, "
          f"{a4.stat().st_size / 2**20:.1f} MB")
    del sheet.image

    def decode() -> None:
        with Image.open(a4) as im:
            im.load()

    mn, md = timed(decode)
    print(f"{'JPEG full decode alone (reference)':44} {mn:8.0f} {md:10.0f}")
    mn, md = timed(lambda: scan_file(a4))
    print(f"{'300 dpi A4, 9 cards: scan_file':44} {mn:8.0f} {md:10.0f}")
    out = tmp / "out"
    mn, md = timed(lambda: import_scans([a4], out))
    print(f"{'300 dpi A4, 9 cards: end to end (+9 PNGs)':44} {mn:8.0f} {md:10.0f}")
    print("#", accuracy(sheet, scan_file(a4)))

    big = make_sheet(600, n_cards=9, dpi=600, background="dark", noise=2.0)
    a4_600 = big.save(tmp / "a4-600dpi-9cards.jpg", quality=85)
    big_cards = big.cards
    del big
    gc.collect()
    mn, md = timed(lambda: import_scans([a4_600], out), runs=3)
    print(f"{'600 dpi A4, 9 cards: end to end (+9 PNGs)':44} {mn:8.0f} {md:10.0f}")

    class _S:
        cards = big_cards

    print("#", accuracy(_S, scan_file(a4_600)))

    photo = make_photo(7, card_px=1900, background="light", style="white")
    w, h = photo.image.size
    ph = photo.save(tmp / "photo.jpg", quality=88)
    mn, md = timed(lambda: import_scans([ph], out))
    print(f"{f'single-card photo {w}x{h}: end to end':44} {mn:8.0f} {md:10.0f}")
    print("#", accuracy(photo, scan_file(ph)))

    sheets = []
    for k in range(4):
        s = make_sheet(400 + k, n_cards=9, dpi=300, background=("light", "dark")[k % 2])
        sheets.append(s.save(tmp / f"mem-{k}.jpg", quality=85))
    del s
    gc.collect()
    del photo, sheet
    gc.collect()
    readings = []
    for i in range(30):
        import_scans([sheets[i % len(sheets)]], out)
        gc.collect()
        readings.append(rss_mb())
    print("# resident memory after each of 30 sheets (MB):",
          " ".join(f"{r:.0f}" for r in readings))
    print(f"# growth from sheet 2 to sheet 20: {readings[19] - readings[1]:+.1f} MB "
          f"(allocator arenas of the worker threads settle in); "
          f"from sheet 20 to sheet 30: {readings[-1] - readings[19]:+.1f} MB")


def accuracy_sweep(n: int = 40) -> None:
    """Detection accuracy over ``n`` random sheets and ``n`` random photos (seeds 1000+)."""
    tmp = Path(tempfile.mkdtemp(prefix="bench-scans-acc-"))
    cards = found = invented = flagged = 0
    angle_err: list[float] = []
    corner_err: list[float] = []
    for k in range(n):
        seed = 1000 + k
        kinds = [
            ("sheet", make_sheet(seed, n_cards=[1, 2, 3, 4, 6, 9][k % 6],
                                 background=("light", "dark")[k % 2], dpi=(100, 150)[k % 2],
                                 paper=("A4", "Letter")[(k // 2) % 2])),
            ("photo", make_photo(seed, card_px=500, background=("light", "dark")[k % 2],
                                 style=("dark", "white")[(k // 2) % 2])),
        ]
        for kind, sample in kinds:
            path = sample.save(tmp / f"{kind}-{seed}.jpg", quality=80)
            result = scan_file(path)
            m, inv, _ = match_crops(result.crops, sample.cards)
            cards += len(sample.cards)
            found += len(m)
            invented += len(inv)
            flagged += sum(c.low_confidence for c in result.crops)
            angle_err += [x.angle_error for x in m]
            corner_err += [x.corner_error * 100 for x in m]
    print(f"# accuracy over {n} sheets + {n} photos: {found}/{cards} cards found, "
          f"{invented} invented, {flagged} flagged low-confidence")
    print(f"#   angle error: median {statistics.median(angle_err):.2f}°, "
          f"max {max(angle_err):.2f}°; corner error (% of card width): median "
          f"{statistics.median(corner_err):.2f}, 95th "
          f"{sorted(corner_err)[int(0.95 * len(corner_err))]:.2f}, max {max(corner_err):.2f}")


if __name__ == "__main__":
    _before = next((Path(a.split("=", 1)[1]) for a in sys.argv if a.startswith("--before=")),
                   None)
    process_times(Path(tempfile.mkdtemp(prefix="bench-scans-proc-")), before=_before)
    if "--process-only" in sys.argv:
        raise SystemExit(0)
    main()
    if "--no-accuracy" not in sys.argv:
        accuracy_sweep()
