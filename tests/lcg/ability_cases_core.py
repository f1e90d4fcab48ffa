"""Engine cases for our ability records of core-set cards added after the first batches
(costs paid with chosen cards, counts, bids, play restrictions, "does not bow", enters play,
replacement interrupts), registered by card id in ``tests.lcg.ability_kit.CASES`` and played
by tests/lcg/test_ability_data.py.

Each case plays the record through the engine with exact numbers, and the case it refuses.
Stand-in stats: the records are ours.
"""

from __future__ import annotations

from dataclasses import replace

from l5r_desktop.games.lcg.actions import Choose, Pass, PlayAttachment, PlayCharacter, UseAbility
from l5r_desktop.games.lcg.cards import LcgCardDef, LcgType, Side
from l5r_desktop.games.lcg.game import Game
from l5r_desktop.games.lcg.labels import lcg_label
from l5r_desktop.games.lcg.stats import cannot
from tests.lcg.ability_kit import (
    BUSHI,
    CHEAP,
    COURTIER,
    FIGHTER,
    Table,
    attach,
    card_def,
    case,
    character,
    defending_at,
    game_of,
    mil,
    offered,
    place,
    pol,
    table,
    targets_of,
    use,
)
from tests.lcg.scenario import BANISH, CHARM, board, conflict_at, pass_window, put

SHUGENJA = replace(CHEAP, id="t:shugenja", name="Shugenja", traits=("Shugenja",))
LION = replace(BUSHI, id="t:lion", name="Lion", clan="lion")
UNICORN = replace(CHEAP, id="t:unicorn-rider", name="Unicorn Rider", clan="unicorn")
WEAK = replace(FIGHTER, id="t:weak", name="Weak", military=2, political=2)
SPEAKER = replace(COURTIER, id="t:speaker", name="Speaker", political=2)
HOLDING = LcgCardDef(id="t:holding", name="Holding", type=LcgType.HOLDING, side=Side.DYNASTY)
# An event of ours that discards any character (the scenario's Banish: cost 2 or lower).
BANISH_ANY = replace(BANISH, id="t:banish-any", name="Banish Any", cost=0, abilities=(
    {"timing": "action", "targets": [{"type": "character"}],
     "effects": [{"op": "discard_card", "target": 0}]},))


def _default(game: Game):
    """The plain choice at a framework stop: pass a trigger window, keep a broken province's
    cards, the first ring effect option."""
    acts = game.legal_actions()
    return next((a for a in acts if isinstance(a, Pass)), None) or next(
        (a for a in acts if isinstance(a, Choose) and a.option == "keep"), acts[0])


def _advance_to(game: Game, uid: str, limit: int = 12) -> list[UseAbility]:
    """Go through the conflict's resolution stops until ``uid`` has a use offered (or there is
    no stop left); its offered uses."""
    for _ in range(limit):
        if offered(game, uid) or game.waiting_for is None or game.state.step not in (
                "ring_effect", "break_discard", "trigger_window"):
            break
        game.perform(_default(game))
    return offered(game, uid)


def _finish(game: Game) -> None:
    """Go through the conflict's remaining resolution stops (nobody uses anything)."""
    for _ in range(12):
        if game.waiting_for is None or game.state.step not in (
                "ring_effect", "break_discard", "trigger_window"):
            return
        game.perform(_default(game))


def _played(card_id: str, game: Game | None = None, **stats: int) -> tuple[Game, str]:
    """P1 plays the character from hand in an action window before any conflict."""
    game = game or board()
    s = game.state
    d = card_def(card_id, LcgType.CHARACTER, Side.DYNASTY,
                 **({"cost": 1, "military": 3, "political": 1} | stats))
    uid = put(s, 0, d, "hand")
    s.phase, s.step, s.turn = "conflict", "action_window", 0
    s.window = {"kind": "draw", "passes": 0}
    s.players[0].fate = 5
    game.invalidate()
    game.perform(PlayCharacter(0, uid, 0))
    return game, uid


def _attachable(d: LcgCardDef, host: LcgCardDef, p: int = 0) -> bool:
    """Whether P1 may play attachment ``d`` on a character ``host`` of player ``p``."""
    game = board()
    s = game.state
    target = put(s, p, host)
    uid = put(s, 0, d, "hand")
    s.phase, s.step, s.turn = "conflict", "action_window", 0
    s.window = {"kind": "draw", "passes": 0}
    game.invalidate()
    return PlayAttachment(0, uid, target) in game.legal_actions()


def defended() -> Table:
    """A table where B attacks A's first province with ``b`` and A defends with ``a``."""
    t = table()
    defending_at(t)
    return t


@case("01-favored-niece")
def _discard_the_chosen_card_then_draw(card_id: str) -> None:
    """Favored Niece: "discard a card from your hand" is a cost; the player chooses the card
    [RR › Cost] (it was the first card of the hand), then draws 1; twice per round."""
    t = table()
    uid = character(t, card_id)
    s = t.state
    hand = list(s.players[0].hand)
    put(s, 1, CHEAP, "hand")                          # the opponent's card: not payable
    assert len(hand) >= 3
    assert targets_of(t, uid) == {(h,) for h in hand}  # one choice per card in my hand
    game = game_of(t)
    chosen = hand[-1]
    label = lcg_label(UseAbility(0, uid, 0, (chosen,)), game.state)
    assert label.endswith(f"discarding {game.state.defs[s.cards[chosen].card_id].name}")
    deck_top = game.state.players[0].conflict_deck[-1]  # the top card
    game.perform(UseAbility(0, uid, 0, (chosen,)))
    s2 = game.state
    assert chosen in s2.players[0].conflict_discard
    assert hand[0] in s2.players[0].hand              # not the first card any more
    assert deck_top in s2.players[0].hand
    assert len(s2.players[0].hand) == len(hand)       # -1 discarded, +1 drawn
    if game.waiting_for == 1:
        game.perform(Pass(1))
    second = hand[0]
    game.perform(UseAbility(0, uid, 0, (second,)))    # twice per round
    if game.waiting_for == 1:
        game.perform(Pass(1))
    assert offered(game, uid) == []                   # a third use is refused
    empty = table()
    niece = character(empty, card_id)
    empty.state.players[0].hand.clear()
    assert targets_of(empty, niece) == set()          # nothing to pay with: refused



# -- actions and events on the conflict (counts, skill doubled, bids, glory X) ----------------
@case("01-captive-audience")
def _political_to_military_for_one_honor(card_id: str) -> None:
    t = table("political")
    ev = place(t, card_def(card_id, LcgType.EVENT, Side.CONFLICT, cost=0), "hand")
    s = use(t, ev)
    assert s.conflict.type == "military" and s.players[0].honor == 9
    mil_table = table("military")
    ev = place(mil_table, card_def(card_id, LcgType.EVENT, Side.CONFLICT, cost=0), "hand")
    assert targets_of(mil_table, ev) == set()         # a military conflict: refused


@case("01-charge")
def _put_a_province_character_into_the_conflict(card_id: str) -> None:
    t = table("military")
    ev = place(t, card_def(card_id, LcgType.EVENT, Side.CONFLICT, cost=1), "hand")
    waiting = place(t, CHEAP, "holding")              # faceup in my first province
    s = t.state
    prov = s.cards[waiting].province
    foe_card = put(s, 1, CHEAP, "province", province=s.players[1].provinces[1])
    s.province_cards.setdefault(s.players[1].provinces[1], []).append(foe_card)
    chosen = targets_of(t, ev)
    assert (waiting,) in chosen and (foe_card,) not in chosen   # my provinces only
    s2 = use(t, ev, (waiting,))
    assert s2.cards[waiting].zone == "play" and waiting in s2.conflict.attackers
    assert s2.cards[waiting].fate == 0 and s2.players[0].fate == 9   # the event's 1 fate only
    assert waiting not in s2.province_cards[prov]
    pol_table = table("political")
    ev = place(pol_table, card_def(card_id, LcgType.EVENT, Side.CONFLICT, cost=1), "hand")
    place(pol_table, CHEAP, "holding")
    assert targets_of(pol_table, ev) == set()         # a political conflict: refused


@case("01-supernatural-storm")
def _plus_one_per_shugenja(card_id: str) -> None:
    t = table()
    ev = place(t, card_def(card_id, LcgType.EVENT, Side.CONFLICT, cost=0), "hand")
    for _ in range(2):
        put(t.state, 0, SHUGENJA)
    put(t.state, 1, SHUGENJA)                         # the opponent's: not counted
    s = use(t, ev, (t.b,))
    assert (mil(s, t.b), pol(s, t.b)) == (3 + 2, 2 + 2)
    t2 = table()
    ev = place(t2, card_def(card_id, LcgType.EVENT, Side.CONFLICT, cost=0), "hand")
    t2.state.conflict = None
    t2.state.window = {"kind": "draw", "passes": 0}
    assert targets_of(t2, ev) == set()                # no conflict: refused


@case("01-hida-guardian")
def _plus_two_per_holding(card_id: str) -> None:
    t = table()
    uid = character(t, card_id, participating=True, cost=1, military=1, political=1)
    for _ in range(2):
        place(t, HOLDING, "holding")
    s0 = t.state
    for prov in s0.players[1].provinces:              # the opponent's holdings do not count
        foe = put(s0, 1, HOLDING, "province", province=prov)
        s0.province_cards[prov].append(foe)
    n = sum(s0.defn(u).type is LcgType.HOLDING and not s0.cards[u].facedown
            for prov in s0.players[0].provinces for u in s0.province_cards[prov])
    assert n >= 2                                     # the two placed (and the deck's)
    assert targets_of(t, uid) == {(t.a,), (t.b,)}     # another participating character
    s = use(t, uid, (t.a,))
    assert (mil(s, t.a), pol(s, t.a)) == (3 + 2 * n, 2 + 2 * n)
    t2 = table()
    home = character(t2, card_id)
    assert targets_of(t2, home) == set()              # not participating: refused


@case("01-way-of-the-lion")
def _double_base_military(card_id: str) -> None:
    t = table()
    ev = place(t, card_def(card_id, LcgType.EVENT, Side.CONFLICT, cost=0), "hand")
    lion = put(t.state, 0, LION)
    t.state.conflict.attackers.append(lion)
    t.state.effects.append({"kind": "skill", "card": lion, "military": 2, "until": "conflict"})
    assert targets_of(t, ev) == {(lion,)}             # lion characters only
    s = use(t, ev, (lion,))
    assert mil(s, lion) == 2 + 2 + 2                  # base 2 doubled, the +2 kept


@case("01-mountain-s-anvil-castle")
def _plus_one_or_two_by_attachments(card_id: str) -> None:
    for n, plus in ((1, 1), (2, 2)):
        t = table()
        sh = place(t, card_def(card_id, LcgType.STRONGHOLD, Side.STRONGHOLD), "stronghold")
        for _ in range(n):
            attach(t.state, 0, CHARM, t.a)
        assert targets_of(t, sh) == {(t.a,)}          # only with an attachment
        s = use(t, sh, (t.a,))
        assert (mil(s, t.a), pol(s, t.a)) == (3 + plus, 2 + 2 * n + plus)  # CHARM: +2 political
        assert s.cards[sh].bowed


@case("01-mirumoto-s-fury")
def _bow_attacker_glory_up_to_facedown_provinces(card_id: str) -> None:
    t = defended()
    ev = place(t, card_def(card_id, LcgType.EVENT, Side.CONFLICT, cost=1), "hand")
    s = t.state
    s.turn = 0
    glorious = put(s, 1, replace(FIGHTER, id="t:glorious", glory=3))
    s.conflict.attackers.append(glorious)
    mine = [*s.players[0].provinces, s.players[0].stronghold_province]
    for u in mine:
        s.cards[u].facedown = False
    for u in mine[:2]:
        s.cards[u].facedown = True                    # 2 unrevealed provinces
    assert targets_of(t, ev) == {(t.b,)}              # glory 1 yes, glory 3 no
    s.cards[mine[2]].facedown = True
    assert targets_of(t, ev) == {(t.b,), (glorious,)}
    s2 = use(t, ev, (glorious,))
    assert s2.cards[glorious].bowed


@case("01-strength-in-numbers")
def _send_home_defender_glory_up_to_attackers(card_id: str) -> None:
    t = table()
    ev = place(t, card_def(card_id, LcgType.EVENT, Side.CONFLICT, cost=1), "hand")
    s = t.state
    big = put(s, 1, replace(FIGHTER, id="t:glory-2", glory=2))
    s.conflict.defenders.append(big)
    assert targets_of(t, ev) == {(t.b,)}              # 1 attacker: glory 1 or lower
    s.conflict.attackers.append(put(s, 0, CHEAP))
    assert targets_of(t, ev) == {(t.b,), (big,)}
    s2 = use(t, ev, (big,))
    assert big not in s2.conflict.defenders and s2.cards[big].zone == "play"
    t2 = defended()
    ev = place(t2, card_def(card_id, LcgType.EVENT, Side.CONFLICT, cost=1), "hand")
    assert targets_of(t2, ev) == set()                # not the attacking player: refused


@case("01-i-can-swim", "01-good-omen")
def _bids_compared(card_id: str) -> None:
    swim = card_id == "01-i-can-swim"
    for mine, theirs in ((3, 1), (1, 3), (2, 2)):
        t = table()
        ev = place(t, card_def(card_id, LcgType.EVENT, Side.CONFLICT, cost=2), "hand")
        s = t.state
        s.players[0].dial, s.players[1].dial = mine, theirs
        s.players[0].dial_revealed = s.players[1].dial_revealed = True
        s.cards[t.b].status = "dishonored"
        ok = mine > theirs if swim else mine < theirs
        if not ok:
            assert targets_of(t, ev) == set()         # the bid condition: refused
            continue
        if swim:
            assert targets_of(t, ev) == {(t.b,)}      # a dishonored participant of the foe
            s2 = use(t, ev, (t.b,))
            assert s2.cards[t.b].zone == "dynasty_discard"
        else:
            assert targets_of(t, ev) == {(t.a,), (t.b,)}   # printed cost 3 or higher
            s2 = use(t, ev, (t.a,))
            assert s2.cards[t.a].fate == 1 and s2.players[0].fate == 10 - 2 - 0


@case("01-the-mountain-does-not-fall")
def _ready_after_defending(card_id: str) -> None:
    game = board()
    s = game.state
    mine = put(s, 1, FIGHTER)
    foe = put(s, 0, replace(FIGHTER, id="t:weak", military=1))
    ev = put(s, 1, card_def(card_id, LcgType.EVENT, Side.CONFLICT, cost=1), "hand")
    s.players[1].fate = 3
    conflict_at(game, [foe], [mine])                  # B defends; B acts first
    assert {a.targets for a in offered(game, ev)} == {(mine,), (foe,)}
    game.perform(UseAbility(1, ev, 0, (mine,)))
    pass_window(game)
    _finish(game)
    assert not s.cards[mine].bowed and s.cards[foe].bowed
    assert s.players[1].fate == 2
    game2 = board()
    s2 = game2.state
    mine2 = put(s2, 1, FIGHTER)
    s2.effects.append({"kind": "cannot", "card": mine2, "what": "bow_resolution_defending",
                       "conflict": None, "until": "phase"})
    conflict_at(game2, [mine2], [], attacker=1)       # attacking: it bows as usual
    pass_window(game2)
    _finish(game2)
    assert s2.cards[mine2].bowed


@case("01-sashimono")
def _not_bowed_in_military_conflicts(card_id: str) -> None:
    for ctype, bowed in (("military", False), ("political", True)):
        game = board()
        s = game.state
        bushi = put(s, 0, BUSHI)
        attach(s, 0, card_def(card_id, LcgType.ATTACHMENT, Side.CONFLICT, cost=2), bushi)
        conflict_at(game, [bushi], [], ctype=ctype)
        pass_window(game)
        _finish(game)
        assert s.cards[bushi].bowed is bowed
    d = card_def(card_id, LcgType.ATTACHMENT, Side.CONFLICT, cost=2)
    assert _attachable(d, BUSHI) and not _attachable(d, CHEAP)   # a Bushi
    assert not _attachable(d, BUSHI, p=1)                        # you control


@case("01-pacifism", "01-height-of-fashion")
def _not_played_during_a_conflict(card_id: str) -> None:
    d = card_def(card_id, LcgType.ATTACHMENT, Side.CONFLICT, cost=2)
    t = table()
    uid = place(t, d, "hand")
    assert not [a for a in game_of(t).legal_actions()
                if isinstance(a, PlayAttachment) and a.card == uid]   # during a conflict
    game = board()
    s = game.state
    foe = put(s, 1, CHEAP)
    uid = put(s, 0, d, "hand")
    s.phase, s.step, s.turn = "conflict", "action_window", 0
    s.window = {"kind": "conflict", "passes": 0}
    game.invalidate()
    assert PlayAttachment(0, uid, foe) in game.legal_actions()
    game.perform(PlayAttachment(0, uid, foe))
    if card_id == "01-pacifism":
        assert cannot(s, foe, "participate", "military")
        assert not cannot(s, foe, "participate", "political")


# -- reactions and interrupts -------------------------------------------------------------------
@case("01-rally-to-the-cause")
def _switch_type_when_revealed(card_id: str) -> None:
    from tests.lcg.ability_cases_later import _reveal

    game, prov, _ = _reveal(card_id, [FIGHTER])
    s = game.state
    assert s.step == "trigger_window" and offered(game, prov) == [UseAbility(0, prov, 0, ())]
    game.perform(UseAbility(0, prov, 0, ()))
    assert s.conflict.type == "political" and s.conflict.ring == "air"


@case("01-spies-at-court")
def _dishonor_one_discard_two_at_random(card_id: str) -> None:
    for ctype in ("political", "military"):
        game = board()
        s = game.state
        mine = put(s, 0, SPEAKER)
        ev = put(s, 0, card_def(card_id, LcgType.EVENT, Side.CONFLICT, cost=0), "hand")
        hand = len(s.players[1].hand)
        conflict_at(game, [mine], [], ctype=ctype)
        pass_window(game)
        if ctype == "military":
            assert _advance_to(game, ev) == []       # a military conflict won: refused
            continue
        assert _advance_to(game, ev) == [UseAbility(0, ev, 0, (mine,))]
        game.perform(UseAbility(0, ev, 0, (mine,)))
        assert s.cards[mine].status == "dishonored"
        assert len(s.players[1].hand) == hand - 2
