"""Bringing a Personality or Holding into play as an effect, from a discard pile or a province:
"Target a Personality in any player's discard pile: Bring him into play (under your control),
paying all costs, but paying 4 less Gold if the Personality is Nonhuman.", "Bring him into play
ignoring costs and Honor Requirements. Remove him from the game when the turn ends."

Effect::

    {"op": "bring_into_play", "target": 0}            # paying all costs
    {"op": "bring_into_play", "target": 0, "less": 4, "less_if": {"keyword": "Nonhuman"}}
    {"op": "bring_into_play", "target": 0, "costs": "ignore", "ignore_hr": true,
     "turn_end": "remove_from_game"}
    {"op": "bring_into_play", "target": "self", "less": 2, "turn_end": "dynasty_deck_top"}

The sequence of bringing a Personality into play [CE › PERSONALITY] (a Holding's
[CE › HOLDING] has no step B): **B.** the Honor Requirement and the other
restrictions on its entering play (Unique, Singular, Loyal: ``economy.unique_blocked`` /
``loyal_blocked``) are checked; "If these conditions are not met, the Personality card returns
to where it came from" (a note, nothing else happens). ``ignore_hr``: true ("ignoring ...
Honor Requirements"), or a test of the card (``{"keyword": K}``, ``{"clan": C}``: ignored if he
is of that Clan; ignoring a restriction only helps the player, so it is taken whenever the
test holds). **C.** the player pays its Gold cost
("paying all costs": its Gold Cost, less its own traits' discounts as on a Recruit,
``gold_traits.entry_discount``, less ``less`` Gold when ``less_if`` holds, a test of the
card as above); ``costs: ignore`` pays nothing ("An effect that ignores a cost removes the
need to pay that particular cost" [CE › COSTS]). The Clan discount, the Honor Requirement for
Gold and the Honor gain of the Dynasty Phase "do not apply to Personalities brought into play
outside the player's own Dynasty Phase" [CE › DYNASTY PHASE]: an action never has them.
**D.** it enters play unbowed, at its player's home, under his control ("under your
control"; its owner unchanged [CE › CARD OWNERSHIP]); a province it left is refilled
[CE › PROVINCES].

A card no longer in a discard pile (or, from a province, no longer face-up there) when the
effect resolves stays where it is (a note). The Good Faith Rule: "If the action involves
putting one or more cards into play as a non-optional effect, the player must be able to
bring those cards into play legally ... This includes being able to pay any costs"
[CE › TAKING ACTIONS › A]: :func:`legal_sets` keeps only the targets he could bring in.

``turn_end`` (delayed, [CE › DELAYED EFFECTS]; ``delayed.TURN_END``, applied after the End
Phase): ``remove_from_game`` ("Remove him from the game when the turn ends") or
``dynasty_deck_top`` (back on top of his owner's Dynasty deck before the turn ends), on the card
while it is still in play (a card that left play since is no longer the one the effect
named, as ``delayed.py`` treats any delayed effect on a card).

``{"op": "to_deck_top", "target": "self"}``: a card in play put on top of its owner's deck
(see :func:`_deck_top`).

Where and for how much (lane cards, 27 Nov afternoon):

- ``at``: ``"battlefield"`` ("Bring him into play at the current battlefield"): the
  Personality enters play as a unit of its own in his player's side of the current
  battlefield (his army there [CE › ARMY]); entering play there is no movement, so the
  Second-Battle Rule does not stop it, and such an effect gives no Presence ("This Exception
  does not apply to effects that ... cause a unit to enter play at the current battlefield"
  [CE › BATTLES › B. COMBAT SEGMENT]). A target index ("at this Shugenja's location", the
  Shugenja chosen with the targets): he enters play at that card's location, on its side of
  its battlefield or at home [CE › LOCATIONS]. With no such battlefield (no battle, a player
  outside it, the card gone from play) he enters play at home.
- ``less_from``: ``{"card": <target index>, "stat": "gold_cost"}``: the Gold Cost paid is
  reduced by that card's current Gold Cost, read as the effect resolves ("reducing his Gold
  cost to enter play by the performer's Gold Cost"; a card destroyed as a cost is read in
  its discard pile, its printed value) [CE › GOLD COST], [CE › REDUCE/INCREASE].
- ``refill``: ``"face_up"`` ("Refill the province face-up"): the province the Personality
  left is refilled with the top card of its owner's Dynasty deck face up instead of face
  down [CE › AREAS OF THE GAME › PROVINCES] ("... it is refilled with a face-down Dynasty
  card ..., unless something else has refilled it").
- ``recruit``: true when the card says "Recruit her": bringing a face-up Personality into
  play from a province paying its Gold cost is recruiting him [CE › DYNASTY PHASE] (outside
  the player's own Dynasty Phase without its Clan discount and Honor options), so his
  entering play is the ``recruited`` trigger ("after you Recruit ..." answers it,
  ``trigger_events.py``).
- ``less_when``: an ability condition (``ability_conditions.CHECKS``) for ``less``: "reducing
  her Gold Cost by 2 if there are more units on the enemy side of the current battle than on
  your side" is ``"less": 2, "less_when": {"fewer_units_here": true}``, checked as the effect
  resolves (and for the Good Faith Rule when it is announced).
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.core.errors import IllegalActionError
from l5r_desktop.games.ccg import economy
from l5r_desktop.games.ccg.attack import armies
from l5r_desktop.games.ccg.cardtext import (
    ability_conditions,
    delayed,
    effects,
    gold_traits,
    locations,
    self_restrictions,
)
from l5r_desktop.games.ccg.cardtext.effect_card import effect_card
from l5r_desktop.games.ccg.events import CardEnteredPlay, CardRevealed, Event, Note
from l5r_desktop.games.ccg.model import moves, stats
from l5r_desktop.games.ccg.model.cards import CardDef, CardType
from l5r_desktop.games.ccg.model.ids import Zone
from l5r_desktop.games.ccg.model.state import CardState, GameState

#: The effect ops this module resolves.
OPS = ("bring_into_play", "to_deck_top")
#: ``abilities.run_list`` passes the action's targets to :func:`apply`.
WITH_TARGETS = True
#: What ``turn_end`` may do to the card before the turn ends.
TURN_END = ("remove_from_game", "dynasty_deck_top")
_KEYS = ("op", "target", "costs", "less", "less_if", "ignore_hr", "turn_end", "if", "at",
         "less_from", "less_when", "refill", "recruit")
#: ``at`` other than a target index.
AT_BATTLEFIELD = "battlefield"
_TESTS = ("keyword", "clan")
_PILES = (Zone.DYNASTY_DISCARD, Zone.HONORABLY_DEAD, Zone.DISHONORABLY_DEAD)
_Z_HOME = Zone.HOME
_Z_PROVINCE = Zone.PROVINCE
_TYPES = (CardType.PERSONALITY, CardType.HOLDING)
_T_PERSONALITY = CardType.PERSONALITY


def _test_problems(test: Any, what: str) -> list[str]:
    if not isinstance(test, dict) or len(test) != 1 or next(iter(test)) not in _TESTS or \
            not isinstance(next(iter(test.values())), str):
        return [f"{what} is a test of the card: {{keyword: K}} or {{clan: C}}"]
    return []


def problems(effect: dict[str, Any]) -> list[str]:
    """Problems with one ``bring_into_play`` or ``to_deck_top`` effect."""
    out: list[str] = []
    t = effect.get("target")
    if effect.get("op") == "to_deck_top":
        return [] if (t == "self" or (isinstance(t, int) and not isinstance(t, bool))) and \
            set(effect) <= {"op", "target", "if"} else [
            "to_deck_top puts a target or the card itself on its deck (target: index or self)"]
    if t != "self" and (not isinstance(t, int) or isinstance(t, bool)):
        out.append("bring_into_play brings a target or the card itself (target: index or self)")
    if any(k not in _KEYS for k in effect):
        out.append(f"bring_into_play's keys are among {', '.join(_KEYS)}")
    if effect.get("costs", "pay") not in ("pay", "ignore"):
        out.append("costs is pay (paying all costs) or ignore")
    less = effect.get("less", 1)
    if not isinstance(less, int) or isinstance(less, bool) or less < 1 or (
            "less" in effect and effect.get("costs") == "ignore"):
        out.append("less is a positive number of Gold, with costs paid")
    if "less_if" in effect:
        out += _test_problems(effect["less_if"], "less_if") if "less" in effect else [
            "less_if needs less"]
    hr = effect.get("ignore_hr", True)
    if hr is not True:
        out += _test_problems(hr, "ignore_hr (or true)")
    if effect.get("turn_end", TURN_END[0]) not in TURN_END:
        out.append(f"turn_end is one of {', '.join(TURN_END)}")
    return out + _place_problems(effect)


def _index(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool) and v >= 0


def _place_problems(effect: dict[str, Any]) -> list[str]:
    """Problems with ``at``, ``less_from`` and ``less_when``."""
    out: list[str] = []
    at = effect.get("at", AT_BATTLEFIELD)
    if at != AT_BATTLEFIELD and not _index(at):
        out.append("at is battlefield or a target index (that card's location)")
    src = effect.get("less_from")
    if src is not None and (not isinstance(src, dict) or set(src) != {"card", "stat"}
                            or not _index(src.get("card")) or src.get("stat") != "gold_cost"):
        out.append("less_from is {card: <target index>, stat: gold_cost}")
    if effect.get("recruit", True) is not True:
        out.append("recruit is true or absent")
    if effect.get("refill", "face_up") != "face_up":
        out.append("refill is face_up")
    if ("less_from" in effect or "less_when" in effect) and effect.get("costs") == "ignore":
        out.append("less_from and less_when reduce a Gold cost that is paid")
    when = effect.get("less_when")
    if when is not None and ("less" not in effect or not isinstance(when, dict) or not when
                             or any(k not in ability_conditions.CHECKS for k in when)):
        out.append("less_when is an ability condition for less")
    return out


def _fits(d: CardDef, test: Any) -> bool:
    """Does the card (out of play: its printed keywords and Clan alignments) pass the test?"""
    if "keyword" in test:
        return d.has_keyword(test["keyword"])
    return test["clan"] in d.clans


def gold_to_pay(state: GameState, player: int, effect: dict[str, Any], cid: str,
                targets: tuple[str, ...] = ()) -> int:
    """The Gold the player pays to bring ``cid`` into play by this effect (step C)."""
    if effect.get("costs") == "ignore":
        return 0
    d = state.cards[cid].definition
    less = effect.get("less", 0)
    if "less_if" in effect and not _fits(d, effect["less_if"]):
        less = 0
    if "less_when" in effect and not ability_conditions.condition_ok(
            state, player, effect["less_when"]):
        less = 0
    src = effect.get("less_from")
    if src is not None:
        k = src["card"]
        if k < len(targets) and targets[k] in state.cards:
            less += stats.gold_cost(state, targets[k])
    return max(0, stats.gold_cost(state, cid)
               - gold_traits.entry_discount(state, player, cid) - less)


def restriction(state: GameState, player: int, effect: dict[str, Any], cid: str) -> str | None:
    """Why ``cid`` may not enter play for ``player`` by this effect (step B), or None."""
    c = state.cards[cid]
    d = c.definition
    if d.type not in _TYPES:
        return f"{c.title} is not a Personality or Holding"
    if economy.unique_blocked(state, player, d):
        return f"{c.title} is Unique (or Singular) and a copy is in play"
    if economy.loyal_blocked(state, player, d):
        return f"{c.title} is Loyal to another Clan"
    if self_restrictions.entry_barred(d, c.zone):
        return f"{c.title} will only enter play from a province"
    if d.type is not _T_PERSONALITY:
        return None
    hr = stats.honor_requirement(state, cid)
    ignore = effect.get("ignore_hr")
    if hr is None or state.players[player].family_honor >= hr or ignore is True or (
            isinstance(ignore, dict) and _fits(d, ignore)) or \
            gold_traits.ignores_honor_requirement(state, player, cid):
        return None
    return f"{c.title}'s Honor Requirement {hr} is above your Family Honor"


def _where_ok(c: CardState) -> bool:
    """Is the card still where the effect may take it from (a discard pile, or face-up in a
    province)?"""
    return c.zone in _PILES or (c.zone is _Z_PROVINCE and c.face_up)


def legal_sets(state: GameState, player: int, rec: dict[str, Any],
               sets: list[tuple[str, ...]]) -> list[tuple[str, ...]]:
    """The target tuples whose card the player could bring into play now (the Good Faith
    Rule, see above): its restrictions met and its Gold payable (:func:`self_ok` for the card
    itself)."""
    effs = [e for e in rec.get("effects") or () if isinstance(e, dict)
            and e.get("op") == "bring_into_play" and isinstance(e.get("target"), int)]
    if not effs:
        return sets
    gold = economy.available_gold(state, player)
    return [s for s in sets if not any(
        e["target"] < len(s) and (restriction(state, player, e, s[e["target"]]) is not None
                                  or gold_to_pay(state, player, e, s[e["target"]], s) > gold)
        for e in effs)]


def self_ok(state: GameState, player: int, card: CardState, rec: dict[str, Any]) -> bool:
    """Could the player bring the ability's own card into play by its effects now (the Good
    Faith Rule for an untargeted use: "Bring him into play, paying all costs")?"""
    gold = None
    for e in rec.get("effects") or ():
        if isinstance(e, dict) and e.get("op") == "bring_into_play" and e.get("target") == "self":
            if restriction(state, player, e, card.id) is not None:
                return False
            if gold is None:
                gold = economy.available_gold(state, player)
            if gold_to_pay(state, player, e, card.id) > gold:
                return False
    return True


def apply(state: GameState, player: int, card_id: str, effect: dict[str, Any],
          targets: tuple[str, ...]) -> list[Event]:
    """Resolve ``bring_into_play`` (see the module's docstring) or ``to_deck_top``."""
    if effect["op"] == "to_deck_top":
        return _deck_top(state, player, card_id, effect, targets)
    cid = effect_card(state, card_id, effect, targets)
    if not cid:
        return []
    c = state.cards[cid]
    if moves.in_play(state, c) or not _where_ok(c):
        return [Note((card_id, cid), text=f"{c.title} is no longer where it was: it does not "
                                         "enter play")]
    why = restriction(state, player, effect, cid)
    if why is not None:
        return [Note((card_id, cid), text=f"{why}: {c.title} does not enter play")]
    try:
        events = economy.pay(state, player, gold_to_pay(state, player, effect, cid, targets),
                             (), (cid,))
    except IllegalActionError as exc:
        return [Note((card_id, cid), text=f"{c.title} does not enter play: {exc}")]
    from_province = c.zone is _Z_PROVINCE
    index = c.province
    moves.move(state, cid, _Z_HOME, controller=player)
    c.bowed = False
    if "at" in effect:
        _place(state, player, cid, effect["at"], targets)
    how = "recruited" if effect.get("recruit") and from_province else \
        f"by {state.title(card_id)}"
    events.append(CardEnteredPlay((cid,), player=player, how=how))
    if from_province:
        events += moves.refill(state, c.owner)
        if effect.get("refill") == "face_up" and index is not None:
            events += _reveal(state, c.owner, index)
    end = effect.get("turn_end")
    if end is not None:  # on the card itself, "if" it is still in play (effect_conditions)
        op = "remove_from_game" if end == "remove_from_game" else "to_deck_top"
        state.delayed.append({"player": player, "card": cid, "when": delayed.TURN_END,
                              "effects": [{"op": op, "target": "self",
                                           "if": {"card": "self"}}]})
    return events


def _reveal(state: GameState, owner: int, index: int) -> list[Event]:
    """The card that refilled province ``index`` turned face up ("refill it face-up")."""
    provinces = state.players[owner].provinces
    occupant = provinces[index] if index < len(provinces) else None
    if occupant is None or state.cards[occupant].face_up:
        return []
    state.cards[occupant].face_up = True
    return [CardRevealed((occupant,), player=owner)]


def _place(state: GameState, player: int, cid: str, at: Any, targets: tuple[str, ...]) -> None:
    """Put the Personality just brought into play (at home) where ``at`` says: his own unit
    on his side of the current battlefield, or at the location of the target card (its side
    of its battlefield); home when there is no such battlefield (module docstring)."""
    att = state.attack
    if att is None:
        return
    if at == AT_BATTLEFIELD:
        side = armies.side_of(state, player)
        if side is None or att.current is None:
            return
        index, attacking = att.current, side == "attacking"
    else:
        ref = targets[at] if at < len(targets) else ""
        if ref not in state.cards or not state.cards[ref].in_play:
            return
        unit = locations.root(state, ref)
        if unit.battlefield is None or unit.battlefield >= len(att.battlefields):
            return
        index = unit.battlefield
        attacking = unit.id in att.battlefields[index].attacking
    armies.take_unit(state, cid)
    armies.place_unit(state, cid, index, attacking)


def _deck_top(state: GameState, player: int, card_id: str, effect: dict[str, Any],
              targets: tuple[str, ...]) -> list[Event]:
    """``to_deck_top``: the card in play goes on top of its owner's deck of its kind (a
    Personality on his Dynasty deck, face down),
    its attachments discarded as when any card leaves play [CE › ATTACHMENTS]."""
    cid = effect_card(state, card_id, effect, targets)
    if not cid:
        return []
    c = state.cards[cid]
    if not moves.in_play(state, c):
        return [Note((card_id, cid), text=f"{c.title} is not in play: not put on its deck")]
    deck = Zone.DYNASTY_DECK if c.definition.deck.value == "dynasty" else Zone.FATE_DECK
    return effects.apply(state, player, "move", cid, zone=deck.value)
