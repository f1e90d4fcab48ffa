""""Reduce his Force to 0" (a stat set to 0 until the end of the turn) and "After this Item
attaches" (its entering play) read from text (``templates/card_effects.py``,
``templates/triggers.py``) [S1 › CARD FEATURES › STATS], [S1 › ATTACHMENTS]. Our own test
lines; near misses stay manual; the set plays in a game."""

from __future__ import annotations

from l5r_desktop.carddb.ccgtext import translate
from l5r_desktop.games.ccg.actions import ChooseOption, Recruit, UseAbility
from l5r_desktop.games.ccg.model import stats
from l5r_desktop.games.ccg.model.cards import CardDef, CardType
from tests.engine.scenario import cd, find, game_at, player


def _rec(text: str, type_: CardType = CardType.PERSONALITY, title: str = "Kaze Tomo"
         ) -> dict | None:
    card = CardDef(id="x:1", title=title, type=type_, text=text, base_title=title)
    (rec,), auto = translate(card)
    return rec if auto == [True] else None


def test_reduce_to_zero_sets_the_stat_for_the_turn() -> None:
    assert _rec("Battle: Target an enemy Personality: Reduce his Chi to 0.") == {
        "timing": "battle", "targets": [{"type": "personality", "controller": "opponent"}],
        "effects": [{"op": "set_stat", "target": 0, "stat": "chi", "amount": 0,
                     "duration": "turn"}]}
    rec = _rec("Battle: Target a Follower: Reduce its Force to 0 until the end of the battle.")
    assert rec is not None and rec["effects"][0]["duration"] == "battle"
    # "to 1" is no setting (a lower stat would not rise): manual
    assert _rec("Battle: Target an enemy Personality: Reduce his Force to 1.") is None
    assert _rec("Battle: Reduce the Force of a target Personality to 0.") is None


def test_reduce_to_zero_plays_in_a_game() -> None:
    """Alice's Kaze Tomo uses "Target an enemy Personality: Reduce his Force to 0." on Bob's
    3F Personality: his Force is 0 (a +2F bonus before it changes nothing)."""
    records, _ = translate(CardDef(id="x:1", title="Kaze Tomo", type=CardType.PERSONALITY,
                                   text="Limited: Target an enemy Personality: Reduce his "
                                        "Force to 0.", base_title="Kaze Tomo"))
    defs = [cd("Kaze Tomo", "personality", clans=["Crane"], force=2, chi=2, personal_honor=1,
               gold_cost=2, honor_requirement=0, abilities=records),
            cd("Big Ox", "personality", clans=["Lion"], force=3, chi=2, personal_honor=1,
               gold_cost=2, honor_requirement=0)]
    game = game_at(player(home=["Kaze Tomo"]),
                   player("Lion Keep", name="Bob",
                          home=[{"title": "Big Ox", "modifiers": [
                              {"stat": "force", "amount": 2, "duration": "turn"}]}]),
                   defs=defs)
    s = game.state
    tomo, ox = find(s, "Kaze Tomo"), find(s, "Big Ox")
    assert stats.force(s, ox) == 5
    game.perform(UseAbility(0, tomo, 0, (ox,)))
    assert stats.force(s, ox) == 0


def test_after_this_attachment_attaches() -> None:
    assert _rec("After this Item attaches, dishonor this Personality.", CardType.ITEM,
                "Old Fan") == {
        "timing": "trait", "trigger": {"event": "enters_play", "card": "self"},
        "effects": [{"op": "dishonor", "target": "host"}]}
    assert _rec("After Tomo attaches, gain 1 Honor.") is None  # a Personality does not attach


def test_one_token_or_the_other_and_one_stat_change_or_the_other() -> None:
    """"Give him a +1F or +1C token", "Give a target Personality +2F or -2F": an optional
    group and its ``otherwise`` group [CE › CHOICES]."""
    assert _rec("Interrupt: After you Recruit Tomo, give him a +2F or +1C token.") == {
        "timing": "interrupt", "trigger": {"event": "recruited", "card": "self"},
        "effects": [{"op": "add_token", "target": "self", "token": "+2F", "amount": 1,
                     "optional": 1},
                    {"op": "add_token", "target": "self", "token": "+1C", "amount": 1,
                     "otherwise": 1}]}
    assert _rec("Battle: Give a target Personality +3F or -3F.", CardType.STRATEGY)[
        "effects"] == [
        {"op": "modify_stat", "target": 0, "stat": "force", "amount": 3, "duration": "turn",
         "optional": 1},
        {"op": "modify_stat", "target": 0, "stat": "force", "amount": -3, "duration": "turn",
         "otherwise": 1}]
    # the same twice, or a two-stat change, is not read
    assert _rec("Battle: Give a target Personality +1F or +1F.") is None
    assert _rec("Battle: Give a target Personality +1F/+1C or -1F.") is None


def test_one_token_or_the_other_plays_as_the_player_chooses() -> None:
    """Recruit Tomo ("Interrupt: After you Recruit Tomo, give him a +1F or +1C token."), use
    the Reaction, decline the first: he gets the +1C token (Chi 2 -> 3), not the +1F."""
    records, _ = translate(CardDef(
        id="x:1", title="Kaze Tomo", type=CardType.PERSONALITY, base_title="Kaze Tomo",
        text="Interrupt: After you Recruit Tomo, give him a +1F or +1C token."))
    defs = [cd("Kaze Tomo", "personality", clans=["Crane"], force=2, chi=2, personal_honor=1,
               gold_cost=2, honor_requirement=0, abilities=records)]
    game = game_at(player(provinces=[{"title": "Kaze Tomo", "face_up": True}, None, None,
                                     None], home=["Gold Mine"]), phase="dynasty", defs=defs)
    s = game.state
    tomo = find(s, "Kaze Tomo")
    game.perform(Recruit(0, card=tomo, discount=False))
    game.perform(UseAbility(0, tomo, 0))
    game.perform(ChooseOption(0, apply=False))
    assert s.cards[tomo].tokens == {"+1C": 1}
    assert (stats.force(s, tomo), stats.chi(s, tomo)) == (2, 3)
