"""Several whole conditions before one effect sentence: "If he is Kolat, Ninja, or Shadowlands,
you control a Magistrate, and it is not your turn, <effects>".

The first condition lists states of the card ("he is A, B, or C": one of them suffices, read
as in ``templates/honor_equal.py``); the others are whole conditions of
``templates/conditions.py`` joined by commas and a last "and": all must hold ("and"
[S1 › CONJUNCTIONS]); each effect of the sentence gets the condition, checked when it resolves
(``games/ccg/cardtext/effect_conditions.py``). "it is not your turn" / "it is your turn" is the
ability condition ``your_turn`` of the player (``ability_conditions.py``)."""

from __future__ import annotations

import re

from l5r_desktop.carddb.ccgtext import registry
from l5r_desktop.carddb.ccgtext.reader import Reader
from l5r_desktop.carddb.ccgtext.registry import Unread
from l5r_desktop.carddb.ccgtext.templates.conditions import condition
from l5r_desktop.carddb.ccgtext.templates.honor_equal import _LIST, _WHO, _any_of

_TURN = {"it is not your turn": False, "it is your turn": True}


def _whole(r: Reader, text: str) -> dict:
    """One whole condition: the turn's, or one of ``templates/conditions.py``."""
    if text in _TURN:
        return {"player": "you", "your_turn": _TURN[text]}
    return condition(r, text)


@registry.sentence(47, rf"^If {_WHO} is {_LIST}, (?P<more>[^,:]+(?:, [^,:]+)*),? and "
                       r"(?P<last>[^,:]+), (?P<rest>[a-z].+)$")
def _if_listed_and_more(r: Reader, m: re.Match[str]) -> None:
    listed = _any_of(r, m["who"], m["list"])
    others = [_whole(r, t.strip()) for t in (*m["more"].split(", "), m["last"])]
    if not others:
        raise Unread
    r.sentence_if(m["rest"], {"all": [listed, *others]})
