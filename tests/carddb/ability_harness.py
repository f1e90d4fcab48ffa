"""Put a real card where one of its automated abilities can be used, use it, and check what
happened against the ability's record (the per-card test, tests/carddb/test_real_card_abilities.py).

For one record of a card: a position (``tests.engine.scenario``) puts the card where the record
says it is used from (a Strategy in hand, a Personality or Holding in play, a Follower, Item or
Spell on a Personality of ours, a Ring in play) in the Action Phase (Limited, Open,
Battle/Open) or at the current battlefield of a battle's Combat Segment (Battle), with Gold in
the pool and, for every target the record asks for, a card of our own invention that fits the
target's spec (type, controller, bowed, dishonorable, keyword, Force, side ...). The ability is
then taken through the engine's legal actions (``UseAbility`` with those targets) and every
effect and cost of the record is checked in the state that follows: the card bowed, the Honor
changed by the amount, the target destroyed, the Force changed ... A triggered trait
("after this card enters play") is checked by recruiting or equipping the card.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from l5r_desktop.carddb.ccg_abilities import card_abilities
from l5r_desktop.games.ccg.actions import (
    AcceptChallenge,
    Assign,
    ChooseOption,
    DeclareAttack,
    Equip,
    KeywordAbility,
    Pass,
    Recruit,
    Strike,
    UseAbility,
)
from l5r_desktop.games.ccg.events import AbilityUsed, Event
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model import stats
from l5r_desktop.games.ccg.model.cards import CardDef
from tests.carddb import harness_table_ops
from tests.engine.scenario import cd, find, game_at, player

#: Timings this harness puts a card in use for (the others are reported, not exercised).
ACTION_TIMINGS = ("limited", "open", "battle", "battle_open", "engage")
#: Triggers the harness makes happen: a card entering play (recruited from a province or
#: equipped from the hand), a Reserve Personality Recruited into a battle, and a unit
#: assigned to a battlefield.
ENTERING = ("enters_play", "recruited", "equipped")
TRIGGERS = {"trait": (*ENTERING, "destroyed", "duel_won", "turn_began", "action_resolved",
                      "bowed"),
            "reaction": (*ENTERING, "assigned", "recruited_in_battle", "dishonored",
                         "duel_won"),
            "interrupt": ("assigned",)}


#: Ongoing trait kinds (ccgvocab's ``cardtext/ongoing.py``) checked by comparing the same
#: table with and without the record.
ONGOING = ("stat", "keyword", "province_strength", "attack_strength", "negate", "attach_only",
           "cannot_attach", "gold_production", "entry_discount", "hand_size")


def exercisable(record: dict[str, Any]) -> bool:
    """Whether this harness can put the record in use."""
    timing = record.get("timing")
    if timing in ACTION_TIMINGS or timing == "event":  # Events: harness_events.py
        return True
    if timing == "continuous":
        return record.get("ongoing") in ONGOING
    trigger = record.get("trigger") or {}
    return trigger.get("event") in TRIGGERS.get(str(timing), ())
_TYPE_OF = {"personality": "personality", "follower": "follower", "item": "item",
            "spell": "spell", "holding": "holding", "attachment": "item",
            "card": "personality"}
_ATTACHMENTS = ("follower", "item", "spell")


class Unusable(AssertionError):
    """The engine offered no use of the ability in the position made for it."""


def automated_records(card: CardDef) -> list[tuple[int, dict[str, Any]]]:
    """The card's automated records with their index among its abilities (the records the
    importer attaches: ours or the translator's; Gold production by the stat has none)."""
    records, _sources = card_abilities(card)
    return [(i, r) for i, r in enumerate(records) if "manual" not in r]


class _Builder:
    """The cards of one position: Alice (0) uses the ability, Bob (1) is the enemy."""

    def __init__(self, card: CardDef, record: dict[str, Any], battle: bool) -> None:
        self.card = card
        self.record = record
        self.battle = battle
        self.defs: list[dict[str, Any]] = [{**card.to_dict(), "abilities": [
            r for r in card_abilities(card)[0]]},
            # Alice's Stronghold is of the card's clan (Loyal cards, clan discounts)
            cd("Harness Keep", "stronghold", clans=list(card.clans[:1]), province_strength=6,
               gold_production=5, starting_honor=10)]
        self.home: tuple[list[Any], list[Any]] = ([], [])
        self.units: tuple[list[Any], list[Any]] = ([], [])
        self.hand: list[str] = []
        self.expected: list[str] = []  # harness titles of the targets, in order
        self.n = 0
        self.attacker = 0  # who attacks in a battle (Bob when a target asks so)
        self.sided = False
        self.engage = False  # the Engage Segment of Twenty Festivals, not a Combat Segment
        self.pool = 0  # the Gold in Alice's pool: what the record's cost asks, no more
        self.honor = 10
        self.stronghold = ""  # the card itself when it is a Stronghold
        self.provinces: list[Any] = []  # Alice's first provinces (the rest: filler)
        self.favor = bool((record.get("cost") or {}).get("discard_favor"))  # to pay it
        self.active = 0  # whose turn it is (Bob's for "if it is not your turn")
        self.card_host = ""  # the Personality of ours carrying the card (an attachment)
        self.each_titles: list[str] = []  # cards placed for "each" effects, in order

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
        }[kind]
        self.defs.append(cd(title, kind, **{**defaults, **kw}))
        return title

    def place(self, who: int, entry: Any, unit: bool) -> None:
        """A card (or a Personality with attachments) in play: at the battlefield when there
        is a battle and it belongs in a unit, else at home."""
        (self.units if self.battle and unit else self.home)[who].append(entry)

    def host(self, who: int, keywords: list[str], attachments: list[Any]) -> dict[str, Any]:
        """A Personality of ours carrying ``attachments`` (meeting the card's own "will only
        attach to" restrictions when the card is an attachment)."""
        extra: dict[str, Any] = {}
        if self.card.type.value in _ATTACHMENTS:
            for rec in self.defs[0]["abilities"]:
                if rec.get("ongoing") == "attach_only":
                    if rec.get("clan"):
                        extra["clans"] = [rec["clan"]]
                    if rec.get("keyword"):
                        keywords = [*keywords, rec["keyword"]]
        title = self.new_def("personality", keywords=keywords, **extra)
        entry = {"title": title, "attachments": attachments}
        self.place(who, entry, True)
        return entry

    def target(self, spec: dict[str, Any]) -> None:
        """A card of ours fitting the spec, put in play."""
        if spec.get("type") == "ranged":  # an enemy Follower of Force 0 at the battlefield
            title = self.new_def("follower", force=0)
            self.host(1, [], [title])
            self.expected.append(title)
            return
        kinds = spec.get("type", "card")
        kind = _TYPE_OF[kinds[0] if isinstance(kinds, list) else kinds]
        who = 0 if spec.get("controller") == "you" else 1  # "any": an enemy card
        words = spec.get("keyword") or []  # one keyword, or a list of them
        kw: dict[str, Any] = {"keywords": [words] if isinstance(words, str) else list(words)}
        if "max_force" in spec:
            kw["force"] = min(spec["max_force"], 1 if kind != "personality" else 2)
        if "min_personal_honor" in spec:
            kw["personal_honor"] = max(spec["min_personal_honor"], 2)
        if "compare" in spec:  # lower than (or equal to) the compared card's stat
            cmp = spec["compare"]
            value = self.compared_stat(cmp) - (0 if cmp.get("or_equal") else 1)
            if value < (1 if cmp["stat"] == "chi" else 0):
                raise Unusable(f"compare {cmp}: no card of ours is lower")
            kw[cmp["stat"]] = value
        title = self.new_def(kind, **kw)
        state = {"title": title}
        if spec.get("bowed"):
            state["bowed"] = True
        if spec.get("dishonorable"):
            state["dishonored"] = True
        side = spec.get("side")
        if side is not None:
            if (side == "attacking") != (who == self.attacker):
                if self.sided:
                    raise Unusable("targets on both sides of the same player")
                self.attacker = 1 - self.attacker  # Alice defends: Bob's army attacks
            self.sided = True
        if kind in _ATTACHMENTS:
            self.host(who, [], [state])
        elif kind == "personality":
            self.place(who, {**state, "attachments": []}, True)
        else:
            self.place(who, state, False)
        self.expected.append(title)

    def compared_stat(self, cmp: dict[str, Any]) -> int:
        """The stat of the card a ``compare`` filter names, as it will be in the game."""
        stat, than = cmp["stat"], cmp["than"]
        if isinstance(than, int):
            found = next(d for d in self.defs if d["title"] == self.expected[than])
            return int(found.get(stat) or 0)
        if than == "self":
            return int(getattr(self.card, stat) or 0)
        host = next(d for d in self.defs if d["title"] == self.card_host)
        own = getattr(self.card, stat) if self.card.type.value == "item" and stat != \
            "personal_honor" else 0  # an Item's stats modify its Personality's
        return int(host.get(stat) or 0) + int(own or 0)

    def the_card(self) -> None:
        """The card itself where its ability is used from."""
        kind = self.card.type.value
        frm = self.record.get("from")
        title = self.card.title
        if kind == "strategy" or (kind == "ring" and frm != "play"):
            self.hand.append(title)
        elif kind in _ATTACHMENTS:
            self.card_host = self.host(0, ["Shugenja"] if kind == "spell" else [],
                                       [title])["title"]
        elif kind == "personality":
            self.place(0, {"title": title, "attachments": []}, True)
        elif kind in ("holding", "ring", "celestial"):  # at home, in play
            self.place(0, title, False)
        elif kind == "stronghold":
            self.stronghold = title
        else:
            raise Unusable(f"no place for a {kind} in this harness")
        if self.battle and not self.units[0]:  # presence: a unit of ours at the battlefield
            self.host(0, [], [])
        if self.battle and not self.units[1]:
            self.host(1, [], [])

    def meet(self, condition: dict[str, Any]) -> None:
        """What the record's condition asks of Alice's side of the table."""
        for key, value in condition.items():
            if key == "personalities_at_least":
                for _ in range(value):
                    self.host(0, [], [])
            elif key == "has_favor":
                self.favor = bool(value)
            else:
                raise Unusable(f"condition {key}: this harness does not meet it")

    def game(self, phase: str = "action", step: str | None = None) -> Game:
        # the Stronghold bowed: the pool is all the Gold Alice has
        keep = {"title": self.stronghold} if self.stronghold else \
            {"title": "Harness Keep", "bowed": True}
        alice = player(keep, name="Alice", home=self.home[0], hand=self.hand,
                       gold_pool=self.pool, family_honor=self.honor,
                       imperial_favor=self.favor)
        if self.provinces:
            alice["provinces"] = [*self.provinces, *["Filler Dynasty"] * (
                4 - len(self.provinces))]
        bob = player("Lion Keep", name="Bob", home=self.home[1], family_honor=10)
        kw: dict[str, Any] = {"defs": self.defs, "turn": 3, "active": self.active}
        if self.engage:
            kw["profile"] = "twenty_festivals"
        if self.battle:
            kw.update(phase="attack", step="combat")
            segment = "engage" if self.engage else "combat"
            a = self.attacker
            pos_attack = {"attacker": a, "defender": 1 - a, "segment": segment, "current": 0,
                          "battlefields": [{"province": 0, "attacking": self.units[a],
                                            "defending": self.units[1 - a], "ended": False}]}
            kw.update(active=a, priority=0)
            from tests.engine.scenario import position

            pos = position(alice, bob, **kw)
            pos["attack"] = pos_attack
            return Game.from_position(pos)
        if step is not None:
            kw["step"] = step
        return game_at(alice, bob, phase=phase, **kw)


def _gold(card: CardDef, record: dict[str, Any]) -> int:
    gold = record.get("cost", {}).get("gold", 0)
    return int(card.gold_cost or 0) if gold == "card" else int(gold)


def _honor(game: Game) -> list[int]:
    return [p.family_honor for p in game.state.players]


def _settle(game: Game, events: list[Event], second: bool = False) -> list[Event]:
    """Apply the optional effects ("you may": the record's effects are all checked) and
    decline what the action opened (a Seppuku Reaction, a trigger window) so that its
    effects are all in the state. ``second``: of an either/or choice take the second
    alternative (decline), of a "you may" still apply."""
    for _ in range(8):
        if game.state.options:
            o = game.state.options[0]
            mark = o["effects"][0].get("optional")
            alternative = any(e.get("otherwise") == mark for e in o["effects"])
            events += game.perform(ChooseOption(o["player"], apply=not (second and alternative)))
            continue
        if not game.state.reactions and not getattr(game.state, "windows", None):
            break
        passes = [a for a in game.legal_actions() if isinstance(a, Pass)]
        if not passes:
            break
        events += game.perform(passes[0])
    return events


def exercise(card: CardDef, index: int, record: dict[str, Any]) -> list[str]:
    """Use ability ``index`` of the card (its ``record``) in a position made for it; the
    problems found (empty: every effect and cost happened as the record says). Raises
    :class:`Unusable` when the engine offers no use."""
    if record.get("timing") == "trait":
        return _exercise_trait(card, index, record)
    if record.get("timing") == "continuous":
        return _exercise_ongoing(card, record)
    if record.get("timing") in ("reaction", "interrupt"):
        return _exercise_trigger(card, index, record)
    if record.get("timing") == "event":
        from tests.carddb import harness_events

        return harness_events.exercise_event(_Builder(card, record, False), record)
    timing = record["timing"]
    battle = timing in ("battle", "engage")
    build = _Builder(card, record, battle)
    build.engage = timing == "engage"
    build.pool = _gold(card, record)
    build.the_card()
    for spec in record.get("targets", []):
        build.target(spec)
    for eff in record.get("effects", []):  # a card of ours each "each" effect reaches
        if "each" in eff and "unit_of" in eff["each"]:  # the named card is in its own unit
            ref = eff["each"]["unit_of"]
            build.each_titles.append(build.expected[ref] if isinstance(ref, int) else card.title)
        elif "each" in eff:
            build.target(eff["each"])
            build.each_titles.append(build.expected.pop())
    build.meet(record.get("condition", {}))
    game = build.game()
    state = game.state
    me = find(state, card.title, 0)
    uses = [a for a in game.legal_actions()
            if isinstance(a, UseAbility) and a.card == me and a.ability == index]
    if not uses:
        raise Unusable(f"{card.id} ability {index}: not offered ({timing}); "
                       f"{game.state.phase.value}/{game.state.step.value}")
    wanted = [find(state, t) for t in build.expected]
    use = next((u for u in uses if list(u.targets) == wanted), uses[0])
    problems = _check(game, use, record, each=[find(state, t) for t in build.each_titles])
    if any("otherwise" in e for e in record.get("effects", [])):  # "A or B": B on a new table
        again = build.game()
        problems += [f"second alternative: {p}" for p in _check(
            again, use, record, each=[find(again.state, t) for t in build.each_titles],
            second=True)]
    if build.pool and not card.gold_production:  # one Gold less than the record's cost:
        # not offered (a card that produces Gold itself is left out: see the report)
        build.pool -= 1
        poorer = build.game()
        me = find(poorer.state, card.title, 0)
        if any(isinstance(a, UseAbility) and a.card == me and a.ability == index
               for a in poorer.legal_actions()):
            problems.append(f"offered with {build.pool} Gold, record {build.pool + 1}")
    return problems


def _before(game: Game, use: UseAbility, extra: tuple[str, ...] = ()) -> dict[str, Any]:
    s = game.state
    ids = {*use.targets, use.card, *extra}
    host = s.cards[use.card].attached_to
    if host:
        ids.add(host)
    return {
        "honor": _honor(game), "hand": [len(p.hand) for p in s.players],
        "force": {c: stats.force(s, c) for c in ids},
        "chi": {c: stats.chi(s, c) for c in ids},
        "personal_honor": {c: stats.personal_honor(s, c) for c in ids},
        "tokens": {c: dict(s.cards[c].tokens) for c in ids},
        "pool": s.players[use.player].gold_pool,
        "dishonorable": {c: s.cards[c].dishonored and
                         s.cards[c].definition.type.value == "personality" for c in ids},
    }


def _card_of(use: UseAbility, game: Game, target: Any) -> str:
    if isinstance(target, int):
        return use.targets[target]
    if target == "host":
        return game.state.cards[use.card].attached_to or ""
    return use.card


def _not_bowed(_s: Any, _u: UseAbility, c: Any) -> bool:
    """the target is not bowed"""
    return c is None or (c.in_play and not c.bowed)  # (a later effect may destroy it)


def _bowed(_s: Any, _u: UseAbility, c: Any) -> bool:
    """the target is still bowed (or gone)"""
    return c is None or c.bowed


def _in_play(_s: Any, _u: UseAbility, c: Any) -> bool:
    """the target is still in play"""
    return c is not None and c.in_play


def _not_feared(_s: Any, _u: UseAbility, c: Any) -> bool:
    """the target is neither bowed nor destroyed"""
    return c is not None and c.in_play and not c.bowed


def _honorable(_s: Any, _u: UseAbility, c: Any) -> bool:
    """the target is not dishonorable"""
    return c is None or not c.dishonored


def _dishonorable(_s: Any, _u: UseAbility, c: Any) -> bool:
    """the target is still dishonorable"""
    return c is None or c.dishonored


def _not_home(_s: Any, _u: UseAbility, c: Any) -> bool:
    """the target is not at home"""
    return c is None or c.zone.value != "home"


def _not_in_play(_s: Any, _u: UseAbility, c: Any) -> bool:
    """the card is not in play"""
    return c is None or not c.in_play


def _no_favor(s: Any, u: UseAbility, _c: Any) -> bool:
    """the player has no Imperial Favor"""
    return not s.players[u.player].favor


def _favor(s: Any, u: UseAbility, _c: Any) -> bool:
    """the player still has the Imperial Favor"""
    return bool(s.players[u.player].favor)


def _no_additional(s: Any, u: UseAbility, _c: Any) -> bool:
    """the player does not have the next opportunity (additional action)"""
    return s.priority != u.player or s.passes != -1


#: effect op -> what is wrong in the state after it (a docstring names the problem)
_STATE_CHECKS = {"bow": _not_bowed, "straighten": _bowed, "destroy": _in_play,
                 "ranged_attack": _in_play, "melee_attack": _in_play, "fear": _not_feared,
                 "dishonor": _honorable, "rehonor": _dishonorable, "move_home": _not_home,
                 "take_favor": _no_favor, "discard_favor": _favor,
                 "put_into_play": _not_in_play, "additional_action": _no_additional}


def _check(game: Game, use: UseAbility, record: dict[str, Any], act: Any = None,
           hand_shift: tuple[int, int] = (0, 0),
           then: Callable[[Game], list[Event]] | None = None,
           honor_shift: tuple[int, int] = (0, 0), each: list[str] | None = None,
           second: bool = False) -> list[str]:
    """Perform ``act`` (default: the use itself; for a triggered trait, the action that
    triggers it, with ``then`` driving what follows, e.g. the duel) and check the record's
    effects and costs in the state that follows. ``hand_shift`` / ``honor_shift``: the hands'
    and Honor's change that the triggering action makes by itself."""
    before = _before(game, use, tuple(each or ()))
    table_before = harness_table_ops.snapshot(game.state)  # created cards, provinces
    amount_of = {}
    for eff in record.get("effects", []):  # amount_from reads the stat as it is now
        src = eff.get("amount_from")
        if src:
            cid = _card_of(use, game, src["card"])
            amount_of[id(eff)] = src.get("sign", 1) * before[src["stat"]][cid]
    events = _settle(game, game.perform(act or use), second)
    alts = {e["otherwise"] for e in record.get("effects", []) if "otherwise" in e}
    if then is not None:
        events += then(game)
    challenged = any(type(e).__name__ == "ChallengeIssued" for e in events)
    s = game.state
    problems: list[str] = []
    if act is None and not any(isinstance(e, AbilityUsed) and e.cards
                               and e.cards[0] == use.card for e in events):
        problems.append("no AbilityUsed event")
    honor = list(honor_shift)
    draws = [0, 0]
    each_cards = list(each or [])
    maybe: list[tuple[str, int, int]] = []  # conditional Honor or draws: (kind, player, n)
    for eff in record.get("effects", []):
        op = eff["op"]
        if second and eff.get("optional") in alts:  # "A or B", B taken: A is not checked
            continue
        if "otherwise" in eff and not second:  # "A or B", A taken: B is not checked
            continue
        if "each" in eff:  # the card placed for it: checked as if it were the target
            if not each_cards:
                problems.append(f"{op} each: no card of ours placed for it")
                continue
            eff = {**{k: v for k, v in eff.items() if k != "each"}, "target": "@each"}
            use_each: str | None = each_cards.pop(0)
        else:
            use_each = None
        if "if" in eff:  # checked by the engine when it resolves: either outcome is right
            if op in ("gain_honor", "lose_honor", "draw"):
                kind = "draw" if op == "draw" else "honor"
                sign = -1 if op == "lose_honor" else 1
                who = 1 - use.player if eff.get("player") == "opponent" else use.player
                if eff.get("player") == "target_controller" and use.targets:
                    who = s.cards[use.targets[eff.get("target", 0)]].controller
                maybe.append((kind, who, sign * eff["amount"]))
            continue
        default = 0 if eff.get("player") == "target_controller" and use.targets else "self"
        cid = use_each or _card_of(use, game, eff.get("target", default))
        c = s.cards.get(cid)
        who = use.player
        if eff.get("player") == "opponent" or (
                eff.get("player") == "target_controller" and c is not None
                and c.controller != use.player):
            who = 1 - use.player
        if op in ("modify_stat", "set_stat") and c is not None and not c.in_play and any(
                e2["op"] == "modify_stat" and e2["stat"] == "chi" and e2.get("amount", 0) < 0
                and e2.get("target") == eff.get("target") for e2 in record["effects"]):
            continue  # its Chi penalty took it to 0 Chi: destroyed (the Chi death rule
            # [CE › CARD FEATURES › STATS]), its stats gone
        if op in ("gain_honor", "lose_honor"):
            honor[who] += eff["amount"] * (1 if op == "gain_honor" else -1)
        elif op == "draw":
            draws[who] += eff["amount"]
        elif op == "modify_stat":
            amount = amount_of.get(id(eff), eff.get("amount", 0))
            now = getattr(stats, eff["stat"])(s, cid)
            got = now - before[eff["stat"]][cid]
            if got != amount and not (amount < 0 and now == 0):  # a stat stops at 0
                problems.append(f"modify_stat {eff['stat']}: changed by {got}, record {amount}")
        elif op == "set_stat":
            now = getattr(stats, eff["stat"])(s, cid)
            if now != eff["amount"]:
                problems.append(f"set_stat {eff['stat']}: now {now}, record {eff['amount']}")
        elif op == "add_token":
            got = s.cards[cid].tokens.get(eff["token"], 0) - \
                before["tokens"][cid].get(eff["token"], 0)
            if got != eff["amount"]:
                problems.append(f"add_token: {got} tokens, record {eff['amount']}")
        elif op == "challenge":
            if not challenged:
                problems.append("challenge: no challenge was issued")
        elif op in harness_table_ops.OPS:
            problems += harness_table_ops.check(s, table_before, use.player, eff,
                                                cid if "target" in eff else None)
        elif op == "discard_others":
            left = [c2 for c2 in s.cards.values() if c2.in_play and c2.id != use.card
                    and c2.controller == use.player and c2.definition.has_keyword(eff["keyword"])]
            if left:
                problems.append(f"discard_others: {len(left)} {eff['keyword']} still in play")
        elif op in _STATE_CHECKS:
            if op == "destroy" and c is not None and not c.in_play \
                    and c.definition.has_keyword("Expendable"):
                draws[c.owner] += 1  # its controller draws a card (keywords/draws.py)
            wrong = _STATE_CHECKS[op]
            if wrong(s, use, c):
                problems.append(f"{op}: {wrong.__doc__}")
        else:
            problems.append(f"{op}: this harness does not check it")
    for cid in use.targets:  # a dishonorable Personality destroyed costs his base Personal
        # Honor to his controller [S1 › HONORABLE AND DISHONORABLE]
        if before["dishonorable"].get(cid) and not s.cards[cid].in_play:
            honor[s.cards[cid].controller] -= s.cards[cid].definition.personal_honor or 0
    cost = record.get("cost", {})
    honor[use.player] -= int(cost.get("lose_honor", 0))
    if cost.get("bow_self") and not s.cards[use.card].bowed and s.cards[use.card].in_play:
        problems.append("cost bow_self: the card is not bowed")
    if cost.get("bow_host"):
        host = s.cards[use.card].attached_to
        if host and s.cards[host].in_play and not s.cards[host].bowed:
            problems.append("cost bow_host: the host is not bowed")
    if cost.get("discard_self") and s.cards[use.card].in_play:
        problems.append("cost discard_self: the card is still in play")
    if cost.get("discard_favor") and s.players[use.player].favor:
        problems.append("cost discard_favor: the Imperial Favor is still controlled")
    for i in cost.get("bow_targets", []):
        t = s.cards[use.targets[i]]
        if t.in_play and not t.bowed:
            problems.append(f"cost bow_targets: target {i} is not bowed")
    got_honor = [a - b for a, b in zip(_honor(game), before["honor"], strict=True)]
    if got_honor not in _outcomes(honor, [(w, n) for k, w, n in maybe if k == "honor"]):
        problems.append(f"Honor changed by {got_honor}, record {honor}")
    got_draw = [len(p.hand) - n for p, n in zip(s.players, before["hand"], strict=True)]
    expect_hand = [d + shift for d, shift in zip(draws, hand_shift, strict=True)]
    if act is None and s.cards[use.card].definition.type.value in ("strategy", "ring") \
            and record.get("from", "hand") == "hand":
        expect_hand[use.player] -= 1  # the Strategy left the hand
    if got_draw not in _outcomes(expect_hand, [(w, n) for k, w, n in maybe if k == "draw"]):
        problems.append(f"hands changed by {got_draw}, record {expect_hand}")
    if act is None and s.players[use.player].gold_pool:
        problems.append(f"{s.players[use.player].gold_pool} Gold left of the cost's "
                        f"{before['pool']}")
    return problems


def _outcomes(base: list[int], optional: list[tuple[int, int]]) -> list[list[int]]:
    """The per-player totals with each conditional amount applied or not."""
    out = [list(base)]
    for who, n in optional:
        out += [[v + (n if i == who else 0) for i, v in enumerate(o)] for o in out]
    return out


def _exercise_trigger(card: CardDef, index: int, record: dict[str, Any]) -> list[str]:
    """A Reaction or Interrupt: make its trigger happen to the card (or the Personality it is
    attached to, or one of Alice's cards), then take the response the engine offers in the
    window and check it like an action."""
    event = record["trigger"]["event"]
    build = _Builder(card, record, False)
    build.pool = _gold(card, record)
    kind = card.type.value
    for spec in record.get("targets", []):
        build.target(spec)
    build.meet(record.get("condition", {}))
    if event == "duel_won":  # harness_triggers.py: a duel the card wins
        from tests.carddb import harness_triggers
        return harness_triggers.exercise_duel_reaction(build, index, record)
    if event == "assigned":
        if kind == "personality":
            build.place(0, {"title": card.title, "attachments": []}, False)
            subject = card.title
        elif kind in _ATTACHMENTS:
            subject = build.new_def("personality", keywords=["Shugenja"])
            build.place(0, {"title": subject, "attachments": [card.title]}, False)
        elif kind == "strategy":
            build.hand.append(card.title)
            subject = build.new_def("personality")
            build.place(0, {"title": subject, "attachments": []}, False)
        else:
            raise Unusable(f"no way to assign for a {kind}")
        game = build.game(phase="attack", step="declare")
        game.perform(DeclareAttack(0, defender=1))
        trigger_action: Any = Assign(0, card=find(game.state, subject, 0), battlefield=0)
    elif event == "recruited_in_battle":
        # Alice's Reserve Personality face up in a province, Recruited by the Reserve player
        # ability into the current battlefield, where Bob has a unit (he would be opposed)
        if kind != "personality" or not card.has_keyword("Reserve"):
            raise Unusable(f"{card.id}: only a Reserve Personality is Recruited into a battle")
        build.battle = True
        build.honor = 40
        build.pool += 30
        build.provinces = [{"title": card.title, "face_up": True}]
        if not build.units[1]:
            build.host(1, [], [])
        game = build.game()
        me = find(game.state, card.title, 0)
        trigger_action = next((a for a in game.legal_actions()
                               if isinstance(a, KeywordAbility) and a.card == me
                               and a.use == "reserve_recruit"), None)
    elif event == "dishonored":
        from tests.carddb import harness_events

        game, trigger_action = harness_events.dishonor_trigger(
            build, str(record["trigger"].get("card", "self")))
    elif kind in ("personality", "holding"):
        build.honor = 40
        build.pool += 30
        build.provinces = [{"title": card.title, "face_up": True}]
        game = build.game(phase="dynasty")
        me = find(game.state, card.title, 0)
        trigger_action = next((a for a in game.legal_actions()
                               if isinstance(a, Recruit) and a.card == me), None)
    elif kind in _ATTACHMENTS:
        build.honor = 40
        build.pool += 30
        build.hand.append(card.title)
        build.host(0, ["Shugenja"] if kind == "spell" else [], [])
        game = build.game()
        me = find(game.state, card.title, 0)
        trigger_action = next((a for a in game.legal_actions()
                               if isinstance(a, Equip) and a.card == me), None)
    else:
        raise Unusable(f"no way to bring a {kind} into play in this harness")
    if trigger_action is None:
        raise Unusable(f"{card.id}: its trigger cannot be made to happen")
    game.perform(trigger_action)
    game.state.players[0].gold_pool = _gold(card, record)  # what was left paid for the card
    for _ in range(6):  # the other seat may be asked first; pass until the card answers
        me = find(game.state, card.title, 0)
        acts = game.legal_actions()
        uses = [a for a in acts if isinstance(a, UseAbility) and a.card == me
                and a.ability == index]
        if uses:
            wanted = [find(game.state, t) for t in build.expected]
            use = next((u for u in uses if list(u.targets) == wanted), uses[0])
            return _check(game, use, record)
        passes = [a for a in acts if isinstance(a, Pass) and a.player != 0]
        if not passes or not game.state.windows:
            break
        game.perform(passes[0])
    raise Unusable(f"{card.id} ability {index}: no {record['timing']} offered after "
                   f"{event}")


#: Alice's tools for making a trait's trigger happen to her own card: destroying it, and
#: challenging with it (her Personality, given +5 Chi, against Bob's of Chi 1: hers wins when
#: both strike; a Personality of 0 Chi would be destroyed at once).
_AXE = cd("Harness Axe", "strategy", gold_cost=0, focus=1, abilities=[
    {"timing": "limited", "targets": [{"type": "card", "controller": "you"}],
     "effects": [{"op": "destroy", "target": 0}]}])
_DUEL = cd("Harness Duel", "strategy", gold_cost=0, focus=1, abilities=[
    {"timing": "limited", "targets": [{"type": "personality", "controller": "you"},
                                      {"type": "personality", "controller": "opponent"}],
     "effects": [{"op": "challenge", "target": 1}]}])


def _fight_duel(game: Game) -> list[Event]:
    """Accept and strike at once until the duel is over (the higher Chi wins)."""
    events: list[Event] = []
    for _ in range(20):
        if game.state.duel is None:
            break
        acts = game.legal_actions()
        pick = next((a for a in acts if isinstance(a, AcceptChallenge)), None) or \
            next((a for a in acts if isinstance(a, Strike)), None) or \
            next((a for a in acts if isinstance(a, Pass)), None)
        if pick is None:
            break
        events += game.perform(pick)
    return events


def _exercise_trait(card: CardDef, index: int, record: dict[str, Any]) -> list[str]:
    """A triggered trait: bring the card into play (recruited from a province, equipped from
    the hand), destroy it, or make it win a duel, and check the record's effects. What the
    triggering action does by itself (the card leaving the hand, a keyword's draw) is measured
    on the same table without the record and taken off."""
    build = _Builder(card, record, False)
    build.honor = 40
    kind = card.type.value
    event = record["trigger"].get("event")
    if record["trigger"].get("card", "self") != "self" or event == "bowed":
        from tests.carddb import harness_triggers  # another card's trigger, a turn, a bowing
        return harness_triggers.exercise_other_trait(build, index, record)
    then = None
    phase = "action"
    if event in ENTERING and kind in ("personality", "holding"):
        build.provinces = [{"title": card.title, "face_up": True}]
        build.pool = 30
        phase = "dynasty"

        def pick(game: Game, me: str) -> Any:
            return next((a for a in game.legal_actions()
                         if isinstance(a, Recruit) and a.card == me), None)
    elif event in ENTERING and kind in _ATTACHMENTS:
        build.pool = 30
        build.hand.append(card.title)
        build.host(0, ["Shugenja"] if kind == "spell" else [], [])

        def pick(game: Game, me: str) -> Any:
            return next((a for a in game.legal_actions()
                         if isinstance(a, Equip) and a.card == me), None)
    elif event in ("destroyed", "duel_won") and kind in ("personality", "holding",
                                                          *_ATTACHMENTS):
        if event == "duel_won" and kind != "personality":
            raise Unusable(f"trait on {event} of a {kind}: not made to happen here")
        tool = _AXE if event == "destroyed" else _DUEL
        build.defs.append(tool)
        build.hand.append(tool["title"])
        if kind in _ATTACHMENTS:
            build.host(0, ["Shugenja"] if kind == "spell" else [], [card.title])
        elif kind == "holding":
            build.place(0, card.title, False)
        else:
            mine: dict[str, Any] = {"title": card.title, "attachments": []}
            build.place(0, mine, False)
        if event == "duel_won":
            mine["modifiers"] = [{"stat": "chi", "amount": 5, "duration": "turn"}]
            build.place(1, {"title": build.new_def("personality", chi=1), "attachments": []},
                        False)
            then = _fight_duel

        def pick(game: Game, me: str) -> Any:
            return next((a for a in game.legal_actions() if isinstance(a, UseAbility)
                         and game.state.title(a.card) == tool["title"]
                         and a.targets[0] == me), None)
    else:
        raise Unusable(f"trait on {event} of a {kind}: not made to happen here")
    runs = []
    for b in (build, _without(build, record)):
        game = b.game(phase=phase)
        me = find(game.state, card.title, 0)
        act = pick(game, me)
        if act is None:
            raise Unusable(f"{card.id}: its trigger cannot be made to happen ({kind}, {event})")
        runs.append((game, me, act))
    base, _me, base_act = runs[1]
    honor0, hands0 = _honor(base), [len(p.hand) for p in base.state.players]
    _settle(base, base.perform(base_act))
    if then is not None:
        then(base)
    honor_shift = [a - b for a, b in zip(_honor(base), honor0, strict=True)]
    hand_shift = [len(p.hand) - n for p, n in zip(base.state.players, hands0, strict=True)]
    game, me, act = runs[0]
    use = UseAbility(0, card=me, ability=index)
    return _check(game, use, record, act=act, hand_shift=(hand_shift[0], hand_shift[1]),
                  then=then, honor_shift=(honor_shift[0], honor_shift[1]))


def _without(build: _Builder, record: dict[str, Any]) -> _Builder:
    """The same table with the card's definition lacking ``record`` (the ablation)."""
    other = _Builder(build.card, record, build.battle)
    other.__dict__.update({k: v for k, v in build.__dict__.items() if k != "defs"})
    own = {**build.defs[0], "abilities": [r for r in build.defs[0]["abilities"]
                                          if r is not record and r != record]}
    other.defs = [own, *build.defs[1:]]
    return other


def _exercise_ongoing(card: CardDef, record: dict[str, Any]) -> list[str]:
    """An ongoing trait (``timing: continuous``): the same table is built with and without the
    record, and what it changes is compared with the record (the stat of the card it applies
    to, a granted keyword, the province's strength, an attack's strength, a negated attack,
    whether an attachment may be equipped)."""
    from l5r_desktop.games.ccg.cardtext import ongoing
    from tests.carddb import harness_gold

    kind = record["ongoing"]
    side = record.get("while")
    build = _Builder(card, record, side is not None)
    if kind == "gold_production":
        return harness_gold.exercise_production(build, record)
    if kind == "entry_discount":
        return harness_gold.exercise_discount(build, record)
    need = harness_gold.meet_condition(build, record.get("if"))
    if side == "defending":
        build.attacker = 1
    ctype = card.type.value
    affected = card.title
    if kind == "attach_only":  # our card in hand; a host that does not qualify
        build.pool = 30
        build.honor = 40
        build.hand.append(card.title)
        host = build.new_def("personality")
        build.place(0, {"title": host, "attachments": []}, False)
        return _equip_ablation(build, record, card.title, host, blocked=True)
    if kind == "cannot_attach":  # our Personality; an attachment it refuses, in hand
        build.pool = 30
        build.honor = 40
        forbidden = (record.get("types") or ["item"])[0]
        tool = build.new_def(forbidden, keywords=[record["keyword"]] if record.get("keyword")
                             else [])
        build.hand.append(tool)
        build.place(0, {"title": card.title, "attachments": []}, False)
        return _equip_ablation(build, record, tool, card.title, blocked=True)
    if ctype in _ATTACHMENTS:
        entry = build.host(0 if side != "defending" else 1, need["host_keywords"],
                           [card.title])
        if record.get("applies_to") == "host":
            affected = entry["title"]
    elif ctype == "personality":
        build.place(0 if side != "defending" else 1,
                    {"title": card.title, "attachments": need["attachments"]}, True)
    elif ctype in ("holding", "stronghold", "celestial"):  # in play at home
        if ctype == "stronghold":
            build.stronghold = card.title
        else:
            build.place(0, card.title, False)
    else:
        raise Unusable(f"ongoing {kind} on a {ctype}: not placed here")
    if record.get("applies_to") == "yours":
        flt = record.get("filter") or {}
        kw = [flt["keyword"]] if flt.get("keyword") else []
        ftype = flt.get("type", "personality")
        affected = build.new_def(ftype if ftype in ("personality", "holding") else "personality",
                                 keywords=kw)
        build.place(0, {"title": affected, "attachments": []} if ftype != "holding"
                    else affected, ftype != "holding")
    if side == "defending":  # Alice's card defends: swap who is who for the check below
        build.units = (build.units[1], build.units[0])
    games = (build.game(), _without(build, record).game())
    got: list[Any] = []
    for game in games:
        st = game.state
        target = find(st, affected, 0)
        if kind == "stat":
            got.append(getattr(stats, record["stat"])(st, target))
        elif kind == "keyword":
            got.append(bool(ongoing.granted(st, st.cards[target], record["keyword"])))
        elif kind == "province_strength":
            got.append(stats.province_strength(st, 0))
        elif kind == "hand_size":  # Alice's and Bob's
            got.append([stats.max_hand_size(st, 0), stats.max_hand_size(st, 1)])
        elif kind == "attack_strength":
            got.append([ongoing.attack_strength(st, target, a) for a in record["attacks"]])
        elif kind == "negate":
            got.append([bool(ongoing.negated(st, target, a)) for a in record["attacks"]])
        else:
            raise Unusable(f"ongoing {kind}: not checked here")
    with_it, without = got
    if kind == "stat":
        return [] if with_it - without == record["amount"] or (
            record["amount"] < 0 and with_it == 0) else [
            f"ongoing stat: {record['stat']} {without} -> {with_it}, record {record['amount']}"]
    if kind == "keyword":
        return [] if with_it and not without else [f"ongoing keyword: {without} -> {with_it}"]
    if kind == "province_strength":
        return [] if with_it - without == record["amount"] else [
            f"ongoing province strength {without} -> {with_it}, record {record['amount']}"]
    if kind == "hand_size":
        mine = record.get("applies_to", "you") == "you"
        want = [record["amount"] if mine else 0, 0 if mine else record["amount"]]
        got_diff = [a - b for a, b in zip(with_it, without, strict=True)]
        return [] if got_diff == want else [f"ongoing hand size changed by {got_diff}, "
                                            f"record {want}"]
    if kind == "attack_strength":
        return [] if all(a - b == record["amount"] for a, b in zip(with_it, without,
                                                                    strict=True)) else [
            f"ongoing attack strength {without} -> {with_it}, record {record['amount']}"]
    return [] if all(with_it) and not any(without) else [f"ongoing negate: {without} -> "
                                                         f"{with_it}"]


def _equip_ablation(build: _Builder, record: dict[str, Any], attachment: str, host: str,
                    blocked: bool) -> list[str]:
    """Equip ``attachment`` to ``host``: refused with the record, offered without it."""
    offered = []
    for b in (build, _without(build, record)):
        game = b.game()
        st = game.state
        a, h = find(st, attachment, 0), find(st, host, 0)
        offered.append(any(isinstance(x, Equip) and x.card == a and x.target == h
                           for x in game.legal_actions()))
    return [] if offered == [not blocked, True] else [
        f"ongoing {record['ongoing']}: Equip offered {offered[0]} with the record, "
        f"{offered[1]} without"]
