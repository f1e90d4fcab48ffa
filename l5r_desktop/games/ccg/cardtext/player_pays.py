"""Another player's choice to pay or suffer: he may pay some Gold (or lose some Honor, or
discard a card); when he paid nothing, other effects happen (the action that targeted is
negated, the attachment goes back to the hand, ...).

Effect (in an ability record's ``effects``)::

    {"op": "pay_or", "payer": "acting", "pay": [{"gold": 2}],
     "else": [{"op": "negate_action"}]}
    {"op": "pay_or", "payer": "owner", "target": 0, "pay": [{"gold": 4}],
     "else": [{"op": "to_owner_hand", "target": 0}]}
    {"op": "pay_or", "payer": "acting", "pay": [{"discard": 1}],
     "else": [{"op": "negate_action"}]}

``payer``: ``acting`` (the player whose action waits for the responses to its targeting, the
innermost of ``GameState.resolving``: "the player", "that player" in a Reaction or a trait
answering another player's action), ``controller`` / ``owner`` of the effect's ``target``.
``pay``: what he may do, one of them or none: ``{"gold": N}`` (pay N Gold: his Gold pool and
producers, ``economy.pay``), ``{"honor": N}`` (lose N Honor), ``{"discard": 1}`` (discard a
card of his hand, of his choice). ``else``: the effects that happen when he did none of it
(no choice, pause or target of their own; resolved by the player taking the action, on its
targets).

Rules. "If an action does not explicitly state which player makes a choice ..., the choice
belongs to the player taking the action" [CE › CHOICES]; these texts name another player,
so he chooses ("each player makes his own choices"). "If he did not" asks whether a choice
made had any effect, not only whether it was made [CE › CHOICES: "References to the result
of a choice are phrased differently according to whether the choice was only made, or
whether a choice made had any effect"]: so a payment he cannot make is not offered (it would
fail and count as not paid), and with nothing he can pay the ``else`` effects happen at once.
Paying Gold is paying from his Gold pool and producers [CE › GOLD PRODUCTION].

The choice is made as the effect resolves [CE › ORDER OF EFFECTS]: the resolution waits in
``GameState.options`` (``ask`` :data:`ASK`, ``pick``: ``gold``, ``honor`` and the cards of
his hand for a discard; ``none``: true, declining = none of them) for the payer, who takes
``ChooseCard(choice=...)`` or ``ChooseOption(apply=False)``; the effects after it resolve for
the player taking the action (``option_answer.py``, ``resolver``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from l5r_desktop.games.ccg import economy
from l5r_desktop.games.ccg.cardtext import effects
from l5r_desktop.games.ccg.events import Event, Note
from l5r_desktop.games.ccg.model import moves
from l5r_desktop.games.ccg.model.state import GameState

#: The effect ops this module resolves.
OPS = ("pay_or",)
#: ``abilities.run_list`` calls :func:`start`, which may stop the resolution for a choice.
PAUSES = True
#: The ``ask`` of the waiting entry (``option_answer.py`` sends it here).
ASK = "pay_or"
PAYERS = ("acting", "controller", "owner")
KINDS = ("gold", "honor", "discard")
GOLD = "gold"
HONOR = "honor"
#: ``abilities.run_list``, set by that module (it imports this one): runs the ``else`` effects.
RUNNER: list[Callable[..., list[Event]]] = []
#: Ops that may not be among the ``else`` effects (they stop for a choice of their own).
_PAUSING = ("pay_or", "discard_chosen", "player_picks", "move_chosen", "choose_card")


def problems(effect: dict[str, Any]) -> list[str]:
    """Problems with one ``pay_or`` effect."""
    out = []
    if effect.get("payer") not in PAYERS:
        out.append(f"pay_or: payer is one of {', '.join(PAYERS)}")
    if effect.get("payer") in ("controller", "owner") and not (
            isinstance(effect.get("target"), int) and not isinstance(effect["target"], bool)):
        out.append("pay_or: a controller or owner pays for a target (its index)")
    pay = effect.get("pay")
    if not isinstance(pay, list) or not pay or any(
            not isinstance(p, dict) or len(p) != 1 or next(iter(p)) not in KINDS
            or not isinstance(next(iter(p.values())), int) or next(iter(p.values())) < 1
            for p in pay):
        out.append("pay_or: pay lists {gold: N}, {honor: N} or {discard: 1}")
    elif any(p.get("discard", 1) != 1 for p in pay) or len({next(iter(p)) for p in pay}) \
            != len(pay):
        out.append("pay_or: one card discarded, each kind once")
    rest = effect.get("else")
    if not isinstance(rest, list) or not rest or any(
            not isinstance(e, dict) or e.get("op") in _PAUSING or "optional" in e
            for e in rest):
        out.append("pay_or: else lists the effects of not paying (no choice of their own)")
    if set(effect) - {"op", "payer", "target", "pay", "else", "if"}:
        out.append("pay_or takes payer, target, pay, else (and an if)")
    return out


def payer(state: GameState, player: int, effect: dict[str, Any],
          targets: tuple[str, ...]) -> int | None:
    """The seat of the player who may pay, or ``None`` (no such player or card)."""
    who = effect["payer"]
    if who == "acting":
        held = state.resolving[-1] if state.resolving else None
        return int(held["player"]) if held is not None else None
    n = effect.get("target", -1)
    if not 0 <= n < len(targets) or targets[n] not in state.cards:
        return None
    card = state.cards[targets[n]]
    return card.owner if who == "owner" else card.controller


def choices(state: GameState, seat: int, pay: list[dict[str, int]]) -> list[str]:
    """What ``seat`` can do of ``pay`` now: ``gold``, ``honor``, or the cards of his hand."""
    out: list[str] = []
    for item in pay:
        kind, n = next(iter(item.items()))
        if kind == GOLD and economy.available_gold(state, seat) >= n:
            out.append(GOLD)
        elif kind == HONOR:
            out.append(HONOR)
        elif kind == "discard":
            out += hand_cards(state, seat)
    return out


def hand_cards(state: GameState, seat: int) -> list[str]:
    """The cards of ``seat``'s hand he may discard now: not the Strategy of the action
    waiting for the responses to its targeting, which is in its resolution area since the
    action was announced ("The player puts the Strategy card face-up in a resolution area"
    [CE › STRATEGY › A]; the engine moves it when the action resolves)."""
    held = state.resolving[-1]["card"] if state.resolving else None
    return [cid for cid in state.players[seat].hand if cid != held]


def start(state: GameState, player: int, card_id: str, effs: list[dict[str, Any]],
          targets: tuple[str, ...], *, action: bool, manual: bool,
          target_player: int = -1) -> tuple[list[Event], bool]:
    """Ask the payer (the resolution waits), or, when he can pay nothing, resolve the
    ``else`` effects at once."""
    eff = effs[0]
    seat = payer(state, player, eff, targets)
    title = state.title(card_id)
    if seat is None:
        return [Note((card_id,), text=f"{title}: nobody to pay")], False
    pick = choices(state, seat, eff["pay"])
    if not pick:
        events: list[Event] = [Note((card_id,), text=(
            f"{state.players[seat].name} cannot pay for {title}"))]
        return events + RUNNER[0](state, player, card_id, list(eff["else"]), targets,
                                  action=action), False
    state.options.append({"player": seat, "resolver": player, "card": card_id,
                          "targets": list(targets), "effects": [dict(e) for e in effs],
                          "action": action, "manual": manual, "pick": pick, "none": True,
                          "ask": ASK,
                          **({"target_player": target_player} if target_player >= 0 else {})})
    return [Note((card_id,), text=(
        f"{state.players[seat].name} may pay for {title} ({describe(eff['pay'])}) or not"))], \
        True


def describe(pay: list[dict[str, int]]) -> str:
    """A short text of what may be paid ("2 Gold or 2 Honor")."""
    words = {GOLD: "{} Gold", HONOR: "{} Honor", "discard": "a card"}
    return " or ".join(words[k].format(n) for item in pay for k, n in item.items())


def answer(state: GameState, o: dict[str, Any], choice: str | None
           ) -> tuple[list[Event], bool]:
    """The payer's choice for the waiting entry ``o`` (off ``state.options``): pay it, or
    (``None``) pay nothing, and the ``else`` effects resolve. The effect is then done."""
    eff = o["effects"][0]
    seat = int(o["player"])
    name = state.players[seat].name
    title = state.title(o["card"])
    if choice is not None and choice not in o["pick"]:
        raise ValueError("choose one of the payments offered")
    amount = {k: n for item in eff["pay"] for k, n in item.items()}
    if choice == GOLD and economy.available_gold(state, seat) >= amount[GOLD]:
        return [Note((o["card"],), text=f"{name} pays {amount[GOLD]} Gold for {title}"),
                *economy.pay(state, seat, amount[GOLD])], True
    if choice == HONOR:
        return [Note((o["card"],), text=f"{name} loses {amount[HONOR]} Honor for {title}"),
                *effects.apply(state, seat, "lose_honor", amount=amount[HONOR],
                               target=str(seat), text=title)], True
    if choice is not None and choice in state.players[seat].hand:
        return [Note((o["card"], choice), text=f"{name} discards {state.title(choice)} "
                                               f"for {title}"),
                *moves.discard(state, choice)], True
    events: list[Event] = [Note((o["card"],), text=f"{name} does not pay for {title}")]
    resolver = int(o.get("resolver", seat))
    return events + RUNNER[0](state, resolver, o["card"], list(eff["else"]),
                              tuple(o["targets"]), action=o["action"]), True
