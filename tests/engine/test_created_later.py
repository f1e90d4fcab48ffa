"""Created Personalities removed when the turn ends or after their creator's next turn begins,
and created with their creator's Clan alignment (``cardtext/created.py``: ``until: turn`` /
``next_turn``, ``card.clan``) [CE › CREATED CARDS], [CE › DELAYED EFFECTS], [CE › CLAN
ALIGNMENT]: our own invented cards and test lines."""

from __future__ import annotations

from typing import Any

from l5r_desktop.carddb.ccgtext import translate
from l5r_desktop.games.ccg.actions import DiscardCard, Pass, UseAbility
from l5r_desktop.games.ccg.cardtext import abilities, created
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model.cards import CardDef, CardType
from l5r_desktop.games.ccg.model.ids import Zone
from l5r_desktop.games.ccg.model.state import GameState
from tests.engine.scenario import cd, find, game_at, player

GUEST = ("Limited: Create a 1F/2C/1PH Courtier Personality. Remove him from the game when this "
         "turn ends.")
OWL = ("Limited: Create a 0F/1C/0PH Owl • Nonhuman Personality. Remove it from the game after "
       "your next turn begins.")
LEVY = ("Open, Bow: Destroy this Holding to create a 2F/1C/1PH Samurai Personality with your "
        "Clan Alignment.")
FARM = ("Open: Destroy this Holding to create a 1F Peasant Follower and attach it to your "
        "target Personality.")


def _records(text: str, type_: CardType = CardType.STRATEGY) -> list[dict[str, Any]] | None:
    card = CardDef(id="x:1", title="Plum Levy", type=type_, text=text, base_title="Plum Levy")
    recs, auto = translate(card)
    return recs if all(auto) else None


def test_the_lines_are_read() -> None:
    (guest,) = _records(GUEST) or [None]
    assert guest["effects"] == [{"op": "create", "card": {
        "type": "personality", "force": 1, "chi": 2, "personal_honor": 1,
        "keywords": ["Courtier"]}, "until": "turn"}]
    (owl,) = _records(OWL) or [None]
    assert owl["effects"][0]["until"] == "next_turn"
    assert _records(LEVY, CardType.HOLDING) == [{
        "timing": "open", "cost": {"bow_self": True, "destroy_self": True}, "effects": [{
            "op": "create", "card": {"type": "personality", "force": 2, "chi": 1,
                                     "personal_honor": 1, "keywords": ["Samurai"],
                                     "clan": "you"}}]}]
    # a cost read before "to" is undone with the rest of a reading that fails (reader.py)
    assert _records(FARM, CardType.HOLDING) == [{
        "timing": "open", "cost": {"destroy_self": True},
        "targets": [{"type": "personality", "controller": "you"}],
        "effects": [{"op": "create", "card": {"type": "follower", "force": 1,
                                              "keywords": ["Peasant"]}, "target": 0}]}]


def test_the_resilient_reminder_and_a_cost_without_its_space() -> None:
    """The Resilient reminder is dropped beside the keyword (reminders.py); "Limited,3 Gold:"
    is read as "Limited, 3 Gold:" (a printing without the space)."""
    (rec,) = _records("Interrupt: After you Recruit Plum Levy, create a 1F/1C/1PH Samurai • "
                      "Resilient Personality. (Once per game per card, a Resilient card does "
                      "not die in battle resolution.)", CardType.PERSONALITY) or [None]
    assert rec["effects"][0]["card"]["keywords"] == ["Samurai", "Resilient"]
    assert _records("Limited: Gain 1 Honor. (Once per game per card, a Resilient card does "
                    "not die in battle resolution.)") is None  # no Resilient: not a reminder
    (rec,) = _records("Limited,3 Gold: Create a 1F/1C/1PH Samurai Personality.") or [None]
    assert rec["cost"] == {"gold": 3}


def test_two_printing_slips_of_a_created_follower() -> None:
    """"a 1F Peasant" without its type is a Follower (an unsigned Force that attaches);
    "Follower attach it" without its "and" is the same sentence."""
    full = _records("Open: Create a 1F Peasant Follower and attach it to your target "
                    "Personality.")
    assert full is not None
    assert _records("Open: Create a 1F Peasant and attach it to your target Personality.") \
        == full
    assert _records("Open: Create a 1F Peasant Follower attach it to your target "
                    "Personality.") == full
    assert _records("Open: Create a +1F Peasant and attach it to your target Personality.") \
        is None  # a signed Force is an Item's: the type is not guessed


def test_near_misses_stay_manual() -> None:
    for line in (
        # two created: "him" is not one Personality
        "Limited: Create two 1F/1C/1PH Courtier Personalities. Remove him from the game when "
        "this turn ends.",
        # a Follower has no Clan alignment [CE › CLAN ALIGNMENT]
        "Limited: Create a 1F Peasant Follower with your Clan Alignment and attach it to your "
        "target Personality.",
        "Limited: Create a 1F/1C/1PH Courtier Personality. Remove him from the game when the "
        "next battle ends.",
    ):
        assert _records(line) is None, line


def _game(*hand: str, clan_keep: str = "Crane Keep") -> Game:
    defs = [cd("Guest", "strategy", gold_cost=0, focus=1, abilities=_records(GUEST)),
            cd("Owl", "strategy", gold_cost=0, focus=1, abilities=_records(OWL)),
            cd("Plum Levy", "holding", gold_cost=2, abilities=_records(LEVY, CardType.HOLDING)),
            cd("Plain Keep", "stronghold", province_strength=6, gold_production=5,
               starting_honor=5)]
    return game_at(player(clan_keep, name="Alice", hand=list(hand), home=["Plum Levy"],
                          fate_deck=["Filler Fate"] * 8),
                   player("Lion Keep", name="Bob"), defs=defs)


def _play(game: Game, title: str) -> None:
    s = game.state
    card = next(c for c in [*s.players[0].hand, *s.players[0].home] if s.title(c) == title)
    game.perform(next(a for a in game.legal_actions()
                      if isinstance(a, UseAbility) and a.card == card))


def _created(state: GameState) -> list[str]:
    return [c for c in state.cards if c.startswith(created.PREFIX)]


def _end_turn(game: Game) -> None:
    """The active player passes the Action Phase (the other too), attacks nobody, ends his
    Dynasty Phase and discards down to his maximum hand size."""
    who = game.state.active
    while game.state.phase.value == "action":
        game.perform(Pass(game.state.priority))
    game.perform(Pass(who))  # no attack
    game.perform(Pass(who))  # the Dynasty Phase ends
    while game.state.active == who:
        game.perform(next(a for a in game.legal_actions() if isinstance(a, DiscardCard)))


def test_removed_from_the_game_when_this_turn_ends() -> None:
    """Alice's Guest creates a Courtier in her home: in play through her turn (saved with the
    game), removed from the game as her turn ends; Bob's turn begins without him."""
    game = _game("Guest")
    _play(game, "Guest")
    s = game.state
    (guest,) = _created(s)
    assert guest in s.players[0].home and s.cards[guest].in_play
    assert GameState.from_dict(s.to_dict()).delayed == s.delayed
    game.perform(Pass(1))
    assert s.cards[guest].in_play
    _end_turn(game)
    s = game.state
    assert s.active == 1 and s.cards[guest].zone is Zone.REMOVED
    assert guest not in s.players[0].home and s.delayed == []


def test_removed_after_the_creators_next_turn_begins() -> None:
    """Alice's Owl stays through her turn and Bob's whole turn; when her next turn begins it
    leaves the game."""
    game = _game("Owl")
    _play(game, "Owl")
    (owl,) = _created(game.state)
    _end_turn(game)
    assert game.state.active == 1 and game.state.cards[owl].in_play
    _end_turn(game)
    s = game.state
    assert s.active == 0 and s.cards[owl].zone is Zone.REMOVED and s.delayed == []


def test_created_with_the_creators_clan_alignment() -> None:
    """Alice (Crane Keep) destroys her Levy: the Samurai is Crane Clan; with an unaligned
    Stronghold he has no Clan alignment."""
    for keep, keywords in (("Crane Keep", ("Samurai", "Crane Clan")),
                           ("Plain Keep", ("Samurai",))):
        game = _game(clan_keep=keep)
        _play(game, "Plum Levy")
        s = game.state
        (sam,) = _created(s)
        assert s.cards[sam].definition.keywords == keywords, keep
        assert s.cards[find(s, "Plum Levy")].zone is Zone.DYNASTY_DISCARD


def test_the_validator() -> None:
    def ok(eff: dict[str, Any]) -> bool:
        return not abilities.validate({"timing": "limited", "effects": [eff]})

    person = {"type": "personality", "force": 1, "chi": 1, "personal_honor": 1}
    assert ok({"op": "create", "card": person, "until": "turn"})
    assert ok({"op": "create", "card": {**person, "clan": "you"}, "until": "next_turn"})
    assert not ok({"op": "create", "card": person, "until": "phase"})
    assert not ok({"op": "create", "card": {**person, "clan": "Lion"}})
    assert not ok({"op": "create", "card": {"type": "follower", "force": 1, "clan": "you"},
                   "target": "self"})
