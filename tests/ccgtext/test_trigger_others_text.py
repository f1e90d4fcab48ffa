"""The translator's reading of triggers about another card or a turn
(``templates/trigger_others.py``), of "an action resolves during which X won a duel" and of an
attachment's trait on its bearer's duel (``templates/triggers.py``): exact records, and near
misses left manual (never a guess)."""

from __future__ import annotations

from l5r_desktop.carddb.ccgtext import translate_ability
from l5r_desktop.games.ccg.model.cards import CardDef, CardType

_CARD = CardDef(id="t:1", title="Plum Watcher", type=CardType.PERSONALITY, force=2, chi=2)



def test_translator_reads_the_clauses() -> None:
    read = translate_ability
    assert read("After each player's turn begins, straighten Plum Watcher.", _CARD) == {
        "timing": "trait", "trigger": {"event": "turn_began", "card": "any"},
        "effects": [{"op": "straighten", "target": "self"}]}
    assert read("After another player's turn begins, straighten this card.", _CARD)[
        "trigger"] == {"event": "turn_began", "card": "any", "player": "opponent"}
    assert read("After a card is destroyed: Give Plum Watcher +1F.", _CARD)["trigger"] == {
        "event": "destroyed", "card": "any"}
    assert read("After your Samurai is destroyed, gain 1 Honor.", _CARD)["trigger"] == {
        "event": "destroyed", "card": "yours", "type": "personality", "keyword": "Samurai"}


def test_translator_never_guesses() -> None:
    """A pronoun naming the destroyed card, plurals, filters the trigger cannot say, and
    Reactions on these triggers stay manual."""
    for line in ("After your Samurai is destroyed, give him +1F.",
                 "After one of your Personalities is destroyed, gain 1 Honor.",
                 "After a bowed Personality is destroyed, gain 1 Honor.",
                 "After an enemy Personality is destroyed, gain 1 Honor.",
                 "After your Spider Clan Personality is destroyed, gain 1 Honor.",
                 "Reaction: After a card is destroyed, gain 1 Honor.",
                 "Reaction: After each turn begins, gain 1 Honor.",
                 "After your turn ends, gain 1 Honor."):
        rec = translate_ability(line, _CARD)
        assert rec is None or "manual" in rec, line


def test_translator_reads_action_triggers() -> None:
    read = translate_ability
    assert read("After the resolution of a Ninja action: Give Plum Watcher +1F.", _CARD)[
        "trigger"] == {"event": "action_resolved", "card": "any", "action_keyword": "ninja"}
    assert read("After your Kiho action resolves, gain 1 Honor.", _CARD)["trigger"] == {
        "event": "action_resolved", "card": "any", "action_keyword": "kiho", "player": "you"}
    # Recon: an ability keyword with no rule of its own (templates/actions.py KEYWORDS)
    assert read("After the resolution of a Recon action you took: Gain 1 Honor.", _CARD)[
        "trigger"] == {"event": "action_resolved", "card": "any", "action_keyword": "recon",
                       "player": "you"}
    for line in ("After the resolution of a Tactical action: Give Plum Watcher +1F.",
                 "After the resolution of a Political action: Gain 1 Honor.",
                 "After the resolution of a Battle action: Gain 1 Honor.",
                 "Reaction: After the resolution of a Ninja action: Gain 1 Honor."):
        rec = read(line, _CARD)
        assert rec is None or "manual" in rec, line


def test_translator_reads_a_duel_won_during_an_action() -> None:
    card = CardDef(id="t:2", title="Plum Judge", type=CardType.PERSONALITY, force=2, chi=2)
    assert translate_ability("Reaction: After an action resolves during which Plum Judge won "
                             "a duel: Draw a card.", card) == {
        "timing": "reaction", "trigger": {"event": "duel_won", "card": "self"},
        "effects": [{"op": "draw", "amount": 1, "player": "you"}]}
    item = CardDef(id="t:3", title="Plum Blade", type=CardType.ITEM)
    assert translate_ability("After this Personality wins a duel, give this Item a +1C "
                             "token.", item)["trigger"] == {"event": "duel_won",
                                                            "card": "host"}
    # only a duel win: an attachment's trait on its bearer entering play stays manual
    rec = translate_ability("After this Personality enters play, gain 1 Honor.", item)
    assert rec is None or "manual" in rec
