"""Applying a legal action and every automatic step after it: :func:`apply_action`."""

from __future__ import annotations

from l5r_desktop.core.windows import REACTION
from l5r_desktop.games.ccg import duels, honor
from l5r_desktop.games.ccg.actions import (
    Action,
    ChooseLoser,
    ChooseOption,
    Cycle,
    DiscardCard,
    DiscardFromProvince,
    Equip,
    FavorDraw,
    Lobby,
    Manual,
    Pass,
    PlayRing,
    ProduceGold,
    Recruit,
    ResolveDone,
    Seppuku,
    UseAbility,
    action_from_dict,
)
from l5r_desktop.games.ccg.attack import battle
from l5r_desktop.games.ccg.cardtext import (
    abilities,
    action_end,
    extra_actions,
    negation,
    straightening,
    targeted,
    targeted_traits,
    trait_firing,
    triggers,
)
from l5r_desktop.games.ccg.cardtext import announced as announced_actions
from l5r_desktop.games.ccg.events import (
    Event,
    Note,
    PlayerPassed,
    WindowClosed,
)
from l5r_desktop.games.ccg.keywords import draws as keyword_draws
from l5r_desktop.games.ccg.keywords import may_draw
from l5r_desktop.games.ccg.model.ids import Phase, Step
from l5r_desktop.games.ccg.model.state import GameState
from l5r_desktop.games.ccg.rules.check import problem
from l5r_desktop.games.ccg.rules.verbs import HANDLERS, Handler, handler_for
from l5r_desktop.games.ccg.turn import phases

_BEFORE_GET = triggers.BEFORE.get
_ANNOUNCED = announced_actions.TRIGGER
_BEFORE_EVENT = negation.BEFORE_EVENT
_ANNOUNCED_KEY = (REACTION, _ANNOUNCED)
_ANNOUNCED_VERBS = announced_actions.VERBS
_STRAIGHTENING_KEY = straightening.KEY
_ACTION_END_KEY = action_end.KEY
# Enum members bound to module names: a look-up on an enum class goes through
# EnumType's __getattr__ hook, several times slower, and these run in the hot paths.
_P_ATTACK = Phase.ATTACK
_S_RESOLVE_TEXT = Step.RESOLVE_TEXT

_ACTION = Phase.ACTION
_ATTACK = Phase.ATTACK
_GAME_OVER = Phase.GAME_OVER
_ACTION_ROUND = Step.ACTION_ROUND
_COMBAT = Step.COMBAT



def apply_action(state: GameState, action: Action, *, interrupts: bool = True,
                 announced: bool = False) -> list[Event]:
    """Apply a legal action and every automatic step after it; returns the events. Trigger
    windows (``cardtext/triggers.py``): an action answering an open window goes to
    :func:`_in_window`; an action that would make an interrupted event waits in an Interrupt
    window (``interrupts=False``: it is the action such a window resumes); the triggers among
    the events open Reaction windows when the action has ended. An action taken at an
    opportunity first waits in an "after it is announced" window when some player may answer
    it (``announced=True``: it comes back from that window, or from a later one, and goes
    on)."""
    if state.windows and not state.reactions and not state.pending \
            and isinstance(action, (Pass, UseAbility)):
        return _in_window(state, action)
    verb = type(action)
    if verb is ChooseLoser:  # simultaneous Dishonor: play has stopped
        return honor.choose_loser(state, action.loser)  # type: ignore[attr-defined]
    if interrupts and _BEFORE_GET(verb) is not None:
        opened = triggers.open_interrupt(state, action)
        if opened is not None:
            return opened
    if interrupts and not announced and verb in _ANNOUNCED_VERBS and \
            _ANNOUNCED_KEY in state.ability_keys:
        opened = targeted.open_announced(state, action)  # "after you announce" Reactions
        if opened is not None:
            return opened
    if interrupts and verb is UseAbility and not targeted.KEYS.isdisjoint(
            state.ability_keys):
        notes: list[Event] = []  # what triggered traits on its targeting did
        opened = targeted.open_window(state, action, notes)  # "after an action targets"
        if opened is not None:
            return opened
        events: list[Event] = notes
    else:
        events = []
    player = action.player
    turn_before = state.turn
    phase = state.phase
    in_round = (phase is _ACTION and state.step is _ACTION_ROUND) or \
        (phase is _ATTACK and state.step is _COMBAT)  # engine II: Combat
    passes_priority = False
    traits = _TRAITS.get(verb)
    if traits is None:
        traits = _traits(verb)
    kind, answers_reaction, chi_neutral, rings = traits
    honor_cost: int | None = None  # an Honor cost reduced by the Seppuku Reaction
    if state.reactions and answers_reaction:
        sub, resumed, honor_cost = _answer_reaction(state, action)
        events += sub
        kind = None
        if resumed is not None:  # the action whose Honor cost waited for the Reaction
            action, player = resumed, resumed.player
            kind, _, chi_neutral, rings = _TRAITS.get(UseAbility) or _traits(UseAbility)
    if kind is not None:  # one small handler per verb (rules/verbs.py)
        sub, passes_priority = kind(state, action, player, honor_cost)
        events += sub
        if state.resolving and not state.options and isinstance(action, ChooseOption):
            resumed = targeted_traits.after_choices(state)
            if resumed is not None:  # a trait's choice made: the action it held goes on
                return events + apply_action(state, resumed, announced=True)
    keys = state.ability_keys
    if _STRAIGHTENING_KEY in keys:  # "while <it> remains unbowed": ended
        straightening.expire(state)  # once that card bowed (cardtext/straightening.py)
    # triggered traits first [S1 › TIMING AND TRIGGERS]; only events some card watches
    watch_traits, watch_after = triggers.watched(state)
    if watch_traits and events and state.phase is not _GAME_OVER:
        for e in events:  # any event some card's trait watches (a loop, not a call)
            if type(e) in watch_traits:
                events += trait_firing.fire_traits(state, events)
                break
    # continuous checks: Chi death, victory [S1 › PERSONALITY › Chi Death Rule]. Chi only
    # changes through effects, attachments, new Personalities and expiring modifiers.
    # Recruiting and Equipping change the Chi of one Personality only (the recruited one, the
    # one equipped), so only he is checked then.
    if state.phase is not _GAME_OVER:
        died: list[Event] = []
        if state.turn != turn_before:
            died = honor.chi_death(state)
        elif kind is _RECRUIT:
            died = honor.chi_death(state, only=(action.card,))  # type: ignore[attr-defined]
        elif kind is _EQUIP:
            died = honor.chi_death(state, only=(action.target,))  # type: ignore[attr-defined]
        elif not chi_neutral:
            died = honor.chi_death(state)
        events += died
        if died and watch_traits and state.phase is not _GAME_OVER:
            # a Personality dead by the Chi Death Rule is destroyed: its "after this card is
            # destroyed" trait fires like any other [S1 › TRAITS; S1 › PERSONALITY]
            events += trait_firing.fire_traits(state, died)
        # Rings enter play only by PlayRing, card effects or the toolkit [S1 › RING]
        events += honor.check_victory(state, rings=rings)
    if state.phase is _GAME_OVER:
        return events
    if events and not keyword_draws.EVENTS.isdisjoint(map(type, events)) and \
            keyword_draws.watched(state):
        events += keyword_draws.after_action(state, events)  # Destined, Expendable
    if events and may_draw.watched(state) and not may_draw.EVENTS.isdisjoint(map(type, events)):
        events += may_draw.after_action(state, events)  # Brash, Overconfident
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
    if in_round and not state.pending and state.duel is None:  # [CE › ADDITIONAL (ACTION)]
        granted = extra_actions.granted_to(events)  # (also after a "you may" answered)
        if granted is not None and state.windows:  # answered inside a window: kept
            extra_actions.keep(state, events)
        elif granted is not None:
            state.passes = -1  # a pass on the granted opportunity does not count
            state.priority = granted
            extra_actions.restrict(state, events)  # "which he must perform"
    if _ACTION_END_KEY in keys and not state.resolving and not state.windows:
        events += action_end.expire(state)  # "until the action ends" (action_end.py)
    if watch_after and events:
        for e in events:  # any event that may open a Reaction window
            if type(e) in watch_after:
                events += triggers.open_reactions(state, events)
                break
    return events


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
        if window.trigger == _BEFORE_EVENT:  # the Event that waited resolves (event_window)
            return events + phases.event_window_closed(state)
        resumed = triggers.resumed_action(window)
        if resumed is not None:
            # an action held after its targeting goes on even if a target became illegal;
            # its costs are checked when it resolves (negation.held_problem)
            held = window.trigger in targeted.HELD or window.trigger == targeted.BEFORE
            if window.trigger in targeted.HELD:  # the targets responses gave it (a
                resumed = targeted.redirected(state, resumed)  # "would target" one or after)
            why = None if held else problem(state, resumed)
            if why is None:
                on = window.trigger == targeted.WOULD or window.trigger == _ANNOUNCED
                events += apply_action(state, resumed, interrupts=on, announced=on)
            else:
                events.append(Note(window.cards, text=f"{resumed.label(state)} does not happen:"
                                                      f" {why}"))
        if not state.windows and state.delayed:  # a grant kept from a window is taken now
            events += extra_actions.after_windows(state)
        if not state.windows and not state.resolving and action_end.used(state):
            events += action_end.expire(state)  # (the held action was dropped)
        return events
    assert isinstance(action, UseAbility)
    state.windows[-1] = window.responded(f"{action.card}/{action.ability}")
    events += abilities.resolve(state, action.player, action.card, action.ability,
                                action.targets, action.payment,
                                target_player=action.target_player, gold=action.gold)
    extra_actions.keep(state, events)  # an additional action it grants waits for the windows
    if straightening.KEY in state.ability_keys:
        straightening.expire(state)  # (straightening.py)
    events += trait_firing.fire_traits(state, events)
    if not state.halted:
        died = honor.chi_death(state)
        events += died
        if died:  # its "after this card is destroyed" trait fires [S1 › TRAITS]
            events += trait_firing.fire_traits(state, died)
        events += honor.check_victory(state, rings=True)
    if not state.halted:
        events += keyword_draws.after_action(state, events)
        events += may_draw.after_action(state, events)
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



def _traits(cls: type) -> tuple[Handler | None, bool, bool, bool]:
    traits = (handler_for(cls), issubclass(cls, (Pass, Seppuku)),
              issubclass(cls, _CHI_NEUTRAL), issubclass(cls, (PlayRing, UseAbility, Manual)))
    _TRAITS[cls] = traits
    return traits



_battle_moves_are_chi_neutral()

#: Per action class: (its verb handler, answers a Seppuku Reaction, Chi-neutral, may bring
#: Rings into play). Computed once per class, so the dispatch does not test every class again.
_TRAITS: dict[type, tuple[Handler | None, bool, bool, bool]] = {}
_RECRUIT = HANDLERS[Recruit]
_EQUIP = HANDLERS[Equip]


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
