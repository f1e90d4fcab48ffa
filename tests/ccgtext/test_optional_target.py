""""You may target" (optional targeting [CE › TAKING ACTIONS › B. Required targeting]): the
last target of a record may be ``optional``; the action is offered with each fitting card and
without it, and the effects on a target not chosen are skipped. The translator reads "You may
target and <verb> a <spec>" and "You may target a <spec> and <effects on him>" when nothing
before it can change which cards fit (``templates/optional.py``)."""

from __future__ import annotations

from l5r_desktop.carddb.ccgtext import translate
from l5r_desktop.games.ccg.actions import ChooseOption, UseAbility
from l5r_desktop.games.ccg.cardtext.abilities import validate
from l5r_desktop.games.ccg.model import stats
from l5r_desktop.games.ccg.model.cards import CardDef, CardType
from tests.engine.scenario import cd, find, game_at, player

_LIMITED = "Limited: Gain 1 Honor. You may target an enemy Personality and give him -1F."
_REC = {"timing": "limited", "cost": {"gold": "card"},
        "targets": [{"type": "personality", "controller": "you"},
                    {"type": "personality", "controller": "opponent", "optional": True}],
        "effects": [{"op": "modify_stat", "target": 0, "stat": "force", "amount": 2,
                     "duration": "turn"},
                    {"op": "modify_stat", "target": 1, "stat": "force", "amount": -1,
                     "duration": "turn"}]}


def _rec(text: str, type_: CardType = CardType.STRATEGY) -> dict | None:
    card = CardDef(id="x:1", title="Quiet Word", type=type_, text=text, base_title="Quiet Word")
    (rec,), auto = translate(card)
    return rec if auto == [True] else None


def _game(rec: dict, enemies: list[str]):
    card = cd("Quiet Word", "strategy", gold_cost=0, focus=1, abilities=[rec])
    game = game_at(player(hand=["Quiet Word"], home=["Crane Samurai"]),
                   player("Lion Keep", home=enemies), defs=[card])
    return game, find(game.state, "Quiet Word")


def test_the_action_is_offered_with_and_without_the_optional_target() -> None:
    """Crane Samurai (2F) of ours, Crane Shugenja (1F) of the enemy: with the target the
    Samurai has 4F and the Shugenja 0F; without it the Shugenja keeps 1F."""
    game, word = _game(_REC, ["Crane Shugenja"])
    samurai, shugenja = find(game.state, "Crane Samurai", 0), find(game.state, "Crane Shugenja")
    uses = [a for a in game.legal_actions() if isinstance(a, UseAbility) and a.card == word]
    assert sorted(u.targets for u in uses) == sorted([(samurai, shugenja), (samurai,)])
    game.perform(next(u for u in uses if u.targets == (samurai,)))
    assert (stats.force(game.state, samurai), stats.force(game.state, shugenja)) == (4, 1)
    again, word = _game(_REC, ["Crane Shugenja"])
    use = next(a for a in again.legal_actions() if isinstance(a, UseAbility)
               and a.card == word and len(a.targets) == 2)
    again.perform(use)
    assert (stats.force(again.state, use.targets[0]),
            stats.force(again.state, use.targets[1])) == (4, 0)


def test_no_fitting_card_still_lets_the_action_be_taken() -> None:
    """No enemy Personality: a required target would forbid the action, an optional one does
    not [CE › TAKING ACTIONS › B]; the Samurai gets +2F (2 -> 4)."""
    game, word = _game(_REC, [])
    samurai = find(game.state, "Crane Samurai", 0)
    uses = [a for a in game.legal_actions() if isinstance(a, UseAbility) and a.card == word]
    assert [u.targets for u in uses] == [(samurai,)]
    game.perform(uses[0])
    assert stats.force(game.state, samurai) == 4
    required = {**_REC, "targets": [_REC["targets"][0],
                                    {"type": "personality", "controller": "opponent"}]}
    game, word = _game(required, [])
    assert not [a for a in game.legal_actions() if isinstance(a, UseAbility) and a.card == word]


def test_validator_keeps_optional_targets_where_the_engine_honours_them() -> None:
    assert validate(_REC) == []
    first = {**_REC, "targets": [_REC["targets"][1], _REC["targets"][0]]}
    assert any("last target" in p for p in validate(first))
    performer = {**_REC, "targets": [_REC["targets"][0],
                                     {"type": "personality", "controller": "you",
                                      "performer": True, "optional": True}]}
    assert any("performer" in p for p in validate(performer))
    read = {**_REC, "effects": [*_REC["effects"], {
        "op": "modify_stat", "target": 0, "stat": "force", "duration": "turn",
        "amount_from": {"card": 1, "stat": "force"}}]}
    assert validate(read)  # an amount read from a card perhaps not chosen
    assert any("optional" in p for p in validate(
        {**_REC, "targets": [_REC["targets"][0], {**_REC["targets"][1], "optional": 1}]}))


def test_translator_reads_optional_targeting() -> None:
    assert _rec("Limited: You may target and destroy an enemy attachment.") == {
        "timing": "limited", "cost": {"gold": "card"},
        "targets": [{"type": "attachment", "controller": "opponent", "optional": True}],
        "effects": [{"op": "destroy", "target": 0}]}
    assert _rec("Battle: Move your target Personality home. You may target an enemy "
                "Personality and give him -3F.") == {
        "timing": "battle", "cost": {"gold": "card"},
        "targets": [{"type": "personality", "controller": "you"},
                    {"type": "personality", "controller": "opponent", "optional": True}],
        "effects": [{"op": "move_home", "target": 0},
                    {"op": "modify_stat", "target": 1, "stat": "force", "amount": -3,
                     "duration": "turn"}]}
    rec = _rec(_LIMITED)
    assert rec["targets"] == [{"type": "personality", "controller": "opponent",
                               "optional": True}]
    assert rec["effects"][0] == {"op": "gain_honor", "amount": 1, "player": "you"}


def test_optional_targeting_the_translator_leaves_manual() -> None:
    # an earlier effect on the same side's cards could change which cards fit (a destroyed
    # Personality's attachments go with him)
    assert _rec("Battle: Destroy a target enemy Personality. You may target and destroy an "
                "enemy attachment.") is None
    # a spec on bowing: a cost paid after the targeting step could change it
    assert _rec("Battle: You may target and bow an unbowed enemy Personality.") is None
    # a result of an earlier effect, a second optional target, "if you do"
    assert _rec("Battle: Ranged 2 Attack. If the Ranged Attack destroyed a card, you may "
                "target and straighten a Follower.") is None
    assert _rec("Battle: You may target and bow an enemy Personality. You may target and "
                "bow an enemy Follower.") is None
    assert _rec("Battle: You may target an enemy Personality; if you do, give him -2F.") is None
    # "any" controller: the earlier movement could change the same cards' place
    assert _rec("Battle: Move your target Personality home. You may target and destroy an "
                "attachment.") is None


def test_a_choice_on_a_target_not_chosen_is_not_offered() -> None:
    """"You may target a Personality and bow or straighten him": with the target the player
    chooses (bow: the Shugenja bowed); without it no choice waits and the Samurai still
    gets +2F (2 -> 4)."""
    rec = _rec("Limited: You may target a Personality and bow or straighten him.")
    assert rec is not None and rec["targets"] == [{"type": "personality", "optional": True}]
    assert [(e["op"], e.get("optional"), e.get("otherwise")) for e in rec["effects"]] == [
        ("bow", 1, None), ("straighten", None, 1)]
    both = {**_REC, "effects": [_REC["effects"][0],
                                {"op": "bow", "target": 1, "optional": 1},
                                {"op": "straighten", "target": 1, "otherwise": 1}]}
    assert validate(both) == []
    game, word = _game(both, ["Crane Shugenja"])
    samurai = find(game.state, "Crane Samurai", 0)
    game.perform(UseAbility(0, word, 0, (samurai,)))
    assert game.state.options == [] and stats.force(game.state, samurai) == 4
    game, word = _game(both, ["Crane Shugenja"])
    shugenja = find(game.state, "Crane Shugenja")
    game.perform(UseAbility(0, word, 0, (find(game.state, "Crane Samurai", 0), shugenja)))
    assert len(game.state.options) == 1
    game.perform(ChooseOption(0, apply=True))
    assert game.state.cards[shugenja].bowed


def test_a_condition_before_may_target_is_read_first() -> None:
    rec = _rec("Limited: If you have the Imperial Favor, you may target a Personality and "
               "bow or straighten him.")
    assert rec is not None and rec["targets"][-1]["optional"] is True
    assert all(e["if"] == {"player": "you", "has_favor": True} for e in rec["effects"])
    # an earlier bowing and a spec that names bowing: manual; an earlier Force change and
    # a spec without a Force bound: read
    assert _rec("Battle: Bow a target Personality. You may target and destroy an unbowed "
                "Follower.") is None
    assert _rec("Battle: Give a target Personality -2F. You may target and destroy a "
                "Follower.") is not None
