"""The table of one harness position (:class:`Table`): the cards of each player, where they
are (home, the battlefield's units, provinces, discard piles), the Gold, Honor and Imperial
Favor, and the game made of them (:meth:`Table.game`). ``position._Builder`` places a record's
card, targets and condition on it.
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model.cards import CardDef
from tests.carddb.harness import assignments as harness_assignments
from tests.carddb.harness import deck_choices as harness_deck
from tests.carddb.harness import locations as harness_locations
from tests.engine.scenario import cd, game_at, player

_ATTACHMENTS = ("follower", "item", "spell")


class Table:
    """The cards of one position: Alice (0) uses the ability, Bob (1) is the enemy."""

    def __init__(self, card: CardDef, record: dict[str, Any], battle: bool,
                 abilities: list[dict[str, Any]]) -> None:
        """``abilities``: the card's records, the definition it gets in the game."""
        self.card = card
        self.record = record
        self.battle = battle
        self.defs: list[dict[str, Any]] = [{**card.to_dict(), "abilities": list(abilities)},
            # Alice's Stronghold is of the card's clan (Loyal cards, clan discounts)
            cd("Harness Keep", "stronghold", clans=list(card.clans[:1]), province_strength=6,
               gold_production=5, starting_honor=10)]
        self.home: tuple[list[Any], list[Any]] = ([], [])
        self.units: tuple[list[Any], list[Any]] = ([], [])
        self.hand: list[str] = []
        self.bob_hand: list[str] = []  # Bob's hand (cards to discard at random)
        self.expected: list[str] = []  # harness titles of the targets, in order
        self.n = 0
        self.attacker = 0  # who attacks in a battle (Bob when a target asks so)
        self.sided = False
        self.engage = False  # the Engage Segment of Twenty Festivals, not a Combat Segment
        self.pool = 0  # the Gold in Alice's pool: what the record's cost asks, no more
        self.honor = 10
        #: Bob's Family Honor (a player targeted "with 30 or more Family Honor")
        self.bob_honor = max(10, int((record.get("target_player") or {}).get(
            "family_honor_at_least", 0)))
        self.stronghold = ""  # the card itself when it is a Stronghold
        self.provinces: list[Any] = []  # Alice's first provinces (the rest: filler)
        self.regions: list[Any] = []  # Regions attached to Alice's first provinces
        self.bob_regions: list[Any] = []  # and to Bob's
        #: face-up cards in each player's last province (a Personality to choose there)
        self.face_up: tuple[list[Any], list[Any]] = ([], [])
        self.favor = bool((record.get("cost") or {}).get("discard_favor"))  # to pay it
        self.active = 0  # whose turn it is (Bob's for "if it is not your turn")
        self.turn = 3  # the game's turn (Alice's second)
        self.card_host = ""  # the Personality of ours carrying the card (an attachment)
        self.each_titles: list[str] = []  # cards placed for "each" effects, in order
        #: cards of ours in each player's discard piles (targets in a discard pile)
        self.piles: tuple[dict[str, list[str]], dict[str, list[str]]] = ({}, {})
        self.reconnaissance = False  # Alice has Reconnaissance at the battlefield
        self.keep_unbowed = False  # Alice's Stronghold is a target to bow (a cost)
        self.battle_province = ""  # a card in the current battlefield's province
        self.terrain = ""  # Bob's Terrain in play at the battlefield [CE › TERRAIN]
        self.terrain_controller = 1  # Alice's for "while you control a Terrain here"
        self.bob_keep = "Lion Keep"  # Bob's Stronghold (another for "another player is X Clan")
        self.first_player = 0  # Bob for a Courtesy trait (Alice did not go first)
        self.alice_provinces = 4  # 3 for a Compassion trait (fewer than anyone else)
        #: a second battlefield adjacent to the current one on that side (adjacent.py)
        self.adjacent: dict[str, Any] | None = None
        #: a Personality of Bob's at that second battlefield, opposing Alice (locations.py)
        self.second_enemy = ""

    def new_def(self, kind: str, **kw: Any) -> str:
        self.n += 1
        title = f"Harness {kind} {self.n}"
        defaults: dict[str, Any] = {
            "personality": {"force": 2, "chi": 2, "personal_honor": 2, "gold_cost": 3,
                            "honor_requirement": 0},
            "follower": {"force": 1, "gold_cost": 1, "focus": 1},
            "item": {"force": 1, "chi": 0, "gold_cost": 1, "focus": 1},
            "spell": {"gold_cost": 1, "focus": 1},
            "holding": {"gold_cost": 2},
            "strategy": {"gold_cost": 0, "focus": 1},
            "ring": {},
            "region": {},
            "celestial": {},
        }[kind]
        self.defs.append(cd(title, kind, **{**defaults, **kw}))
        return title

    def place(self, who: int, entry: Any, unit: bool) -> None:
        """A card (or a Personality with attachments) in play: at the battlefield when there
        is a battle and it belongs in a unit, else at home."""
        (self.units if self.battle and unit else self.home)[who].append(entry)

    def host(self, who: int, keywords: list[str], attachments: list[Any],
             clans: list[str] | None = None) -> dict[str, Any]:
        """A Personality of ours carrying ``attachments`` (meeting the card's own "will only
        attach to" restrictions when the card is an attachment)."""
        extra: dict[str, Any] = {"clans": clans} if clans else {}
        if self.card.type.value in _ATTACHMENTS:
            for rec in self.defs[0]["abilities"]:
                if rec.get("ongoing") == "attach_only" and not rec.get("not"):
                    if rec.get("clan"):
                        extra["clans"] = [rec["clan"]]
                    if rec.get("keyword"):
                        keywords = [*keywords, rec["keyword"]]
        title = self.new_def("personality", keywords=keywords, **extra)
        entry = {"title": title, "attachments": attachments}
        self.place(who, entry, True)
        return entry

    def own_entry(self) -> dict[str, Any] | None:
        """The entry of the card itself when it is a Personality in play (``the_card``)."""
        for entry in (*self.units[0], *self.home[0]):
            if isinstance(entry, dict) and entry.get("title") == self.card.title:
                return entry
        return None

    def game(self, phase: str = "action", step: str | None = None) -> Game:
        # the Stronghold bowed: the pool is all the Gold Alice has
        keep = {"title": self.stronghold} if self.stronghold else \
            {"title": "Harness Keep", "bowed": not self.keep_unbowed}
        if any(e.get("op") == "discard_chosen" for e in self.record.get("effects", [])):
            # "Discard a card": a card of Alice's hand from before (deck_choices.choose takes
            # it; checks.py counts one card fewer), not one the ability puts there
            self.defs.append(cd(harness_deck.DISCARD_FILLER, "strategy", gold_cost=0, focus=1))
            self.hand.insert(0, harness_deck.DISCARD_FILLER)
        alice = player(keep, name="Alice", home=self.home[0], hand=self.hand,
                       gold_pool=self.pool, family_honor=self.honor,
                       imperial_favor=self.favor, **self.piles[0])
        for kind, deck in harness_deck.deck_for(self.record):  # a card a search finds
            key = f"{deck}_deck"
            alice[key] = [*alice[key], self.new_def(kind)]
        if self.provinces:
            alice["provinces"] = [*self.provinces, *["Filler Dynasty"] * (
                4 - len(self.provinces))]
        if self.regions:
            alice["regions"] = [*self.regions, *[None] * (4 - len(self.regions))]
        if self.alice_provinces < 4:  # her other provinces destroyed [CE › PROVINCES]
            alice["provinces"] = alice["provinces"][:self.alice_provinces]
            alice.pop("regions", None)
        bob = player(self.bob_keep, name="Bob", home=self.home[1], family_honor=self.bob_honor,
                     hand=self.bob_hand, **self.piles[1])
        for who, someone in enumerate((alice, bob)):  # in the last province
            if self.face_up[who]:
                someone["provinces"] = [*someone["provinces"][:3], *self.face_up[who]]
        if self.battle_province:  # the battle is at the Defender's first province
            defender = bob if self.attacker == 0 else alice
            defender["provinces"] = [self.battle_province, *defender["provinces"][1:]]
        if self.bob_regions:
            bob["regions"] = [*self.bob_regions, *[None] * (4 - len(self.bob_regions))]
        kw: dict[str, Any] = {"defs": self.defs, "turn": self.turn, "active": self.active,
                              "priority": 0}
        if self.engage:
            kw["profile"] = "twenty_festivals"
        if self.battle:
            kw.update(phase="attack", step="combat")
            segment = "engage" if self.engage else "combat"
            a = self.attacker
            field = {"province": 0, "attacking": self.units[a],
                     "defending": self.units[1 - a], "ended": False}
            if self.reconnaissance:
                field["reconnaissance"] = [0]
            if self.terrain:
                field.update(terrain=self.terrain, terrain_controller=self.terrain_controller)
            pos_attack = {"attacker": a, "defender": 1 - a, "segment": segment, "current": 0,
                          "battlefields": [field]}
            if self.adjacent:  # the other battlefield at the province on that side, its
                left = self.adjacent["side"] == "left"  # battle resolved when that is allowed
                field["province"] = 1 if left else 0
                enemy = [self.second_enemy] if self.second_enemy else []
                pos_attack["battlefields"].append({
                    "province": 0 if left else 1, "attacking": enemy if a == 1 else [],
                    "defending": enemy if a == 0 else [],
                    "ended": not self.adjacent.get("unresolved", True)})
            kw.update(active=a, priority=0)
            from tests.engine.scenario import position

            pos = position(alice, bob, **kw)
            pos["attack"] = pos_attack
            pos["first_player"] = self.first_player
            game = Game.from_position(pos)
            harness_assignments.record_assigned(game, self.record, self.expected)
            harness_locations.record_assigned(game, self, self.record)  # "if he assigned
            # there" (the card's own Personality)
            return game
        if step is not None:
            kw["step"] = step
        if self.first_player:
            from tests.engine.scenario import position

            pos = position(alice, bob, phase=phase, **kw)
            pos["first_player"] = self.first_player
            return Game.from_position(pos)
        return game_at(alice, bob, phase=phase, **kw)
