"""Player abilities that card keywords give: Kharmic and Reserve (``KeywordAbility`` actions);
Legacy's is in ``legacy.py``.

* **Kharmic** [S0 › KHARMIC #]: "Players have the following ability relevant to Kharmic
  cards: Kharmic Repeatable Limited, [cost]: Discard a Kharmic card from your hand to draw a
  card, or discard a Kharmic card from your Province to refill the Province face-up." The
  cost glyph is lost in the rulebook's text; the cards' reminder text prints it as 2 Gold
  (:data:`KHARMIC_GOLD`). ``kharmic_draw`` (a Kharmic card in your hand) and
  ``kharmic_refill`` (a face-up Kharmic card in one of your provinces; the province is
  refilled and its new card turned face up) are Limited: your own Action Phase opportunity
  [CE › ABILITIES]; Repeatable: any number per turn [S0 › REPEATABLE #].
* **Reserve** [S0 › RESERVE #]: "Absent Repeatable Battle, [cost]: If he would be opposed,
  Recruit your target Reserve Personality (into the current battlefield). Repeatable Battle,
  [cost]: If it would be opposed, Equip a Reserve attachment to your target Personality (at
  the current battlefield)." Recruiting and Equipping carry their own Gold cost
  ([CE › PERSONALITY › Playing Personalities], [CE › ATTACHMENTS]; outside your Dynasty Phase
  no Clan discount applies, ``economy.recruit_options``). "Opposed": an enemy unit is at the
  current battlefield [CE › OPPOSED]. ``reserve_recruit`` (a face-up Reserve Personality in
  your provinces; Absent, so no unit of yours need be there [S0 › RULE OF PRESENCE #]) puts
  him into play at the current battlefield on your side and refills the province;
  ``reserve_equip`` (a Reserve Follower, Item or Spell in your hand) attaches it to your
  Personality at the current battlefield, under the Equip restrictions. Both are Battle
  actions of your Combat Segment opportunity [CE › B. COMBAT SEGMENT].
"""

from __future__ import annotations

from l5r_desktop.games.ccg import economy
from l5r_desktop.games.ccg.actions import Action, KeywordAbility
from l5r_desktop.games.ccg.attack.armies import (
    current_battlefield,
    has_presence,
    place_unit,
    side_of,
)
from l5r_desktop.games.ccg.events import (
    AbilityUsed,
    CardAttached,
    CardEnteredPlay,
    CardRevealed,
    Event,
)
from l5r_desktop.games.ccg.keywords import in_game, legacy
from l5r_desktop.games.ccg.model import moves
from l5r_desktop.games.ccg.model.cards import CardType
from l5r_desktop.games.ccg.model.ids import Zone
from l5r_desktop.games.ccg.model.state import GameState

#: The Gold cost of the Kharmic ability (printed in the cards' reminder text).
KHARMIC_GOLD = 2
_ATTACH = (CardType.FOLLOWER, CardType.ITEM, CardType.SPELL)
_T_PERSONALITY = CardType.PERSONALITY
_Z_PROVINCE = Zone.PROVINCE
_Z_HAND = Zone.HAND


# ---------------------------------------------------------------------------------------
# listing

def limited_actions(state: GameState, player: int) -> list[Action]:
    """The Kharmic uses at the player's own Limited opportunity (the caller checks it is)."""
    if not in_game(state, "kharmic"):
        return []
    p = state.players[player]
    if economy.available_gold(state, player, paying=economy.ACTION) < KHARMIC_GOLD:
        return []  # (Kharmic's Gold is an action's Gold cost: gold_reactions.py)
    cards = state.cards
    out: list[Action] = [KeywordAbility(player, "kharmic_draw", cid) for cid in p.hand
                         if cards[cid].definition.has_keyword("Kharmic")]
    out += [KeywordAbility(player, "kharmic_refill", cid) for cid in p.provinces
            if cid is not None and cards[cid].face_up
            and cards[cid].definition.has_keyword("Kharmic")]
    return out


def dynasty_actions(state: GameState, player: int) -> list[Action]:
    """The keyword player abilities of the player's own Dynasty Phase (Legacy,
    ``legacy.py``)."""
    return legacy.dynasty_actions(state, player)


def _opposed(state: GameState, player: int) -> bool:
    """An enemy unit is at the current battlefield."""
    bf = current_battlefield(state)
    if bf is None:
        return False
    return any(state.cards[u].controller != player for u in bf.attacking + bf.defending)


def _recruit_gold(state: GameState, player: int, card_id: str, gold: int) -> int | None:
    """The cheapest Gold to Recruit the Personality now, or ``None`` if he cannot be."""
    d = state.cards[card_id].definition
    if economy.unique_blocked(state, player, d) or economy.loyal_blocked(state, player, d):
        return None
    options = [amount for _d, for_honor, _i, amount in
               economy.recruit_options(state, player, card_id, gold) if not for_honor]
    return min(options) if options else None


def battle_actions(state: GameState, player: int) -> list[Action]:
    """The Reserve uses at the player's Combat Segment opportunity."""
    if not in_game(state, "reserve") or side_of(state, player) is None \
            or not _opposed(state, player):
        return []
    p = state.players[player]
    cards = state.cards
    gold = economy.available_gold(state, player)
    out: list[Action] = []
    for cid in p.provinces:
        if cid is None:
            continue
        c = cards[cid]
        if c.face_up and c.definition.type is _T_PERSONALITY and \
                c.definition.has_keyword("Reserve") and \
                _recruit_gold(state, player, cid, gold) is not None:
            out.append(KeywordAbility(player, "reserve_recruit", cid))
    if not has_presence(state, player):
        return out
    bf = current_battlefield(state)
    assert bf is not None
    mine = [u for u in bf.attacking + bf.defending if cards[u].controller == player]
    for cid in p.hand:
        d = cards[cid].definition
        if d.type not in _ATTACH or not d.has_keyword("Reserve") or \
                economy.equip_cost(state, player, cid, None) > gold or \
                economy.unique_blocked(state, player, d):
            continue
        out += [KeywordAbility(player, "reserve_equip", cid, target=u) for u in mine
                if economy.equip_problem(state, player, cid, u, unique_checked=True) is None
                and economy.equip_cost(state, player, cid, u) <= gold]
    return out


def explain(state: GameState, action: KeywordAbility) -> str:
    """Why a keyword ability is not legal now (a sentence)."""
    c = state.cards.get(action.card)
    title = c.title if c is not None else "that card"
    if action.use.startswith("kharmic"):
        if c is None or not c.definition.has_keyword("Kharmic"):
            return f"{title} is not a Kharmic card"
        if state.active != action.player or state.phase.value != "action":
            return "The Kharmic ability is Limited: your own Action Phase"
        return (f"Kharmic: {title} must be in your hand (draw) or face up in your province "
                f"(refill), and you need {KHARMIC_GOLD} Gold")
    if action.use.startswith("reserve"):
        if c is None or not c.definition.has_keyword("Reserve"):
            return f"{title} is not a Reserve card"
        if current_battlefield(state) is None:
            return "Reserve cards come in as Battle actions, during a battle"
        if not _opposed(state, action.player):
            return "Reserve: only if it would be opposed (an enemy unit at this battlefield)"
        return f"{title} cannot be brought into this battle now (place, Gold or restrictions)"
    if action.use == legacy.USE:
        return legacy.explain(state, action)
    return f"Unknown keyword ability {action.use!r}"


# ---------------------------------------------------------------------------------------
# resolution

def apply(state: GameState, action: KeywordAbility) -> list[Event]:
    """Resolve a legal keyword ability (one handler per ability)."""
    return _HANDLERS[action.use](state, action)


def _kharmic_draw(state: GameState, a: KeywordAbility) -> list[Event]:
    events: list[Event] = [AbilityUsed((a.card,), player=a.player, name="Kharmic")]
    events += economy.pay(state, a.player, KHARMIC_GOLD, (), (a.card,),
                          paying=economy.ACTION)
    events += moves.discard(state, a.card)
    events += moves.draw(state, a.player, 1)
    return events


def _kharmic_refill(state: GameState, a: KeywordAbility) -> list[Event]:
    index = state.cards[a.card].province
    events: list[Event] = [AbilityUsed((a.card,), player=a.player, name="Kharmic")]
    events += economy.pay(state, a.player, KHARMIC_GOLD, (), (a.card,),
                          paying=economy.ACTION)
    events += moves.discard(state, a.card)
    events += moves.refill(state, a.player)
    provinces = state.players[a.player].provinces
    new = provinces[index] if index is not None and index < len(provinces) else None
    if new is not None and not state.cards[new].face_up:
        state.cards[new].face_up = True
        events.append(CardRevealed((new,), player=a.player))
    return events


def _reserve_recruit(state: GameState, a: KeywordAbility) -> list[Event]:
    att = state.attack
    assert att is not None and att.current is not None
    card = state.cards[a.card]
    gold = _recruit_gold(state, a.player, a.card, economy.available_gold(state, a.player))
    events: list[Event] = [AbilityUsed((a.card,), player=a.player, name="Reserve")]
    events += economy.pay(state, a.player, gold or 0, (), (a.card,))
    moves.take(state, card)
    card.controller = a.player
    card.face_up = True
    place_unit(state, a.card, att.current, side_of(state, a.player) == "attacking")
    events.append(CardEnteredPlay((a.card,), player=a.player, how="recruited into the battle"))
    events += moves.refill(state, card.owner)
    return events


def _reserve_equip(state: GameState, a: KeywordAbility) -> list[Event]:
    card = state.cards[a.card]
    events: list[Event] = [AbilityUsed((a.card, a.target), player=a.player, name="Reserve")]
    events += economy.pay(state, a.player, economy.equip_cost(state, a.player, a.card, a.target),
                          (), (a.card,))
    moves.attach(state, card, a.target)
    events.append(CardAttached((a.card, a.target), player=a.player))
    return events


_HANDLERS = {"kharmic_draw": _kharmic_draw, "kharmic_refill": _kharmic_refill,
             "reserve_recruit": _reserve_recruit, "reserve_equip": _reserve_equip,
             legacy.USE: legacy.apply}
