"""Applying a legal action and every automatic step after it: :func:`apply_action`."""

from __future__ import annotations

from l5r_desktop.games.ccg import duels, economy, honor
from l5r_desktop.games.ccg.actions import (
    Action,
    ChooseLoser,
    Concede,
    Cycle,
    DiscardCard,
    DiscardFromProvince,
    Equip,
    FavorBattle,
    FavorDraw,
    Lobby,
    Manual,
    Overlay,
    Pass,
    PlayRing,
    ProduceGold,
    Recruit,
    ResolveDone,
    Seppuku,
    Tactics,
    UseAbility,
    action_from_dict,
)
from l5r_desktop.games.ccg.attack import battle
from l5r_desktop.games.ccg.cardtext import abilities, effects, triggers
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
    WindowClosed,
)
from l5r_desktop.games.ccg.model import moves, stats
from l5r_desktop.games.ccg.model.cards import CardType
from l5r_desktop.games.ccg.model.ids import Phase, Step, Victory, Zone
from l5r_desktop.games.ccg.model.state import GameState
from l5r_desktop.games.ccg.rules.check import action_gold, problem
from l5r_desktop.games.ccg.rules.legal import overlay_cost
from l5r_desktop.games.ccg.turn import phases, steps

_BEFORE_GET = triggers.BEFORE.get
# Enum members bound to module names: a look-up on an enum class goes through
# EnumType's __getattr__ hook, several times slower, and these run in the hot paths.
_P_ACTION = Phase.ACTION
_P_ATTACK = Phase.ATTACK
_P_DYNASTY = Phase.DYNASTY
_P_EVENTS = Phase.EVENTS
_S_ACTION_ROUND = Step.ACTION_ROUND
_S_DISCARD_PROVINCES = Step.DISCARD_PROVINCES
_S_RESOLVE_TEXT = Step.RESOLVE_TEXT
_T_HOLDING = CardType.HOLDING
_V_CONCEDED = Victory.CONCEDED
_Z_DYNASTY_DECK = Zone.DYNASTY_DECK
_Z_FATE_DISCARD = Zone.FATE_DISCARD
_Z_HOME = Zone.HOME
_Z_UNDER = Zone.UNDER

_ACTION = Phase.ACTION
_ATTACK = Phase.ATTACK
_GAME_OVER = Phase.GAME_OVER
_ACTION_ROUND = Step.ACTION_ROUND
_COMBAT = Step.COMBAT



def apply_action(state: GameState, action: Action, *, interrupts: bool = True
                 ) -> list[Event]:
    """Apply a legal action and every automatic step after it; returns the events. Trigger
    windows (``cardtext/triggers.py``): an action answering an open window goes to
    :func:`_in_window`; an action that would make an interrupted event waits in an Interrupt
    window (``interrupts=False``: it is the action such a window resumes); the triggers among
    the events open Reaction windows when the action has ended."""
    if state.windows and not state.reactions and not state.pending \
            and isinstance(action, (Pass, UseAbility)):
        return _in_window(state, action)
    if type(action) is ChooseLoser:  # simultaneous Dishonor: play has stopped
        return honor.choose_loser(state, action.loser)
    if interrupts and _BEFORE_GET(type(action)) is not None:
        opened = triggers.open_interrupt(state, action)
        if opened is not None:
            return opened
    events: list[Event] = []
    player = action.player
    turn_before = state.turn
    phase = state.phase
    in_round = (phase is _ACTION and state.step is _ACTION_ROUND) or \
        (phase is _ATTACK and state.step is _COMBAT)  # engine II: Combat
    passes_priority = False
    traits = _TRAITS.get(type(action))
    if traits is None:
        traits = _traits(type(action))
    kind, answers_reaction, chi_neutral, rings = traits
    honor_cost: int | None = None  # an Honor cost reduced by the Seppuku Reaction
    if state.reactions and answers_reaction:
        sub, resumed, honor_cost = _answer_reaction(state, action)
        events += sub
        kind = None
        if resumed is not None:  # the action whose Honor cost waited for the Reaction
            action, player = resumed, resumed.player
            kind, _, chi_neutral, rings = _TRAITS.get(UseAbility) or _traits(UseAbility)
    # dispatch: the most frequent kinds are tested first (the branches exclude each other)
    if kind is None:
        pass
    elif kind is Pass:
        events += _apply_pass(state, player)
    elif kind is _BATTLE:  # engine II
        events += battle.apply(state, action)
        passes_priority = isinstance(action, (Tactics, FavorBattle))
    elif kind is Manual:
        sub = effects.apply(state, player, action.op, action.card, action.amount, action.zone,
                            action.position, action.token, action.stat, action.duration,
                            action.target, action.text)
        events.append(ManualEffect((action.card,) if action.card else (), player=player,
                                   op=action.op, detail=_manual_detail(action)))
        events += sub
        events += battle.after_interrupted_duel(state)
    elif kind is Concede:
        alive = [i for i, p in enumerate(state.players) if i != player and not p.eliminated]
        events += honor.end_game(state, alive[0] if len(alive) == 1 else None,
                                 _V_CONCEDED.value)
        return events
    elif kind is ProduceGold:
        events += economy.produce(state, player, action.card)
    elif kind is Recruit:
        events += _recruit(state, action)
    elif kind is Overlay:
        events += _overlay(state, action)
    elif kind is DiscardFromProvince:
        owner = state.cards[action.card].owner
        events += moves.discard(state, action.card)
        events += moves.refill(state, owner)
        state.step = _S_DISCARD_PROVINCES
    elif kind is Equip:
        events += _equip(state, action)
        passes_priority = True
    elif kind is UseAbility:
        reaction = None if honor_cost is not None else abilities.cost_reaction(state, action)
        if reaction is not None:  # the Seppuku Reaction comes before the Honor cost is paid
            state.reactions.append(reaction)
            events.append(Note((action.card, *reaction["candidates"]), text=(
                f"{state.players[player].name} may commit seppuku before paying "
                f"{reaction['amount']} Honor for {state.title(action.card)}")))
        else:
            events += abilities.resolve(state, player, action.card, action.ability,
                                        action.targets, action.payment, honor_cost=honor_cost)
            passes_priority = True
    elif kind is PlayRing:
        moves.move(state, action.card, _Z_HOME, controller=player)
        state.cards[action.card].own_text = True
        events.append(CardEnteredPlay((action.card,), player=player, how="by its own text"))
        passes_priority = True
    elif kind is Lobby:
        state.cards[action.card].bowed = True
        state.players[player].lobbied_turn = state.turn
        events.append(AbilityUsed((action.card,), player=player, name="Lobby"))
        events.append(CardsBowed((action.card,), reason="Lobby"))
        events += honor.set_favor(state, player)
        passes_priority = True
    elif kind is FavorDraw:
        events.append(AbilityUsed((action.card,), player=player, name="the Imperial Favor"))
        events += honor.set_favor(state, None)
        events += moves.discard(state, action.card)
        events += moves.draw(state, player, 1)
        passes_priority = True
    elif kind is Cycle:
        events += _cycle(state, player)
        passes_priority = True
    elif kind is DiscardCard:
        moves.move(state, action.card, _Z_FATE_DISCARD)
        events.append(CardDiscarded((action.card,), "hand"))
        if len(state.players[player].hand) <= state.profile.max_hand_size:
            events += phases.end_turn(state)
    elif kind is ResolveDone:
        events += _resolve_done(state, action)
    elif kind is _DUEL:  # engine II
        events += duels.apply(state, action)
        events += battle.after_interrupted_duel(state)
    # triggered traits first [S1 › TIMING AND TRIGGERS]; only events some card watches
    watch_traits, watch_after = triggers.watched(state)
    if watch_traits and events and not state.halted and _any_of(events, watch_traits):
        events += triggers.fire_traits(state, events)
    # continuous checks: Chi death, victory [S1 › PERSONALITY › Chi Death Rule]. Chi only
    # changes through effects, attachments, new Personalities and expiring modifiers.
    # Recruiting and Equipping change the Chi of one Personality only (the recruited one, the
    # one equipped), so only he is checked then.
    if state.phase is not _GAME_OVER:
        if state.turn != turn_before:
            events += honor.chi_death(state)
        elif kind is Recruit:
            events += honor.chi_death(state, only=(action.card,))  # type: ignore[attr-defined]
        elif kind is Equip:
            events += honor.chi_death(state, only=(action.target,))  # type: ignore[attr-defined]
        elif not chi_neutral:
            events += honor.chi_death(state)
        # Rings enter play only by PlayRing, card effects or the toolkit [S1 › RING]
        events += honor.check_victory(state, rings=rings)
    if state.phase is _GAME_OVER:
        return events
    if passes_priority and in_round:
        if state.phase is _P_ATTACK:  # engine II: Terrain, Naval first actor
            battle.after_battle_action(state, action)
        if state.duel is not None:  # engine II: the opportunity passes when the duel ends
            duels.pass_after(state, player)
        elif state.pending:
            state.step = _S_RESOLVE_TEXT
        else:
            state.passes = 0
            state.priority = state.next_player(player)
    if watch_after and events and _any_of(events, watch_after):
        events += triggers.open_reactions(state, events)
    return events


def _any_of(events: list[Event], kinds: frozenset[type]) -> bool:
    """True if one of ``events`` is of one of these classes (a loop: cheaper than any() on
    the few events of an action)."""
    for e in events:  # noqa: SIM110
        if type(e) in kinds:
            return True
    return False


def _in_window(state: GameState, action: Action) -> list[Event]:
    """The actor of the innermost trigger window passes or responds [S1 › TIMING AND
    TRIGGERS › C]: a response resolves at once (its triggers open nested windows on top); the
    window closes when everyone passed in a row, and an Interrupt window then lets the action
    it held happen, if that is still legal."""
    window = state.windows[-1]
    events: list[Event] = []
    if isinstance(action, Pass):
        events.append(PlayerPassed((), action.player, f"no {window.timing}"))
        after = window.passed()
        if after is not None:
            state.windows[-1] = after
            return events
        state.windows.pop()
        events.append(WindowClosed(window.cards, timing=window.timing, trigger=window.trigger))
        resumed = triggers.resumed_action(window)
        if resumed is not None:
            why = problem(state, resumed)
            if why is None:
                events += apply_action(state, resumed, interrupts=False)
            else:
                events.append(Note(window.cards, text=f"{resumed.label(state)} does not happen:"
                                                      f" {why}"))
        return events
    assert isinstance(action, UseAbility)
    state.windows[-1] = window.responded(f"{action.card}/{action.ability}")
    events += abilities.resolve(state, action.player, action.card, action.ability,
                                action.targets, action.payment)
    events += triggers.fire_traits(state, events)
    if not state.halted:
        events += honor.chi_death(state)
        events += honor.check_victory(state, rings=True)
    if not state.halted:
        events += triggers.open_reactions(state, events)
    return events

_CHI_NEUTRAL: tuple[type, ...] = (
    Pass, DiscardCard, DiscardFromProvince, ProduceGold, Lobby, FavorDraw, ResolveDone, Cycle,
    PlayRing)



def _battle_moves_are_chi_neutral() -> None:
    """Engine II moves (assigning, choosing a battlefield, Cavalry moves, resolving a battle)
    never change Chi, so they skip the Chi-death scan too."""
    global _CHI_NEUTRAL
    from l5r_desktop.games.ccg import actions as _a

    extra = tuple(getattr(_a, n) for n in ("DeclareAttack", "Assign", "ChooseBattlefield",
                                            "CavalryMove", "ResolveBattle") if hasattr(_a, n))
    _CHI_NEUTRAL = (*_CHI_NEUTRAL, *extra)



#: Stand-ins for the engine II action groups in the dispatch of :func:`apply_action`.
_BATTLE = object()

_DUEL = object()



def _traits(cls: type) -> tuple[object, bool, bool, bool]:
    kind: object = None
    for k in (Manual, Concede, Pass, ProduceGold, Recruit, Overlay, DiscardFromProvince, Equip,
              UseAbility, PlayRing, Lobby, FavorDraw, Cycle, DiscardCard, ResolveDone):
        if issubclass(cls, k):
            kind = k
            break
    else:
        if issubclass(cls, battle.BATTLE_ACTIONS):
            kind = _BATTLE
        elif issubclass(cls, battle.DUEL_ACTIONS):
            kind = _DUEL
    traits = (kind, issubclass(cls, (Pass, Seppuku)), issubclass(cls, _CHI_NEUTRAL),
              issubclass(cls, (PlayRing, UseAbility, Manual)))
    _TRAITS[cls] = traits
    return traits



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



def _apply_pass(state: GameState, player: int) -> list[Event]:
    """Pass: in an action round the opportunity moves left and the round ends when all pass
    consecutively [S1 › ACTION PHASE]; otherwise it skips the attack or ends the Dynasty Phase
    [S1 › ATTACK PHASE (OPTIONAL)], [S1 › DYNASTY PHASE]."""
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
    return events



def _recruit(state: GameState, a: Recruit) -> list[Event]:
    """Bring a Personality or Holding into play from a province: pay (clan options), buy for
    Honor before he enters, enter play (Holdings bowed), refill the province face down
    [S1 › PERSONALITY › Playing Personalities], [S1 › HOLDING], [S1 › DYNASTY PHASE]."""
    player = a.player
    card = state.cards[a.card]
    amount = action_gold(state, a)
    events = economy.pay(state, player, amount, a.payment, (a.card,))
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
    events += moves.refill(state, owner)
    return events



def _overlay(state: GameState, a: Overlay) -> list[Event]:
    """Overlay: the stack keeps attachments, tokens, bowed/dishonorable state, effects and used
    abilities; the card underneath is out of play [S1 › OVERLAYING]."""
    player = a.player
    new = state.cards[a.card]
    old = state.cards[a.onto]
    amount = overlay_cost(state, a.card, a.onto) or 0
    events = economy.pay(state, player, amount, a.payment, (a.card,)) if amount else []
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
    """(Equip): pay the attachment's Gold cost, it enters play in the Personality's unit
    [S1 › ATTACHMENTS › Playing attachments]."""
    card = state.cards[a.card]
    host = state.cards[a.target]
    events = economy.pay(state, a.player, stats.gold_cost(state, a.card), a.payment, (a.card,))
    moves.take(state, card)
    card.zone = host.zone
    card.controller = host.controller
    card.face_up = True
    card.attached_to = a.target
    host.attachments.append(a.card)
    events.append(CardAttached((a.card, a.target), player=a.player))
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
        return duels.after_focus_effects(state)
    if state.phase is _P_EVENTS:
        events += phases.events_phase(state, state.cursor)
        if not state.pending and not state.halted:
            events += steps.begin_action_phase(state)
    elif state.phase is _P_ACTION:
        state.step = _S_ACTION_ROUND
        state.passes = 0
        state.priority = state.next_player(a.player)
    elif state.phase is _P_ATTACK:  # engine II: back to the Combat Segment
        events += battle.after_text(state, a.player)
    return events

_battle_moves_are_chi_neutral()

#: Per action class: (the branch of :func:`apply_action`, answers a Seppuku Reaction,
#: Chi-neutral, may bring Rings into play). Computed once per class with the same
#: ``isinstance`` order the branches had, so the dispatch does not test every class again.
_TRAITS: dict[type, tuple[object, bool, bool, bool]] = {}


def _answer_reaction(state: GameState, action: Action
                     ) -> tuple[list[Event], UseAbility | None, int]:
    """Apply the waiting Honor loss, after the Seppuku Reaction if it was chosen: if the
    seppuku destroyed him, the loss is reduced to 1 [S1 › PLAYER ABILITIES], [S1 › SEPPUKU].

    A loss that is the cost of an action (``resume``: the action, not resolved yet) is not
    applied here: the action is returned with the Honor it now costs, to be resolved."""
    r = state.reactions.pop(0)
    amount = int(r["amount"])
    events: list[Event] = []
    if isinstance(action, Seppuku):
        events += honor.seppuku(state, action.card)
        if not state.cards[action.card].in_play:
            amount = min(amount, 1)
    resume = r.get("resume")
    if resume is not None:
        resumed = action_from_dict(resume)
        assert isinstance(resumed, UseAbility)
        return events, resumed, amount
    events += honor.lose_honor(state, r["player"], amount, r["reason"], tuple(r["sources"]))
    return events, None, amount
