"""Reactions "after engaging" (trigger ``engaged``, ``templates/engaging.py``) and the Combat
Segment's first opportunity given by a card (``cardtext/first_opportunity.py``)
[CE › BATTLES › B. COMBAT SEGMENT]. Our own test lines and invented cards."""

from __future__ import annotations

from typing import Any

from l5r_desktop.carddb.ccgtext import translate
from l5r_desktop.games.ccg.actions import Pass, UseAbility
from l5r_desktop.games.ccg.cardtext import abilities, reconnaissance
from l5r_desktop.games.ccg.events import WindowOpened
from l5r_desktop.games.ccg.model.cards import CardDef, CardType
from tests.engine.scenario import cd
from tests.engine_battle.battle_scenario import assign, attack_game, declare, done, pid

_KESU = ("Recon Reaction: After engaging at Kesu's battlefield: You have Reconnaissance there. "
         "You have the first opportunity to take a Battle action in this battle, which must "
         "be performed by Kesu.")


def _records(text: str, type_: CardType = CardType.PERSONALITY,
             title: str = "Hiruma Kesu") -> list[dict[str, Any]] | None:
    card = CardDef(id="x:1", title=title, type=type_, text=text, base_title=title)
    recs, auto = translate(card)
    return recs if all(auto) else None


def test_lines_read() -> None:
    assert _records(_KESU) == [{
        "timing": "reaction", "trigger": {"event": "engaged", "card": "any"},
        "keywords": ["recon"], "condition": {"at_current": True},
        "effects": [{"op": "reconnaissance"},
                    {"op": "first_opportunity", "performer": "self"}]}]
    assert _records("Reaction: After engaging, choose your performing Ninja at the current "
                    "battlefield: Gain 2 Honor. You have the first chance in this battle to "
                    "take a Battle action or pass.", CardType.STRATEGY, "Quiet Step") == [{
        "timing": "reaction", "trigger": {"event": "engaged", "card": "any"},
        "cost": {"gold": "card"},
        "targets": [{"type": ["personality", "follower"], "controller": "you",
                     "performer": True, "keyword": "Ninja", "at_current": True,
                     "choose": True}],
        "effects": [{"op": "gain_honor", "amount": 2, "player": "you"},
                    {"op": "first_opportunity"}]}]


def test_its_province_and_yours_there() -> None:
    """"its province" after "at <his> battlefield" is that (the current) battlefield's;
    "your other <Kind>s there" each of them at the current battlefield."""
    assert _records("Reaction: After engaging at Kesu's battlefield: Give its province -3 or "
                    "+3 strength. Give your other Personalities there +2F.") == [{
        "timing": "reaction", "trigger": {"event": "engaged", "card": "any"},
        "effects": [{"op": "province_strength", "amount": -3, "where": "battlefield",
                     "optional": 1},
                    {"op": "province_strength", "amount": 3, "where": "battlefield",
                     "otherwise": 1},
                    {"op": "modify_stat", "stat": "force", "amount": 2, "duration": "turn",
                     "each": {"type": "personality", "controller": "you", "at_current": True,
                              "not_self": True}}],
        "condition": {"at_current": True}}]
    assert _records("Reaction: After engaging: Give its province +2 strength.") is None
    assert _records("Reaction: After engaging: Create a 2F/1C/1PH Ronin Personality on your "
                    "side there.", CardType.STRATEGY, "Hired Swords") == [{
        "timing": "reaction", "trigger": {"event": "engaged", "card": "any"},
        "cost": {"gold": "card"},
        "effects": [{"op": "create", "at": "battlefield",
                     "card": {"type": "personality", "force": 2, "chi": 1,
                              "personal_honor": 1, "keywords": ["Ronin"]}}]}]


def test_what_stays_manual() -> None:
    for line in ("Reaction: After engaging at Ryu's battlefield: Gain 1 Honor.",  # not its name
                 "Reaction: Gain 1 Honor. You have Reconnaissance there.",
                 "Limited: You have the first opportunity to take a Battle action.",
                 "After engaging, gain 1 Honor."):  # a triggered trait
        assert _records(line) is None, line
    assert _records("Reaction: After engaging at this card's battlefield: Gain 1 Honor.",
                    CardType.HOLDING) is None  # never at a battlefield
    assert _records("Reaction: After engaging at this card's battlefield: Gain 1 Honor.",
                    CardType.FOLLOWER) == [{  # in a unit: where its Personality is
        "timing": "reaction", "trigger": {"event": "engaged", "card": "any"},
        "effects": [{"op": "gain_honor", "amount": 1, "player": "you"}],
        "condition": {"at_current": True}}]
    assert abilities.validate({"timing": "reaction", "trigger": {"event": "engaged"},
                               "effects": [{"op": "first_opportunity", "performer": "x"}]})


def _game(kesu_goes: bool) -> Any:
    recs = _records(_KESU)
    assert recs is not None
    kesu = cd("Hiruma Kesu", "personality", clans=["Crab"], keywords=["Scout"], force=1,
              chi=2, gold_cost=3, personal_honor=1, abilities=recs)
    game = attack_game(
        {"name": "Alice", "home": ["Hiruma Kesu", "Lion Samurai"], "hand": ["Charge"]},
        {"stronghold": "Lion Keep", "name": "Bob", "home": ["Ronin"], "hand": ["Charge"]},
        defs=[kesu])
    declare(game)
    if kesu_goes:
        assign(game, pid(game, "Hiruma Kesu", 0), 0)
    assign(game, pid(game, "Lion Samurai", 0), 0)
    done(game)
    assign(game, pid(game, "Ronin", 1), 0)
    return game


def test_after_engaging_at_his_battlefield_he_acts_first() -> None:
    """Alice attacks with Kesu and a Lion Samurai; Bob defends with a Ronin. The battle begins
    (engaging): the Reaction window opens, Alice takes Kesu's Reaction: she has
    Reconnaissance there and the first opportunity, which Kesu must perform: her Charge may
    target only Kesu (Charge targets one of her Personalities: he performs it then), not the
    Samurai. Her pass then hands the opportunity to Bob."""
    game = _game(True)
    s = game.state
    events = done(game)  # Bob ends his assignments: the battle begins
    assert any(isinstance(e, WindowOpened) and e.trigger == "engaged" for e in events)
    kesu, sam = pid(game, "Hiruma Kesu", 0), pid(game, "Lion Samurai", 0)
    use = UseAbility(0, card=kesu, ability=0)
    assert use in game.legal_actions()
    game.perform(use)
    assert reconnaissance.has_reconnaissance(s, 0)
    while s.windows:  # Bob passes in the window (nothing of his answers it)
        game.perform(Pass(game.waiting_for or 0))
    assert s.step.value == "combat" and game.waiting_for == 0
    assert s.attack is not None and s.attack.extra_actor == kesu
    charge = pid(game, "Charge", 0)
    charges = {a.targets for a in game.legal_actions()
               if isinstance(a, UseAbility) and a.card == charge}
    assert charges == {(kesu,)} and (sam,) not in charges
    game.perform(Pass(0))
    assert game.waiting_for == 1 and s.attack.extra_actor is None


def test_not_offered_when_he_is_not_at_the_battlefield() -> None:
    """Kesu stays home: his Reaction answers no battle elsewhere; no window opens (nothing
    else answers engaging) and Bob, the Defender, has the first opportunity."""
    game = _game(False)
    events = done(game)
    assert not any(isinstance(e, WindowOpened) for e in events)
    assert game.state.step.value == "combat" and game.waiting_for == 1


def test_only_when_all_her_personalities_there_have_the_keyword() -> None:
    """"if all your Personalities there are Scouts" (``all_here_keyword``): with Kesu (a
    Scout) and a Lion Samurai at the battlefield no window opens; with Kesu alone Alice takes
    the Reaction and has the first opportunity (any of her Battle actions), then Bob."""
    line = ("Recon Reaction: After engaging at Kesu's battlefield, if all your Personalities "
            "there are Scouts: You have the first chance to take a Battle action or pass.")
    recs = _records(line)
    assert recs is not None and recs[0]["condition"] == {"all_here_keyword": "Scout",
                                                         "at_current": True}
    kesu = cd("Hiruma Kesu", "personality", clans=["Crab"], keywords=["Scout"], force=1,
              chi=2, gold_cost=3, personal_honor=1, abilities=recs)
    for with_samurai in (True, False):
        game = attack_game(
            {"name": "Alice", "home": ["Hiruma Kesu", "Lion Samurai"], "hand": ["Charge"]},
            {"stronghold": "Lion Keep", "name": "Bob", "home": ["Ronin"]}, defs=[kesu])
        declare(game)
        assign(game, pid(game, "Hiruma Kesu", 0), 0)
        if with_samurai:
            assign(game, pid(game, "Lion Samurai", 0), 0)
        done(game)
        assign(game, pid(game, "Ronin", 1), 0)
        events = done(game)
        opened = any(isinstance(e, WindowOpened) for e in events)
        assert opened is not with_samurai
        if with_samurai:
            assert game.waiting_for == 1  # the Defender first
            continue
        game.perform(UseAbility(0, card=pid(game, "Hiruma Kesu", 0), ability=0))
        while game.state.windows:
            game.perform(Pass(game.waiting_for or 0))
        s = game.state
        assert game.waiting_for == 0 and s.attack is not None and s.attack.extra_actor is None
        charge = pid(game, "Charge", 0)
        assert any(isinstance(a, UseAbility) and a.card == charge
                   for a in game.legal_actions())
