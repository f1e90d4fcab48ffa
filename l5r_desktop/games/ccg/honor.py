"""Honor: Family Honor gains and losses, dishonor and rehonoring, the dishonorable-death loss,
Chi death, seppuku, the Imperial Favor, and the victory checks with each profile's timing.

Rules: [S1 › FAMILY HONOR] (a 0 change is not a gain/loss), [S1 › HONORABLE AND DISHONORABLE]
(rehonor instead of gaining Honor; base Personal Honor lost when a dishonorable Personality is
destroyed), [S1 › PERSONALITY › Chi Death Rule], [S1 › SEPPUKU], [S1 › THE IMPERIAL FAVOR],
[S1 › PLAYERS WINNING AND LOSING].
"""

from __future__ import annotations

from l5r_desktop.games.ccg.cardtext import ongoing, prevention
from l5r_desktop.games.ccg.events import (
    CardDishonored,
    CardRehonored,
    Event,
    FavorChanged,
    GameWon,
    HonorChanged,
    HonorGainReplaced,
    Note,
    PlayerLost,
)
from l5r_desktop.games.ccg.model import moves, stats
from l5r_desktop.games.ccg.model.cards import CardType
from l5r_desktop.games.ccg.model.ids import ELEMENTS, Phase, Step, Victory, Zone
from l5r_desktop.games.ccg.model.state import CardState, GameState

# Enum members bound to module names: a look-up on an enum class goes through
# EnumType's __getattr__ hook, several times slower, and these run in the hot paths.
_P_GAME_OVER = Phase.GAME_OVER
_P_SETUP = Phase.SETUP
_S_LOSS_ORDER = Step.LOSS_ORDER
_S_NONE = Step.NONE
_T_PERSONALITY = CardType.PERSONALITY
_T_RING = CardType.RING
_V_DISHONOR = Victory.DISHONOR
_V_ENLIGHTENMENT = Victory.ENLIGHTENMENT
_V_HONOR = Victory.HONOR
_V_MILITARY = Victory.MILITARY
_Z_BATTLEFIELD = Zone.BATTLEFIELD
_Z_HOME = Zone.HOME


def gain_honor(state: GameState, player: int, amount: int, reason: str = "",
               sources: tuple[str, ...] = ()) -> list[Event]:
    """Gain Honor. If one of ``sources`` (cards that the action targeted, came from or was
    performed by) is a dishonorable Personality of this player, those Personalities are
    rehonored and the Honor is not gained [S1 › HONORABLE AND DISHONORABLE]."""
    if amount <= 0:
        return []
    dishonorable = tuple(
        s for s in sources
        if s in state.cards and state.cards[s].dishonored
        and state.cards[s].controller == player and state.cards[s].in_play
        and state.cards[s].definition.type is _T_PERSONALITY
    )
    if dishonorable:
        for s in dishonorable:
            state.cards[s].dishonored = False
        return [HonorGainReplaced(dishonorable, player=player, amount=amount)]
    p = state.players[player]
    p.family_honor += amount
    return [HonorChanged(sources, player=player, amount=amount, total=p.family_honor,
                         reason=reason)]


def lose_honor(state: GameState, player: int, amount: int, reason: str = "",
               sources: tuple[str, ...] = ()) -> list[Event]:
    """Lose Honor (Family Honor may go negative); the CE/GE dishonor loss is checked by
    :func:`check_victory` right after."""
    if amount <= 0:
        return []
    p = state.players[player]
    p.family_honor -= amount
    if state.profile.hr_waived_after_losing_honor_to_others and sources and \
            sources[0] in state.cards and state.cards[sources[0]].controller != player:
        p.hr_waived = True
    return [HonorChanged(sources, player=player, amount=-amount, total=p.family_honor,
                         reason=reason)]


def dishonor(state: GameState, card_id: str) -> list[Event]:
    """Make a Personality dishonorable; fails (no event) if he already is or is not one."""
    card = state.cards[card_id]
    if card.definition.type is not _T_PERSONALITY or card.dishonored:
        return []
    card.dishonored = True
    return [CardDishonored((card_id,), player=card.controller)]


def rehonor(state: GameState, card_id: str) -> list[Event]:
    """Rehonor a dishonorable Personality (fails if he is honorable)."""
    card = state.cards[card_id]
    if not card.dishonored:
        return []
    card.dishonored = False
    return [CardRehonored((card_id,))]


def destroy_card(state: GameState, card_id: str, reason: str = "", *,
                 preventable: bool = True, by: int | None = None) -> list[Event]:
    """Destroy a card in play; for a dishonorable Personality his last controller then loses
    Honor equal to his base (printed) Personal Honor [S1 › HONORABLE AND DISHONORABLE].
    A continuous "will not be destroyed" trait prevents it (a note, nothing changes)
    [CE comprehensive rules › PREVENTION] unless ``preventable`` is False (seppuku); ``by``:
    the controller of the card whose effect destroys it (a trait may negate destruction from
    other players' cards' effects: ``prevention.prevented_from``)."""
    card = state.cards[card_id]
    if preventable:
        who = prevention.prevented(state, card_id, "destroyed") or \
            prevention.prevented_from(state, card_id, "destroyed", by)
        if who is not None:
            return [Note((card_id,), text=f"{card.title} will not be destroyed ({who})")]
    controller = card.controller
    was_dishonorable = (card.dishonored and card.in_play
                        and card.definition.type is _T_PERSONALITY)
    base_ph = card.definition.personal_honor or 0
    events = moves.destroy(state, card_id, reason)
    if was_dishonorable:
        events += lose_honor(state, controller, base_ph,
                             f"{card.definition.title} died dishonorably", (card_id,))
    return events


def seppuku(state: GameState, card_id: str) -> list[Event]:
    """Seppuku: rehonor the Personality, then destroy him (he dies honorably)
    [S1 › SEPPUKU]."""
    events = rehonor(state, card_id)
    events += destroy_card(state, card_id, "seppuku", preventable=False)
    return events


_PERSONALITY = CardType.PERSONALITY
_ITEM = CardType.ITEM


def set_favor(state: GameState, player: int | None) -> list[Event]:
    """Give the Imperial Favor to ``player`` (``None`` = discard it, uncontrolled)."""
    for p in state.players:
        p.favor = False
    if player is not None:
        state.players[player].favor = True
    return [FavorChanged((), player=player)]


def _items_keep_chi(cards: dict[str, CardState], attachments: list[str]) -> bool:
    """True if no attachment can lower a Personality's Chi: only Items add their Chi modifier
    in ``stats.chi``, and an Item without modifiers or tokens adds its printed Chi (absent: 0)."""
    for a in attachments:
        ac = cards[a]
        ad = ac.definition
        if ad.type is _ITEM and (ac.modifiers or ac.tokens or (ad.chi or 0) < 0):
            return False
    return True


def chi_death(state: GameState, only: tuple[str, ...] | None = None) -> list[Event]:
    """Destroy every Personality in play whose Chi is 0 [S1 › PERSONALITY › Chi Death Rule].
    ``only`` limits the check to those cards (the caller knows no other Chi changed)."""
    events: list[Event] = []
    cards = state.cards
    if only is not None:
        for cid in only:
            c = cards[cid]
            if c.definition.type is _PERSONALITY and c.zone.in_play and \
                    stats.chi(state, cid) == 0 and \
                    prevention.prevented(state, cid, "destroyed") is None:
                events += destroy_card(state, cid, "Chi death")
        return events
    doomed = []
    for p in state.players:
        for cid in p.home:
            c = cards[cid]
            d = c.definition
            if d.type is not _PERSONALITY:
                continue
            if not c.modifiers and not c.tokens and (d.chi or 0) > 0 and (
                    not c.attachments or _items_keep_chi(cards, c.attachments)):
                continue  # printed Chi above 0, nothing changes it: stats.chi > 0
            if stats.chi(state, cid) == 0:
                doomed.append(cid)
    if state.attack is not None:
        for bf in state.attack.battlefields:
            doomed.extend(cid for cid in bf.attacking + bf.defending
                          if stats.chi(state, cid) == 0)
    for cid in doomed:  # a continuous prevention makes Chi death fail silently, no loop
        if cards[cid].zone.in_play and prevention.prevented(state, cid, "destroyed") is None:
            events += destroy_card(state, cid, "Chi death")
    return events


def end_game(state: GameState, winner: int | None, victory: str) -> list[Event]:
    """Mark the game over."""
    state.winner = winner
    state.victory = victory
    state.phase = _P_GAME_OVER
    state.step = _S_NONE
    state.pending = []
    return [GameWon((), player=winner, victory=victory)]


def _eliminate(state: GameState, player: int, reason: str) -> list[Event]:
    state.players[player].eliminated = True
    return [PlayerLost((), player=player, reason=reason)]


def check_victory(state: GameState, *, end_of_turn: bool = False,
                  rings: bool = True) -> list[Event]:
    """Immediate win/loss checks after every change: dishonor (CE/GE immediately; 20F at the end
    of the player's own turn), military (no provinces left), enlightenment (five Rings of five
    elements) [S1 › PLAYERS WINNING AND LOSING]."""
    if state.phase is _P_GAME_OVER:
        return []
    prof = state.profile
    threshold = prof.dishonor_threshold
    if not rings:  # fast path: nobody can have lost
        for p in state.players:
            if not (p.eliminated or (p.provinces and p.family_honor > threshold)):
                break
        else:
            return []
    events: list[Event] = []
    order = [state.active, *state.opponents(state.active)]
    first = state.players[state.active]
    if (first.eliminated or first.family_honor <= threshold) and \
            _everyone_left_dishonored(state, order, end_of_turn):
        # the active player chooses who loses first (ChooseLoser); play stops meanwhile
        state.phase = _P_GAME_OVER
        state.step = _S_LOSS_ORDER
        state.pending = []
        names = " and ".join(state.players[i].name for i in dishonored_players(state))
        return [Note((), text=f"{names} lose through Dishonor at once: "
                              f"{state.players[state.active].name} chooses who loses first")]
    # Other simultaneous losses: processed in turn order from the active player.
    for i in order:
        p = state.players[i]
        if p.eliminated:
            continue
        reason = None
        if not p.provinces and state.phase is not _P_SETUP:
            reason = _V_MILITARY
        elif p.family_honor <= prof.dishonor_threshold and (
                not prof.dishonor_checked_at_end_of_own_turn
                or (end_of_turn and i == state.active)):
            reason = _V_DISHONOR
        if reason is not None:
            events += _eliminate(state, i, f"{reason.value}")
            alive = [j for j, q in enumerate(state.players) if not q.eliminated]
            if len(alive) == 1:
                events += end_game(state, alive[0], reason.value)
                return events
            if not alive:
                events += end_game(state, None, reason.value)
                return events
    for i in order:
        if not rings or state.players[i].eliminated:
            continue
        if has_enlightenment(state, i):
            events += end_game(state, i, _V_ENLIGHTENMENT.value)
            return events
    return events


def dishonored_players(state: GameState) -> list[int]:
    """Players still in the game whose Family Honor is at or below the dishonor threshold."""
    threshold = state.profile.dishonor_threshold
    return [i for i, p in enumerate(state.players)
            if not p.eliminated and p.family_honor <= threshold]


def _everyone_left_dishonored(state: GameState, order: list[int], end_of_turn: bool) -> bool:
    """True when two or more players are left and every one of them loses through Dishonor
    now (CE/GE check at once; 20F checks only the active player at the end of his turn, so
    its losses are never simultaneous). No military loss may be among them."""
    if state.profile.dishonor_checked_at_end_of_own_turn:
        return False
    left = [i for i in order if not state.players[i].eliminated]
    if len(left) < 2:
        return False
    threshold = state.profile.dishonor_threshold
    return all(state.players[i].family_honor <= threshold and state.players[i].provinces
               for i in left)


def choose_loser(state: GameState, loser: int) -> list[Event]:
    """The active player's choice after simultaneous Dishonor: ``loser`` loses first; when one
    player is left he wins by Dishonor "even if he or she would lose immediately after",
    otherwise the active player chooses again [CE comprehensive rules › PLAYERS WINNING AND
    LOSING › Dishonor Victory]."""
    events = _eliminate(state, loser, _V_DISHONOR.value)
    alive = [j for j, q in enumerate(state.players) if not q.eliminated]
    if len(alive) == 1:
        state.step = _S_NONE  # the decision is over before the game ends
        events += end_game(state, alive[0], _V_DISHONOR.value)
    return events


def has_enlightenment(state: GameState, player: int) -> bool:
    """Five Rings in play, each a different element (CE: each entered play by its own text)."""
    home = state.players[player].home
    if len(home) < 5:
        return False
    need_text = state.profile.enlightenment_needs_own_text
    found: set[str] = set()
    for cid in state.players[player].home:
        c = state.cards[cid]
        if c.definition.type is not _T_RING or (need_text and not c.own_text):
            continue
        for e in ELEMENTS:
            if c.definition.has_keyword(e):
                found.add(e)
    return len(found) == 5


def check_honor_victory(state: GameState, player: int) -> list[Event]:
    """At the point a player's turn begins: 40 or more Honor wins [S1 › PLAYERS WINNING AND
    LOSING › Honor Victory]; cards in play may raise the amount for every player
    (``ongoing.honor_victory_bonus``)."""
    need = state.profile.honor_victory + ongoing.honor_victory_bonus(state)
    if state.players[player].family_honor >= need:
        return end_game(state, player, _V_HONOR.value)
    return []


def personality_zone_ok(state: GameState, card_id: str) -> bool:
    """True if the card is a Personality in play."""
    c = state.cards[card_id]
    return c.definition.type is _T_PERSONALITY and c.zone in (_Z_HOME, _Z_BATTLEFIELD)
