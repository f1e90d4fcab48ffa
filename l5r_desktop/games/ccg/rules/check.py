"""Why an action is not legal now: :func:`problem` (``None`` when legal; the sentence comes from
``explain.py``), the check of an explicit Gold payment, and the Gold an action costs."""

from __future__ import annotations

from dataclasses import replace

from l5r_desktop.core.errors import IllegalActionError
from l5r_desktop.games.ccg import economy, honor
from l5r_desktop.games.ccg.actions import (
    Action,
    ChooseLoser,
    Concede,
    Equip,
    Manual,
    Overlay,
    ProduceGold,
    Recruit,
    UseAbility,
)
from l5r_desktop.games.ccg.cardtext import chosen_gold, costs, invest
from l5r_desktop.games.ccg.model.cards import CardType
from l5r_desktop.games.ccg.model.ids import Step
from l5r_desktop.games.ccg.model.state import GameState
from l5r_desktop.games.ccg.rules.explain import explain
from l5r_desktop.games.ccg.rules.legal import (
    gold_actions,
    legal_actions,
    manual_problem,
    overlay_cost,
)

# Enum members bound to module names: a look-up on an enum class goes through
# EnumType's __getattr__ hook, several times slower, and these run in the hot paths.
_S_LOSS_ORDER = Step.LOSS_ORDER
_T_STRATEGY = CardType.STRATEGY




def _loss_order_problem(state: GameState, action: Action) -> str | None:
    """After simultaneous Dishonor only the active player acts: he chooses who loses first
    [CE comprehensive rules › PLAYERS WINNING AND LOSING › Dishonor Victory]."""
    if not isinstance(action, ChooseLoser):
        return "Players are losing through Dishonor: the active player chooses who loses first"
    if state.step is not _S_LOSS_ORDER or not state.halted:
        return "Nobody is losing through Dishonor at once now"
    if action.player != state.active:
        return "The active player chooses who loses first"
    if action.loser not in honor.dishonored_players(state):
        return "That player is not losing through Dishonor"
    return None


def problem(state: GameState, action: Action, legal: list[Action] | None = None
            ) -> str | None:
    """``None`` if ``action`` is legal now, else a readable reason. ``legal`` may pass the
    already computed ``legal_actions(state, action.player)`` (a cache)."""
    if legal is not None and action in legal:  # fast path: an enumerated legal action
        return None
    if not isinstance(action, Action):
        return "Not an action"
    if isinstance(action, ChooseLoser) or state.step is _S_LOSS_ORDER:
        return _loss_order_problem(state, action)
    if state.halted:
        return "The game is over"
    if not isinstance(action.player, int) or not 0 <= action.player < len(state.players):
        return "No such player"
    if isinstance(action, Manual):
        return manual_problem(state, action)
    if isinstance(action, Concede):
        return None
    if isinstance(action, ProduceGold):
        if action in gold_actions(state, action.player):
            return None
        return explain(state, action)
    payment = getattr(action, "payment", ())
    probe = replace(action, payment=()) if payment else action  # type: ignore[call-arg]
    if legal is None:
        legal = legal_actions(state, action.player)
    if probe in legal:
        if payment:
            return payment_problem(state, action)
        return None
    return explain(state, action)



def payment_problem(state: GameState, action: Action) -> str | None:
    """Check an explicit list of Gold sources (producers, Gold Reactions) against the
    action's cost (``economy.payment_sources``)."""
    payment = getattr(action, "payment", ())
    if not _has_gold_cost(state, action):
        return ("It has no Gold cost: Gold may not be paid for it "
                "[S1 › GOLD PRODUCTION]")
    try:
        economy.payment_sources(state, action.player, action_gold(state, action), payment,
                                _bowing_for_cost(state, action), _paying(state, action))
    except IllegalActionError as exc:
        return str(exc)
    return None


def _paying(state: GameState, action: Action) -> str | None:
    """The card a payment is for: the card entering play, or a Strategy (``costs.paying_for``)."""
    if isinstance(action, UseAbility):
        card = state.cards.get(action.card)
        return costs.paying_for(card) if card is not None else None
    return getattr(action, "card", None)



def _bowing_for_cost(state: GameState, action: Action) -> tuple[str, ...]:
    """Cards an ability bows for its other costs: they cannot also produce its Gold."""
    if not isinstance(action, UseAbility):
        return ()
    card = state.cards.get(action.card)
    if card is None or action.ability >= len(card.definition.abilities):
        return ()
    return costs.bowing_for_cost(card, card.definition.abilities[action.ability],
                                 tuple(action.targets))


def _has_gold_cost(state: GameState, action: Action) -> bool:
    """Overpaying is allowed, even a cost of 0, but not paying Gold for a card without a Gold
    Cost stat or an action without a Gold cost on a non-Strategy card [S1 › GOLD
    PRODUCTION]."""
    card = state.cards.get(getattr(action, "card", ""))
    if card is None:
        return False
    if isinstance(action, UseAbility):
        rec = card.definition.abilities[action.ability]
        return card.definition.type is _T_STRATEGY or "gold" in rec.get("cost", {})
    return card.definition.gold_cost is not None



def action_gold(state: GameState, action: Action) -> int:
    """The Gold an action costs."""
    if isinstance(action, Recruit):
        extra = invest.invest_gold(state.cards[action.card].definition) if action.invest else 0
        for d, h, i, amount in economy.recruit_options(state, action.player, action.card):
            if (d, h, i) == (action.discount, action.for_honor, action.ignore_hr):
                return amount + extra
        return 0
    if isinstance(action, Equip):
        extra = invest.invest_gold(state.cards[action.card].definition) if action.invest else 0
        return economy.equip_cost(state, action.player, action.card, action.target) + extra
    if isinstance(action, UseAbility):
        c = state.cards[action.card]
        rec = chosen_gold.fixed(c.definition.abilities[action.ability], action.gold)
        return costs.gold_amount(state, c, rec, tuple(action.targets))
    if isinstance(action, Overlay):
        return overlay_cost(state, action.card, action.onto) or 0
    return 0
