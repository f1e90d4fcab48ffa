"""Effects of a challenge's action that happen if its challenger wins the duel (duels lane):
a duelist who, having won, takes a stat token when her player controls a Shugenja — the
``challenge`` effect's ``won`` list::

    {"op": "challenge", "target": 0, "token": "bow_loser",
     "won": [{"op": "add_token", "target": "self", "token": "+1F Fire", "amount": 1,
              "if": {"player": "you", "controls": {"type": "personality",
                                                   "keyword": "Shugenja"}}}]}

A duel's consequences are effects of the card or action that created it, applied at step I
in the order written [CE › CHALLENGES AND DUELS › DUELS › I]; these come after the ``token``
consequences, for the player who took the action, with the action's card as their source
(``"self"``: the ability's card). They happen only if the challenger won (a tie has no winner
[CE › DUELS › H]; a duel ended without resolution or a refused challenge has none either);
their ``if`` is checked then. Kept on the duel (``DuelState.won``, saved) while it waits for
its players. No target of their own and no choice (the validator): a choice would pause the
duel's resolution. ``focus_resolution.after_win`` resolves them (given to ``duels.py`` by the
rules, as the Focus Effects are).
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg import duel_consequences
from l5r_desktop.games.ccg.events import Event, Note
from l5r_desktop.games.ccg.model.state import GameState

#: The effect ops this module resolves (``ability_format.TEXT_OPS``).
OPS = ("negate_duel_destruction",)

#: The operations a challenge's ``won`` effects may use.
WON_OPS = ("add_token", "modify_stat", "gain_honor", "lose_honor", "draw", "bow", "straighten")


def problems(effect: dict[str, Any]) -> list[str]:
    """Problems with a ``negate_duel_destruction`` effect (no keys of its own), or with a
    ``challenge`` effect's ``won`` list (absent: none)."""
    if effect.get("op") in OPS:
        return [] if set(effect) <= {"op", "if"} else [
            "negate_duel_destruction names no card (the duel's loser or losers)"]
    won = effect.get("won")
    if won is None:
        return []
    if not isinstance(won, list) or not won or not all(isinstance(e, dict) for e in won):
        return ["won is a non-empty list of effects"]
    out = []
    for e in won:
        if e.get("op") not in WON_OPS:
            out.append(f"a won effect is one of {', '.join(WON_OPS)}")
        if "target" in e and e["target"] not in ("self", "host"):
            out.append("a won effect names self or host, no target")
        if any(k in e for k in ("optional", "otherwise", "each", "won")):
            out.append("a won effect makes no choice (no optional, otherwise or each)")
    return out


def keep(state: GameState, player: int, card_id: str, effect: dict[str, Any]) -> None:
    """After a ``challenge`` effect: keep its ``won`` effects on the duel it created."""
    duel = state.duel
    if effect.get("won") and duel is not None and duel.source == card_id and not duel.won:
        duel.won = [player, card_id, duel.challenger, list(effect["won"])]


def apply(state: GameState, player: int, card_id: str, effect: dict[str, Any]) -> list[Event]:
    """``negate_duel_destruction`` (a Focus Effect: "negate any destruction for losing this
    duel"): the current duel's consequences lose every destruction of a loser; the others
    stay (a prevention of that occurrence [CE › PREVENTION (Including Negation)]; the duel's
    consequences are applied at step I, after the Focus Effects [CE › CHALLENGES AND DUELS ›
    DUELS › E, I]). Kept in ``DuelState.consequence``, so a save keeps it."""
    duel = state.duel
    title = state.title(card_id)
    if duel is None:
        return [Note((card_id,), text=f"{title}: there is no duel")]
    duel.consequence = duel_consequences.without_destruction(duel.consequence)
    return [Note((card_id,), text=f"{title}: no one is destroyed for losing this duel")]
