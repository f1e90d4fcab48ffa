"""The table the per-card harness builds for one record: which timings and triggers it puts in
use, the cards of the position (:class:`_Builder`: the card where its record is used from, a
card of our own invention for every target, the Gold, Honor and Imperial Favor the record
asks), and the same table without the record (:func:`_without`, the ablation).
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.carddb.ccg_abilities import card_abilities
from l5r_desktop.games.ccg.model.cards import CardDef
from tests.carddb.harness import bring_into_play as harness_bring
from tests.carddb.harness import host_keywords
from tests.carddb.harness.record_reading import (  # noqa: F401 - re-exported for the harness
    ACTION_TIMINGS,
    ENTERING,
    ONGOING,
    PREVENTS,
    TRIGGERS,
    _gold,
    _honor,
    bowed_if_straightened,
)
from tests.carddb.harness.table_game import _ATTACHMENTS, Table

_TYPE_OF = {"personality": "personality", "follower": "follower", "item": "item",
            "spell": "spell", "holding": "holding", "attachment": "item",
            "card": "personality", "strategy": "strategy", "ring": "ring",
            "region": "region", "terrain": "strategy", "celestial": "celestial"}


class Unusable(AssertionError):
    """The engine offered no use of the ability in the position made for it."""


def automated_records(card: CardDef) -> list[tuple[int, dict[str, Any]]]:
    """The card's automated records with their index among its abilities (the records the
    importer attaches: ours or the translator's; Gold production by the stat has none)."""
    records, _sources = card_abilities(card)
    return [(i, r) for i, r in enumerate(records) if "manual" not in r]


class _Builder(Table):
    """The cards of one position (:class:`Table`) and the record's targets, card and
    condition placed on it."""

    def __init__(self, card: CardDef, record: dict[str, Any], battle: bool) -> None:
        # (a card of the harness's own invention, ``harness:``, carries its records itself:
        # the bearer of a given ability, ``given.py``)
        super().__init__(card, record, battle, card.abilities if card.id.startswith(
            "harness:") else card_abilities(card)[0])

    def target(self, spec: dict[str, Any]) -> None:
        """A card of ours fitting the spec, put in play."""
        if "attached_to" in spec:  # "one of the Personality's attachments": on that target
            self.expected.append(self.attach_to(self.expected[spec["attached_to"]], spec))
            return
        if spec.get("type") == "ranged":  # an enemy Follower of Force 0 at the battlefield
            title = self.new_def("follower", force=0)
            self.host(1, [], [title])
            self.expected.append(title)
            return
        if "any_of" in spec:  # one of several descriptions: a card of the first
            spec = {**{k: v for k, v in spec.items() if k != "any_of"}, **spec["any_of"][0]}
        kinds = spec.get("type", "card")
        if kinds == "stronghold" and spec.get("controller") == "you" \
                and spec.get("bowed") is False:  # "Bow your Stronghold": ours, unbowed
            self.keep_unbowed = True
        if kinds == "stronghold":  # a player's Stronghold: Bob's unless the spec says ours
            self.expected.append((self.stronghold or "Harness Keep")
                                 if spec.get("controller") == "you" else "Lion Keep")
            return
        kind = _TYPE_OF[kinds[0] if isinstance(kinds, list) else kinds]
        who = 0 if spec.get("controller") == "you" else 1  # "any": an enemy card
        if spec.get("army_of") or "army_of_target" in spec:  # in the card's (or a
            # target's) army: a unit of Alice's at the battlefield
            if not self.battle:
                raise Unusable("an army outside a battle")
            who = 0
        if spec.get("here") and not self.battle:  # at the card's location: Alice's home
            if spec.get("controller") == "opponent":
                raise Unusable("an enemy card at the card's home: no such place here")
            who = 0
        words = spec.get("keyword") or []  # one keyword, or a list of them
        kw: dict[str, Any] = {"keywords": [words] if isinstance(words, str) else list(words)}
        if kinds == "terrain":  # Bob's Terrain in play at the battlefield [CE › TERRAIN]
            if not self.battle or self.terrain:
                raise Unusable("a Terrain is in play only at a battlefield, one there")
            self.terrain = self.new_def("strategy", keywords=["Terrain", *kw["keywords"]])
            self.expected.append(self.terrain)
            return
        if spec.get("zone") == "hand" and "attach_to" in spec:  # to attach (hand_attach.py)
            kind = _TYPE_OF[spec.get("type", "attachment")]
            extra = {"honor_requirement": 0} if kind == "follower" else {}
            title = self.new_def(kind, gold_cost=0, **extra, **kw)  # no Gold to leave over
            self.hand.append(title)
            self.expected.append(title)
            return
        if spec.get("zone") == "hand":  # a card of Alice's hand, discarded as a cost
            want = (spec.get("kinds") or [spec])[0]  # (hand_costs.py; Focus Value 3; of
            kind = want.get("type", "card")  # the first kind it may be)
            words = [want["keyword"]] if want.get("keyword") else []
            title = self.new_def(kind if kind in _ATTACHMENTS else "strategy", focus=3,
                                 keywords=words)
            self.hand.append(title)
            self.expected.append(title)
            return
        if spec.get("zone") == "province" and spec.get("at_current"):  # the battle's
            if not self.battle:  # province (the Defender's first): a Holding of his there
                raise Unusable("the current battlefield's province outside a battle")
            kind = next((e["if"]["type"] for e in self.record.get("effects", [])
                         if isinstance(e.get("if"), dict) and e["if"].get("discarded")
                         and e["if"].get("card") == len(self.expected)), "holding")
            self.battle_province = self.new_def(kind)  # ("if this discarded a Personality")
            self.expected.append(self.battle_province)
            return
        if spec.get("this_province"):  # a face-up Personality in the Region's province
            if self.card.type.value != "region" or self.provinces:  # (her first one)
                raise Unusable("this province: a Region's, in Alice's first province")
            title = self.new_def("personality", **kw)
            self.provinces.append({"title": title, "face_up": True})
            self.expected.append(title)
            brought = harness_bring.bringing(self.record, len(self.expected) - 1)
            if brought is not None:  # its Gold in Alice's pool (bring_into_play.py)
                self.pool += harness_bring.gold_for(brought, kw.get("keywords", []), [])
            return
        if spec.get("zone") == "province" and spec.get("face_up"):  # a face-up Personality
            title = self.new_def("personality", **kw)  # in Alice's first free province
            self.provinces.append({"title": title, "face_up": True})
            self.expected.append(title)
            brought = harness_bring.bringing(self.record, len(self.expected) - 1)
            if brought is not None:  # its Gold in Alice's pool (bring_into_play.py)
                self.pool += harness_bring.gold_for(brought, kw.get("keywords", []), [])
            return
        if spec.get("zone") == "province":  # a card in Alice's first free province
            title = self.new_def("holding")  # (province_cards.py)
            self.provinces.append(title)
            self.expected.append(title)
            return
        if spec.get("zone") == "discard":  # a card of ours in a discard pile
            if kind in _ATTACHMENTS:  # (one to attach costs no Gold: pile_attach.py)
                kw = {**kw, "gold_cost": 0, **({"honor_requirement": 0}
                                               if kind == "follower" else {})}
            title = self.new_def(kind, **kw)
            brought = harness_bring.bringing(self.record, len(self.expected))
            if brought is not None:  # its Gold in Alice's pool (bring_into_play.py)
                self.pool += max(0, harness_bring.gold_for(
                    brought, kw.get("keywords", []), []) - self.less_from(brought))
            pile = "dynasty_discard" if kind in ("personality", "holding") else "fate_discard"
            if spec.get("dead", "none") != "none":  # a dead Personality ("dishonorably
                # dead": that pile; "none": one that is not dead, in the plain pile)
                pile = "dishonorably_dead" if spec["dead"] == "dishonorably" \
                    else "honorably_dead"
            self.piles[who].setdefault(pile, []).append(title)
            self.expected.append(title)
            return
        if spec.get("ability_keyword"):  # an ability with that keyword, in its text
            kw["text"] = f"{spec['ability_keyword'].capitalize()} Open: Gain 1 Honor."
        if "max_force" in spec:
            kw["force"] = min(spec["max_force"], 1 if kind != "personality" else 2)
        if "min_personal_honor" in spec:
            kw["personal_honor"] = max(spec["min_personal_honor"], 2)
        if "max_personal_honor" in spec:
            kw["personal_honor"] = spec["max_personal_honor"]
        if "max_gold_cost" in spec:  # "with a 0 Gold Cost"
            kw["gold_cost"] = spec["max_gold_cost"]
        for key in ("stat_min", "stat_max"):  # at the bound itself (stat_filters.py): a
            for stat, n in (spec.get(key) or {}).items():  # base stat is the printed one
                kw["gold_cost" if stat == "unit_gold_cost" else stat.removeprefix("base_")] = n
                # (a unit of one card: its total Gold Cost is the card's)
        if (spec.get("compare") or {}).get("stat") == "followers":  # as many or fewer
            if not spec["compare"].get("or_equal"):  # Followers: none on ours, the
                raise Unusable("fewer Followers than a card of ours, which has none")
        elif "compare" in spec:  # lower than (or equal to) the compared card's stat
            cmp = spec["compare"]
            value = self.compared_stat(cmp) - (0 if cmp.get("or_equal") else 1)
            value = self.share(cmp, value)  # "whose total Chi": a share of the total
            if value < (1 if cmp["stat"] == "chi" else 0):
                raise Unusable(f"compare {cmp}: no card of ours is lower")
            kw["force" if cmp["stat"] == "unit_force" else cmp["stat"].removeprefix(
                "base_")] = value  # (a base stat is the printed one) a unit
            # of one card: its total Force is his Force
        title = self.new_def(kind, **kw)
        state = {"title": title}
        if spec.get("bowed"):
            state["bowed"] = True
        if spec.get("dishonorable"):
            state["dishonored"] = True
        if spec.get("token"):  # "with a Poison token"
            state["tokens"] = {spec["token"]: 1}
        if (spec.get("controller_controls") or {}).get("dishonorable"):  # his player controls
            if kind != "personality":  # one: himself
                raise Unusable("a dishonorable Personality beside a card that is not one")
            state["dishonored"] = True
        self.controlled_count(who, kind, spec.get("controller_controls") or {})
        if (spec.get("led_by") or {}).get("dishonorable"):  # he leads his own unit
            if kind != "personality":
                raise Unusable("an attachment in a unit led by a dishonorable Personality")
            state["dishonored"] = True
        side = spec.get("side")
        if side is not None:
            if (side == "attacking") != (who == self.attacker):
                if self.sided:
                    raise Unusable("targets on both sides of the same player")
                self.attacker = 1 - self.attacker  # Alice defends: Bob's army attacks
            self.sided = True
        own = spec.get("self_or_attached")
        if own is not None:  # "bow Kaze or one of his Weapons": a fitting card attached to it
            kind = own.get("type", "item")  # {"keyword": "Weapon"}: an Item fits
            title = self.new_def(kind, keywords=[own["keyword"]] if own.get(
                "keyword") else [], **({"force": 0, "chi": 0} if kind == "item" else {}))
            self.own_unit()["attachments"].append({"title": title})
            self.expected.append(title)
            return
        if spec.get("same_unit"):  # in the card's own unit: attached to its Personality
            if kind not in _ATTACHMENTS or who != 0:
                raise Unusable("a card in the card's unit that is not an attachment of ours")
            self.own_unit()["attachments"].append(state)
            self.expected.append(title)
            return
        away = bool(spec.get("at_home") or spec.get("any_location")  # at home: a target
                    or spec.get("at_current") is False) \
            and spec.get("at_current") is not True  # (an any_of naming the current one)
        own = self.own_entry() if spec.get("on_self") else None
        if own is not None and kind in _ATTACHMENTS:  # "one of this Personality's": on him
            own["attachments"].append(state)
        elif kind in _ATTACHMENTS:  # "at any location" is then targeted away from the battle
            entry = self.host(who, [], [state])
            if away and self.battle:
                self.units[who].remove(entry)
                self.home[who].append(entry)
        elif kind == "region":  # attached to a province of its player [CE › REGION]
            (self.bob_regions if who else self.regions).append(state)
        elif kind == "personality":  # "with a Weapon": an attached card that fits ``has``
            extra = [self.new_def("item", force=1, chi=0)] if spec.get("force_not_base") \
                else []  # an Item's +1F: his Force is not his base Force
            self.place(who, {**state, "attachments": [*self.attached_for(spec), *extra]},
                       not away)
            if spec.get("alone_in_army") and self.battle:  # "the only Personality in his
                self.home[who].extend(self.units[who][:-1])  # army": the others go home
                del self.units[who][:-1]
        else:
            self.place(who, state, False)
        self.expected.append(title)

    def own_unit(self) -> dict[str, Any]:
        """The entry of the unit the card is in (the card itself, or the Personality carrying
        it)."""
        lead = self.card_host or self.card.title
        for entry in (*self.units[0], *self.home[0]):
            if isinstance(entry, dict) and entry.get("title") == lead:
                return entry
        raise Unusable("the card is in no unit")

    def attached_for(self, spec: dict[str, Any]) -> list[Any]:
        """The attachments a target Personality needs for the spec's ``has`` filter (an
        Item of Force 0 unless a type is named, with the keyword asked for; of a list, the
        first)."""
        has = spec.get("has")
        if not has:
            return []
        if isinstance(has, list):
            has = has[0]
        kind = has.get("type", "item")
        kind = "item" if kind == "attachment" else kind  # any attached card: an Item
        words = [has["keyword"]] if has.get("keyword") else []
        extra: dict[str, Any] = {"force": 0} if kind != "spell" else {}
        if kind == "item":
            extra["chi"] = 0
        return [self.new_def(kind, keywords=words, **extra)]

    def attach_to(self, title: str, spec: dict[str, Any]) -> str:
        """For an ``each`` effect on the attached cards of a target's unit ("all his
        attachments", "each of his Followers"): a card of ours of the spec's type attached to
        the target placed as ``title``; the target itself when the spec takes it too."""
        kinds = spec.get("type", "card")
        kinds = kinds if isinstance(kinds, list) else [kinds]
        if not all(k in ("attachment", *_ATTACHMENTS) for k in kinds):
            return title
        entry = next(e for side in (*self.units, *self.home) for e in side
                     if isinstance(e, dict) and e.get("title") == title)
        kind = _TYPE_OF[kinds[0]]  # a Follower of 1F: "reduce ... to 0" is seen on it
        extra: dict[str, Any] = {} if kind == "spell" else {"force": int(kind == "follower")}
        words = spec.get("keyword") or []  # "one of his Weapons": a card of that keyword
        if words:
            extra["keywords"] = [words] if isinstance(words, str) else list(words)
        made = self.new_def(kind, **extra)
        entry.setdefault("attachments", []).append(
            {"title": made, "bowed": True} if spec.get("bowed") else made)  # "a bowed card"
        return made

    def share(self, cmp: dict[str, Any], value: int) -> int:
        """The stat of a target compared in a total (``compare`` ``plus``): what the earlier
        targets added leave of ``value``, the first of them taking an even share of it."""
        mine = len(self.expected)
        later = [t for t in self.record.get("targets", [])[mine + 1:]
                 if mine in (t.get("compare") or {}).get("plus", ())]
        for n in cmp.get("plus", ()):
            found = next(d for d in self.defs if d["title"] == self.expected[n])
            value -= int(found.get(cmp["stat"]) or 0)
        return value // (len(later) + 1) if later else value

    def compared_stat(self, cmp: dict[str, Any]) -> int:
        """The stat of the card a ``compare`` filter names, as it will be in the game."""
        stat, than = cmp.get("than_stat", cmp["stat"]), cmp["than"]
        stat = "force" if stat == "unit_force" else stat  # our units are one card each
        stat = stat.removeprefix("base_")  # our cards' printed stats
        if isinstance(than, int):
            found = next(d for d in self.defs if d["title"] == self.expected[than])
            also = sum(int(found.get(st) or 0) for st in cmp.get("than_also", ()))
            # (a performer of ours is in an attacking unit unless Alice defends)
            defending = self.attacker == 1 and self.battle
            value = int(found.get(stat) or 0) + also + (
                int(cmp.get("than_if_defending", 0)) if defending else 0)
            return max(value, int(cmp.get("than_floor", value)))
        if than == "self":
            return int(getattr(self.card, stat) or 0)
        if than == "province":  # the Defender's: Bob's Lion Keep 7, or Alice's Harness Keep 6
            return 7 if self.attacker == 0 else 6
        host = next(d for d in self.defs if d["title"] == self.card_host)
        own = getattr(self.card, stat) if self.card.type.value == "item" and stat != \
            "personal_honor" else 0  # an Item's stats modify its Personality's
        return int(host.get(stat) or 0) + int(own or 0)

    def less_from(self, brought: dict[str, Any]) -> int:
        """The Gold Cost of the earlier target a ``less_from`` names (bring_into_play.py)."""
        ref = (brought.get("less_from") or {}).get("card")
        if ref is None:
            return 0
        found = next(d for d in self.defs if d["title"] == self.expected[ref])
        return int(found.get("gold_cost") or 0)

    def controlled_count(self, who: int, kind: str, ctrl: dict[str, Any]) -> None:
        """``controller_controls`` ``at_least`` N ("a player who controls five or more
        Holdings"): that many such cards of the target's player at home, the target one of
        them when it fits."""
        if ctrl.get("at_least", 1) <= 1:
            return
        if set(ctrl) - {"type", "at_least"} or ctrl["type"] != "holding":
            raise Unusable(f"controller_controls {ctrl}: only a count of Holdings here")
        for _ in range(ctrl["at_least"] - (1 if kind == "holding" else 0)):
            self.place(who, self.new_def("holding", gold_cost=1), False)

    def the_card(self) -> None:
        """The card itself where its ability is used from."""
        kind = self.card.type.value
        frm = self.record.get("from")
        title = self.card.title
        if kind == "strategy" or (kind == "ring" and frm != "play") or frm == "hand":
            self.hand.append(title)  # (an attachment used from the hand: hand_attach.py)
            if any(e.get("op") == "attach_from_hand" and e.get("target") == "self"
                   for e in self.record.get("effects", [])):  # its Equip's Gold
                self.pool += int(self.card.gold_cost or 0)
        elif frm == "province" and kind == "personality":  # face-up in Alice's province,
            self.face_up[0].append({"title": title, "face_up": True})  # brought in from it
            brought = harness_bring.bringing(self.record, "self")
            if brought is not None:
                self.pool += harness_bring.gold_for(brought, list(self.card.keywords),
                                                    list(self.card.clans),
                                                    int(self.card.gold_cost or 0))
        elif kind in _ATTACHMENTS:
            words = ["Shugenja"] if kind == "spell" else []
            entry = self.host(0, [*words, *host_keywords.named(self.record)], [title])
            if any(e.get("op") == "straighten" and e.get("target") == "host"
                   for e in self.record.get("effects", [])):
                entry["bowed"] = True  # straightened by the card: seen only if bowed before
            self.card_host = entry["title"]
        elif kind == "personality":
            self.place(0, {"title": title, "attachments": []}, True)
        elif kind in ("holding", "ring", "celestial"):  # at home, in play
            self.place(0, title, False)
        elif kind == "stronghold":
            self.stronghold = title
        elif kind == "region":  # in play attached to Alice's first province [CE › REGION]
            self.regions.append(title)
        else:
            raise Unusable(f"no place for a {kind} in this harness")
        if self.battle and not self.units[0]:  # presence: a unit of ours at the battlefield
            self.host(0, [], [])
        if self.battle and not self.units[1]:
            self.host(1, [], [])
        brought = harness_bring.bringing(self.record, "self")
        if self.battle and brought and (brought.get("less_when") or {}).get(
                "fewer_units_here"):  # the reduction's condition met: Bob's army larger
            while len(self.units[1]) <= len(self.units[0]):
                self.host(1, [], [])

    def meet(self, condition: dict[str, Any]) -> None:
        """What the record's condition asks of Alice's side of the table."""
        for key, value in condition.items():
            if key == "personalities_at_least":
                for _ in range(value):
                    self.host(0, [], [])
            elif key == "has_favor":
                self.favor = bool(value)
            elif key == "enemy_units_here" and value is True and self.battle:
                pass  # Bob always has a unit at the battlefield (the_card)
            elif key == "host_keyword" and self.card.type.value in _ATTACHMENTS:
                pass  # the card's host has it (the_card, host_keywords.named)
            elif key == "at_current" and value is True and self.battle \
                    and self.card.type.value in ("personality", *_ATTACHMENTS):
                pass  # the card is placed in a unit at the battlefield (before.py)
            elif key == "reconnaissance" and value is True and self.battle:
                self.reconnaissance = True
            elif key == "controls" and value == {"type": "terrain"}:  # "if you control a
                if not self.battle or self.terrain:  # Terrain": Alice's, at the battlefield
                    raise Unusable("a Terrain is in play only at a battlefield, one there")
                self.terrain = self.new_def("strategy", keywords=["Terrain"])
                self.terrain_controller = 0
            elif key == "controls" and set(value) <= {"type", "keyword"} and value:
                kind = value.get("type", "card")  # one such card in play ("a Temple": a
                kind = "holding" if kind == "card" else kind  # Holding with the keyword)
                title = self.new_def(kind, keywords=[value["keyword"]] if "keyword" in value
                                     else [])
                if kind == "personality":  # at home, a unit of its own
                    self.home[0].append({"title": title, "attachments": []})
                else:
                    self.place(0, title, False)
            elif key == "controls_count":  # N such cards of Alice's at home
                spec = value["spec"]
                for _ in range(value["at_least"]):
                    words = [spec["keyword"]] if "keyword" in spec else []
                    title = self.new_def(spec.get("type", "holding"), keywords=words)
                    if spec.get("type") == "personality":
                        self.home[0].append({"title": title, "attachments": []})
                    else:
                        self.place(0, title, False)
            elif key == "no_province_lost":  # none of Alice's provinces was destroyed
                pass  # on the harness's tables (province_losses.py)
            elif key == "your_turn" and isinstance(value, bool) and not self.battle:
                self.active = 0 if value else 1  # Alice acts on Bob's turn (priority 0)
            elif key == "honor_below_opponent" and value is True:
                self.honor = self.bob_honor - 1  # Bob's Family Honor is higher
            elif key == "all_here_keyword" and self.battle:  # Alice's units there have it
                for entry in self.units[0]:
                    title = entry["title"] if isinstance(entry, dict) else entry
                    found = next(d for d in self.defs if d["title"] == title)
                    if value in found.get("keywords", ()):
                        continue
                    if found is self.defs[0]:
                        raise Unusable(f"condition {key}: the card itself lacks {value}")
                    found["keywords"] = [*found.get("keywords", ()), value]  # ours: give it
            elif key == "mixed_units_here" and isinstance(value, bool) and self.battle:
                if value:  # a Cavalry unit and an Infantry unit of Alice's there
                    self.host(0, ["Cavalry"], [])
                    self.host(0, [], [])
                # (false: the harness's own units are Infantry, none Cavalry)
            elif key == "more_units_here" and value is True and self.battle:
                while len(self.units[0]) <= len(self.units[1]):  # Alice's army the larger
                    self.host(0, [], [])
            elif key in ("attacker", "defender") and value is True and self.battle:
                self.attacker = 0 if key == "attacker" else 1  # Alice's role in the attack
            elif key == "no_terrain_here" and value is True and self.battle:
                pass  # no Terrain is placed unless a target or effect asks for one
            elif key == "not_invested" and value is True:
                pass  # a card entering play has not got its Invest effect (invest.py)
            elif key == "clan" and isinstance(value, str):  # Alice's Keep of that clan
                keep = next(d for d in self.defs if d["title"] == "Harness Keep")
                keep["clans"] = [value]
            elif key == "honor_below_opponent" and value is True:
                self.honor = 9  # Bob has 10 (player_conditions.py)
            elif key == "adjacent_battlefield" and self.battle:
                self.adjacent = dict(value)  # a second battlefield on that side (game())
            elif key == "host_unbowed" and value is True and \
                    self.card.type.value in _ATTACHMENTS:
                pass  # the card's Personality is placed unbowed (the_card)
            elif key == "not_your_turns" and self.active == 0:  # Alice's turn after those
                self.turn = 2 * max(value) + 1  # (two players, Alice first: her turn n+1)
            elif key == "presence" and value is True and self.battle:
                pass  # Alice always has a unit at the battlefield (the_card)
            elif key == "own_turn" and self.active == 0:  # Alice's Nth turn (Alice first)
                self.turn = 2 * value - 1
            elif key == "dead_in_a_pile" and value is True:  # one of Bob's, honorably dead
                self.piles[1].setdefault("honorably_dead", []).append(
                    self.new_def("personality"))
            elif key == "rings_at_most" and isinstance(value, int):  # at the limit: N Rings
                for _ in range(value):  # of Alice's in play (rings.py)
                    self.place(0, self.new_def("ring"), False)
            elif key == "can_enter_play" and value is True:
                pass  # no copy of the card is in play
            else:
                raise Unusable(f"condition {key}: this harness does not meet it")


def _without(build: _Builder, record: dict[str, Any]) -> _Builder:
    """The same table with the card's definition lacking ``record`` (the ablation)."""
    other = _Builder(build.card, record, build.battle)
    other.__dict__.update({k: v for k, v in build.__dict__.items() if k != "defs"})
    own = {**build.defs[0], "abilities": [r for r in build.defs[0]["abilities"]
                                          if r is not record and r != record]}
    other.defs = [own, *build.defs[1:]]
    return other
