"""Card-by-card duel records of the duels lane (``carddb/data/ccg_abilities_duels27.json``)
played on our own tables with exact numbers, on invented cards of the same shape; no card text.

Doji Shigeyuki (oracle:2152): a challenge by Personal Honor that may be refused (the challenged
unit then moves home), the loser's unit bowed; Shiba Kudome (oracle:6774): effects only when
the challenger won, kept on the duel through a save; To First Blood (oracle:8500): a Focus
Effect negating the destruction for losing [CE › CHALLENGES AND DUELS]."""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.actions import UseAbility
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model import stats
from tests.engine.scenario import cd, find, player, position
from tests.engine_battle.duels27_setup import _battle, _records, _uses


def _strike_at_once(game: Game, *, accept: bool = True) -> None:
    """Bob accepts (or refuses) the challenge, then strikes at his first opportunity: the
    totals are the duel stats alone."""
    from l5r_desktop.games.ccg.battle_actions import AcceptChallenge, RefuseChallenge, Strike

    kind = AcceptChallenge if accept else RefuseChallenge
    answer = [a for a in game.legal_actions() if isinstance(a, kind)]
    if answer:
        game.perform(answer[0])
    if game.state.duel is not None:
        game.perform(next(a for a in game.legal_actions() if isinstance(a, Strike)))


def _shigeyuki_battle() -> Game:
    """Alice's Magistrate (Chi 4, Personal Honor 3) against Bob's Guard (Personal Honor 1,
    with a Spearman) and Bob's Sage (Personal Honor 4)."""
    defs = [cd("Magistrate", "personality", force=4, chi=4, personal_honor=3, gold_cost=6,
               honor_requirement=0, abilities=_records("oracle:2152")),
            cd("Guard", "personality", force=2, chi=6, personal_honor=1, gold_cost=3,
               honor_requirement=0),
            cd("Sage", "personality", force=1, chi=1, personal_honor=4, gold_cost=3,
               honor_requirement=0),
            cd("Spearman", "follower", force=2, gold_cost=1, focus=1)]
    return _battle(defs, [{"title": "Magistrate"}],
                   [{"title": "Guard", "attachments": [{"title": "Spearman"}]},
                    {"title": "Sage"}])


def test_shigeyuki_duels_by_personal_honor_and_bows_the_losers_unit() -> None:
    """The Guard (Personal Honor 1 < Chi 4) is offered, not the Sage (4); the Magistrate
    himself is ("Target a Personality": a challenge of one's own does not happen [CE ›
    CHALLENGES]). The Guard's Chi 6 does not count: 3 against 1, his unit bows (Guard and
    Spearman), the Magistrate stays unbowed."""
    game = _shigeyuki_battle()
    s = game.state
    mag, guard, spear = find(s, "Magistrate", 0), find(s, "Guard", 1), find(s, "Spearman", 1)
    uses = _uses(game, mag)
    assert {a.targets for a in uses} == {(guard,), (mag,)}
    game.perform(next(a for a in uses if a.targets == (guard,)))
    assert s.duel is not None and s.duel.refusable and s.duel.stat == "personal_honor"
    _strike_at_once(game)
    assert s.duel is None
    assert (s.cards[guard].bowed, s.cards[spear].bowed, s.cards[mag].bowed) == \
        (True, True, False)


def test_shigeyuki_refused_moves_the_challenged_home() -> None:
    """Bob refuses: no duel, no Honor lost, the Guard's unit goes home unbowed."""
    game = _shigeyuki_battle()
    s = game.state
    mag, guard = find(s, "Magistrate", 0), find(s, "Guard", 1)
    honor = s.players[1].family_honor
    game.perform(next(a for a in _uses(game, mag) if a.targets == (guard,)))
    _strike_at_once(game, accept=False)
    assert s.duel is None and s.players[1].family_honor == honor
    assert s.cards[guard].zone.value == "home" and not s.cards[guard].bowed


def _kudome_battle(guard_chi: int, shugenja: bool) -> Game:
    """Alice's Yojimbo (Chi 4, 4F), with or without a Shugenja at home, against Bob's Guard."""
    defs = [cd("Yojimbo", "personality", force=4, chi=4, personal_honor=2, gold_cost=6,
               honor_requirement=0, abilities=_records("oracle:6774")),
            cd("Adept", "personality", keywords=["Shugenja"], force=1, chi=3,
               personal_honor=1, gold_cost=3, honor_requirement=0),
            cd("Guard", "personality", force=2, chi=guard_chi, personal_honor=1, gold_cost=3,
               honor_requirement=0)]
    pos = position(player(name="Alice", home=[{"title": "Adept"}] if shugenja else []),
                   player("Lion Keep", name="Bob"), phase="attack", step="combat", active=0,
                   defs=defs)
    pos["attack"] = {"attacker": 0, "defender": 1, "segment": "combat", "current": 0,
                     "battlefields": [{"province": 0, "ended": False,
                                       "attacking": [{"title": "Yojimbo"}],
                                       "defending": [{"title": "Guard"}]}]}
    pos["priority"] = 0
    return Game.from_position(pos)


def _kudome_duel(guard_chi: int, shugenja: bool) -> tuple[Game, str, str]:
    game = _kudome_battle(guard_chi, shugenja)
    s = game.state
    yojimbo, guard = find(s, "Yojimbo", 0), find(s, "Guard", 1)
    game.perform(_uses(game, yojimbo)[0])
    assert s.duel is not None and not s.duel.refusable
    _strike_at_once(game)
    return game, yojimbo, guard


def test_kudome_wins_bows_the_loser_and_takes_a_fire_token_with_a_shugenja() -> None:
    """Chi 4 against 2: the Guard bows; with the Adept in play the Yojimbo gets a +1F Fire
    token (4F -> 5F); without him, none (4F)."""
    game, yojimbo, guard = _kudome_duel(2, True)
    s = game.state
    assert s.cards[guard].bowed and not s.cards[yojimbo].bowed
    assert s.cards[yojimbo].tokens == {"+1F Fire": 1} and stats.force(s, yojimbo) == 5
    game, yojimbo, guard = _kudome_duel(2, False)
    s = game.state
    assert s.cards[guard].bowed and not s.cards[yojimbo].tokens
    assert stats.force(s, yojimbo) == 4


def test_kudome_losing_or_tying_gives_no_token() -> None:
    """Chi 4 against 6: the Yojimbo bows, no token; 4 against 4: both lose, both bow, no
    token."""
    for chi, guard_bowed in ((6, False), (4, True)):
        game, yojimbo, guard = _kudome_duel(chi, True)
        s = game.state
        assert s.cards[yojimbo].bowed and s.cards[guard].bowed == guard_bowed
        assert not s.cards[yojimbo].tokens and stats.force(s, yojimbo) == 4


def test_a_save_during_kudomes_duel_keeps_what_her_win_gives() -> None:
    """Saved while Bob is to strike, reloaded: the win still gives the token (4F -> 5F); a
    duel without such effects saves as before."""
    from l5r_desktop.games.ccg.battle_actions import Strike
    from l5r_desktop.games.ccg.model.battle_state import DuelState
    from l5r_desktop.games.ccg.model.state import GameState

    game = _kudome_battle(2, True)
    yojimbo = find(game.state, "Yojimbo", 0)
    game.perform(_uses(game, yojimbo)[0])
    data = game.state.to_dict()
    again = Game.from_state(GameState.from_dict(data))
    assert again.state.to_dict() == data
    again.perform(next(a for a in again.legal_actions() if isinstance(a, Strike)))
    assert stats.force(again.state, yojimbo) == 5
    assert "won" not in DuelState("p1:x", "p2:y").to_dict()


def test_a_damaged_saved_win_is_a_clear_error() -> None:
    import pytest

    from l5r_desktop.games.ccg.model.battle_state import DuelState

    with pytest.raises(ValueError, match="effects on a win"):
        DuelState.from_dict({"challenger": "p1:x", "challenged": "p2:y", "won": [0, "p1:x"]})


def test_the_validator_reads_a_challenges_won_effects_and_refusal() -> None:
    """A win's effects name no target and make no choice; the consequences parse."""
    from l5r_desktop.games.ccg import duel_consequences
    from l5r_desktop.games.ccg.cardtext.ability_format import validate

    def rec(won: Any) -> dict[str, Any]:
        return {"timing": "battle", "targets": [{"type": "personality",
                                                 "controller": "opponent"}],
                "effects": [{"op": "challenge", "target": 0, "won": won}]}

    ok = [{"op": "gain_honor", "amount": 1, "player": "you"}]
    assert validate(rec(ok)) == []
    assert validate(rec([{"op": "bow", "target": 0}]))
    assert validate(rec([{"op": "gain_honor", "amount": 1, "optional": 1}]))
    assert validate(rec([{"op": "destroy", "target": "self"}]))
    assert validate(rec([]))
    assert duel_consequences.parse("refused_move_home+bow_loser_unit") == [
        ("refused_move_home", 0), ("bow_loser_unit", 0)]
    assert duel_consequences.refusable("refused_move_home+bow_loser")
    assert not duel_consequences.refusable("bow_loser")


def _first_blood_duel(alice_chi: int, bob_chi: int, records: list[dict[str, Any]] | None = None
                      ) -> tuple[Game, str, str, list[int]]:
    """Alice's Duelist challenges Bob's with a Strategy destroying the loser (not refusable);
    Bob focuses a card of his pool (Focus 1), Alice focuses the card of To First Blood's
    records (oracle:8500, Focus 0) from her hand, Bob strikes. Returns the game, both
    Duelists and the Family Honor before the challenge."""
    from l5r_desktop.games.ccg.battle_actions import AcceptChallenge, Focus, Strike
    from tests.carddb.harness.focus import DESTROYING_DUEL
    from tests.engine.scenario import game_at

    blood = cd("Blood Oath", "strategy", gold_cost=0, focus=0, text="As a Focus Effect, ...",
               abilities=_records("oracle:8500") if records is None else records)
    defs = [cd("Alice Duelist", "personality", force=2, chi=alice_chi, personal_honor=2,
               gold_cost=3, honor_requirement=0),
            cd("Bob Duelist", "personality", force=2, chi=bob_chi, personal_honor=2,
               gold_cost=3, honor_requirement=0), DESTROYING_DUEL, blood]
    alice = player(name="Alice", home=[{"title": "Alice Duelist"}],
                   hand=[DESTROYING_DUEL["title"], "Blood Oath"])
    bob = player("Lion Keep", name="Bob", home=[{"title": "Bob Duelist"}])
    game = game_at(alice, bob, defs=defs)
    s = game.state
    honor = [p.family_honor for p in s.players]
    a, b = find(s, "Alice Duelist", 0), find(s, "Bob Duelist", 1)
    game.perform(next(x for x in game.legal_actions() if isinstance(x, UseAbility)
                      and x.targets == (a, b)))
    assert not [x for x in game.legal_actions() if isinstance(x, AcceptChallenge)]
    game.perform(next(x for x in game.legal_actions() if isinstance(x, Focus) and x.card
                      and s.cards[x.card].zone.value == "focus_pool"))
    oath = find(s, "Blood Oath", 0)
    game.perform(next(x for x in game.legal_actions() if isinstance(x, Focus)
                      and x.card == oath))
    game.perform(next(x for x in game.legal_actions() if isinstance(x, Strike)))
    assert s.duel is None
    return game, a, b, honor


def test_to_first_blood_negates_the_destruction_and_the_winners_controller_gains_2() -> None:
    """Chi 1 against Chi 9 + 1: Alice's Duelist loses and stays in play (the challenge
    destroys its loser); Bob, the winner's player, gains 2 Honor, Alice none."""
    game, a, b, honor = _first_blood_duel(1, 9)
    s = game.state
    assert s.cards[a].zone.in_play and s.cards[b].zone.in_play
    assert [p.family_honor for p in s.players] == [honor[0], honor[1] + 2]


def test_to_first_blood_for_its_own_winner_and_after_a_tie() -> None:
    """Chi 20 against 1 + 1: Bob's Duelist loses and stays in play, Alice gains 2 Honor.
    Chi 3 against 2 + 1, a tie (both lose, no winner): both stay in play, no Honor."""
    game, a, b, honor = _first_blood_duel(20, 1)
    s = game.state
    assert s.cards[b].zone.in_play
    assert [p.family_honor for p in s.players] == [honor[0] + 2, honor[1]]
    game, a, b, honor = _first_blood_duel(3, 2)
    s = game.state
    assert s.cards[a].zone.in_play and s.cards[b].zone.in_play
    assert [p.family_honor for p in s.players] == honor


def test_without_the_focus_effect_the_loser_is_destroyed() -> None:
    """The same duel with only the part after the duel: Alice's Duelist is destroyed, Bob
    still gains 2 Honor; the consequences left when destruction is negated."""
    from l5r_desktop.games.ccg import duel_consequences

    after = [r for r in _records("oracle:8500") if r.get("after_duel")]
    game, a, _b, honor = _first_blood_duel(1, 9, after)
    s = game.state
    assert not s.cards[a].zone.in_play
    assert s.players[1].family_honor == honor[1] + 2
    assert duel_consequences.without_destruction("destroy_loser") == "none"
    assert duel_consequences.without_destruction("bow_loser+destroy_loser") == "bow_loser"
    assert duel_consequences.without_destruction("bow_loser_unit") == "bow_loser_unit"


def test_superior_opponents_focus_asks_nothing_away_from_the_battlefield() -> None:
    """Superior Opponent's Focus Effect in a duel at home (no battle): the condition on the
    duelist's place is false, so no choice is asked and the duel resolves at once."""
    focus = [r for r in _records("oracle:7654") if r["timing"] == "focus"]
    game, _a, b, _honor = _first_blood_duel(9, 1, focus)
    s = game.state
    assert s.duel is None and not s.options and not s.cards[b].zone.in_play
