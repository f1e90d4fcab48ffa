"""Attacks growing with tokens or with the cards of a unit (issue 17, core lane;
``templates/attack_amounts.py``, ``cardtext/amounts.py``) [CE › TOKENS], [CE › UNIT]. Our own
test lines and invented cards."""

from __future__ import annotations

from typing import Any

from l5r_desktop.carddb.ccgtext import translate
from l5r_desktop.games.ccg.cardtext import amounts
from l5r_desktop.games.ccg.model.cards import CardDef, CardType
from tests.engine.scenario import cd, find, game_at, player


def _rec(text: str, type_: CardType, title: str) -> dict[str, Any] | None:
    card = CardDef(id="x:1", title=title, type=type_, text=text, base_title=title)
    (rec,), auto = translate(card)
    return rec if auto == [True] else None


def test_a_strength_per_token_on_the_card_uses_the_token_count() -> None:
    """The reading names the ccgtext lane's token count (``tokens_on``); the record is the
    card's only once the engine validates it (until then the line stays manual)."""
    from l5r_desktop.carddb.ccgtext import registry
    from l5r_desktop.carddb.ccgtext.reader import Reader
    from l5r_desktop.carddb.ccgtext.translate import load_templates

    load_templates()
    r = Reader(("Kuni Ito",), False)
    registry.dispatch("sentence", r,
                      "Ranged 2 Attack with +2 strength for each Jade token on Kuni Ito")
    assert r.effects == [{"op": "ranged_attack", "target": 0, "amount_from": {
        "tokens_on": "self", "title": "Jade", "each": 2, "base": 2}}]
    rec = _rec("Battle: Ranged 2 Attack with +2 strength for each Jade token on Kuni Ito.",
               CardType.PERSONALITY, "Kuni Ito")
    assert rec is None or rec["effects"] == r.effects


def test_a_strength_per_other_follower_in_the_unit() -> None:
    """A Follower's "each other Follower in this unit": base 1 + 1 per other Follower of the
    Personality it is attached to (two others: 3); Bob's Follower does not count."""
    rec = _rec("Battle, Bow: Ranged 1 Attack with +1 strength for each other Follower in "
               "this unit.", CardType.FOLLOWER, "Archers")
    src = {"count": {"type": "follower", "unit_of": "host", "not_self": True}, "times": 1,
           "base": 1}
    assert rec is not None and rec["effects"][0]["amount_from"] == src
    game = game_at(player(name="Alice", home=[{"title": "Crane Samurai", "attachments": [
        {"title": "Spearmen"}, {"title": "Elite Guard"}, {"title": "Archers"}]}]),
                   player("Lion Keep", name="Bob", home=[{"title": "Lion Samurai",
                                                         "attachments": [{"title": "Spearmen"}]}]),
                   defs=[cd("Archers", "follower", force=1, gold_cost=1, focus=1)])
    s = game.state
    assert amounts.value(s, s.cards[find(s, "Archers", 0)], (), src) == 3


def test_the_validator_refuses_malformed_counts() -> None:
    assert amounts.problems({"count": {"type": "follower"}, "base": "x"}, 0)
    # another count ("for each card in your hand") stays manual
    assert _rec("Battle: Ranged 2 Attack with +1 strength for each card in your hand.",
                CardType.PERSONALITY, "Kuni Ito") is None
