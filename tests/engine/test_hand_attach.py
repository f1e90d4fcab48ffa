"""Attaching a card of the hand to the ability's card, paying its costs (issue 17, core lane;
``cardtext/hand_attach.py``, ``hand_costs.py``, ``templates/hand_attach.py``)
[CE › ATTACHMENTS], [CE › GOLD COST], on invented cards."""

from __future__ import annotations

from typing import Any

from l5r_desktop.carddb.ccgtext import translate
from l5r_desktop.games.ccg.actions import UseAbility
from l5r_desktop.games.ccg.cardtext import abilities
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model.cards import CardDef, CardType
from tests.engine.scenario import cd, find, game_at, player

# "Open: Target a Weapon in your hand: Attach it to the Armsmaster, paying all costs."
ARM = {"timing": "open", "targets": [{"type": "item", "keyword": "Weapon", "zone": "hand",
                                      "controller": "you", "attach_to": "self"}],
       "effects": [{"op": "attach_from_hand", "target": 0}]}
# "... a Follower ..., paying 3 less Gold if you are a Crane Clan player."
CALL = {"timing": "open", "targets": [{"type": "follower", "zone": "hand", "controller": "you",
                                       "attach_to": "self", "attach_less": 3}],
        "effects": [{"op": "attach_from_hand", "target": 0, "less": 3,
                     "less_if": {"player": "you", "clan": "Crane"}}]}


def _game(rec: dict[str, Any], hand: list[str], attachments: list[Any] | None = None,
          keep: str = "Crane Keep", home: list[Any] | None = None) -> Game:
    master = cd("Armsmaster", "personality", clans=["Crane"], force=2, chi=2,
                personal_honor=2, gold_cost=4, honor_requirement=0, abilities=[rec])
    return game_at(player(keep, name="Alice", hand=hand, home=[
        {"title": "Armsmaster", "attachments": attachments or []}, *(home or [])]),
        defs=[master])


def _uses(game: Game) -> list[UseAbility]:
    card = find(game.state, "Armsmaster", 0)
    return [a for a in game.legal_actions() if isinstance(a, UseAbility) and a.card == card]


def test_a_weapon_of_the_hand_attaches_and_its_gold_is_paid() -> None:
    """Katana (2 Gold) and Club (1) are offered, Pride (a Strategy) is not. The Katana
    attaches to the Armsmaster (2F -> 4F), the Crane Keep bows to pay its 2 Gold."""
    game = _game(ARM, ["Katana", "Club", "Pride"])
    s = game.state
    katana, club = find(s, "Katana", 0), find(s, "Club", 0)
    master, keep = find(s, "Armsmaster", 0), s.players[0].stronghold
    uses = _uses(game)
    assert sorted(u.targets for u in uses) == sorted([(katana,), (club,)])
    game.perform(next(u for u in uses if u.targets == (katana,)))
    assert s.cards[katana].attached_to == master and s.cards[master].attachments == [katana]
    assert [s.title(c) for c in s.players[0].hand] == ["Club", "Pride"]
    assert s.cards[keep].bowed and s.players[0].gold_pool == 0


def test_a_weapon_he_cannot_carry_or_pay_for_is_not_offered() -> None:
    """The Good Faith Rule: with a Katana already carried no second Weapon; with only a
    Small Farm (1 Gold) and the Keep bowed, the Club (1) is offered, the Katana (2) not."""
    assert _uses(_game(ARM, ["Club"], attachments=[{"title": "Katana"}])) == []
    game = _game(ARM, ["Katana", "Club"], home=["Small Farm"])
    s = game.state
    s.cards[s.players[0].stronghold].bowed = True
    assert [u.targets for u in _uses(game)] == [(find(s, "Club", 0),)]


def test_the_conditional_reduction() -> None:
    """Elite Guard (3 Gold, Honor Requirement 4 against the Armsmaster's 2 Personal Honor)
    cannot attach; Spearmen (2 Gold, requirement 2) can: for a Crane player 3 less, so
    nothing is paid and the Keep stays unbowed; for a Lion player the Keep pays 2."""
    game = _game(CALL, ["Spearmen", "Elite Guard"])
    s = game.state
    (use,) = _uses(game)
    assert use.targets == (find(s, "Spearmen", 0),)
    game.perform(use)
    assert not s.cards[s.players[0].stronghold].bowed
    assert s.cards[find(s, "Spearmen", 0)].attached_to == find(s, "Armsmaster", 0)
    lion = _game(CALL, ["Spearmen"], keep="Lion Keep")
    (use,) = _uses(lion)
    lion.perform(use)
    assert lion.state.cards[lion.state.players[0].stronghold].bowed


def test_a_reduction_whose_condition_fails_is_not_counted_in_the_listing() -> None:
    """One Gold (a Small Farm, the Keep bowed) and Spearmen (2 Gold) in hand: a Crane player
    pays 3 less (0): offered, and the Farm stays unbowed; a Lion player would pay 2: not
    offered (before, the listing counted the reduction whatever its condition, and the use
    left the Spearmen in the hand)."""
    crane = _game(CALL, ["Spearmen"], home=["Small Farm"])
    crane.state.cards[crane.state.players[0].stronghold].bowed = True
    (use,) = _uses(crane)
    crane.perform(use)
    assert crane.state.cards[find(crane.state, "Spearmen", 0)].attached_to
    assert not crane.state.cards[find(crane.state, "Small Farm", 0)].bowed
    lion = _game(CALL, ["Spearmen"], keep="Lion Keep", home=["Small Farm"])
    lion.state.cards[lion.state.players[0].stronghold].bowed = True
    assert _uses(lion) == []


def test_the_validator_pairs_the_target_and_the_effect() -> None:
    assert abilities.validate(ARM) == [] and abilities.validate(CALL) == []
    no_effect = {**ARM, "effects": [{"op": "draw", "amount": 1, "player": "you"}]}
    assert any("attach_from_hand" in p for p in abilities.validate(no_effect))
    chosen = {**ARM, "targets": [{**ARM["targets"][0], "choose": True}]}
    assert abilities.validate(chosen) == []  # chosen, not targeted, to attach (ccgtext)
    not_chosen = {**ARM, "targets": [{**ARM["targets"][0], "choose": False}]}
    assert any("a card in the hand is" in p for p in abilities.validate(not_chosen))


def _rec(text: str, title: str = "Daidoji Renga") -> dict[str, Any] | None:
    card = CardDef(id="x:1", title=title, type=CardType.PERSONALITY, text=text,
                   base_title=title)
    (rec,), auto = translate(card)
    return rec if auto == [True] else None


def test_the_translator_reads_attaching_from_the_hand() -> None:
    assert _rec("Open: Target an Armor in your hand: Attach it to Renga, paying all "
                "costs.", "Renga") == {
        "timing": "open", "targets": [{"type": "item", "keyword": "Armor", "zone": "hand",
                                       "controller": "you", "attach_to": "self"}],
        "effects": [{"op": "attach_from_hand", "target": 0}]}
    rec = _rec("Battle: Target a Follower in your hand: Attach it to Renga, paying all costs, "
               "and paying 2 less Gold if he is attacking.", "Renga")
    assert rec is not None and rec["effects"] == [{
        "op": "attach_from_hand", "target": 0, "less": 2,
        "less_if": {"card": "self", "side": "attacking"}}]
    # to another card, or ignoring costs: manual
    assert _rec("Battle: Target a Follower in your hand and your Samurai: Attach the "
                "Follower to the Samurai, paying all costs.", "Renga") is None
    assert _rec("Open: Target a Follower in your hand: Attach it to Renga, ignoring costs.",
                "Renga") is None


# "Open: Target a Follower in your hand and one of your Personalities: Attach the Follower to
# the Personality, paying all costs."
MUSTER = {"timing": "open", "targets": [
    {"type": "follower", "zone": "hand", "controller": "you", "attach_to": 1},
    {"type": "personality", "controller": "you"}],
    "effects": [{"op": "attach_from_hand", "target": 0, "to": 1}]}


def test_a_follower_attaches_to_the_personality_targeted_with_it() -> None:
    """Elite Guard (Honor Requirement 4): only the pair with the Crane Kensai (Personal Honor
    5) is offered, not the Armsmaster (2) nor the Crane Samurai (2); it attaches to the
    Kensai, the Keep pays its 3 Gold."""
    game = _game(MUSTER, ["Elite Guard"], home=[
        {"title": "Crane Kensai", "attachments": []},
        {"title": "Crane Samurai", "attachments": []}])
    s = game.state
    guard, kensai = find(s, "Elite Guard", 0), find(s, "Crane Kensai", 0)
    (use,) = _uses(game)
    assert use.targets == (guard, kensai)
    game.perform(use)
    assert s.cards[guard].attached_to == kensai and s.cards[s.players[0].stronghold].bowed
    assert abilities.validate(MUSTER) == []
    assert any("attach_from_hand to that card" in p for p in abilities.validate(
        {**MUSTER, "effects": [{"op": "attach_from_hand", "target": 0}]}))
