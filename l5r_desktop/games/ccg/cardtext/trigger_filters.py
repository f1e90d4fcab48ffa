"""The checks every Reaction trigger's filters share: only its known keys, and ``by`` (whose
action: ``any``, ``you`` "your action" or ``other`` "another player's action" [CE › TIMING
AND TRIGGERS]). Each trigger module's ``filter_problems`` starts with these, then checks its
own filters."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any


def basic_problems(trigger: dict[str, Any], name: str, filters: Iterable[str]) -> list[str]:
    """Problems with ``trigger``'s keys (all among ``filters``) and its ``by``; ``name`` names
    the trigger in the message ("a targeted trigger's keys are among ...")."""
    known = tuple(filters)
    out = []
    if any(k not in known for k in trigger):
        article = "an" if name[:1] in "aeiou" else "a"
        out.append(f"{article} {name} trigger's keys are among {', '.join(known)}")
    if trigger.get("by", "any") not in ("any", "you", "other"):
        out.append("by is any, you or other")
    return out
