"""Constraint clauses and color text of actions on cards in play (issue 17, core lane):

- "If it is not your turn" / "If it is another player's turn" / "If it is your turn" in the
  constraints block → the ability condition ``your_turn`` (``ability_conditions.py``),
  checked when the action is announced [CE › TAKING ACTIONS › A]: "A restriction uses 'if'
  and comes before the cost" [CE › COSTS › Conditional costs];
- "If you control a <spec>" → the ability condition ``controls`` (a card in play of yours that
  fits the spec);
- "give this Personality -1C" (or "give <its name> -2C") among the costs → the cost ``stat``
  (``costs.py``: the stat must change by the full amount [CE › COSTS › Costs and changes]);
- "Remove it from the game." → ``remove_from_game`` (``cardtext/removal.py``);
- color text: a sentence whose subject is the card's own name and whose other words are no
  rules term ("Kenzo sings of the old wars.") has no effect [CE › COLOR TEXT]: "text in the
  body of a card's traits or abilities that uses terms with no rules definition or
  implication". A sentence with any word of :data:`RULES_WORDS` is not color text.
"""

from __future__ import annotations

import re

from l5r_desktop.carddb.ccgtext import registry
from l5r_desktop.carddb.ccgtext.reader import Reader
from l5r_desktop.carddb.ccgtext.registry import Unread
from l5r_desktop.carddb.ccgtext.words import spec

_TURN = {"not your turn": False, "another player's turn": False, "your turn": True}
#: Words with a rules meaning: a sentence holding one is never read as color text.
RULES_WORDS = frozenset((
    "bow", "bows", "bowed", "straighten", "straightens", "destroy", "destroys", "destroyed",
    "move", "moves", "moved", "home", "battlefield", "target", "targets", "gain", "gains",
    "lose", "loses", "honor", "force", "chi", "draw", "draws", "discard", "discards", "give",
    "gives", "attach", "attaches", "bring", "brings", "play", "remove", "removes", "challenge",
    "challenges", "duel", "duels", "dishonor", "dishonors", "negate", "negates", "gold",
    "put", "puts", "recruit", "produce", "attack", "attacks", "assign", "card", "cards",
    "token", "tokens", "dead", "die", "dies", "kill", "kills", "province", "provinces",
    "deck", "hand", "copy", "copies", "control", "controls", "unit", "army", "may", "must",
    "cannot", "not", "each", "all", "turn", "phase", "battle", "action", "actions", "favor",
    "strength", "keyword", "ability", "abilities", "personality", "follower", "item",
    "spell", "holding", "ring", "stronghold", "player", "players", "enemy", "opposing",
    "clan", "if", "unless", "instead", "until", "after", "before", "when"))


@registry.constraint(3, r"^If it is (?P<whose>not your turn|another player's turn|your turn)$")
def _if_turn(r: Reader, m: re.Match[str]) -> None:
    cond = r.flags.setdefault("condition", {})
    if "your_turn" in cond:
        raise Unread
    cond["your_turn"] = _TURN[m["whose"]]


@registry.constraint(3, r"^If you control (?:a|an|any) (?P<spec>[^,:]+)$")
def _if_you_control(r: Reader, m: re.Match[str]) -> None:
    try:
        found = spec(m["spec"], "a")
    except Unread:  # "a Ninja": a card of any type with that keyword
        if not re.fullmatch(r"[A-Z][a-z]+", m["spec"]):
            raise
        found = spec(f"{m['spec']} card", "a")
    cond = r.flags.setdefault("condition", {})
    if found.get("controller") or found.get("performer") or "controls" in cond \
            or found.get("type") == "ranged":
        raise Unread
    cond["controls"] = found


@registry.constraint(33, r"^[Gg]ive (?P<who>.+?) -(?P<n>\d+)(?P<s>[FC])$")
def _stat_cost(r: Reader, m: re.Match[str]) -> None:
    """"give this Personality -1C" as a cost: the card itself or the Personality carrying
    it."""
    who = r.ref(m["who"])
    if who not in ("self", "host") or "stat" in r.cost or int(m["n"]) == 0:
        raise Unread
    if who == "self" and r.kind not in ("personality", "follower"):
        raise Unread  # a stat of a card that has none (a Holding's Chi)
    r.cost["stat"] = {"card": who, "stat": "chi" if m["s"] == "C" else "force",
                      "amount": -int(m["n"])}


@registry.sentence(5, r"^(?P<who>[A-Z][a-z]+(?: [A-Z][a-z]+)?) (?P<rest>[a-z][a-z' ]*"
                      r"(?: the [A-Z][a-z]+)?)$", indexed=False)
def _color_text(r: Reader, m: re.Match[str]) -> bool | None:
    """The card's name, then words without rules terms: no effect [CE › COLOR TEXT]."""
    if m["who"] not in getattr(r, "names", ()):  # not the card's own name
        return False
    words = re.findall(r"[A-Za-z']+", m["rest"].lower())
    if not words or any(w in RULES_WORDS or w.endswith("'s") for w in words):
        return False
    return None


@registry.sentence(250, r"^Remove (?P<who>it|him|her|the target|the targeted (?:card|Personality)|"
                        r"this (?:card|Item|Follower|Spell|Holding)) from the game$")
def _remove_from_game(r: Reader, m: re.Match[str]) -> None:
    """"Remove it from the game." → ``remove_from_game`` (``cardtext/removal.py``)
    [CE › AREAS OF THE GAME › OUTSIDE THE GAME]."""
    who = m["who"]
    ref = "self" if who.startswith("this ") else r.ref(who)
    if ref == "host" or (isinstance(ref, int) and r.targets[ref].get("type") == "ranged"):
        raise Unread
    if ref == "self" and who != "this card" and who[5:].lower() != r.kind:
        raise Unread  # "this Item" on a card that is no Item
    r.effects.append({"op": "remove_from_game", "target": ref})


@registry.constraint(3, r"^Twice per turn$")
def _twice_per_turn(r: Reader, m: re.Match[str]) -> None:
    """"Twice per turn" in the constraints block: the usage limit ``per_turn`` 2
    (``cardtext/use_limits.py``; "abilities can be used only once per turn, unless a
    different usage limit is stated" [CE › TAKING ACTIONS FROM ABILITIES])."""
    if "per_turn" in r.flags:
        raise Unread
    r.flags["per_turn"] = 2


@registry.constraint(36, r"^[Bb]ow one of your (?P<a>[A-Z][a-z]+)s(?: or (?P<b>[A-Z][a-z]+)s)?$")
def _bow_one_of_yours(r: Reader, m: re.Match[str]) -> None:
    """"bow one of your Forests or Pearls": an unbowed card of yours with one of those
    keywords, chosen (not targeted) and bowed as the cost (``bow_targets``); no pronoun of the
    effects names it."""
    kws = [k for k in (m["a"], m["b"]) if k]
    if any(k in ("Personalitie", "Follower", "Holding", "Item", "Spell", "Card") for k in kws):
        raise Unread  # a card type, not a keyword: read by the targeting templates
    spec: dict[str, object] = {"controller": "you", "bowed": False, "choose": True}
    if len(kws) == 1:
        spec.update(type="card", keyword=kws[0])
    else:
        spec["any_of"] = [{"type": "card", "keyword": k} for k in kws]
    r.targets.append(spec)
    t = len(r.targets) - 1
    r.cost_only.add(t)
    r.cost.setdefault("bow_targets", []).append(t)


#: Keywords the engine plays when a card has them (Naval's first Battle action, Cavalry's
#: maneuvers, Elite's Force while bowed: ``keywords/battle.py``): given for the turn by "Give
#: him Naval".
TURN_KEYWORDS = ("Naval", "Cavalry", "Elite")


@registry.sentence(236, r"^Give (?P<who>.+?) (?P<kw>Naval|Cavalry|Elite)$")
def _give_keyword(r: Reader, m: re.Match[str]) -> None:
    """"Give your target Personality Naval." → ``give_keyword`` for the turn (an ongoing effect
    lasts until the end of the turn [CE › DURATION OF EFFECTS], ``cardtext/given.py``)."""
    who = r.target_or_ref(m["who"])
    if who == "host" or (isinstance(who, int) and r.targets[who].get("type") != "personality"):
        raise Unread
    r.effects.append({"op": "give_keyword", "target": who, "keyword": m["kw"],
                      "duration": "turn"})
