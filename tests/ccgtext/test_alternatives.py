"""Alternative and variable amounts and durations read from text
(``templates/alternatives.py``, ``templates/durations.py``): "A, or B if C" is A unless C and
B if C [S1 › CHOICES: alternate effects]; "with +N strength if C"; "Ranged Attack with
strength equal to <card>'s Chi" reads the stat when it resolves; "until the end of the
battle" / "permanently" set the modifier's duration [S1 › DURATION OF EFFECTS]. Exact
records and exact attack strengths in a battle."""

from __future__ import annotations

from l5r_desktop.carddb.ccgtext import translate
from l5r_desktop.games.ccg.actions import Pass, UseAbility
from l5r_desktop.games.ccg.attack.events import RangedAttackMade
from l5r_desktop.games.ccg.model.cards import CardDef, CardType
from tests.engine.scenario import cd, player
from tests.engine_battle.battle_scenario import assign, attack_game, declare, done, pid


def _card(text: str, type_: CardType = CardType.PERSONALITY, title: str = "Kaze Tomo"
          ) -> CardDef:
    return CardDef(id="x:1", title=title, type=type_, text=text, base_title=title)


def _rec(text: str, type_: CardType = CardType.PERSONALITY) -> dict | None:
    (rec,), auto = translate(_card(text, type_))
    return rec if auto == [True] else None


def test_or_if_alternatives() -> None:
    follower = {"card": 0, "type": "follower"}
    assert _rec("Battle: Fear 2, or Fear 5 if the target is a Follower.")["effects"] == [
        {"op": "fear", "target": 0, "amount": 2, "if": {"not": follower}},
        {"op": "fear", "target": 0, "amount": 5, "if": follower}]
    dis = {"card": 0, "dishonorable": True}
    assert _rec("Open: Give a target Personality -1F, or -3F if he is dishonorable.")[
        "effects"] == [
        {"op": "modify_stat", "target": 0, "stat": "force", "amount": -1, "duration": "turn",
         "if": {"not": dis}},
        {"op": "modify_stat", "target": 0, "stat": "force", "amount": -3, "duration": "turn",
         "if": dis}]
    shugenja = {"player": "you", "controls": {"type": "personality", "keyword": "Shugenja"}}
    assert _rec("Battle: Melee 5 Attack, with +2 strength if you control a Shugenja.")[
        "effects"] == [
        {"op": "melee_attack", "target": 0, "amount": 5, "if": {"not": shugenja}},
        {"op": "melee_attack", "target": 0, "amount": 7, "if": shugenja}]


def test_variable_strength_and_durations() -> None:
    assert _rec("Battle, Bow: Ranged Attack with strength equal to Tomo's Chi.") == {
        "timing": "battle", "cost": {"bow_self": True}, "targets": [{"type": "ranged"}],
        "effects": [{"op": "ranged_attack", "target": 0,
                     "amount_from": {"card": "self", "stat": "chi", "sign": 1}}]}
    eff = _rec("Battle: Give a target Personality +2F until the end of the battle.")["effects"]
    assert [e["duration"] for e in eff] == ["battle"]
    eff = _rec("Limited: Permanently give Tomo +1F/+1C.")["effects"]
    assert [(e["stat"], e["duration"]) for e in eff] == [("force", "game"), ("chi", "game")]


def test_what_stays_manual() -> None:
    for text in ("Battle: Fear 2, or Ranged 4 Attack if the target is a Follower.",
                 # ("Lion Clan or Unaligned" is read since: the core lane's Unaligned test)
                 "Battle: Ranged 2 Attack, or Ranged 4 Attack if the target is Lion Clan or "
                 "Other.",
                 "Battle: Ranged 3 Attack, or Ranged 4 Attack if the target is Lion.",
                 "Battle: Give a target Personality -2F, or -3C if he is dishonorable.",
                 "Battle: Bow a target Personality until the end of the battle.",
                 "Battle: Give a target Personality +2F until your next turn ends."):
        assert _rec(text) is None, text


def _translated(title: str, type_: str, text: str, **kw) -> dict:
    records, auto = translate(_card(text, CardType(type_), title))
    assert auto == [True]
    return cd(title, type_, abilities=records, **kw)


DEFS = [
    _translated("Kaze Tomo", "personality",
                "Battle: Ranged Attack with strength equal to Tomo's Chi.",
                clans=["Crane"], keywords=["Samurai"], force=1, chi=3, gold_cost=3,
                personal_honor=1),
    _translated("Dread Howl", "strategy",
                "Battle: Fear 1, or Fear 4 if the target is a Follower.", gold_cost=0),
]


def _battle():
    """Alice attacks with Kaze Tomo (Chi 3, Dread Howl x2 in hand); Bob defends with a Lion
    Samurai carrying Spearmen (Force 2) and a Ronin (Force 2)."""
    game = attack_game(
        player(name="Alice", home=["Kaze Tomo"], hand=["Dread Howl", "Dread Howl"]),
        player("Lion Keep", name="Bob",
               home=[{"title": "Lion Samurai", "attachments": ["Spearmen"]}, "Ronin"]),
        defs=DEFS)
    declare(game)
    assign(game, pid(game, "Kaze Tomo", 0), 0)
    done(game)
    for title in ("Lion Samurai", "Ronin"):
        assign(game, pid(game, title, 1), 0)
    done(game)
    game.perform(Pass(1))
    return game


def _hit(events) -> tuple[str, int, str]:
    e = next(e for e in events if isinstance(e, RangedAttackMade))
    return e.target, e.strength, e.result


def test_translated_amounts_play_in_a_battle() -> None:
    """Dread Howl is Fear 4 on the Spearmen (a Follower: bowed) and Fear 1 on the Ronin (a
    Personality); then Tomo's Ranged Attack has strength 3 (his Chi) and destroys the Ronin
    (Force 2)."""
    game = _battle()
    s = game.state
    tomo, ronin, spear = pid(game, "Kaze Tomo", 0), pid(game, "Ronin", 1), pid(game,
                                                                             "Spearmen", 1)
    howls = [c for c in s.players[0].hand if s.title(c) == "Dread Howl"]
    assert _hit(game.perform(UseAbility(0, howls[0], 0, (spear,)))) == (spear, 4, "bowed")
    game.perform(Pass(1))
    assert _hit(game.perform(UseAbility(0, howls[1], 0, (ronin,))))[:2] == (ronin, 1)
    game.perform(Pass(1))
    assert _hit(game.perform(UseAbility(0, tomo, 0, (ronin,)))) == (ronin, 3, "destroyed")
