"""One small handler per CCG game action (verb): what performing it does to the state.

:data:`HANDLERS` maps each action class to its handler; ``rules.apply_action`` finds the
handler of an action's class once (``apply._traits``), runs it, then does what every action
shares (triggered traits, Chi death and victory checks, passing the opportunity, Reaction
windows). A handler returns the events and whether the action passes the opportunity to act
to the next player (an action taken at an action-round opportunity [S1 › ACTION PHASE]).
Engine II actions (battles, duels) go to their own packages' ``apply``.
"""

from __future__ import annotations

from collections.abc import Callable

from l5r_desktop.games.ccg import duels, economy, honor
from l5r_desktop.games.ccg.actions import (
    Action,
    ChooseCard,
    ChooseOption,
    Concede,
    Cycle,
    DiscardCard,
    DiscardFromProvince,
    Equip,
    FavorBattle,
    FavorDraw,
    KeywordAbility,
    Lobby,
    Manual,
    Overlay,
    Pass,
    PlayRing,
    ProduceGold,
    Recruit,
    ResolveDone,
    Tactics,
    UseAbility,
)
from l5r_desktop.games.ccg.attack import battle
from l5r_desktop.games.ccg.cardtext import (
    abilities,
    battle_points,
    effects,
    focus_resolution,
    invest,
    negation,
    next_performed,
    option_answer,
    targeted,
)
from l5r_desktop.games.ccg.events import (
    AbilityUsed,
    CardAttached,
    CardDiscarded,
    CardEnteredPlay,
    CardMoved,
    CardsBowed,
    Event,
    ManualEffect,
    Note,
    PlayerPassed,
)
from l5r_desktop.games.ccg.keywords import player_abilities
from l5r_desktop.games.ccg.model import moves, stats
from l5r_desktop.games.ccg.model.cards import CardType
from l5r_desktop.games.ccg.model.ids import Phase, Step, Victory, Zone
from l5r_desktop.games.ccg.model.state import CardState, GameState
from l5r_desktop.games.ccg.rules.check import action_gold
from l5r_desktop.games.ccg.rules.legal import overlay_cost
from l5r_desktop.games.ccg.turn import phases, steps

_ACTION = Phase.ACTION
_ATTACK = Phase.ATTACK
_P_ACTION = Phase.ACTION
_P_ATTACK = Phase.ATTACK
_P_DYNASTY = Phase.DYNASTY
_P_EVENTS = Phase.EVENTS
_S_ACTION_ROUND = Step.ACTION_ROUND
_S_DISCARD_PROVINCES = Step.DISCARD_PROVINCES
_T_HOLDING = CardType.HOLDING
_V_CONCEDED = Victory.CONCEDED
_Z_DYNASTY_DECK = Zone.DYNASTY_DECK
_Z_FATE_DISCARD = Zone.FATE_DISCARD
_Z_HOME = Zone.HOME
_Z_UNDER = Zone.UNDER

#: A verb's handler: (state, action, acting player, the Honor cost a Seppuku Reaction
#: reduced or None) -> (events, passes the opportunity).
Handler = Callable[[GameState, Action, int, "int | None"], tuple[list[Event], bool]]


def _pass(state: GameState, action: Action, player: int, _honor: int | None
          ) -> tuple[list[Event], bool]:
    """Pass: in an action round the opportunity moves left and the round ends when all pass
    consecutively [S1 › ACTION PHASE]; otherwise it skips the attack or ends the Dynasty Phase
    [S1 › ATTACK PHASE (OPTIONAL)], [S1 › DYNASTY PHASE]. (The most frequent action: one
    function, no inner call.)"""
    events: list[Event] = []
    phase = state.phase
    if phase is _ACTION:
        events.append(PlayerPassed((), player))
        state.passes += 1
        alive = 0
        for p in state.players:
            if not p.eliminated:
                alive += 1
        if state.passes >= alive:
            events += steps.after_action_round(state)
        else:
            state.priority = state.next_player(player)
    elif phase is _ATTACK:  # engine II
        events += battle.apply_pass(state, player)
    elif phase is _P_DYNASTY:
        events.append(PlayerPassed((), player, "Dynasty Phase ends"))
        events += phases.begin_end_phase(state)
    return events, False


def _manual(state: GameState, action: Action, player: int, _honor: int | None
            ) -> tuple[list[Event], bool]:
    """A toolkit effect, logged and undoable (``cardtext/effects.py``)."""
    assert isinstance(action, Manual)
    sub = effects.apply(state, player, action.op, action.card, action.amount, action.zone,
                        action.position, action.token, action.stat, action.duration,
                        action.target, action.text)
    events: list[Event] = [ManualEffect((action.card,) if action.card else (), player=player,
                                        op=action.op, detail=_manual_detail(action))]
    events += sub
    events += battle.after_interrupted_duel(state)
    return events, False


def _concede(state: GameState, action: Action, player: int, _honor: int | None
             ) -> tuple[list[Event], bool]:
    """The conceding player loses; the last player left wins."""
    alive = [i for i, p in enumerate(state.players) if i != player and not p.eliminated]
    return honor.end_game(state, alive[0] if len(alive) == 1 else None,
                          _V_CONCEDED.value), False


def _produce_gold(state: GameState, action: Action, player: int, _honor: int | None
                  ) -> tuple[list[Event], bool]:
    assert isinstance(action, ProduceGold)
    return economy.produce(state, player, action.card), False


def _do_recruit(state: GameState, action: Action, player: int, _honor: int | None
                ) -> tuple[list[Event], bool]:
    assert isinstance(action, Recruit)
    return _recruit(state, action), False


def _do_overlay(state: GameState, action: Action, player: int, _honor: int | None
                ) -> tuple[list[Event], bool]:
    assert isinstance(action, Overlay)
    return _overlay(state, action), False


def _discard_from_province(state: GameState, action: Action, player: int,
                           _honor: int | None) -> tuple[list[Event], bool]:
    """End Phase: discard a face-up province card, the province refills [S1 › END PHASE]."""
    assert isinstance(action, DiscardFromProvince)
    owner = state.cards[action.card].owner
    events = moves.discard(state, action.card)
    events += moves.refill(state, owner)
    state.step = _S_DISCARD_PROVINCES
    return events, False


def _do_equip(state: GameState, action: Action, player: int, _honor: int | None
              ) -> tuple[list[Event], bool]:
    assert isinstance(action, Equip)
    return _equip(state, action), True


def _use_ability(state: GameState, action: Action, player: int, honor_cost: int | None
                 ) -> tuple[list[Event], bool]:
    """A card's action ability; under CE/GE an Honor cost may first open the Seppuku
    Reaction (the action waits for the decision) [S1 › PLAYER ABILITIES]."""
    assert isinstance(action, UseAbility)
    paid = negation.paid_waiting(state, action.card, action.ability)  # back from its
    reaction = None if honor_cost is not None or paid else \
        abilities.cost_reaction(state, action)  # "before the resolution" window: paid
    if reaction is not None:  # the Seppuku Reaction comes before the Honor cost is paid
        state.reactions.append(reaction)
        return [Note((action.card, *reaction["candidates"]), text=(
            f"{state.players[player].name} may commit seppuku before paying "
            f"{reaction['amount']} Honor for {state.title(action.card)}"))], False
    events = abilities.resolve(state, player, action.card, action.ability, action.targets,
                               action.payment, honor_cost=honor_cost,
                               target_player=action.target_player, gold=action.gold,
                               before=lambda: targeted.open_before(state, action))
    waits = bool(state.windows) and state.windows[-1].trigger == negation.BEFORE and \
        negation.paid_waiting(state, action.card, action.ability)
    return events, not waits  # the opportunity passes once it has resolved


def _play_ring(state: GameState, action: Action, player: int, _honor: int | None
               ) -> tuple[list[Event], bool]:
    """A Ring enters play by its own text [S1 › RING]."""
    assert isinstance(action, PlayRing)
    moves.move(state, action.card, _Z_HOME, controller=player)
    state.cards[action.card].own_text = True
    return [CardEnteredPlay((action.card,), player=player, how="by its own text")], True


def _lobby(state: GameState, action: Action, player: int, _honor: int | None
           ) -> tuple[list[Event], bool]:
    """(Lobby): bow your Personality, take the Imperial Favor [S1 › PLAYER ABILITIES]."""
    assert isinstance(action, Lobby)
    state.cards[action.card].bowed = True
    state.players[player].lobbied_turn = state.turn
    events: list[Event] = [AbilityUsed((action.card,), player=player, name="Lobby"),
                           CardsBowed((action.card,), reason="Lobby")]
    if next_performed.take(state, player, action.card):  # its effects negated
        return [*events, Note((action.card,), text="the Lobby's effects are negated")], True
    events += honor.set_favor(state, player)
    return events, True


def _favor_draw(state: GameState, action: Action, player: int, _honor: int | None
                ) -> tuple[list[Event], bool]:
    """Discard the Imperial Favor to draw a card [S1 › IMPERIAL FAVOR]."""
    assert isinstance(action, FavorDraw)
    events: list[Event] = [AbilityUsed((action.card,), player=player,
                                       name="the Imperial Favor")]
    events += honor.set_favor(state, None)
    events += moves.discard(state, action.card)
    events += moves.draw(state, player, 1)
    return events, True


def _do_cycle(state: GameState, action: Action, player: int, _honor: int | None
              ) -> tuple[list[Event], bool]:
    return _cycle(state, player), True


def _discard_card(state: GameState, action: Action, player: int, _honor: int | None
                  ) -> tuple[list[Event], bool]:
    """Discard down to the maximum hand size at the end of the turn [S1 › END PHASE]."""
    assert isinstance(action, DiscardCard)
    moves.move(state, action.card, _Z_FATE_DISCARD)
    events: list[Event] = [CardDiscarded((action.card,), "hand")]
    if len(state.players[player].hand) <= stats.max_hand_size(state, player):
        events += phases.end_turn(state)
    return events, False


def _do_resolve_done(state: GameState, action: Action, player: int, _honor: int | None
                     ) -> tuple[list[Event], bool]:
    assert isinstance(action, ResolveDone)
    return _resolve_done(state, action), False


def _choose_option(state: GameState, action: Action, player: int, _honor: int | None
                   ) -> tuple[list[Event], bool]:
    """"You may": the waiting optional effect applied or declined (``cardtext/optional.py``)."""
    assert isinstance(action, ChooseOption)
    if isinstance(action, ChooseCard):  # a card from a deck (cardtext/deck_choices.py)
        events = option_answer.answer(state, True, action.choice)
    else:
        events = option_answer.answer(state, action.apply)
    if not state.options and phases.in_event_resolution(state):  # an Event's choice: on
        events += phases.after_event_choice(state)
    elif state.duel is not None and state.duel.stage == "focus_choice" and not state.options:
        events += duels.after_focus_choice(state, focus_resolution)  # the duel goes on
        events += battle.after_interrupted_duel(state)
    elif not state.options and battle_points.waiting(state):  # a Terrain's choice before
        events += battle.resolve(state)  # the battle's resolution: the battle resolves
    return events, False


def _keyword_ability(state: GameState, action: Action, player: int, _honor: int | None
                     ) -> tuple[list[Event], bool]:
    """A player ability a card keyword gives (Kharmic, Reserve: ``keywords/``); an action, so
    the opportunity passes."""
    assert isinstance(action, KeywordAbility)
    return player_abilities.apply(state, action), True


def _battle(state: GameState, action: Action, player: int, _honor: int | None
            ) -> tuple[list[Event], bool]:
    """Engine II: attack declaration, maneuvers, battles (``attack/battle.py``)."""
    return battle.apply(state, action), isinstance(action, (Tactics, FavorBattle))


def _duel(state: GameState, action: Action, player: int, _honor: int | None
          ) -> tuple[list[Event], bool]:
    """Engine II: challenges and duels (``duels.py``)."""
    events = duels.apply(state, action, focus_resolution)  # Focus Effects with records
    events += battle.after_interrupted_duel(state)
    return events, False


#: The handler of each game action class (subclasses find theirs through :func:`handler_for`).
HANDLERS: dict[type, Handler] = {
    Pass: _pass, Manual: _manual, Concede: _concede, ProduceGold: _produce_gold,
    Recruit: _do_recruit, Overlay: _do_overlay, DiscardFromProvince: _discard_from_province,
    Equip: _do_equip, UseAbility: _use_ability, PlayRing: _play_ring, Lobby: _lobby,
    FavorDraw: _favor_draw, Cycle: _do_cycle, DiscardCard: _discard_card,
    ResolveDone: _do_resolve_done, ChooseOption: _choose_option,
    KeywordAbility: _keyword_ability,
}


def handler_for(cls: type) -> Handler | None:
    """The handler of an action class (its own, a base class's, or engine II's battle or duel
    handler); ``None`` for a class no verb handles."""
    for k, handler in HANDLERS.items():
        if issubclass(cls, k):
            return handler
    if issubclass(cls, battle.BATTLE_ACTIONS):
        return _battle
    if issubclass(cls, battle.DUEL_ACTIONS):
        return _duel
    return None


def _manual_detail(a: Manual) -> str:
    bits = []
    if a.amount and a.op not in ("bow", "straighten"):
        bits.append(str(a.amount))
    for v in (a.stat, a.token, a.zone, a.duration):
        if v:
            bits.append(v.replace("_", " "))
    if a.text:
        bits.append(repr(a.text))
    return " ".join(bits)




def _recruit(state: GameState, a: Recruit) -> list[Event]:
    """Bring a Personality or Holding into play from a province: pay (clan options), buy for
    Honor before he enters, enter play (Holdings bowed), the Invest effect when invested (its
    cost paid with the Recruit's, ``cardtext/invest.py``), refill the province face down
    [S1 › PERSONALITY › Playing Personalities], [S1 › HOLDING], [S1 › DYNASTY PHASE],
    [S0 › INVEST #]."""
    player = a.player
    card = state.cards[a.card]
    amount = action_gold(state, a)
    events = economy.pay(state, player, amount, a.payment, (a.card,), paying=a.card)
    if a.for_honor:
        p = state.players[player]
        p.bought_for_honor_turn = state.turn
        events += honor.gain_honor(state, player, stats.personal_honor(state, a.card),
                                   f"bought {card.title} for Honor", (a.card,))
    owner = card.owner
    moves.move(state, a.card, _Z_HOME, controller=player)
    if card.definition.type is _T_HOLDING:
        card.bowed = not (state.profile.fortifications_enter_unbowed
                          and card.definition.has_keyword("Fortification"))
    events.append(CardEnteredPlay((a.card,), player=player, how="recruited"))
    if a.invest:
        events += _invested(state, card)
    events += moves.refill(state, owner)
    return events


def _invested(state: GameState, card: CardState) -> list[Event]:
    """The Invest effect of a card just Recruited or Equipped investing, after it entered
    play, by its controller, not an action [S0 › INVEST #] (``cardtext/invest.py``)."""
    rec = invest.invest_record(card.definition)
    if rec is None:
        return []
    return abilities.run_effects(state, card.controller, card.id, rec, (), action=False)



def _overlay(state: GameState, a: Overlay) -> list[Event]:
    """Overlay: the stack keeps attachments, tokens, bowed/dishonorable state, effects and used
    abilities; the card underneath is out of play [S1 › OVERLAYING]."""
    player = a.player
    new = state.cards[a.card]
    old = state.cards[a.onto]
    amount = overlay_cost(state, a.card, a.onto) or 0
    events = economy.pay(state, player, amount, a.payment, (a.card,),
                         paying=a.card) if amount else []
    moves.take(state, new)
    home = state.players[old.controller].home
    pos = home.index(a.onto) if a.onto in home else len(home)
    if a.onto in home:
        home[pos] = a.card
    new.zone = old.zone
    new.controller = old.controller
    new.face_up = True
    new.bowed = old.bowed
    new.dishonored = old.dishonored
    new.attachments = old.attachments
    for att in new.attachments:
        state.cards[att].attached_to = a.card
    new.tokens = old.tokens
    new.modifiers = old.modifiers
    new.ability_uses = dict(old.ability_uses)
    new.under = [*old.under, a.onto]
    old.attachments = []
    old.tokens = {}
    old.modifiers = []
    old.under = []
    old.zone = _Z_UNDER
    old.bowed = False
    events.append(CardMoved((a.card, a.onto), from_zone="province", to_zone="home"))
    events += moves.refill(state, new.owner)
    return events



def _equip(state: GameState, a: Equip) -> list[Event]:
    """(Equip): pay the attachment's Gold cost (and its Invest cost when investing), it enters
    play in the Personality's unit, then the Invest effect [S1 › ATTACHMENTS › Playing
    attachments], [S0 › INVEST #]."""
    card = state.cards[a.card]
    events = economy.pay(state, a.player, action_gold(state, a), a.payment, (a.card,),
                         paying=a.card)
    moves.attach(state, card, a.target)
    events.append(CardAttached((a.card, a.target), player=a.player))
    if a.invest:
        events += _invested(state, card)
    return events



def _cycle(state: GameState, player: int) -> list[Event]:
    """20F Cycle: face-up province cards to the bottom of the Dynasty deck, refill, turn all
    face up [S0 › CYCLE #]."""
    p = state.players[player]
    events: list[Event] = [AbilityUsed((), player=player, name="Cycle")]
    for cid in list(p.provinces):
        if cid is not None and state.cards[cid].face_up:
            moves.move(state, cid, _Z_DYNASTY_DECK, top=False)
    events += moves.refill(state, player)
    for cid in p.provinces:
        if cid is not None:
            state.cards[cid].face_up = True
    p.cycled = True
    return events



def _resolve_done(state: GameState, a: ResolveDone) -> list[Event]:
    """Close a hand-resolution window and continue what it interrupted (the Events Phase, or
    the action round: the opportunity then passes on [S1 › ACTION PHASE])."""
    state.pending.pop(0)
    events: list[Event] = []
    if state.pending or state.windows:  # a response's text: the window goes on
        return events
    if state.duel is not None:  # engine II: the duel's Focus Effects were resolved
        return duels.after_focus_effects(state, focus_resolution)
    if state.phase is _P_EVENTS:
        events += phases.events_phase(state, state.cursor)
        if not state.pending and not state.options and not state.halted and not state.windows:
            events += steps.begin_action_phase(state)
    elif state.phase is _P_ACTION:
        state.step = _S_ACTION_ROUND
        state.passes = 0
        state.priority = state.next_player(a.player)
    elif state.phase is _P_ATTACK:  # engine II: back to the Combat Segment
        events += battle.after_text(state, a.player)
    return events
