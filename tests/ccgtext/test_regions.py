"""Regions attached to a province are in play [CE › REGION] ("Regions normally enter play
from Provinces during the Events Phase"): the engine offers their action abilities to their
player, pays their bow cost, straightens them in his Straighten Phase [CE › STRAIGHTEN PHASE]
and resolves their triggered traits when they enter play; a Region merely face-up in a
province (not attached) is not in play and offers nothing. The translator reads Region lines
like any other card's in play. Scenario tests with exact numbers on invented cards."""

from __future__ import annotations

from typing import Any

from l5r_desktop.carddb.ccgtext import translate_ability
from l5r_desktop.games.ccg.actions import Pass, UseAbility
from l5r_desktop.games.ccg.cardtext import abilities
from l5r_desktop.games.ccg.model import moves
from l5r_desktop.games.ccg.model.cards import CardDef, CardType
from tests.engine.scenario import cd, find, game_at, player

#: "Limited, Bow: Draw a card." on a Region (our own invented card).
LANDS = cd("Quiet Lands", "region", abilities=[
    {"timing": "limited", "cost": {"bow_self": True},
     "effects": [{"op": "draw", "amount": 1, "player": "you"}]}])
#: "After this card enters play: Lose 4 Honor." on a Region.
BLIGHT = cd("Blight Lands", "region", abilities=[
    {"timing": "trait", "trigger": {"event": "enters_play", "card": "self"},
     "effects": [{"op": "lose_honor", "amount": 4, "player": "you"}]}])


def _uses(game: Any, title: str) -> list[UseAbility]:
    return [a for a in game.legal_actions() if isinstance(a, UseAbility)
            and game.state.title(a.card) == title]


def test_an_attached_regions_action_is_offered_and_resolves() -> None:
    """Alice's Region attached to her first province: Limited, Bow: draw a card. Hand 0 -> 1,
    the Region bowed, the ability not offered again while bowed."""
    alice = player(name="Alice", regions=["Quiet Lands", None, None, None])
    game = game_at(alice, defs=[LANDS])
    s = game.state
    me = find(s, "Quiet Lands", 0)
    assert moves.attached_region(s, s.cards[me]) and moves.in_play(s, s.cards[me])
    uses = _uses(game, "Quiet Lands")
    assert len(uses) == 1
    assert len(s.players[0].hand) == 0
    game.perform(uses[0])
    s = game.state
    assert len(s.players[0].hand) == 1
    assert s.cards[me].bowed
    assert _uses(game, "Quiet Lands") == []


def test_a_regions_ability_is_used_once_per_turn() -> None:
    """"Limited: Gain 1 Honor." with no bow cost: Honor 10 -> 11, then not offered again this
    turn (once per turn unless Repeatable [CE › ABILITIES])."""
    shrine = cd("Honest Shrine", "region", abilities=[
        {"timing": "limited", "effects": [{"op": "gain_honor", "amount": 1, "player": "you"}]}])
    alice = player(name="Alice", regions=[None, "Honest Shrine", None, None])
    game = game_at(alice, defs=[shrine])
    s = game.state
    me = find(s, "Honest Shrine", 0)
    assert abilities.use_problem(s, 0, me, 0) is None
    game.perform(_uses(game, "Honest Shrine")[0])
    assert game.state.players[0].family_honor == 11
    assert _uses(game, "Honest Shrine") == []
    assert abilities.use_problem(game.state, 0, me, 0) == \
        "Honest Shrine has already used that ability this turn"


def test_a_bowed_region_straightens_in_its_players_straighten_phase() -> None:
    """The Region bowed at the start of Alice's turn is straightened with her other cards."""
    alice = player(name="Alice", regions=[{"title": "Quiet Lands", "bowed": True}, None, None,
                                          None])
    game = game_at(alice, defs=[LANDS], phase="straighten")
    s = game.state
    assert not s.cards[find(s, "Quiet Lands", 0)].bowed


def test_a_region_face_up_in_a_province_is_not_in_play() -> None:
    """The same Region face-up in the province (not attached) offers nothing."""
    alice = player(name="Alice", provinces=[{"title": "Quiet Lands", "face_up": True},
                                            "Filler Dynasty", "Filler Dynasty",
                                            "Filler Dynasty"])
    game = game_at(alice, defs=[LANDS])
    s = game.state
    me = find(s, "Quiet Lands", 0)
    assert not moves.in_play(s, s.cards[me])
    assert _uses(game, "Quiet Lands") == []
    assert abilities.use_problem(s, 0, me, 0) == "You do not control Quiet Lands in play"


def test_bobs_region_is_not_offered_to_alice() -> None:
    bob = player("Lion Keep", name="Bob", regions=["Quiet Lands", None, None, None])
    game = game_at(None, bob, defs=[LANDS])
    assert _uses(game, "Quiet Lands") == []


def test_a_regions_enters_play_trait_resolves_when_it_attaches() -> None:
    """Revealed face down in Alice's first province as her turn begins, the Region attaches
    in the Events Phase and its trait resolves: Honor 10 -> 6."""
    alice = player(name="Alice", provinces=[{"title": "Blight Lands", "face_up": False},
                                            "Filler Dynasty", "Filler Dynasty",
                                            "Filler Dynasty"])
    game = game_at(alice, defs=[BLIGHT], phase="dynasty", step="recruit", active=1)
    s = game.state
    assert s.players[0].family_honor == 10
    while s.active == 1:  # Bob passes the rest of his turn
        game.perform(next(a for a in game.legal_actions() if isinstance(a, Pass)))
    me = find(s, "Blight Lands", 0)
    assert s.players[0].province_regions[0] == me
    assert s.players[0].family_honor == 6
    assert s.players[1].family_honor == 10


def test_the_translator_reads_region_lines() -> None:
    """A Region's line is read as the same line on a card in play (the Region is the card)."""
    region = CardDef(id="x", title="Some Lands", type=CardType.REGION, text="")
    assert translate_ability("Limited, Bow: Draw a card.", region) == {
        "timing": "limited", "cost": {"bow_self": True},
        "effects": [{"op": "draw", "amount": 1, "player": "you"}]}
    assert translate_ability("After this card enters play: Lose 4 Honor.", region) == {
        "timing": "trait", "trigger": {"event": "enters_play", "card": "self"},
        "effects": [{"op": "lose_honor", "amount": 4, "player": "you"}]}


def test_a_region_is_a_target_and_can_be_destroyed() -> None:
    """"Limited: Discard this Region to destroy a target Region." (our wording of the shape):
    Alice's Region pays by going to her discard pile; Bob's Region, attached to his second
    province, is destroyed (his Dynasty discard pile, the province without a Region)."""
    razer = CardDef(id="x", title="Razing Field", type=CardType.REGION, text="")
    rec = translate_ability("Limited: Discard this Region to destroy a target Region.", razer)
    assert rec == {"timing": "limited", "cost": {"discard_self": True},
                   "targets": [{"type": "region"}], "effects": [{"op": "destroy", "target": 0}]}
    alice = player(name="Alice", regions=["Razing Field", None, None, None])
    bob = player("Lion Keep", name="Bob", regions=[None, "Quiet Lands", None, None])
    game = game_at(alice, bob, defs=[cd("Razing Field", "region", abilities=[rec]), LANDS])
    s = game.state
    mine, theirs = find(s, "Razing Field", 0), find(s, "Quiet Lands", 1)
    use = next(a for a in _uses(game, "Razing Field") if a.targets == (theirs,))
    game.perform(use)
    s = game.state
    assert s.players[1].province_regions == [None, None, None, None]
    assert theirs in s.players[1].dynasty_discard and mine in s.players[0].dynasty_discard
    assert not moves.in_play(s, s.cards[theirs])


def test_an_attached_regions_reaction_answers_its_trigger() -> None:
    """Alice's Region "Reaction: After one of your cards is targeted: Gain 3 Honor." (our
    own): Bob's Holding "Open: target a Personality: bow him" targets Alice's Personality; the
    window offers Alice the Region's Reaction (a Region attached to its province is in play,
    so its Reactions answer like any card's in play); taken, her Honor 10 -> 13 and then the
    bow resolves. The same Region face-up in a province (not attached) is offered nothing."""
    watch = cd("Watchful Plain", "region", abilities=[
        {"timing": "reaction", "trigger": {"event": "targeted", "card": "yours"},
         "effects": [{"op": "gain_honor", "amount": 3, "player": "you"}]}])
    rope = cd("Rope Works", "holding", gold_cost=2, abilities=[
        {"timing": "open", "targets": [{"type": "personality", "controller": "opponent"}],
         "effects": [{"op": "bow", "target": 0}]}])
    sam = cd("Plain Samurai", "personality", force=2, chi=2, personal_honor=2, gold_cost=3)

    def play(where: dict[str, Any]) -> tuple[Any, list[UseAbility]]:
        alice = player(name="Alice", home=[{"title": "Plain Samurai"}], **where)
        bob = player(name="Bob", home=["Rope Works"])
        game = game_at(alice, bob, defs=[watch, rope, sam], active=1, priority=1)
        s = game.state
        target = find(s, "Plain Samurai", 0)
        game.perform(next(a for a in game.legal_actions() if isinstance(a, UseAbility)
                          and s.title(a.card) == "Rope Works" and a.targets == (target,)))
        for _ in range(4):  # Bob (the active player) passes first in the window
            acts = game.legal_actions() if game.state.windows else []
            mine = [a for a in acts if isinstance(a, UseAbility) and a.player == 0]
            if mine or not acts:
                return game, mine
            game.perform(next(a for a in acts if isinstance(a, Pass)))
        return game, []

    game, answers = play({"regions": ["Watchful Plain", None, None, None]})
    assert [game.state.title(a.card) for a in answers] == ["Watchful Plain"]
    game.perform(answers[0])
    while game.state.windows:
        game.perform(next(a for a in game.legal_actions() if isinstance(a, Pass)))
    s = game.state
    assert s.players[0].family_honor == 13
    assert s.cards[find(s, "Plain Samurai", 0)].bowed
    _game, none = play({"provinces": [{"title": "Watchful Plain", "face_up": True},
                                      "Filler Dynasty", "Filler Dynasty", "Filler Dynasty"]})
    assert none == []
