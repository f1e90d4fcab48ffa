"""Target filters on a card's attachments and tokens: ``has`` / ``lacks`` (an attached card of
a type and/or keyword; type ``attachment`` is any attached card: "with an attachment", "a card
with attachments" [CE › ATTACHMENTS]) and tokens by title (moved out of ``targets.py``,
which re-exports them)."""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.model.state import GameState

#: "attachment": any attached card ("a Samurai with an attachment").
_ATTACHED_TYPES = ("follower", "item", "spell", "attachment")


def has_token(tokens: dict[str, int], title: str) -> bool:
    """Has the card one or more tokens titled ``title`` ("Poison" is a "Poison" or a
    "-1F Poison" token)?"""
    want = title.casefold()
    return any(n > 0 and name.rsplit(" ", 1)[-1].casefold() == want
               for name, n in tokens.items())


def attached_spec_ok(one: Any) -> bool:
    """Is ``one`` a valid attached-card description ({type: follower|item|spell|attachment,
    keyword, not_keyword}; ``not_keyword``: a card without that keyword, "no non-Ninja
    Followers" is ``lacks`` a Follower not Ninja)?"""
    return isinstance(one, dict) and bool(one) and \
        set(one) <= {"type", "keyword", "not_keyword"} \
        and one.get("type", "item") in _ATTACHED_TYPES \
        and isinstance(one.get("keyword", ""), str) \
        and isinstance(one.get("not_keyword", ""), str)


def attachment_problems(spec: dict[str, Any]) -> list[str]:
    """Problems with a spec's ``has`` / ``lacks`` filters (an attached card's type and/or
    keyword; either may list several: ``has`` any of them, ``lacks`` none of them, so "with
    attachments" is ``has`` a Follower, an Item or a Spell)."""
    out = []
    for key in ("has", "lacks"):
        want = spec.get(key)
        if key in spec and not (attached_spec_ok(want) or (
                isinstance(want, list) and want and all(attached_spec_ok(x) for x in want))):
            out.append(f"{key} is {{type: follower|item|spell, keyword}} or a list of them")
    return out


def attached_fits(state: GameState, attachments: list[str], want: Any) -> bool:
    """Is one of ``attachments`` a card that fits ``want`` (a ``has`` / ``lacks`` value: one
    {type, keyword} or a list, any of them)?"""
    wants = want if isinstance(want, list) else [want]
    for a in attachments:
        d = state.cards[a].definition
        for w in wants:
            kind = w.get("type", "attachment")
            if (kind == "attachment" or d.type.value == kind) and (
                    "keyword" not in w or d.has_keyword(w["keyword"])) and (
                    "not_keyword" not in w or not d.has_keyword(w["not_keyword"])):
                return True
    return False
