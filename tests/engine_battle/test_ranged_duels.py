"""Ranged and Melee Attacks, Fear, challenges and duels with exact numbers.
Rules: [S1 › RANGED ATTACK], [S0 › MELEE ATTACK #], [S0 › FEAR #],
[S1 › CHALLENGES AND DUELS], [S1 › DUELIST], [S0 › DUEL #], [S0 › DUELIST #]."""

from __future__ import annotations

from typing import Any

import pytest

from l5r_desktop.core.errors import IllegalActionError
from l5r_desktop.games.ccg.actions import (
    AcceptChallenge,
    Focus,
    Manual,
    Pass,
    RefuseChallenge,
    Strike,
    UseAbility,
)
from l5r_desktop.games.ccg.attack.events import DuelResolved, RangedAttackMade
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model.ids import Phase, Step, Zone
from l5r_desktop.games.ccg.model.state import GameState
from tests.engine.scenario import player
from tests.engine_battle.battle_scenario import assign, attack_game, declare, done, pid


def skirmish(automation: str = "enforced", profile: str = "celestial") -> Game:
    """Alice (Volley in hand) attacks battlefield 1 with a Samurai; Bob defends there with a
    Samurai + Spearmen, a Ronin, and a dishonorable Crane Samurai with a Katana."""
    game = attack_game(
        player(name="Alice", home=["Lion Samurai"], hand=["Volley", "Volley"]),
        player("Lion Keep", name="Bob",
               home=[{"title": "Lion Samurai", "attachments": ["Spearmen"]}, "Ronin",
                     {"title": "Crane Samurai", "dishonored": True, "attachments": ["Katana"]}]),
        automation=automation, profile=profile)
    declare(game)
    assign(game, pid(game, "Lion Samurai", 0), 0)
    done(game)
    for title in ("Lion Samurai", "Ronin", "Crane Samurai"):
        assign(game, pid(game, title, 1), 0)
    done(game)
    game.perform(Pass(1))  # Bob's first opportunity
    return game


def test_ranged_attack_targets_followers_and_personalities_without_followers() -> None:
    """"Ranged X Attack": target a Follower or a Personality without Followers in the current
    enemy army; destroy it if its Force <= X. No battle Honor for it."""
    game = skirmish()
    s = game.state
    volleys = [c for c in s.players[0].hand if s.title(c) == "Volley"]
    spear, ronin = pid(game, "Spearmen", 1), pid(game, "Ronin", 1)
    bob_sam, crane = pid(game, "Lion Samurai", 1), pid(game, "Crane Samurai", 1)
    targets = {a.targets[0] for a in game.legal_actions()
               if isinstance(a, UseAbility) and a.card == volleys[0]}
    assert targets == {spear, ronin, crane}  # not Bob's Samurai: he has a Follower
    events = game.perform(UseAbility(0, card=volleys[0], ability=0, targets=(ronin,)))
    hit = next(e for e in events if isinstance(e, RangedAttackMade))
    assert (hit.source, hit.target, hit.strength, hit.force, hit.result) == (
        volleys[0], ronin, 3, 2, "destroyed")
    assert hit.cards == (volleys[0], ronin)
    assert ronin in s.players[1].honorably_dead and volleys[0] in s.players[0].fate_discard
    assert s.players[0].family_honor == 10  # no Honor from a Ranged Attack
    game.perform(Pass(1))
    events = game.perform(UseAbility(0, card=volleys[1], ability=0, targets=(crane,)))
    hit = next(e for e in events if isinstance(e, RangedAttackMade))
    assert (hit.force, hit.result) == (4, "survives")  # Samurai 2 + Katana 2 > 3
    assert s.cards[crane].zone is Zone.BATTLEFIELD
    assert bob_sam in s.attack.battlefields[0].defending  # type: ignore[union-attr]


def test_toolkit_ranged_melee_and_fear() -> None:
    """The toolkit procedures: Ranged 2 destroys the Spearmen (2 <= 2); a Personality with a
    Follower cannot be targeted; Melee 4 destroys the dishonorable Crane Samurai (Force 4) and
    Bob loses his base Personal Honor 2; Fear 1 cannot bow the Lion Samurai (3)."""
    game = skirmish(automation="assisted")
    s = game.state
    spear, bob_sam = pid(game, "Spearmen", 1), pid(game, "Lion Samurai", 1)
    crane, alice_sam = pid(game, "Crane Samurai", 1), pid(game, "Lion Samurai", 0)
    with pytest.raises(IllegalActionError, match="has Followers"):
        game.perform(Manual(0, op="ranged_attack", card=bob_sam, amount=9, target=alice_sam))
    events = game.perform(Manual(0, op="ranged_attack", card=spear, amount=2, target=alice_sam))
    hit = next(e for e in events if isinstance(e, RangedAttackMade))
    assert (hit.source, hit.result) == (alice_sam, "destroyed")
    assert spear in s.players[1].fate_discard
    events = game.perform(Manual(0, op="melee_attack", card=crane, amount=4))
    hit = next(e for e in events if isinstance(e, RangedAttackMade))
    assert hit.attack == "Melee" and hit.result == "destroyed"
    assert crane in s.players[1].dishonorably_dead and s.players[1].family_honor == 8
    events = game.perform(Manual(0, op="fear", card=bob_sam, amount=1))
    assert next(e for e in events if isinstance(e, RangedAttackMade)).result == "survives"
    events = game.perform(Manual(0, op="fear", card=bob_sam, amount=3))
    assert next(e for e in events if isinstance(e, RangedAttackMade)).result == "bowed"
    assert s.cards[bob_sam].bowed


def test_ranged_attack_needs_a_battle() -> None:
    """Outside a battle there is no current enemy army."""
    game = attack_game(player(name="Alice", home=["Lion Samurai"]),
                       player("Lion Keep", name="Bob", home=["Ronin"]), automation="assisted")
    with pytest.raises(IllegalActionError, match="no battle"):
        game.perform(Manual(0, op="ranged_attack", card=pid(game, "Ronin", 1), amount=5))


# -- duels -------------------------------------------------------------------------------

FATE_A = ["Focus Five", "Focus Zero", "Focus Zero", "Filler Fate", "Filler Fate"]
FATE_B = ["Focus Zero", "Focus Zero", "Focus Three", "Filler Fate"]


def duel_game(profile: str = "celestial", alice: Any = "Swordmaster", bob: str = "Sage",
              **kw: Any) -> Game:
    return attack_game(
        player(name="Alice", home=[alice], hand=["Formal Duel"], fate_deck=list(FATE_A)),
        player("Lion Keep", name="Bob", home=[bob], hand=["Focus Three"],
               fate_deck=list(FATE_B)),
        phase="action", step="action_round", profile=profile, **kw)


def challenge(game: Game) -> None:
    s = game.state
    a = next(c for c in s.players[0].home if s.cards[c].definition.type.value == "personality")
    b = next(c for c in s.players[1].home if s.cards[c].definition.type.value == "personality")
    game.perform(UseAbility(0, card=pid(game, "Formal Duel", 0), ability=0, targets=(a, b)))


def census_ok(s: GameState) -> None:
    from tests.engine.scenario import card_census

    assert all(n == 1 for n in card_census(s).values())


def test_refusing_a_challenge_costs_its_honor() -> None:
    """[S1 › CHALLENGES]: refusal only if the effect allows it; its consequences apply (here:
    lose 2 Honor). The action then ends and the opportunity passes."""
    game = duel_game()
    s = game.state
    challenge(game)
    assert s.step is Step.CHALLENGE and game.waiting_for == 1
    assert s.duel is not None and (s.duel.challenger, s.duel.challenged) == (
        pid(game, "Swordmaster", 0), pid(game, "Sage", 1))
    assert set(game.legal_actions()) == {AcceptChallenge(1), RefuseChallenge(1)}
    assert RefuseChallenge(1).label(s) == "Refuse the challenge (lose 2 Honor)"
    game.perform(RefuseChallenge(1))
    assert s.players[1].family_honor == 8 and s.duel is None
    assert s.players[0].focus_pool == [] and len(s.players[0].fate_deck) == 5
    assert s.phase is Phase.ACTION and s.step is Step.ACTION_ROUND and game.waiting_for == 1


def test_duel_focus_pools_duelist_first_hand_once_tie_both_destroyed() -> None:
    """CE duel: pools of the top 3 Fate cards; the Duelist facing a higher duel stat (Chi 4 vs
    2) acts first and must focus; once per duel a card from hand; totals Chi + Focus Values:
    2 + 5 = 7 vs 4 + 3 = 7: a tie, both lose and (this procedure) both are destroyed; focused
    cards discarded, the rest of the pools to the bottom of the Fate decks."""
    game = duel_game()
    s = game.state
    sword, sage = pid(game, "Swordmaster", 0), pid(game, "Sage", 1)
    challenge(game)
    game.perform(AcceptChallenge(1))
    pa, pb = s.players
    assert [s.title(c) for c in pa.focus_pool] == ["Focus Five", "Focus Zero", "Focus Zero"]
    assert [s.title(c) for c in pb.focus_pool] == ["Focus Zero", "Focus Zero", "Focus Three"]
    assert len(pa.fate_deck) == 2 and len(pb.fate_deck) == 1
    assert s.step is Step.DUEL and game.waiting_for == 0
    assert Strike(0) not in game.legal_actions()  # the Duelist must focus
    five = pa.focus_pool[0]
    game.perform(Focus(0, card=five))
    assert game.waiting_for == 1 and Strike(1) in game.legal_actions()
    hand3 = pb.hand[0]
    game.perform(Focus(1, card=hand3))
    assert game.waiting_for == 0
    with pytest.raises(IllegalActionError):
        game.perform(Pass(0))  # there is no pass in a duel
    events = game.perform(Strike(0))
    res = next(e for e in events if isinstance(e, DuelResolved))
    assert (res.challenger_total, res.challenged_total, res.outcome) == (7, 7, "tie")
    assert res.describe(s) == "Duel (chi): Swordmaster 7 vs Sage 7: tie, both lose"
    assert sword in pa.honorably_dead and sage in pb.honorably_dead
    assert five in pa.fate_discard and hand3 in pb.fate_discard
    assert [s.title(c) for c in pa.fate_deck[-2:]] == ["Focus Zero", "Focus Zero"]
    assert len(pa.fate_deck) == 4 and len(pb.fate_deck) == 4
    assert pa.focus_pool == pa.focusing == pb.focus_pool == pb.focusing == []
    assert s.duel is None and s.step is Step.ACTION_ROUND and game.waiting_for == 1
    census_ok(s)


def test_hand_focus_only_once_per_duel_and_winner_survives() -> None:
    """Once per duel each player may focus from hand [S1 › DUELS › C]; a higher total wins and
    only the loser is destroyed."""
    game = duel_game(alice="Crane Samurai", bob="Sage")
    s = game.state
    challenge(game)
    game.perform(AcceptChallenge(1))
    assert game.waiting_for == 1  # no Duelist: the challenged player first
    hand3 = s.players[1].hand[0]
    game.perform(Focus(1, card=hand3))
    game.perform(Focus(0, card=s.players[0].focus_pool[0]))  # Focus Five
    assert s.players[1].hand == []
    game.perform(Focus(1, card=s.players[1].focus_pool[2]))  # Focus Three from the pool
    events = game.perform(Strike(0))
    res = next(e for e in events if isinstance(e, DuelResolved))
    assert (res.challenger_total, res.challenged_total, res.outcome) == (2 + 5, 4 + 6,
                                                                         "challenged")
    assert pid(game, "Crane Samurai", 0) in s.players[0].honorably_dead
    assert s.cards[pid(game, "Sage", 1)].zone is Zone.HOME


def test_twenty_festivals_duel_blind_focus_cap_and_duelist_wins_ties() -> None:
    """20F: no focus pool; focus from hand or blind from the top of the deck; at most 4 focuses;
    a Duelist wins a tie against a non-Duelist [S0 › DUEL #], [S0 › DUELIST #]."""
    game = duel_game(profile="twenty_festivals", alice={
        "title": "Swordmaster", "modifiers": [{"stat": "chi", "amount": 2}]})
    s = game.state
    challenge(game)
    game.perform(AcceptChallenge(1))
    assert s.players[0].focus_pool == [] and game.waiting_for == 1  # challenged first
    assert Focus(1, card="") in game.legal_actions()
    game.perform(Focus(1, card=""))  # blind: Focus Zero
    game.perform(Focus(0, card=""))  # Focus Five
    game.perform(Focus(1, card=s.players[1].hand[0]))  # Focus Three from hand
    for _ in range(2):
        game.perform(Focus(0, card=""))
        game.perform(Focus(1, card=""))
    # Alice focused 3 (5 + 0 + 0), Bob 4 (0 + 3 + 0 + 3 = 6): Bob may not focus any more
    assert len(s.players[1].focusing) == 4
    game.perform(Focus(0, card=""))  # Alice's 4th: Filler Fate (focus 1)
    assert game.waiting_for == 1 and game.legal_actions() == [Strike(1)]
    res = next(e for e in game.perform(Strike(1)) if isinstance(e, DuelResolved))
    assert (res.challenger_total, res.challenged_total) == (4 + 6, 4 + 6)
    assert res.outcome == "challenger"  # tie 10 = 10, the Duelist wins
    assert s.cards[pid(game, "Swordmaster", 0)].zone is Zone.HOME
    assert pid(game, "Sage", 1) in s.players[1].honorably_dead


def test_toolkit_duel_of_force_without_consequence_and_leaving_play() -> None:
    """The toolkit challenge: a duel of Force with no consequence destroys nobody; a duel ends
    without resolution if a Personality leaves play [S1 › CHALLENGES]."""
    game = duel_game(alice="Lion Samurai", bob="Ronin", automation="manual")
    s = game.state
    lion, ronin = pid(game, "Lion Samurai", 0), pid(game, "Ronin", 1)
    game.perform(Manual(0, op="challenge", card=ronin, target=lion, stat="force", token="none"))
    assert s.step is Step.DUEL and s.duel is not None and not s.duel.refusable
    events = game.perform(Strike(1))  # the challenged player strikes at once: 3 vs 2
    res = next(e for e in events if isinstance(e, DuelResolved))
    assert (res.challenger_total, res.challenged_total, res.outcome) == (3, 2, "challenger")
    assert s.duel is None
    assert s.cards[ronin].zone is Zone.HOME and s.cards[lion].zone is Zone.HOME
    game.perform(Manual(0, op="challenge", card=ronin, target=lion))
    game.perform(Manual(0, op="destroy", card=ronin))
    events = game.perform(Focus(1, card=s.players[1].focus_pool[0]))
    assert next(e for e in events if isinstance(e, DuelResolved)).outcome == "none"
    assert s.duel is None and s.players[1].focus_pool == [] and s.players[1].focusing == []


def test_no_challenge_between_personalities_of_one_player() -> None:
    """A challenge does not happen if both Personalities have the same controller."""
    game = duel_game(automation="assisted")
    s = game.state
    sword = pid(game, "Swordmaster", 0)
    with pytest.raises(IllegalActionError, match="different players"):
        game.perform(Manual(0, op="challenge", card=sword, target=sword))
    assert s.duel is None


def test_duel_state_round_trips_replays_and_undoes() -> None:
    """The duel lives in the state: to_dict/from_dict exact, replay(log) and undo reproduce."""
    from l5r_desktop.games.ccg.model.state import GameState as GS

    game = duel_game()
    s0 = game.state.to_dict()
    challenge(game)
    game.perform(AcceptChallenge(1))
    game.perform(Focus(0, card=game.state.players[0].focus_pool[0]))
    d = game.state.to_dict()
    assert d["duel"]["challenger"] == pid(game, "Swordmaster", 0)
    assert GS.from_dict(d).to_dict() == d
    assert game.replay_log().state.to_dict() == d
    game.undo()
    game.undo()
    game.undo()
    assert game.state.to_dict() == s0


def test_focus_effects_are_resolved_by_hand_before_the_totals() -> None:
    """[S1 › DUELS › E]: after the strike, Focus Effects on focused cards resolve (here by hand
    with the toolkit: +3 to the card's Focus Value) before the totals; the change ends in the
    cleanup (K.2)."""
    inspire = {"id": "t:Inspire", "title": "Inspire", "type": "strategy", "focus": 1,
               "text": "Focus Effect: this card's Focus Value is +3."}
    game = attack_game(
        player(name="Alice", home=["Crane Samurai"], hand=["Formal Duel"],
               fate_deck=["Inspire", "Focus Zero", "Focus Zero"]),
        player("Lion Keep", name="Bob", home=["Sage"], fate_deck=["Focus Three"] * 3),
        phase="action", step="action_round", defs=[inspire])
    s = game.state
    challenge(game)
    game.perform(AcceptChallenge(1))
    game.perform(Focus(1, card=s.players[1].focus_pool[0]))
    card = s.players[0].focus_pool[0]
    game.perform(Focus(0, card=card))
    events = game.perform(Strike(1))
    assert not any(isinstance(e, DuelResolved) for e in events)
    assert s.step is Step.RESOLVE_TEXT and game.waiting_for == 0 and s.pending == [(card, 0)]
    game.perform(Manual(0, op="modify_stat", card=card, stat="focus", amount=3))
    from l5r_desktop.games.ccg.actions import ResolveDone

    events = game.perform(ResolveDone(0, card=card))
    res = next(e for e in events if isinstance(e, DuelResolved))
    assert (res.challenger_total, res.challenged_total, res.outcome) == (2 + 4, 4 + 3,
                                                                         "challenged")
    assert s.cards[card].zone is Zone.FATE_DISCARD and s.cards[card].modifiers == []
    assert s.duel is None and s.step is Step.ACTION_ROUND and game.waiting_for == 1
