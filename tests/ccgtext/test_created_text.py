"""Created cards read from text (``templates/created_cards.py``) [CE › CREATED CARDS]: our own
test lines; the keywords are the bullet-separated words before the type; near misses stay
manual; a read line plays in a game."""

from __future__ import annotations

from typing import Any

from l5r_desktop.carddb.ccgtext import translate
from l5r_desktop.games.ccg.actions import UseAbility
from l5r_desktop.games.ccg.model import stats
from l5r_desktop.games.ccg.model.cards import CardDef, CardType
from tests.engine.scenario import cd, find, game_at, player


def _rec(text: str, type_: CardType = CardType.PERSONALITY, title: str = "Plum Elder"
         ) -> dict[str, Any] | None:
    card = CardDef(id="x:1", title=title, type=type_, text=text, base_title=title)
    (rec,), auto = translate(card)
    return rec if auto == [True] else None


def test_a_created_personality_with_its_stats_and_bulleted_keywords() -> None:
    assert _rec("Limited: Create a 2F/1C/3PH Crab Clan • Berserker • Swamp Spirit "
                "Personality.") == {
        "timing": "limited", "effects": [{"op": "create", "card": {
            "type": "personality", "force": 2, "chi": 1, "personal_honor": 3,
            "keywords": ["Crab Clan", "Berserker", "Swamp Spirit"]}}]}


def test_created_attachments_go_on_the_named_personality() -> None:
    assert _rec("Limited, 2 Gold: Create a 1F Cavalry Follower and attach it to your target "
                "Personality.") == {
        "timing": "limited", "cost": {"gold": 2},
        "targets": [{"type": "personality", "controller": "you"}],
        "effects": [{"op": "create", "card": {"type": "follower", "force": 1,
                                              "keywords": ["Cavalry"]}, "target": 0}]}
    assert _rec("Battle: Create a +2F/+1C Sword • Weapon Item and attach it to Plum Elder."
                )["effects"] == [{"op": "create", "card": {
                    "type": "item", "force": 2, "chi": 1, "keywords": ["Sword", "Weapon"]},
                    "target": "self"}]
    assert _rec("Limited: Create two 1F Goblin Followers and attach them to Plum Elder."
                )["effects"][0]["count"] == 2


def test_a_lost_bullet_before_a_clan_alignment() -> None:
    """"Ninja Scorpion Clan": one word and a Clan of the game are two keywords."""
    assert _rec("Limited: Create a 0F/2C/0PH Ninja Scorpion Clan Personality."
                )["effects"][0]["card"]["keywords"] == ["Ninja", "Scorpion Clan"]
    assert _rec("Limited: Create a 0F/2C/0PH Ninja Panda Clan Personality.") is None


def test_near_misses_stay_manual() -> None:
    for line in (
        "Limited: Create a 1F Follower.",                       # attached to nobody
        "Limited: Create a 2F/2C/2PH Samurai Personality at the current battlefield.",
        # one or the other only for one attachment
        "Limited: Create two 1F Ashigaru or Cavalry Followers and attach them to Plum Elder.",
        "Limited: Create a 0F/2C/0PH Ninja Samurai Personality.",  # a bullet lost: unclear
        # the quoted ability unread, or two created cards given it
        "Limited: Create a 2F/2C/2PH Samurai Personality with the ability, \"Battle: Plum "
        "a target Personality.\"",
        "Limited: Create two 1F Samurai Followers with the ability, \"Battle: Bow a target "
        "Personality.\" and attach them to Plum Elder.",
        "Limited: Create a 2F Personality.",                     # a Personality's stats
        "Limited: Create a 2F/2C/2PH Samurai Personality and attach it to Plum Elder.",
        "Limited: Target a Holding: Create a 1F Follower and attach it to it.",
    ):
        assert _rec(line) is None, line
    # a Holding has no "this Personality" to carry the Follower
    assert _rec("Limited: Create a 1F Follower and attach it to Plum Elder.",
                CardType.HOLDING) is None


def test_a_created_card_with_an_ability_reads_the_quoted_line_as_its_own() -> None:
    """The quoted ability is read as a line of the created card (no title: "this card" is
    the created Personality)."""
    assert _rec("Limited: Create a 2F/1C/2PH Crab Clan • Spirit Personality with the "
                "ability, \"Battle: Bow this card: Gain 2 Honor.\"") == {
        "timing": "limited", "effects": [{"op": "create", "card": {
            "type": "personality", "force": 2, "chi": 1, "personal_honor": 2,
            "keywords": ["Crab Clan", "Spirit"],
            "abilities": [{"timing": "battle", "cost": {"bow_self": True}, "effects": [
                {"op": "gain_honor", "amount": 2, "player": "you"}]}]}}]}


def test_a_read_creation_plays_in_a_game() -> None:
    """Alice's Plum Elder creates a 1F Follower on her other Personality: his unit's Force
    goes from 2 to 3, and the Follower has no title."""
    records, _ = translate(CardDef(
        id="x:1", title="Plum Elder", type=CardType.PERSONALITY, base_title="Plum Elder",
        text="Limited: Create a 1F Ashigaru Follower and attach it to your target "
             "Personality."))
    defs = [cd("Plum Elder", "personality", force=1, chi=1, personal_honor=1, gold_cost=2,
               honor_requirement=0, abilities=records),
            cd("Plum Guard", "personality", force=2, chi=1, personal_honor=1, gold_cost=2,
               honor_requirement=0)]
    game = game_at(player(home=["Plum Elder", "Plum Guard"]), player("Lion Keep"), defs=defs)
    s = game.state
    guard = find(s, "Plum Guard")
    game.perform(UseAbility(0, card=find(s, "Plum Elder"), ability=0, targets=(guard,)))
    s = game.state
    (made,) = s.cards[guard].attachments
    assert s.cards[made].definition.keywords == ("Ashigaru",)
    assert s.cards[made].title == "" and stats.unit_force(s, guard) == 3



def test_one_keyword_or_the_other_is_chosen_as_it_resolves() -> None:
    """"Create a +2F Sword or Spear Item and attach it to your target Personality": Alice
    chooses as it resolves; apply gives a Sword, decline a Spear, each +2F on the Guard
    (unit Force 2 -> 4) [CE › CHOICES]; a Personality's keyword alternatives stay manual."""
    from l5r_desktop.games.ccg.actions import ChooseOption

    line = ("Limited: Create a +2F Sword or Spear Item and attach it to your target "
            "Personality.")
    assert _rec(line)["effects"] == [
        {"op": "create", "card": {"type": "item", "force": 2, "keywords": ["Sword"]},
         "target": 0, "optional": 1},
        {"op": "create", "card": {"type": "item", "force": 2, "keywords": ["Spear"]},
         "target": 0, "otherwise": 1}]
    assert _rec("Limited: Create a 2F/2C/2PH Crab or Crane Personality.") is None
    records, _ = translate(CardDef(id="x:1", title="Plum Elder", type=CardType.PERSONALITY,
                                   base_title="Plum Elder", text=line))
    for apply, kw in ((True, "Sword"), (False, "Spear")):
        defs = [cd("Plum Elder", "personality", force=1, chi=1, personal_honor=1,
                   gold_cost=2, honor_requirement=0, abilities=records),
                cd("Plum Guard", "personality", force=2, chi=1, personal_honor=1,
                   gold_cost=2, honor_requirement=0)]
        game = game_at(player(home=["Plum Elder", "Plum Guard"]), player("Lion Keep"),
                       defs=defs)
        guard = find(game.state, "Plum Guard")
        game.perform(UseAbility(0, card=find(game.state, "Plum Elder"), ability=0,
                                targets=(guard,)))
        game.perform(ChooseOption(0, apply=apply))
        s = game.state
        (made,) = s.cards[guard].attachments
        assert s.cards[made].definition.keywords == (kw,)
        assert stats.unit_force(s, guard) == 4
