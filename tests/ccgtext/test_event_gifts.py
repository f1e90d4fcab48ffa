"""An Event that chooses one of its player's Personalities as it resolves and gives him things
for the rest of the game (``choose_card`` then ``modify_stat`` with ``duration: game``,
``give_keyword``, ``give_ability``): "choose" is not targeting [CE › TARGET], the choice is
made in written order [S1 › ORDER OF EFFECTS], "permanent" lasts until the end of the game
[CE › PERMANENT(LY)], a given ability is the card's own [CE › ABILITIES]. Our own record;
exact stats, keywords and actions on each turn."""

from __future__ import annotations

from l5r_desktop.games.ccg.actions import ChooseCard, Pass, UseAbility
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model import stats
from l5r_desktop.games.ccg.model.state import GameState
from tests.engine.scenario import cd, find, game_at, player

BOW_ONE = {"timing": "battle_open", "keywords": ["tireless"],
           "targets": [{"type": "personality", "controller": "opponent"}],
           "effects": [{"op": "bow", "target": 0}]}
CROWN = {"timing": "event", "effects": [
    {"op": "choose_card", "spec": {"type": "personality", "controller": "you"}},
    {"op": "modify_stat", "target": 0, "stat": "force", "amount": 2, "duration": "game"},
    {"op": "give_keyword", "target": 0, "keyword": "Magistrate"},
    {"op": "give_ability", "target": 0, "ability": BOW_ONE}]}
DEFS = [cd("Plum Tourney", "event", abilities=[CROWN]),
        cd("Alice Ward", "personality", force=3, chi=2, gold_cost=3, personal_honor=2),
        cd("Alice Page", "personality", force=1, chi=1, gold_cost=2, personal_honor=1),
        cd("Bob Rival", "personality", force=2, chi=2, gold_cost=3, personal_honor=2),
        cd("Marker B", "holding", gold_cost=2)]


def _reveal() -> Game:
    me = player(home=["Alice Ward", "Alice Page"],
                provinces=[{"title": "Plum Tourney", "face_up": False}, "Marker B",
                           "Marker B", "Marker B"])
    return game_at(me, player("Lion Keep", name="Bob", home=["Bob Rival"]), defs=DEFS,
                   phase="straighten", turn=3, active=0)


def _pass_to_turn(game: Game, turn: int) -> None:
    for _ in range(120):
        if game.state.turn >= turn:
            return
        game.perform(next(a for a in game.legal_actions() if isinstance(a, Pass)))
    raise AssertionError(f"turn {turn} not reached")


def test_alices_chosen_personality_keeps_force_keyword_and_ability() -> None:
    """Only Alice's two Personalities are offered; she chooses the Ward (Force 3): Force 5,
    a Magistrate, and a bowing action of his own; the Page stays Force 1 without it. On
    Alice's turn 5 the Ward is still Force 5 and a Magistrate, and his given action bows Bob's
    Rival."""
    game = _reveal()
    s = game.state
    ward, page, rival = find(s, "Alice Ward", 0), find(s, "Alice Page", 0), \
        find(s, "Bob Rival", 1)
    o = s.options[0]
    assert o["ask"] == "choose" and sorted(o["pick"]) == sorted([ward, page])
    game.perform(ChooseCard(0, choice=ward))
    assert s.phase.value == "action"
    assert find(s, "Plum Tourney", 0) in s.players[0].dynasty_discard
    w = s.cards[ward]
    assert stats.force(s, ward) == 5 and stats.force(s, page) == 1
    assert w.definition.has_keyword("Magistrate")
    assert not s.cards[page].definition.has_keyword("Magistrate")
    assert w.definition.abilities[-1] == BOW_ONE
    _pass_to_turn(game, 5)
    assert s.turn == 5 and s.active == 0
    assert stats.force(s, ward) == 5 and w.definition.has_keyword("Magistrate")
    use = next(a for a in game.legal_actions() if isinstance(a, UseAbility) and a.card == ward)
    assert use.targets == (rival,)
    game.perform(use)
    for _ in range(6):  # the Reaction windows after the action close with passes
        passes = [a for a in game.legal_actions() if isinstance(a, Pass)]
        if s.cards[rival].bowed or not passes:
            break
        game.perform(passes[0])
    assert s.cards[rival].bowed


def test_the_gifts_survive_a_save() -> None:
    game = _reveal()
    s = game.state
    ward = find(s, "Alice Ward", 0)
    game.perform(ChooseCard(0, choice=ward))
    again = GameState.from_dict(s.to_dict())
    w = again.cards[ward]
    assert stats.force(again, ward) == 5 and w.definition.has_keyword("Magistrate")
    assert w.definition.abilities[-1] == BOW_ONE


def test_a_targeting_event_offers_what_may_be_targeted_and_says_so() -> None:
    """``"targeting": true``: the same offer here (Alice's two Personalities), the log says the
    Event targets; the keyword stays after Alice's next turn begins."""
    aim = {"timing": "event", "effects": [
        {"op": "choose_card", "spec": {"type": "personality", "controller": "you"},
         "targeting": True},
        {"op": "give_keyword", "target": 0, "keyword": "Conqueror"}]}
    defs = [cd("Plum Tourney", "event", abilities=[aim]), *DEFS[1:]]
    me = player(home=["Alice Ward", "Alice Page"],
                provinces=[{"title": "Plum Tourney", "face_up": False}, "Marker B",
                           "Marker B", "Marker B"])
    game = game_at(me, player("Lion Keep", name="Bob", home=["Bob Rival"]), defs=defs,
                   phase="straighten", turn=3, active=0)
    s = game.state
    ward, page = find(s, "Alice Ward", 0), find(s, "Alice Page", 0)
    assert sorted(s.options[0]["pick"]) == sorted([ward, page])
    events = game.perform(ChooseCard(0, choice=page))
    assert any("Alice targets Alice Page" in str(getattr(e, "text", "")) for e in events)
    _pass_to_turn(game, 5)
    assert s.cards[page].definition.has_keyword("Conqueror")
    assert not s.cards[ward].definition.has_keyword("Conqueror")


def test_the_validator_reads_targeting_true_only() -> None:
    from l5r_desktop.games.ccg.cardtext import abilities

    assert not abilities.validate(CROWN)
    for extra in ({"targeting": False}, {"target": 0}):
        bad = {**CROWN, "effects": [{**CROWN["effects"][0], **extra}, *CROWN["effects"][1:]]}
        assert abilities.validate(bad), extra
    # a targeting choice on Events only; an untargeted one on actions too
    targeting = {**CROWN, "effects": [{**CROWN["effects"][0], "targeting": True},
                                      *CROWN["effects"][1:]]}
    assert not abilities.validate(targeting)
    assert any("choose_card" in p for p in abilities.validate({**targeting, "timing": "limited"}))
    assert not abilities.validate({**CROWN, "timing": "limited"})
