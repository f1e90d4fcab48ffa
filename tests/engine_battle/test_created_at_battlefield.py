"""Created cards placed at the current battlefield, removed after the battle, and carrying
abilities (``cardtext/created.py``: ``at``, ``until``, ``card.abilities``) [CE › CREATED CARDS],
[CE › DELAYED EFFECTS]: our own invented cards and test lines."""

from __future__ import annotations

from typing import Any

from l5r_desktop.carddb.ccgtext import translate
from l5r_desktop.games.ccg.actions import Pass, UseAbility
from l5r_desktop.games.ccg.attack import armies
from l5r_desktop.games.ccg.cardtext import abilities, created
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model.cards import CardDef, CardType
from l5r_desktop.games.ccg.model.ids import Zone
from l5r_desktop.games.ccg.model.state import GameState
from tests.engine.scenario import cd, player
from tests.engine_battle.battle_scenario import assign, attack_game, declare, done, fight, pid

CALL = ("Battle: Create a 3F/1C/2PH Crab Clan • Berserker Personality at this battlefield. "
        "Remove him from the game after this battle ends.")
#: The created Personality's own ability: "Battle: Bow this card: Gain 2 Honor."
_SHOUT = {"timing": "battle", "cost": {"bow_self": True},
          "effects": [{"op": "gain_honor", "amount": 2, "player": "you"}]}


def _records(text: str, type_: CardType = CardType.PERSONALITY, title: str = "Plum Caller"
             ) -> list[dict[str, Any]] | None:
    card = CardDef(id="x:1", title=title, type=type_, text=text, base_title=title)
    recs, auto = translate(card)
    return recs if all(auto) else None


def test_the_lines_are_read() -> None:
    assert _records(CALL) == [{"timing": "battle", "effects": [{
        "op": "create", "card": {"type": "personality", "force": 3, "chi": 1,
                                 "personal_honor": 2, "keywords": ["Crab Clan", "Berserker"]},
        "at": "battlefield", "until": "battle"}]}]
    assert _records("Battle: Create a 1F/1C/1PH Samurai Personality at the current "
                    "battlefield.", CardType.STRATEGY)[0]["effects"][0]["at"] == "battlefield"
    # "an attacking enemy card" is "an enemy attacking card" (words.py)
    assert _records("Battle: Target an attacking enemy card: Bow it.")[0]["targets"] == [
        {"type": ["personality", "attachment"], "controller": "opponent", "side": "attacking"}]
    assert _records("Battle: Target an attacking enemy attacking card: Bow it.") is None
    # "destroy him" naming the Reaction's own card is its cost (templates/card_movement.py)
    (rec,) = _records("Reaction: After another player's Battle action targets Plum Caller, "
                      "destroy him: Create two 1F/1C/0PH Ninja Personalities at the current "
                      "battlefield.") or [None]
    assert rec["cost"] == {"destroy_self": True}
    assert rec["effects"][0]["count"] == 2 and rec["effects"][0]["at"] == "battlefield"
    assert _records("Battle: Target an enemy Personality, destroy him: Gain 1 Honor.") is None


def test_near_misses_stay_manual() -> None:
    for line, kind in (
        # a Strategy is at no battlefield ("this battlefield")
        ("Battle: Create a 1F/1C/1PH Samurai Personality at this battlefield.",
         CardType.STRATEGY),
        # no current battlefield during a Limited action
        ("Limited: Create a 1F/1C/1PH Samurai Personality at the current battlefield.",
         CardType.STRATEGY),
        # "him" is not the one card just created
        ("Battle: Create two 1F/1C/1PH Samurai Personalities at this battlefield. Remove him "
         "from the game after this battle ends.", CardType.PERSONALITY),
        ("Battle: Bow a target Personality. Remove him from the game after this battle ends.",
         CardType.PERSONALITY),
        ("Battle: Create a 1F Samurai Follower at this battlefield.", CardType.PERSONALITY),
    ):
        assert _records(line, kind) is None, line
    bad = {"timing": "battle", "effects": [{"op": "create", "card": {
        "type": "follower", "force": 1}, "target": "self", "at": "battlefield"}]}
    assert abilities.validate(bad)
    bad = {"timing": "battle", "effects": [{"op": "create", "card": {
        "type": "personality", "abilities": [{"timing": "battle", "effects": [{"op": "plum"}]}]}}]}
    assert any("created card's ability" in p for p in abilities.validate(bad))


def _battle(records: list[dict[str, Any]]) -> Game:
    caller = cd("Plum Caller", "personality", force=1, chi=1, gold_cost=3, personal_honor=1,
                abilities=records)
    game = attack_game(player(name="Alice", home=["Plum Caller"]),
                       player("Lion Keep", name="Bob", home=["Veteran"]), defs=[caller])
    declare(game)
    assign(game, pid(game, "Plum Caller", 0), 0)
    done(game)
    assign(game, pid(game, "Veteran", 1), 0)
    done(game)
    game.perform(Pass(1))  # the defender acts first
    return game


def _created(state: GameState) -> list[str]:
    return sorted(c for c in state.cards if c.startswith(created.PREFIX))


def test_created_at_the_battlefield_fights_there_and_is_removed_after_the_battle() -> None:
    """Alice's 1F Caller creates a 3F Berserker in her attacking army: the attackers' Force goes
    from 1 to 4 against Bob's 3F Veteran, so Alice wins the battle; after it ends the Berserker
    is removed from the game (not in Alice's home, not dead) and nothing waits any more."""
    game = _battle(_records(CALL) or [])
    s = game.state
    caller = pid(game, "Plum Caller", 0)
    assert armies.preview(s).attacker_force == 1
    game.perform(UseAbility(0, card=caller, ability=0))
    s = game.state
    (made,) = _created(s)
    bf = s.attack.battlefields[0]
    assert bf.attacking == [caller, made] and s.cards[made].zone is Zone.BATTLEFIELD
    assert s.cards[made].definition.force == 3 and s.cards[made].controller == 0
    assert armies.preview(s).attacker_force == 4
    assert [d["when"] for d in s.delayed] == [created.BATTLE_END]
    # saved and restored in the middle of the battle, the removal still waits
    assert GameState.from_dict(s.to_dict()).delayed == s.delayed
    fight(game)
    s = game.state
    assert s.cards[made].zone is Zone.REMOVED and made in s.players[0].removed
    assert made not in s.players[0].home and s.delayed == []
    assert s.cards[caller].zone.in_play


def test_a_created_card_without_a_side_never_exists() -> None:
    """Outside a battle (Alice's Action Phase, a Battle/Open ability) there is no current
    battlefield: no card is created and nothing waits."""
    rec = {"timing": "battle_open", "effects": [{"op": "create", "card": {
        "type": "personality", "force": 1}, "at": "battlefield", "until": "battle"}]}
    assert abilities.validate(rec) == []
    caller = cd("Plum Caller", "personality", force=1, chi=1, gold_cost=3, personal_honor=1,
                abilities=[rec])
    from tests.engine.scenario import find, game_at
    game = game_at(player(home=["Plum Caller"]), player("Lion Keep"), defs=[caller])
    game.perform(UseAbility(0, card=find(game.state, "Plum Caller"), ability=0))
    assert _created(game.state) == [] and game.state.delayed == []


def test_a_created_card_removed_when_its_battle_ends_with_its_province() -> None:
    """Bob's province is destroyed during the battle (not by its resolution): that ends the
    battle, and the Berserker created in it is removed from the game."""
    from l5r_desktop.games.ccg.attack import battle
    from l5r_desktop.games.ccg.model import moves

    game = _battle(_records(CALL) or [])
    game.perform(UseAbility(0, card=pid(game, "Plum Caller", 0), ability=0))
    s = game.state
    (made,) = _created(s)
    moves.destroy_province(s, 1, 0)
    battle.province_destroyed(s, 1, 0)
    assert s.cards[made].zone is Zone.REMOVED and s.delayed == []


def test_a_created_personality_uses_the_ability_it_was_created_with() -> None:
    """The created Personality has the ability of the effect that created it: it bows to gain
    Alice 2 Honor (10 -> 12); its definition, with the ability, survives a save."""
    rec = {"timing": "battle", "effects": [{"op": "create", "card": {
        "type": "personality", "force": 2, "chi": 2, "personal_honor": 2,
        "abilities": [_SHOUT]}, "at": "battlefield"}]}
    assert abilities.validate(rec) == []
    game = _battle([rec])
    game.perform(UseAbility(0, card=pid(game, "Plum Caller", 0), ability=0))
    (made,) = _created(game.state)
    assert GameState.from_dict(game.state.to_dict()).cards[made].definition.abilities == (
        _SHOUT,)
    game.perform(Pass(1))
    honor = game.state.players[0].family_honor
    game.perform(UseAbility(0, card=made, ability=0))
    assert game.state.players[0].family_honor == honor + 2
    assert game.state.cards[made].bowed
