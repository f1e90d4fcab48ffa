"""Whether an attachment may be attached to a character, and discarding attachments that are
no longer legally attached [RR › Attachment Cards, No Attachments, Play Restrictions and
Permissions].

- "No attachments" (the keyword, printed or gained): no attachment at all;
- "No attachments except Monk or Tattoo" (a constant record ``"attachments_only": [traits]``
  on the character): only attachments with one or more of those traits;
- "No Weapon or Armor attachments" (``"attachments_not": [traits]``): no attachment with one
  or more of those traits; if several variants apply, any that forbids an attachment
  prevails [RR › No Attachments];
- the attachment's own "Attach to ..." (a constant record ``"attach_to": {target filters}``)
  and "Limit 1 per character" (``one_per_character``).

"If a situation arises in which an attachment is not legally attached, discard the
attachment" [RR › Attachment Cards]: :func:`discard_illegal` runs when a character gains
"No attachments" and when a character changes control. It checks the "No attachments"
variants and "Attach to a character you control" (``controller``); the other "attach to"
filters are what the attachment was played on (a later change of glory or traits does not
discard it: docs/lcg-rules-notes.md).
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.lcg import moves
from l5r_desktop.games.lcg.events import Event
from l5r_desktop.games.lcg.state import LcgState
from l5r_desktop.games.lcg.stats import attachments_on, has_keyword
from l5r_desktop.games.lcg.targets import meets


def _constant(s: LcgState, uid: str) -> list[dict[str, Any]]:
    return [r for r in s.defn(uid).abilities if r.get("timing") == "constant"]


def host_allows(s: LcgState, att: str, host: str) -> bool:
    """The host's "No attachments" variants let ``att`` be attached [RR › No Attachments]."""
    if has_keyword(s, host, "no attachments"):
        return False
    d = s.defn(att)
    for rec in _constant(s, host):
        only = rec.get("attachments_only")  # "No attachments except Monk or Tattoo."
        if only and not any(d.has_trait(t) for t in only):
            return False
        never = rec.get("attachments_not")  # "No Weapon or Armor attachments."
        if never and any(d.has_trait(t) for t in never):
            return False
    return True


def allowed(s: LcgState, att: str, host: str, controller: int | None = None) -> bool:
    """``att`` (controlled by ``controller``, default its controller) may be attached to
    ``host``: the host's "No attachments" variants, the attachment's "Limit 1 per character"
    (another copy on the host) and "Attach to ..." filters [RR › Attachment Cards]."""
    if not host_allows(s, att, host):
        return False
    p = s.cards[att].controller if controller is None else controller
    recs = _constant(s, att)
    name = s.defn(att).name
    if any(r.get("one_per_character") for r in recs) and any(
            a != att and s.defn(a).name == name for a in attachments_on(s, host)):
        return False
    return all(meets(s, p, att, r["attach_to"], host, targeting=False)
               for r in recs if isinstance(r.get("attach_to"), dict))


def _still_legal(s: LcgState, att: str, host: str) -> bool:
    if not host_allows(s, att, host):
        return False
    p = s.cards[att].controller
    return all(meets(s, p, att, {"controller": r["attach_to"]["controller"]}, host,
                     targeting=False)
               for r in _constant(s, att)
               if isinstance(r.get("attach_to"), dict) and "controller" in r["attach_to"])


def discard_illegal(s: LcgState, host: str, ev: list[Event]) -> None:
    """Discard each attachment on ``host`` that is no longer legally attached (module
    docstring) [RR › Attachment Cards]."""
    for att in attachments_on(s, host):
        if s.cards[att].zone == "play" and not _still_legal(s, att, host):
            ev.append(Event(text=f"{s.defn(att).name} is no longer legally attached",
                            cards=(att, host)))
            moves.leave_play(s, att, ev)
