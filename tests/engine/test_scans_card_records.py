"""Card-by-card records of the scans lane (``carddb/data/ccg_abilities_scans.json``, issue 17,
27 Nov) played on our own tables with exact numbers: each record as written (looked up by the
Oracle id it is keyed by) on invented cards of the same shape; no card text. Kakita Yasunori
(oracle:4240): a card of the Fate discard pile removed as a cost [CE › COSTS]; The Crimson
Mark (8002) and Disreputable Deal (2031): Focus Effects that choose a card as they resolve,
the duel waiting for the choice [CE › CHALLENGES AND DUELS › E], [CE › CHOICES]."""

from __future__ import annotations

from typing import Any

from l5r_desktop.carddb.ccg_abilities import ability_data
from l5r_desktop.games.ccg.actions import ChooseCard, ChooseOption, UseAbility
from l5r_desktop.games.ccg.cardtext import abilities
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model import moves, stats
from l5r_desktop.games.ccg.model.card_state import CardState
from l5r_desktop.games.ccg.model.cards import CardDef
from l5r_desktop.games.ccg.model.ids import Zone
from tests.carddb.harness.focus import DUEL
from tests.ccgtext.test_focus_effects import ALICE_P, BOB_P, _fight
from tests.engine.scenario import cd, find, game_at, player


def _records(card_id: str, n: int = 1) -> list[dict[str, Any]]:
    """The card's records of line ``n`` as the library gives them (with ``ability``)."""
    return [{**r, "ability": n} for r in ability_data()[card_id][n][1]]


def _uses(game: Game, card: str) -> list[UseAbility]:
    return [a for a in game.legal_actions() if isinstance(a, UseAbility) and a.card == card]


# --- Kakita Yasunori (oracle:4240): a discard-pile card removed as the cost ---------------

def _artisan(**kw: Any) -> Game:
    defs = [cd("Glass Artisan", "personality", force=2, chi=3, personal_honor=3, gold_cost=5,
               honor_requirement=0, abilities=_records("oracle:4240")),
            cd("Old Sword", "item", force=1, chi=0, gold_cost=1, keywords=["Weapon"]),
            cd("Spent Plan", "strategy", gold_cost=0, focus=1)]
    return game_at(player(**{"home": ["Glass Artisan"], **kw}), player("Lion Keep"),
                   defs=defs)


def test_yasunori_record_is_valid() -> None:
    assert all(abilities.validate(r) == [] for r in _records("oracle:4240"))


def test_yasunori_removes_a_fate_discard_card_and_arms_his_personality() -> None:
    """Alice's Fate discard pile holds Spent Plan: the action offers it (chosen, not
    targeted) with her Artisan; paying removes it from the game, and the Artisan gets a
    created +1F Weapon (Force 2 -> 3). Without a card in her Fate discard pile (only a
    Dynasty card in the other pile) the action is not offered."""
    game = _artisan(fate_discard=["Spent Plan"])
    s = game.state
    me, plan = find(s, "Glass Artisan"), find(s, "Spent Plan")
    uses = _uses(game, me)
    assert [u.targets for u in uses] == [(plan, me)]
    game.perform(uses[0])
    assert s.cards[plan].zone is Zone.REMOVED and plan in s.players[0].removed
    assert not s.players[0].fate_discard
    (made,) = s.cards[me].attachments
    assert s.cards[made].definition.keywords == ("Weapon",)
    assert stats.force(s, me) == 3
    bare = _artisan(dynasty_discard=["Filler Dynasty"])
    assert _uses(bare, find(bare.state, "Glass Artisan")) == []


def test_yasunori_weapon_for_an_armed_personality_never_exists() -> None:
    """Her Artisan already carries a Weapon: the cost is paid (Spent Plan removed) but the
    created Weapon cannot attach [CE › ATTACHMENTS] and never exists: Force 2 + 1 = 3."""
    game = _artisan(fate_discard=["Spent Plan"],
                    home=[{"title": "Glass Artisan", "attachments": ["Old Sword"]}])
    s = game.state
    me = find(s, "Glass Artisan")
    game.perform(_uses(game, me)[0])
    assert s.cards[find(s, "Spent Plan")].zone is Zone.REMOVED
    assert [s.cards[a].title for a in s.cards[me].attachments] == ["Old Sword"]
    assert stats.force(s, me) == 3


def test_remove_targets_names_a_card_chosen_in_a_discard_pile() -> None:
    """The validator: ``remove_targets`` lists a discard-pile card (here chosen, not
    targeted), no effect reads it, and an in-play target cannot pay it."""
    pile = {"zone": "discard", "type": "strategy", "controller": "you", "choose": True}
    ok = {"timing": "limited", "cost": {"remove_targets": [0]}, "targets": [pile],
          "effects": [{"op": "gain_honor", "amount": 1, "player": "you"}]}
    assert abilities.validate(ok) == []
    in_play = {**ok, "targets": [{"type": "personality", "controller": "you"}]}
    reads = {**ok, "effects": [{"op": "to_hand", "target": 0}]}
    for bad in (in_play, reads):
        assert any("remove_targets" in p for p in abilities.validate(bad))


# --- Focus Effects that choose a card: The Crimson Mark (8002), Disreputable Deal (2031) ---

_SWORD = cd("Old Sword", "item", force=1, chi=0, gold_cost=1, keywords=["Weapon"])
_SPEAR = cd("Bob Spear", "item", force=1, chi=0, gold_cost=1, keywords=["Weapon"])


def _dueling(focus: dict[str, Any], alice: dict[str, Any], bob: dict[str, Any],
             defs: list[dict[str, Any]]) -> Game:
    """Alice's Duelist (Chi 9) challenges Bob's (Chi 1); both focus (Alice ``focus``) and
    Bob strikes: the Focus Effects resolve."""
    alice = {"name": "Alice", "home": [{"title": "Alice Duelist", "attachments": []}],
             **alice, "hand": [DUEL["title"], focus["title"], *alice.get("hand", [])]}
    bob = {"name": "Bob", "home": [{"title": "Bob Duelist", "attachments": []}], **bob}
    game = game_at(player(**alice), player("Lion Keep", **bob),
                   defs=[ALICE_P, BOB_P, DUEL, focus, *defs])
    s = game.state
    a, b = find(s, "Alice Duelist", 0), find(s, "Bob Duelist", 1)
    game.perform(next(x for x in game.legal_actions() if isinstance(x, UseAbility)
                      and x.targets == (a, b)))
    _fight(game, focus["title"])
    return game


def _mark_game() -> Game:
    mark = cd("Red Mark", "follower", force=3, gold_cost=4, focus=2,
              abilities=_records("oracle:8002"))
    return _dueling(mark, {"home": [{"title": "Alice Duelist", "attachments": ["Old Sword"]},
                                    {"title": "Ronin", "attachments": ["Old Sword"]}]},
                    {"home": [{"title": "Bob Duelist", "attachments": ["Bob Spear"]}]},
                    [_SWORD, _SPEAR])


def test_the_crimson_mark_destroys_an_attachment_of_a_duelist_before_the_totals() -> None:
    """The duel waits for Alice's "you may"; applied, she is offered the attachments of the
    two duelists only (not the Sword of her Ronin, outside the duel); Bob's Spear chosen is
    destroyed (his Fate discard pile); then the duel resolves (Bob's Duelist dishonored)."""
    game = _mark_game()
    s = game.state
    assert s.duel is not None and s.duel.stage == "focus_choice"
    game.perform(ChooseOption(0, apply=True))
    a, b = find(s, "Alice Duelist", 0), find(s, "Bob Duelist", 1)
    offered = sorted(x.choice for x in game.legal_actions() if isinstance(x, ChooseCard))
    assert offered == sorted([*s.cards[a].attachments, *s.cards[b].attachments])
    spear = find(s, "Bob Spear", 1)
    game.perform(ChooseCard(0, choice=spear))
    assert spear in s.players[1].fate_discard
    assert s.duel is None and s.cards[b].dishonored and not s.cards[a].dishonored
    assert len(s.cards[find(s, "Ronin", 0)].attachments) == 1


def test_the_crimson_mark_declined_destroys_nothing() -> None:
    game = _mark_game()
    s = game.state
    game.perform(ChooseOption(0, apply=False))
    assert s.duel is None and not s.options
    assert find(s, "Bob Spear", 1) not in s.players[1].fate_discard
    assert len(s.cards[find(s, "Alice Duelist", 0)].attachments) == 1


def _deal_game() -> Game:
    political = [{"timing": "open", "keywords": ["political"],
                  "effects": [{"op": "gain_honor", "amount": 1, "player": "you"}]}]
    deal = cd("Shady Deal", "strategy", gold_cost=0, focus=2,
              abilities=_records("oracle:2031"))
    defs = [cd("Court Whisper", "strategy", gold_cost=0, focus=1, abilities=political),
            cd("Crown Whisper", "strategy", gold_cost=0, focus=1, keywords=["Unique"],
               abilities=political),
            cd("Plain Trick", "strategy", gold_cost=0, focus=1, abilities=[
                {"timing": "open", "effects": [{"op": "draw", "amount": 1,
                                                "player": "you"}]}])]
    return _dueling(deal, {"fate_discard": ["Court Whisper", "Crown Whisper", "Plain Trick"]},
                    {}, defs)


def test_disreputable_deal_returns_a_non_unique_political_strategy() -> None:
    """Applied: of Alice's Fate discard pile only the non-Unique Strategy with a Political
    ability is offered; it goes to her hand, then the duel resolves."""
    game = _deal_game()
    s = game.state
    hand = len(s.players[0].hand)
    game.perform(ChooseOption(0, apply=True))
    whisper = find(s, "Court Whisper", 0)
    assert [x.choice for x in game.legal_actions() if isinstance(x, ChooseCard)] == [whisper]
    game.perform(ChooseCard(0, choice=whisper))
    assert whisper in s.players[0].hand and len(s.players[0].hand) == hand + 1
    assert s.duel is None and s.cards[find(s, "Bob Duelist", 1)].dishonored


def test_disreputable_deal_declined_leaves_the_pile() -> None:
    game = _deal_game()
    s = game.state
    game.perform(ChooseOption(0, apply=False))
    assert s.duel is None and len(s.players[0].fate_discard) >= 3
    assert find(s, "Court Whisper", 0) in s.players[0].fate_discard


# --- Katana of Fire - exp (oracle:4291): attached to a Personality chosen as it resolves ----

def _katana() -> Game:
    defs = [cd("Ember Blade", "spell", gold_cost=4, focus=2, abilities=_records("oracle:4291")),
            cd("Ember Caster", "personality", force=1, chi=3, personal_honor=2, gold_cost=4,
               honor_requirement=0, keywords=["Shugenja"]),
            cd("Bare Guard", "personality", force=2, chi=2, personal_honor=1, gold_cost=3,
               honor_requirement=0),
            cd("Armed Guard", "personality", force=2, chi=2, personal_honor=1, gold_cost=3,
               honor_requirement=0),
            cd("Old Sword", "item", force=1, chi=0, gold_cost=1, keywords=["Weapon"])]
    return game_at(player(home=[{"title": "Ember Caster", "attachments": ["Ember Blade"]},
                                "Bare Guard",
                                {"title": "Armed Guard", "attachments": ["Old Sword"]}]),
                   player("Lion Keep", home=["Ronin"]), defs=defs)


def test_katana_of_fire_attaches_to_a_personality_chosen_as_it_resolves() -> None:
    """Once per game: the created +3F/+1C Fire Weapon goes to the Personality Alice
    chooses as it resolves, among hers that can carry it (the Caster and the bare Guard,
    not the Guard already armed, nor Bob's Ronin): the bare Guard, Force 2 -> 5, Chi 2 -> 3,
    with the created card's Battle ability; the ability is then used up."""
    game = _katana()
    s = game.state
    blade, guard = find(s, "Ember Blade"), find(s, "Bare Guard")
    (use,) = _uses(game, blade)
    game.perform(use)
    o = s.options[0]
    assert o["ask"] == "created_host"
    assert sorted(o["pick"]) == sorted([find(s, "Ember Caster"), guard])
    assert not [a for a in game.legal_actions() if isinstance(a, ChooseOption)
                and not isinstance(a, ChooseCard)]  # no declining: the sentence has no "may"
    game.perform(ChooseCard(0, choice=guard))
    (made,) = s.cards[guard].attachments
    d = s.cards[made].definition
    assert d.keywords == ("Fire", "Weapon") and d.abilities[0]["timing"] == "battle"
    assert (stats.force(s, guard), stats.chi(s, guard)) == (5, 3)
    assert _uses(game, blade) == [] and not s.options


def test_katana_of_fire_without_a_legal_personality_creates_nothing() -> None:
    """Every Personality of Alice's already carries a Weapon: nothing is asked and no card
    is created (it never exists [CE › CREATED CARDS]); the ability is used up all the same;
    the card made to test the hosts is not left behind."""
    game = _katana()
    s = game.state
    sword = cd("Spare Sword", "item", force=1, chi=0, gold_cost=1, keywords=["Weapon"])
    for title in ("Ember Caster", "Bare Guard"):
        d = CardDef.from_dict({**sword, "id": f"test:{title}"})
        extra = CardState(d.id, d, 0, Zone.HOME, face_up=True)
        s.cards[d.id] = extra
        moves.attach(s, extra, find(s, title))
    n = len(s.cards)
    blade = find(s, "Ember Blade")
    events = game.perform(_uses(game, blade)[0])
    assert not s.options and len(s.cards) == n
    assert any("never exists" in getattr(e, "text", "") for e in events)
    assert _uses(game, blade) == []


# --- Daigotsu Gyoken - exp2 (oracle:1719): from any discard pile, ignoring Honor ----------

def _gyoken() -> Game:
    defs = [cd("Grave Lord", "personality", force=3, chi=3, personal_honor=0, gold_cost=6,
               honor_requirement=0, abilities=_records("oracle:1719", 2)),
            cd("Low Guard", "personality", force=2, chi=2, personal_honor=1, gold_cost=3,
               honor_requirement=0),
            cd("Proud Retainer", "follower", force=2, gold_cost=2, honor_requirement=5),
            cd("Named Blade", "item", force=2, chi=0, gold_cost=1, keywords=["Unique"])]
    return game_at(player(home=["Grave Lord", "Low Guard"], gold_pool=2),
                   player("Lion Keep", fate_discard=["Proud Retainer", "Named Blade"]),
                   defs=defs)


def test_gyoken_attaches_a_follower_from_bobs_pile_ignoring_its_honor_requirement() -> None:
    """Bob's non-Unique Follower (Honor Requirement 5) is offered, his Unique Item is not;
    it attaches to Alice's Low Guard (Personal Honor 1), its 2 Gold paid (pool 2 -> 0),
    under Alice's control; Alice may then take an additional action: she keeps the
    opportunity (passes -1)."""
    game = _gyoken()
    s = game.state
    lord, guard = find(s, "Grave Lord"), find(s, "Low Guard")
    retainer, blade = find(s, "Proud Retainer", 1), find(s, "Named Blade", 1)
    uses = _uses(game, lord)
    assert {u.targets[1] for u in uses} == {retainer}
    game.perform(next(u for u in uses if u.targets == (guard, retainer)))
    assert s.cards[retainer].attached_to == guard and s.cards[retainer].controller == 0
    assert s.cards[retainer].owner == 1 and s.players[0].gold_pool == 0
    assert blade in s.players[1].fate_discard
    game.perform(ChooseOption(0, apply=True))
    assert s.priority == 0 and s.passes == -1


def test_attach_from_pile_validator_and_the_honor_requirement_without_ignoring() -> None:
    """``to`` names another target and ``ignore_honor`` is true; without ``ignore_honor`` the
    Follower's Honor Requirement 5 keeps it off the Low Guard (it stays in Bob's pile)."""
    base = {"op": "attach_from_pile", "target": 1}
    rec = _records("oracle:1719", 2)[0]
    for bad in ({**base, "to": 1}, {**base, "to": 0, "ignore_honor": False}):
        assert abilities.validate({**rec, "effects": [bad]})
    game = _gyoken()
    s = game.state
    lord, guard = find(s, "Grave Lord"), find(s, "Low Guard")
    retainer = find(s, "Proud Retainer", 1)
    s.cards[lord].definition = CardDef.from_dict({
        **s.cards[lord].definition.to_dict(),
        "abilities": [{**rec, "effects": [{**base, "to": 0}]}]})
    game.perform(next(u for u in _uses(game, lord) if u.targets == (guard, retainer)))
    assert retainer in s.players[1].fate_discard and s.players[0].gold_pool == 2
