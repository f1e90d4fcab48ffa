"""Card-by-card records of the ccgvocab lane (``carddb/data/ccg_abilities_ccgvocab.json``,
issue 17, 27 Nov midday) played on our own tables with exact numbers: each record as written
(looked up by the Oracle id it is keyed by) on invented cards of the same shape; no card
text. Burn the Towers (oracle:1180) and Detained (1984): Reactions after engaging
[CE › BATTLES › B. COMBAT SEGMENT]; Shosuro Rin (7151): another player's choice and its
alternative [CE › CHOICES]; Bow Before My Will (1121): a targeted performer who is not
bowed, and a negation of the next straightening on a condition [CE › PREVENTION (Including
Negation)]."""

from __future__ import annotations

from typing import Any

from l5r_desktop.carddb.ccg_abilities import ability_data
from l5r_desktop.games.ccg.actions import ChooseOption, Pass, UseAbility
from l5r_desktop.games.ccg.cardtext import reconnaissance
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model import stats
from tests.engine.scenario import cd, find, game_at, player, position
from tests.engine_battle.battle_scenario import assign, attack_game, declare, done, pid


def _records(card_id: str) -> list[dict[str, Any]]:
    return list(ability_data()[card_id][1][1])


def _plan(title: str, card_id: str) -> dict[str, Any]:
    return cd(title, "strategy", gold_cost=0, focus=1, abilities=_records(card_id))


def _engaged(alice: list[Any], bob: list[Any], defs: list[dict[str, Any]],
             hand: list[str]) -> Game:
    """Alice attacks Bob's first province with ``alice``; Bob defends with ``bob``; the
    battle begins (engaging) and its Reaction window is open."""
    game = attack_game({"name": "Alice", "home": alice, "hand": hand},
                       {"stronghold": "Lion Keep", "name": "Bob", "home": bob}, defs=defs)
    declare(game)
    for unit in alice:
        assign(game, pid(game, unit if isinstance(unit, str) else unit["title"], 0), 0)
    done(game)
    for unit in bob:
        assign(game, pid(game, unit if isinstance(unit, str) else unit["title"], 1), 0)
    done(game)
    return game


def _hand_uses(game: Game, title: str) -> list[UseAbility]:
    card = find(game.state, title, 0)
    return [a for a in game.legal_actions() if isinstance(a, UseAbility) and a.card == card]


# --- Burn the Towers (oracle:1180) ---------------------------------------------------------

def test_burn_the_towers_gives_the_battlefield_province_minus_three() -> None:
    """Alice's Scout attacks; after engaging she plays the Reaction: she has Reconnaissance
    there and Bob's province (Lion Keep, strength 7) is 4 for the battle."""
    scout = cd("Hill Scout", "personality", keywords=["Scout"], force=2, chi=2, gold_cost=3,
               personal_honor=1)
    game = _engaged(["Hill Scout"], ["Ronin"], [scout, _plan("Torches", "oracle:1180")],
                    ["Torches"])
    s = game.state
    assert stats.province_strength(s, 1) == 7
    (use,) = _hand_uses(game, "Torches")
    assert use.targets == (pid(game, "Hill Scout", 0),)
    game.perform(use)
    assert stats.province_strength(s, 1) == 4
    assert reconnaissance.has_reconnaissance(s, 0)


def test_burn_the_towers_needs_a_scout_there() -> None:
    game = _engaged(["Lion Samurai"], ["Ronin"], [_plan("Torches", "oracle:1180")],
                    ["Torches"])
    assert _hand_uses(game, "Torches") == []


# --- Detained (oracle:1984) ----------------------------------------------------------------

_MAGISTRATE = cd("Road Magistrate", "personality", keywords=["Magistrate"], force=1, chi=2,
                 gold_cost=3, personal_honor=1)
_GUARD = cd("Gate Guard", "follower", force=1, gold_cost=1)


def test_detained_moves_him_home_bows_his_unit_and_costs_two_honor() -> None:
    """Alice's Magistrate bows to move Bob's dishonorable Ronin (with a Follower) home: then
    his unit bows (the Ronin and his Guard) and Bob loses 2 Honor (8 -> 6)."""
    ronin = {"title": "Ronin", "dishonored": True, "attachments": ["Gate Guard"]}
    game = _engaged(["Road Magistrate"], [ronin],
                    [_MAGISTRATE, _GUARD, _plan("Warrant", "oracle:1984")], ["Warrant"])
    s = game.state
    mag, bobs = pid(game, "Road Magistrate", 0), pid(game, "Ronin", 1)
    guard = s.cards[bobs].attachments[0]
    honor = s.players[1].family_honor
    (use,) = _hand_uses(game, "Warrant")
    assert use.targets == (mag, bobs)
    game.perform(use)
    assert s.cards[mag].bowed
    assert s.cards[bobs].bowed and s.cards[guard].bowed
    assert bobs in s.players[1].home
    assert s.players[1].family_honor == honor - 2


def test_detained_not_offered_for_an_honorable_personality() -> None:
    game = _engaged(["Road Magistrate"], ["Ronin"], [_MAGISTRATE, _plan("Warrant",
                                                                        "oracle:1984")],
                    ["Warrant"])
    assert _hand_uses(game, "Warrant") == []


# --- Shosuro Rin (oracle:7151) -------------------------------------------------------------

def _rin_game() -> tuple[Game, str, str]:
    rin = cd("Rin Stand-in", "personality", keywords=["Courtier"], force=1, chi=2,
             gold_cost=3, personal_honor=1, abilities=_records("oracle:7151"))
    game = game_at(player(name="Alice", home=["Rin Stand-in"]),
                   player("Lion Keep", name="Bob", home=["Lion Samurai"]), defs=[rin])
    s = game.state
    me, lion = find(s, "Rin Stand-in", 0), find(s, "Lion Samurai", 1)
    game.perform(UseAbility(0, me, 0, (lion,)))
    return game, me, lion


def test_rin_bob_chooses_to_dishonor_his_personality() -> None:
    """Bob (the Personality's controller) takes the choice: he dishonors his Samurai, who
    then stays unbowed; Rin bowed to pay."""
    game, me, lion = _rin_game()
    s = game.state
    assert game.waiting_for == 1
    game.perform(ChooseOption(1, apply=True))
    assert s.cards[lion].dishonored and not s.cards[lion].bowed
    assert s.cards[me].bowed


def test_rin_bob_declines_his_personality_is_bowed_and_cannot_straighten() -> None:
    """Bob declines: his Samurai is bowed and his straightening negated this turn (a
    straighten effect leaves him bowed); he is not dishonored."""
    game, _me, lion = _rin_game()
    s = game.state
    game.perform(ChooseOption(1, apply=False))
    assert s.cards[lion].bowed and not s.cards[lion].dishonored
    rouse = {"timing": "open", "targets": [{"type": "personality"}],
             "effects": [{"op": "straighten", "target": 0}]}
    from l5r_desktop.games.ccg.cardtext import abilities

    abilities.run_effects(s, 0, find(s, "Rin Stand-in", 0), rouse, (lion,))
    assert s.cards[lion].bowed


def test_rin_targets_only_an_honorable_personality() -> None:
    rin = cd("Rin Stand-in", "personality", keywords=["Courtier"], force=1, chi=2,
             gold_cost=3, personal_honor=1, abilities=_records("oracle:7151"))
    game = game_at(player(name="Alice", home=["Rin Stand-in"]),
                   player("Lion Keep", name="Bob",
                          home=[{"title": "Lion Samurai", "dishonored": True}]), defs=[rin])
    me = find(game.state, "Rin Stand-in", 0)
    targets = {a.targets for a in game.legal_actions()
               if isinstance(a, UseAbility) and a.card == me}
    assert targets == {(me,)}  # Rin herself is honorable; Bob's dishonorable Samurai is not


# --- Bow Before My Will (oracle:1121) ------------------------------------------------------

def _will(keywords: list[str]) -> tuple[Game, str, str]:
    paragon = cd("Dark Paragon", "personality", keywords=keywords, force=2, chi=2,
                 gold_cost=3, personal_honor=1)
    game = _engaged(["Dark Paragon"], ["Lion Samurai"],
                    [paragon, _plan("Command", "oracle:1121")], ["Command"])
    while game.state.windows:  # nothing answers engaging: the Defender acts first
        game.perform(Pass(game.waiting_for or 0))
    game.perform(Pass(1))  # Bob passes his first opportunity
    s = game.state
    me, lion = pid(game, "Dark Paragon", 0), pid(game, "Lion Samurai", 1)
    (use,) = [u for u in _hand_uses(game, "Command") if u.targets == (me, lion)]
    honor = s.players[0].family_honor
    game.perform(use)
    assert s.players[0].family_honor == honor - 2
    assert s.cards[lion].bowed and not s.cards[me].bowed  # the Paragon is targeted, not bowed
    return game, me, lion


def _straighten(game: Game, card: str) -> None:
    from l5r_desktop.games.ccg.cardtext import abilities

    abilities.run_effects(game.state, 0, card, {"effects": [{"op": "straighten", "target": 0}]},
                          (card,))


def test_bow_before_my_will_a_shadowlands_paragon_negates_the_next_straightening() -> None:
    """With a Shadowlands Paragon the Samurai's next straightening fails, the one after it
    works."""
    game, _me, lion = _will(["Paragon", "Shadowlands"])
    _straighten(game, lion)
    assert game.state.cards[lion].bowed
    _straighten(game, lion)
    assert not game.state.cards[lion].bowed


def test_bow_before_my_will_another_paragon_only_bows() -> None:
    game, _me, lion = _will(["Paragon"])
    _straighten(game, lion)
    assert not game.state.cards[lion].bowed


# --- Hundred-Fold Cut (oracle:3513): two ways for each line ("bow or destroy", "X or Y") ---

_KENSAI = cd("Edge Kensai", "personality", keywords=["Kensai"], force=2, chi=2, gold_cost=3,
             personal_honor=1)
_BLADE = cd("Long Blade", "item", keywords=["Weapon"], force=1, gold_cost=1, focus=1)
#: "Battle: Destroy a target enemy Personality."
_SLAY = cd("Slay", "strategy", gold_cost=0, focus=1, abilities=[{
    "timing": "battle", "targets": [{"type": "personality", "controller": "opponent"}],
    "effects": [{"op": "destroy", "target": 0}]}])


def _cut_game(priority: int) -> Game:
    """Alice's Kensai (with a Long Blade) attacks Bob's Ronin; Alice holds Cut."""
    defs = [_KENSAI, _BLADE, _SLAY, cd("Cut", "strategy", gold_cost=0, focus=1,
                                        abilities=[dict(r, ability=n) for n in (1, 2)
                                                   for r in ability_data()["oracle:3513"][n][1]])]
    alice = player(name="Alice", hand=["Cut"])
    bob = player("Lion Keep", name="Bob", hand=["Slay"])
    pos = position(alice, bob, phase="attack", step="combat", active=0, priority=priority,
                   defs=defs)
    pos["attack"] = {"attacker": 0, "defender": 1, "segment": "combat", "current": 0,
                     "battlefields": [{"province": 0, "ended": False,
                                       "attacking": [{"title": "Edge Kensai",
                                                      "attachments": ["Long Blade"]}],
                                       "defending": ["Ronin"]}]}
    return Game.from_position(pos)


def test_hundred_fold_cut_bows_or_destroys_his_weapon_to_save_him() -> None:
    """Bob's Slay targets the Kensai; Alice's Cut is offered two ways (bow the Blade, destroy
    it). Bowing it: the Kensai survives, the Blade is bowed; destroying it: he survives, the
    Blade is gone."""
    for way, blade_kept in ((0, True), (1, False)):
        game = _cut_game(priority=1)
        s = game.state
        kensai, blade = pid(game, "Edge Kensai", 0), pid(game, "Long Blade", 0)
        game.perform(UseAbility(1, pid(game, "Slay", 1), 0, (kensai,)))
        while s.windows and game.waiting_for == 1:
            game.perform(Pass(1))
        cut = pid(game, "Cut", 0)
        uses = [a for a in game.legal_actions() if isinstance(a, UseAbility) and a.card == cut]
        assert sorted(u.ability for u in uses) == [0, 1]
        (use,) = [u for u in uses if u.ability == way]
        assert use.targets == (kensai, blade)
        game.perform(use)
        while s.windows:
            game.perform(Pass(game.waiting_for or 0))
        assert s.cards[kensai].in_play
        assert s.cards[blade].in_play is blade_kept
        assert not blade_kept or s.cards[blade].bowed


def test_hundred_fold_cut_bows_the_kensai_or_his_weapon_to_draw_two() -> None:
    """Alice's first opportunity: Cut's Battle line is offered by bowing the Kensai or his
    Blade; bowing the Blade draws two cards (hand 0 -> 2, the Cut played) and leaves the
    Kensai unbowed."""
    game = _cut_game(priority=0)
    s = game.state
    kensai, blade = pid(game, "Edge Kensai", 0), pid(game, "Long Blade", 0)
    cut = pid(game, "Cut", 0)
    uses = [a for a in game.legal_actions() if isinstance(a, UseAbility) and a.card == cut]
    assert sorted(u.targets for u in uses) == sorted([(kensai,), (kensai, blade)])
    (use,) = [u for u in uses if u.targets == (kensai, blade)]
    game.perform(use)
    assert len(s.players[0].hand) == 2
    assert s.cards[blade].bowed and not s.cards[kensai].bowed
