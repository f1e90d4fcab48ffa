"""Ability keywords before the designator [S1 › ABILITIES › Ability keywords]: "Iaijutsu",
"Thunder", "Economic", "Kolat", "Jade" ... have no rule of their own in the rulebooks, so such
an action is read like any other and carries the keywords; keywords with rules the engine
does not apply (Fear, Home, Siege ...) leave the ability manual."""

from __future__ import annotations

from l5r_desktop.carddb.ccgtext import translate
from l5r_desktop.games.ccg.model.cards import CardDef, CardType


def test_iaijutsu_is_an_ability_keyword() -> None:
    card = CardDef(id="x:1", title="Kaze Tomo", type=CardType.PERSONALITY,
                   text="Iaijutsu Battle: Target an enemy attachment: Destroy it.",
                   base_title="Kaze Tomo")
    (rec,), auto = translate(card)
    assert auto == [True]
    assert rec == {"timing": "battle", "keywords": ["iaijutsu"],
                   "targets": [{"type": "attachment", "controller": "opponent"}],
                   "effects": [{"op": "destroy", "target": 0}]}
    card = CardDef(id="x:3", title="Kaze Tomo", type=CardType.PERSONALITY,
                   text="Economic Kolat Open, Bow: Draw a card.", base_title="Kaze Tomo")
    (rec,), auto = translate(card)
    assert auto == [True] and rec["keywords"] == ["economic", "kolat"]
    card = CardDef(id="x:5", title="Kaze Tomo", type=CardType.PERSONALITY,
                   text="Heroic Battle: Target an enemy attachment: Destroy it.",
                   base_title="Kaze Tomo")  # no rulebook gives Heroic a rule
    (rec,), auto = translate(card)
    assert auto == [True] and rec["keywords"] == ["heroic"]
    for text in ("Plumwise Battle: Target an enemy attachment: Destroy it.",  # unknown
                 "Home Battle: Target an enemy attachment: Destroy it."):  # a rule
        card = CardDef(id="x:2", title="Kaze Tomo", type=CardType.PERSONALITY, text=text,
                       base_title="Kaze Tomo")
        assert translate(card)[1] == [False], text


def test_a_performing_keyword_is_a_personality_or_follower() -> None:
    """[S1 › PERFORM]: only a Personality or a Follower performs an action."""
    card = CardDef(id="x:4", title="Blind Fury", type=CardType.STRATEGY,
                   text="Battle: Choose your performing Berserker: Straighten him.",
                   base_title="Blind Fury")
    (rec,), auto = translate(card)
    assert auto == [True]
    assert rec["targets"] == [{"type": ["personality", "follower"], "controller": "you",
                               "performer": True, "keyword": "Berserker", "choose": True}]
