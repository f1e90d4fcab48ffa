"""Legacy: a keyword on Holdings that gives every player a Dynasty player ability
[S0 › LEGACY #]: remove a card in your hand from the game to search your deck and Provinces
for a Legacy Holding and Recruit it; a player who fails to find one loses the game. The cards'
reminder text adds that it is used once per turn (its Gold glyph is lost in the rulebook's text
[ENGINE-SPEC §18 note 5]; the reminder prints no Gold, so the only Gold paid is the Holding's
own, as Recruiting it costs [CE › HOLDING]).

* When: a Dynasty action, the player's own Dynasty Phase while he may Recruit
  [S0 › LEGACY #], [CE › DYNASTY PHASE]; once per turn per player (kept in the
  ``ability_uses`` of his Stronghold under :data:`LEGACY_KEY`, which no ability index uses).
* Cost: a card of his hand is removed from the game (``card`` of the ``KeywordAbility``).
* Effect: the Legacy Holding chosen (``target``: face down in his Dynasty deck, or in one of
  his Provinces) is Recruited: he pays its Gold Cost, it enters play at his home bowed like any
  Holding [CE › HOLDING]; a Province it left is refilled [CE › DYNASTY PHASE]. Searching a
  deck shuffles it afterwards, whether or not the card came from it [CE › SEARCH].
* The engine offers the ability only with a Legacy Holding to find that the player can
  afford: taking it with none would lose him the game at once ([S0 › LEGACY #]); the loss
  itself is then never reached through this ability, and :func:`explain` says why it is not
  offered.
"""

from __future__ import annotations

from l5r_desktop.core.rng import Rng
from l5r_desktop.games.ccg import economy
from l5r_desktop.games.ccg.actions import Action, KeywordAbility
from l5r_desktop.games.ccg.events import AbilityUsed, CardEnteredPlay, CardMoved, Event
from l5r_desktop.games.ccg.keywords import in_game
from l5r_desktop.games.ccg.model import moves
from l5r_desktop.games.ccg.model.cards import CardType
from l5r_desktop.games.ccg.model.ids import Phase, Zone
from l5r_desktop.games.ccg.model.state import GameState

#: ``ability_uses`` key, on the player's Stronghold, of the turn he last used Legacy.
LEGACY_KEY = -4
USE = "legacy"
_T_HOLDING = CardType.HOLDING


def _used_this_turn(state: GameState, player: int) -> bool:
    sh = state.cards.get(state.players[player].stronghold)
    return sh is not None and sh.ability_uses.get(LEGACY_KEY) == state.turn


def findable(state: GameState, player: int) -> list[str]:
    """The Legacy Holdings in the player's Dynasty deck and Provinces he can Recruit now."""
    p = state.players[player]
    out = []
    for cid in (*p.dynasty_deck, *(c for c in p.provinces if c is not None)):
        d = state.cards[cid].definition
        if d.type is _T_HOLDING and d.has_keyword("Legacy") and \
                not economy.unique_blocked(state, player, d) and \
                economy.recruit_options(state, player, cid):
            out.append(cid)
    return out


def dynasty_actions(state: GameState, player: int) -> list[Action]:
    """The Legacy uses at the player's own Dynasty Phase Recruit opportunity (the caller checks
    the step): one per card of his hand removed and Legacy Holding found."""
    if not in_game(state, "legacy") or state.active != player or \
            _used_this_turn(state, player):
        return []
    hand = state.players[player].hand
    if not hand:
        return []
    return [KeywordAbility(player, USE, card, target=found)
            for found in findable(state, player) for card in hand]


def explain(state: GameState, action: KeywordAbility) -> str:
    """Why a Legacy use is not legal now (a sentence)."""
    player = action.player
    if state.phase is not Phase.DYNASTY or state.active != player:
        return "Legacy is a Dynasty action: your own Dynasty Phase"
    if _used_this_turn(state, player):
        return "Legacy is used once per turn"
    if action.card not in state.players[player].hand:
        return "Legacy: remove a card of your hand from the game"
    if action.target not in findable(state, player):
        return ("Legacy: no Legacy Holding you can Recruit in your deck or Provinces (searching"
                " without finding one would lose you the game)")
    return "Legacy cannot be used now"


def apply(state: GameState, a: KeywordAbility) -> list[Event]:
    """Remove the hand card, Recruit the Holding found, refill or shuffle."""
    player = a.player
    p = state.players[player]
    holding = state.cards[a.target]
    events: list[Event] = [AbilityUsed((a.target,), player=player, name="Legacy")]
    sh = state.cards.get(p.stronghold)
    if sh is not None:
        sh.ability_uses[LEGACY_KEY] = state.turn
    moves.move(state, a.card, Zone.REMOVED)
    events.append(CardMoved((a.card,), from_zone=Zone.HAND.value, to_zone=Zone.REMOVED.value))
    from_province = holding.zone is Zone.PROVINCE
    gold = economy.recruit_options(state, player, a.target)[0][3]
    events += economy.pay(state, player, gold, (), (a.target,))
    moves.move(state, a.target, Zone.HOME, controller=player)
    holding.face_up = True
    holding.bowed = True
    events.append(CardEnteredPlay((a.target,), player=player, how="recruited (Legacy)"))
    if from_province:
        events += moves.refill(state, player)
    rng = Rng(state.rng_state)  # the deck was searched: shuffled after [CE › SEARCH]
    rng.shuffle(p.dynasty_deck)
    state.rng_state = rng.state
    return events
