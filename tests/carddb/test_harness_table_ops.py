"""The per-card harness checks created cards, province strength (``harness/table_ops.py``),
a "Discard this card" cost and maximum hand size traits (``tests/carddb/harness/``):
on our invented cards, with the engine's effect switched off, it reports the effect; with it
on, nothing."""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.cardtext import created, provinces
from l5r_desktop.games.ccg.model.cards import CardDef, CardType
from tests.carddb.harness import exercise

_ELDER = {"force": 1, "chi": 1, "personal_honor": 1, "gold_cost": 2, "honor_requirement": 0}


def _card(record: dict[str, Any], monkeypatch: Any, **kw: Any) -> CardDef:
    monkeypatch.setattr("tests.carddb.harness.position.card_abilities",
                        lambda c: ([record], ["data"]))
    return CardDef(id="test:elder", title="Plum Elder", abilities=(record,), **kw)


def test_the_harness_catches_an_engine_that_creates_nothing(monkeypatch: Any) -> None:
    record = {"timing": "limited", "targets": [{"type": "personality", "controller": "you"}],
              "effects": [{"op": "create", "card": {"type": "follower", "force": 1},
                           "target": 0},
                          {"op": "create", "card": {"type": "personality", "force": 2,
                                                    "chi": 2, "personal_honor": 3}}]}
    card = _card(record, monkeypatch, type=CardType.PERSONALITY, **_ELDER)
    assert exercise(card, 0, record) == []
    real = created.apply
    monkeypatch.setattr(created, "apply", lambda s, p, c, e, t=(): (
        [] if e["card"]["type"] == "personality" else real(s, p, c, e, t)))
    assert exercise(card, 0, record) == ["create: 0 created personality in the home, record 1"]


def test_the_harness_catches_a_created_card_with_other_stats(monkeypatch: Any) -> None:
    record = {"timing": "limited", "effects": [{"op": "create", "card": {
        "type": "personality", "force": 2, "chi": 2, "personal_honor": 3,
        "keywords": ["Spirit"]}}]}
    card = _card(record, monkeypatch, type=CardType.PERSONALITY, **_ELDER)
    real = created.apply
    monkeypatch.setattr(created, "apply", lambda s, p, c, e, t=(): real(
        s, p, c, {**e, "card": {**e["card"], "chi": 1}}, t))
    assert exercise(card, 0, record) == ["create: 0 created personality in the home, record 1"]


def test_the_harness_catches_an_engine_that_gives_provinces_nothing(monkeypatch: Any) -> None:
    record = {"timing": "open", "cost": {"gold": "card"},
              "effects": [{"op": "province_strength", "amount": 2}]}
    card = _card(record, monkeypatch, type=CardType.STRATEGY, gold_cost=1, focus=1)
    assert exercise(card, 0, record) == []
    monkeypatch.setattr(provinces, "apply", lambda *a, **k: [])
    assert exercise(card, 0, record) == ["province_strength: now 6, record 8"]


def test_the_harness_checks_a_discard_this_card_cost(monkeypatch: Any) -> None:
    """A Celestial at home pays "Discard this card": it leaves play; an engine that forgets
    the cost is reported."""
    from l5r_desktop.games.ccg.cardtext import abilities

    record = {"timing": "limited", "cost": {"discard_self": True},
              "effects": [{"op": "gain_honor", "amount": 1, "player": "you"}]}
    card = _card(record, monkeypatch, type=CardType.CELESTIAL)
    assert exercise(card, 0, record) == []
    real = abilities.resolve

    def forgetful(state: Any, player: int, card_id: str, index: int, *a: Any, **k: Any) -> Any:
        rec = state.cards[card_id].definition.abilities[index]
        cost = dict(rec.get("cost", {}))
        cost.pop("discard_self", None)
        state.cards[card_id].definition.__dict__["abilities"] = ({**rec, "cost": cost},)
        return real(state, player, card_id, index, *a, **k)

    monkeypatch.setattr(abilities, "resolve", forgetful)
    assert exercise(card, 0, record) == ["cost discard_self: the card is still in play"]


def test_the_harness_checks_a_hand_size_trait(monkeypatch: Any) -> None:
    """A Holding whose trait lowers the other players' maximum hand size: the harness compares
    the table with and without it; an engine that ignores the trait is reported."""
    from l5r_desktop.games.ccg.cardtext import ongoing

    record = {"timing": "continuous", "ongoing": "hand_size", "amount": -1,
              "applies_to": "others"}
    card = _card(record, monkeypatch, type=CardType.HOLDING, gold_cost=2)
    assert exercise(card, 0, record) == []
    monkeypatch.setattr(ongoing, "hand_size_bonus", lambda *a: 0)
    assert exercise(card, 0, record) == ["ongoing hand size changed by [0, 0], record [0, -1]"]


def test_the_harness_checks_the_battlefields_province(monkeypatch: Any) -> None:
    record = {"timing": "battle", "cost": {"gold": "card"},
              "effects": [{"op": "province_strength", "amount": -3, "where": "battlefield"}]}
    card = _card(record, monkeypatch, type=CardType.STRATEGY, gold_cost=1, focus=1)
    assert exercise(card, 0, record) == []
    monkeypatch.setattr(provinces, "apply", lambda *a, **k: [])
    assert len(exercise(card, 0, record)) == 1


def test_the_harness_reads_a_province_amount_from_a_targets_force(monkeypatch: Any) -> None:
    """"Raise or lower the current province's strength by his Force" (both alternatives
    checked): an engine that reads the amount as 1 is reported."""
    src = {"card": 0, "stat": "force"}
    record = {"timing": "battle", "cost": {"gold": "card"},
              "targets": [{"type": "personality", "controller": "you"}],
              "effects": [{"op": "province_strength", "where": "battlefield",
                           "amount_from": src, "optional": 1},
                          {"op": "province_strength", "where": "battlefield",
                           "amount_from": {**src, "sign": -1}, "otherwise": 1}]}
    card = _card(record, monkeypatch, type=CardType.STRATEGY, gold_cost=1, focus=1)
    assert exercise(card, 0, record) == []
    real = provinces.apply
    monkeypatch.setattr(provinces, "apply", lambda s, p, c, e, t=(): real(
        s, p, c, {**e, "amount": 1 if e["amount"] > 0 else -1}, t))
    assert len(exercise(card, 0, record)) == 2


def test_the_harness_places_an_attachment_for_each_of_his_attachments(monkeypatch: Any) -> None:
    """"Bow him or all his attachments": for the second alternative the harness attaches a
    card of ours to the target; an engine that bows nothing there is reported."""
    from l5r_desktop.games.ccg.cardtext import abilities

    record = {"timing": "battle", "cost": {"gold": "card"},
              "targets": [{"type": "personality", "controller": "opponent"}],
              "effects": [{"op": "bow", "target": 0, "optional": 1},
                          {"op": "bow", "each": {"type": "attachment", "unit_of": 0},
                           "otherwise": 1}]}
    card = _card(record, monkeypatch, type=CardType.STRATEGY, gold_cost=1, focus=1)
    assert exercise(card, 0, record) == []
    real = abilities.run_list
    monkeypatch.setattr(abilities, "run_list", lambda s, p, c, effs, *a, **k: real(
        s, p, c, [e for e in effs if "each" not in e], *a, **k))
    assert exercise(card, 0, record) == ["second alternative: bow: the target is not bowed"]


def test_the_harness_checks_a_random_discard(monkeypatch: Any) -> None:
    """"A target player discards a card at random": the harness gives both players cards in
    hand and sees Bob's hand one card shorter; an engine that discards nothing is reported."""
    from l5r_desktop.games.ccg.cardtext import hand_discards

    record = {"timing": "limited", "cost": {"gold": "card"}, "target_player": {"who": "any"},
              "effects": [{"op": "discard_random", "player": "target_player", "amount": 1}]}
    card = _card(record, monkeypatch, type=CardType.STRATEGY, gold_cost=1, focus=1)
    assert exercise(card, 0, record) == []
    monkeypatch.setattr(hand_discards, "apply", lambda *a, **k: [])
    assert len(exercise(card, 0, record)) == 1


_SHOUT = {"timing": "battle", "cost": {"bow_self": True},
          "effects": [{"op": "gain_honor", "amount": 2, "player": "you"}]}


def test_the_harness_checks_where_a_created_card_is_and_its_ability(monkeypatch: Any) -> None:
    """A Battle action creating a Personality at the current battlefield, removed after the
    battle, with an ability of its own: an engine that creates it at home, forgets the removal
    or the ability is reported; the created card's ability is put in use too (an engine whose
    abilities give no Honor is reported there)."""
    from l5r_desktop.games.ccg.cardtext import abilities

    record = {"timing": "battle", "effects": [{"op": "create", "card": {
        "type": "personality", "force": 2, "chi": 1, "personal_honor": 1,
        "abilities": [_SHOUT]}, "at": "battlefield", "until": "battle"}]}
    card = _card(record, monkeypatch, type=CardType.PERSONALITY, **_ELDER)
    assert exercise(card, 0, record) == []
    real = created.apply
    for broken in ({"at": None}, {"until": None}, {"card": {**record["effects"][0]["card"],
                                                            "abilities": []}}):
        monkeypatch.setattr(created, "apply", lambda s, p, c, e, t=(), b=broken: real(
            s, p, c, {k: v for k, v in {**e, **b}.items() if v is not None}, t))
        assert exercise(card, 0, record) == [
            "create: 0 created personality at the current battlefield, record 1"], broken
    monkeypatch.setattr(created, "apply", real)
    real_run = abilities.run_effects
    monkeypatch.setattr(abilities, "run_effects", lambda s, p, c, *a, **k: (
        [] if c.startswith("harness:created") or s.cards[c].definition.id.startswith(
            "harness:created") else real_run(s, p, c, *a, **k)))
    assert exercise(card, 0, record) == [
        "created card's ability 0: Honor changed by [0, 0], record [2, 0]"]


def test_the_harness_checks_an_attachment_created_on_a_chosen_personality(
        monkeypatch: Any) -> None:
    """``target: chosen`` (the Personality chosen as it resolves): the harness takes the first
    offered and finds the created Item on one of Alice's Personalities; an engine that creates
    nothing once the choice is made is reported."""
    record = {"timing": "limited", "effects": [{"op": "create", "card": {
        "type": "item", "force": 2, "chi": 0, "keywords": ["Weapon"]}, "target": "chosen"}]}
    card = _card(record, monkeypatch, type=CardType.PERSONALITY, **_ELDER)
    assert exercise(card, 0, record) == []
    monkeypatch.setattr(created, "answer", lambda s, o, choice: ([], True))
    assert exercise(card, 0, record) == ["create: 0 created item attached to its Personality, "
                                         "record 1"]
