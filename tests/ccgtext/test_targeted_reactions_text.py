"""The translator's reading of Reactions to an action's targeting that negate it
(``templates/targeted_reactions.py``): exact records for invented lines, and near misses left
manual (never a guess)."""

from __future__ import annotations

from l5r_desktop.carddb.ccgtext import translate_ability
from l5r_desktop.games.ccg.model.cards import CardDef, CardType

_MAN = CardDef(id="t:1", title="Plum Guard", type=CardType.PERSONALITY, force=2, chi=2)
_RIDERS = CardDef(id="t:2", title="Plum Riders", type=CardType.FOLLOWER, force=2)
_CHARM = CardDef(id="t:3", title="Plum Charm", type=CardType.ITEM)
_PLOY = CardDef(id="t:4", title="Plum Ploy", type=CardType.STRATEGY, gold_cost=1)


def _trigger(line: str, card: CardDef) -> tuple[dict, list]:
    rec = translate_ability(line, card)
    assert rec is not None and "manual" not in rec, line
    return rec["trigger"], rec["effects"]


def test_translator_reads_the_trigger_and_the_negation() -> None:
    assert translate_ability("Reaction: After another player's action targets Plum Guard: "
                             "Negate this card's destruction from the action's effects.",
                             _MAN) == {
        "timing": "reaction",
        "trigger": {"event": "targeted", "card": "self", "by": "other"},
        "effects": [{"op": "negate_action", "on": "self", "what": ["destroy"]}]}
    assert _trigger("Reaction: After an action targets a card in this unit, "
                    "negate the action's effects on Plum Riders.", _RIDERS) == (
        {"event": "targeted", "card": "any", "unit": True},
        [{"op": "negate_action", "on": "self"}])
    assert _trigger("Reaction: After another player's action targets this Personality: "
                    "Negate this Personality's bowing and movement from the action's "
                    "effects.", _CHARM) == (
        {"event": "targeted", "card": "host", "by": "other"},
        [{"op": "negate_action", "on": "host", "what": ["bow", "move"]}])
    assert _trigger("Reaction: After an Iaijutsu action targets one of your "
                    "Personalities: Negate the action's effects.", _MAN) == (
        {"event": "targeted", "card": "yours", "type": "personality",
         "action": "iaijutsu"}, [{"op": "negate_action"}])
    assert _trigger("Reaction: After another player's Battle action targets one of your "
                    "attachments: Negate the attachment's bowing from the action's "
                    "effects.", _PLOY) == (
        {"event": "targeted", "card": "yours", "type": "attachment", "by": "other",
         "action": "battle"},
        [{"op": "negate_action", "on": "subject", "what": ["bow"]}])
    rec = translate_ability("Reaction: After an action targets your performing "
                            "Monk: Negate his destruction and movement from the action's "
                            "effects.", _PLOY)
    assert rec is not None and rec["cost"] == {"gold": "card"}
    assert rec["trigger"]["keyword"] == "Monk" and rec["effects"] == [
        {"op": "negate_action", "on": "subject", "what": ["destroy", "move"]}]


def test_translator_reads_locations_gold_and_redirections() -> None:
    rec = translate_ability("Reaction: After an action targets your Courtier at Plum Guard's "
                            "battlefield, pay 1 Gold: Negate the action's effects.", _MAN)
    assert rec["trigger"] == {"event": "targeted", "card": "yours", "type": "personality",
                              "keyword": "Courtier", "here": "battlefield"}
    assert rec["cost"] == {"gold": 1}
    assert _trigger("Reaction: When another player's action would target one of your "
                    "Monks at Plum Guard's location, the action targets Plum Guard instead, "
                    "if legal.", _MAN) == (
        {"event": "would_target", "card": "yours", "type": "personality", "keyword": "Monk",
         "here": True, "by": "other"}, [{"op": "redirect_target", "to": "self"}])
    for line in ("Reaction: When an action would target your Courtier, choose another of "
                 "your cards. The action targets it instead, if legal.",
                 "Reaction: After an action would target Plum Guard, it targets Plum Guard "
                 "instead, if legal.",
                 "Reaction: After an action targets your Courtier at Plum Riders's location: "
                 "Negate its effects.",
                 "Reaction: After an action targets your Monks: Negate its effects.",
                 "Reaction: After an action targets one of your Monk: Negate its effects."):
        rec = translate_ability(line, _MAN)
        assert rec is None or "manual" in rec, line


def test_translator_never_guesses() -> None:
    """Conditions, costs of other cards, redirection to a chosen card, plural targets,
    another effect after the negation and actions the engine does not name stay manual
    ("Before the resolution" is read since: ``templates/before_resolution.py``)."""
    for line in (
            "Reaction: After an action targets a card in this unit, if you "
            "control a Holding, negate the card's destruction from the action's effects.",
            "Reaction: After an action targets a card in this unit, if it is bowed, "
            "negate the card's destruction from the action's effects.",
            "Reaction: After an action targets Plum Guard, if this Shugenja is Water, "
            "negate its effects.",
            "Reaction: After an action targets your defending Follower: Negate its effects.",
            "Reaction: After an action targets your Samurai, give him +2F.",
            "Reaction: After an action targets Plum Guard, target a Personality: Bow him.",
            "Reaction: When another player's action would target one of your Personalities, "
            "choose another: The action targets him instead, if legal.",
            "Reaction: After an action targets one or more of your "
            "Personalities: Negate their destruction from the action's effects.",
            "Reaction: After an action targets Plum Guard: Negate its effects. Gain 1 Honor.",
            "Reaction: After a Siege action targets your Samurai: Negate its effects.",
            "Reaction: After an action targets your Magistrate: Negate his "
            "dishonoring from the action's effects.",
            "After the first time each turn a Political action targets Plum Guard: Negate "
            "its effects."):
        rec = translate_ability(line, _MAN)
        assert rec is None or "manual" in rec, line


_SCROLL = CardDef(id="t:5", title="Plum Scroll", type=CardType.SPELL, gold_cost=1)


def test_translator_reads_fear_sides_conditions_costs_and_other_effects() -> None:
    """A Fear action (an action with a Fear effect), "your defending Personality", the
    Reaction's conditions and costs before its colon, another effect on this card."""
    assert _trigger("Reaction: After a Fear action targets your Samurai: Negate its "
                    "effects.", _MAN) == (
        {"event": "targeted", "card": "yours", "type": "personality", "keyword": "Samurai",
         "action": "fear"}, [{"op": "negate_action"}])
    rec = translate_ability(
        "Reaction: After another player's action targets your defending Personality, if this "
        "Shugenja is Fire, destroy this card: Negate his bowing from the action's effects.",
        _SCROLL)
    assert rec == {"timing": "reaction",
                   "trigger": {"event": "targeted", "card": "yours", "type": "personality",
                               "side": "defending", "by": "other"},
                   "condition": {"host_keyword": "Fire"}, "cost": {"destroy_self": True},
                   "effects": [{"op": "negate_action", "on": "subject", "what": ["bow"]}]}
    rec = translate_ability(
        "Reaction: After an action targets a card in this unit, if you control any Rings, "
        "negate the card's movement from the action's effects.", _RIDERS)
    assert rec["condition"] == {"controls": {"type": "ring"}}
    assert rec["effects"] == [{"op": "negate_action", "on": "subject", "what": ["move"]}]
    rec = translate_ability("Reaction: After another player's action targets Plum Guard, "
                            "give him +2F.", _MAN)
    assert rec == {"timing": "reaction",
                   "trigger": {"event": "targeted", "card": "self", "by": "other"},
                   "effects": [{"op": "modify_stat", "target": "self", "stat": "force",
                                "amount": 2, "duration": "turn"}]}
    rec = translate_ability("Political Reaction: After another player targets this "
                            "Personality with an action, gain 1 Honor.", _CHARM)
    assert rec["trigger"] == {"event": "targeted", "card": "host", "by": "other"}
    assert rec["keywords"] == ["political"]
    assert rec["effects"] == [{"op": "gain_honor", "amount": 1, "player": "you"}]


def test_translator_reads_another_personality_and_a_chosen_cost() -> None:
    """"one of your other Personalities", a cost bowing this card or one of its Spells (a
    chosen card), "the destruction of the Personality"."""
    rec = translate_ability(
        "Reaction: After an action targets one of your other Personalities at Plum Guard's "
        "location, bow Plum Guard or one of his Spells: Negate the bowing of the Personality "
        "from the action's effects.", _MAN)
    assert rec["trigger"] == {"event": "targeted", "card": "yours", "type": "personality",
                              "not_self": True, "here": True}
    assert rec["cost"] == {"bow_targets": [0]} and rec["targets"][0]["choose"] is True
    assert rec["effects"] == [{"op": "negate_action", "on": "subject", "what": ["bow"]}]
    for line in ("Reaction: After an action targets one of your other Personalities, target "
                 "a Personality: Negate its effects.",
                 "Reaction: After an action targets your other Follower: Negate its effects."):
        rec = translate_ability(line, _MAN)
        assert rec is None or "manual" in rec, line


def test_translator_reads_twice_per_turn() -> None:
    rec = translate_ability("Reaction: Twice per turn, after an action targets your Follower "
                            "at Plum Guard's location: Negate its effects.", _MAN)
    assert rec["per_turn"] == 2 and rec["trigger"]["here"] is True
    rec = translate_ability("Repeatable Reaction: Twice per turn, after an action targets "
                            "Plum Guard: Negate its effects.", _MAN)
    assert rec is None or "manual" in rec


def test_redirections_worded_another_way() -> None:
    """"When another player would target a <Keyword> at <this card>'s battlefield with an
    action" (anyone's Personality with that keyword); a cost naming the card before the
    colon, "him" then naming it (the card named last [CE › PRONOUNS]); "Bow <name>" is the
    cost of bowing the card itself (``templates/named_costs.py``)."""
    assert translate_ability(
        "Reaction: When another player would target a Courtier at Plum Guard's battlefield "
        "with an action: The action targets Plum Guard instead, if legal.", _MAN) == {
        "timing": "reaction",
        "trigger": {"event": "would_target", "card": "any", "type": "personality",
                    "keyword": "Courtier", "here": "battlefield", "by": "other"},
        "effects": [{"op": "redirect_target", "to": "self"}]}
    assert translate_ability(
        "Reaction: When an action would target your Monk at Guard's location, bow Guard: "
        "The action targets him instead, if legal.", _MAN) == {
        "timing": "reaction",
        "trigger": {"event": "would_target", "card": "yours", "type": "personality",
                    "keyword": "Monk", "here": True},
        "cost": {"bow_self": True}, "effects": [{"op": "redirect_target", "to": "self"}]}
    for line in (  # "him" after another card's cost, a description that is no keyword
            "Reaction: When an action would target your Monk, bow your Courtier: The action "
            "targets him instead, if legal.",
            "Reaction: When another player would target a Unique at Guard's battlefield with "
            "an action: The action targets Guard instead, if legal."):
        rec = translate_ability(line, _MAN)
        assert rec is None or "manual" in rec, line
    rec = translate_ability("Open: Bow Guard and target a Follower: Bow it.", _MAN)
    assert rec is not None and rec["cost"] == {"bow_self": True}
    rec = translate_ability("Open: Bow Sentinel and target a Follower: Bow it.", _MAN)
    assert rec is None or "manual" in rec  # another card's name
