"""Two small pieces of vocabulary (issue 17, ccgtext lane), on our own cards:

- an ``each`` effect on the units of a group target ("Give Cavalry to them and to each of
  their Followers": ``target_groups.expanded`` makes one per unit [CE › UNIT]) and a keyword
  given to each card that fits (``each`` op ``give_keyword``, for the turn);
- a card of the hand chosen, not targeted, to attach ("Attach an attachment in your hand to
  him", for 4 Gold less: ``choose`` with ``attach_to``,
  ``hand_costs.py``) [S1 › TARGET], [CE › ATTACHMENTS]."""

from __future__ import annotations

from l5r_desktop.games.ccg.actions import UseAbility
from l5r_desktop.games.ccg.cardtext.abilities import validate
from l5r_desktop.games.ccg.game import Game
from tests.engine.scenario import cd, find, game_at, player

_RALLY = {"timing": "open", "cost": {"bow_targets": [0]},
          "targets": [{"type": "personality", "controller": "you", "performer": True,
                       "keyword": "Courtier", "bowed": False},
                      {"type": "personality", "group": {"max_from": {"card": 0, "stat": "chi"}}}],
          "effects": [{"op": "give_keyword", "target": 1, "keyword": "Cavalry",
                       "duration": "turn"},
                      {"op": "give_keyword", "each": {"type": "follower", "unit_of": 1},
                       "keyword": "Cavalry", "duration": "turn"}]}
_OUTFIT = {"timing": "open",
           "targets": [{"type": "personality", "controller": "you", "performer": True,
                        "keyword": "Samurai", "choose": True},
                       {"type": "attachment", "zone": "hand", "controller": "you",
                        "choose": True, "attach_to": 0, "attach_less": 4}],
           "effects": [{"op": "attach_from_hand", "target": 1, "to": 0, "less": 4}]}
#: "... You may attach a Weapon to your Kensai from your hand, paying 4 less Gold if he is
#: defending" (our words): an optional chosen card of the hand.
_GRIP = {"timing": "open",
         "targets": [{"type": "personality", "controller": "you", "performer": True,
                      "keyword": "Kensai", "choose": True},
                     {"type": "item", "keyword": "Weapon", "zone": "hand", "controller": "you",
                      "choose": True, "attach_to": 0, "attach_less": 4, "optional": True}],
         "effects": [{"op": "gain_honor", "amount": 1, "player": "you"},
                     {"op": "attach_from_hand", "target": 1, "to": 0, "less": 4,
                      "less_if": {"card": 0, "side": "defending"}}]}
DEFS = [cd("Envoy", "personality", keywords=["Courtier"], force=1, chi=2, gold_cost=4,
           personal_honor=2),
        cd("Spearman", "personality", force=3, chi=1, gold_cost=5, personal_honor=1),
        cd("Archer", "personality", force=2, chi=1, gold_cost=5, personal_honor=1),
        cd("Scout", "personality", force=2, chi=1, gold_cost=5, personal_honor=1),
        cd("Foot Soldiers", "follower", force=1, gold_cost=1, focus=1),
        cd("Banner", "item", force=0, chi=1, gold_cost=1, focus=1),
        cd("Ronin Guard", "personality", keywords=["Samurai"], force=2, chi=2, gold_cost=5,
           personal_honor=1),
        cd("Plate Armor", "item", keywords=["Armor"], force=1, chi=0, gold_cost=5, focus=1),
        cd("Wanderer", "personality", keywords=["Kensai"], force=3, chi=2, gold_cost=5,
           personal_honor=1),
        cd("Tachi", "item", keywords=["Weapon"], force=2, chi=0, gold_cost=2, focus=1),
        cd("Grip", "strategy", gold_cost=0, focus=1, abilities=[_GRIP]),
        cd("Rally", "strategy", gold_cost=0, focus=1, abilities=[_RALLY]),
        cd("Outfit", "strategy", gold_cost=0, focus=1, abilities=[_OUTFIT])]


def _uses(game: Game, title: str) -> list[UseAbility]:
    me = find(game.state, title, 0)
    return [a for a in game.legal_actions() if isinstance(a, UseAbility) and a.card == me]


def test_cavalry_for_the_group_and_each_of_their_followers() -> None:
    """The Envoy's Chi 2: groups of one or two of the three others (3 + 3 = 6 uses); taking
    Spearman and Archer gives Cavalry to both and to the Spearman's Foot Soldiers, not to his
    Banner (an Item) nor to the Scout; the Envoy bows."""
    game = game_at(player(hand=["Rally"], home=[
        "Envoy", {"title": "Spearman", "attachments": ["Foot Soldiers", "Banner"]},
        "Archer", "Scout"]), phase="action", defs=DEFS)
    s = game.state
    uses = _uses(game, "Rally")
    assert sorted(len(u.targets) for u in uses) == [2, 2, 2, 3, 3, 3]
    names = {"Spearman", "Archer"}
    use = next(u for u in uses if {s.title(t) for t in u.targets[1:]} == names)
    game.perform(use)
    cav = {s.title(c) for c in s.cards if s.cards[c].in_play
           and s.cards[c].definition.has_keyword("Cavalry")}
    assert cav == {"Spearman", "Archer", "Foot Soldiers"}
    assert s.cards[find(s, "Envoy", 0)].bowed


def test_a_chosen_card_of_the_hand_attaches_for_less() -> None:
    """Plate Armor (5 Gold) attaches to the Ronin Guard for 1 Gold (5 - 4): the pool 1 -> 0.
    With no Gold it is not offered."""
    alice = player({"title": "Crane Keep", "bowed": True}, hand=["Outfit", "Plate Armor"],
                   home=["Ronin Guard"], gold_pool=1)
    game = game_at(alice, phase="action", defs=DEFS)
    s = game.state
    uses = _uses(game, "Outfit")
    assert len(uses) == 1
    game.perform(uses[0])
    assert s.cards[find(s, "Plate Armor", 0)].attached_to == find(s, "Ronin Guard", 0)
    assert s.players[0].gold_pool == 0
    poor = game_at(player({"title": "Crane Keep", "bowed": True},
                          hand=["Outfit", "Plate Armor"], home=["Ronin Guard"]),
                   phase="action", defs=DEFS)
    assert _uses(poor, "Outfit") == []


def test_an_optional_chosen_card_to_attach() -> None:
    """With 2 Gold: the use with the Tachi and the one without; with it the Kensai (not
    defending: no discount) gets the Tachi for 2 Gold, Honor 10 -> 11. With no Gold only the
    use without it is offered: the discount's condition does not hold now, so the Tachi could
    not be paid (``hand_attach.affordable_sets``); taken, Honor 10 -> 11 and the Tachi stays
    in the hand."""
    alice = player({"title": "Crane Keep", "bowed": True}, hand=["Grip", "Tachi"],
                   home=["Wanderer"], gold_pool=2)
    game = game_at(alice, phase="action", defs=DEFS)
    s = game.state
    uses = _uses(game, "Grip")
    assert sorted(len(u.targets) for u in uses) == [1, 2]
    game.perform(next(u for u in uses if len(u.targets) == 2))
    assert s.cards[find(s, "Tachi", 0)].attached_to == find(s, "Wanderer", 0)
    assert s.players[0].gold_pool == 0 and s.players[0].family_honor == 11
    poor = game_at(player({"title": "Crane Keep", "bowed": True}, hand=["Grip", "Tachi"],
                          home=["Wanderer"]), phase="action", defs=DEFS)
    ps = poor.state
    (use,) = _uses(poor, "Grip")
    assert len(use.targets) == 1
    poor.perform(use)
    assert ps.cards[find(ps, "Tachi", 0)].attached_to is None
    assert find(ps, "Tachi", 0) in ps.players[0].hand and ps.players[0].family_honor == 11


def test_the_validator() -> None:
    assert not validate(_RALLY) and not validate(_OUTFIT) and not validate(_GRIP)
    discard = {"type": "card", "zone": "hand", "controller": "you", "choose": True,
               "optional": True}  # an optional card to discard as a cost: refused
    assert validate({"timing": "open", "cost": {"discard_targets": [0]}, "targets": [discard],
                     "effects": [{"op": "draw", "amount": 1, "player": "you"}]})
    hand = _OUTFIT["targets"][1]
    assert validate({**_OUTFIT, "targets": [_OUTFIT["targets"][0],
                                            {**hand, "choose": False}]})
    unit_of_other = {**_RALLY, "effects": [{"op": "give_keyword", "keyword": "Cavalry",
                                            "each": {"type": "follower", "unit_of": 2}}]}
    assert validate(unit_of_other)
