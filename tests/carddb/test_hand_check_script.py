"""scripts/ccg_hand_check.py (the 50-random-card hand check of issue 17) on an Oracle folder of
our own invented cards: it draws only fully automated cards and prints each ability line with
the record the engine runs for it."""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path

SCRIPT = Path(__file__).resolve().parents[2] / "scripts" / "ccg_hand_check.py"
_RECORDS = [
    {"cardid": 1, "title": ["Kaze Tomo"], "type": ["personality"], "force": ["2"],
     "chi": ["2"], "cost": ["3"], "ph": ["1"], "honor": ["0"],
     "legality": ["Destroyer War (Celestial)"],
     "text": ["After Tomo enters play, lose 1 Honor.<br>Battle: Draw a card."]},
    {"cardid": 2, "title": ["Odd Scroll"], "type": ["strategy"], "cost": ["1"], "focus": ["1"],
     "text": ["Limited: Gain 1 Honor.<br>Open: Juggle three plums."]},
    {"cardid": 3, "title": ["Quiet Villager"], "type": ["personality"], "force": ["1"],
     "chi": ["1"], "cost": ["1"], "ph": ["0"], "honor": ["0"]},
]


def _main(argv: list[str]) -> int:
    spec = importlib.util.spec_from_file_location("ccg_hand_check", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    old = sys.argv
    sys.argv = ["ccg_hand_check.py", *argv]
    try:
        return int(module.main())
    finally:
        sys.argv = old


def test_draws_fully_automated_cards_with_their_records(tmp_path, capsys) -> None:
    folder = tmp_path / "oracle"
    folder.mkdir()
    (folder / "cards.json").write_text(json.dumps(_RECORDS), encoding="utf-8")
    assert _main(["--oracle", str(folder), "--count", "5"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("1 of 1 fully automated cards (seed 17)")
    assert "oracle:1  Kaze Tomo  (personality)" in out
    assert '   2 [text] Battle: Draw a card.\n       -> {"timing": "battle", "effects": ' \
        '[{"op": "draw", "amount": 1, "player": "you"}]}' in out
    assert "Odd Scroll" not in out and "Quiet Villager" not in out  # partly / no abilities
    assert _main(["--oracle", str(folder / "missing")]) == 2
