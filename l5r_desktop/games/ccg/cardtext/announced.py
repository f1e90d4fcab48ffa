"""Reactions "after you announce an action" (Reaction trigger ``announced``).

[CE › TAKING ACTIONS FROM ABILITIES › A. Announce the action]: "The player says which ability
he or she is using, indicating its source"; the action's required targeting (B), costs (C) and
resolution (D) follow. The announcement is a trigger like any other: "Responses to a trigger
must be taken as soon as the trigger occurs" [CE › TIMING AND TRIGGERS], by action round from
the active player [CE › TIMING AND TRIGGERS › C]. So the window opens after the announcement,
before the action's targeting windows, its costs and its effects: the announced action waits
in the window (``Window.resume``) and goes on when the window closes (``rules/apply.py``); the
"when it would target" / "after it targets" windows (``targeted.py``) then open as before.

Which actions: a card's action ability (``UseAbility``) taken at an opportunity to act, and
the players' own abilities that are actions [CE › PLAYER ABILITIES]: Lobby (Political
Limited), the Imperial Favor's Political Limited and Political Battle abilities, the
Tactician's Tactical Battle ability, and Equip (Limited: Open under Twenty Festivals, where
it is Repeatable Open [S0 › EQUIP #]). "Actions have the keywords and designator of their
ability" [CE › ABILITIES]. A Reaction's own announcement, taken inside a window, opens none
(only actions taken at an opportunity to act do, as for the targeting windows).

The window's card is the action's source card (for a player's ability: the card it names:
the lobbying Personality, the discarded card of the Favor's draw or the Tactician's discard,
the attacking unit sent home, the attachment equipped); its ``about`` (:func:`about`) who
announced it and its kinds: its designator (a Battle/Open ability taken in a battle is a
Battle action [CE › ABILITIES, EXCEPTION]) and its ability keywords (the card's keywords
count too, read from the card [CE › ABILITIES › Ability keywords]).

The trigger's filters (``{"event": "announced", "card": "any", ...}``): ``by`` (``you`` /
``other``), ``action`` (a designator or a lower-case ability keyword, or a list: one of them),
``not_action`` (a keyword the action must not have: "a non-Iaijutsu action"),
``before_defender`` (the Attacker announcing in a Combat Segment before the Defender's first
normal opportunity to act or pass, ``AttackState.defender_acted`` [CE › BATTLES › B. COMBAT
SEGMENT]). The Reaction's effects act on cards and players only: nothing yet ties a Reaction
to the announced action's own effects (negating them, its Ranged Attacks), so a record may
not negate it (:func:`effect_problems`); a stat change may last "until the action ends"
(duration ``action``, ``action_end.py``).

An action that became illegal while the window was open (its card bowed or gone, a target
gone) is not taken when the window closes: it is dropped with a note (``rules/apply.py``),
a known simplification of "the action fails ... still considered taken" [CE › B. Required
targeting].
"""

from __future__ import annotations

import json
from typing import Any

from l5r_desktop.games.ccg.actions import (
    Action,
    Equip,
    FavorDraw,
    Lobby,
    UseAbility,
)
from l5r_desktop.games.ccg.attack.armies import COMBAT
from l5r_desktop.games.ccg.battle_actions import FavorBattle, Tactics
from l5r_desktop.games.ccg.cardtext import trigger_filters
from l5r_desktop.games.ccg.cardtext.abilities import ACTION_TIMINGS
from l5r_desktop.games.ccg.model.state import CardState, GameState

#: The trigger word.
TRIGGER = "announced"
#: The filters of such a trigger.
FILTERS = ("event", "card", "by", "action", "not_action", "before_defender")
#: The designators an action may have.
DESIGNATORS = ("limited", "open", "battle", "engage")
#: The players' own abilities that are actions: their designator and keywords
#: [CE › PLAYER ABILITIES].
_PLAYER_KINDS: dict[type[Action], tuple[str, ...]] = {
    Lobby: ("limited", "political"),
    FavorDraw: ("limited", "political"),
    FavorBattle: ("battle", "political"),
    Tactics: ("battle", "tactical"),
}
#: The action classes whose announcement opens the window.
VERBS: frozenset[type[Action]] = frozenset({UseAbility, Equip, *_PLAYER_KINDS})
#: Effect ops a Reaction to an announcement may not have (they would act on the announced
#: action, which waits in no record here).
_ON_THE_ACTION = ("negate_action", "redirect_target", "attack_strength",
                  "reduce_honor_loss", "increase_honor_loss", "after_action_resolves")


def filter_problems(trigger: dict[str, Any]) -> list[str]:
    """Problems with the filters of an ``announced`` Reaction trigger."""
    out = trigger_filters.basic_problems(trigger, "announced", FILTERS)
    if trigger.get("card", "any") != "any":
        out.append("an announced trigger answers any card's action (card: any)")
    for key in ("action", "not_action"):
        want = trigger.get(key, "x")
        kinds = want if isinstance(want, list) and want else [want]
        if not all(isinstance(k, str) and k and k == k.lower() for k in kinds):
            out.append(f"{key} is a lower-case designator or keyword, or a list of them")
    if trigger.get("before_defender", True) is not True:
        out.append("before_defender is true or absent")
    return out


def effect_problems(record: dict[str, Any]) -> list[str]:
    """Problems with the effects of a Reaction to an announcement (see the module notes)."""
    ops = {e.get("op") for e in record.get("effects") or () if isinstance(e, dict)}
    bad = sorted(o for o in ops if o in _ON_THE_ACTION)
    return [f"a Reaction to an announcement does not act on the action ({', '.join(bad)})"] \
        if bad else []


def source(action: Action) -> str:
    """The card the window is about: the action's source (see the module notes)."""
    if isinstance(action, FavorBattle):
        return action.target
    return str(getattr(action, "card", ""))


def kinds(state: GameState, action: Action) -> list[str]:
    """The announced action's designator and ability keywords (lower case)."""
    fixed = _PLAYER_KINDS.get(type(action))
    if fixed is not None:
        return list(fixed)
    if isinstance(action, Equip):  # Limited; Repeatable Open under Twenty Festivals
        return ["open" if state.profile.equip_open else "limited"]
    assert isinstance(action, UseAbility)
    rec = state.cards[action.card].definition.abilities[action.ability]
    timing = str(rec.get("timing", ""))
    if timing == "battle_open":  # one designator, by when it is taken [CE › ABILITIES]
        timing = "battle" if state.attack is not None and state.attack.segment == COMBAT \
            else "open"
    return [timing, *(str(k).lower() for k in rec.get("keywords") or ())]


def about(state: GameState, action: Action) -> str:
    """The window's ``about``: who announced the action, its kinds, whether the Attacker
    announced it in a Combat Segment before the Defender's first normal opportunity, and
    ``player_ability`` for a player's own ability (no card keywords count)."""
    att = state.attack
    early = att is not None and att.current is not None and att.segment == COMBAT \
        and action.player == att.attacker and not att.defender_acted
    info: dict[str, Any] = {"player": action.player, "kinds": kinds(state, action),
                            "before_defender": early}
    if not isinstance(action, UseAbility):
        info["player_ability"] = True
    return json.dumps(info, sort_keys=True)


def fits(state: GameState, card: CardState, spec: dict[str, Any], cards: tuple[str, ...],
         window_about: str) -> bool:
    """Does the announced action (the window's ``cards`` and ``about``) fit the trigger's
    filters, for a Reaction on ``card``?"""
    if not window_about:
        return False
    info = json.loads(window_about)
    by = spec.get("by", "any")
    if by != "any" and (int(info["player"]) == card.controller) != (by == "you"):
        return False
    if spec.get("before_defender") and not info.get("before_defender"):
        return False
    src = state.cards.get(cards[0]) if cards else None
    have = info["kinds"]
    want = spec.get("action")
    if want is not None:
        wants = [want] if isinstance(want, str) else want
        if not any(_has(w, have, src, info) for w in wants):
            return False
    bar = spec.get("not_action")
    if bar is not None:
        bars = [bar] if isinstance(bar, str) else bar
        if any(_has(b, have, src, info) for b in bars):
            return False
    return True


def _has(kind: str, have: list[str], src: CardState | None, info: dict[str, Any]) -> bool:
    """Has the action ``kind``: among its kinds, or, for an action from a card's ability, a
    keyword of that card ("An ability also has any keywords that are on its card"
    [CE › ABILITIES › Ability keywords]; a player's own ability has none of a card's)."""
    if kind in have:
        return True
    if info.get("player_ability") or kind in DESIGNATORS or src is None:
        return False
    return src.definition.has_keyword(kind)


def opens_for(state: GameState, action: Action) -> bool:
    """Is ``action`` one whose announcement is a trigger (a card's action ability, or a
    player's ability that is an action)?"""
    if isinstance(action, UseAbility):
        rec = state.cards[action.card].definition.abilities[action.ability]
        return rec.get("timing") in ACTION_TIMINGS
    return type(action) in VERBS and source(action) in state.cards
