"""Legal actions, the reasons actions are illegal, and applying actions.

Legality has one source of truth: :func:`legal_actions` builds the legal set directly from the
state (no trial copies); an action is legal when it is in that set (an explicit Gold
``payment`` is checked separately). :func:`problem` explains why an action is not legal.
"""

from __future__ import annotations

from dataclasses import replace

from l5r_desktop.games.ccg import duels, economy, honor
from l5r_desktop.games.ccg.actions import (
    Action,
    Concede,
    Cycle,
    DiscardCard,
    DiscardFromProvince,
    Equip,
    FavorBattle,
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
    Tactics,
    UseAbility,
    action_from_dict,
)
from l5r_desktop.games.ccg.attack import battle, choices
from l5r_desktop.games.ccg.cardtext import abilities, effects
from l5r_desktop.games.ccg.cardtext.uses import ability_uses
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
from l5r_desktop.games.ccg.model import moves, stats
from l5r_desktop.games.ccg.model.cards import CardType
from l5r_desktop.games.ccg.model.ids import Automation, ManualOp, Phase, Step, Victory, Zone
from l5r_desktop.games.ccg.model.state import GameState
from l5r_desktop.games.ccg.turn import phases, steps

# Enum members bound to module names: a look-up on an enum class goes through
# EnumType's __getattr__ hook, several times slower, and these run in the hot paths.
_A_ENFORCED = Automation.ENFORCED
_A_MANUAL = Automation.MANUAL
_P_ACTION = Phase.ACTION
_P_ATTACK = Phase.ATTACK
_P_DYNASTY = Phase.DYNASTY
_P_END = Phase.END
_P_EVENTS = Phase.EVENTS
_S_ACTION_ROUND = Step.ACTION_ROUND
_S_COMBAT = Step.COMBAT
_S_DISCARD_PROVINCES = Step.DISCARD_PROVINCES
_S_DISCARD_TO_HAND_SIZE = Step.DISCARD_TO_HAND_SIZE
_S_RECRUIT = Step.RECRUIT
_S_RESOLVE_TEXT = Step.RESOLVE_TEXT
_T_HOLDING = CardType.HOLDING
_T_PERSONALITY = CardType.PERSONALITY
_T_RING = CardType.RING
_T_STRATEGY = CardType.STRATEGY
_V_CONCEDED = Victory.CONCEDED
_Z_DYNASTY_DECK = Zone.DYNASTY_DECK
_Z_FATE_DISCARD = Zone.FATE_DISCARD
_Z_HAND = Zone.HAND
_Z_HOME = Zone.HOME
_Z_PROVINCE = Zone.PROVINCE
_Z_UNDER = Zone.UNDER

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
_ACTION_ROUND = Step.ACTION_ROUND
_COMBAT = Step.COMBAT


# ---------------------------------------------------------------------------------------
# who decides

def deciding_player(state: GameState) -> int | None:
    """The player the game is waiting for (``None`` when the game is over)."""
    if state.phase is _GAME_OVER:
        return None
    if state.reactions:  # a Seppuku Reaction decision comes before anything else
        return state.reactions[0]["player"]
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
    if state.reactions:
        return [Pass(player), *(Seppuku(player, card=c) for c in _seppuku_now(state))]
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


def gold_actions(state: GameState, player: int) -> list[Action]:
    """``ProduceGold`` for each producer the player may bow now. Producing Gold is a step of
    paying a cost [S1 › GOLD PRODUCTION], not a decision of its own, so these are not part of
    :func:`legal_actions` (every paying action pays automatically or with an explicit
    ``payment``); the table uses them for the "bow a Holding, then buy" gesture."""
    if state.pending or state.priority != player or state.game_over:
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
    # Equip: Limited (CE/GE), Repeatable Open (20F)
    if own_turn or prof.equip_open:
        facts: list[economy.TargetFacts] | None = None
        for cid in p.hand:
            d = cards[cid].definition
            t = d.type
            if t is not _FOLLOWER and t is not _ITEM and t is not _SPELL:
                continue
            if gold is None:
                gold = economy.available_gold(state, player)
            if stats.gold_cost(state, cid) > gold:
                continue
            # Unique/Singular does not depend on the target: asked once per card
            if economy.unique_blocked(state, player, d):
                continue
            if facts is None:
                facts = [economy.TargetFacts(state, c) for c in in_play
                         if cards[c].definition.type is _PERSONALITY]
            for target in economy.equip_fits(state, cid, facts):
                out.append(Equip(player, cid, target))  # (player, card, target)
    # an action-round opportunity of ``player`` with nothing pending (checked by the caller):
    # Limited on his own turn, Open always, Battle only in a Combat Segment
    # [S1 › TAKING ACTIONS FROM ABILITIES]
    in_action = state.phase is _ACTION
    limited = own_turn and in_action
    battle_ok = abilities.timing_ok(state, player, "battle")
    if not (limited or in_action or battle_ok):
        return
    timing = {"limited": limited, "open": in_action, "battle": battle_ok}
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
        if c.definition.abilities and not c.bowed and \
                abilities.has_action(c.definition, "play", allowed):
            gold = ability_uses(state, player, c, "play", timing, gold, out, seen)
    for cid in p.provinces:
        if cid is not None:
            c = cards[cid]
            if c.definition.abilities and c.face_up and c.definition.type is _EVENT:
                gold = ability_uses(state, player, c, "province", timing, gold, out, seen)
    if own_turn and timing["limited"]:
        _lobby(state, player, out)
        if p.favor and prof.favor_limited_ability:
            for cid in p.hand:
                out.append(FavorDraw(player, card=cid))
        if prof.cycle_first_turn and state.turn <= len(state.players) and \
                not p.cycled and any(
                    c is not None and cards[c].face_up for c in p.provinces):
            out.append(Cycle(player))


#: The timings allowed at an opportunity, by (limited, open, battle) allowed, in that order.
_ALLOWED: dict[tuple[bool, bool, bool], tuple[str, ...]] = {
    (lim, opn, bat): tuple(t for t, ok in (("limited", lim), ("open", opn), ("battle", bat))
                           if ok)
    for lim in (False, True) for opn in (False, True) for bat in (False, True)}




def _lobby(state: GameState, player: int, out: list[Action]) -> None:
    """(Lobby) Political Limited [S1 › PLAYER ABILITIES]; GE once per turn [S2]."""
    p = state.players[player]
    if p.favor:
        return
    if state.profile.lobby_once_per_turn and p.lobbied_turn == state.turn:
        return
    honor_now = p.family_honor
    for o in state.opponents(player):
        if honor_now <= state.players[o].family_honor:
            return
    cards = state.cards
    for cid in moves.personalities_in_play(state, player):
        if not cards[cid].bowed and stats.personal_honor(state, cid) >= 1:
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
        if economy.unique_blocked(state, player, d) or economy.loyal_blocked(state, player, d):
            pass
        else:
            for discount, for_honor, ignore_hr, _ in economy.recruit_options(
                    state, player, cid, gold):
                # positional (player, card, discount, for_honor, ignore_hr): faster than keywords
                out.append(Recruit(player, cid, discount, for_honor, ignore_hr))
        if t is _PERSONALITY and d.experienced:
            for onto in moves.personalities_in_play(state, player):
                cost = overlay_cost(state, cid, onto)
                if cost is not None and cost <= gold:
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
    if state.game_over:
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


# ---------------------------------------------------------------------------------------
# legality check with reasons

def problem(state: GameState, action: Action, legal: list[Action] | None = None
            ) -> str | None:
    """``None`` if ``action`` is legal now, else a readable reason. ``legal`` may pass the
    already computed ``legal_actions(state, action.player)`` (a cache)."""
    if legal is not None and action in legal:  # fast path: an enumerated legal action
        return None
    if not isinstance(action, Action):
        return "Not an action"
    if state.game_over:
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
        return abilities.gold_amount(state, c, c.definition.abilities[action.ability])
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


# ---------------------------------------------------------------------------------------
# application

def apply_action(state: GameState, action: Action) -> list[Event]:
    """Apply a legal action and every automatic step after it; returns the events."""
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


_battle_moves_are_chi_neutral()

#: Stand-ins for the engine II action groups in the dispatch of :func:`apply_action`.
_BATTLE = object()
_DUEL = object()
#: Per action class: (the branch of :func:`apply_action`, answers a Seppuku Reaction,
#: Chi-neutral, may bring Rings into play). Computed once per class with the same
#: ``isinstance`` order the branches had, so the dispatch does not test every class again.
_TRAITS: dict[type, tuple[object, bool, bool, bool]] = {}


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
    if state.pending:
        return events
    if state.duel is not None:  # engine II: the duel's Focus Effects were resolved
        return duels.after_focus_effects(state)
    if state.phase is _P_EVENTS:
        events += phases.events_phase(state, state.cursor)
        if not state.pending and not state.game_over:
            events += steps.begin_action_phase(state)
    elif state.phase is _P_ACTION:
        state.step = _S_ACTION_ROUND
        state.passes = 0
        state.priority = state.next_player(a.player)
    elif state.phase is _P_ATTACK:  # engine II: back to the Combat Segment
        events += battle.after_text(state, a.player)
    return events


__all__ = ["ManualOp", "apply_action", "legal_actions", "problem"]
