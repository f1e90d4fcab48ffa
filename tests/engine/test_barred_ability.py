"""One ability of a card, chosen as the effect resolves, may not be used this turn
(``cardtext/barred_abilities.py``) [CE › ABILITIES], [CE › CHOICES], [CE › DURATION OF
EFFECTS]; and a duel's loser destroyed if he is dishonorable (``duel_consequences.py``,
``destroy_dishonorable_loser``). Invented cards only."""

from __future__ import annotations

from l5r_desktop.games.ccg import duel_consequences
from l5r_desktop.games.ccg.actions import ChooseCard, Pass, UseAbility
from l5r_desktop.games.ccg.cardtext import abilities, barred_abilities
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model.state import GameState
from tests.engine.scenario import cd, find, find_all, game_at, player

_HONOR = [{"op": "gain_honor", "amount": 1, "player": "you"}]
_SILENCE = {"timing": "open", "targets": [{"type": "personality"}],
            "effects": [{"op": "bar_ability", "target": 0}]}


def _game(abilities_of_target: list[dict], text: str = "", copies: int = 1) -> Game:
    defs = [cd("Silence", "strategy", gold_cost=0, focus=1, abilities=[_SILENCE]),
            cd("Orator", "personality", force=1, chi=2, gold_cost=3, personal_honor=1,
               abilities=abilities_of_target, text=text)]
    return game_at(player(hand=["Silence"] * copies),
                   player("Lion Keep", home=[{"title": "Orator", "attachments": []}]),
                   defs=defs)


_TWO = [{"timing": "limited", "cost": {"bow_self": True}, "effects": _HONOR},
        {"timing": "open", "cost": {"bow_self": True}, "effects": _HONOR},
        {"timing": "continuous", "ongoing": "stat", "stat": "force", "amount": 1}]


def test_the_player_chooses_which_ability_may_not_be_used() -> None:
    """Both of the Orator's abilities offered (not his trait); Alice bars the Open one: Bob
    may not use it (nor list it), the Limited one stays; a save keeps it; gone next turn."""
    game = _game(_TWO)
    s = game.state
    orator = find(s, "Orator")
    game.perform(UseAbility(0, find(s, "Silence"), 0, (orator,)))
    assert s.options[0]["player"] == 0 and s.options[0]["pick"] == ["r0", "r1"]
    assert "Open ability" in ChooseCard(0, choice="r1").label(s)
    game.perform(ChooseCard(0, choice="r1"))
    c = s.cards[orator]
    assert barred_abilities.ability_barred(c, 1) and not barred_abilities.ability_barred(c, 0)
    assert abilities.use_problem(s, 1, orator, 1) is not None
    assert abilities.use_problem(s, 1, orator, 0) is None or "Limited" in str(
        abilities.use_problem(s, 1, orator, 0))
    offered = {a.ability for a in game.legal_actions(1) if isinstance(a, UseAbility)
               and a.card == orator}
    assert 1 not in offered
    again = GameState.from_dict(s.to_dict())
    assert barred_abilities.ability_barred(again.cards[orator], 1)
    c.modifiers = [m for m in c.modifiers if m.duration.value != "turn"]  # the turn ends
    assert not barred_abilities.ability_barred(c, 1)


def test_one_ability_is_barred_without_asking_and_a_manual_one_is_named() -> None:
    """One automated ability: barred at once. A card whose only ability is resolved by hand
    (a designator before its colon): that line is barred with a note; a trait line is not an
    ability: nothing to bar."""
    game = _game(_TWO[1:])
    s = game.state
    orator = find(s, "Orator")
    game.perform(UseAbility(0, find(s, "Silence"), 0, (orator,)))
    assert not s.options and barred_abilities.ability_barred(s.cards[orator], 0)
    game = _game([{"manual": "ability 2 of the card's text", "ability": 2},
                  {"manual": "ability 1 of the card's text", "ability": 1}],
                 text="He is very loud.\nBattle: Something only players resolve.")
    s = game.state
    orator = find(s, "Orator")
    events = game.perform(UseAbility(0, find(s, "Silence"), 0, (orator,)))
    assert [m.amount for m in s.cards[orator].modifiers
            if m.stat == barred_abilities.STAT_LINE] == [2]
    assert any("players keep to it" in getattr(e, "text", "") for e in events)


def test_a_barred_reaction_is_not_offered() -> None:
    """The Orator's Reaction (after an action targets him: gain 1 Honor) is offered when
    Silence targets him (both pass); barred by it, no window opens for a second Silence."""
    react = {"timing": "reaction", "trigger": {"event": "targeted", "card": "self"},
             "effects": _HONOR}
    game = _game([react], copies=2)
    s = game.state
    orator = find(s, "Orator")
    first, second = find_all(s, "Silence")
    game.perform(UseAbility(0, first, 0, (orator,)))
    assert s.windows  # the Reaction is offered (Alice is asked first)
    while s.windows:
        game.perform(Pass(s.windows[-1].actor))
    assert barred_abilities.ability_barred(s.cards[orator], 0)
    game.perform(Pass(1))
    game.perform(UseAbility(0, second, 0, (orator,)))
    assert not s.windows and s.players[1].family_honor == 10


def test_the_dishonorable_loser_is_destroyed() -> None:
    game = _game([])
    s = game.state
    orator = find(s, "Orator")
    s.cards[orator].dishonored = True
    duel_consequences.apply(s, "winner_gains_honor:2+bow_loser+destroy_dishonorable_loser",
                            [], [orator])
    assert not s.cards[orator].in_play
    game = _game([])
    s = game.state
    orator = find(s, "Orator")
    duel_consequences.apply(s, "bow_loser+destroy_dishonorable_loser", [], [orator])
    assert s.cards[orator].in_play and s.cards[orator].bowed
    assert duel_consequences.without_destruction("bow_loser+destroy_dishonorable_loser") \
        == "bow_loser"
