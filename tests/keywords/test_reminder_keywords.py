"""Brash, Overconfident and Stalwart, with exact hands, decks and bowed states
(``games/ccg/keywords/may_draw.py``, ``keywords/stalwart.py``; the rules are the cards'
reminder text: no rulebook here names these keywords)."""

from __future__ import annotations

from l5r_desktop.games.ccg.actions import Assign, ChooseOption, Pass, Recruit, UseAbility
from l5r_desktop.games.ccg.attack.events import RangedAttackMade
from l5r_desktop.games.ccg.events import CardsBowed, CardsDrawn, Note
from l5r_desktop.games.ccg.keywords.stalwart import STALWART_KEY
from tests.engine.scenario import cd, find, game_at, player
from tests.engine_battle.battle_scenario import attack_game, declare, done, pid


def _bow_strategy(title: str, controller: str, timing: str = "limited") -> dict:
    return cd(title, "strategy", gold_cost=0, focus=1,
              abilities=[{"name": title, "timing": timing,
                          "targets": [{"type": "personality", "controller": controller}],
                          "effects": [{"op": "bow", "target": 0}]}])


DEFS = [
    cd("Brash Raider", "personality", clans=["Crane"], keywords=["Brash", "Samurai"], force=3,
       chi=2, gold_cost=4, personal_honor=1),
    cd("Brash Ashigaru", "follower", keywords=["Brash"], force=1, gold_cost=1, focus=1),
    cd("Boastful Courtier", "personality", clans=["Crane"],
       keywords=["Overconfident", "Courtier"], force=1, chi=2, honor_requirement=0,
       gold_cost=3, personal_honor=1),
    cd("Stalwart Guard", "personality", clans=["Lion"], keywords=["Stalwart", "Samurai"],
       force=2, chi=2, gold_cost=4, personal_honor=2),
    _bow_strategy("Push", "opponent"),
    _bow_strategy("Kneel", "you"),
    cd("Terrify", "strategy", gold_cost=0, focus=1,
       abilities=[{"name": "Terrify", "timing": "battle",
                   "targets": [{"type": "personality", "controller": "opponent"}],
                   "effects": [{"op": "fear", "target": 0, "amount": 3}]}]),
]


def _hand_deck(game, who: int) -> tuple[int, int]:
    p = game.state.players[who]
    return len(p.hand), len(p.fate_deck)


# --- Brash ---------------------------------------------------------------------------------

def _brash_attack(**alice):
    game = attack_game(player(name="Alice", **alice), player("Lion Keep", name="Bob",
                                                               home=["Lion Samurai"]),
                       defs=DEFS)
    declare(game)
    return game


def test_brash_personality_assigned_to_attack_lets_the_defender_draw() -> None:
    """Alice assigns Brash Raider to attack: Bob (the Defender) decides first; he draws 1
    (hand 0 -> 1, Fate deck 5 -> 4); Alice's hand and deck do not change."""
    game = _brash_attack(home=["Brash Raider"])
    s = game.state
    raider = pid(game, "Brash Raider", 0)
    game.perform(Assign(0, card=raider, battlefield=0))
    assert game.waiting_for == 1 and s.options[0]["card"] == raider
    events = game.perform(ChooseOption(1, apply=True))
    assert [e.player for e in events if isinstance(e, CardsDrawn)] == [1]
    assert _hand_deck(game, 1) == (1, 4) and _hand_deck(game, 0) == (0, 5)
    assert not s.options and game.waiting_for == 0  # Alice goes on assigning


def test_brash_draw_may_be_declined_and_plain_units_offer_none() -> None:
    """Bob declines: no card drawn (hand 0, deck 5). A unit without Brash offers nothing."""
    game = _brash_attack(home=["Brash Raider", "Crane Samurai"])
    s = game.state
    game.perform(Assign(0, card=pid(game, "Brash Raider", 0), battlefield=0))
    game.perform(ChooseOption(1, apply=False))
    assert _hand_deck(game, 1) == (0, 5)
    game.perform(Assign(0, card=pid(game, "Crane Samurai", 0), battlefield=1))
    assert not s.options and game.waiting_for == 0


def test_each_brash_card_of_the_unit_offers_a_draw() -> None:
    """Brash Raider carrying a Brash Ashigaru: the unit's two Brash cards are assigned
    together, Bob may draw twice (hand 0 -> 2, deck 5 -> 3)."""
    game = _brash_attack(home=[{"title": "Brash Raider", "attachments": ["Brash Ashigaru"]}])
    s = game.state
    game.perform(Assign(0, card=pid(game, "Brash Raider", 0), battlefield=0))
    assert len(s.options) == 2
    game.perform(ChooseOption(1, apply=True))
    game.perform(ChooseOption(1, apply=True))
    assert _hand_deck(game, 1) == (2, 3)


def test_brash_defender_assigned_offers_no_draw() -> None:
    """Bob's own Brash Raider assigned to defend is not "assigned to attack": Alice is
    offered nothing."""
    game = attack_game(player(name="Alice", home=["Crane Samurai"]),
                       player("Lion Keep", name="Bob", home=["Brash Raider"]), defs=DEFS)
    declare(game)
    game.perform(Assign(0, card=pid(game, "Crane Samurai", 0), battlefield=0))
    done(game)
    game.perform(Assign(1, card=pid(game, "Brash Raider", 1), battlefield=0))
    assert not game.state.options and _hand_deck(game, 0) == (0, 5)


# --- Overconfident -------------------------------------------------------------------------

def test_overconfident_entering_and_leaving_play_lets_the_other_player_draw() -> None:
    """Alice recruits Boastful Courtier (Overconfident): Bob may draw and does (hand 0 -> 1,
    deck 5 -> 4); Alice draws nothing (deck 5). Another table: Bob's Assassin destroys
    Alice's Courtier in play (he leaves play): Bob may draw again (his hand: the Assassin
    played, 1 card drawn: 1; deck 5 -> 4)."""
    game = game_at(player(provinces=[{"title": "Boastful Courtier", "face_up": True},
                                     None, None, None], home=["Gold Mine"]),
                   player("Lion Keep", name="Bob"), phase="dynasty", defs=DEFS)
    s = game.state
    courtier = find(s, "Boastful Courtier")
    game.perform(Recruit(0, card=courtier))
    assert game.waiting_for == 1 and s.options[0]["player"] == 1
    game.perform(ChooseOption(1, apply=True))
    assert _hand_deck(game, 1) == (1, 4) and _hand_deck(game, 0)[1] == 5

    game2 = game_at(player(home=["Boastful Courtier"]),
                    player("Lion Keep", name="Bob", hand=["Assassin"]), active=1, defs=DEFS)
    s2 = game2.state
    game2.perform(UseAbility(1, card=find(s2, "Assassin"), ability=0,
                             targets=(find(s2, "Boastful Courtier"),)))
    assert find(s2, "Boastful Courtier") in s2.players[0].honorably_dead
    assert s2.options and s2.options[0]["player"] == 1
    game2.perform(ChooseOption(1, apply=True))
    assert _hand_deck(game2, 1) == (1, 4) and _hand_deck(game2, 0) == (0, 5)


def test_plain_personality_recruited_offers_no_draw() -> None:
    """A Personality without Overconfident entering play offers nothing."""
    game = game_at(player(provinces=[{"title": "Ronin", "face_up": True}, None, None, None],
                          home=["Gold Mine"]), phase="dynasty", defs=DEFS)
    game.perform(Recruit(0, card=find(game.state, "Ronin")))
    assert not game.state.options and _hand_deck(game, 1) == (0, 5)


# --- Stalwart ------------------------------------------------------------------------------

def test_stalwart_negates_the_first_bowing_by_another_players_card_each_turn() -> None:
    """Alice's Push bows Bob's Stalwart Guard: negated (unbowed, no CardsBowed); her second
    Push the same turn bows him."""
    game = game_at(player(hand=["Push", "Push"]),
                   player("Lion Keep", name="Bob", home=["Stalwart Guard"]), defs=DEFS)
    s = game.state
    guard = find(s, "Stalwart Guard")
    first, second = [c for c in s.players[0].hand if s.title(c) == "Push"]
    events = game.perform(UseAbility(0, card=first, ability=0, targets=(guard,)))
    assert not s.cards[guard].bowed
    assert not any(isinstance(e, CardsBowed) for e in events)
    assert any(isinstance(e, Note) and "Stalwart" in e.text for e in events)
    assert s.cards[guard].ability_uses[STALWART_KEY] == s.turn
    game.perform(Pass(1))
    events = game.perform(UseAbility(0, card=second, ability=0, targets=(guard,)))
    assert s.cards[guard].bowed and any(isinstance(e, CardsBowed) for e in events)


def test_stalwart_does_not_negate_its_own_controllers_bowing() -> None:
    """Bob's own Kneel bows his Stalwart Guard: it bows, and the turn's use is not spent."""
    game = game_at(player(), player("Lion Keep", name="Bob", home=["Stalwart Guard"],
                                    hand=["Kneel"]), active=1, defs=DEFS)
    s = game.state
    guard = find(s, "Stalwart Guard")
    game.perform(UseAbility(1, card=find(s, "Kneel"), ability=0, targets=(guard,)))
    assert s.cards[guard].bowed and STALWART_KEY not in s.cards[guard].ability_uses


def test_stalwart_negates_fear_from_another_players_card() -> None:
    """Alice's Terrify (Fear 3) on Bob's Stalwart Guard (Force 2) in battle: negated, he
    stays unbowed (result "negated (Stalwart)"); a second Fear the same turn bows him."""
    game = attack_game(player(name="Alice", home=["Lion Samurai"], hand=["Terrify", "Terrify"]),
                       player("Lion Keep", name="Bob", home=["Stalwart Guard"]), defs=DEFS)
    s = game.state
    declare(game)
    game.perform(Assign(0, card=pid(game, "Lion Samurai", 0), battlefield=0))
    done(game)
    guard = pid(game, "Stalwart Guard", 1)
    game.perform(Assign(1, card=guard, battlefield=0))
    done(game)
    game.perform(Pass(1))  # Bob's first opportunity of the Combat Segment
    first, second = [c for c in s.players[0].hand if s.title(c) == "Terrify"]
    events = game.perform(UseAbility(0, card=first, ability=0, targets=(guard,)))
    hit = next(e for e in events if isinstance(e, RangedAttackMade))
    assert hit.result == "negated (Stalwart)" and not s.cards[guard].bowed
    game.perform(Pass(1))
    events = game.perform(UseAbility(0, card=second, ability=0, targets=(guard,)))
    hit = next(e for e in events if isinstance(e, RangedAttackMade))
    assert hit.result == "bowed" and s.cards[guard].bowed


# --- coverage ------------------------------------------------------------------------------

def test_ruled_keywords_no_longer_count_as_manual() -> None:
    """A keyword the engine rules is not in the coverage's unruled list (a card whose only
    text is its reminder is vanilla); the unruled ones still count as one manual ability."""
    from l5r_desktop.carddb.ccg_coverage import UNRULED_KEYWORDS, classify
    from l5r_desktop.games.ccg.keywords import RULED
    from l5r_desktop.games.ccg.model.cards import CardDef

    assert not {k.casefold() for k in UNRULED_KEYWORDS} & set(RULED)
    for kw in ("Brash", "Overconfident", "Stalwart"):
        card = CardDef.from_dict(cd(f"{kw} One", "personality", keywords=[kw], force=1, chi=1,
                                    text=f"({kw} reminder.)"))
        assert classify(card) == ("vanilla", 0, 0), kw
    courage = CardDef.from_dict(cd("Brave One", "personality", keywords=["Courage"], force=1,
                                   chi=1, text="(Courage reminder.)"))
    assert classify(courage) == ("vanilla", 0, 0)  # its record: cardtext/courage.py
    honor = CardDef.from_dict(cd("Proud One", "personality", keywords=["Honor"], force=1,
                                 chi=1, text="(Honor reminder.)"))
    assert classify(honor) == ("none", 0, 1)
