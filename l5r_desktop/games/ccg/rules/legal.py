"""Who decides, and the legal actions (the rules' and the manual toolkit's).

Legality has one source of truth: :func:`legal_actions` builds the legal set directly from the
state (no trial copies); an action is legal when it is in that set (an explicit Gold
``payment`` is checked separately, ``check.py``). ``check.problem`` explains why an action is
not legal; ``apply.apply_action`` applies a legal one.
"""

from __future__ import annotations

from l5r_desktop.games.ccg import duels, economy, honor
from l5r_desktop.games.ccg.actions import (
    Action,
    ChooseCard,
    ChooseLoser,
    ChooseOption,
    Cycle,
    DiscardCard,
    DiscardFromProvince,
    Equip,
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
)
from l5r_desktop.games.ccg.attack import choices
from l5r_desktop.games.ccg.cardtext import (
    abilities,
    effects,
    gold_traits,
    invest,
    open_permissions,
    pile_equip,
    prevention,
    restrictions,
    trait_kinds,
    triggers,
)
from l5r_desktop.games.ccg.cardtext.uses import ability_uses
from l5r_desktop.games.ccg.keywords import player_abilities
from l5r_desktop.games.ccg.model import moves, stats
from l5r_desktop.games.ccg.model.cards import CardType
from l5r_desktop.games.ccg.model.ids import Automation, Phase, Step
from l5r_desktop.games.ccg.model.state import GameState

# Enum members bound to module names: a look-up on an enum class goes through
# EnumType's __getattr__ hook, several times slower, and these run in the hot paths.
_A_ENFORCED = Automation.ENFORCED
_A_MANUAL = Automation.MANUAL
_P_ACTION = Phase.ACTION
_P_ATTACK = Phase.ATTACK
_P_DYNASTY = Phase.DYNASTY
_P_END = Phase.END
_S_ACTION_ROUND = Step.ACTION_ROUND
_S_COMBAT = Step.COMBAT
_S_DISCARD_PROVINCES = Step.DISCARD_PROVINCES
_S_DISCARD_TO_HAND_SIZE = Step.DISCARD_TO_HAND_SIZE
_S_RECRUIT = Step.RECRUIT
_T_PERSONALITY = CardType.PERSONALITY

_ATTACH_TYPES = (CardType.FOLLOWER, CardType.ITEM, CardType.SPELL)
# enum members bound to module names: the legal-action listing compares types very often
_FOLLOWER, _ITEM, _SPELL = _ATTACH_TYPES
_PERSONALITY = CardType.PERSONALITY
_HOLDING = CardType.HOLDING
_RING = CardType.RING
_EVENT = CardType.EVENT
_ACTION = Phase.ACTION
_ATTACK = Phase.ATTACK
_GAME_OVER = Phase.GAME_OVER
_LOSS_ORDER = Step.LOSS_ORDER
_ACTION_ROUND = Step.ACTION_ROUND


# ---------------------------------------------------------------------------------------
# who decides

def deciding_player(state: GameState) -> int | None:
    """The player the game is waiting for (``None`` when the game is over)."""
    if state.phase is _GAME_OVER:  # over, or the active player chooses who loses first
        return state.active if state.step is _LOSS_ORDER else None
    if state.reactions:  # a Seppuku Reaction decision comes before anything else
        return state.reactions[0]["player"]
    if state.options:  # an optional effect's choice, in the middle of a resolution
        return state.options[0]["player"]
    if state.windows:  # a trigger window: its actor (or a response's text being resolved)
        return state.pending[0][1] if state.pending else state.windows[-1].actor
    if state.duel is not None:  # engine II: a challenge or duel waits first
        return state.duel.to_act
    if state.pending:
        return state.pending[0][1]
    return state.priority


# ---------------------------------------------------------------------------------------
# enumeration

def legal_actions(state: GameState, player: int | None = None, *, manual: bool = False
                  ) -> list[Action]:
    """Every legal rules action for ``player`` (default: the deciding player); with
    ``manual=True`` also the toolkit effects the automation level allows him right now."""
    decider = deciding_player(state)
    if player is None:
        player = decider
    if player is None:
        return []
    out: list[Action] = []
    if player == decider:
        out = _rules_actions(state, player)
    if manual:
        out += manual_actions(state, player)
    return out


def _rules_actions(state: GameState, player: int) -> list[Action]:
    if state.phase is _GAME_OVER:  # Step.LOSS_ORDER (deciding_player says who)
        return [ChooseLoser(player, loser=i) for i in honor.dishonored_players(state)]
    if state.reactions:
        return [Pass(player), *(Seppuku(player, card=c) for c in _seppuku_now(state))]
    if state.options:  # "you may": apply or decline (cardtext/optional.py)
        o = state.options[0]
        if "pick" in o:  # a card from a deck (cardtext/deck_choices.py); maybe none
            return [*(ChooseCard(player, choice=c) for c in o["pick"]),
                    *([ChooseOption(player, apply=False)] if o.get("none") else [])]
        return [ChooseOption(player, apply=True), ChooseOption(player, apply=False)]
    if state.windows:
        if state.pending:
            return [ResolveDone(player, card=state.pending[0][0])]
        return triggers.window_actions(state, player)
    if state.duel is not None:  # engine II
        return duels.legal_actions(state, player)
    if state.pending:
        return [ResolveDone(player, card=state.pending[0][0])]
    phase = state.phase
    step = state.step
    out: list[Action] = []
    if phase is _ACTION and step is _ACTION_ROUND:
        out.append(Pass(player))
        _action_round(state, player, out)
    elif phase is _ATTACK:  # engine II: declaration, maneuvers, battles
        out = choices.legal_actions(state, player)
    elif phase is _P_DYNASTY and step is _S_RECRUIT:
        out.append(Pass(player))
        _recruits(state, player, out)
        _province_discards(state, player, out)
        out += player_abilities.dynasty_actions(state, player)  # Legacy (keywords/)
        if not state.profile.events_resolve_on_reveal:  # 20F Events' Dynasty actions
            _province_events(state, player, _DYNASTY_TIMING, None, out, {})
    elif phase is _P_DYNASTY and step is _S_DISCARD_PROVINCES:
        out.append(Pass(player))
        _province_discards(state, player, out)
    elif phase is _P_END and step is _S_DISCARD_TO_HAND_SIZE:
        out.extend(DiscardCard(player, card=c) for c in state.players[player].hand)
    return out


def _seppuku_now(state: GameState) -> list[str]:
    """Candidates of the first waiting Seppuku Reaction still able to commit seppuku."""
    r = state.reactions[0]
    out = []
    for cid in r["candidates"]:
        c = state.cards[cid]
        if c.in_play and c.controller == r["player"]:
            out.append(cid)
    return out




def gold_actions(state: GameState, player: int) -> list[Action]:
    """``ProduceGold`` for each producer the player may bow now. Producing Gold is a step of
    paying a cost [S1 › GOLD PRODUCTION], not a decision of its own, so these are not part of
    :func:`legal_actions` (every paying action pays automatically or with an explicit
    ``payment``); the table uses them for the "bow a Holding, then buy" gesture."""
    if state.pending or state.priority != player or state.halted:
        return []
    if not ((state.phase is _P_ACTION and state.step is _S_ACTION_ROUND)
            or (state.phase is _P_DYNASTY and state.step is _S_RECRUIT)
            or (state.phase is _P_ATTACK and state.step is _S_COMBAT)):
        return []
    return [ProduceGold(player, card=cid) for cid, _ in economy.producers(state, player)]


def _action_round(state: GameState, player: int, out: list[Action]) -> None:
    """Choices at an action-round opportunity: the active player takes Limited and Open
    actions, the others only Open ones [S1 › ACTION PHASE], [S1 › TAKING ACTIONS FROM
    ABILITIES]; Equip is Limited (CE/GE) or Repeatable Open (20F)."""
    p = state.players[player]
    cards = state.cards
    prof = state.profile
    own_turn = state.active == player
    in_play = moves.in_play_cards(state, player)
    gold: int | None = None  # computed on first need
    # Equip: Limited (CE/GE), Repeatable Open (20F); a card's Open permission
    # (cardtext/open_permissions.py) on the other opportunities
    if own_turn or prof.equip_open:
        gold = _equips(state, player, in_play, out, gold, None)
    elif state.phase is _ACTION:
        allowed_on = open_permissions.equip_targets(state, player)
        if allowed_on:
            gold = _equips(state, player, in_play, out, gold, allowed_on)
    # an action-round opportunity of ``player`` with nothing pending (checked by the caller):
    # Limited on his own turn, Open always, Battle only in a Combat Segment
    # [S1 › TAKING ACTIONS FROM ABILITIES]
    in_action = state.phase is _ACTION
    limited = own_turn and in_action
    battle_ok = abilities.timing_ok(state, player, "battle")
    if not (limited or in_action or battle_ok):
        return
    timing = {"limited": limited, "open": in_action, "battle": battle_ok,
              "battle_open": in_action or battle_ok}
    allowed = _ALLOWED[limited, in_action, battle_ok]
    seen = {player: in_play}  # cards in play by player, for the targets of abilities
    # abilities from hand (Strategies, Rings) and on cards in play
    for cid in p.hand:
        c = cards[cid]
        d = c.definition
        if not d.abilities:
            continue
        if abilities.has_action(d, "hand", allowed):
            gold = ability_uses(state, player, c, "hand", timing, gold, out, seen)
        if d.type is _RING:
            cond = abilities.ring_condition(d)
            if cond is not None and abilities.condition_ok(state, player, cond) and \
                    not economy.unique_blocked(state, player, d):
                out.append(PlayRing(player, card=cid))
    for cid in in_play:
        c = cards[cid]
        if c.definition.abilities and (not c.bowed or abilities.may_act_bowed(state, c)) \
                and abilities.has_action(c.definition, "play", allowed):
            gold = ability_uses(state, player, c, "play", timing, gold, out, seen)
    # an Event's abilities (20F only [S0 › EVENT #]), or a card whose ability is used from
    # a province ("If Masaya is face-up in one of your ...")
    events_used = not prof.events_resolve_on_reveal
    for cid in p.provinces:
        if cid is not None:
            c = cards[cid]
            d = c.definition
            if not d.abilities or not c.face_up:
                continue
            if (events_used if d.type is _EVENT else abilities.has_action(d, "province",
                                                                           allowed)):
                gold = ability_uses(state, player, c, "province", timing, gold, out, seen)
    if not timing["limited"] and in_action:  # an Open permission to Lobby
        lobbyists = open_permissions.lobbyists(state, player)
        if lobbyists:
            _lobby(state, player, out, lobbyists)
    if own_turn and timing["limited"]:
        _lobby(state, player, out)
        out += player_abilities.limited_actions(state, player)  # Kharmic (keywords/)
        if p.favor and prof.favor_limited_ability:
            for cid in p.hand:
                out.append(FavorDraw(player, card=cid))
        if prof.cycle_first_turn and state.turn <= len(state.players) and \
                not p.cycled and any(
                    c is not None and cards[c].face_up for c in p.provinces):
            out.append(Cycle(player))


def _province_events(state: GameState, player: int, timing: dict[str, bool],
                     gold: int | None, out: list[Action], seen: dict[int, list[str]]
                     ) -> int | None:
    """Twenty Festivals: "While they are face-up in their player's Provinces, their
    abilities can be used" [S0 › EVENT #] (CE/GE: an Event only resolves when revealed in
    the Events Phase [CE › EVENT], so none is offered there)."""
    cards = state.cards
    for cid in state.players[player].provinces:
        if cid is not None:
            c = cards[cid]
            if c.definition.abilities and c.face_up and c.definition.type is _EVENT:
                gold = ability_uses(state, player, c, "province", timing, gold, out, seen)
    return gold


_DYNASTY_TIMING = {"dynasty": True}


#: The timings allowed at an opportunity, by (limited, open, battle) allowed, in that order.
_ALLOWED: dict[tuple[bool, bool, bool], tuple[str, ...]] = {
    (lim, opn, bat): tuple(t for t, ok in (("limited", lim), ("open", opn), ("battle", bat),
                                           ("battle_open", opn or bat)) if ok)
    for lim in (False, True) for opn in (False, True) for bat in (False, True)}




def _equips(state: GameState, player: int, in_play: list[str], out: list[Action],
            gold: int | None, only: dict[str, list[dict]] | None) -> int | None:
    """Append the Equip choices from the player's hand (``only``: onto those Personalities,
    cards fitting their filters: an Open permission); returns the Gold he can produce if it
    was computed."""
    p = state.players[player]
    cards = state.cards
    facts: list[economy.TargetFacts] | None = None
    # the hand, and a discard pile an Event's permission lets him equip from (pile_equip.py)
    # or a card's own trait lets it be equipped from (trait_kinds.pile_self_equip)
    listed = p.hand if not state.delayed else [*p.hand, *pile_equip.pile_cards(state, player)]
    own = {cid: kws for cid in p.fate_discard if cards[cid].definition.abilities
           and (kws := trait_kinds.pile_self_host(cards[cid])) is not None} \
        if only is None and p.fate_discard and trait_kinds.pile_self_holders(state) else {}
    for cid in ([*listed, *(c for c in own if c not in listed)] if own else listed):
        d = cards[cid].definition
        t = d.type
        if t is not _FOLLOWER and t is not _ITEM and t is not _SPELL:
            continue
        if gold is None:
            gold = economy.available_gold(state, player)
        can = gold + economy.specific_gold(state, player, cid)  # "paying for an
        least = economy.equip_cost(state, player, cid, None)  # attachment"
        if least > can:
            continue
        # the same on every Personality unless a discount names a host (asked once)
        flat = not d.abilities or gold_traits.host_free(state, cid)
        # Unique/Singular does not depend on the target: asked once per card
        if economy.unique_blocked(state, player, d):
            continue
        if only is not None and not any(open_permissions.fits(state, cid, f)
                                        for f in only.values()):
            continue
        if facts is None:
            facts = [economy.TargetFacts(state, c) for c in in_play
                     if cards[c].definition.type is _PERSONALITY
                     and (only is None or c in only)]
        extra = invest.invest_gold(d) if d.abilities else 0  # (cardtext/invest.py)
        for target in economy.equip_fits(state, cid, facts):
            if only is not None and not open_permissions.fits(state, cid, only[target]):
                continue
            if cards[target].modifiers and restrictions.cannot_perform(cards[target]):
                continue  # he performs the Equip [CE › PERFORM] (restrictions.py)
            if cid in own and cid not in listed and not all(
                    cards[target].definition.has_keyword(k) for k in own[cid]):
                continue  # only onto the Personality its trait names
            cost = least if flat else economy.equip_cost(state, player, cid, target)
            if cost <= can:
                out.append(Equip(player, cid, target))  # (player, card, target)
                if extra and cost + extra <= can:  # and investing
                    out.append(Equip(player, cid, target, invest=True))
    return gold


def _lobby(state: GameState, player: int, out: list[Action],
           only: set[str] | None = None) -> None:
    """(Lobby) Political Limited [S1 › PLAYER ABILITIES]; GE once per turn [S2]. ``only``:
    these Personalities, which may Lobby as an Open action (``open_permissions.py``)."""
    p = state.players[player]
    if p.favor:
        return
    if state.profile.lobby_once_per_turn and p.lobbied_turn == state.turn:
        return
    if open_permissions.lobby_barred(state, player):  # "Other players may not lobby"
        return
    honor_now = p.family_honor
    for o in state.opponents(player):
        if honor_now <= state.players[o].family_honor:
            return
    cards = state.cards
    for cid in moves.personalities_in_play(state, player):
        if only is not None and cid not in only:
            continue
        if not cards[cid].bowed and stats.personal_honor(state, cid) >= 1 and \
                prevention.prevented(state, cid, "bowed") is None and \
                not restrictions.cannot_perform(cards[cid]):  # bowing is its cost; he performs
            out.append(Lobby(player, card=cid))


def _recruits(state: GameState, player: int, out: list[Action]) -> None:
    """Recruit and Overlay choices for face-up province cards [S1 › DYNASTY PHASE › A],
    [S1 › EXPERIENCED]."""
    p = state.players[player]
    cards = state.cards
    gold = -1
    for cid in p.provinces:
        if cid is None:
            continue
        c = cards[cid]
        t = c.definition.type
        if not c.face_up or (t is not _PERSONALITY and t is not _HOLDING):
            continue
        if gold < 0:
            gold = economy.available_gold(state, player)
        d = c.definition
        can = gold + economy.specific_gold(state, player, cid)  # "paying for a Holding"
        if economy.unique_blocked(state, player, d) or economy.loyal_blocked(state, player, d):
            pass
        else:
            extra = invest.invest_gold(d) if d.abilities else 0
            for discount, for_honor, ignore_hr, amount in economy.recruit_options(
                    state, player, cid, can):
                # positional (player, card, discount, for_honor, ignore_hr): faster than keywords
                out.append(Recruit(player, cid, discount, for_honor, ignore_hr))
                if extra and amount + extra <= can:  # and investing (cardtext/invest.py)
                    out.append(Recruit(player, cid, discount, for_honor, ignore_hr,
                                       invest=True))
        if t is _PERSONALITY and d.experienced:
            for onto in moves.personalities_in_play(state, player):
                cost = overlay_cost(state, cid, onto)
                if cost is not None and cost <= can:
                    out.append(Overlay(player, card=cid, onto=onto))


def overlay_cost(state: GameState, card_id: str, onto: str) -> int | None:
    """Gold to overlay ``card_id`` on ``onto`` (``None`` if it cannot): same title, more
    experienced; Gold only when 2+ levels higher and more expensive [S1 › EXPERIENCED]."""
    new = state.cards[card_id].definition
    old = state.cards[onto].definition
    base_new = (new.base_title or new.title).casefold()
    base_old = (old.base_title or old.title).casefold()
    if base_new != base_old or new.experienced <= old.experienced:
        return None
    if economy.loyal_blocked(state, state.cards[onto].controller, new):
        return None
    gc_new = stats.gold_cost(state, card_id)
    gc_old = stats.gold_cost(state, onto)
    if new.experienced - old.experienced >= 2 and gc_new > gc_old:
        return gc_new - gc_old
    return 0


def _province_discards(state: GameState, player: int, out: list[Action]) -> None:
    """Discard face-up province cards [S1 › DYNASTY PHASE › B]."""
    for cid in state.players[player].provinces:
        if cid is not None and state.cards[cid].face_up:
            out.append(DiscardFromProvince(player, cid))


# ---------------------------------------------------------------------------------------
# manual toolkit

def manual_allowed(state: GameState, player: int) -> str | None:
    """Whether the automation level lets ``player`` use the toolkit now (reason if not)."""
    if state.halted:
        return "The game is over"
    if not 0 <= player < len(state.players):
        return "No such player"
    if state.automation is _A_ENFORCED and (
            not state.pending or state.pending[0][1] != player):
        return ("Manual effects are only allowed while resolving a card's text "
                "(automation: enforced)")
    return None


def manual_actions(state: GameState, player: int) -> list[Action]:
    """A menu of common toolkit effects on visible cards (UI context menus can build more)."""
    if manual_allowed(state, player) is not None:
        return []
    out: list[Action] = []
    for who in range(len(state.players)):
        for cid in moves.in_play_cards(state, who):
            c = state.cards[cid]
            ops = ["straighten" if c.bowed else "bow", "destroy", "add_token"]
            if c.definition.type is _T_PERSONALITY:
                ops.append("rehonor" if c.dishonored else "dishonor")
            for op in ops:
                kw = {"token": "+1F", "amount": 1} if op == "add_token" else {}
                a = Manual(player, op=op, card=cid, **kw)
                if manual_problem(state, a) is None:
                    out.append(a)
    for op in ("gain_honor", "lose_honor", "draw"):
        out.append(Manual(player, op=op, amount=1))
    if state.attack is not None and state.attack.current is not None:  # card text giving
        out.append(Manual(player, op="reconnaissance"))  # it, resolved by hand
    for cid in state.players[player].hand:
        out.append(Manual(player, op="discard", card=cid))
    return out


def manual_problem(state: GameState, action: Manual) -> str | None:
    """Why a toolkit action is not allowed now (``None`` when it is)."""
    why = manual_allowed(state, action.player)
    if why is not None:
        return why
    return effects.check(state, action.player, action.op, action.card, action.amount,
                         action.zone, action.token, action.stat, action.duration, action.target,
                         free=state.automation is _A_MANUAL)
