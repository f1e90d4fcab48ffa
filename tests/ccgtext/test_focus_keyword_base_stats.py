"""A Focus Effect giving the duelist a keyword the engine plays for the turn
(``templates/focus_effects.py`` → ``give_keyword``, ``cardtext/given.py``), and amounts read
from a card's own base / printed stat (``templates/honor_equal.py``) [CE › DURATION OF
EFFECTS], [CE › BASE]: our own test lines and invented cards, exact numbers."""

from __future__ import annotations

from typing import Any

from l5r_desktop.carddb.ccgtext import translate_ability
from l5r_desktop.games.ccg.model import stats
from l5r_desktop.games.ccg.model.cards import CardDef, CardType
from tests.ccgtext.test_focus_effects import _fight, _game
from tests.engine.scenario import cd


def _read(line: str, type_: CardType = CardType.STRATEGY) -> dict[str, Any] | None:
    card = CardDef(id="x:1", title="Plum Trick", type=type_, text=line,
                   base_title="Plum Trick")
    return translate_ability(line, card)


def test_the_lines_are_read() -> None:
    assert _read("As a Focus Effect: Give your Personality in this duel Cavalry.") == {
        "timing": "focus", "duel_cards": ["yours"], "effects": [
            {"op": "give_keyword", "target": 0, "keyword": "Cavalry", "duration": "turn"}]}
    assert _read("As a Focus Effect: Give your Personality in this duel Shugenja.") is None
    (stat,) = _read("Battle: Target your Samurai: Give him a Chi bonus equal to his own base "
                    "Force.")["effects"]
    assert stat["amount_from"] == {"card": 0, "stat": "force", "printed": True, "sign": 1}
    (_bow, lose) = _read("Open: Target an enemy Personality: Bow him. His controller loses "
                         "Honor equal to his printed Chi.")["effects"]
    assert lose["amount_from"] == {"card": 0, "stat": "chi", "printed": True}


def test_the_duelist_is_a_tactician_for_the_turn() -> None:
    """Alice focuses the card: at step E her duelist gains Tactician (Bob's does not); the
    keyword is still his after the duel."""
    rec = _read("As a Focus Effect: Give your Personality in this duel Tactician.")
    assert rec is not None
    game, a, b = _game(cd("Plum Trick", "strategy", gold_cost=0, focus=1,
                          text="As a Focus Effect, ...", abilities=[rec]))
    s = game.state
    assert not s.cards[a].definition.has_keyword("Tactician")
    _fight(game, "Plum Trick")
    assert s.duel is None
    assert s.cards[a].definition.has_keyword("Tactician")
    assert not s.cards[b].definition.has_keyword("Tactician")


def test_a_bonus_equal_to_his_own_base_stat_ignores_his_bonuses() -> None:
    """Alice's duelist (printed Chi 9, Force 2) given +2C first: "a Force bonus equal to his
    own base Chi" gives +9 (Force 11), not +11."""
    from l5r_desktop.games.ccg.cardtext import abilities

    rec = _read("Battle: Target your Personality: Give him a Force bonus equal to his own base "
                "Chi.")
    assert rec is not None
    game, a, _b = _game(cd("Plum Trick", "strategy", gold_cost=0, focus=1))
    s = game.state
    abilities.run_list(s, 0, a, [{"op": "modify_stat", "target": 0, "stat": "chi",
                                  "amount": 2, "duration": "turn"}], (a,))
    assert stats.chi(s, a) == 11 and stats.force(s, a) == 2
    abilities.run_list(s, 0, a, rec["effects"], (a,))
    assert stats.force(s, a) == 11
