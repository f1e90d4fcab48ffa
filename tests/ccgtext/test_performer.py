"""The performing Personality [S1 › PERFORM], choosing without targeting [S1 › TARGET], bowing a
chosen card as a cost [S1 › COSTS], "X or Y" targets and the attacking/defending filter: the
translator's records (our own test sentences) and what the engine does with them."""

from __future__ import annotations

from typing import Any

from l5r_desktop.carddb.ccgtext import translate
from l5r_desktop.games.ccg.actions import UseAbility
from l5r_desktop.games.ccg.cardtext import abilities
from l5r_desktop.games.ccg.cardtext.targets import target_candidates
from l5r_desktop.games.ccg.events import CardsBowed
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model.cards import CardDef, CardType
from tests.engine.scenario import cd, find, find_all, game_at, player, position

_ME = {"type": "personality", "controller": "you", "performer": True}


def _rec(text: str, type_: CardType = CardType.STRATEGY) -> dict[str, Any] | None:
    d = CardDef(id="x:1", title="Kaze Tomo", type=type_, text=text, base_title="Kaze Tomo")
    (rec,), (auto,) = translate(d)
    return rec if auto else None


# --- the translator -------------------------------------------------------------------------

def test_choose_performer_then_target_in_the_constraints_block() -> None:
    rec = _rec("Battle: Choose your performing unbowed Magistrate and target an enemy card: "
               "Bow it. Gain 1 Honor.")
    assert rec == {
        "timing": "battle", "cost": {"gold": "card"},
        "targets": [{**_ME, "bowed": False, "keyword": "Magistrate", "choose": True},
                    {"type": ["personality", "attachment"], "controller": "opponent"}],
        "effects": [{"op": "bow", "target": 1},
                    {"op": "gain_honor", "amount": 1, "player": "you"}]}


def test_bowing_the_performer_is_a_cost_and_to_joins_the_effect() -> None:
    rec = _rec("Limited: Bow your performing Shugenja to gain 1 Honor.", CardType.HOLDING)
    assert rec == {"timing": "limited", "cost": {"bow_targets": [0]},
                   "targets": [{**_ME, "keyword": "Shugenja", "bowed": False}],
                   "effects": [{"op": "gain_honor", "amount": 1, "player": "you"}]}


def test_pronoun_and_your_keyword_name_the_performer() -> None:
    rec = _rec("Limited: Choose your performing Monk: Give him +2F.")
    assert rec is not None and rec["effects"] == [
        {"op": "modify_stat", "target": 0, "stat": "force", "amount": 2, "duration": "turn"}]
    rec = _rec("Battle: Target your performing unbowed Monk to bow a target enemy "
               "Personality. Straighten your Monk.")
    assert rec is not None
    assert rec["effects"] == [{"op": "bow", "target": 1}, {"op": "straighten", "target": 0}]


def test_effects_joined_by_and_and_x_or_y_and_sides() -> None:
    rec = _rec("Battle: Straighten your target performing bowed Personality and give him +3F.")
    assert rec is not None and rec["targets"] == [{**_ME, "bowed": True}]
    assert [e["op"] for e in rec["effects"]] == ["straighten", "modify_stat"]
    rec = _rec("Battle: Give a target enemy Personality or Follower -3F.")
    assert rec is not None and rec["targets"] == [
        {"type": ["personality", "follower"], "controller": "opponent"}]
    rec = _rec("Battle: Move home a target attacking Personality.")
    assert rec is not None and rec["targets"] == [{"type": "personality", "side": "attacking"}]


def test_what_stays_manual() -> None:
    """Two performers (the pronoun could be either), an enemy performer, a pronoun with two
    candidates: never a guess. ("Human" is read since as not Nonhuman, [CE › HUMAN]:
    test_identity_filters.py.)"""
    for text in ("Battle: Choose your performing Monk and your performing Samurai: Bow him.",
                 "Battle: Choose your performing enemy Monk: Bow him.",
                 "Battle: Target a Personality and target a Follower: Bow him.",
                 "Battle: Bow your performing bowed Monk to gain 1 Honor."):
        assert _rec(text) is None, text


# --- the engine -----------------------------------------------------------------------------

_TEMPLE = cd("Quiet Temple", "holding", gold_cost=2, abilities=[
    {"timing": "limited", "cost": {"bow_targets": [0]},
     "targets": [{**_ME, "keyword": "Shugenja", "bowed": False}],
     "effects": [{"op": "gain_honor", "amount": 1, "player": "you"}]}])


def _uses(game: Game, card: str) -> list[UseAbility]:
    return [a for a in game.legal_actions() if isinstance(a, UseAbility) and a.card == card]


def test_bowing_the_chosen_performer_pays_the_cost() -> None:
    """Only your unbowed Shugenja can pay "bow your performing Shugenja"; using it bows him
    (a cost, logged as such) and gains 1 Honor: Family Honor 10 -> 11."""
    p1 = player(home=["Quiet Temple", "Crane Shugenja", "Crane Shugenja", "Crane Samurai"])
    game = game_at(p1, player("Lion Keep", home=["Crane Shugenja"]), defs=[_TEMPLE])
    temple = find(game.state, "Quiet Temple")
    mine = [c for c in find_all(game.state, "Crane Shugenja") if game.state.cards[c].owner == 0]
    game.state.cards[mine[1]].bowed = True
    uses = _uses(game, temple)
    assert [u.targets for u in uses] == [(mine[0],)]
    events = game.perform(uses[0])
    assert game.state.cards[mine[0]].bowed and not game.state.cards[temple].bowed
    assert any(isinstance(e, CardsBowed) and e.reason == "cost" and e.cards == (mine[0],)
               for e in events)
    assert game.state.players[0].family_honor == 11
    assert _uses(game, temple) == []  # once per turn, and no unbowed Shugenja left anyway


def test_x_or_y_targets_and_sides_at_a_battle() -> None:
    """'a target enemy Personality or Follower' lists the enemy's Personality and Follower,
    not his Holding; 'attacking' lists only the attacking army's cards."""
    pos = position(player(name="Alice"), player("Lion Keep", name="Bob", home=["Gold Mine"]),
                   phase="attack", step="combat", priority=1)
    pos["attack"] = {"attacker": 0, "defender": 1, "segment": "combat", "current": 0,
                     "battlefields": [{"province": i, "attacking": [], "defending": []}
                                      for i in range(4)]}
    pos["attack"]["battlefields"][0] = {
        "province": 0, "attacking": [{"title": "Lion Samurai", "attachments": ["Spearmen"]}],
        "defending": [{"title": "Ronin", "attachments": ["Elite Guard"]}]}
    game = Game.from_position(pos)
    s = game.state
    ronin, guard = find(s, "Ronin", 1), find(s, "Elite Guard", 1)
    either = {"type": ["personality", "follower"], "controller": "opponent"}
    assert sorted(target_candidates(s, 0, "", either)) == sorted([ronin, guard])
    sam, spear = find(s, "Lion Samurai", 0), find(s, "Spearmen", 0)
    attacking = target_candidates(s, 1, "", {"type": "card", "side": "attacking"})
    assert sorted(attacking) == sorted([sam, spear])
    assert target_candidates(s, 1, "", {"type": "follower", "side": "defending"}) == [guard]


def test_validator_rejects_what_the_engine_could_not_honour() -> None:
    ok = {"timing": "limited", "cost": {"bow_targets": [0]},
          "targets": [{**_ME, "bowed": False}], "effects": [{"op": "draw", "amount": 1}]}
    assert abilities.validate(ok) == []
    unbowed_missing = {**ok, "targets": [dict(_ME)]}
    assert abilities.validate(unbowed_missing)
    enemy_performer = {**ok, "targets": [{**_ME, "controller": "opponent", "bowed": False}]}
    assert abilities.validate(enemy_performer)
    unknown_key = {**ok, "targets": [{**_ME, "bowed": False, "glows": True}]}
    assert abilities.validate(unknown_key)
    bad_side = {**ok, "targets": [{"type": "card", "side": "flank"}], "cost": {}}
    assert abilities.validate(bad_side)
    assert abilities.validate({**ok, "targets": [{"type": ["personality", "ranged"]}],
                               "cost": {}})


# --- Battle/Open, stat tokens, "another player's" -------------------------------------------

def test_battle_open_tokens_and_another_players_translate() -> None:
    rec = _rec("Battle/Open: Target another player's Personality: Give him a +1F token.",
               CardType.PERSONALITY)
    assert rec == {"timing": "battle_open",
                   "targets": [{"type": "personality", "controller": "opponent"}],
                   "effects": [{"op": "add_token", "target": 0, "token": "+1F",
                                "amount": 1}]}
    rec = _rec("Open: Give a target Personality two -1C tokens.", CardType.PERSONALITY)
    assert rec is not None and rec["effects"][0]["token"] == "-1C"
    assert rec["effects"][0]["amount"] == 2
    assert _rec("Open: Give a target Personality a Sake token.") is None  # named: manual


_DRUMS = cd("War Drums", "holding", gold_cost=2, abilities=[
    {"timing": "battle_open", "cost": {"bow_self": True},
     "targets": [{"type": "personality", "controller": "you"}],
     "effects": [{"op": "add_token", "target": 0, "token": "+1F", "amount": 1}]}])


def test_battle_open_is_an_open_action_in_the_action_phase_and_a_battle_action() -> None:
    """[S1 › ABILITIES] "Open/Battle" may be used as either kind of action: at an action-round
    opportunity of the other player's turn (Open) and in a Combat Segment (Battle, where the
    Rule of Location limits its targets to the current battlefield). The +1F token adds 1 to
    the Samurai's Force (2 -> 3)."""
    game = game_at(player(home=["Crane Samurai"]),
                   player("Lion Keep", home=["War Drums", "Lion Samurai"]),
                   defs=[_DRUMS], active=0, priority=1)
    drums = find(game.state, "War Drums")
    lion = find(game.state, "Lion Samurai")
    uses = _uses(game, drums)
    assert [u.targets for u in uses] == [(lion,)]  # Open, on Alice's turn
    game.perform(uses[0])
    assert game.state.cards[lion].tokens == {"+1F": 1}
    from l5r_desktop.games.ccg.model import stats
    assert stats.force(game.state, lion) == 4
    pos = position(player(name="Alice", home=["War Drums", "Crane Samurai"]),
                   player("Lion Keep", name="Bob"),
                   phase="attack", step="combat", priority=0, defs=[_DRUMS])
    pos["attack"] = {"attacker": 0, "defender": 1, "segment": "combat", "current": 0,
                     "battlefields": [{"province": i, "attacking": [], "defending": []}
                                      for i in range(4)]}
    pos["attack"]["battlefields"][0]["attacking"] = ["Lion Samurai"]
    battle = Game.from_position(pos)
    here = find(battle.state, "Lion Samurai", 0)
    drums = find(battle.state, "War Drums", 0)
    # Battle: the unit at the current battlefield only (the home Samurai is not there)
    assert [u.targets for u in _uses(battle, drums)] == [(here,)]
    limited_only = cd("Limited Drums", "holding", gold_cost=2, abilities=[
        {**_DRUMS["abilities"][0], "timing": "limited"}])
    off_turn = game_at(player(home=["Crane Samurai"]),
                       player("Lion Keep", home=["Limited Drums", "Lion Samurai"]),
                       defs=[limited_only], active=0, priority=1)
    assert _uses(off_turn, find(off_turn.state, "Limited Drums")) == []


# --- amounts read from a card ---------------------------------------------------------------

def test_force_penalty_equal_to_a_stat_translates() -> None:
    rec = _rec("Battle: Give a target enemy Personality a Force penalty equal to Tomo's "
               "Personal Honor.", CardType.PERSONALITY)
    assert rec is not None and rec["effects"] == [
        {"op": "modify_stat", "target": 0, "stat": "force", "duration": "turn",
         "amount_from": {"card": "self", "stat": "personal_honor", "sign": -1}}]
    rec = _rec("Battle: Bow a target enemy Personality. Give Tomo a Force bonus equal to the "
               "target's Chi.", CardType.PERSONALITY)
    assert rec is not None and rec["effects"][1]["target"] == "self"
    assert rec["effects"][1]["amount_from"] == {"card": 0, "stat": "chi", "sign": 1}
    assert _rec("Battle: Give a target Personality a Force bonus equal to his printed Chi.",
                CardType.PERSONALITY) is None


_SCOLD = cd("Stern Magistrate", "personality", clans=["Crane"], keywords=["Samurai"], force=1,
            chi=2, honor_requirement=0, gold_cost=3, personal_honor=3, abilities=[
                {"timing": "limited", "targets": [{"type": "personality",
                                                  "controller": "opponent"}],
                 "effects": [{"op": "modify_stat", "target": 0, "stat": "force",
                              "duration": "turn", "amount_from": {
                                  "card": "self", "stat": "personal_honor", "sign": -1}}]}])


def test_penalty_equal_to_personal_honor_is_fixed_when_applied() -> None:
    """Lion Samurai (3F) gets a penalty equal to the Magistrate's Personal Honor (3): 0F; the
    Magistrate's Personal Honor rising later does not change the applied penalty
    [S1 › BONUSES AND PENALTIES]."""
    from l5r_desktop.games.ccg.cardtext import effects
    from l5r_desktop.games.ccg.model import stats

    game = game_at(player(home=["Stern Magistrate"]),
                   player("Lion Keep", home=["Lion Samurai"]), defs=[_SCOLD])
    mag, lion = find(game.state, "Stern Magistrate"), find(game.state, "Lion Samurai")
    (use,) = _uses(game, mag)
    game.perform(use)
    assert stats.force(game.state, lion) == 0
    effects.apply(game.state, 0, "modify_stat", mag, amount=2, stat="personal_honor",
                  duration="turn")
    assert stats.personal_honor(game.state, mag) == 5
    assert stats.force(game.state, lion) == 0
    bad = {**_SCOLD["abilities"][0], "effects": [
        {"op": "modify_stat", "target": 0, "stat": "force",
         "amount_from": {"card": 3, "stat": "personal_honor"}}]}
    assert abilities.validate(bad)
    bad["effects"][0]["amount_from"] = {"card": "self", "stat": "gold_cost"}
    assert abilities.validate(bad)
