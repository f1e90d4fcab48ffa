"""The CCG's face renderer for the table's face cache (``ui/faces.py`` knows no game): a CCG
card without an image is drawn by the card library's ``carddb.render`` (pillow, imported on
first use so that it stays out of start-up)."""

from __future__ import annotations

from typing import Any


def render_face(card: Any, size: tuple[int, int]) -> Any:
    """The face of a CCG card (``games.ccg.model.cards.CardDef``) at ``size``: a pillow
    image (:func:`l5r_desktop.carddb.render.render_card_face`)."""
    from l5r_desktop.carddb.render import render_card_face

    return render_card_face(card, size)
