"""Reactions to an action's targeting that negate it or some of its effects
(``cardtext/targeted.py``, ``cardtext/negation.py``):

``[keywords] Reaction[, costs]: After <an|another player's> [<Keyword>] action targets
<card>[:|,] <negation>.`` with

- the card: this card (its name, "this Follower" ...; on an attachment "this Personality" is
  the one carrying it), ``a card in this unit``, ``[one of] your Personalit(y|ies)``, ``one of
  your attachments``, ``your [performing] <Keyword>`` (a Personality with that keyword),
  then optionally ``at <this Personality>'s location / battlefield`` (``here``: the targeted
  card at this card's location, or at its battlefield, when the card is at one), then
  optionally a cost ``, pay N Gold``;
- the negation: ``Negate its effects`` / ``the action's effects`` (every effect of the
  action), ``Negate the action's effects on <this card>``, ``Negate <whose> bowing /
  destruction / movement [and ...] from the action's effects`` where whose is this card's,
  its bearer's ("this Personality's" on an attachment) or the targeted card's ("his", "the
  Personality's", "the attachment's", "the card's").

"Battle action" is an action with the Battle designator [CE › ABILITIES]; other words before
"action" are ability keywords (Political, Iaijutsu ...); "Fear action" / "Ranged Attack
action" is an action with such an effect ("A Ranged Attack action ... is one that produces a
Ranged Attack as one of its effects" [CE › RANGED ATTACK]), a Fear action also one with the
Fear keyword (the Celestial "Fear Battle:", [CE › ABILITIES › Ability keywords]). "Another
player's" (and "after another player targets <card> with an action") is an action some other
player took. The targeted card may be "your defending / attacking Personality" (filter ``side``).

After the trigger, before the body: the Reaction's conditions ("if you control any Rings" ->
``condition`` ``controls``; "if this Shugenja is Earth" on a Spell -> ``host_keyword``) and,
before a colon, costs read as an action's constraints ("destroy this card", "pay N Gold").
A body that is not a negation is read as an action's body when the trigger is about this card
or its bearer ("give him a Force bonus equal to his Personal Honor": "him" is the card); about
another card its pronouns would name the targeted card, which no record names, so it stays
manual, as do the Reaction's own targets (their targeting would open no window), other
conditions, costs of another card ("bow one of his Weapons"), "Before the resolution" and
further sentences after a negation. A card chosen to pay a cost ("bow X or one of his
Spells", "discard a card" from the hand) is the Reaction's only kind of target read here.

``[keywords] Reaction[, costs]: When <an|another player's> [<Keyword>] action would target
<card>[ at <this card>'s location], <it|the action> targets <this card> instead, if legal.``
-> trigger ``would_target`` with the effect ``redirect_target`` to the card itself (the
window before the targeting happens [CE › TIMING AND TRIGGERS: "when ... would"]); also
``When another player would target <card> [at <this card>'s battlefield] with an action``,
``a <Keyword>`` as the card (anyone's Personality with that keyword), and a cost naming the
card before the colon, after which "him" is the card ("bow Sansesuke: The action targets him
instead", the card named last [CE › PRONOUNS]). Choosing another card ("Choose another of
your cards. The action targets it instead") stays manual (card-by-card records).
"""

from __future__ import annotations

import re
from typing import Any

from l5r_desktop.carddb.ccgtext import registry
from l5r_desktop.carddb.ccgtext.reader import Reader, capital
from l5r_desktop.carddb.ccgtext.registry import Unread
from l5r_desktop.carddb.ccgtext.templates.actions import KEYWORDS, read_body, read_head
from l5r_desktop.carddb.ccgtext.words import names, spec
from l5r_desktop.games.ccg.model.cards import CardDef

_LINE = re.compile(
    r"^(?P<kws>(?:[A-Z][a-z]+ )*)Reaction(?P<costs>(?:, [^:,]+)*):\s*"
    r"(?:(?P<twice>Twice per turn, )(?P<lwhen>after|when)|(?P<when>After|When)) "
    r"(?:(?P<whose>an?|another player's) (?:(?P<kw>[A-Z][a-z]+|Ranged Attack) )?action "
    r"(?P<verb>targets|would target) |(?P<player>another player) "
    r"(?P<verb2>targets|would target) )"
    r"(?P<subj>[^:,]+?)(?: at (?P<at0>[^:,]+?)'s (?P<where0>location|battlefield))?"
    r"(?(player) with an action|)"
    r"(?: at (?P<at>[^:,]+?)'s (?P<where>location|battlefield))?"
    r"(?P<sep>:|,) (?P<rest>[^.]+)\.$")
_ATTACHMENTS = ("follower", "item", "spell")
_TYPES = {"Personality": "personality", "Personalities": "personality",
          "Follower": "follower", "Holding": "holding", "attachments": "attachment"}
_YOUR = re.compile(r"^(?P<one>one of )?your (?P<other>other )?(?:performing )?"
                   r"(?:(?P<side>attacking|defending) )?(?P<what>[A-Z]?[a-z]+)$")
#: Keywords whose plural is the same word ("one of your Shugenja").
_SAME_PLURAL = ("Shugenja", "Samurai", "Ninja", "Kensai", "Yojimbo", "Oni", "Naga", "Nezumi")
_KINDS = {"bowing": "bow", "destruction": "destroy", "movement": "move"}
_ALL = re.compile(r"^[Nn]egate (?:its|the action's) effects$")
_ON = re.compile(r"^[Nn]egate (?:its|the action's) effects on (?P<who>.+)$")
_SOME = re.compile(r"^[Nn]egate (?P<who>.+?) (?P<what>bowing|destruction|movement)"
                   r"(?: and (?P<what2>bowing|destruction|movement))? from "
                   r"(?:the action's|that action's|its) effects$")
#: "Negate the destruction of the Personality from the action's effects"
_OF = re.compile(r"^[Nn]egate the (?P<what>bowing|destruction|movement) of (?P<who>.+?) from "
                 r"(?:the action's|that action's|its) effects$")
_INSTEAD = re.compile(r"^(?:it|[Tt]he action) targets (?P<to>.+) instead, if legal$")
_SUBJECT_WORDS = ("his", "her", "its", "the Personality's", "the attachment's", "the card's",
                  "the Follower's", "the target's")


def _subject(text: str, card: CardDef) -> dict[str, Any]:
    """The trigger's card filters for the targeted card the line names."""
    attachment = card.type.value in _ATTACHMENTS
    if attachment and text == "this Personality":
        return {"card": "host"}
    if text in names(card):
        return {"card": "self"}
    if text == "a card in this unit":
        return {"card": "any", "unit": True}
    if g := re.match(r"^an? (?P<kw>[A-Z][a-z]+)$", text):  # "a Magistrate": anyone's
        found = spec(g["kw"], "a")
        if set(found) != {"type", "keyword"} or found["type"] != "personality":
            raise Unread
        return {"card": "any", **found}
    m = _YOUR.match(text)
    if m is None:
        raise Unread
    what = m["what"]
    side = {"side": m["side"]} if m["side"] else {}
    if m["other"]:  # "one of your other Personalities": not this card [CE › ANOTHER]
        if card.type.value != "personality":
            raise Unread
        side["not_self"] = True
    plural = what in ("Personalities", "attachments") or (
        what.endswith("s") and what not in _SAME_PLURAL)
    if plural != bool(m["one"]) and what not in _SAME_PLURAL:
        raise Unread  # "one of your <plural>" / "your <singular>" only
    if side and what not in ("Personality", "Personalities"):
        raise Unread  # "your defending Follower": a unit's side is its Personality's
    if what in _TYPES:
        return {"card": "yours", "type": _TYPES[what], **side}
    keyword = what[:-1] if plural else what  # "one of your Monks": a Monk
    if keyword[0].isupper() and keyword not in KEYWORDS and keyword.isalpha():
        return {"card": "yours", "type": "personality", "keyword": keyword, **side}
    raise Unread


def _on(who: str, card: CardDef) -> str:
    """Whose effects a negation names: ``self``, ``host`` or ``subject``."""
    attachment = card.type.value in _ATTACHMENTS
    if attachment and who in ("this Personality", "this Personality's"):
        return "host"
    if who in _SUBJECT_WORDS:
        return "subject"
    base = who[:-2] if who.endswith("'s") else who
    if base in names(card):
        return "self"
    raise Unread


def _negation(body: str, card: CardDef) -> dict[str, Any]:
    if _ALL.match(body):
        return {"op": "negate_action"}
    m = _ON.match(body)
    if m is not None:
        return {"op": "negate_action", "on": _on(m["who"], card)}
    m = _SOME.match(body)
    if m is None:
        m = _OF.match(body)
        if m is None:
            raise Unread
        return {"op": "negate_action", "on": _on(m["who"] + "'s", card),
                "what": [_KINDS[m["what"]]]}
    what = [_KINDS[m["what"]]] + ([_KINDS[m["what2"]]] if m["what2"] else [])
    return {"op": "negate_action", "on": _on(m["who"], card), "what": what}


def _redirect(body: str, card: CardDef, named_last: bool = False) -> dict[str, Any]:
    """"The action targets <this card> instead, if legal" ("him" when the clause before named
    this card last: "bow Sansesuke: The action targets him instead" [CE › PRONOUNS])."""
    m = _INSTEAD.match(body)
    if m is None or not (m["to"] in names(card) or (named_last and m["to"] in (
            "him", "her", "it"))):
        raise Unread
    return {"op": "redirect_target", "to": "self"}


_GOLD = re.compile(r"^pay (?P<n>\d) Gold$")
_HOST_IS = re.compile(r"^if this (?:Shugenja|Personality) is (?P<kw>[A-Z][a-z]+)$")
_CONTROLS = re.compile(r"^if you control (?:a|an|any) (?P<what>.+)$")
#: Conditions read on the trigger: "if you control any Rings" (a card type spec the
#: ``controls`` check looks for among your cards in play).
_CONTROLLED = {"Ring": {"type": "ring"}, "Rings": {"type": "ring"}}
_BOTH = frozenset({"host_keyword"})


def _clause(text: str, card: CardDef, out: dict[str, Any]) -> bool:
    """Read one clause of the trigger's constraints that the action readers do not: ``pay N
    Gold`` (``out["gold"]``) or an ``if`` condition of the Reaction (``out["condition"]``:
    checked when it is taken [CE › CONDITIONS]); False when it is neither."""
    cond = out.setdefault("condition", {})  # the caller drops it when it stays empty
    if g := _GOLD.match(text):
        if "gold" in out:
            raise Unread
        out["gold"] = int(g["n"])
        return True
    if g := _HOST_IS.match(text):  # "if this Shugenja is Earth": the bearer's keyword
        if card.type.value not in _ATTACHMENTS or g["kw"] not in KEYWORDS or _BOTH & set(cond):
            raise Unread
        cond["host_keyword"] = g["kw"]
        return True
    if g := _CONTROLS.match(text):
        if g["what"] not in _CONTROLLED or "controls" in cond:
            raise Unread
        cond["controls"] = dict(_CONTROLLED[g["what"]])
        return True
    if text.startswith("if "):
        raise Unread
    return False


def _split(sep: str, rest: str, card: CardDef, extra: dict[str, Any]) -> tuple[str, str]:
    """The constraints block (clauses the action readers read) and the body after the
    trigger clause; the trigger's own clauses (Gold, conditions) go into ``extra``."""
    if sep == ":":  # "After ... targets X: <body>"
        if ": " in rest:
            raise Unread
        return "", rest
    block, colon, body = rest.partition(": ")
    if colon:  # "After ... targets X, <constraints>: <body>"
        kept = [c for c in block.split(", ") if not _clause(c, card, extra)]
        return ", ".join(kept), body
    parts = rest.split(", ")  # "After ... targets X, [if ..., ]<body>"
    while len(parts) > 1 and _clause(parts[0], card, extra):
        parts.pop(0)
    return "", ", ".join(parts)


def _effect(event: str, body: str, card: CardDef, block: str = ""
            ) -> dict[str, Any] | None:
    """The negation or redirection the body is, or None for another effect."""
    if event == "would_target":
        return _redirect(body, card, bool(block) and block.split(" ")[-1] in names(card))
    try:
        return _negation(body, card)
    except Unread:
        if re.match(r"^[Nn]egate ", body):
            raise
        return None


@registry.line(14)
def targeted_reaction(line: str, card: CardDef) -> dict[str, Any]:
    """"Reaction: After another player's action targets <card>: Negate ..." (see above)."""
    m = _LINE.match(line)
    if m is None:
        raise Unread
    verb = m["verb"] or m["verb2"]
    when = (m["when"] or m["lwhen"]).capitalize()
    if (when == "When") != (verb == "would target"):
        raise Unread
    event = "targeted" if when == "After" else "would_target"
    trigger: dict[str, Any] = {"event": event, **_subject(m["subj"], card)}
    at, where = (m["at0"], m["where0"]) if m["at0"] else (m["at"], m["where"])
    if at:  # "at <this card>'s location / battlefield"
        if at not in names(card) or card.type.value != "personality" or (
                m["at0"] and m["at"]):
            raise Unread
        trigger["here"] = "battlefield" if where == "battlefield" else True
    if m["whose"] == "another player's" or m["player"]:
        trigger["by"] = "other"  # "another player targets X with an action": his action
    if m["kw"]:
        kw = m["kw"]
        if kw == "Ranged Attack":
            trigger["action"] = "ranged_attack"
        elif kw == "Fear":
            trigger["action"] = "fear"
        elif kw != "Battle" and kw not in KEYWORDS:
            raise Unread
        else:
            trigger["action"] = kw.lower()
    record: dict[str, Any] = {"timing": "reaction", "trigger": trigger}
    if m["twice"]:  # a usage limit of two per turn (cardtext/use_limits.py)
        record["per_turn"] = 2
    cost = read_head(m["kws"], m["costs"], card, record)
    if record.get("repeatable") and m["twice"]:
        raise Unread
    extra: dict[str, Any] = {}
    block, body = _split(m["sep"], m["rest"], card, extra)
    condition = extra.pop("condition", None)
    if condition:
        record["condition"] = condition
    if "gold" in extra:  # "..., pay N Gold:" in the constraints block
        if "gold" in cost:
            raise Unread
        cost["gold"] = extra["gold"]
    effect = _effect(event, body, card, block)
    if effect is None:  # another effect: read as an action's body; "him" = this card
        subject = {"self": "self", "host": "host"}.get(trigger["card"])
        if subject is None:
            raise Unread  # a pronoun would name the targeted card: no record says it
        read_body((block + ": " if block else "") + capital(body), card, record, cost,
                  subject=subject)
        if record.get("targets") and event == "targeted":
            raise Unread  # a Reaction's own targeting opens no window (targeted.py)
        return record
    if block:
        reader = Reader(names(card), card.type.value in _ATTACHMENTS)
        reader.kind = card.type.value
        reader.constraints(block)
        if reader.effects or set(reader.cost) & set(cost):
            raise Unread
        chosen = [t for t in reader.targets if t.get("choose")]
        paid = {*reader.cost.get("bow_targets", ()), *reader.cost.get("discard_targets", ())}
        if len(chosen) != len(reader.targets) or paid != set(range(len(chosen))):
            raise Unread  # only cards chosen to pay a cost ("bow X or one of his Spells",
            # "discard a card": hand_costs.py)
        if chosen:
            record["targets"] = chosen
        cost.update(reader.cost)
    if cost:
        record["cost"] = cost
    record["effects"] = [effect]
    return record

