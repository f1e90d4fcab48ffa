"""The turn sequence as ordered steps [S1 › THE TURN SEQUENCE].

``advance(state)`` runs every automatic step until the game needs a decision (an action round
opportunity, declare/skip the attack, Dynasty recruiting, discarding to hand size, or a card's
text being resolved by hand) and returns the events.

Order: turn start (Honor victory check) → Straighten → Events → Action (action round) →
Attack (declare / skip; engine II) → Dynasty (recruit, then discard province cards) → End (draw,
discard to maximum hand size) → next player. Twenty Festivals folds Straighten and the
revealing of province cards into the start of its Action Phase [S0 › ACTION PHASE #].
"""

from __future__ import annotations

from l5r_desktop.games.ccg import honor
from l5r_desktop.games.ccg.cardtext import (
    abilities,
    attacker_waits,
    delayed,
    event_window,
    given,
    lasting,
    pile_equip,
    straightening,
)
from l5r_desktop.games.ccg.cardtext.own_provinces import in_event_resolution
from l5r_desktop.games.ccg.events import (
    CardDiscarded,
    CardEnteredPlay,
    CardRevealed,
    CardsStraightened,
    Event,
    ModifiersExpired,
    Note,
    PhaseBegan,
    TextToResolve,
    TurnBegan,
)
from l5r_desktop.games.ccg.model import moves, stats
from l5r_desktop.games.ccg.model.cards import CardDef, CardType
from l5r_desktop.games.ccg.model.ids import Automation, Duration, Phase, Step, Victory, Zone
from l5r_desktop.games.ccg.model.state import CardState, GameState
from l5r_desktop.games.ccg.turn.steps import begin_action_phase, end_phase_gold

# Enum members bound to module names: a look-up on an enum class goes through
# EnumType's __getattr__ hook, several times slower, and these run in the hot paths.
_A_MANUAL = Automation.MANUAL
_D_GAME = Duration.GAME
_D_NEXT_TURN = Duration.NEXT_TURN
_D_TURN = Duration.TURN
_D_WHILE_SOURCE = Duration.WHILE_SOURCE
_P_ACTION = Phase.ACTION
_P_ATTACK = Phase.ATTACK
_P_DYNASTY = Phase.DYNASTY
_P_END = Phase.END
_P_EVENTS = Phase.EVENTS
_P_SETUP = Phase.SETUP
_P_STRAIGHTEN = Phase.STRAIGHTEN
_S_ACTION_ROUND = Step.ACTION_ROUND
_S_DECLARE = Step.DECLARE
_S_DISCARD_TO_HAND_SIZE = Step.DISCARD_TO_HAND_SIZE
_S_NONE = Step.NONE
_S_RECRUIT = Step.RECRUIT
_S_RESOLVE_TEXT = Step.RESOLVE_TEXT
_T_CELESTIAL = CardType.CELESTIAL
_T_EVENT = CardType.EVENT
_T_REGION = CardType.REGION
_V_TURN_CAP = Victory.TURN_CAP
_Z_DYNASTY_DISCARD = Zone.DYNASTY_DISCARD
_Z_HOME = Zone.HOME
_Z_PROVINCE = Zone.PROVINCE

# phase names for the PhaseBegan events (plain strings, looked up once)
_EVENTS_V = Phase.EVENTS.value
_ACTION_V = Phase.ACTION.value
_STRAIGHTEN_V = Phase.STRAIGHTEN.value
_ATTACK_V = Phase.ATTACK.value
_DYNASTY_V = Phase.DYNASTY.value
_END_V = Phase.END.value


def begin_turn(state: GameState, player: int) -> list[Event]:
    """A new turn: the Honor victory check happens at the very point the turn begins
    [S1 › PLAYERS WINNING AND LOSING › Honor Victory]; then the player's delayed effects
    waiting for "after your next turn begins" (``cardtext/delayed.py``); then Straighten and
    Events."""
    state.turn += 1
    state.active = player
    state.priority = player
    state.passes = 0
    events: list[Event] = [TurnBegan((), turn=state.turn, player=player)]
    events += _next_turn_begins(state, player)
    if state.delayed:  # "until your turn N turns from now begins" (cardtext/lasting.py)
        events += lasting.turn_began(state, player)
        events += pile_equip.turn_began(state, player)  # (cardtext/pile_equip.py)
        events += attacker_waits.turn_began(state, player)  # (cardtext/attacker_waits.py)
    events += honor.check_honor_victory(state, player)
    if state.halted:
        return events
    if state.delayed:  # "after your next turn begins" [CE › DELAYED EFFECTS]
        events += delayed.turn_began(state, player, abilities.run_list)
        if state.halted:
            return events
    if state.profile.separate_straighten_events:
        events += straighten_phase(state)
        state.phase = _P_EVENTS
        state.step = _S_NONE
        events.append(PhaseBegan((), _EVENTS_V, player))
        events += straightening.events_began(state, player)  # "until your next Events Phase"
        events += events_phase(state, 0)
        if state.pending or state.options or state.halted or state.windows:
            return events
        events += begin_action_phase(state)
    else:  # 20F: straighten and reveal at the start of the Action Phase [S0 › ACTION PHASE #]
        state.phase = _P_ACTION
        state.step = _S_NONE
        events.append(PhaseBegan((), _ACTION_V, player))
        events += _straighten(state, player)
        events += straightening.events_began(state, player)  # (no Events Phase: revealing)
        events += _reveal_all(state, player)
        events += revealed_events(state, 0)
        if state.options or state.halted or state.windows:
            return events
        _open_action_round(state)
    return events


def _open_action_round(state: GameState) -> None:
    state.step = _S_ACTION_ROUND
    state.priority = state.active
    state.passes = 0


def reveal_trigger(d: CardDef) -> bool:
    """An Event whose ability is the reveal trigger ("After you reveal cards in your
    Provinces at the start of your turn, if this Event is face-up in one of them, ...") or has
    no designator: a record of timing ``event`` and no action used from its province (an
    Event whose ability has a designator has a record of that timing, ability_format.py)."""
    return d.type is _T_EVENT and abilities.event_record(d) is not None and \
        not abilities.actions_from(d, "province")


def revealed_events(state: GameState, start: int) -> list[Event]:
    """Twenty Festivals: after the active player turns his province cards face-up at the start
    of his Action Phase [S0 › ACTION PHASE #], each Event face-up in them whose ability is
    the reveal trigger resolves, left to right from province ``start``: "Triggered traits
    happen every time that trigger occurs ... (d) if they say they are triggered from an area
    not in play" [S0 › TRIGGERED TRAITS #]. 20F has no rule for an Event's resolution; the
    wording is Celestial's, so it resolves as there: it leaves the province for the resolution
    area, is discarded after its effects and the province refilled [CE › EVENT]. Events
    with a designator are not resolved: they are used as actions from the province
    [S0 › EVENT #]. Pauses (state.options) at an Event's choice, as the Events Phase does."""
    player = state.active
    p = state.players[player]
    events: list[Event] = []
    i = start
    while i < len(p.provinces):
        cid = p.provinces[i]
        if cid is None or not state.cards[cid].face_up or \
                not reveal_trigger(state.cards[cid].definition):
            i += 1
            continue
        events += _resolve_event(state, player, cid, i)
        if state.options:  # "you may" or a choice: the reveal waits (optional.py)
            state.priority = player
            return events
        if state.halted or state.windows:  # (a window before it resolves: event_window.py)
            return events
        i = state.cursor  # the next province (an effect may have destroyed this one)
    return events


def _straighten(state: GameState, player: int) -> list[Event]:
    if straightening.KEY in state.ability_keys:  # "while <it> remains unbowed": those whose
        straightening.expire(state)  # card is bowed now end before anything straightens
    cards = [cid for cid in moves.in_play_cards(state, player) if state.cards[cid].bowed]
    kept: list[Event] = []  # cards whose straightening is negated (straightening.py)
    for cid in cards:
        card = state.cards[cid]
        if straightening.may_be_kept(card):
            negated = straightening.negated(state, cid)
            if negated is not None:
                kept.append(negated)
                continue
        card.bowed = False
    if kept:
        cards = [cid for cid in cards if not state.cards[cid].bowed]
    return [CardsStraightened(tuple(cards), player=player), *kept]


def straighten_phase(state: GameState) -> list[Event]:
    """The active player straightens all his cards in play [S1 › STRAIGHTEN PHASE]."""
    state.phase = _P_STRAIGHTEN
    state.step = _S_NONE
    events: list[Event] = [PhaseBegan((), _STRAIGHTEN_V, state.active)]
    events += _straighten(state, state.active)
    return events


def _reveal_all(state: GameState, player: int) -> list[Event]:
    p = state.players[player]
    revealed = []
    for cid in p.provinces:
        if cid is not None and not state.cards[cid].face_up:
            state.cards[cid].face_up = True
            revealed.append(cid)
    return [CardRevealed(tuple(revealed), player=player)] if revealed else []


def events_phase(state: GameState, start: int) -> list[Event]:
    """Events Phase from province ``start``: reveal each card left to right; Events resolve
    (once per title per player per game, CE), then are discarded and the province refilled face
    down; Celestials enter play (your other Celestials are discarded first); Regions attach to
    their province if it has none [S1 › EVENTS PHASE], [S1 › EVENT], [S1 › CELESTIAL],
    [S1 › REGION]. Pauses (state.pending) while an Event's text is resolved by hand."""
    player = state.active
    p = state.players[player]
    events: list[Event] = []
    i = start
    while i < len(p.provinces):
        cid = p.provinces[i]
        if cid is None:
            i += 1
            continue
        card = state.cards[cid]
        if not card.face_up:
            card.face_up = True
            events.append(CardRevealed((cid,), player=player))
        t = card.definition.type
        if t is _T_EVENT and state.profile.events_resolve_on_reveal:
            events += _resolve_event(state, player, cid, i)
            if state.options:  # "you may": the phase waits for the choice (optional.py)
                state.priority = player
                return events
            if state.pending:
                state.step = _S_RESOLVE_TEXT
                state.priority = player
                return events
            if state.halted or state.windows:  # (before it resolves: event_window.py)
                return events
            i = state.cursor  # the next province (an effect may have destroyed this one)
            continue
        elif t is _T_CELESTIAL:
            for other in list(p.home):
                if other != cid and state.cards[other].definition.type is _T_CELESTIAL:
                    events += moves.discard(state, other)
            moves.move(state, cid, _Z_HOME, controller=player)
            events.append(CardEnteredPlay((cid,), player=player, how="Celestial"))
            events += moves.refill(state, player)
        elif t is _T_REGION and not state.profile.regions_after_events:
            events += _attach_region(state, player, i)
        i += 1
    if state.profile.regions_after_events:  # GE: Regions after all Events [S2 › Regions]
        for n, cid in enumerate(p.provinces):
            if cid is not None and state.cards[cid].face_up and \
                    state.cards[cid].definition.type is _T_REGION:
                events += _attach_region(state, player, n)
    return events


def _attach_region(state: GameState, player: int, i: int) -> list[Event]:
    """A revealed Region attaches to its province if it has none, else it is discarded; the
    province is then refilled [S1 › REGION]."""
    p = state.players[player]
    cid = p.provinces[i]
    assert cid is not None
    card = state.cards[cid]
    events: list[Event] = []
    moves.take(state, card)
    if p.province_regions[i] is None:
        card.zone = _Z_PROVINCE
        card.province = i
        card.face_up = True
        p.province_regions[i] = cid
        events.append(CardEnteredPlay((cid,), player=player, how="Region"))
    else:
        card.zone = _Z_DYNASTY_DISCARD
        p.dynasty_discard.append(cid)
        events.append(CardDiscarded((cid,), "province"))
    events += moves.refill(state, player)
    return events


def _resolve_event(state: GameState, player: int, cid: str, province: int) -> list[Event]:
    """The revealed Event leaves its province for the resolution area (its zone is the
    discard pile's, not yet listed there), its record resolves for the province's player, and
    "if the Event card is in the resolution area, discard it. Then, if necessary, the province
    it came from is refilled" [CE › EVENT]: an effect putting it into play keeps it in play."""
    p = state.players[player]
    card = state.cards[cid]
    title = card.definition.title
    if state.profile.event_once_per_player:
        done = title in p.events_resolved
    else:
        done = any(title in q.events_resolved for q in state.players)
    events: list[Event] = []
    moves.take(state, card)  # into the resolution area
    card.zone = _Z_DYNASTY_DISCARD
    state.cursor = province + 1  # "this Province": the one before the cursor (own_provinces)
    if done:
        events.append(Note((cid,), text=f"{title} already resolved for {p.name} this game; "
                                        "it is discarded"))
    else:
        p.events_resolved.append(title)
        opened = event_window.open_window(state, player, cid)
        if opened:  # Reactions before it resolves first (event_window_closed goes on)
            return events + opened
        events += _event_effects(state, player, cid, False)
    if state.options:  # a choice waits: the Event stays in the resolution area until its
        return events  # last effect has resolved (finish_event)
    return events + finish_event(state, player, cid)


def _event_effects(state: GameState, player: int, cid: str, negated: bool) -> list[Event]:
    """The resolving Event's effects, for ``player`` (none when a Reaction negated them)."""
    card = state.cards[cid]
    rec = abilities.event_record(card.definition)
    if negated:
        return [Note((cid,), text=f"{card.title}: its effects are negated")]
    if rec is not None:
        return abilities.run_effects(state, player, cid, rec, ())
    if card.definition.text:
        state.pending.append((cid, player))
        return [TextToResolve((cid,), player=player)]
    return []


def event_window_closed(state: GameState) -> list[Event]:
    """The window before an Event resolves closed (``event_window.py``): its effects resolve
    (less what was negated), it is finished, and the Events Phase (or 20F reveal) goes on."""
    taken = event_window.take(state)
    if taken is None:
        return []
    cid, player, negated = taken
    events = _event_effects(state, player, cid, negated)
    if state.pending:  # its text is resolved by hand first (ResolveDone goes on)
        events += finish_event(state, player, cid)
        state.step = _S_RESOLVE_TEXT
        state.priority = player
        return events
    if not state.options:  # (a "you may" of its effects: after_event_choice finishes it)
        events += finish_event(state, player, cid)
    return events + after_event_choice(state)


def finish_event(state: GameState, player: int, cid: str) -> list[Event]:
    """After an Event's last effect: "if the Event card is in the resolution area, discard
    it. Then, if necessary, the province it came from is refilled" [CE › EVENT]."""
    p = state.players[player]
    card = state.cards[cid]
    events: list[Event] = []
    if card.zone is _Z_DYNASTY_DISCARD and cid not in p.dynasty_discard:
        p.dynasty_discard.append(cid)  # an Event its effects put into play stays there
        events.append(CardDiscarded((cid,), "province"))
    events += moves.refill(state, player)
    events += honor.check_victory(state, rings=False)  # Events put no Rings into play
    return events


def resolving_event(state: GameState) -> str | None:
    """The Event in the resolution area of the Events Phase (waiting for a choice), if any:
    an Event card whose zone is its owner's discard pile but not listed there yet."""
    if not in_event_resolution(state):
        return None
    pile = state.players[state.active].dynasty_discard
    for cid, c in state.cards.items():
        if c.definition.type is _T_EVENT and c.zone is _Z_DYNASTY_DISCARD and \
                c.owner == state.active and cid not in pile:
            return cid
    return None


def after_event_choice(state: GameState) -> list[Event]:
    """A choice of an Event's "you may" was answered: when no other waits, the Event is
    finished and the Events Phase goes on from the next province, then the Action Phase."""
    if state.options or state.halted:
        return []
    events: list[Event] = []
    cid = resolving_event(state)
    if cid is not None:
        events += finish_event(state, state.active, cid)
    if state.halted or state.pending:
        return events
    if state.phase is _P_ACTION:  # 20F: the reveal at the start of the Action Phase
        events += revealed_events(state, state.cursor)
        if not state.options and not state.halted and not state.windows:
            _open_action_round(state)
        return events
    events += events_phase(state, state.cursor)
    if not state.pending and not state.options and not state.halted and not state.windows:
        events += begin_action_phase(state)
    return events


def begin_end_phase(state: GameState) -> list[Event]:
    """End Phase: draw a card (and the cards delayed effects draw "during your next End
    Phase"), then discard down to the maximum hand size [S1 › END PHASE]."""
    events = end_phase_gold(state)
    state.phase = _P_END
    state.step = _S_NONE
    state.priority = state.active
    events.append(PhaseBegan((), _END_V, state.active))
    events += moves.draw(state, state.active, 1)
    if state.delayed:  # "draw an additional card during your next End Phase" (delayed.py)
        events += delayed.end_phase(state, state.active, abilities.run_list)
        if state.halted:
            return events
    if len(state.players[state.active].hand) > stats.max_hand_size(state, state.active):
        state.step = _S_DISCARD_TO_HAND_SIZE
        return events
    events += end_turn(state)
    return events


def _with_modifiers(state: GameState) -> list[CardState]:
    """The cards carrying modifiers. They live on cards in play (leaving play clears them); a
    free (manual) table may have put some elsewhere, so there every card is looked at."""
    cards = state.cards
    if state.automation is _A_MANUAL:
        return [c for c in cards.values() if c.modifiers]
    return [cards[cid] for i in range(len(state.players))
            for cid in moves.in_play_cards(state, i) if cards[cid].modifiers]


def _next_turn_begins(state: GameState, player: int) -> list[Event]:
    """``player``'s turn begins: his "until your next turn begins" modifiers end
    [S1 › DURATION OF EFFECTS] (modifiers live on cards in play; a free table looks at all)."""
    touched = []
    for c in _with_modifiers(state):
        keep = [m for m in c.modifiers
                if m.duration is not _D_NEXT_TURN or m.player != player]
        if len(keep) != len(c.modifiers):
            c.modifiers = keep
            touched.append(c.id)
    return [ModifiersExpired(tuple(touched), duration=_D_NEXT_TURN.value)] if touched else []


def end_turn(state: GameState) -> list[Event]:
    """The turn ends: first the effects delayed to "before this turn ends"
    (``cardtext/delayed.py``), then "until end of turn" effects end [S1 › DURATION OF
    EFFECTS], the 20F dishonor check, the turn cap, then the next player's turn begins."""
    events: list[Event] = []
    if state.delayed:  # "Draw two cards before your turn ends" [CE › DELAYED EFFECTS]
        events += delayed.turn_ending(state, abilities.run_list)
        if state.halted:
            return events
        events += lasting.turn_ended(state)  # "after each time ... (this turn)"
    touched = []
    candidates = _with_modifiers(state)
    game = _D_GAME
    for c in candidates:
        if c.modifiers:
            keep = [m for m in c.modifiers if m.duration is game or m.duration is _D_NEXT_TURN
                    or m.duration is _D_WHILE_SOURCE]
            if len(keep) != len(c.modifiers):
                dropped = [m for m in c.modifiers if m not in keep]
                c.modifiers = keep
                given.expire_keywords(state, c, dropped)  # keywords given for the turn
                touched.append(c.id)
    if touched:
        events.append(ModifiersExpired(tuple(touched), duration=_D_TURN.value))
    events += end_phase_gold(state)
    events += honor.check_victory(state, end_of_turn=True, rings=False)
    if state.halted:
        return events
    if state.turn_cap is not None and state.turn >= state.turn_cap:
        events += honor.end_game(state, None, _V_TURN_CAP.value)
        return events
    events += begin_turn(state, state.next_player(state.active))
    return events


def resume(state: GameState) -> list[Event]:
    """Run the automatic steps of a state that stopped where no decision is due (a position
    written at the start of a phase): Setup → the first turn; Straighten → straighten, Events
    and the Action Phase; Events → reveal from ``state.cursor``; End (before the draw) →
    draw and discard check. Decision points are left as they are."""
    if state.halted or state.pending or state.options or state.windows:
        return []
    phase = state.phase
    if phase is _P_SETUP:
        return begin_turn(state, state.first_player)
    if phase is _P_STRAIGHTEN:
        events = straighten_phase(state)
        state.phase = _P_EVENTS
        events += straightening.events_began(state, state.active)
        events += events_phase(state, 0)
        if not state.pending and not state.options and not state.halted and not state.windows:
            events += begin_action_phase(state)
        return events
    if phase is _P_EVENTS:
        events = events_phase(state, state.cursor)
        if not state.pending and not state.options and not state.halted and not state.windows:
            events += begin_action_phase(state)
        return events
    if phase is _P_END and state.step is _S_NONE:
        return begin_end_phase(state)
    return []
