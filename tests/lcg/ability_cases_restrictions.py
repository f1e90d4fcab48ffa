"""Engine cases for our ability records of cards that restrict declaring (cannot be declared as
an attacker / defender, cannot participate as an attacker), provinces with interrupts when
broken, and a forced interrupt when leaving play; registered by card id in
``tests.lcg.ability_kit.CASES`` and played by tests/lcg/test_ability_data.py.
"""

from __future__ import annotations

from l5r_desktop.games.lcg.actions import (
    ChooseParticipant,
    Confirm,
    DeclareConflict,
    UseAbility,
)
from l5r_desktop.games.lcg.cards import LcgCardDef, LcgType, Side
from l5r_desktop.games.lcg.game import Game
from l5r_desktop.games.lcg.stats import province_strength
from tests.lcg.ability_kit import CHEAP, FIGHTER, card_def, case, offered, table, use
from tests.lcg.scenario import board, conflict_at, pass_window, put

ENTER = LcgCardDef(id="t:enter", name="Enter", type=LcgType.EVENT, side=Side.CONFLICT, cost=0,
                   abilities=({"timing": "action", "conflict": "any",
                               "targets": [{"controller": "you", "participating": False}],
                               "effects": [{"op": "move_to_conflict", "target": 0}]},))
KILL = LcgCardDef(id="t:kill", name="Kill", type=LcgType.EVENT, side=Side.CONFLICT, cost=0,
                  abilities=({"timing": "action", "targets": [{"controller": "opponent"}],
                              "effects": [{"op": "discard_card", "target": 0}]},))
KEEPER = LcgCardDef(id="t:keeper-role", name="Keeper", type=LcgType.ROLE, side=Side.ROLE,
                    traits=("Keeper",))


def _declaring(game: Game, attacker: int = 0) -> list:
    """Open P``attacker``'s declaration of a military air conflict at the first province;
    the legal attackers."""
    s = game.state
    s.first_player = attacker
    s.phase, s.step, s.turn, s.pending = "conflict", "declare", attacker, {
        "declarer": attacker}
    game.invalidate()
    game.perform(DeclareConflict(attacker, "military", "air",
                                 s.players[1 - attacker].provinces[0]))
    return [a.card for a in game.legal_actions() if isinstance(a, ChooseParticipant)]


def _character(card_id: str) -> LcgCardDef:
    return card_def(card_id, LcgType.CHARACTER, Side.DYNASTY, cost=1, military=2, political=2,
                    glory=1)


@case("01-hiruma-yojimbo", "01-shiba-peacemaker", "01-otomo-courtier",
      "01-seppun-guardsman")
def _cannot_attack(card_id: str) -> None:
    favor = card_id in ("01-otomo-courtier", "01-seppun-guardsman")
    for opponent_favor in ((False, True) if favor else (True,)):
        game = board()
        s = game.state
        s.favor = 1 if opponent_favor else None
        mine, other = put(s, 0, _character(card_id)), put(s, 0, FIGHTER)
        assert _declaring(game) == ([other] if opponent_favor else [mine, other])
    game = board()                            # it may still defend
    s = game.state
    mine = put(s, 0, _character(card_id))
    s.favor = 1
    put(s, 1, FIGHTER)
    attackers = _declaring(game, attacker=1)
    game.perform(ChooseParticipant(1, attackers[0]))
    game.perform(Confirm(1))
    assert ChooseParticipant(0, mine) in game.legal_actions()
    t = table()                                # moved in on the attacking side
    mine = put(t.state, 0, _character(card_id))
    t.state.favor = 1
    enter = put(t.state, 0, ENTER, "hand")
    s = use(t, enter, (mine,))
    moved = mine in s.conflict.attackers
    assert moved is (card_id == "01-hiruma-yojimbo")   # only declaring is forbidden to it


@case("01-aggressive-moto")
def _cannot_defend(card_id: str) -> None:
    game = board()
    s = game.state
    moto, other = put(s, 0, _character(card_id)), put(s, 0, CHEAP)
    foe = put(s, 1, FIGHTER)
    assert moto in _declaring(game)           # attacks
    game = board()
    s = game.state
    moto, other = put(s, 0, _character(card_id)), put(s, 0, CHEAP)
    foe = put(s, 1, FIGHTER)
    _declaring(game, attacker=1)
    game.perform(ChooseParticipant(1, foe))
    game.perform(Confirm(1))
    choices = {a.card for a in game.legal_actions() if isinstance(a, ChooseParticipant)}
    assert choices == {other}


# -- provinces: interrupts when broken -----------------------------------------------------------
def _break_mine(card_id: str, extra: dict | None = None) -> tuple[Game, str, list[str],
                                                                 list[str]]:
    """P2 attacks P1's faceup first province, ``card_id`` (strength 3), 6 against 1: it would
    break. ``extra``: more P2 characters at home (name: status), listed after the two
    attackers."""
    game = board()
    s = game.state
    prov = s.players[0].provinces[0]
    d = card_def(card_id, LcgType.PROVINCE, Side.PROVINCE, strength=3, element=("air",))
    s.defs[d.id] = d
    s.cards[prov].card_id = d.id
    s.cards[prov].facedown = False
    attackers = [put(s, 1, FIGHTER), put(s, 1, FIGHTER)]
    defenders = [put(s, 0, CHEAP)]
    for status in (extra or {}).values():
        attackers.append(put(s, 1, CHEAP, status=status))   # at home
    conflict_at(game, attackers[:2], defenders, attacker=1, province=prov)
    pass_window(game)
    return game, prov, attackers, defenders


def _index(card_id: str) -> int:
    """The interrupt's index (after the province's constant strength, if any)."""
    return 0 if card_id in ("01-the-art-of-war", "01-the-art-of-peace") else 1


@case("01-the-art-of-war")
def _draw_when_broken(card_id: str) -> None:
    game, prov, _, _ = _break_mine(card_id)
    s = game.state
    hand, fate = len(s.players[0].hand), s.players[0].fate
    assert s.step == "trigger_window" and not s.cards[prov].broken    # about to break
    assert offered(game, prov) == [UseAbility(0, prov, _index(card_id), ())]
    game.perform(UseAbility(0, prov, _index(card_id), ()))
    drawn = 3 if "war" in card_id else 1
    assert len(s.players[0].hand) == hand + drawn
    assert s.players[0].fate == fate + (0 if "war" in card_id else 1)
    assert s.cards[prov].broken


@case("01-the-art-of-peace")
def _dishonor_attackers_honor_defenders(card_id: str) -> None:
    game, prov, attackers, defenders = _break_mine(card_id)
    s = game.state
    home = put(s, 1, CHEAP)
    game.invalidate()
    game.perform(UseAbility(0, prov, 0, ()))
    assert [s.cards[u].status for u in (*attackers, *defenders, home)] == [
        "dishonored", "dishonored", "honored", ""]


def _target_when_broken(card_id: str) -> None:
    game, prov, attackers, defenders = _break_mine(card_id, {"shamed": "dishonored"})
    s = game.state
    i = _index(card_id)
    if "seeking" in card_id:
        assert [a.targets for a in offered(game, prov)] == [(defenders[0],)]
        game.perform(UseAbility(0, prov, i, (defenders[0],)))
        assert defenders[0] not in (s.conflict.defenders if s.conflict else [])
        return
    shamed = attackers[2]
    assert [a.targets for a in offered(game, prov)] == [(shamed,)]
    game.perform(UseAbility(0, prov, i, (shamed,)))
    assert s.cards[shamed].zone == "dynasty_discard"


@case("09-demonstrating-excellence", "12-seeking-the-truth", "11-abandoning-honor")
def _stronger_with_the_role(card_id: str) -> None:
    element = {"09-demonstrating-excellence": "air", "12-seeking-the-truth": "water",
               "11-abandoning-honor": "fire"}[card_id]
    t = table()
    prov = t.state.players[0].provinces[0]
    d = card_def(card_id, LcgType.PROVINCE, Side.PROVINCE, strength=3, element=("air",))
    t.state.defs[d.id] = d
    t.state.cards[prov].card_id = d.id
    t.state.cards[prov].facedown = False
    assert province_strength(t.state, prov) == 3
    role = put(t.state, 0, KEEPER, "role")
    t.state.players[0].role = role
    assert province_strength(t.state, prov) == 3   # a Keeper role of no element
    elemental = LcgCardDef(id=f"t:keeper-{element}", name="Keeper E", type=LcgType.ROLE,
                           side=Side.ROLE, traits=("Keeper", element))
    t.state.defs[elemental.id] = elemental
    t.state.cards[role].card_id = elemental.id
    assert province_strength(t.state, prov) == 5
    if card_id == "09-demonstrating-excellence":
        _draw_when_broken(card_id)
    else:
        _target_when_broken(card_id)


@case("15-seppun-truthseeker")
def _each_player_draws_two(card_id: str) -> None:
    t = table()
    mine = put(t.state, 1, _character(card_id))
    kill = put(t.state, 0, KILL, "hand")
    hands = (len(t.state.players[0].hand) - 1, len(t.state.players[1].hand))
    s = use(t, kill, (mine,))
    assert s.cards[mine].zone == "dynasty_discard"
    assert (len(s.players[0].hand), len(s.players[1].hand)) == (hands[0] + 2, hands[1] + 2)
