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
- "You may rearrange them." = "Put them back in any order." (any order includes the same);
  "You may put it at the bottom of the deck." after a look at one card, and "You may put one
  [or two] of them / of these cards on the bottom of your deck." then "Put the rest back in
  any order" / "Put the remaining cards on the top ..." → ``bottom``
  (up to that many, chosen one at a time) with ``rest`` ``top``.
- "Look at the top three cards of your Fate or Dynasty deck": the player chooses the deck as
  it resolves [CE › CHOICES]: two ``look_top`` effects, an optional group (Fate) and its
  ``otherwise`` (Dynasty); the sentences after it complete both alike.
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


def _looks(r: Reader) -> list[dict[str, Any]]:
    """The look read last: one ``look_top`` effect, or the two of "your Fate or Dynasty deck"
    (an optional look and its otherwise), which the next sentences complete alike."""
    last = _last(r, "look_top")
    if last is None:
        return []
    k = last.get("otherwise")
    if k is not None and len(r.effects) > 1 and r.effects[-2].get("op") == "look_top" and \
            r.effects[-2].get("optional") == k:
        return [r.effects[-2], last]
    return [last]


def _set(r: Reader, key: str, value: Any) -> None:
    for eff in _looks(r):
        eff[key] = value


@registry.sentence(150, r"^Look at the top (?:card|(?P<n>two|three|four|five) cards) of your "
                        r"(?P<deck>Fate|Dynasty|Fate or Dynasty) deck$")
def _look(r: Reader, m: re.Match[str]) -> None:
    count = NUMBERS[m["n"]] if m["n"] else 1
    if m["deck"] in _DECKS:
        r.effects.append({"op": "look_top", "deck": _DECKS[m["deck"]], "count": count})
        return
    k = 1 + max((max(e.get("optional", 0), e.get("otherwise", 0)) for e in r.effects),
                default=0)  # the player's choice of deck: an optional group and its otherwise
    r.effects += [{"op": "look_top", "deck": "fate", "count": count, "optional": k},
                  {"op": "look_top", "deck": "dynasty", "count": count, "otherwise": k}]


@registry.sentence(150, r"^Put them back in any order$")
def _back_on_top(r: Reader, m: re.Match[str]) -> None:
    eff = _last(r, "look_top")
    if eff is None or "rest" in eff or eff.get("to_hand") or eff["count"] < 2:
        raise Unread
    _set(r, "rest", "top")


@registry.sentence(44, r"^You may rearrange them$")
def _may_rearrange(r: Reader, m: re.Match[str]) -> Any:
    """Before the general "You may" (45): any order includes the one they had."""
    if _last(r, "look_top") is None:
        return False
    _back_on_top(r, m)
    return None


@registry.sentence(44, r"^You may put (?P<n>it|one|one or two) (?:of (?:them|these cards) )?"
                       r"(?:at|on) the bottom(?: of (?:the|your) deck)?$")
def _may_put_under(r: Reader, m: re.Match[str]) -> Any:
    """Before the general "You may" (45): cards looked at, put on the bottom or kept on top."""
    eff = _last(r, "look_top")
    if eff is None:
        return False
    if "rest" in eff or "discard" in eff or "bottom" in eff or eff.get("to_hand") or \
            (eff["count"] == 1) != (m["n"] == "it"):
        raise Unread
    n = 2 if m["n"] == "one or two" else 1
    if n >= eff["count"] and eff["count"] > 1:
        raise Unread
    _set(r, "bottom", n)
    if eff["count"] == 1:
        _set(r, "rest", "top")  # one card kept stays where it was
    return None


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


@registry.sentence(150, r"^Put the (?:rest back|remaining cards on the top of your deck) in any "
                        r"order$")
def _rest_back_on_top(r: Reader, m: re.Match[str]) -> None:
    eff = _last(r, "look_top")
    if eff is None or "rest" in eff or not (eff.get("discard") or eff.get("bottom")):
        raise Unread
    _set(r, "rest", "top")


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


@registry.sentence(150, r"^Put it in(?:to)? your hand$")
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
