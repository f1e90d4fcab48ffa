"""Conditions on continuous traits: "Produce 2 Gold, or 3 Gold if you are a Lion Clan player",
"Kota has +2F while he has a Spell", "While this Shugenja is Fire, he has +1F".

An ongoing record (``ongoing.py``) may carry an ``if`` object: the trait's effect applies only
while it holds, and turns on and off as the game changes ("an effect that applies if or while
something is in a given state ... can turn on and off as the thing fluctuates between states"
[CE › REMAIN]; a continuous trait is "always on" while its card is in play [CE › TRAITS]).
The condition is checked every time the engine computes the effect, from the view of the
trait's card: "you" is its controller [CE › CARD CONTROL].

Forms (a subset of ``effect_conditions.py`` that reads the state only, never a computed stat,
so a stat bonus never depends on a stat)::

    {"player": "you", "clan": "Lion"}          # you are a Lion Clan player
    {"player": "you", "your_turn": false}      # it is not your turn
    {"player": "you", "reconnaissance": true}  # you have Reconnaissance (at the current
                                               # battlefield: ``reconnaissance.py``)
    {"card": "self", "has": {"type": "spell"}} # the card has an attached Spell
    {"card": "host", "keyword": "Fire"}        # this Shugenja (the Spell's bearer) is Fire
    {"card": "host", "side": "defending"}      # ... and defending (his unit at a battlefield)
    {"player": "others", "controls": {"type": "personality", "dishonorable": true}}
                                               # another player controls a dishonorable
    {"any": [...]}, {"all": [...]}, {"not": {...}}   # Personality (in play)
    {"player": "you", "controls": {"keyword": "Market"}}   # you control a Market
    {"player": "you", "controls": {"title": "Kakita Daitsu"}}  # ... a card with that title
    {"player": "you", "controls": {"keyword": "Geisha House", "at_least": 2, "other": true}}
                                               # two or more other Geisha Houses (core)
    {"player": "you", "favor": true}            # you control the Imperial Favor
    {"player": "others", "clan": "Crane"}       # another player is a Crane Clan player
    {"player": "you", "fewer_provinces": true}  # Compassion: fewer Provinces than anyone else
    {"player": "you", "went_first": false}      # Courtesy: you did not go first
    {"player": "you", "defender": true}         # you are the Defender of the attack
    {"card": "host", "clan": "Crane"}           # he is Crane Clan (the card's clans)
    {"card": "self", "opposed": false}          # he is unopposed
    {"card": "self", "at_current": true}        # "while Jahan is at the current battlefield"

``controls`` (your cards or another player's) filters ``type``, ``keyword``, ``title`` (the
card's title, or a title it was printed with: its base title) and ``dishonorable``, and your
own may count (``at_least``) and leave the trait's card out (``other``); a player
"controls" the cards he has in play [CE › CARD CONTROL]. ``opposed``: the card's unit is at
a battlefield with one or more units on the other side [CE › OPPOSED] (a card at home is
neither opposed nor "unopposed": ``false`` asks for a unit at a battlefield without enemy
units there).

``has`` names an attachment ``type`` (follower, item, spell) and/or ``keyword`` ("a Weapon").
``{"card": "self", "terrain_here": true}``: "while you control a Terrain at its battlefield":
the card is in a unit at a battlefield whose Terrain the trait's player controls (a Terrain is
played at a battlefield and stays there, in no side [CE › TERRAIN]; its controller is the
player who played it [CE › CARD CONTROL]).
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.cardtext import reconnaissance
from l5r_desktop.games.ccg.model import moves
from l5r_desktop.games.ccg.model.state import CardState, GameState

PLAYER_TESTS = ("clan", "your_turn", "reconnaissance", "controls", "favor", "fewer_provinces",
                "went_first", "defender")
CARD_TESTS = ("keyword", "has", "terrain_here", "side", "clan", "opposed", "at_current")
_HAS_TYPES = ("follower", "item", "spell")
_CONTROLS = ("type", "keyword", "dishonorable", "title")
_COUNTING = ("at_least", "other")  # your own cards only (core lane)
_CONTROL_TYPES = ("personality", "follower", "item", "spell", "holding")


def problems(cond: Any) -> list[str]:
    """Problems with a trait's ``if`` object (empty: the engine can check it)."""
    if not isinstance(cond, dict) or not cond:
        return ["a trait's if must be a non-empty object"]
    if "not" in cond:
        return ["if.not must be the only key"] if len(cond) != 1 else problems(cond["not"])
    for key in ("any", "all"):
        if key in cond:
            subs = cond[key]
            if len(cond) != 1 or not isinstance(subs, list) or not subs:
                return [f"if.{key} must be the only key and list conditions"]
            return [p for s in subs for p in problems(s)]
    if cond.get("player") == "you":
        if len(cond) == 1 or any(k not in ("player", *PLAYER_TESTS) for k in cond):
            return [f"a trait's player tests are among {', '.join(PLAYER_TESTS)}"]
        if "clan" in cond and not isinstance(cond["clan"], str):
            return ["if.clan names a clan"]
        if "your_turn" in cond and not isinstance(cond["your_turn"], bool):
            return ["if.your_turn is true or false"]
        if "reconnaissance" in cond and cond["reconnaissance"] is not True:
            return ["if.reconnaissance is true"]
        if "favor" in cond and cond["favor"] is not True:
            return ["if.favor is true"]
        if "fewer_provinces" in cond and cond["fewer_provinces"] is not True:
            return ["if.fewer_provinces is true"]
        if "went_first" in cond and not isinstance(cond["went_first"], bool):
            return ["if.went_first is true or false"]
        if "defender" in cond and not isinstance(cond["defender"], bool):
            return ["if.defender is true or false"]
        if "controls" in cond:
            return _controls_problems(cond["controls"], yours=True)
        return []
    if cond.get("card") in ("self", "host"):
        if len(cond) == 1 or any(k not in ("card", *CARD_TESTS) for k in cond):
            return [f"a trait's card tests are among {', '.join(CARD_TESTS)}"]
        has = cond.get("has", {"type": "item"})
        if not isinstance(has, dict) or not has or any(k not in ("type", "keyword")
                                                       for k in has) \
                or has.get("type", "item") not in _HAS_TYPES:
            return ["if.has is {type: follower|item|spell, keyword}"]
        if "keyword" in cond and not isinstance(cond["keyword"], str):
            return ["if.keyword names a keyword"]
        if cond.get("terrain_here", True) is not True:
            return ["if.terrain_here is true"]
        if "side" in cond and cond["side"] not in ("attacking", "defending"):
            return ["if.side is attacking or defending"]
        if "clan" in cond and not isinstance(cond["clan"], str):
            return ["if.clan names a clan"]
        if "opposed" in cond and not isinstance(cond["opposed"], bool):
            return ["if.opposed is true or false"]
        if "at_current" in cond and not isinstance(cond["at_current"], bool):
            return ["if.at_current is true or false"]
        return []
    if cond.get("player") == "others":
        if set(cond) == {"player", "clan"}:
            return [] if isinstance(cond["clan"], str) else ["if.clan names a clan"]
        if set(cond) != {"player", "controls"}:
            return ["another player's test is controls or clan"]
        return _controls_problems(cond["controls"])
    return ["a trait's if names the card (self or host), the player (you, others), any, all "
            "or not"]


def _controls_problems(ctl: Any, yours: bool = False) -> list[str]:
    keys = (*_CONTROLS, *_COUNTING) if yours else _CONTROLS
    least = ctl.get("at_least", 1) if isinstance(ctl, dict) else 0
    if isinstance(ctl, dict) and yours and (
            not isinstance(ctl.get("other", False), bool)
            or not (isinstance(least, int) and not isinstance(least, bool) and least >= 1)):
        return ["if.controls at_least is a count of 1 or more, other is true or false"]
    if not isinstance(ctl, dict) or not ctl or any(k not in keys for k in ctl) or \
            ctl.get("type", "personality") not in _CONTROL_TYPES or \
            not isinstance(ctl.get("keyword", ""), str) or \
            not isinstance(ctl.get("title", "-"), str) or ctl.get("title") == "" or \
            not isinstance(ctl.get("dishonorable", False), bool):
        return ["if.controls is {type, keyword, title, dishonorable}"]
    return []


def holds(state: GameState, src: CardState, cond: dict[str, Any], *,
          you: int | None = None) -> bool:
    """Is ``cond`` true now for the trait on ``src``? ``you``: the player the trait speaks
    for (default: the card's controller; the player bringing it into play for a card out of
    play)."""
    if "not" in cond:
        return not holds(state, src, cond["not"], you=you)
    if "any" in cond:
        return any(holds(state, src, c, you=you) for c in cond["any"])
    if "all" in cond:
        return all(holds(state, src, c, you=you) for c in cond["all"])
    if "card" in cond:
        cid = src.id if cond["card"] == "self" else src.attached_to
        card = state.cards.get(cid) if cid else None
        if card is None:
            return False
        if "keyword" in cond and not card.definition.has_keyword(cond["keyword"]):
            return False
        if cond.get("terrain_here") and not _terrain_here(
                state, card, src.controller if you is None else you):
            return False
        if "side" in cond and _side(state, card) != cond["side"]:
            return False
        if "clan" in cond and cond["clan"] not in card.definition.clans:
            return False
        if "opposed" in cond and _opposed(state, card) is not cond["opposed"]:
            return False
        if "at_current" in cond and _at_current(state, card) is not cond["at_current"]:
            return False
        has = cond.get("has")
        return has is None or any(_fits(state.cards[a], has) for a in card.attachments)
    if you is None:
        you = src.controller
    if cond.get("player") == "others":  # "while another player controls a ..." / "is X Clan"
        if "clan" in cond:
            return any(state.players[p].clan == cond["clan"]
                       for p in range(len(state.players)) if p != you)
        return any(_controls(state, p, cond["controls"])
                   for p in range(len(state.players)) if p != you)
    if "controls" in cond and not _controls(state, you, cond["controls"], src.id):
        return False
    if cond.get("favor") and not state.players[you].favor:
        return False
    if "went_first" in cond and (state.first_player == you) != cond["went_first"]:
        return False
    if "defender" in cond and (state.attack is not None
                               and state.attack.defender == you) != cond["defender"]:
        return False  # you are the Defender of the attack under way [CE › ATTACK PHASE]
    if cond.get("fewer_provinces"):  # fewer Provinces than each other player [CE › PROVINCES]
        mine = len(state.players[you].provinces)
        if not all(mine < len(state.players[o].provinces) for o in state.opponents(you)):
            return False
    if "clan" in cond and state.players[you].clan != cond["clan"]:
        return False
    if "reconnaissance" in cond and not reconnaissance.has_reconnaissance(state, you):
        return False
    return not ("your_turn" in cond and (state.active == you) != cond["your_turn"])


def _terrain_here(state: GameState, card: CardState, you: int) -> bool:
    """Is the card at a battlefield whose Terrain ``you`` control?"""
    att = state.attack
    if att is None or card.battlefield is None or not card.zone.in_play or \
            not 0 <= card.battlefield < len(att.battlefields):
        return False
    terrain = att.battlefields[card.battlefield].terrain
    return terrain is not None and state.cards[terrain].controller == you


def _side(state: GameState, card: CardState) -> str | None:
    """``attacking`` / ``defending`` while the card's unit is at a battlefield on that side
    [CE › ATTACKING AND DEFENDING]."""
    att = state.attack
    head = state.cards[card.attached_to] if card.attached_to else card
    if att is None or head.battlefield is None or head.battlefield >= len(att.battlefields):
        return None
    bf = att.battlefields[head.battlefield]
    return "attacking" if head.id in bf.attacking else \
        "defending" if head.id in bf.defending else None


def _at_current(state: GameState, card: CardState) -> bool:
    """Is the card's unit at the current battlefield [CE › BATTLES]?"""
    att = state.attack
    head = state.cards[card.attached_to] if card.attached_to else card
    return att is not None and att.current is not None and head.zone.in_play and \
        head.battlefield == att.current and _side(state, card) is not None


def _opposed(state: GameState, card: CardState) -> bool | None:
    """True while the card's unit is at a battlefield with units on the other side, False at
    a battlefield without them, None at home [CE › OPPOSED]."""
    side = _side(state, card)
    if side is None:
        return None
    head = state.cards[card.attached_to] if card.attached_to else card
    assert state.attack is not None and head.battlefield is not None
    bf = state.attack.battlefields[head.battlefield]
    return bool(bf.defending if side == "attacking" else bf.attacking)


def _controls(state: GameState, player: int, ctl: dict[str, Any], src: str = "") -> bool:
    """Does ``player`` control a card in play that fits ``ctl`` [CE › CARD CONTROL] (``at_least``
    of them; ``other``: not ``src``, the trait's card)?"""
    need = ctl.get("at_least", 1)
    other = ctl.get("other", False)
    for cid in moves.in_play_cards(state, player):
        if other and cid == src:
            continue
        d = state.cards[cid].definition
        if "type" in ctl and d.type.value != ctl["type"]:
            continue
        if "keyword" in ctl and not d.has_keyword(ctl["keyword"]):
            continue
        if "dishonorable" in ctl and state.cards[cid].dishonored != ctl["dishonorable"]:
            continue
        if "title" in ctl and ctl["title"] not in (d.title, d.base_title):
            continue
        need -= 1
        if need <= 0:
            return True
    return False


def _fits(att: CardState, has: dict[str, Any]) -> bool:
    d = att.definition
    if "type" in has and d.type.value != has["type"]:
        return False
    return "keyword" not in has or d.has_keyword(has["keyword"])
