"""Small readings added by table2 to other templates: four or five titled tokens
(``titled_tokens.py``), "you are <Clan> Clan" (``conditions.py``), "draw an additional card
before your turn ends" (``delayed_points.py``), a card of the hand attached to the performer
(``hand_attach.py``). Our own test lines."""

from __future__ import annotations

from typing import Any

from l5r_desktop.carddb.ccgtext import translate
from l5r_desktop.games.ccg.model.cards import CardDef, CardType


def _records(text: str, type_: CardType = CardType.PERSONALITY,
             title: str = "Moto Ganbei") -> list[dict[str, Any]] | None:
    card = CardDef(id="x:1", title=title, type=type_, text=text, base_title=title)
    recs, auto = translate(card)
    return recs if all(auto) else None


def test_five_titled_tokens() -> None:
    assert _records("After Ganbei enters play, give him five +1C Wind tokens.") == [{
        "timing": "trait", "trigger": {"event": "enters_play", "card": "self"},
        "effects": [{"op": "add_token", "target": "self", "token": "+1C Wind", "amount": 5}]}]


def test_you_are_clan() -> None:
    assert _records("Limited: If you are Unicorn Clan, gain 3 Honor.") == [{
        "timing": "limited",
        "effects": [{"op": "gain_honor", "amount": 3, "player": "you",
                     "if": {"player": "you", "clan": "Unicorn"}}]}]
    assert _records("Limited: If you are Plum Clan, gain 3 Honor.") is None  # no such Clan


def test_an_additional_card_before_your_turn_ends() -> None:
    assert _records("After you Equip this Follower, draw an additional card before your turn "
                    "ends. Gain 1 Honor.", CardType.FOLLOWER, "Ganbei's Riders") == [{
        "timing": "trait", "trigger": {"event": "equipped", "card": "self"},
        "effects": [{"op": "before_turn_ends",
                     "effects": [{"op": "draw", "amount": 1, "player": "you"}]},
                    {"op": "gain_honor", "amount": 1, "player": "you"}]}]


def test_attach_from_the_hand_to_the_performer() -> None:
    """"he" in the discount's condition names the Personality attached to: the performer."""
    recs = _records("Battle: Choose your performing Personality and target a Follower in your "
                    "hand: Attach it to your Personality, paying all costs and paying 2 less "
                    "Gold if he is a Cavalry.", CardType.STRATEGY, "Fresh Mounts")
    assert recs is not None
    assert recs[0]["effects"] == [{"op": "attach_from_hand", "target": 1, "to": 0, "less": 2,
                                   "less_if": {"card": 0, "keyword": "Cavalry"}}]
    assert recs[0]["targets"][0]["performer"] is True


def test_a_personal_honor_bonus() -> None:
    """"+1PH" like "+1F": until the end of the turn, the default duration of an ongoing
    effect [CE › DURATION OF EFFECTS]."""
    assert _records("Limited: Give Ganbei +2PH.") == [{
        "timing": "limited",
        "effects": [{"op": "modify_stat", "target": "self", "stat": "personal_honor",
                     "amount": 2, "duration": "turn"}]}]
    assert _records("Limited: Give Ganbei +1F/-1PH.") == [{
        "timing": "limited",
        "effects": [{"op": "modify_stat", "target": "self", "stat": "force", "amount": 1,
                     "duration": "turn"},
                    {"op": "modify_stat", "target": "self", "stat": "personal_honor",
                     "amount": -1, "duration": "turn"}]}]
