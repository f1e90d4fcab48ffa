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


# A Follower: "Limited: If this card is in your hand, equip it to a target Personality you do
# not control. It is never transferred." (ours)
_PLANT = {"timing": "limited", "from": "hand",
          "targets": [{"type": "personality", "controller": "opponent"}],
          "effects": [{"op": "attach_from_hand", "target": "self", "to": 0, "others": True}]}
_STAYS = {"timing": "continuous", "ongoing": "no_transfer"}
_MOVE = {"timing": "limited", "cost": {"bow_self": True},
         "targets": [{"type": "follower"}, {"type": "personality"}],
         "effects": [{"op": "transfer_to", "target": 0, "to": 1}]}
PLANT_DEFS = [cd("Sleeper Agent", "follower", force=1, gold_cost=2, honor_requirement=0,
                 focus=1, abilities=[_PLANT, _STAYS]),
              cd("Mover", "holding", gold_cost=0, abilities=[_MOVE])]


def test_equipped_to_another_players_personality_and_never_transferred() -> None:
    """Only Bob's Samurai is offered; Alice pays the Agent's 2 Gold, it is on him under
    Bob's control, still Alice's card. A transfer effect or the toolkit's transfer never
    moves it to Bob's other Personality."""
    from l5r_desktop.games.ccg.cardtext import effect_checks, transfers
    from l5r_desktop.games.ccg.cardtext.effect_ops import OpArgs
    from l5r_desktop.games.ccg.model.ids import ManualOp

    alice = player(home=["Crane Samurai", "Mover"], hand=["Sleeper Agent"], gold_pool=2)
    game = game_at(alice, player("Lion Keep", home=["Lion Samurai", "Loyal Lion"]),
                   defs=PLANT_DEFS)
    s = game.state
    s.cards[find(s, "Crane Keep", 0)].bowed = True
    agent, target = find(s, "Sleeper Agent", 0), find(s, "Lion Samurai", 1)
    uses = [a for a in game.legal_actions() if isinstance(a, UseAbility) and a.card == agent]
    assert {u.targets for u in uses} == {(target,), (find(s, "Loyal Lion", 1),)}
    events = game.perform(next(u for u in uses if u.targets == (target,)))
    c = s.cards[agent]
    assert c.attached_to == target and c.controller == 1 and c.owner == 0
    assert [e.amount for e in events if isinstance(e, GoldPaid)] == [2]
    other = find(s, "Loyal Lion", 1)
    assert "will not be transferred" in (transfers.refusal(s, 0, agent, other) or "")
    assert "will not be transferred" in (effect_checks.CARD_CHECKS[ManualOp.TRANSFER](
        s, OpArgs(op=ManualOp.TRANSFER, player=1, card=agent, target=other), c, False) or "")
    assert transfers.legal_sets(s, 0, find(s, "Mover", 0), _MOVE,
                                [(agent, other), (agent, target)]) == []


# An Item: "Reaction: After one of your Personalities enters play, equip this card to him."
_READY = {"timing": "reaction", "from": "hand",
          "trigger": {"event": "enters_play", "card": "yours", "type": "personality"},
          "targets": [{"type": "personality", "controller": "you", "trigger_card": "is",
                       "choose": True}],
          "effects": [{"op": "attach_from_hand", "target": "self", "to": 0}]}
READY_DEFS = [cd("Ready Spear", "item", keywords=["Weapon"], force=2, chi=0, gold_cost=2,
                 focus=1, abilities=[_READY]),
              cd("Two Gold", "holding", gold_cost=1, gold_production=2)]


def test_a_reaction_from_the_hand_equips_the_card_to_the_personality_entering_play() -> None:
    """Alice recruits a Ronin (Gold Cost 3, her pool's 3): the window offers the Spear from
    her hand for the Ronin only (not her Samurai at home); taken, it attaches to him for the
    2 Gold of her Holding."""
    from l5r_desktop.games.ccg.actions import Pass, Recruit

    alice = player(home=["Crane Samurai", "Two Gold"], hand=["Ready Spear"],
                   gold_pool=3, provinces=[{"title": "Ronin", "face_up": True},
                                           *["Filler Dynasty"] * 3])
    game = game_at(alice, player("Lion Keep"), defs=READY_DEFS, phase="dynasty")
    s = game.state
    s.cards[find(s, "Crane Keep", 0)].bowed = True
    ronin, spear = find(s, "Ronin", 0), find(s, "Ready Spear", 0)
    game.perform(next(a for a in game.legal_actions()
                      if isinstance(a, Recruit) and a.card == ronin))
    for _ in range(4):
        uses = [a for a in game.legal_actions() if isinstance(a, UseAbility) and a.card == spear]
        if uses:
            break
        game.perform(next(a for a in game.legal_actions() if isinstance(a, Pass)))
    assert [u.targets for u in uses] == [(ronin,)]
    events = game.perform(uses[0])
    assert s.cards[spear].attached_to == ronin
    assert [e.amount for e in events if isinstance(e, GoldPaid)] == [2]


# A Spell that may be equipped from its discard pile onto a Void Shugenja of yours (ours)
_RETURNING = {"timing": "continuous", "ongoing": "pile_self_equip",
              "host": {"keywords": ["Void", "Shugenja"]}}
PILE_DEFS = [cd("Returning Charm", "spell", keywords=["Void"], gold_cost=1, focus=1,
                abilities=[_RETURNING]),
             cd("Void Adept", "personality", keywords=["Void", "Shugenja"], force=1, chi=3,
                gold_cost=3, personal_honor=1),
             cd("Plain Charm", "spell", gold_cost=1, focus=1)]


def test_equipped_from_the_discard_pile_onto_the_named_personality_only() -> None:
    """The Charm in Alice's Fate discard pile: the Equip is offered onto her Void Adept, not
    her plain Shugenja; it attaches for its 1 Gold. Another Spell in the pile: never."""
    from l5r_desktop.games.ccg.actions import Equip

    alice = player(home=["Void Adept", "Crane Shugenja"], gold_pool=1,
                   fate_discard=["Returning Charm", "Plain Charm"])
    game = game_at(alice, player("Lion Keep"), defs=PILE_DEFS)
    s = game.state
    s.cards[find(s, "Crane Keep", 0)].bowed = True
    charm, adept = find(s, "Returning Charm", 0), find(s, "Void Adept", 0)
    equips = [(a.card, a.target) for a in game.legal_actions() if isinstance(a, Equip)]
    assert equips == [(charm, adept)]
    events = game.perform(Equip(0, charm, adept))
    assert s.cards[charm].attached_to == adept and charm not in s.players[0].fate_discard
    assert [e.amount for e in events if isinstance(e, GoldPaid)] == [1]


def test_the_discard_pile_is_looked_at_only_in_a_game_with_the_trait() -> None:
    """The game's cards with the trait are found once (``trait_kinds.pile_self_holders``, in
    the ability memo): none in a game without it, so the Equip listing skips the pile (issue
    22: it read every card of the pile at every opportunity); the Charm in a game with it."""
    from l5r_desktop.games.ccg.cardtext import trait_kinds

    plain = game_at(player(home=["Void Adept"], fate_discard=["Plain Charm"]),
                    player("Lion Keep"), defs=PILE_DEFS)
    assert trait_kinds.pile_self_holders(plain.state) == ()
    game = game_at(player(home=["Void Adept"], fate_discard=["Returning Charm"]),
                   player("Lion Keep"), defs=PILE_DEFS)
    assert trait_kinds.pile_self_holders(game.state) == (find(game.state, "Returning Charm", 0),)
