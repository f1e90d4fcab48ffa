"""Our Event records read under both profiles (ccgdata2): an Event ability line with a
designator ("Open:", "Limited:", "Battle/Open:", "Dynasty:") has, beside its ``event``
record (Celestial: resolved when revealed [CE › EVENT]), a record of that timing used from
the province (Twenty Festivals: "their abilities can be used" [S0 › EVENT #]); a line
without one has no action record, so under Twenty Festivals it is read as the reveal trigger
(``turn/phases.revealed_events``). Checked against the real Oracle export when present."""

from __future__ import annotations

import json
import re
from pathlib import Path

from l5r_desktop.carddb.ccg_abilities import ability_data

_HEAD = re.compile(r"^\s*<b>([^<]*?):?</b>")
_TIMING = {"open": "open", "limited": "limited", "battle/open": "battle_open",
           "dynasty": "dynasty", "battle": "battle"}


def _designator(line: str) -> str | None:
    """The timing of the line's designator (its last word(s) after ability keywords)."""
    m = _HEAD.match(line)
    if m is None:
        return None
    words = m.group(1).strip().rstrip(":").casefold().split()
    return _TIMING.get(words[-1]) if words else None


def test_every_event_line_with_a_designator_has_its_action_record(oracle_dir: Path) -> None:
    events = json.loads((oracle_dir / "events.json").read_text(encoding="utf-8"))
    data = ability_data()
    checked = 0
    for card in events:
        lines = data.get(f"oracle:{card['cardid']}")
        if not lines:
            continue
        text = card["text"][0] if isinstance(card.get("text"), list) else card.get("text", "")
        printed = [p for p in re.split(r"<br\s*/?>", str(text)) if p.strip()]
        for n, (_line, records) in lines.items():
            timings = {r.get("timing") for r in records}
            if "event" not in timings:
                continue
            head = _designator(printed[n - 1])
            actions = timings - {"event", "trait", "continuous"}
            if head is None:
                assert not actions, (card["cardid"], n)
            else:
                assert actions == {head}, (card["cardid"], n, head, actions)
                checked += 1
    assert checked >= 6  # A Time for Action, Military Alliance, The New Order, ...
