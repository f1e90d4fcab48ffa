"""Start of game per profile [S1 › START OF GAME], [S2 › Determining Who Starts],
[S0 › START OF GAME #]."""

from __future__ import annotations

import pytest

from l5r_desktop.core.errors import SetupError
from l5r_desktop.games.ccg.game import Game, GameSetup, PlayerSetup
from l5r_desktop.games.ccg.model.cards import CardDef
from l5r_desktop.games.ccg.model.ids import Phase, Step, Zone
from tests.engine.scenario import DEFS


def _by_title() -> dict[str, CardDef]:
    return {d["title"]: CardDef.from_dict(d) for d in DEFS}


def make_setup(profile: str = "celestial", seed: int = 5, sh1: str = "Crane Keep",
               sh2: str = "Lion Keep") -> GameSetup:
    by = _by_title()
    dyn = [by["Gold Mine"]] * 20 + [by["Crane Samurai"]] * 20
    fate = [by["Katana"]] * 20 + [by["Pride"]] * 20
    return GameSetup([PlayerSetup("Alice", by[sh1], dyn, fate),
                      PlayerSetup("Bob", by[sh2], dyn, fate)], profile=profile, seed=seed)


def test_celestial_start_of_game_exact() -> None:
    """[S1 › START OF GAME › A–G]: Stronghold + unbowed Border Keep, honor = Starting Honor,
    highest Honor first, Bamboo Harvesters bowed for the other, 4 face-down provinces, 6 cards."""
    game = Game.new(make_setup())
    s = game.state
    alice, bob = s.players
    assert (alice.family_honor, bob.family_honor) == (10, 8)
    assert s.first_player == 0 and s.active == 0 and s.turn == 1
    home_a = [s.cards[c].title for c in alice.home]
    home_b = [s.cards[c].title for c in bob.home]
    assert home_a == ["Crane Keep", "Border Keep"]
    assert home_b == ["Lion Keep", "Border Keep", "Bamboo Harvesters"]
    assert not s.cards["p1:bk"].bowed and not s.cards["p2:bk"].bowed
    assert s.cards["p2:bh"].bowed
    assert "p1:bh" not in s.cards
    assert len(alice.hand) == len(bob.hand) == 6
    assert len(alice.fate_deck) == len(bob.fate_deck) == 34
    assert len(alice.dynasty_deck) == len(bob.dynasty_deck) == 36
    assert all(c is not None for c in alice.provinces + bob.provinces)
    # the first turn ran Straighten and Events: Alice's provinces are revealed, Bob's are not
    assert all(s.cards[c].face_up for c in alice.provinces)
    assert not any(s.cards[c].face_up for c in bob.provinces)
    assert (s.phase, s.step, s.priority) == (Phase.ACTION, Step.ACTION_ROUND, 0)


def test_tie_for_first_player_is_random_but_seeded() -> None:
    """[S1 › START OF GAME › B]: ties are broken randomly (the game's seeded RNG)."""
    firsts = {Game.new(make_setup(seed=s, sh2="Crane Keep")).state.first_player
              for s in range(12)}
    assert firsts == {0, 1}
    a = Game.new(make_setup(seed=3, sh2="Crane Keep")).state.to_dict()
    b = Game.new(make_setup(seed=3, sh2="Crane Keep")).state.to_dict()
    assert a == b


def test_gold_edition_start() -> None:
    """[S2 › Determining Who Starts]: no starting Holdings, 5 cards, cut Focus Value."""
    game = Game.new(make_setup("gold"))
    s = game.state
    for p in s.players:
        assert [s.cards[c].title for c in p.home] == [s.cards[p.stronghold].title]
        assert len(p.hand) == 5
    assert any("Cut for the first player" in e.describe(s) for e in game.initial_events)


def test_twenty_festivals_start() -> None:
    """[S0 › START OF GAME #]: 5 cards, no Border Keep / Bamboo Harvesters; the Action Phase
    starts by straightening and revealing the province cards."""
    game = Game.new(make_setup("twenty_festivals"))
    s = game.state
    assert all(len(p.hand) == 5 for p in s.players)
    assert all(len(p.home) == 1 for p in s.players)
    assert s.phase is Phase.ACTION
    assert all(s.cards[c].face_up for c in s.players[0].provinces)


def test_lone_dragon_starts_with_the_favor() -> None:
    """[S1 › THE IMPERIAL FAVOR]: a lone Dragon Clan player starts with the Favor (CE only)."""
    s = Game.new(make_setup(sh2="Dragon Keep")).state
    assert [p.favor for p in s.players] == [False, True]
    s = Game.new(make_setup("twenty_festivals", sh2="Dragon Keep")).state
    assert [p.favor for p in s.players] == [False, False]


def test_bad_setups_raise_setup_error() -> None:
    by = _by_title()
    with pytest.raises(SetupError, match="not a Stronghold"):
        Game.new(GameSetup([PlayerSetup("A", by["Gold Mine"], [], []),
                            PlayerSetup("B", by["Lion Keep"], [], [])]))
    with pytest.raises(SetupError, match="not a Fate card"):
        Game.new(GameSetup([PlayerSetup("A", by["Crane Keep"], [], [by["Gold Mine"]]),
                            PlayerSetup("B", by["Lion Keep"], [], [])]))
    with pytest.raises(SetupError, match="unknown rules profile"):
        Game.new(make_setup("bronze"))
    with pytest.raises(SetupError, match="two players"):
        Game.new(GameSetup([PlayerSetup("A", by["Crane Keep"], [], [])]))



def test_a_stronghold_without_its_numbers_cannot_start_a_game() -> None:
    """[S1 › STRONGHOLD]: a Stronghold prints Province Strength, Gold Production and Starting
    Family Honor. A card record without them (the Oracle export's Ivory Scorpion Stronghold)
    used to start at Province Strength 0, no Gold and 0 Honor, so its player lost every game;
    now the setup is refused, naming what is missing."""
    by = _by_title()
    bare = by["Crane Keep"].replace(province_strength=None, starting_honor=None)
    setup = make_setup()
    setup.players[0].stronghold = bare
    with pytest.raises(SetupError, match="Crane Keep has no Province Strength, Starting Family "
                                         "Honor; a Stronghold needs them"):
        Game.new(setup)
    setup.players[0].stronghold = bare.replace(province_strength=0, starting_honor=0)
    assert Game.new(setup).state.players[0].family_honor == 0  # printed 0 is a number

def test_setup_dict_round_trip_is_self_contained() -> None:
    setup = make_setup()
    data = setup.to_dict()
    again = GameSetup.from_dict(data)
    assert again.to_dict() == data
    assert Game.new(again).state.to_dict() == Game.new(setup).state.to_dict()
    with pytest.raises(SetupError):
        GameSetup.from_dict({"players": [{"name": "x"}]})


def test_empty_decks_start_without_error() -> None:
    """[S1 › FATE AND DYNASTY DECKS]: nothing special happens with empty decks."""
    by = _by_title()
    game = Game.new(GameSetup([PlayerSetup("A", by["Crane Keep"], [], []),
                               PlayerSetup("B", by["Lion Keep"], [], [])], seed=1))
    s = game.state
    assert s.players[0].provinces == [None] * 4 and s.players[0].hand == []
    assert s.cards["p1:s"].zone is Zone.HOME
