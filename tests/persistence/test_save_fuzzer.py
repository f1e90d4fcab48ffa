"""The save-file fuzzer (``savefuzz.py``): a few hundred mutants of real saves in the normal
run, thousands under the ``slow`` marker. Every mutant is refused with a bounded SaveError or
loads into a game on which legal_actions, a move, undo, replay and save all work."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.persistence.savefuzz import Figures, check_mutant, fuzz, seed_saves

NORMAL_MUTANTS = 240
SLOW_MUTANTS = 4000


@pytest.fixture(scope="module")
def saves() -> list[bytes]:
    return seed_saves()


def _report(figures: Figures, keep: Path) -> None:
    """Check a run's figures; the failing mutants are written to ``keep`` (one ``.l5rsave`` file
    each, named in the message) so a failure can be loaded again after the run."""
    print(f"\nsave fuzzer: {figures}")
    kept = keep_failures(figures, keep)
    assert figures.failures == [], "\n".join(figures.failures[:20]) + (
        f"\nthe failing mutants are kept in {keep}: {', '.join(kept[:20])}")
    # the fuzzer reaches both outcomes, or it tests nothing
    assert figures.refused > figures.mutants // 10
    assert figures.loaded > figures.mutants // 10


def keep_failures(figures: Figures, folder: Path) -> list[str]:
    """Write each failing mutant of ``figures`` into ``folder``; the file names."""
    names = []
    for n, data in enumerate(figures.failed):
        name = f"mutant-{n}.l5rsave"
        (folder / name).write_bytes(data)
        names.append(name)
    return names


def test_fuzzed_saves_are_refused_cleanly_or_load_into_a_working_game(saves, tmp_path) -> None:
    _report(fuzz(saves, NORMAL_MUTANTS, seed=14), tmp_path)


@pytest.mark.slow
def test_thousands_of_fuzzed_saves(saves, tmp_path) -> None:
    _report(fuzz(saves, SLOW_MUTANTS, seed=1414), tmp_path)


def test_the_seed_saves_themselves_load_and_work(saves) -> None:
    figures = Figures()
    for n, data in enumerate(saves):
        check_mutant(data, figures, f"seed save {n}")
    assert figures.failures == [] and figures.loaded == len(saves)
    assert figures.read_only == 0


def test_the_contract_check_catches_an_unbounded_refusal(monkeypatch, saves) -> None:
    """The fuzzer's own check fails a SaveError message that quotes too much."""
    import tests.persistence.savefuzz as savefuzz

    monkeypatch.setattr(savefuzz, "MAX_MESSAGE_CHARS", 5)
    figures = Figures()
    check_mutant(b"not a save at all", figures, "tiny limit")
    assert figures.failures and "refusal message" in figures.failures[0]


def test_a_failing_mutant_is_kept_for_a_rerun(monkeypatch, saves, tmp_path) -> None:
    """A failure names the file holding its mutant, which loads the same way again."""
    import tests.persistence.savefuzz as savefuzz

    monkeypatch.setattr(savefuzz, "MAX_MESSAGE_CHARS", 5)
    figures = fuzz(saves[:1], 6, seed=3)
    assert figures.failures and len(figures.failed) == len(figures.failures)
    names = keep_failures(figures, tmp_path)
    assert names and sorted(p.name for p in tmp_path.iterdir()) == sorted(names)
    again = Figures()
    check_mutant((tmp_path / names[0]).read_bytes(), again, "kept")
    assert again.failures
