"""Why an action is not in the legal set: :func:`explain`, a readable sentence for the status
bar, with one small explainer per verb in :data:`EXPLAINERS` (as ``verbs.py`` has one handler
per verb for applying it).

:func:`explain` first answers what does not depend on the verb (an open trigger window, an
unknown card, card text being resolved, someone else's opportunity, a duel or a battle, whose
choices ``duels.explain`` / ``attack.choices.explain`` explain), then asks the verb's explainer.
"""

from __future__ import annotations

from collections.abc import Callable

from l5r_desktop.games.ccg import duels, economy
from l5r_desktop.games.ccg.actions import (
    Action,
    ChooseOption,
    Cycle,
    DiscardCard,
    DiscardFromProvince,
    Equip,
    FavorDraw,
    Focus,
    KeywordAbility,
    Lobby,
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
from l5r_desktop.games.ccg.cardtext import abilities, costs, invest, prevention
from l5r_desktop.games.ccg.keywords import player_abilities
from l5r_desktop.games.ccg.model import stats
from l5r_desktop.games.ccg.model.cards import CardType
from l5r_desktop.games.ccg.model.ids import Phase, Step, Zone
from l5r_desktop.games.ccg.model.state import CardState, GameState

_P_ACTION = Phase.ACTION
_P_ATTACK = Phase.ATTACK
_P_DYNASTY = Phase.DYNASTY
_S_DISCARD_TO_HAND_SIZE = Step.DISCARD_TO_HAND_SIZE
_S_RECRUIT = Step.RECRUIT
_T_HOLDING = CardType.HOLDING
_T_PERSONALITY = CardType.PERSONALITY
_T_RING = CardType.RING
_Z_HAND = Zone.HAND
_Z_PROVINCE = Zone.PROVINCE

#: A verb's explainer: (state, action, acting player, the action's card or None) -> the
#: reason it is not legal now (always a sentence).
Explainer = Callable[[GameState, Action, int, "CardState | None"], str]


def _phase(state: GameState) -> str:
    return state.phase.value.replace("_", " ")


def _produce_gold(state: GameState, action: Action, player: int, c: CardState | None) -> str:
    if c is None or not c.in_play or c.controller != player:
        return "Only your own Stronghold and Holdings in play produce Gold"
    if c.bowed:
        return f"{c.title} is already bowed"
    if stats.gold_production(state, c.id) <= 0:
        return f"{c.title} does not produce Gold"
    return "Gold can only be produced when you could pay a cost"


def _recruit(state: GameState, action: Action, player: int, c: CardState | None) -> str:
    """Recruit and Overlay [S1 › DYNASTY PHASE], [S1 › OVERLAYING]."""
    assert isinstance(action, (Recruit, Overlay)) and c is not None
    if state.phase is not _P_DYNASTY or state.step is not _S_RECRUIT:
        return f"Cards are recruited in your Dynasty Phase (now: {_phase(state)})"
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
    hr = stats.honor_requirement(state, c.id)
    fh = state.players[player].family_honor
    if hr is not None and fh < hr and not action.ignore_hr:
        return f"Family Honor {fh} is below {c.title}'s Honor Requirement {hr}"
    aligned = economy.clan_aligned(state, player, c.id)
    if (action.discount or action.ignore_hr or action.for_honor) and not aligned:
        return f"Clan options apply only to Personalities of your clan ({c.title})"
    if action.discount and action.for_honor:
        return "You cannot take the clan discount and buy for Honor"
    if action.for_honor and state.players[player].bought_for_honor_turn == state.turn:
        return "You already bought a Personality for Honor this turn"
    if action.invest and not invest.invest_gold(c.definition):
        return f"{c.title} has no Invest the engine plays"
    return (f"Not enough Gold for {c.title}: you can produce "
            f"{economy.available_gold(state, player)}")


def _equip(state: GameState, action: Action, player: int, c: CardState | None) -> str:
    assert isinstance(action, Equip)
    if state.phase is not _P_ACTION:
        return f"Equip is an Action Phase action (now: {_phase(state)})"
    if state.active != player and not state.profile.equip_open:
        return "Equip is Limited: only in your own Action Phase"
    assert c is not None
    if c.zone is not _Z_HAND or c.owner != player:
        return f"{c.title} is not in your hand"
    why = economy.equip_problem(state, player, c.id, action.target)
    if why:
        return why
    if action.invest and not invest.invest_gold(c.definition):
        return f"{c.title} has no Invest the engine plays"
    return (f"Not enough Gold for {c.title}: need {stats.gold_cost(state, c.id)}, can "
            f"produce {economy.available_gold(state, player)}")


def _use_ability(state: GameState, action: Action, player: int, c: CardState | None) -> str:
    assert isinstance(action, UseAbility)
    why = abilities.use_problem(state, player, action.card, action.ability)
    if why is None and c is not None and 0 <= action.ability < len(c.definition.abilities):
        # a chosen card that cannot pay [CE comprehensive rules › COSTS › Costs and changes]
        why = costs.bow_targets_problem(state, c.definition.abilities[action.ability],
                                        action.targets)
    return why or "Those targets are not legal for this ability"


def _play_ring(state: GameState, action: Action, player: int, c: CardState | None) -> str:
    assert c is not None
    if c.definition.type is not _T_RING or c.zone is not _Z_HAND:
        return f"{c.title} is not a Ring in your hand"
    if state.phase is not _P_ACTION:
        return "Rings are put into play at an opportunity to act in an Action Phase"
    return f"The condition of {c.title} is not fulfilled"


def _lobby(state: GameState, action: Action, player: int, c: CardState | None) -> str:
    assert isinstance(action, Lobby)
    if state.active != player or state.phase is not _P_ACTION:
        return "Lobby is Limited: only in your own Action Phase"
    if state.players[player].favor:
        return "You already control the Imperial Favor"
    if not all(state.players[player].family_honor > state.players[o].family_honor
               for o in state.opponents(player)):
        return "Lobby needs a higher Family Honor than every other player"
    by = prevention.prevented(state, action.card, "bowed") if c is not None else None
    if by is not None:  # a cost that will not happen cannot be paid [CE › COSTS]
        return f"{state.title(action.card)} will not bow ({by}): Lobby cannot be paid"
    return "Lobby needs your unbowed Personality with Personal Honor 1 or more"


def _favor_draw(state: GameState, action: Action, player: int, c: CardState | None) -> str:
    if not state.players[player].favor:
        return "You do not control the Imperial Favor"
    return "Not now: discard the Favor and a card from your hand in your Action Phase"


def _discard_card(state: GameState, action: Action, player: int, c: CardState | None) -> str:
    if state.step is not _S_DISCARD_TO_HAND_SIZE:
        return "You discard down to your hand size only at the end of the End Phase"
    return "That card is not in your hand"


def _discard_from_province(state: GameState, action: Action, player: int,
                           c: CardState | None) -> str:
    if state.phase is not _P_DYNASTY:
        return "Province cards are discarded at the end of your Dynasty Phase"
    return "Only your face-up province cards can be discarded"


def _seppuku(state: GameState, action: Action, player: int, c: CardState | None) -> str:
    return "Seppuku answers a waiting Honor loss from an action on your Courtier or Samurai"


def _cycle(state: GameState, action: Action, player: int, c: CardState | None) -> str:
    return "Cycle is a 20F ability for your first turn, with face-up province cards"


def _choose_option(state: GameState, action: Action, player: int, c: CardState | None
                   ) -> str:
    return "No optional effect is waiting for a choice"


def _keyword_ability(state: GameState, action: Action, player: int, c: CardState | None
                     ) -> str:
    """Kharmic, Reserve (``keywords/player_abilities.py``)."""
    assert isinstance(action, KeywordAbility)
    return player_abilities.explain(state, action)


#: The explainer of each action class (subclasses find theirs through :func:`explainer_for`).
EXPLAINERS: dict[type, Explainer] = {
    ProduceGold: _produce_gold, Recruit: _recruit, Overlay: _recruit, Equip: _equip,
    UseAbility: _use_ability, PlayRing: _play_ring, Lobby: _lobby, FavorDraw: _favor_draw,
    DiscardCard: _discard_card, DiscardFromProvince: _discard_from_province,
    Seppuku: _seppuku, Cycle: _cycle, ChooseOption: _choose_option,
    KeywordAbility: _keyword_ability,
}


def explainer_for(cls: type) -> Explainer | None:
    """The explainer of an action class (its own or a base class's), or ``None``."""
    found = EXPLAINERS.get(cls)
    if found is not None:
        return found
    for k, explainer in EXPLAINERS.items():
        if issubclass(cls, k):
            return explainer
    return None


def _turn_problem(state: GameState, player: int) -> str | None:
    if state.pending:
        return f"{state.title(state.pending[0][0])}'s text is being resolved first"
    if state.priority != player:
        return f"It is {state.players[state.priority].name}'s opportunity to act"
    return None


def explain(state: GameState, action: Action) -> str:
    """The reason an action is not in the legal set (best effort, always a sentence)."""
    if state.options:  # "you may" (cardtext/optional.py): that choice comes first
        o = state.options[0]
        return (f"{state.players[o['player']].name} first chooses whether to apply "
                f"{state.title(o['card'])}'s optional effect")
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
    if isinstance(action, ResolveDone):
        if not state.pending:
            return "No card text is waiting to be resolved"
        who, what = state.pending[0][1], state.title(state.pending[0][0])
        return f"{state.players[who].name} is resolving {what}"
    why = _turn_problem(state, player)
    if why is not None:
        return why
    if isinstance(action, Pass):
        return "You cannot pass now; choose an action"
    if isinstance(action, battle.DUEL_ACTIONS) or state.duel is not None:  # engine II
        return duels.explain(state, action)
    if isinstance(action, battle.BATTLE_ACTIONS) or (
            state.phase is _P_ATTACK and isinstance(action, UseAbility)):
        return choices.explain(state, action)
    explainer = explainer_for(type(action))
    if explainer is None:
        return f"{action.label(state)} is not legal now"
    return explainer(state, action, player, state.cards.get(card_id) if card_id else None)
