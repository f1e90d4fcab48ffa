"""The CCG text translator (``carddb/ccgtext/``): our own test sentences in, exact
records out; an unread clause leaves its whole ability manual; translated records run in a
game [S1 › TAKING ACTIONS FROM ABILITIES], [S1 › TRAITS]."""

from __future__ import annotations

import dataclasses

from l5r_desktop.carddb.ccg_coverage import classify, coverage
from l5r_desktop.carddb.ccgtext import split_abilities, translate
from l5r_desktop.games.ccg.actions import Recruit, UseAbility
from l5r_desktop.games.ccg.cardtext import abilities
from l5r_desktop.games.ccg.model.cards import CardDef, CardType
from tests.engine.scenario import cd, find, game_at, player


def _card(text: str, type_: CardType = CardType.PERSONALITY, title: str = "Kaze Tomo",
          **kw) -> CardDef:
    return CardDef(id="x:1", title=title, type=type_, text=text, base_title=title, **kw)


def test_split_drops_reminder_lines() -> None:
    assert split_abilities("(Only a reminder.)\nBattle: Fear 1.\n\n") == ["Battle: Fear 1."]


def test_bow_cost_and_targeted_effect() -> None:
    recs, auto = translate(_card("Battle, Bow: Bow a target enemy unbowed Personality."))
    assert auto == [True]
    assert recs == [{"timing": "battle", "cost": {"bow_self": True},
                     "targets": [{"type": "personality", "controller": "opponent",
                                  "bowed": False}],
                     "effects": [{"op": "bow", "target": 0}]}]


def test_target_then_pronoun_and_keywords_and_gold() -> None:
    text = "Political Open, 2 Gold: Target your Courtier: Straighten him. Gain 1 Honor."
    (rec,), _ = translate(_card(text))
    assert rec == {"timing": "open", "keywords": ["political"], "cost": {"gold": 2},
                   "targets": [{"type": "personality", "controller": "you",
                                "keyword": "Courtier"}],
                   "effects": [{"op": "straighten", "target": 0},
                               {"op": "gain_honor", "amount": 1, "player": "you"}]}


def test_strategy_pays_its_gold_cost_and_stat_bonus() -> None:
    (rec,), _ = translate(_card("Battle: Give a target Personality +2F/-1C.",
                                CardType.STRATEGY))
    assert rec["cost"] == {"gold": "card"}
    assert rec["effects"] == [
        {"op": "modify_stat", "target": 0, "stat": "force", "amount": 2, "duration": "turn"},
        {"op": "modify_stat", "target": 0, "stat": "chi", "amount": -1, "duration": "turn"}]


def test_self_by_name_and_host_for_attachments() -> None:
    (rec,), _ = translate(_card("Battle: Give Tomo +1F."))
    assert rec["effects"][0]["target"] == "self"
    (rec,), _ = translate(_card("Battle, Bow: Straighten this Personality.", CardType.ITEM,
                                title="Old Fan"))
    assert rec["effects"] == [{"op": "straighten", "target": "host"}]


def test_ranged_attack_with_reminder_and_fear() -> None:
    (r1, r2), auto = translate(_card(
        "Battle: Ranged 3 Attack (Destroy a target enemy Follower or Personality without "
        "Followers with 3 or lower Force).\nBattle, Bow: Fear 2."))
    assert auto == [True, True]
    assert r1["targets"] == [{"type": "ranged"}]
    assert r1["effects"] == [{"op": "ranged_attack", "target": 0, "amount": 3}]
    assert r2["effects"] == [{"op": "fear", "target": 0, "amount": 2}]


def test_enters_play_trait_by_name() -> None:
    (rec,), _ = translate(_card("After Tomo enters play, lose 2 Honor."))
    assert rec == {"timing": "trait", "trigger": {"event": "enters_play", "card": "self"},
                   "effects": [{"op": "lose_honor", "amount": 2, "player": "you"}]}
    (rec,), auto = translate(_card("After someone else enters play, lose 2 Honor."))
    assert auto == [False] and "timing" not in rec


def test_unread_clause_leaves_the_whole_ability_manual() -> None:
    """Never a guess: one unknown sentence and the ability has no effects at all; the marker
    names the ability by number, never by its words."""
    text = "Limited: Gain 2 Honor. Do something no template knows.\nBattle: Draw a card."
    recs, auto = translate(_card(text))
    assert auto == [False, True]
    assert recs[0] == {"manual": "ability 1 of the card's text", "ability": 1}
    assert abilities.validate(recs[0])  # the engine never runs a marker
    assert recs[1]["effects"] == [{"op": "draw", "amount": 1, "player": "you"}]
    assert classify(_card(text)) == ("partly", 1, 1)


def test_produce_gold_is_automated_only_when_the_stat_says_so() -> None:
    holding = _card("Bow: Produce 3 Gold.", CardType.HOLDING, gold_production=3)
    assert translate(holding) == ([], [True])
    wrong = _card("Bow: Produce 3 Gold.", CardType.HOLDING, gold_production=2)
    assert translate(wrong)[1] == [False]


def test_coverage_counts() -> None:
    cards = [_card(""), _card("Battle: Draw a card."),
             _card("Battle: Draw a card.\nLimited: Do a dance.", legal=("Destroyer War "
                                                                        "(Celestial)",)),
             _card("Limited: Do a dance.")]
    out = coverage(cards)
    assert out["all"]["by_class"] == {"vanilla": 1, "full": 1, "partly": 1, "none": 1}
    assert out["all"]["abilities_automated"] == 2 and out["all"]["abilities_manual"] == 2
    assert out["all"]["plays_itself_percent"] == 50.0
    assert out["format"]["total"] == 1 and out["format"]["by_class"]["partly"] == 1


def _translated_def(title: str, type_: str, text: str, **kw) -> dict:
    d = _card(text, CardType(type_), title=title)
    records, _ = translate(d)
    return cd(title, type_, abilities=[r for r in records if "timing" in r], **kw)


def test_translated_records_play_in_a_game() -> None:
    """A Personality whose text says 'After ... enters play, lose 1 Honor' and 'Limited, Bow:
    Gain 2 Honor': recruited, Family Honor 10 -> 9; in the Action Phase the action gains 2."""
    defs = [_translated_def("Kaze Tomo", "personality",
                            "After Tomo enters play, lose 1 Honor.\nLimited, Bow: Gain 2 Honor.",
                            clans=["Crane"], force=2, chi=2, honor_requirement=0, gold_cost=2,
                            personal_honor=1)]
    p1 = player(provinces=[{"title": "Kaze Tomo", "face_up": True}, None, None, None],
                home=["Gold Mine"])
    game = game_at(p1, phase="dynasty", defs=defs)
    tomo = find(game.state, "Kaze Tomo")
    game.perform(Recruit(0, card=tomo, discount=False))
    assert game.state.players[0].family_honor == 9
    pos = game.position()
    pos["phase"], pos["step"] = "action", "action_round"
    game2 = type(game).from_position(pos)
    use = next(a for a in game2.legal_actions() if isinstance(a, UseAbility) and a.card == tomo)
    game2.perform(use)
    assert game2.state.players[0].family_honor == 11
    assert game2.state.cards[tomo].bowed


def test_card_defs_stay_frozen() -> None:
    d = _card("Battle: Draw a card.")
    translate(d)
    assert dataclasses.replace(d) == d


def test_target_sentence_alone_and_without_attachments() -> None:
    (rec,), _ = translate(_card("Battle: Target your unbowed Samurai. Move him home."))
    assert rec["targets"] == [{"type": "personality", "controller": "you", "bowed": False,
                               "keyword": "Samurai"}]
    assert rec["effects"] == [{"op": "move_home", "target": 0}]
    (rec,), _ = translate(_card("Battle: Bow a target enemy card without attachments."))
    assert rec["targets"] == [{"type": ["personality", "attachment"],
                               "controller": "opponent", "no_attachments": True}]


def test_an_enemy_card_is_a_card_in_an_enemy_unit() -> None:
    """[CE › ENEMY]: "'enemy' does not refer to cards outside of units": Bob's Personality and
    the Follower he carries are enemy cards, his Holding is not (the hand check of 50 random
    automated cards found four real cards whose 'enemy card' reached Holdings)."""
    from l5r_desktop.games.ccg.cardtext.targets import target_candidates

    (rec,), _ = translate(_card("Battle: Target an enemy card: Bow it."))
    p2 = player("Lion Keep", name="Bob",
                home=[{"title": "Lion Samurai", "attachments": ["Spearmen"]}, "Gold Mine"])
    game = game_at(player(name="Alice", home=["Crane Samurai"]), p2)
    s = game.state
    found = set(target_candidates(s, 0, "", rec["targets"][0]))
    assert found == {find(s, "Lion Samurai"), find(s, "Spearmen")}


def test_no_attachments_filter_in_the_engine() -> None:
    """[S1 › TARGETING]: a 'card without attachments' target excludes a Personality that
    carries a Follower; the bare Personality and the Follower itself stay targets."""
    from l5r_desktop.games.ccg.cardtext.targets import target_candidates

    p2 = player("Lion Keep", name="Bob", home=["Lion Samurai", "Crane Samurai", "Gold Mine"])
    game = game_at(player(name="Alice"), p2)
    s = game.state
    carrier, bare = find(s, "Lion Samurai"), find(s, "Crane Samurai")
    spearmen = next(cid for cid, c in s.cards.items() if c.title == "Filler Fate")
    s.cards[carrier].attachments.append(spearmen)  # any card attached will do for the filter
    spec = {"type": "personality", "controller": "opponent", "no_attachments": True}
    assert target_candidates(s, 0, "", spec) == [bare]
    assert set(target_candidates(s, 0, "", {**spec, "no_attachments": False})) == {carrier, bare}
