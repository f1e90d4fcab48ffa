"""Province strength given by an action: "Give each of your provinces +2 strength.",
"Permanently give each of your provinces +1 strength."

Effect (in an ability record's ``effects``)::

    {"op": "province_strength", "amount": 2}                      # until the end of the turn
    {"op": "province_strength", "amount": 1, "duration": "game"}  # "permanently"
    {"op": "province_strength", "amount": 3, "where": "battlefield"}
                                  # "Give the current battlefield's province +3 strength."
    {"op": "province_strength", "where": "battlefield",
     "amount_from": {"card": 0, "stat": "force"}}   # "... by his Force" (amounts.py),
                                  # read when the effect resolves (abilities.run_list)

Rules. Province Strength is a stat of a province [CE › CARD FEATURES › STATS]; a province has
the base Province Strength of its player's Stronghold [CE › STRONGHOLD › Base Province
Strength]. The engine keeps one strength for all of a player's provinces (``stats.
province_strength``: the Stronghold's stat with the bonuses on it), so a bonus to *each* of the
player's provinces is a bonus on that stat: a stat modifier on his Stronghold, recorded by the
toolkit's ``modify_stat`` (the same change a player makes by hand). Giving a bonus is an
ongoing effect: it "last[s] until the end of the turn in which [it was] applied unless
otherwise indicated"; "permanent" overrides that default [CE › DURATION OF EFFECTS › Ongoing
effects] (``duration`` ``game``).

``where: battlefield``: the current battlefield's province, which is the Defender's [CE ›
BATTLEFIELD]: a modifier on the Defender's Stronghold lasting for the battle. The engine reads a
province's strength in the resolution of the battle at it (``armies.preview``) and for effects
during that battle; as the bonus ends with the battle, it never reaches the Defender's other
provinces (their battles come later). Outside a battle it does nothing (a note). With
``"until": "leaves_play"`` the bonus lasts while the card remains in play
(``province_limits.py``).

``target: N`` (lane cards, 28 Nov): the province holding the card of target N ("Give a target
Province +3 strength", a province named by the card in it, ``province_cards.py``): that one
province only, until the end of the turn (``one_province.py``).
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.cardtext import effects, one_province, province_limits
from l5r_desktop.games.ccg.events import Event, Note
from l5r_desktop.games.ccg.model.state import GameState

#: The effect ops this module resolves.
OPS = ("province_strength",)
DURATIONS = ("turn", "game")
WHERE = ("yours", "battlefield")
#: ``abilities.run_list`` passes the action's targets to :func:`apply` (``target``).
WITH_TARGETS = True


def problems(effect: dict[str, Any]) -> list[str]:
    """Problems with one ``province_strength`` effect of a record."""
    amount = effect.get("amount")
    out = []
    if "amount_from" in effect:  # "by his Force": read when it resolves (amounts.py)
        if "amount" in effect:
            out.append("province_strength has an amount or an amount_from, not both")
    elif not isinstance(amount, int) or isinstance(amount, bool) or amount == 0:
        out.append("province_strength needs a non-zero whole amount")
    if effect.get("duration", "turn") not in DURATIONS:
        out.append(f"province_strength lasts {' or '.join(DURATIONS)}")
    if effect.get("where", "yours") not in WHERE:
        out.append(f"province_strength is given to {' or '.join(WHERE)} provinces")
    elif effect.get("where") == "battlefield" and "duration" in effect:
        out.append("the current battlefield's province keeps the bonus for the battle")
    if "target" in effect:  # one province, named by the card in it (one_province.py)
        t = effect["target"]
        if not isinstance(t, int) or isinstance(t, bool) or t < 0 or "where" in effect \
                or "until" in effect or effect.get("duration", "turn") != "turn":
            out.append("a province_strength target is the index of a card in a province, "
                       "for the turn, without where or until")
    return out + province_limits.effect_problems(effect)


def apply(state: GameState, player: int, card_id: str, effect: dict[str, Any],
          targets: tuple[str, ...] = ()) -> list[Event]:
    """Give each of the player's provinces the bonus (a modifier on his Stronghold's stat), or
    the current battlefield's province (the Defender's, for the battle), or the province of a
    target card (``one_province.py``)."""
    t = effect.get("target")
    if isinstance(t, int):
        cid = targets[t] if t < len(targets) else ""
        return one_province.give(state, player, card_id, cid, int(effect["amount"]))
    duration = str(effect.get("duration", "turn"))
    if effect.get("until") == "leaves_play":  # "until this card leaves play"
        return province_limits.give_while_in_play(state, card_id, int(effect["amount"]))
    who = player
    if effect.get("where") == "battlefield":
        att = state.attack
        if att is None or att.current is None:
            return [Note((card_id,), text="No current battlefield: its province's strength "
                                          "is unchanged")]
        who, duration = att.defender, "battle"
    keep = state.players[who].stronghold
    kwargs = {"card": keep, "amount": int(effect["amount"]), "stat": "province_strength",
              "duration": duration}
    why = effects.check(state, player, "modify_stat", **kwargs) if keep else "no Stronghold"
    if why is not None:
        return [Note((card_id,), text=f"Province strength unchanged ({why})")]
    return effects.apply(state, player, "modify_stat", text=state.cards[card_id].title,
                         sources=(card_id,), **kwargs)
