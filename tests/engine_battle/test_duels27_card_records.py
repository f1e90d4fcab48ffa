"""Card-by-card records of the duels lane (``carddb/data/ccg_abilities_duels27.json``) played
on our own tables with exact numbers: each record as written (looked up by the Oracle id it is
keyed by) on invented cards of the same shape; no card text.

Matsu Koyama (oracle:4944): every Personality and Follower of a target enemy unit loses Force
equal to the card's Personal Honor, then those at 0 bow [CE › UNIT], [CE › CARD FEATURES ›
STATS]. Fortitude (oracle:2671): a unit whose total Force is lower than the performer's base
Force bows, and the performer's Force penalties from actions are negated [CE › TOTAL FORCE],
[CE › PREVENTION (Including Negation)]. Toritaka Chokichi (oracle:8644): a performing
Follower bows for a Ranged 4 Attack [CE › RANGED ATTACK]."""

from __future__ import annotations

from l5r_desktop.games.ccg.actions import UseAbility
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model import stats
from tests.engine.scenario import cd, find, player, position
from tests.engine_battle.duels27_setup import _battle, _records, _uses


def test_koyama_lowers_each_card_of_the_unit_by_his_honor_and_bows_those_at_zero() -> None:
    """Personal Honor 3: Bob's Guard 3F -> 0F bowed, his Spearman 5F -> 2F unbowed; Bob's
    other unit untouched (3F)."""
    defs = [cd("Lion Paragon", "personality", force=4, chi=3, personal_honor=3, gold_cost=6,
               honor_requirement=0, abilities=_records("oracle:4944")),
            cd("Guard", "personality", force=3, chi=2, personal_honor=1, gold_cost=3,
               honor_requirement=0),
            cd("Spearman", "follower", force=5, gold_cost=1, focus=1)]
    game = _battle(defs, [{"title": "Lion Paragon"}],
                   [{"title": "Guard", "attachments": [{"title": "Spearman"}]},
                    {"title": "Guard"}])
    s = game.state
    guard, other = [c for c in s.cards if s.cards[c].title == "Guard"]
    spear = find(s, "Spearman", 1)
    use = next(a for a in _uses(game, find(s, "Lion Paragon", 0)) if a.targets == (guard,))
    game.perform(use)
    assert (stats.force(s, guard), s.cards[guard].bowed) == (0, True)
    assert (stats.force(s, spear), s.cards[spear].bowed) == (2, False)
    assert (stats.force(s, other), s.cards[other].bowed) == (3, False)


def _berserker_battle(guard_force: int) -> Game:
    defs = [cd("Berserker", "personality", keywords=["Berserker"], force=4, chi=1,
               personal_honor=1, gold_cost=5, honor_requirement=0),
            cd("Guard", "personality", force=guard_force, chi=2, personal_honor=1,
               gold_cost=3, honor_requirement=0),
            cd("Spearman", "follower", force=1, gold_cost=1, focus=1),
            cd("Steadfast", "strategy", gold_cost=0, focus=1,
               abilities=_records("oracle:2671"))]
    return _battle(defs, [{"title": "Berserker"}],
                   [{"title": "Guard", "attachments": [{"title": "Spearman"}]}],
                   hand=["Steadfast"])


def test_fortitude_bows_a_weaker_unit_and_negates_the_berserkers_penalties() -> None:
    """Base Force 4 against a unit of 2F + 1F = 3: the Guard and his Spearman bow; a -2F
    penalty from an action on the Berserker afterwards is negated (still 4F)."""
    game = _berserker_battle(2)
    s = game.state
    berserker, guard, spear = (find(s, t, n) for t, n in (("Berserker", 0), ("Guard", 1),
                                                           ("Spearman", 1)))
    card = s.players[0].hand[0]
    game.perform(next(a for a in _uses(game, card)))
    assert (s.cards[guard].bowed, s.cards[spear].bowed) == (True, True)
    from l5r_desktop.games.ccg.cardtext import effects
    effects.apply(s, 1, "modify_stat", card=berserker, amount=-2, stat="force",
                  duration="turn", sources=(guard,))
    assert stats.force(s, berserker) == 4


def test_fortitude_needs_a_unit_with_lower_total_force() -> None:
    """A unit of 3F + 1F = 4 is not lower than base Force 4: not offered."""
    game = _berserker_battle(3)
    assert not _uses(game, game.state.players[0].hand[0])


def test_chokichi_bows_a_performing_follower_for_a_ranged_4_attack() -> None:
    """Alice's Archer (a Follower of the Scout's unit) bows: Bob's 4F Spearman is destroyed;
    Bob's Guard, who carries it, is not a target without Reconnaissance."""
    defs = [cd("Scout", "personality", force=4, chi=3, personal_honor=2, gold_cost=6,
               honor_requirement=0, abilities=_records("oracle:8644")),
            cd("Archer", "follower", force=1, gold_cost=1, focus=1),
            cd("Guard", "personality", force=2, chi=2, personal_honor=1, gold_cost=3,
               honor_requirement=0),
            cd("Spearman", "follower", force=4, gold_cost=1, focus=1)]
    game = _battle(defs, [{"title": "Scout", "attachments": [{"title": "Archer"}]}],
                   [{"title": "Guard", "attachments": [{"title": "Spearman"}]}])
    s = game.state
    scout, archer = find(s, "Scout", 0), find(s, "Archer", 0)
    guard, spear = find(s, "Guard", 1), find(s, "Spearman", 1)
    uses = _uses(game, scout)
    assert {a.targets for a in uses} == {(archer, spear)}
    game.perform(uses[0])
    assert s.cards[archer].bowed and s.cards[spear].zone.value == "fate_discard"
    assert s.cards[guard].zone.in_play


def _hunger_battle(keywords: list[str]) -> Game:
    """Alice's Shugenja (2F, Chi 4) carries the Spell of Hunger of the Fire's records
    (oracle:3517); Bob defends with three units: Tall (5F) with a Spearman, Mid (3F) with a
    Spearman, Bare (4F) alone."""
    defs = [cd("Adept", "personality", keywords=["Shugenja", *keywords], force=2, chi=4,
               personal_honor=1, gold_cost=4, honor_requirement=0),
            cd("Hunger", "spell", gold_cost=1, focus=1, abilities=_records("oracle:3517")),
            cd("Tall", "personality", force=5, chi=1, personal_honor=1, gold_cost=3,
               honor_requirement=0),
            cd("Mid", "personality", force=3, chi=1, personal_honor=1, gold_cost=3,
               honor_requirement=0),
            cd("Bare", "personality", force=4, chi=1, personal_honor=1, gold_cost=3,
               honor_requirement=0),
            cd("Spearman", "follower", force=2, gold_cost=1, focus=1)]
    return _battle(defs, [{"title": "Adept", "attachments": [{"title": "Hunger"}]}],
                   [{"title": "Tall", "attachments": [{"title": "Spearman"}]},
                    {"title": "Mid", "attachments": [{"title": "Spearman"}]},
                    {"title": "Bare"}])


def test_hunger_of_the_fire_reaches_bare_cards_of_units_led_within_force_or_chi() -> None:
    """Chi 4 (Force 2): offered Bare (4F, no attachments) and Mid's Spearman (Mid 3F), not
    Mid himself (he has an attachment), nor Tall's Spearman (Tall 5F). Used on Bare: the
    Spell is destroyed, the Shugenja bowed (not Fire), Bare destroyed."""
    game = _hunger_battle([])
    s = game.state
    adept, hunger, bare = find(s, "Adept", 0), find(s, "Hunger", 0), find(s, "Bare", 1)
    mid = find(s, "Mid", 1)
    mid_spear = s.cards[mid].attachments[0]
    uses = _uses(game, hunger)
    assert {a.targets for a in uses} == {(bare,), (mid_spear,)}
    game.perform(next(a for a in uses if a.targets == (bare,)))
    assert s.cards[hunger].zone.value == "fate_discard" and s.cards[adept].bowed
    assert not s.cards[bare].zone.in_play


def test_hunger_of_the_fire_leaves_a_fire_shugenja_unbowed() -> None:
    """A Fire Shugenja: Mid's Spearman destroyed, the Shugenja still unbowed."""
    game = _hunger_battle(["Fire"])
    s = game.state
    adept, hunger, mid = find(s, "Adept", 0), find(s, "Hunger", 0), find(s, "Mid", 1)
    spear = s.cards[mid].attachments[0]
    game.perform(next(a for a in _uses(game, hunger) if a.targets == (spear,)))
    assert not s.cards[spear].zone.in_play and not s.cards[adept].bowed


def test_superior_opponent_bows_each_card_of_the_unit_within_the_duelists_chi() -> None:
    """A Duelist of Chi 3 against a unit of Guard 3F, Spearman 4F and Archer 1F: the Guard
    and the Archer bow, the Spearman does not; Bob's other unit (1F) is untouched."""
    defs = [cd("Duelist", "personality", keywords=["Duelist"], force=2, chi=3,
               personal_honor=1, gold_cost=4, honor_requirement=0),
            cd("Rival", "strategy", gold_cost=0, focus=1, abilities=_records("oracle:7654")),
            cd("Guard", "personality", force=3, chi=1, personal_honor=1, gold_cost=3,
               honor_requirement=0),
            cd("Page", "personality", force=1, chi=1, personal_honor=1, gold_cost=3,
               honor_requirement=0),
            cd("Spearman", "follower", force=4, gold_cost=1, focus=1),
            cd("Archer", "follower", force=1, gold_cost=1, focus=1)]
    game = _battle(defs, [{"title": "Duelist"}],
                   [{"title": "Guard", "attachments": [{"title": "Spearman"},
                                                       {"title": "Archer"}]},
                    {"title": "Page"}], hand=["Rival"])
    s = game.state
    guard, page = find(s, "Guard", 1), find(s, "Page", 1)
    spear, archer = find(s, "Spearman", 1), find(s, "Archer", 1)
    rival = s.players[0].hand[0]
    game.perform(next(a for a in _uses(game, rival) if a.targets[1] == guard))
    assert [s.cards[c].bowed for c in (guard, spear, archer, page)] == \
        [True, False, True, False]


def test_an_each_comparison_is_read_by_the_validator() -> None:
    """``compare`` in an ``each`` spec is checked as a target's comparison."""
    from l5r_desktop.games.ccg.cardtext import each

    good = {"op": "bow", "each": {"type": "personality", "unit_of": 1,
                                  "compare": {"stat": "force", "than": 0,
                                              "than_stat": "chi", "or_equal": True}}}
    assert each.problems(good) == []
    bad = {"op": "bow", "each": {"type": "personality", "compare": {"stat": "luck",
                                                                     "than": 0}}}
    assert each.problems(bad)


def test_chuda_kiuchi_sets_both_forces_to_the_higher_printed_force() -> None:
    """Alice's Samurai (printed 2F, +1F: 3F) and her Nonhuman Oni (printed 4F with a +1F
    Spear: 5F): both set to 4F, the higher printed Force (the Oni's Spear no longer adds).
    A second target must be Nonhuman or Undead: the Samurai and the Artisan are offered
    only as the first; the Undead Ghoul as either."""
    from l5r_desktop.games.ccg.cardtext import effects
    from tests.engine.scenario import game_at

    defs = [cd("Artisan", "personality", force=2, chi=4, personal_honor=0, gold_cost=5,
               honor_requirement=0, abilities=_records("oracle:1356")),
            cd("Samurai", "personality", force=2, chi=2, personal_honor=1, gold_cost=3,
               honor_requirement=0),
            cd("Oni", "personality", keywords=["Nonhuman"], force=4, chi=1,
               personal_honor=0, gold_cost=3, honor_requirement=0),
            cd("Ghoul", "personality", keywords=["Undead"], force=1, chi=1,
               personal_honor=0, gold_cost=3, honor_requirement=0),
            cd("Spear", "item", force=1, chi=0, gold_cost=1, focus=1)]
    alice = player(name="Alice", home=[{"title": "Artisan"}, {"title": "Samurai"},
                                       {"title": "Oni", "attachments": [{"title": "Spear"}]},
                                       {"title": "Ghoul"}])
    game = game_at(alice, player("Lion Keep", name="Bob"), defs=defs)
    s = game.state
    artisan, samurai, oni, ghoul = (find(s, t, 0) for t in ("Artisan", "Samurai", "Oni",
                                                            "Ghoul"))
    effects.apply(s, 0, "modify_stat", card=samurai, amount=1, stat="force", duration="turn")
    assert (stats.force(s, samurai), stats.force(s, oni)) == (3, 5)
    uses = _uses(game, artisan)
    assert {a.targets[1] for a in uses} == {oni, ghoul}
    assert {a.targets[0] for a in uses} == {artisan, samurai, oni, ghoul}
    game.perform(next(a for a in uses if a.targets == (samurai, oni)))
    assert (stats.force(s, samurai), stats.force(s, oni)) == (4, 4)


def test_the_validator_reads_highest_of() -> None:
    """``highest_of`` lists target indices of the record, with a stat and ``printed``."""
    from l5r_desktop.games.ccg.cardtext import amounts

    assert amounts.problems({"highest_of": [0, 1], "stat": "force", "printed": True}, 2) == []
    assert amounts.problems({"highest_of": [0, 2], "stat": "force"}, 2)
    assert amounts.problems({"highest_of": [0], "stat": "gold_cost"}, 1)
    assert amounts.problems({"highest_of": [], "stat": "chi"}, 1)


def _pearl_battle(follower_force: int) -> Game:
    """Alice's Shugenja (2F, Chi 3) carries the Spell of Pearl of Rage's records
    (oracle:5903); her Samurai carries a Pearl Item; one Pearl and one other card in her Fate
    discard pile; Bob's Guard carries a Pearl Item and a Follower of ``follower_force``."""
    defs = [cd("Adept", "personality", keywords=["Shugenja"], force=2, chi=3,
               personal_honor=1, gold_cost=4, honor_requirement=0),
            cd("Rage", "spell", keywords=["Pearl"], gold_cost=1, focus=1,
               abilities=_records("oracle:5903")),
            cd("Samurai", "personality", force=2, chi=2, personal_honor=1, gold_cost=3,
               honor_requirement=0),
            cd("Pearl Charm", "item", keywords=["Pearl"], force=0, chi=0, gold_cost=1, focus=1),
            cd("Pearl Scroll", "strategy", keywords=["Pearl"], gold_cost=0, focus=1),
            cd("Plain Scroll", "strategy", gold_cost=0, focus=1),
            cd("Guard", "personality", force=1, chi=1, personal_honor=1, gold_cost=3,
               honor_requirement=0),
            cd("Brute", "follower", force=follower_force, gold_cost=1, focus=1)]
    pos = position(player(name="Alice", fate_discard=["Pearl Scroll", "Plain Scroll"]),
                   player("Lion Keep", name="Bob"), phase="attack", step="combat", active=0,
                   defs=defs)
    pos["attack"] = {"attacker": 0, "defender": 1, "segment": "combat", "current": 0,
                     "battlefields": [{"province": 0, "ended": False,
                                       "attacking": [
                                           {"title": "Adept", "attachments": [{"title": "Rage"}]},
                                           {"title": "Samurai",
                                            "attachments": [{"title": "Pearl Charm"}]}],
                                       "defending": [{"title": "Guard", "attachments": [
                                           {"title": "Pearl Charm"}, {"title": "Brute"}]}]}]}
    pos["priority"] = 0
    return Game.from_position(pos)


def test_pearl_of_rage_counts_pearls_in_play_and_in_the_discard_piles() -> None:
    """Three of Alice's Pearls (the Spell, the Charm, the Scroll in her pile; not Bob's Charm
    nor the plain Scroll): the Shugenja 2F -> 5F; bowing the Spell Ranged-attacks with Chi 3
    + 3 = 6: a 6F Brute is destroyed, a 7F one is not."""
    game = _pearl_battle(6)
    s = game.state
    adept, rage, brute = find(s, "Adept", 0), find(s, "Rage", 0), find(s, "Brute", 1)
    assert stats.force(s, adept) == 5
    game.perform(next(a for a in _uses(game, rage) if a.targets == (brute,)))
    assert s.cards[rage].bowed and not s.cards[brute].zone.in_play
    game = _pearl_battle(7)
    s = game.state
    rage, brute = find(s, "Rage", 0), find(s, "Brute", 1)
    game.perform(next(a for a in _uses(game, rage) if a.targets == (brute,)))
    assert s.cards[brute].zone.in_play


def test_the_validator_reads_plus_per_and_a_count_on_the_host() -> None:
    """``plus_per`` is a counted trait's per beside a stat; a count may give its bonus to the
    card's host; an unknown place to count is refused."""
    from l5r_desktop.games.ccg.cardtext import amounts, trait_counts

    per = {"in": "yours_and_discards", "filter": {"keyword": "Pearl"}}
    assert amounts.problems({"card": "host", "stat": "chi", "plus_per": per}, 0) == []
    assert amounts.problems({"card": "host", "stat": "chi",
                             "plus_per": {"in": "graveyard"}}, 0)
    assert trait_counts.problems(per, "host") == []
    assert trait_counts.problems(per, "army")


def test_deception_revealed_straightens_a_ring_an_action_bowed() -> None:
    """Bob's Cudgel bows Alice's Ring of Air: Alice's Reaction from her hand (Deception
    Revealed's records, oracle:1908) straightens it; an action bowing nothing offers none."""
    from l5r_desktop.games.ccg.actions import Pass
    from tests.engine.scenario import game_at

    defs = [cd("Ring of Air", "ring"),
            cd("Revealed", "strategy", gold_cost=0, focus=1,
               abilities=_records("oracle:1908")),
            cd("Cudgel", "holding", gold_cost=2, abilities=[
                {"timing": "limited", "targets": [{"type": "ring", "controller": "opponent"}],
                 "effects": [{"op": "bow", "target": 0}]},
                {"timing": "limited", "effects": [{"op": "gain_honor", "amount": 1,
                                                   "player": "you"}]}])]
    alice = player(name="Alice", home=["Ring of Air"], hand=["Revealed"])
    bob = player("Lion Keep", name="Bob", home=["Cudgel"])
    game = game_at(alice, bob, defs=defs, active=1)
    s = game.state
    s.priority = 1
    ring, cudgel, card = find(s, "Ring of Air", 0), find(s, "Cudgel", 1), find(s, "Revealed", 0)
    game.perform(next(a for a in game.legal_actions() if isinstance(a, UseAbility)
                      and a.card == cudgel and a.ability == 0))
    assert s.cards[ring].bowed
    for _ in range(3):
        uses = [a for a in game.legal_actions() if isinstance(a, UseAbility) and a.card == card]
        if uses:
            break
        game.perform(next(a for a in game.legal_actions() if isinstance(a, Pass)))
    assert [a.targets for a in uses] == [(ring,)]
    game.perform(uses[0])
    assert not s.cards[ring].bowed


def test_deception_revealed_bows_its_target_only_with_a_ring() -> None:
    """-4F on Bob's 5F Guard (1F); bowed only while Alice controls a Ring."""
    for ring, bowed in ((True, True), (False, False)):
        defs = [cd("Ring of Air", "ring"),
                cd("Revealed", "strategy", gold_cost=0, focus=1,
                   abilities=_records("oracle:1908")),
                cd("Samurai", "personality", force=2, chi=2, personal_honor=1, gold_cost=3,
                   honor_requirement=0),
                cd("Guard", "personality", force=5, chi=2, personal_honor=1, gold_cost=3,
                   honor_requirement=0)]
        pos = position(player(name="Alice", hand=["Revealed"],
                              home=["Ring of Air"] if ring else []),
                       player("Lion Keep", name="Bob"), phase="attack", step="combat",
                       active=0, defs=defs)
        pos["attack"] = {"attacker": 0, "defender": 1, "segment": "combat", "current": 0,
                         "battlefields": [{"province": 0, "ended": False,
                                           "attacking": [{"title": "Samurai"}],
                                           "defending": [{"title": "Guard"}]}]}
        pos["priority"] = 0
        game = Game.from_position(pos)
        s = game.state
        guard = find(s, "Guard", 1)
        game.perform(next(a for a in _uses(game, find(s, "Revealed", 0))
                          if a.targets == (guard,)))
        assert (stats.force(s, guard), s.cards[guard].bowed) == (1, bowed)
