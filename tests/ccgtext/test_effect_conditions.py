"""Conditions on single effects (``cardtext/effect_conditions.py``) and the translator's
"<effect> if <condition>" / "If <condition>, <effect>" (``templates/conditions.py``): the
condition is checked when its effect resolves, after the effects before it [S1 › ORDER OF
EFFECTS]; a false condition skips that effect only; a condition carries through "and"
[S1 › CONJUNCTIONS]. Exact states out."""

from __future__ import annotations

from l5r_desktop.carddb.ccgtext import translate
from l5r_desktop.games.ccg.actions import UseAbility
from l5r_desktop.games.ccg.cardtext import abilities
from l5r_desktop.games.ccg.model import stats
from l5r_desktop.games.ccg.model.cards import CardDef, CardType
from tests.engine.scenario import cd, find, game_at, player

_BOW_THEN_DESTROY = {
    "timing": "limited", "targets": [{"type": "card", "controller": "opponent"}],
    "effects": [{"op": "bow", "target": 0},
                {"op": "destroy", "target": 0, "if": {"card": 0, "type": "attachment"}}]}
_SHAME = {
    "timing": "limited", "targets": [{"type": "personality", "controller": "opponent"}],
    "effects": [{"op": "modify_stat", "target": 0, "stat": "force", "amount": -3,
                 "duration": "turn"},
                {"op": "dishonor", "target": 0,
                 "if": {"card": 0, "max_force": 0, "min_force": 0}}]}
_MERCHANT = {
    "timing": "limited", "cost": {"bow_self": True},
    "effects": [{"op": "draw", "amount": 1, "player": "you",
                 "if": {"all": [{"player": "you", "hand_at_most": 4},
                                {"player": "you", "clan": "Crane"}]}}]}
DEFS = [
    cd("Smasher", "personality", clans=["Crane"], force=2, chi=2, gold_cost=3,
       personal_honor=1, abilities=[_BOW_THEN_DESTROY]),
    cd("Shamer", "personality", clans=["Crane"], force=2, chi=2, gold_cost=3,
       personal_honor=1, abilities=[_SHAME]),
    cd("Bazaar", "holding", gold_cost=2, abilities=[_MERCHANT]),
    cd("Big Lion", "personality", clans=["Lion"], force=4, chi=2, gold_cost=3,
       personal_honor=1),
]


def _bob(*home: object) -> dict[str, object]:
    return player("Lion Keep", name="Bob", home=list(home))


def test_destroy_it_if_it_is_an_attachment() -> None:
    """Bow it, destroy it if it is an attachment: Bob's Spearmen is bowed and destroyed; his
    Lion Samurai is bowed and stays."""
    game = game_at(player(home=["Smasher"]),
                   _bob({"title": "Lion Samurai", "attachments": ["Spearmen"]}), defs=DEFS)
    s = game.state
    smasher, spear = find(s, "Smasher"), find(s, "Spearmen")
    game.perform(UseAbility(0, smasher, 0, (spear,)))
    assert not s.cards[spear].in_play
    game = game_at(player(home=["Smasher"]), _bob("Lion Samurai"), defs=DEFS)
    s = game.state
    lion = find(s, "Lion Samurai")
    game.perform(UseAbility(0, find(s, "Smasher"), 0, (lion,)))
    assert s.cards[lion].in_play and s.cards[lion].bowed


def test_force_is_now_zero_is_checked_after_the_penalty() -> None:
    """-3F then dishonor if his Force is now 0: a Force 3 Personality ends at 0 and is
    dishonored; a Force 4 one ends at 1 and is not."""
    game = game_at(player(home=["Shamer"]), _bob("Lion Samurai", "Big Lion"), defs=DEFS)
    s = game.state
    shamer, lion, big = find(s, "Shamer"), find(s, "Lion Samurai"), find(s, "Big Lion")
    game.perform(UseAbility(0, shamer, 0, (lion,)))
    assert stats.force(s, lion) == 0 and s.cards[lion].dishonored
    game = game_at(player(home=["Shamer"]), _bob("Lion Samurai", "Big Lion"), defs=DEFS)
    s = game.state
    big = find(s, "Big Lion")
    game.perform(UseAbility(0, find(s, "Shamer"), 0, (big,)))
    assert stats.force(s, big) == 1 and not s.cards[big].dishonored


def test_player_conditions_hand_size_and_clan() -> None:
    """Crane player with 4 cards draws (4 -> 5); with 5 cards he bows the Bazaar and draws
    nothing; a Lion player with 2 cards draws nothing."""
    for stronghold, hand, after in (("Crane Keep", 4, 5), ("Crane Keep", 5, 5),
                                    ("Lion Keep", 2, 2)):
        game = game_at(player(stronghold, home=["Bazaar"], hand=["Filler Fate"] * hand),
                       defs=DEFS)
        s = game.state
        bazaar = find(s, "Bazaar")
        game.perform(UseAbility(0, bazaar, 0))
        assert len(s.players[0].hand) == after, stronghold
        assert s.cards[bazaar].bowed


def test_if_objects_are_validated() -> None:
    for rec in (_BOW_THEN_DESTROY, _SHAME, _MERCHANT):
        assert abilities.validate(rec) == []
    bad = {**_SHAME, "effects": [{"op": "dishonor", "target": 0, "if": {"card": 3,
                                                                      "bowed": True}}]}
    assert abilities.validate(bad)
    bad = {**_SHAME, "effects": [{"op": "dishonor", "target": 0,
                                  "if": {"card": 0, "smells": "odd"}}]}
    assert abilities.validate(bad)
    bad = {**_SHAME, "effects": [{"op": "dishonor", "target": 0,
                                  "if": {"player": "you", "rich": True}}]}
    assert abilities.validate(bad)


def _card(text: str, type_: CardType = CardType.PERSONALITY) -> CardDef:
    return CardDef(id="x:1", title="Kaze Tomo", type=type_, text=text, base_title="Kaze Tomo")


def _effects(text: str, type_: CardType = CardType.PERSONALITY):
    (rec,), auto = translate(_card(text, type_))
    return rec["effects"] if auto == [True] else None


def test_translated_conditions() -> None:
    assert _effects("Battle: Target an enemy card: Bow it. Destroy it if it is an attachment "
                    "and you control a Courtier or Shugenja.")[1]["if"] == {"all": [
        {"card": 0, "type": "attachment"},
        {"any": [{"player": "you", "controls": {"type": "personality", "keyword": k}}
                 for k in ("Courtier", "Shugenja")]}]}
    assert _effects("Battle: Give a target enemy Personality -3F. Dishonor him if his Force "
                    "is now 0.")[1]["if"] == {"card": 0, "max_force": 0, "min_force": 0}
    assert _effects("Limited: If you are a Crane Clan player, gain 1 Honor and draw a "
                    "card.") == [
        {"op": "gain_honor", "amount": 1, "player": "you",
         "if": {"player": "you", "clan": "Crane"}},
        {"op": "draw", "amount": 1, "player": "you", "if": {"player": "you", "clan": "Crane"}}]
    assert _effects("Battle: Target an enemy Personality: Move him home. If he is Lion Clan, "
                    "bow him.")[1] == {"op": "bow", "target": 0,
                                       "if": {"card": 0, "clan": "Lion"}}
    assert _effects("Battle: Bow this card: Gain 1 Honor if this Personality is a Berserker.",
                    CardType.ITEM)[0]["if"] == {"card": "host", "keyword": "Berserker"}


def test_conditions_it_cannot_read_stay_manual() -> None:
    for text in ("Battle: Target a Personality: If it is a Combat Segment, bow him.",
                 # ("Bow him if this moved him." is read since the moved condition:
                 # tests/ccgtext/test_unit_movement_text.py)
                 # ("Destroy it if it is not Cavalry." is read since "is not":
                 # tests/engine_battle/test_next_performed.py)
                 "Battle: Melee 3 Attack. Straighten Tomo if he is attacking.",
                 # ("Even if Tomo is not at the current battlefield" is read since away_ok:
                 # tests/ccgtext/test_location_specs_text.py)
                 "Battle: Even if Tomo is dead, target a Personality: Bow him."):
        assert _effects(text) is None, text
