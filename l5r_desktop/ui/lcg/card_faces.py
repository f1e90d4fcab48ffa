"""How one LCG card shows on the table (no Qt): its :class:`~l5r_desktop.ui.table_model.CardView`
as a viewer sees it, with a :class:`~l5r_desktop.ui.table_model.TextFace` (the title and the
numbers a player reads at a glance, every one the engine's: ``games.lcg.stats``), its fate and
status tokens and its hover text.

A card face down shows its back, unless the viewer may look at it (his own facedown provinces,
his dynasty cards while he mulligans, the cards he searches): then its face says
"(facedown)" and is marked ``facedown``. Tokens and the hover text belong to a card shown face
up only.
"""

from __future__ import annotations

from l5r_desktop.games.lcg import stats
from l5r_desktop.games.lcg.labels import may_look
from l5r_desktop.games.lcg.state import LcgState
from l5r_desktop.ui.lcg.layout import TYPE_COLORS
from l5r_desktop.ui.table_model import CardView, TextFace

__all__ = ["card_view", "face_lines", "tooltip"]

def face_lines(state: LcgState, uid: str) -> list[str]:
    """Title, then the numbers a player reads at a glance (a character lists its
    attachments)."""
    d = state.defn(uid)
    lines = [d.name]
    kind = d.type.value
    if kind == "character":
        mil = stats.skill(state, uid, "military")
        pol = stats.skill(state, uid, "political")
        lines.append(f"{'-' if mil is None else mil} / {'-' if pol is None else pol}")
        lines.append(f"glory {d.glory}")
        for att in stats.attachments_on(state, uid):
            lines.append(f"+ {state.defn(att).name}")
    elif kind == "stronghold":
        lines += [f"+{d.strength_bonus or 0}", f"honor {d.honor}", f"fate {d.fate}",
                  f"influence {d.influence}"]
    elif kind == "holding":
        lines += [f"+{d.strength_bonus or 0}", "holding"]
    elif kind == "province":
        lines += [str(stats.province_strength(state, uid)), "strength"]
    else:
        lines.append("" if d.cost is None else str(d.cost))
        lines.append(kind if d.cost is None else f"{kind} · cost")
    return lines


def tooltip(state: LcgState, uid: str) -> str:
    """The hover text: name, type, traits, text."""
    d = state.defn(uid)
    parts = [d.name, d.type.value]
    if d.traits:
        parts.append(". ".join(d.traits))
    if d.text:
        parts.append(d.text)
    return "\n".join(parts)


def card_view(state: LcgState, uid: str, zone: str, position: int, pos: tuple[float, float],
              *, viewer: int | None, face_up: bool | None = None, z: float = 0.0,
              attached_to: str = "") -> CardView:
    """Card ``uid`` as ``viewer`` sees it (``None``: nobody may look at facedown cards, the
    hand-off cover); ``face_up`` forces the face (an open hand)."""
    card = state.cards[uid]
    d = state.defs[card.card_id]
    shown = (not card.facedown) if face_up is None else face_up
    peek = not shown and may_look(state, uid, viewer)
    face = None
    if shown or peek:
        lines = face_lines(state, uid)
        if peek:
            lines = [*lines[:2], "(facedown)", *lines[2:]]
        face = TextFace(d.id, tuple(lines), d.type.value, facedown=peek,
                        color=TYPE_COLORS.get(d.type.value, ""))
    tokens: list[tuple[str, int]] = []
    if shown and card.fate:
        tokens.append(("fate", card.fate))
    if shown and card.status:
        tokens.append((card.status, 1))
    return CardView(id=uid, zone=zone, owner=card.owner, position=position, pos=pos, z=z,
                    card=uid, face=face, title=d.name if face is not None else "",
                    back=d.side.value, bowed=card.bowed,
                    tokens=tuple(tokens), attached_to=attached_to,
                    tooltip=tooltip(state, uid) if shown else "")
