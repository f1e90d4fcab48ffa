"""Why an action is not legal now: :func:`problem` (``None`` when legal) and the sentence
:func:`explain` gives for the status bar, and the Gold an action costs."""

from __future__ import annotations

from dataclasses import replace

from l5r_desktop.games.ccg import duels, economy, honor
from l5r_desktop.games.ccg.actions import (
    Action,
    ChooseLoser,
    Concede,
    Cycle,
    DiscardCard,
    DiscardFromProvince,
    Equip,
    FavorDraw,
    Focus,
    Lobby,
    Manual,
    Overlay,
    Pass,
    PlayRing,
    ProduceGold,
    Recruit,
    ResolveDone,
    Seppuku,
    UseAbility,
)
from l5r_desktop.games.ccg.attack import battle, choices
from l5r_desktop.games.ccg.cardtext import abilities, costs, prevention
from l5r_desktop.games.ccg.model import stats
from l5r_desktop.games.ccg.model.cards import CardType
from l5r_desktop.games.ccg.model.ids import Phase, Step, Zone
from l5r_desktop.games.ccg.model.state import GameState
from l5r_desktop.games.ccg.rules.legal import (
    gold_actions,
    legal_actions,
    manual_problem,
    overlay_cost,
)

# Enum members bound to module names: a look-up on an enum class goes through
# EnumType's __getattr__ hook, several times slower, and these run in the hot paths.
_P_ACTION = Phase.ACTION
_P_ATTACK = Phase.ATTACK
_P_DYNASTY = Phase.DYNASTY
_S_DISCARD_TO_HAND_SIZE = Step.DISCARD_TO_HAND_SIZE
_S_RECRUIT = Step.RECRUIT
_S_LOSS_ORDER = Step.LOSS_ORDER
_T_HOLDING = CardType.HOLDING
_T_PERSONALITY = CardType.PERSONALITY
_T_RING = CardType.RING
_T_STRATEGY = CardType.STRATEGY
_Z_HAND = Zone.HAND
_Z_PROVINCE = Zone.PROVINCE




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
    """Check an explicit list of Gold sources against the action's cost."""
    payment = getattr(action, "payment", ())
    if not _has_gold_cost(state, action):
        return ("It has no Gold cost: Gold may not be paid for it "
                "[S1 › GOLD PRODUCTION]")
    amount = action_gold(state, action)
    amounts = dict(economy.producers(state, action.player))
    if len(set(payment)) != len(payment):
        return "The same card cannot pay twice"
    for cid in payment:
        if cid not in amounts:
            return f"{state.title(cid)} cannot produce Gold now"
    total = sum(amounts[c] for c in payment) + state.players[action.player].gold_pool
    if total < amount:
        return f"Not enough Gold: need {amount}, the chosen cards produce {total}"
    return None



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
        for d, h, i, amount in economy.recruit_options(state, action.player, action.card):
            if (d, h, i) == (action.discount, action.for_honor, action.ignore_hr):
                return amount
        return 0
    if isinstance(action, Equip):
        return stats.gold_cost(state, action.card)
    if isinstance(action, UseAbility):
        c = state.cards[action.card]
        return costs.gold_amount(state, c, c.definition.abilities[action.ability])
    if isinstance(action, Overlay):
        return overlay_cost(state, action.card, action.onto) or 0
    return 0



def _turn_problem(state: GameState, player: int) -> str | None:
    if state.pending:
        return f"{state.title(state.pending[0][0])}'s text is being resolved first"
    if state.priority != player:
        return f"It is {state.players[state.priority].name}'s opportunity to act"
    return None



def explain(state: GameState, action: Action) -> str:
    """The reason an action is not in the legal set (best effort, always a sentence)."""
    if state.windows and not state.pending:
        w = state.windows[-1]
        kind = "An Interrupt" if w.timing == "interrupt" else "A Reaction"
        return (f"{kind} window is open ({w.detail or w.trigger}): "
                f"{state.players[w.actor].name} responds or passes")
    player = action.player
    card_id = getattr(action, "card", None)
    if card_id is not None and not isinstance(action, (ResolveDone, Focus)) and \
            card_id not in state.cards:  # Focus(card=""): 20F blind focus (engine II)
        return f"Unknown card {card_id!r}" if card_id else "Choose a card"
    why = _turn_problem(state, player)
    if isinstance(action, ResolveDone):
        if not state.pending:
            return "No card text is waiting to be resolved"
        who, what = state.pending[0][1], state.title(state.pending[0][0])
        return f"{state.players[who].name} is resolving {what}"
    if why is not None:
        return why
    c = state.cards.get(card_id) if card_id else None
    phase = state.phase.value.replace("_", " ")
    if isinstance(action, Pass):
        return "You cannot pass now; choose an action"
    if isinstance(action, battle.DUEL_ACTIONS) or (  # engine II
            state.duel is not None and not isinstance(action, ResolveDone)):
        return duels.explain(state, action)
    if isinstance(action, battle.BATTLE_ACTIONS) or (
            state.phase is _P_ATTACK and isinstance(action, UseAbility)):
        return choices.explain(state, action)
    if isinstance(action, ProduceGold):
        if c is None or not c.in_play or c.controller != player:
            return "Only your own Stronghold and Holdings in play produce Gold"
        if c.bowed:
            return f"{c.title} is already bowed"
        if stats.gold_production(state, card_id) <= 0:
            return f"{c.title} does not produce Gold"
        return "Gold can only be produced when you could pay a cost"
    if isinstance(action, (Recruit, Overlay)):
        if state.phase is not _P_DYNASTY or state.step is not _S_RECRUIT:
            return f"Cards are recruited in your Dynasty Phase (now: {phase})"
        assert c is not None
        if c.zone is not _Z_PROVINCE or c.owner != player:
            return f"{c.title} is not in one of your provinces"
        if not c.face_up:
            return f"{c.title} is face down"
        if c.definition.type not in (_T_PERSONALITY, _T_HOLDING):
            return f"{c.title} cannot be recruited"
        if economy.unique_blocked(state, player, c.definition):
            return f"You already control {c.title} (Unique/Singular)"
        if economy.loyal_blocked(state, player, c.definition):
            return f"{c.title} is Loyal to another clan"
        if isinstance(action, Overlay):
            return f"{c.title} cannot overlay {state.title(action.onto)}"
        hr = stats.honor_requirement(state, card_id)
        fh = state.players[player].family_honor
        if hr is not None and fh < hr and not action.ignore_hr:
            return f"Family Honor {fh} is below {c.title}'s Honor Requirement {hr}"
        aligned = economy.clan_aligned(state, player, card_id)
        if (action.discount or action.ignore_hr or action.for_honor) and not aligned:
            return f"Clan options apply only to Personalities of your clan ({c.title})"
        if action.discount and action.for_honor:
            return "You cannot take the clan discount and buy for Honor"
        if action.for_honor and state.players[player].bought_for_honor_turn == state.turn:
            return "You already bought a Personality for Honor this turn"
        return (f"Not enough Gold for {c.title}: you can produce "
                f"{economy.available_gold(state, player)}")
    if isinstance(action, Equip):
        if state.phase is not _P_ACTION:
            return f"Equip is an Action Phase action (now: {phase})"
        if state.active != player and not state.profile.equip_open:
            return "Equip is Limited: only in your own Action Phase"
        assert c is not None
        if c.zone is not _Z_HAND or c.owner != player:
            return f"{c.title} is not in your hand"
        why2 = economy.equip_problem(state, player, card_id, action.target)
        if why2:
            return why2
        return (f"Not enough Gold for {c.title}: need {stats.gold_cost(state, card_id)}, can "
                f"produce {economy.available_gold(state, player)}")
    if isinstance(action, UseAbility):
        why2 = abilities.use_problem(state, player, card_id, action.ability)
        if why2 is None and c is not None and 0 <= action.ability < len(
                c.definition.abilities):  # a chosen card that cannot pay [CE › COSTS]
            why2 = costs.bow_targets_problem(
                state, c.definition.abilities[action.ability], action.targets)
        return why2 or "Those targets are not legal for this ability"
    if isinstance(action, PlayRing):
        assert c is not None
        if c.definition.type is not _T_RING or c.zone is not _Z_HAND:
            return f"{c.title} is not a Ring in your hand"
        if state.phase is not _P_ACTION:
            return "Rings are put into play at an opportunity to act in an Action Phase"
        return f"The condition of {c.title} is not fulfilled"
    if isinstance(action, Lobby):
        if state.active != player or state.phase is not _P_ACTION:
            return "Lobby is Limited: only in your own Action Phase"
        if state.players[player].favor:
            return "You already control the Imperial Favor"
        if not all(state.players[player].family_honor > state.players[o].family_honor
                   for o in state.opponents(player)):
            return "Lobby needs a higher Family Honor than every other player"
        by = prevention.prevented(state, action.card, "bowed") \
            if action.card in state.cards else None
        if by is not None:  # a cost that will not happen cannot be paid [CE › COSTS]
            return f"{state.title(action.card)} will not bow ({by}): Lobby cannot be paid"
        return "Lobby needs your unbowed Personality with Personal Honor 1 or more"
    if isinstance(action, FavorDraw):
        if not state.players[player].favor:
            return "You do not control the Imperial Favor"
        return "Not now: discard the Favor and a card from your hand in your Action Phase"
    if isinstance(action, DiscardCard):
        if state.step is not _S_DISCARD_TO_HAND_SIZE:
            return "You discard down to your hand size only at the end of the End Phase"
        return "That card is not in your hand"
    if isinstance(action, DiscardFromProvince):
        if state.phase is not _P_DYNASTY:
            return "Province cards are discarded at the end of your Dynasty Phase"
        return "Only your face-up province cards can be discarded"
    if isinstance(action, Seppuku):
        return "Seppuku answers a waiting Honor loss from an action on your Courtier or Samurai"
    if isinstance(action, Cycle):
        return "Cycle is a 20F ability for your first turn, with face-up province cards"
    return f"{action.label(state)} is not legal now"
