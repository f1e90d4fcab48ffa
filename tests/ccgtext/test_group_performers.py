"""A group of chosen performers ("choose one or more of your performing Personalities: Move
them home. Straighten the unit of each of them who moved."): ``target_groups.py`` with
``choose`` and ``performer``, the unit effect's condition read per card [CE › TARGET],
[CE › PERFORM], [CE › UNIT]. Our own record; exact places and bowing after the action."""

from __future__ import annotations

from l5r_desktop.games.ccg.actions import UseAbility
from l5r_desktop.games.ccg.cardtext import abilities, movement_negation
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model.card_state import Modifier
from tests.engine.scenario import cd, find, player, position

RETREAT = {"timing": "battle", "cost": {"discard_self": True},
           "targets": [{"type": "personality", "controller": "you", "performer": True,
                        "choose": True, "group": {}}],
           "effects": [{"op": "move_home", "target": 0},
                       {"op": "straighten", "each": {"type": "card", "unit_of": 0},
                        "if": {"card": 0, "moved": True}}]}
DEFS = [cd("Plum Retreat", "celestial", abilities=[RETREAT]),
        cd("Alice Lance", "personality", force=2, chi=2, personal_honor=2, gold_cost=3,
           honor_requirement=0),
        cd("Alice Bow", "personality", force=2, chi=2, personal_honor=2, gold_cost=3,
           honor_requirement=0),
        cd("Alice Horse", "follower", force=1, gold_cost=1, focus=1),
        cd("Bob Wall", "personality", force=5, chi=2, personal_honor=2, gold_cost=3,
           honor_requirement=0)]


def _battle() -> Game:
    """Alice's bowed Lance (with a bowed Horse) and bowed Bow attack Bob's Wall."""
    field = {"province": 0, "ended": False,
             "attacking": [{"title": "Alice Lance", "bowed": True,
                            "attachments": [{"title": "Alice Horse", "bowed": True}]},
                           {"title": "Alice Bow", "bowed": True, "attachments": []}],
             "defending": [{"title": "Bob Wall", "attachments": []}]}
    pos = position(player(home=["Plum Retreat"]), player("Lion Keep", name="Bob"), defs=DEFS,
                   phase="attack", step="combat", turn=3, active=0, priority=0)
    pos["attack"] = {"attacker": 0, "defender": 1, "segment": "combat", "current": 0,
                     "battlefields": [field]}
    return Game.from_position(pos)


def _use(game: Game, targets: tuple[str, ...]) -> None:
    act = next(a for a in game.legal_actions() if isinstance(a, UseAbility)
               and game.state.title(a.card) == "Plum Retreat" and set(a.targets) == set(targets))
    game.perform(act)


def test_both_chosen_move_home_and_their_units_straighten() -> None:
    """The offers: the Lance, the Bow, or both (never Bob's Wall); both chosen: both at home,
    the Lance, his Horse and the Bow unbowed; the Celestial discarded."""
    game = _battle()
    s = game.state
    lance, bow, horse = find(s, "Alice Lance", 0), find(s, "Alice Bow", 0), \
        find(s, "Alice Horse", 0)
    offers = sorted(sorted(a.targets) for a in game.legal_actions()
                    if isinstance(a, UseAbility) and s.title(a.card) == "Plum Retreat")
    assert offers == sorted([[lance], [bow], sorted([lance, bow])])
    _use(game, (lance, bow))
    assert all(s.cards[c].zone.value == "home" for c in (lance, bow, horse))
    assert not any(s.cards[c].bowed for c in (lance, bow, horse))
    assert find(s, "Plum Retreat", 0) in s.players[0].fate_discard + s.players[0].dynasty_discard


def test_one_who_did_not_move_stays_bowed() -> None:
    """The Bow's movement is negated: he stays at the battlefield, bowed; the Lance's unit
    moves home and straightens."""
    game = _battle()
    s = game.state
    lance, bow, horse = find(s, "Alice Lance", 0), find(s, "Alice Bow", 0), \
        find(s, "Alice Horse", 0)
    s.cards[bow].modifiers.append(Modifier(movement_negation.STAT, 0, source="test"))
    _use(game, (lance, bow))
    assert s.cards[bow].zone.value == "battlefield" and s.cards[bow].bowed
    assert not s.cards[lance].bowed and not s.cards[horse].bowed


def test_the_validator_reads_the_condition_only_on_the_units_effect() -> None:
    assert not abilities.validate(RETREAT)
    on_move = {**RETREAT, "effects": [{"op": "move_home", "target": 0,
                                        "if": {"card": 0, "moved": True}}]}
    assert abilities.validate(on_move)
