"""An attachment's ability used from the hand that equips the card itself
(``hand_attach.py`` ``target: "self"``: the card stays in the hand, it is no Strategy with a
resolution area [CE › RESOLUTION AND ENTERING PLAY AREAS]; the Equip's attaching and Gold
[CE › PLAYER ABILITIES]; the Good Faith Rule [CE › TAKING ACTIONS › A]) and a card's own
copy limit in a deck (ongoing ``deck_copies``, read by ``carddb/legality.copy_limit``;
template ``templates/deck_copies.py``) [CE › THE PLAY DECK], [CE › CARDINAL RULES]. Our own
invented cards and words; exact Gold, places and limits."""

from __future__ import annotations

import dataclasses

from l5r_desktop.carddb import legality
from l5r_desktop.carddb.ccgtext import translate
from l5r_desktop.games.ccg.actions import UseAbility
from l5r_desktop.games.ccg.cardtext import abilities
from l5r_desktop.games.ccg.events import GoldPaid
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model.cards import CardDef, CardType
from l5r_desktop.games.ccg.model.ids import Zone
from tests.engine.scenario import cd, find, game_at, player

# A Follower: "Limited: If this card is in your hand, target your performing Samurai and
# equip it to him." (ours)
_SLIP = {"timing": "limited", "from": "hand",
         "targets": [{"type": "personality", "controller": "you", "performer": True,
                      "keyword": "Samurai"}],
         "effects": [{"op": "attach_from_hand", "target": "self", "to": 0}]}
_TRAIT = {"timing": "trait", "trigger": {"event": "enters_play", "card": "self"},
          "effects": [{"op": "gain_honor", "amount": 1, "player": "you"}]}
DEFS = [cd("Shadow Aide", "follower", force=2, gold_cost=2, honor_requirement=0, focus=1,
           abilities=[_SLIP, _TRAIT])]


def _game(pool: int, home: list[str]) -> Game:
    alice = player(home=list(home), hand=["Shadow Aide"], gold_pool=pool)
    game = game_at(alice, player("Lion Keep"), defs=DEFS)
    game.state.cards[find(game.state, "Crane Keep", 0)].bowed = True  # the pool's Gold only
    return game


def _uses(game: Game) -> list[UseAbility]:
    me = find(game.state, "Shadow Aide", 0)
    return [a for a in game.legal_actions() if isinstance(a, UseAbility) and a.card == me]


def test_the_card_equips_itself_from_the_hand() -> None:
    """Only the Samurai is offered; the Aide (Gold Cost 2) attaches to him for Alice's 2
    Gold, leaves her hand (it was never put anywhere else) and its own entering-play trait
    gains her 1 Honor (10 -> 11)."""
    game = _game(2, ["Crane Samurai", "Crane Shugenja"])
    s = game.state
    aide, samurai = find(s, "Shadow Aide", 0), find(s, "Crane Samurai", 0)
    (use,) = _uses(game)
    assert use.targets == (samurai,)
    events = game.perform(use)
    assert s.cards[aide].attached_to == samurai and s.cards[aide].zone is Zone.HOME
    assert aide not in s.players[0].hand and aide not in s.players[0].fate_discard
    assert [e.amount for e in events if isinstance(e, GoldPaid)] == [2]
    assert s.players[0].family_honor == 11


def test_not_offered_when_it_cannot_be_paid_for() -> None:
    """With 1 Gold the Aide (2) cannot be equipped: the ability is not offered."""
    assert _uses(_game(1, ["Crane Samurai"])) == []


def test_an_attachment_whose_attaching_fails_stays_in_the_hand() -> None:
    """The Samurai leaves play before the effect: the Aide stays in the hand, not
    discarded."""
    game = _game(2, ["Crane Samurai"])
    s = game.state
    (use,) = _uses(game)
    s.cards[find(s, "Crane Samurai", 0)].zone = Zone.DYNASTY_DISCARD  # gone (test only)
    s.players[0].home.remove(find(s, "Crane Samurai", 0))
    game.perform(use)
    assert s.cards[find(s, "Shadow Aide", 0)].zone is Zone.HAND


def _def(text: str, kind: CardType = CardType.FOLLOWER, unique: bool = False) -> CardDef:
    card = CardDef(id="x:1", title="Night Band", type=kind, text=text, base_title="Night Band",
                   keywords=("Unique",) if unique else ())
    recs, auto = translate(card)
    return dataclasses.replace(card, abilities=tuple(recs)) if all(auto) else card


def test_a_cards_own_copy_limit() -> None:
    """Up to twelve: 12 under every profile (3 without the line); any number of this
    Follower: no limit worth counting; a Unique card's own line (six) still wins (Cardinal
    Rule 1); the line on another type, or "eleven", stays manual."""
    ten = _def("You may include up to 12 copies of this card in your deck.")
    assert ten.abilities == ({"timing": "continuous", "ongoing": "deck_copies", "copies": 12},)
    plain = _def("Night raid.")
    for rules in legality.DECK_RULES.values():
        assert legality.copy_limit(ten, rules) == 12
        assert legality.copy_limit(plain, rules) == 3
    anyn = _def("You may include any number of this Follower in your deck.")
    assert legality.copy_limit(anyn, legality.DECK_RULES["celestial"]) == legality.ANY_NUMBER
    six = _def("You may include up to six copies of this card in your deck.", unique=True)
    assert legality.copy_limit(six, legality.DECK_RULES["celestial"]) == 6
    assert _def("You may include any number of this Follower in your deck.",
                CardType.ITEM).abilities == ()
    assert _def("You may include up to eleven copies of this card in your deck.").abilities \
        == ()
    assert abilities.validate({"timing": "continuous", "ongoing": "deck_copies",
                               "copies": 0})
    assert abilities.validate({"timing": "continuous", "ongoing": "deck_copies",
                               "copies": "all"})
