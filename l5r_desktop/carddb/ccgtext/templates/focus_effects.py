"""Focus Effects: "As a Focus Effect[,:] <body>" → a ``focus`` record
(``games/ccg/cardtext/focus_effects.py``) [CE › CHALLENGES AND DUELS › E], [CE › TRAITS].

Read: "After this duel ends, [if your Personality won/lost it,] <effects>." (``after_duel``,
``if_duel``), "[after] you win this duel, <effects>" (after the duel, if you won it), "this
duel's winner gains N Honor after it ends", and at once "bow the other Personality" and
"give your Personality in this duel Tactician / Cavalry / Naval" (a keyword the engine plays,
for the turn: ``give_keyword``, ``cardtext/given.py``). The
effects, joined by "and": bow / give +NF (-NF ...) to "its winner", "the winner", "your
Personality in it / in this duel"; gain N Honor; draw a card / N cards; take the Imperial
Favor; after the duel, "<the loser / its winner>'s controller draws a card / N cards / gains N
Honor" (``player`` ``target_controller`` of that duelist; "the loser": ``loser``, each duelist
who lost); after the duel, if your Personality won or lost it, "you may attach this <card> to
him, ignoring [Gold] costs" (an optional ``attach_self`` on your Personality: the card is in
the discard pile by then, ``cardtext/attach_self.py``), and "... to one of your [Water]
Personalities / Shugenja, ignoring Gold cost" (``choose``: one chosen as it resolves, or
none). Anything else (other choices, discards, transfers, "you may", other attaching,
negation, a winner or loser before the duel has resolved) stays manual.
"""

from __future__ import annotations

import re
from typing import Any

from l5r_desktop.carddb.ccgtext import registry
from l5r_desktop.carddb.ccgtext.registry import Unread
from l5r_desktop.carddb.ccgtext.words import number, stat_effects
from l5r_desktop.games.ccg.model.cards import CardDef

_HEAD_RE = re.compile(r"^As a Focus Effect[,:] (?P<body>.+?)\.?$")
_AFTER_RE = re.compile(r"^[Aa]fter this duel ends, (?:if your Personality (?P<if>won|lost) "
                       r"it, )?(?P<rest>.+)$")
_WIN_RE = re.compile(r"^(?:[Aa]fter|[Ii]f) you win this duel, (?P<rest>.+)$")
_WINNER_HONOR_RE = re.compile(r"^[Tt]his duel's winner gains (?P<n>\w+) Honor after it ends$")
_NOW = {"bow the other Personality": ("other", "bow")}
#: "Give your Personality in this duel Tactician": a keyword the engine plays, for the turn
#: (an ongoing effect without a duration [CE › DURATION OF EFFECTS]).
_GIVE_NOW_RE = re.compile(r"^[Gg]ive your Personality in (?:this duel|it) "
                          r"(?P<kw>Tactician|Cavalry|Naval)$")
_CARD_WORDS = {"its winner": "winner", "the winner": "winner",
               "your Personality in it": "yours", "your Personality in this duel": "yours",
               "the loser": "loser", "its loser": "loser"}
_ATTACH_SELF_RE = re.compile(r"^you may attach this (?:card|Item|Follower|Spell) to "
                             r"(?:(?P<him>him|her)|one of your (?P<kws>(?:[A-Z][a-z]+ )*)"
                             r"(?P<type>Personalities|Shugenja)), ignoring (?:Gold )?costs?$")
_BOW_RE = re.compile(r"^bow (?P<who>.+)$")
_GIVE_RE = re.compile(r"^give (?P<who>.+?) (?P<mods>[+-]\d+[FC](?:/[+-]\d+[FC])?)$")
_HONOR_RE = re.compile(r"^gain (?P<n>\w+) Honor$")
_DRAW_RE = re.compile(r"^draw (?P<n>a|\w+) cards?$")
_CONTROLLER_RE = re.compile(r"^(?P<who>the loser|its loser|the winner|its winner)'s controller "
                            r"(?:draws (?P<d>a|\w+) cards?|gains (?P<h>\w+) Honor)$")


@registry.line(30)
def focus_effect(line: str, card: CardDef) -> dict[str, Any]:
    """"As a Focus Effect[,:] <body>" → a ``focus`` record."""
    m = _HEAD_RE.match(line)
    if m is None:
        raise Unread
    body = m["body"]
    record: dict[str, Any] = {"timing": "focus"}
    refs: list[str] = []
    if body in _NOW:
        who, op = _NOW[body]
        record.update(duel_cards=[who], effects=[{"op": op, "target": 0}])
        return record
    if (g := _GIVE_NOW_RE.match(body)) is not None:
        record.update(duel_cards=["yours"], effects=[
            {"op": "give_keyword", "target": 0, "keyword": g["kw"], "duration": "turn"}])
        return record
    if (w := _WINNER_HONOR_RE.match(body)) is not None:
        record.update(duel_cards=["winner"], after_duel=True, effects=[
            {"op": "gain_honor", "amount": number(w["n"]), "player": "target_controller",
             "target": 0}])
        return record
    if (a := _AFTER_RE.match(body)) is not None:
        rest = a["rest"]
        if a["if"]:
            record["if_duel"] = a["if"]
    elif (a := _WIN_RE.match(body)) is not None:
        rest = a["rest"]
        record["if_duel"] = "won"
    else:
        raise Unread
    record["after_duel"] = True
    if (at := _ATTACH_SELF_RE.match(rest)) is not None:
        if at["him"]:
            if "if_duel" not in record:
                raise Unread  # "him": your Personality, named by "if your Personality won it"
            record.update(duel_cards=["yours"], effects=[
                {"op": "attach_self", "target": 0, "optional": 1}])
        else:  # one of them, chosen as it resolves (selecting none: the "may")
            kws = at["kws"].split() + (["Shugenja"] if at["type"] == "Shugenja" else [])
            record["effects"] = [{"op": "attach_self", "choose": {"keywords": kws}}]
        return {k: record[k] for k in ("timing", "duel_cards", "after_duel", "if_duel",
                                       "effects") if k in record}
    effects: list[dict[str, Any]] = []
    for clause in rest.split(" and "):
        effects += _clause(clause.strip(), refs)
    if refs:
        record["duel_cards"] = refs
    record["effects"] = effects
    return {k: record[k] for k in ("timing", "duel_cards", "after_duel", "if_duel", "effects")
            if k in record}


def _ref(words: str, refs: list[str]) -> int:
    who = _CARD_WORDS.get(words)
    if who is None:
        raise Unread
    if who not in refs:
        refs.append(who)
    return refs.index(who)


def _clause(text: str, refs: list[str]) -> list[dict[str, Any]]:
    """One effect of a Focus Effect's body."""
    if (m := _BOW_RE.match(text)) is not None:
        return [{"op": "bow", "target": _ref(m["who"], refs)}]
    if (m := _GIVE_RE.match(text)) is not None:
        return stat_effects(m["mods"], _ref(m["who"], refs))
    if (m := _HONOR_RE.match(text)) is not None:
        return [{"op": "gain_honor", "amount": number(m["n"]), "player": "you"}]
    if (m := _DRAW_RE.match(text)) is not None:
        return [{"op": "draw", "amount": number(m["n"]), "player": "you"}]
    if (m := _CONTROLLER_RE.match(text)) is not None:  # that duelist's controller
        op, n = ("draw", m["d"]) if m["d"] else ("gain_honor", m["h"])
        return [{"op": op, "amount": number(n), "player": "target_controller",
                 "target": _ref(m["who"], refs)}]
    if text == "take the Imperial Favor":
        return [{"op": "take_favor", "player": "you"}]
    raise Unread
