"""Celestial traits and targets (ccgdata2, issue 17): "Other players may not lobby." (an
ongoing ``no_lobby`` record, ``open_permissions.lobby_barred``: a restriction on the Lobby
player ability [CE › PLAYER ABILITIES], [CE › RESTRICTIONS] while the card is in play
[CE › TRAITS]) and a group of "one or two Personalities controlled by the same player"
(``target_groups.together``: ``same_controller``). Our own invented cards; exact results."""

from __future__ import annotations

from l5r_desktop.games.ccg.actions import Lobby, UseAbility
from l5r_desktop.games.ccg.cardtext import abilities
from l5r_desktop.games.ccg.game import Game
from tests.engine.scenario import cd, find, game_at, player

_NO_LOBBY = {"timing": "continuous", "ongoing": "no_lobby", "applies_to": "others"}
_SHAME = {"timing": "open", "cost": {"discard_self": True},
          "targets": [{"type": "personality", "group": {"max": 2, "same_controller": True}}],
          "effects": [{"op": "dishonor", "target": 0}]}
DEFS = [cd("Plum Verdict", "celestial", abilities=[_NO_LOBBY, _SHAME]),
        *(cd(name, "personality", force=2, chi=2, personal_honor=2, gold_cost=3,
             honor_requirement=0) for name in ("Ann Aide", "Bob Aide", "Bob Envoy"))]


def _table(verdict: bool, *, active: int = 1) -> Game:
    """Alice (10 Honor) with Ann Aide and maybe the Verdict; Bob (15 Honor, more than Alice,
    no Favor) with Bob Aide and Bob Envoy; ``active``'s Action Phase."""
    alice = player(home=["Ann Aide", *(["Plum Verdict"] if verdict else [])])
    bob = player("Lion Keep", name="Bob", family_honor=15, home=["Bob Aide", "Bob Envoy"])
    return game_at(alice, bob, defs=DEFS, turn=4 - (active == 0), active=active)


def test_other_players_may_not_lobby_while_the_card_is_in_play() -> None:
    """Bob, with more Honor, may Lobby with either Personality without Alice's Verdict and
    with neither while it is in play."""
    lobbies = [a for a in _table(False).legal_actions() if isinstance(a, Lobby)]
    assert sorted(a.card for a in lobbies) == sorted(
        [find(_table(False).state, "Bob Aide"), find(_table(False).state, "Bob Envoy")])
    assert not [a for a in _table(True).legal_actions() if isinstance(a, Lobby)]


def test_the_cards_own_player_still_lobbies() -> None:
    """Alice (20 Honor, more than Bob's 15) may Lobby with her Verdict in play."""
    alice = player(home=["Ann Aide", "Plum Verdict"], family_honor=20)
    bob = player("Lion Keep", name="Bob", family_honor=15, home=["Bob Aide"])
    game = game_at(alice, bob, defs=DEFS, turn=3, active=0)
    assert [a.card for a in game.legal_actions() if isinstance(a, Lobby)] == [
        find(game.state, "Ann Aide")]


def test_one_or_two_personalities_of_the_same_player() -> None:
    """Alice's Open action offers each Personality alone and Bob's two together, never Ann's
    with one of Bob's; used on Bob's two: both dishonorable, the Verdict discarded."""
    game = _table(True, active=0)
    s = game.state
    verdict = find(s, "Plum Verdict")
    ann, aide, envoy = (find(s, t) for t in ("Ann Aide", "Bob Aide", "Bob Envoy"))
    uses = [a for a in game.legal_actions() if isinstance(a, UseAbility) and a.card == verdict]
    assert sorted(tuple(sorted(u.targets)) for u in uses) == sorted(
        [(ann,), (aide,), (envoy,), tuple(sorted((aide, envoy)))])
    game.perform(next(u for u in uses if len(u.targets) == 2))
    assert s.cards[aide].dishonored and s.cards[envoy].dishonored
    assert not s.cards[ann].dishonored
    assert verdict in s.players[0].fate_discard or verdict in s.players[0].dynasty_discard


def test_the_validator() -> None:
    assert not abilities.validate(_NO_LOBBY)
    assert abilities.validate({**_NO_LOBBY, "applies_to": "you"})
    assert not abilities.validate(_SHAME)
    bad = {**_SHAME, "targets": [{"type": "personality",
                                  "group": {"max": 2, "same_controller": 1}}]}
    assert abilities.validate(bad)
