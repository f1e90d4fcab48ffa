"""Engine II: challenges and duels [S1 › CHALLENGES AND DUELS], [S0 › DUEL #], as an engine
procedure that card text (``{"op": "challenge"}``) and the manual toolkit call.

The ongoing duel is ``state.duel`` (:class:`~l5r_desktop.games.ccg.model.state.DuelState`); each
player's focus pool and focused cards are ``PlayerState.focus_pool`` / ``focusing``.

Sequence: a challenge between Personalities of different players (else nothing happens); the
challenged player may refuse when the creating effect allows it (``RefuseChallenge``: he loses
the refusal's Honor) or accepts (``AcceptChallenge``). A. the duel begins; B. focus pools: the
challenger, then the challenged, put the top 3 Fate cards face down in their pools (profile
``duel_focus_pool``); C. focusing round: the challenged player first (Duelist exception), each
opportunity is ``Focus`` (a pool card, or once per duel a hand card; 20F: hand or the top of the
deck blind, at most 4) or ``Strike``, no passing, a player who cannot focus must strike;
D. reveal; E. Focus Effects (those with a runnable ``focus`` record by the engine, through the
resolver the rules pass in, ``cardtext/focus_resolution.py``; the others by the players with
the toolkit; a Focus Effect that asks its player a choice stops the duel, stage
``focus_choice``, until it is answered: :func:`after_focus_choice`); G. totals = duel stat
(Chi, or Force for a duel of Force) + Focus Values; H. higher wins, equal totals: both lose
(20F: a Duelist wins ties against a non-Duelist); I. consequences: those the creating effect
wrote, in order (``duel_consequences.py``: ``destroy_loser`` when none is given, ``none`` leaves
them to the players, ``bow_loser+dishonor_loser`` ...); K. focused cards are discarded, focus
pools go to the bottom of the Fate deck.
"""

from __future__ import annotations

from typing import Any, Protocol

from l5r_desktop.games.ccg import duel_consequences, honor
from l5r_desktop.games.ccg.actions import (
    AcceptChallenge,
    Action,
    Focus,
    RefuseChallenge,
    ResolveDone,
    Strike,
)
from l5r_desktop.games.ccg.attack.events import (
    CardFocused,
    ChallengeAnswered,
    ChallengeIssued,
    DuelResolved,
)
from l5r_desktop.games.ccg.cardtext import turn_memory
from l5r_desktop.games.ccg.events import Event, Note, TextToResolve
from l5r_desktop.games.ccg.model import moves, stats
from l5r_desktop.games.ccg.model.battle_state import DuelState
from l5r_desktop.games.ccg.model.cards import CardType
from l5r_desktop.games.ccg.model.ids import Step, Zone
from l5r_desktop.games.ccg.model.state import GameState

# Enum members bound to module names: a look-up on an enum class goes through
# EnumType's __getattr__ hook, several times slower, and these run in the hot paths.
_S_CHALLENGE = Step.CHALLENGE
_S_DUEL = Step.DUEL
_S_RESOLVE_TEXT = Step.RESOLVE_TEXT
_T_PERSONALITY = CardType.PERSONALITY
_Z_FATE_DECK = Zone.FATE_DECK
_Z_FOCUSING = Zone.FOCUSING
_Z_FOCUS_POOL = Zone.FOCUS_POOL
_Z_HAND = Zone.HAND

#: The stats a duel may use (Chi by default) [CE › CHALLENGES AND DUELS › DUELS › G].
DUEL_STATS = ("chi", "force", "personal_honor")
#: The single consequences (``duel_consequences.py`` joins several with ``+``).
CONSEQUENCES = duel_consequences.PLAIN


def challenge_problem(state: GameState, challenger: str, challenged: str) -> str | None:
    """Why these two cards cannot duel (``None`` when they can) [S1 › CHALLENGES]."""
    if state.duel is not None:
        return "A duel is already under way"
    for cid in (challenger, challenged):
        c = state.cards.get(cid)
        if c is None or c.definition.type is not _T_PERSONALITY or not c.zone.in_play:
            return "A challenge needs two Personalities in play"
    if state.cards[challenger].controller == state.cards[challenged].controller:
        return "A challenge needs Personalities controlled by different players"
    return None


def start(state: GameState, challenger: str, challenged: str, *, stat: str = "chi",
          refusal_honor: int = 0, refusable: bool | None = None,
          consequence: str = "destroy_loser", source: str = "") -> list[Event]:
    """Issue a challenge. ``refusal_honor`` > 0 makes it refusable at that Honor cost (or pass
    ``refusable=True`` for a free refusal). Returns the events; the game then waits for the
    challenged player (refusable) or for the first focusing opportunity."""
    why = challenge_problem(state, challenger, challenged)
    if why is not None:
        return [Note((challenger, challenged), text=f"No challenge: {why}")]
    if refusable is None:
        refusable = refusal_honor > 0 or duel_consequences.refusable(consequence)
    duel = DuelState(challenger, challenged, stat if stat in DUEL_STATS else "chi",
                     refusable, max(0, refusal_honor),
                     consequence if duel_consequences.parse(consequence) is not None
                     else "destroy_loser",
                     "challenge", state.cards[challenged].controller, None, [], source,
                     state.step.value, state.priority, None)
    state.duel = duel
    events: list[Event] = [ChallengeIssued((challenger, challenged), refusable=refusable)]
    if refusable:
        state.step = _S_CHALLENGE
        state.priority = duel.to_act
        return events
    return events + _begin(state)


def _begin(state: GameState) -> list[Event]:
    """A. the duel begins; B. focus pools; C. the first opportunity (Duelist exception)."""
    duel = state.duel
    assert duel is not None
    a = state.cards[duel.challenger]
    b = state.cards[duel.challenged]
    prof = state.profile
    for who in (a.controller, b.controller):  # challenger, then challenged
        p = state.players[who]
        for cid in p.fate_deck[:prof.duel_focus_pool]:
            moves.move(state, cid, _Z_FOCUS_POOL, top=False)
    duel.stage = "focus"
    duel.entry_chi = [stats.chi(state, a.id), stats.chi(state, b.id)]  # (cardtext/rings.py)
    first = b.controller
    duel.must_focus = None
    if prof.duelist_acts_first:
        sa, sb = duel_stat(state, duel.challenger), duel_stat(state, duel.challenged)
        da, db = a.definition.has_keyword("Duelist"), b.definition.has_keyword("Duelist")
        if da and not db and sb >= sa:
            first = a.controller
            duel.must_focus = a.controller
        elif db and not da and sa >= sb:
            duel.must_focus = b.controller
    duel.to_act = first
    state.step = _S_DUEL
    state.priority = first
    return []


def duel_stat(state: GameState, card_id: str) -> int:
    """The Personality's duel stat: "Chi by default. Effects may specify a different stat"
    (Force in a duel of Force, Personal Honor: "each Personality uses Personal Honor as his
    or her duel stat") [CE › CHALLENGES AND DUELS › DUELS › G]."""
    duel = state.duel
    if duel is not None and duel.stat == "force":
        return stats.force(state, card_id)
    if duel is not None and duel.stat == "personal_honor":
        return stats.personal_honor(state, card_id)
    return stats.chi(state, card_id)


def legal_actions(state: GameState, player: int) -> list[Action]:
    """Decisions in a challenge or duel (only for the player with the opportunity)."""
    duel = state.duel
    if duel is None or player != duel.to_act:
        return []
    if duel.stage == "focus_effects":
        return [ResolveDone(player, card=state.pending[0][0])] if state.pending else []
    if duel.stage == "focus_choice":  # the choice (GameState.options) is asked first
        return []
    if duel.stage == "challenge":
        return [AcceptChallenge(player), RefuseChallenge(player)]
    focuses = focus_options(state, player)
    if duel.must_focus == player and focuses:
        return list(focuses)
    return [Strike(player), *focuses]


def focus_options(state: GameState, player: int) -> list[Action]:
    """Every legal ``Focus`` for the player now [S1 › DUELS › C], [S0 › DUEL #]."""
    duel = state.duel
    assert duel is not None
    prof = state.profile
    p = state.players[player]
    if prof.duel_max_focuses is not None and len(p.focusing) >= prof.duel_max_focuses:
        return []
    out: list[Action] = [Focus(player, card=c) for c in p.focus_pool]
    if not prof.duel_hand_focus_once or player not in duel.hand_focused:
        out.extend(Focus(player, card=c) for c in p.hand)
    if prof.duel_focus_from_deck_top and p.fate_deck:
        out.append(Focus(player, card=""))
    return out


def explain(state: GameState, action: Action) -> str:
    """Why a duel action is not legal now."""
    duel = state.duel
    if duel is None:
        return "There is no challenge or duel under way"
    if action.player != duel.to_act:
        return f"It is {state.players[duel.to_act].name}'s decision in the duel"
    if duel.stage == "focus_effects":
        return "Resolve the Focus Effects first (Done resolving)"
    if duel.stage == "focus_choice":
        return "A Focus Effect waits for its player's choice"
    if duel.stage == "challenge":
        if isinstance(action, (Focus, Strike)):
            return "The challenge has not been accepted yet"
        return "This challenge cannot be refused"
    if isinstance(action, (AcceptChallenge, RefuseChallenge)):
        return "The challenge was already accepted"
    if isinstance(action, Strike):
        return "A Duelist must focus at his first opportunity if he can [S1 › DUELIST]"
    if isinstance(action, Focus):
        if state.profile.duel_hand_focus_once and action.player in duel.hand_focused and \
                action.card in state.players[action.player].hand:
            return "You already focused a card from your hand in this duel"
        return "Focus a card from your focus pool (or once per duel from your hand)"
    return f"{action.label(state)} is not legal in a duel"


class FocusResolver(Protocol):
    """What resolves Focus Effects that have records (``cardtext/focus_resolution.py``, given
    by the rules: the duel does not depend on card text)."""

    def resolve(self, state: GameState, focused: list[str]) -> tuple[list[Event], list[str]]:
        """Step E: the immediate effects; returns the events and the cards left to the
        players."""
        ...

    def after_duel(self, state: GameState, kept: list[list[Any]], winners: list[str],
                   resolved: bool = True) -> list[Event]:
        """The delayed effects once the duel has ended."""
        ...

    def after_win(self, state: GameState, kept: list[Any], winners: list[str]) -> list[Event]:
        """Step I: the creating action's effects for its challenger's win
        (``DuelState.won``)."""
        ...


def apply(state: GameState, action: Action, focus: FocusResolver | None = None) -> list[Event]:
    """Apply a legal duel action (``focus``: the resolver of Focus Effects with records; without
    one every Focus Effect is left to the players)."""
    duel = state.duel
    assert duel is not None
    if _left_play(state):
        return _end_without_resolution(state, focus)
    if isinstance(action, RefuseChallenge):
        player = action.player
        events: list[Event] = [ChallengeAnswered((duel.challenged,), player=player,
                                                 accepted=False)]
        if duel.refusal_honor:
            events += honor.lose_honor(state, player, duel.refusal_honor, "refused a challenge",
                                       (duel.challenged,))
        events += duel_consequences.apply_refusal(state, duel.consequence, duel.challenged)
        return events + _finish(state)
    if isinstance(action, AcceptChallenge):
        events = [ChallengeAnswered((duel.challenged,), player=action.player, accepted=True)]
        return events + _begin(state)
    if isinstance(action, Focus):
        return _focus(state, action)
    if isinstance(action, Strike):
        return strike(state, focus)
    raise TypeError(f"not a duel action: {action!r}")


def _other(state: GameState, player: int) -> int:
    duel = state.duel
    assert duel is not None
    a = state.cards[duel.challenger].controller
    b = state.cards[duel.challenged].controller
    return b if player == a else a


def _focus(state: GameState, a: Focus) -> list[Event]:
    duel = state.duel
    assert duel is not None
    p = state.players[a.player]
    cid = a.card or p.fate_deck[0]
    c = state.cards[cid]
    source = {_Z_HAND: "hand", _Z_FOCUS_POOL: "focus pool"}.get(c.zone, "the top of the deck")
    if c.zone is _Z_HAND:
        duel.hand_focused.append(a.player)
    moves.move(state, cid, _Z_FOCUSING, top=False)
    if duel.must_focus == a.player:
        duel.must_focus = None
    duel.to_act = _other(state, a.player)
    state.priority = duel.to_act
    return [CardFocused((), player=a.player, source=source)]


def strike(state: GameState, focus: FocusResolver | None = None) -> list[Event]:
    """D. reveal; E. Focus Effects: those with a runnable record resolve (``focus``, in focus
    order; delayed ones wait for the duel's end), the others are resolved by the players with
    the toolkit (the active player's hand-resolution windows, in focus order) before the
    totals; then :func:`resolution` [S1 › DUELS › D–L]."""
    duel = state.duel
    assert duel is not None
    a, b = state.cards[duel.challenger], state.cards[duel.challenged]
    focused = state.players[a.controller].focusing + state.players[b.controller].focusing
    for cid in focused:
        state.cards[cid].face_up = True
    events: list[Event] = []
    if focus is not None:
        events, effects = focus.resolve(state, focused)
        if state.halted or state.duel is None:
            return events
        if state.options:  # a Focus Effect waits for a choice: so does the duel
            duel.stage = "focus_choice"
            return events
        if _left_play(state):  # [CE › DUELS]: a duelist left play: no resolution
            return events + _end_without_resolution(state, focus)
    else:
        effects = [c for c in focused
                   if "focus effect" in state.cards[c].definition.text.casefold()]
    if effects:
        duel.stage = "focus_effects"
        duel.to_act = state.active
        state.pending.extend((c, state.active) for c in effects)
        state.step = _S_RESOLVE_TEXT
        state.priority = state.active
        return [*events, TextToResolve(tuple(effects), player=state.active)]
    return events + resolution(state, focus)


def after_focus_choice(state: GameState, focus: FocusResolver) -> list[Event]:
    """A Focus Effect's choice was answered (called by ``rules.verbs._choose_option``): step E
    goes on with the Focus Effects after it, then the duel resolves (:func:`strike`); it may
    stop again at the next choice [CE › CHALLENGES AND DUELS › E], [CE › CHOICES]."""
    duel = state.duel
    if duel is None or duel.stage != "focus_choice" or state.options:
        return []
    if _left_play(state):  # [CE › DUELS]: a duelist left play: no resolution
        return _end_without_resolution(state, focus)
    return strike(state, focus)


def after_focus_effects(state: GameState, focus: FocusResolver | None = None) -> list[Event]:
    """The Focus Effects were resolved by hand: the duel resolves (called by
    ``rules.verbs._resolve_done`` when the last window closes)."""
    if state.duel is None or state.pending:
        return []
    if _left_play(state):
        return _end_without_resolution(state, focus)
    return resolution(state, focus)


def resolution(state: GameState, focus: FocusResolver | None = None) -> list[Event]:
    """G. totals, H. outcome, I. consequences, K. cleanup [S1 › DUELS › G–L]."""
    duel = state.duel
    assert duel is not None
    a_id, b_id = duel.challenger, duel.challenged
    a, b = state.cards[a_id], state.cards[b_id]
    pa, pb = state.players[a.controller], state.players[b.controller]
    total_a = duel_stat(state, a_id) + sum(stats.focus(state, c) for c in pa.focusing)
    total_b = duel_stat(state, b_id) + sum(stats.focus(state, c) for c in pb.focusing)
    if total_a > total_b:
        outcome, losers = "challenger", [b_id]
    elif total_b > total_a:
        outcome, losers = "challenged", [a_id]
    else:
        outcome, losers = "tie", [a_id, b_id]
        if state.profile.duelist_wins_ties:
            da, db = a.definition.has_keyword("Duelist"), b.definition.has_keyword("Duelist")
            if da and not db:
                outcome, losers = "challenger", [b_id]
            elif db and not da:
                outcome, losers = "challenged", [a_id]
    events: list[Event] = [DuelResolved((a_id, b_id, *pa.focusing, *pb.focusing),
                                        challenger_total=total_a, challenged_total=total_b,
                                        outcome=outcome, stat=duel.stat,
                                        entry_chi=tuple(duel.entry_chi),
                                        in_battle=state.attack is not None
                                        and state.attack.current is not None)]
    winners = [cid for cid in (a_id, b_id) if cid not in losers]
    turn_memory.remember(state, turn_memory.DUEL_WON, winners)  # "has won a duel this turn"
    done = duel_consequences.apply(state, duel.consequence, winners, losers, duel.source)
    turn_memory.note_losses(state, a.controller, done)  # (the challenger's action's)
    events += done
    if duel.won and focus is not None and not state.halted:  # the challenger's win
        events += focus.after_win(state, duel.won, winners)
    kept = duel.after_focus
    events += _finish(state)
    if kept and focus is not None and not state.halted:  # "After this duel ends, ..."
        events += focus.after_duel(state, kept, winners)
    return events


def _left_play(state: GameState) -> bool:
    duel = state.duel
    assert duel is not None
    return not (state.cards[duel.challenger].zone.in_play
                and state.cards[duel.challenged].zone.in_play)


def _end_without_resolution(state: GameState, focus: FocusResolver | None = None
                            ) -> list[Event]:
    duel = state.duel
    assert duel is not None
    events: list[Event] = [DuelResolved((duel.challenger, duel.challenged), outcome="none",
                                        stat=duel.stat)]
    kept = duel.after_focus
    events += _finish(state)
    if kept and focus is not None and not state.halted:
        events += focus.after_duel(state, kept, [], resolved=False)
    return events


def _finish(state: GameState) -> list[Event]:
    """K. cleanup and L. the duel ends: the interrupted step resumes; if the duel came from an
    action-round action, the opportunity passes to the next player."""
    duel = state.duel
    assert duel is not None
    events: list[Event] = []
    for p in state.players:
        for cid in list(p.focusing):
            state.cards[cid].modifiers = []  # K.2: changes to Focus Values end
            events += moves.discard(state, cid)
        for cid in list(p.focus_pool):
            moves.move(state, cid, _Z_FATE_DECK, top=False)
    state.duel = None
    state.step = Step(duel.resume_step)
    state.priority = duel.resume_priority
    if duel.pass_after is not None and not state.pending:
        state.passes = 0
        state.priority = state.next_player(duel.pass_after)
    return events


def pass_after(state: GameState, player: int) -> None:
    """The action that created the duel was an action-round opportunity of ``player``: the
    opportunity passes when the duel ends (called by ``rules.apply_action``)."""
    if state.duel is not None:
        state.duel.pass_after = player


def deciding_player(state: GameState) -> int | None:
    """The player whose decision the duel waits for."""
    return state.duel.to_act if state.duel is not None else None
