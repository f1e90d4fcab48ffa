"""Triggered traits and Reactions read from text (``carddb/ccgtext/templates/triggers.py``):
our own sentences in, exact records out; a trigger the engine does not open, or one about
another card, stays manual; a translated Reaction plays in a game [S1 › TIMING AND
TRIGGERS], [S1 › TRAITS]."""

from __future__ import annotations

from l5r_desktop.carddb.ccgtext import translate
from l5r_desktop.games.ccg.actions import Pass, Recruit, UseAbility
from l5r_desktop.games.ccg.model.cards import CardDef, CardType
from tests.engine.scenario import cd, find, game_at, player


def _card(text: str, type_: CardType = CardType.PERSONALITY, title: str = "Kaze Tomo"
          ) -> CardDef:
    return CardDef(id="x:1", title=title, type=type_, text=text, base_title=title)


def _one(text: str, type_: CardType = CardType.PERSONALITY, title: str = "Kaze Tomo"):
    (rec,), auto = translate(_card(text, type_, title))
    return rec if auto == [True] else None


def test_trait_triggers_about_the_card_itself() -> None:
    assert _one("After Tomo wins a duel, give him two +1F tokens.") == {
        "timing": "trait", "trigger": {"event": "duel_won", "card": "self"},
        "effects": [{"op": "add_token", "target": "self", "token": "+1F", "amount": 2}]}
    assert _one("After you Recruit Tomo, lose 3 Honor.")["trigger"] == {
        "event": "recruited", "card": "self"}
    assert _one("After this Holding is destroyed, gain 2 Honor.", CardType.HOLDING,
                "Old Barn")["trigger"] == {"event": "destroyed", "card": "self"}
    assert _one("After Tomo enters play, bow it.")["effects"] == [
        {"op": "bow", "target": "self"}]


def test_reactions_with_keywords_costs_and_targets() -> None:
    assert _one("Political Reaction, Bow: After Tomo enters play, target a Personality: "
                "Dishonor him.") == {
        "timing": "reaction", "trigger": {"event": "enters_play", "card": "self"},
        "keywords": ["political"], "cost": {"bow_self": True},
        "targets": [{"type": "personality"}], "effects": [{"op": "dishonor", "target": 0}]}
    assert _one("Reaction: After this card enters play from your hand: Draw 2 cards.",
                CardType.FOLLOWER, "Old Guard") == {
        "timing": "reaction", "trigger": {"event": "equipped", "card": "self"},
        "effects": [{"op": "draw", "amount": 2, "player": "you"}]}
    assert _one("Reaction: After this Personality is assigned: Give him a +1F token.",
                CardType.ITEM, "Old Fan") == {
        "timing": "reaction", "trigger": {"event": "assigned", "card": "host"},
        "effects": [{"op": "add_token", "target": "host", "token": "+1F", "amount": 1}]}


def test_what_stays_manual() -> None:
    """Other cards' triggers, "from your hand" on a non-attachment, a trait with a target or
    a cost, an Interrupt with a Gold cost or about another card or action, a Reaction to
    destruction (its card is gone) and "Before". (An attachment's trait on its bearer winning a
    duel is read: test_trait_others.py.)"""
    for text, kind in (
            ("After one of your Samurai enters play, gain 1 Honor.", CardType.PERSONALITY),
            ("After Tomo enters play from your hand, gain 1 Honor.", CardType.PERSONALITY),
            ("After Tomo enters play, target a Personality: Bow him.", CardType.PERSONALITY),
            ("After Tomo enters play, bow this card: Gain 1 Honor.", CardType.PERSONALITY),
            ("Interrupt, 2 Gold: After Tomo enters play, gain 1 Honor.", CardType.PERSONALITY),
            ("Interrupt: After Tomo wins a duel, gain 1 Honor.", CardType.PERSONALITY),
            ("Interrupt: After this Personality enters play, gain 1 Honor.", CardType.ITEM),
            ("Interrupt: After the action destroys Tomo, gain 1 Honor.", CardType.PERSONALITY),
            ("Interrupt: After you Recruit a Samurai, draw a card.", CardType.PERSONALITY),
            ("Interrupt: After you Recruit Tomo, take an additional action.",
             CardType.PERSONALITY),
            ("Reaction: After Tomo is destroyed, gain 1 Honor.", CardType.PERSONALITY),
            ("After this Personality enters play, gain 1 Honor.", CardType.ITEM),
            ("Before Tomo enters play, gain 1 Honor.", CardType.PERSONALITY)):
        assert _one(text, kind) is None, text


def test_a_translated_reaction_plays_in_a_game() -> None:
    """Recruit a Personality whose text is "Reaction: After Tomo enters play: Gain 2 Honor.":
    the window opens, the Reaction gains 2 (10 -> 12)."""
    d = _card("Reaction: After Tomo enters play: Gain 2 Honor.")
    records, _ = translate(d)
    defs = [cd("Kaze Tomo", "personality", clans=["Crane"], force=2, chi=2,
               honor_requirement=0, gold_cost=2, personal_honor=1, abilities=records)]
    p1 = player(provinces=[{"title": "Kaze Tomo", "face_up": True}, None, None, None],
                home=["Gold Mine"])
    game = game_at(p1, phase="dynasty", defs=defs)
    tomo = find(game.state, "Kaze Tomo")
    game.perform(Recruit(0, card=tomo, discount=False))
    assert game.legal_actions() == [Pass(0), UseAbility(0, tomo, 0)]
    game.perform(UseAbility(0, tomo, 0))
    assert game.state.players[0].family_honor == 12


def test_an_interrupt_after_its_own_card_enters_play_is_an_entry_interrupt() -> None:
    """Twenty Festivals: an Interrupt of the action bringing its card into play, its effects
    delayed until the card entered play, its bow cost paid once it is in play [S0 › USING
    ABILITIES], [S0 › INTERRUPT ACTIONS #]: timing ``interrupt`` (``entry_interrupts.py``)."""
    assert _one("Interrupt, Bow: After you Recruit Tomo, draw two cards.") == {
        "timing": "interrupt", "trigger": {"event": "recruited", "card": "self"},
        "cost": {"bow_self": True}, "effects": [{"op": "draw", "amount": 2, "player": "you"}]}
    assert _one("Absent Interrupt: After Tomo enters play, give him +1F.") == {
        "timing": "interrupt", "trigger": {"event": "enters_play", "card": "self"},
        "keywords": ["absent"], "effects": [{"op": "modify_stat", "target": "self",
                                             "stat": "force", "amount": 1, "duration": "turn"}]}
    assert _one("Interrupt: After you Equip this Follower, gain 1 Honor.", CardType.FOLLOWER,
                "Old Guard") == {
        "timing": "interrupt", "trigger": {"event": "equipped", "card": "self"},
        "effects": [{"op": "gain_honor", "amount": 1, "player": "you"}]}
    assert _one("Absent Interrupt: After you Recruit Tomo at this battlefield, Ranged 2 "
                "Attack.") == {
        "timing": "interrupt", "trigger": {"event": "recruited_in_battle", "card": "self"},
        "keywords": ["absent"], "targets": [{"type": "ranged"}],
        "effects": [{"op": "ranged_attack", "target": 0, "amount": 2}]}
    assert _one("Interrupt: After you Recruit Tomo during battle, gain 1 Honor.")[
        "trigger"] == {"event": "recruited_in_battle", "card": "self"}
    assert _one("Interrupt: After you Recruit Tomo at a battlefield, gain 1 Honor.") is None
    # "After you Equip" as a triggered trait too; never on a Personality
    assert _one("After you Equip this Item, lose 1 Honor.", CardType.ITEM, "Old Fan")[
        "trigger"] == {"event": "equipped", "card": "self"}
    assert _one("After you Equip Tomo, lose 1 Honor.") is None


def test_a_translated_interrupt_plays_after_the_recruit() -> None:
    """Recruit "Interrupt, Bow: After you Recruit Tomo, draw two cards.": the window opens
    after the recruit, using it bows Tomo and draws 2 (hand 0 -> 2)."""
    records, _ = translate(_card("Interrupt, Bow: After you Recruit Tomo, draw two cards."))
    defs = [cd("Kaze Tomo", "personality", clans=["Crane"], force=2, chi=2,
               honor_requirement=0, gold_cost=2, personal_honor=1, abilities=records)]
    p1 = player(provinces=[{"title": "Kaze Tomo", "face_up": True}, None, None, None],
                home=["Gold Mine"])
    game = game_at(p1, phase="dynasty", defs=defs)
    tomo = find(game.state, "Kaze Tomo")
    game.perform(Recruit(0, card=tomo, discount=False))
    assert game.legal_actions() == [Pass(0), UseAbility(0, tomo, 0)]
    hand = len(game.state.players[0].hand)
    game.perform(UseAbility(0, tomo, 0))
    assert len(game.state.players[0].hand) == hand + 2
    assert game.state.cards[tomo].bowed
