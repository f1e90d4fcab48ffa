"""A trait lifting the rulebook's maximum Personal Honor of 0 for dishonorable Personalities
(ongoing ``no_dishonor_max``, ``cardtext/ongoing.py``, read by ``model/stats.py``)
[S1 › HONORABLE AND DISHONORABLE], [S1 › PERSONALITY], and the effect condition on who
controls a card (``{"card": N, "controller": "other"}``, ``cardtext/effect_conditions.py``):
a Battle action whose target's Personal Honor is at most its performer's, with Honor gained
only for a card you do not control. Our own records; exact numbers."""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.actions import UseAbility
from l5r_desktop.games.ccg.cardtext import abilities, ongoing
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model import stats
from l5r_desktop.games.ccg.model.state import Modifier
from tests.engine.scenario import cd, find, game_at, player, position

LIFT = {"timing": "continuous", "ongoing": "no_dishonor_max", "applies_to": "yours",
        "filter": {"keyword": "Paragon"}}
#: "Battle: Choose your performing unbowed Personality and send home a target Personality
#: whose Personal Honor is not above his; gain 3 Honor if he is not yours."
SEND = {"timing": "battle", "targets": [
    {"type": "personality", "controller": "you", "performer": True, "bowed": False,
     "choose": True},
    {"type": "personality", "compare": {"stat": "personal_honor", "than": 0, "or_equal": True}}],
    "effects": [{"op": "move_home", "target": 1},
                {"op": "gain_honor", "amount": 3, "player": "you",
                 "if": {"card": 1, "controller": "other"}}]}

DEFS = [cd("Plum Keep", "stronghold", abilities=[LIFT, SEND]),
        cd("True Heart", "personality", keywords=["Paragon"], force=2, chi=2, gold_cost=3,
           personal_honor=3),
        cd("Plain Heart", "personality", keywords=["Samurai"], force=2, chi=2, gold_cost=3,
           personal_honor=3),
        cd("Strong Heart", "personality", keywords=["Paragon"], force=2, chi=2, gold_cost=3,
           personal_honor=4),
        cd("Low Foe", "personality", force=2, chi=2, gold_cost=3, personal_honor=2),
        cd("High Foe", "personality", force=2, chi=2, gold_cost=3, personal_honor=4),
        cd("Low Friend", "personality", force=2, chi=2, gold_cost=3, personal_honor=1)]


def _dis(title: str) -> dict[str, Any]:
    return {"title": title, "dishonored": True}


def test_your_dishonorable_paragons_keep_their_personal_honor() -> None:
    """With the Keep: Alice's dishonorable Paragon 3, her dishonorable Samurai 0, Bob's
    dishonorable Paragon 0; a +3 bonus on her Paragon of 4 stops at the rulebook's 5; with
    Bob holding the Keep instead, Alice's Paragon is 0."""
    game = game_at(player("Plum Keep", home=[_dis("True Heart"), _dis("Plain Heart"),
                                             _dis("Strong Heart")]),
                   player("Lion Keep", home=[_dis("True Heart")]), defs=DEFS)
    s = game.state
    assert [stats.personal_honor(s, find(s, t, 0))
            for t in ("True Heart", "Plain Heart")] == [3, 0]
    assert stats.personal_honor(s, find(s, "True Heart", 1)) == 0
    strong = find(s, "Strong Heart", 0)
    s.cards[strong].modifiers.append(Modifier("personal_honor", 3))
    assert stats.personal_honor(s, strong) == 5
    other = game_at(player("Lion Keep", home=[_dis("True Heart")]),
                    player("Plum Keep"), defs=DEFS)
    assert stats.personal_honor(other.state, find(other.state, "True Heart", 0)) == 0


def _battle(attacking: list[str], defending: list[str]) -> Game:
    alice = player("Plum Keep", name="Alice")
    bob = player("Lion Keep", name="Bob")
    pos = position(alice, bob, phase="attack", step="combat", active=0, priority=0, defs=DEFS)
    pos["attack"] = {"attacker": 0, "defender": 1, "segment": "combat", "current": 0,
                     "battlefields": [{"province": 0,
                                       "attacking": [{"title": t, "attachments": []}
                                                     for t in attacking],
                                       "defending": [{"title": t, "attachments": []}
                                                     for t in defending],
                                       "ended": False}]}
    return Game.from_position(pos)


def test_only_equal_or_lower_personal_honor_and_honor_only_for_an_enemy() -> None:
    """Alice's performer has Personal Honor 3: Bob's Low Foe (2) may be sent home, High Foe (4)
    not; sending Low Foe home gains her 3 Honor (10 -> 13); sending her own Low Friend home
    gains nothing (10)."""
    game = _battle(["True Heart", "Low Friend"], ["Low Foe", "High Foe"])
    s = game.state
    keep, heart = s.players[0].stronghold, find(s, "True Heart", 0)
    uses = [a for a in game.legal_actions() if isinstance(a, UseAbility) and a.card == keep
            and a.targets[:1] == (heart,)]
    reached = {s.title(a.targets[1]) for a in uses}
    assert "Low Foe" in reached and "Low Friend" in reached and "High Foe" not in reached
    foe = find(s, "Low Foe", 1)
    game.perform(next(a for a in uses if a.targets[1] == foe))
    assert s.cards[foe].zone.value == "home" and s.players[0].family_honor == 13
    mine = _battle(["True Heart", "Low Friend"], ["Low Foe"])
    m = mine.state
    friend = find(m, "Low Friend", 0)
    use = next(a for a in mine.legal_actions() if isinstance(a, UseAbility)
               and a.card == m.players[0].stronghold and a.targets[1:] == (friend,)
               and a.targets[0] == find(m, "True Heart", 0))
    mine.perform(use)
    assert m.cards[friend].zone.value == "home" and m.players[0].family_honor == 10


def test_the_validators() -> None:
    assert ongoing.validate({**LIFT, "filter": {"type": "personality"}})
    assert abilities.validate({**SEND, "effects": [
        {"op": "gain_honor", "amount": 3, "player": "you",
         "if": {"card": 1, "controller": "opponent"}}]})
    assert not abilities.validate(SEND) and not ongoing.validate(LIFT)
