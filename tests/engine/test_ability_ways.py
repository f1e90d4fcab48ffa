"""One printed ability written as two records (issue 17, core lane): our card-by-card records
give each way of an "A or B" cost or target its own record, both numbered with the same line
of the card's text (``"ability": N``). They are one ability: using one way uses up the other
for the turn [CE › TAKING ACTIONS FROM ABILITIES: "abilities can be used only once per
turn"] (``use_limits.slot``); records of different lines keep their own counts. Also ``has``
as a list ("a target enemy card with attachments": a Follower, an Item or a Spell attached).
Our own test cards."""

from __future__ import annotations

from l5r_desktop.games.ccg.actions import UseAbility
from l5r_desktop.games.ccg.cardtext.abilities import validate
from l5r_desktop.games.ccg.game import Game
from tests.engine.scenario import cd, find, game_at

_GAIN = [{"op": "gain_honor", "amount": 1, "player": "you"}]
_BOW_WAY = {"timing": "open", "cost": {"bow_self": True}, "effects": _GAIN, "ability": 1}
_DISCARD_WAY = {"timing": "open", "cost": {"discard_targets": [0]},
                "targets": [{"type": "card", "zone": "hand", "controller": "you",
                             "choose": True}], "effects": _GAIN, "ability": 1}
_OTHER_LINE = {"timing": "open", "effects": [{"op": "draw", "amount": 1, "player": "you"}],
               "ability": 2}
_WITH_ATT = [{"type": "follower"}, {"type": "item"}, {"type": "spell"}]
_BOW_EQUIPPED = {"timing": "open", "targets": [{"type": "personality", "has": _WITH_ATT}],
                 "effects": [{"op": "bow", "target": 0}]}
DEFS = [cd("Two-Way Sage", "personality", force=2, chi=2, gold_cost=3, personal_honor=1,
           abilities=[_BOW_WAY, _DISCARD_WAY, _OTHER_LINE]),
        cd("Unnumbered Sage", "personality", force=2, chi=2, gold_cost=3, personal_honor=1,
           abilities=[{k: v for k, v in r.items() if k != "ability"}
                      for r in (_BOW_WAY, _DISCARD_WAY)]),
        cd("Binder", "personality", force=1, chi=1, gold_cost=3, personal_honor=1,
           abilities=[_BOW_EQUIPPED]),
        cd("Bare Man", "personality", force=1, chi=1, gold_cost=3, personal_honor=1),
        cd("Armed Man", "personality", force=1, chi=1, gold_cost=3, personal_honor=1),
        cd("Tanto", "item", keywords=["Weapon"], force=1, chi=0, gold_cost=1),
        cd("Spare Scroll", "strategy", gold_cost=0)]


def _game(title: str) -> Game:
    return game_at(p1={"home": [title], "hand": ["Spare Scroll", "Spare Scroll"]},
                   p2={"home": ["Bare Man", {"title": "Armed Man",
                                             "attachments": [{"title": "Tanto"}]}]},
                   phase="action", defs=DEFS)


def _uses(game: Game, title: str) -> list[UseAbility]:
    card = find(game.state, title, 0)
    return [a for a in game.legal_actions() if isinstance(a, UseAbility) and a.card == card]


def test_the_records_of_one_line_share_its_use() -> None:
    """The discard way taken (Honor 10 -> 11, the Sage still unbowed): the bow way is not
    offered again this turn; the draw of the second line still is."""
    game = _game("Two-Way Sage")
    s = game.state
    sage = find(s, "Two-Way Sage", 0)
    honor = s.players[0].family_honor
    assert {u.ability for u in _uses(game, "Two-Way Sage")} == {0, 1, 2}
    (discard,) = [u for u in _uses(game, "Two-Way Sage") if u.ability == 1][:1]
    game.perform(discard)
    assert s.players[0].family_honor == honor + 1
    assert not s.cards[sage].bowed and len(s.players[0].hand) == 1
    game.state.priority = 0  # Alice acts again (Bob would pass)
    assert {u.ability for u in _uses(game, "Two-Way Sage")} == {2}


def test_records_without_a_line_number_keep_their_own_counts() -> None:
    game = _game("Unnumbered Sage")
    (discard,) = [u for u in _uses(game, "Unnumbered Sage") if u.ability == 1][:1]
    game.perform(discard)
    game.state.priority = 0
    assert {u.ability for u in _uses(game, "Unnumbered Sage")} == {0}


def test_a_target_with_attachments() -> None:
    """Only the Personality carrying an Item is offered; he is bowed."""
    game = _game("Binder")
    s = game.state
    armed, bare = find(s, "Armed Man", 1), find(s, "Bare Man", 1)
    offered = {u.targets[0] for u in _uses(game, "Binder")}
    assert armed in offered and bare not in offered
    game.perform(next(u for u in _uses(game, "Binder") if u.targets[0] == armed))
    assert s.cards[armed].bowed and not s.cards[bare].bowed


def test_the_validator_takes_a_list_of_attached_cards() -> None:
    assert not validate(_BOW_EQUIPPED)
    bad = {**_BOW_EQUIPPED, "targets": [{"type": "personality", "has": []}]}
    assert validate(bad)
    bad = {**_BOW_EQUIPPED, "targets": [{"type": "personality", "has": [{"type": "ring"}]}]}
    assert validate(bad)
