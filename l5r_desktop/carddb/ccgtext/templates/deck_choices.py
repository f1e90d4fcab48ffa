"""Looking at and searching decks (``games/ccg/cardtext/deck_choices.py``) [CE › LOOK],
[CE › SEARCH]:

- "Look at the top three cards of your Fate deck." followed by "Put them back in any order."
  → ``look_top`` with ``rest`` ``top``; followed by "Put one of them in your hand" and then
  the others "on the bottom of your deck in any order" (their number the rest of the count)
  → ``to_hand`` 1, ``rest`` ``bottom``.
  A look that no such sentence follows has no ``rest``, which the validator refuses: the
  ability stays manual (looking alone changes nothing the engine could show).
- "Look at the top card of your Fate deck." followed by "You may discard it." → ``look_top``
  with ``discard`` 1 and ``rest`` ``top`` (a card kept stays on top: looking changes no
  position [CE › LOOK]); after a look at several cards, "You may discard one of them." then
  "Put the rest back in any order." → ``discard`` 1, ``rest`` ``top``.
- "Search your Fate deck for a Ring / a card." followed by "Put it in your hand" (or "Show it
  and put it in your hand") → ``search_deck`` with ``to`` ``hand`` (``show``); a following
  "Shuffle your Fate deck." adds nothing (the search shuffles it [CE › SEARCH]).

Another player's or "any" deck, "one or two", putting cards into play, "the first ... you
find", searching several areas stay manual."""

from __future__ import annotations

import re
from typing import Any

from l5r_desktop.carddb.ccgtext import registry
from l5r_desktop.carddb.ccgtext.reader import Reader
from l5r_desktop.carddb.ccgtext.registry import Unread
from l5r_desktop.carddb.ccgtext.words import NUMBERS

_DECKS = {"Fate": "fate", "Dynasty": "dynasty"}
_FIND = {"card": None, "Ring": "ring", "Strategy": "strategy", "Item": "item",
         "Follower": "follower", "Spell": "spell", "Personality": "personality",
         "Holding": "holding"}


def _last(r: Reader, op: str) -> dict[str, Any] | None:
    """The effect read last if it is an ``op`` effect, else ``None``."""
    return r.effects[-1] if r.effects and r.effects[-1].get("op") == op else None


@registry.sentence(150, r"^Look at the top (?:card|(?P<n>two|three|four|five) cards) of your "
                        r"(?P<deck>Fate|Dynasty) deck$")
def _look(r: Reader, m: re.Match[str]) -> None:
    r.effects.append({"op": "look_top", "deck": _DECKS[m["deck"]],
                      "count": NUMBERS[m["n"]] if m["n"] else 1})


@registry.sentence(150, r"^Put them back in any order$")
def _back_on_top(r: Reader, m: re.Match[str]) -> None:
    eff = _last(r, "look_top")
    if eff is None or "rest" in eff or eff.get("to_hand") or eff["count"] < 2:
        raise Unread
    eff["rest"] = "top"


@registry.sentence(150, r"^Put (?P<n>one|two) of them in(?:to)? your hand$")
def _to_hand(r: Reader, m: re.Match[str]) -> None:
    eff = _last(r, "look_top")
    if eff is None or "rest" in eff or "to_hand" in eff:
        raise Unread
    eff["to_hand"] = NUMBERS[m["n"]]


@registry.sentence(44, r"^You may discard (?:(?P<it>it)|one of them)$")
def _may_discard(r: Reader, m: re.Match[str]) -> Any:
    """Before the general "You may" (45): the card looked at, not a card of the hand."""
    eff = _last(r, "look_top")
    if eff is None:
        return False  # another "it": the general "you may" reads it or not
    if "rest" in eff or "discard" in eff or eff.get("to_hand") or \
            (eff["count"] == 1) != bool(m["it"]):
        raise Unread
    eff["discard"] = 1
    if eff["count"] == 1:
        eff["rest"] = "top"
    return None


@registry.sentence(150, r"^Put the rest back in any order$")
def _rest_back_on_top(r: Reader, m: re.Match[str]) -> None:
    eff = _last(r, "look_top")
    if eff is None or "rest" in eff or not eff.get("discard"):
        raise Unread
    eff["rest"] = "top"


@registry.sentence(150, r"^Put the other (?P<n>one|two|three|four) on the bottom of your deck "
                        r"in any order$")
def _others_to_bottom(r: Reader, m: re.Match[str]) -> None:
    eff = _last(r, "look_top")
    if eff is None or "rest" in eff or "to_hand" not in eff or \
            NUMBERS[m["n"]] != eff["count"] - eff["to_hand"]:
        raise Unread
    eff["rest"] = "bottom"


@registry.sentence(150, r"^Search your (?P<deck>Fate|Dynasty) deck for (?:a|an) "
                        r"(?P<what>card|Ring|Strategy|Item|Follower|Spell|Personality|"
                        r"Holding)$")
def _search(r: Reader, m: re.Match[str]) -> None:
    kind = _FIND[m["what"]]
    r.effects.append({"op": "search_deck", "deck": _DECKS[m["deck"]],
                      "find": {"type": kind} if kind else {}})


@registry.sentence(150, r"^Show it$")
def _show(r: Reader, m: re.Match[str]) -> None:
    eff = _last(r, "search_deck")
    if eff is None or "to" in eff or eff.get("show"):
        raise Unread
    eff["show"] = True


@registry.sentence(150, r"^Put it in your hand$")
def _found_to_hand(r: Reader, m: re.Match[str]) -> Any:
    eff = _last(r, "search_deck")
    if eff is None or "to" in eff:
        return False  # another template's "it"
    eff["to"] = "hand"
    return None


@registry.sentence(150, r"^Shuffle your (?P<deck>Fate|Dynasty) deck$")
def _shuffle(r: Reader, m: re.Match[str]) -> None:
    eff = _last(r, "search_deck")
    if eff is None or eff.get("to") != "hand" or eff["deck"] != _DECKS[m["deck"]]:
        raise Unread  # only right after the search, which shuffles it anyway [CE › SEARCH]
