"""The triggers beyond "assigned" and "dishonored" (``cardtext/trigger_events.py``)
[S1 › TIMING AND TRIGGERS]: Reactions after a card enters play, is recruited, is equipped or
wins a duel; triggered traits on those and on the card's own destruction [S1 › TRAITS],
[S1 › EFFECTS IN AND OUT OF PLAY]. Exact Honor and windows out."""

from __future__ import annotations

from l5r_desktop.games.ccg.actions import (
    Equip,
    KeywordAbility,
    Manual,
    Pass,
    Recruit,
    Strike,
    UseAbility,
)
from l5r_desktop.games.ccg.cardtext import abilities, triggers
from l5r_desktop.games.ccg.events import WindowOpened
from l5r_desktop.games.ccg.model.ids import Zone
from tests.engine.scenario import cd, find, game_at, player
from tests.engine_battle.battle_scenario import attack_game, pid
from tests.keywords.scenario import opposed_battle


def _gain(n: int) -> list[dict[str, object]]:
    return [{"op": "gain_honor", "amount": n, "player": "you"}]


def _reaction(event: str, n: int, **kw: object) -> dict[str, object]:
    return {"timing": "reaction", "trigger": {"event": event, "card": "self"},
            "effects": _gain(n), **kw}


def _trait(event: str, n: int) -> dict[str, object]:
    return {"timing": "trait", "trigger": {"event": event, "card": "self"}, "effects": _gain(n)}


DEFS = [
    cd("Herald", "personality", clans=["Crane"], force=2, chi=2, honor_requirement=0,
       gold_cost=3, personal_honor=1, abilities=[_reaction("enters_play", 1)]),
    cd("Recruit Fan", "personality", clans=["Crane"], force=2, chi=2, honor_requirement=0,
       gold_cost=3, personal_honor=1, abilities=[_trait("recruited", 2)]),
    cd("Camp Guard", "follower", force=1, honor_requirement=0, gold_cost=1, focus=1,
       abilities=[_trait("recruited", 5), _trait("equipped", 1)]),
    cd("Reserve Scout", "personality", keywords=["Reserve"], clans=["Crane"], force=1, chi=2,
       honor_requirement=0, gold_cost=3, personal_honor=1,
       abilities=[_reaction("recruited_in_battle", 1), _reaction("recruited", 2)]),
    cd("Tithe Barn", "holding", gold_cost=2, abilities=[_trait("destroyed", 2)]),
    cd("Wrecker", "personality", clans=["Crane"], force=2, chi=2, honor_requirement=0,
       gold_cost=3, personal_honor=1,
       abilities=[{"timing": "limited", "targets": [{"type": "holding"}],
                   "effects": [{"op": "destroy", "target": 0}]}]),
    cd("Victor", "personality", clans=["Crane"], force=3, chi=4, honor_requirement=0,
       gold_cost=3, personal_honor=1,
       abilities=[_trait("duel_won", 1), _reaction("duel_won", 2)]),
    cd("Loser", "personality", clans=["Lion"], force=1, chi=1, honor_requirement=0,
       gold_cost=3, personal_honor=1,
       abilities=[_trait("duel_won", 7), _reaction("duel_won", 7)]),
]


def _up(title: str) -> dict[str, object]:
    return {"title": title, "face_up": True}


def _dynasty(title: str):
    p1 = player(provinces=[_up(title), None, None, None], home=["Gold Mine", "Small Farm"])
    return game_at(p1, phase="dynasty", defs=DEFS)


def test_reaction_after_this_card_enters_play() -> None:
    """Recruit the Herald (Reaction: after it enters play, gain 1 Honor): a window opens for
    its controller, who uses it (10 -> 11); then both pass and it closes."""
    game = _dynasty("Herald")
    herald = find(game.state, "Herald")
    events = game.perform(Recruit(0, card=herald, discount=False))
    opened = [e for e in events if isinstance(e, WindowOpened)]
    assert [(w.trigger, w.cards) for w in opened] == [("enters_play", (herald,))]
    assert game.legal_actions() == [Pass(0), UseAbility(0, herald, 0)]
    game.perform(UseAbility(0, herald, 0))
    assert game.state.players[0].family_honor == 11
    game.perform(Pass(1))
    game.perform(Pass(0))
    assert game.state.windows == []


def test_recruited_trait_fires_on_recruit_only() -> None:
    """"After you Recruit this card": recruiting loses nothing else and gains 2 (10 -> 12);
    the Follower equipped from hand fires its ``equipped`` trait (+1) but not ``recruited``."""
    game = _dynasty("Recruit Fan")
    fan = find(game.state, "Recruit Fan")
    game.perform(Recruit(0, card=fan, discount=False))
    assert game.state.players[0].family_honor == 12
    game = game_at(player(home=["Ronin", "Gold Mine"], hand=["Camp Guard"]), defs=DEFS)
    s = game.state
    ronin, guard = find(s, "Ronin"), find(s, "Camp Guard")
    equip = next(a for a in game.legal_actions() if isinstance(a, Equip) and a.card == guard
                 and a.target == ronin)
    game.perform(equip)
    assert s.players[0].family_honor == 11


def test_destroyed_trait_resolves_after_its_card_left_play() -> None:
    """Bob's Tithe Barn (after this Holding is destroyed, gain 2 Honor) is destroyed by
    Alice's Wrecker: Bob 10 -> 12 although the Barn is out of play; Alice unchanged."""
    game = game_at(player(home=["Wrecker"]),
                   player("Lion Keep", name="Bob", home=["Tithe Barn"]), defs=DEFS)
    s = game.state
    barn, wrecker = find(s, "Tithe Barn"), find(s, "Wrecker")
    bob_before = s.players[1].family_honor
    game.perform(UseAbility(0, wrecker, 0, (barn,)))
    assert not s.cards[barn].in_play
    assert s.players[1].family_honor == bob_before + 2
    assert s.players[0].family_honor == 10


def test_duel_won_trait_and_reaction_answer_the_winner_only() -> None:
    """Victor (Chi 4) challenges Loser (Chi 1); the duel is struck at once: Victor wins,
    his trait gains 1 (10 -> 11) and his Reaction window opens (+2 -> 13); the Loser's
    abilities on ``duel_won`` do nothing (Bob keeps his Honor)."""
    game = attack_game(player(name="Alice", home=["Victor"]),
                       player("Lion Keep", name="Bob", home=["Loser"]),
                       phase="action", step="action_round", automation="manual", defs=DEFS)
    s = game.state
    victor, loser = pid(game, "Victor", 0), pid(game, "Loser", 1)
    bob = s.players[1].family_honor
    game.perform(Manual(0, op="challenge", card=victor, target=loser, stat="chi",
                        token="none"))
    events = game.perform(Strike(game.waiting_for))  # strike at once: 4 vs 1
    assert s.players[0].family_honor == 11
    assert [(e.trigger, e.cards) for e in events if isinstance(e, WindowOpened)] == [
        ("duel_won", (victor,))]
    assert UseAbility(0, victor, 1) in game.legal_actions()
    game.perform(UseAbility(0, victor, 1))
    assert s.players[0].family_honor == 13 and s.players[1].family_honor == bob
    assert s.cards[loser].zone is Zone.HOME  # no consequence: nobody destroyed


def test_reserve_recruit_into_the_battle_is_recruited_in_battle() -> None:
    """Bob Recruits his Reserve Scout into the opposed battle [S0 › RESERVE #] ("Recruit your
    target Reserve Personality (into the current battlefield)"): windows open for both
    ``recruited_in_battle`` (+1: 10 -> 11) and ``recruited`` (+2 -> 13). Recruited in the
    Dynasty Phase only ``recruited`` answers (+2: 10 -> 12)."""
    game = opposed_battle({"home": ["Herald"]},
                          {"provinces": [{"title": "Reserve Scout", "face_up": True},
                                         "Gold Mine", "Gold Mine", "Gold Mine"]}, DEFS)
    s = game.state
    scout = find(s, "Reserve Scout")
    events = game.perform(KeywordAbility(1, "reserve_recruit", scout))
    assert sorted(e.trigger for e in events if isinstance(e, WindowOpened)) == [
        "recruited", "recruited_in_battle"]
    used = []
    for _ in range(8):  # Alice (the active player) passes first in each window
        acts = game.legal_actions()
        use = next((a for a in acts if isinstance(a, UseAbility)), None)
        if use is not None:
            used.append(use.ability)
        game.perform(use or next(a for a in acts if isinstance(a, Pass)))
        if len(used) == 2:
            break
    assert sorted(used) == [0, 1] and s.players[1].family_honor == 13
    game = _dynasty("Reserve Scout")
    scout = find(game.state, "Reserve Scout")
    events = game.perform(Recruit(0, card=scout, discount=False))
    assert [e.trigger for e in events if isinstance(e, WindowOpened)] == ["recruited"]
    assert game.legal_actions() == [Pass(0), UseAbility(0, scout, 1)]
    game.perform(UseAbility(0, scout, 1))
    assert game.state.players[0].family_honor == 12


def test_new_trigger_words_validate() -> None:
    for event in ("enters_play", "recruited", "recruited_in_battle", "equipped", "duel_won"):
        assert triggers.validate_trigger(_reaction(event, 1)) == []
    for event in ("enters_play", "recruited", "equipped", "duel_won", "destroyed"):
        rec = _trait(event, 1)
        assert abilities.validate(rec) == [] and triggers.validate_trigger(rec) == []
    assert triggers.validate_trigger(_reaction("destroyed", 1))  # its card is gone: no window
    assert triggers.validate_trigger(_reaction("sneezed", 1))
