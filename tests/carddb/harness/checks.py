"""Checking a used ability against its record (the per-card harness): the state before, the
action and what it opened settled (:func:`_settle`), then every effect and cost of the record
looked for in the state that follows (:func:`_check`: Honor, hands, stats, tokens, bowed,
destroyed, the Imperial Favor ...).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from l5r_desktop.games.ccg.actions import (
    UseAbility,
)
from l5r_desktop.games.ccg.cardtext import (
    abilities,
    ability_conditions,
    adjacent,
    amounts,
    costs,
    ongoing,
    restrictions,
    use_limits,
)
from l5r_desktop.games.ccg.events import AbilityUsed, Event
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model import stats
from tests.carddb.harness import action_lasting as harness_action_lasting
from tests.carddb.harness import bring_into_play as harness_bring
from tests.carddb.harness import ccgtext_ops as harness_ccgtext
from tests.carddb.harness import deck_bottom as harness_bottom
from tests.carddb.harness import deck_choices as harness_deck
from tests.carddb.harness import delayed_points as harness_delayed
from tests.carddb.harness import given as harness_given
from tests.carddb.harness import host_keywords
from tests.carddb.harness import locations as harness_locations
from tests.carddb.harness import movement as harness_movement
from tests.carddb.harness import player_picks as harness_picks
from tests.carddb.harness import rings as harness_rings
from tests.carddb.harness import table_ops as harness_table_ops
from tests.carddb.harness import terrains as harness_terrains
from tests.carddb.harness.position import (
    _honor,
)
from tests.carddb.harness.settle import (
    _bowed_once,
    _outcomes,
    _settle,
    _straightens_itself,
)
from tests.carddb.harness.state_checks import _STATE_CHECKS, _live, _no_additional


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
        "gold_cost": {c: stats.gold_cost(s, c) for c in ids},
        "pool": s.players[use.player].gold_pool,
        "provinces": [len(p.provinces) for p in s.players],
        "keywords": {c: s.cards[c].definition.keyword_set for c in ids},
        "abilities": {c: len(s.cards[c].definition.abilities) for c in ids},
        "fate_deck": len(s.players[use.player].fate_deck),
        "cards": harness_bottom.before(s, use.player),  # hand and provinces (deck_bottom)
        "bowed": {c: s.cards[c].bowed for c in ids},
        "dishonorable": {c: s.cards[c].dishonored and
                         s.cards[c].definition.type.value == "personality" for c in ids},
    }


def _card_of(use: UseAbility, game: Game, target: Any) -> str:
    if isinstance(target, int):
        return use.targets[target]
    if target == "host":
        return game.state.cards[use.card].attached_to or ""
    return use.card


def _check(game: Game, use: UseAbility, record: dict[str, Any], act: Any = None,
           hand_shift: tuple[int, int] = (0, 0),
           then: Callable[[Game], list[Event]] | None = None,
           honor_shift: tuple[int, int] = (0, 0), each: list[str] | None = None,
           second: bool = False) -> list[str]:
    """Perform ``act`` (default: the use itself; for a triggered trait, the action that
    triggers it, with ``then`` driving what follows, e.g. the duel) and check the record's
    effects and costs in the state that follows. ``hand_shift`` / ``honor_shift``: the hands'
    and Honor's change that the triggering action makes by itself."""
    host = getattr(act, "target", None)  # an Equip's Personality: the card's host after it
    before = _before(game, use, (*(each or ()), *([host] if isinstance(host, str) and host
                                                    else [])))
    host_before = game.state.cards[use.card].attached_to
    table_before = harness_table_ops.snapshot(game.state)  # created cards, provinces
    decks_before = harness_deck.snapshot(game.state)
    terrain_before = harness_terrains.snapshot(game.state)
    amount_of = {}
    lost_of: list[tuple[dict[str, Any], str, str]] = []
    picks = harness_picks.snapshot(game.state, use.player, use.target_player, record)
    for eff in record.get("effects", []):  # amount_from reads the stat as it is now
        src = eff.get("amount_from")
        if src and src.get("count") == "moved":  # moved home by the players' picks
            amount_of[id(eff)] = harness_picks.moved_count(picks, record)
        elif src and "lost" in src:  # the stat the target lost: measured after the use
            lost_of.append((eff, _card_of(use, game, src["lost"]), src["stat"]))
        elif src and isinstance(src.get("count"), str):  # players_lost_province: Bob lost one
            game.state.players[1].provinces_destroyed = 1
            amount_of[id(eff)] = sum(p.provinces_destroyed > 0 for p in game.state.players)
        elif src and src.get("card") == amounts.PAID_TOP:  # the top card the cost discards
            deck = game.state.players[use.player].fate_deck
            focus = game.state.cards[deck[0]].definition.focus if deck else 0
            amount_of[id(eff)] = int(focus or 0) + src.get("add", 0)
        elif src and ("count" in src or "player" in src or "highest" in src
                      or "highest_of" in src or "keywords_of" in src or "tokens_on" in src):
            # "for each ...", N per K Family Honor, per token, the higher of two targets'
            # stats: computed as the engine does (amounts.py)
            amount_of[id(eff)] = amounts.value(game.state, game.state.cards[use.card],
                                               use.targets, src, use.player)
        elif src:
            cid = _card_of(use, game, src["card"])
            value = before[src["stat"]][cid] + src.get("add", 0) if src["stat"] in before \
                else 0
            if src.get("printed") or src["stat"] == "focus":  # base stat, Focus Value [CE › BASE]
                value = int(getattr(game.state.cards[cid].definition, src["stat"]) or 0) + \
                    src.get("add", 0)
            value = max(src.get("min", value), value)
            if "plus_per" in src:  # plus a count of cards (amounts.py), as it is now
                value += ongoing.count(game.state, game.state.cards[use.card], src["plus_per"])
            amount_of[id(eff)] = src.get("sign", 1) * src.get("times", 1) * value
    events = _settle(game, game.perform(act or use), second)
    for eff, cid, stat in lost_of:  # "equal to the amount of Force he lost": before - now
        now = getattr(stats, stat)(game.state, cid) if game.state.cards[cid].in_play else 0
        amount_of[id(eff)] = max(0, before[stat][cid] - now) if stat in before else 0
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
        if id(eff) in amount_of:  # read before the use, as the engine reads it
            eff = {**eff, "amount": amount_of[id(eff)]}
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
        held = harness_given.decided(eff.get("if"), use, before["keywords"])
        if held is False:  # "if he is a K" / "otherwise", known from before the use
            problems += harness_given.not_happened(
                s, use, record, eff, before, lambda st, c, n: getattr(stats, n)(st, c))
            continue
        if held:
            eff = {k: v for k, v in eff.items() if k != "if"}
        if "if" in eff and (harness_movement.moved_for_sure(eff["if"], use, game, events)
                            or host_keywords.holds(eff["if"], use, game)
                            or harness_locations.holds(eff["if"], use, game)):
            eff = {k: v for k, v in eff.items() if k != "if"}  # it holds: it must happen
        if "if" in eff and op in harness_picks.OPS and harness_picks.held(eff["if"], s,
                                                                          use.player):
            eff = {k: v for k, v in eff.items() if k != "if"}  # the hand was big enough
        if "if" in eff:  # checked by the engine when it resolves: either outcome is right
            if op == "to_hand":  # a card into its owner's hand, or not (discard_piles.py)
                maybe.append(("draw", use.player, 1))
            if op == "discard_chosen":  # with hand_most: exact (harness/rings.py)
                draws[use.player] -= harness_rings.hand_discards(s, use.player, eff["if"])
            if op in harness_deck.OPS:  # a card found or looked at into the hand, or not
                maybe.append(("draw", use.player, harness_deck.hand_gain(eff)))
            if op in harness_picks.OPS and eff["from"] == "hand":  # a discard, or none
                maybe += [("draw", p, -1) for p in harness_picks.pickers(
                    s, use.player, eff, use.target_player) if s.players[p].hand
                    or before["hand"][p]]
            if op in ("gain_honor", "lose_honor", "draw"):
                kind = "draw" if op == "draw" else "honor"
                sign = -1 if op == "lose_honor" else 1
                who = 1 - use.player if eff.get("player") == "opponent" else use.player
                if eff.get("player") == "target_controller" and use.targets:
                    who = s.cards[use.targets[eff.get("target", 0)]].controller
                if eff.get("player") == "target_player":  # the player the use targets
                    who = use.target_player
                maybe.append((kind, who, sign * eff["amount"]))
            continue
        if "each_player" in eff and op in ("gain_honor", "lose_honor", "draw"):
            cond = eff["each_player"]  # every player, or those its condition fits (read
            # after the use: the harness's tables keep what it tests, controls_none)
            if cond and set(cond) - {"controls_none", "controls"}:
                problems.append(f"{op} each_player with a condition: not checked here")
                continue
            for p in range(len(s.players)):
                if cond and not ability_conditions.condition_ok(s, p, cond,
                                                                s.cards.get(use.card)):
                    continue
                if op == "draw":
                    draws[p] += eff.get("amount", 0)
                else:
                    honor[p] += eff["amount"] * (1 if op == "gain_honor" else -1)
            continue
        default = 0 if eff.get("player") == "target_controller" and use.targets else "self"
        cid = use_each or _card_of(use, game, eff.get("target", default))
        if eff.get("target") == "host" and not cid:  # the card left its host ("Remove
            cid = host_before or ""  # this Spell from the game" after "Bow this Shugenja")
        c = s.cards.get(cid)
        who = use.player
        if eff.get("player") == "opponent" or (
                eff.get("player") == "target_controller" and c is not None
                and c.controller != use.player):
            who = 1 - use.player
        if eff.get("player") == "target_player":  # the player the use targets
            who = use.target_player
        if op in ("modify_stat", "set_stat") and c is not None and not c.in_play and any(
                e2["op"] == "modify_stat" and e2["stat"] == "chi" and e2.get("amount", 0) < 0
                and e2.get("target") == eff.get("target") for e2 in record["effects"]):
            continue  # its Chi penalty took it to 0 Chi: destroyed (the Chi death rule
            # [CE › CARD FEATURES › STATS]), its stats gone
        if op in ("gain_honor", "lose_honor"):
            honor[who] += eff["amount"] * (1 if op == "gain_honor" else -1)
        elif op == "draw":
            draws[who] += amount_of.get(id(eff), eff.get("amount", 0))
        elif op == "modify_stat":
            amount = eff.get("amount", 0)
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
        elif op == "invest":  # its Gold Cost raised while in play (invest.py)
            got = stats.gold_cost(s, cid) - before["gold_cost"][cid]
            if got != eff["amount"]:
                problems.append(f"invest: Gold Cost changed by {got}, record {eff['amount']}")
        elif op == "to_owner_hand":  # into its owner's hand (returns.py)
            if c is None or c.zone.value != "hand" or cid not in s.players[c.owner].hand:
                problems.append("to_owner_hand: the card is not in its owner's hand")
            else:
                draws[c.owner] += 1
        elif op == "challenge":
            if not challenged:
                problems.append("challenge: no challenge was issued")
        elif op == "negate_duel_destruction":  # the harness duel destroys its loser
            if any(type(e).__name__ == "CardDestroyed" and e.reason == "lost a duel"
                   for e in events):
                problems.append("negate_duel_destruction: the duel's loser was destroyed")
        elif op in harness_deck.OPS:  # looking at / searching a deck
            draws[use.player] += harness_deck.hand_gain(eff)
            problems += harness_deck.check(s, decks_before, use.player, eff, use.card)
        elif op in harness_picks.OPS:  # other players' choices (player_picks.py)
            problems += harness_picks.check(s, picks, record, eff, use.player,
                                            use.target_player, draws)
        elif op in harness_delayed.OPS:  # waits for a later time (delayed.py)
            problems += harness_delayed.check(s, use, eff)
        elif op in harness_action_lasting.OPS:  # a trait left with the player (lasting.py)
            problems += harness_action_lasting.check(s, use, eff)
        elif op in harness_table_ops.OPS:
            problems += harness_table_ops.check(s, table_before, use.player, eff,
                                                cid if "target" in eff else None)
        elif op in harness_given.OPS:
            problems += harness_given.check(s, eff, cid, before["abilities"])
        elif op == "no_actions":  # "may not perform actions" (restrictions.py)
            if c is not None and c.in_play and not restrictions.cannot_perform(c):
                problems.append("no_actions: the card may still perform actions")
        elif op == "attacker_first":  # the Attacker acts first in this battle's Combat
            if s.attack is None or not s.attack.attacker_first:  # (battle_order.py)
                problems.append("attacker_first: the Attacker does not act first")
        elif op == "next_honor_gain_lost":  # the next gain from one's own action: a loss
            trial = s.clone()  # (honor_swap.py): Alice gains 2 from an action, twice
            src = use.card if use.card in trial.cards else next(iter(trial.cards))
            gain = [{"op": "gain_honor", "amount": 2, "player": "you"}]
            was = trial.players[use.player].family_honor
            abilities.run_list(trial, use.player, src, gain, ())
            lost = trial.players[use.player].family_honor
            abilities.run_list(trial, use.player, src, gain, ())
            if (lost, trial.players[use.player].family_honor) != (was - 2, was):
                problems.append("next_honor_gain_lost: the next gain was not a loss once")
        elif op == "second_use" and eff.get("of") == "weapons":  # his Weapons' Battle
            weapons = [a for a in s.cards[cid].attachments  # abilities a second time
                       if s.cards[a].definition.has_keyword("Weapon")] if cid else []
            if not weapons or not all(use_limits.extra_use(s.cards[w]) for w in weapons):
                problems.append("second_use: his Weapons' abilities may not be used a "
                                "second time")
        elif op == "second_use":  # its Stronghold's abilities a second time (second_use.py)
            keeps = [cid for cid in s.players[use.player].home
                     if s.cards[cid].definition.type.value == "stronghold"]
            if not keeps or not all(use_limits.extra_use(s.cards[k]) for k in keeps):
                problems.append("second_use: the Stronghold's abilities may not be used "
                                "a second time")
        elif op == "no_abilities":  # "its abilities may not be used" (restrictions.py)
            if c is not None and c.in_play and not restrictions.barred(c):
                problems.append("no_abilities: its abilities may still be used")
        elif op == "move_adjacent":  # to the battlefield on that side (adjacent.py)
            to = adjacent.adjacent(s, eff["side"], eff.get("unresolved", True))
            for ref in eff["cards"]:
                moved = s.cards.get(_card_of(use, game, ref))
                head = s.cards[moved.attached_to] if moved and moved.attached_to else moved
                if to is None or head is None or head.battlefield != to:
                    problems.append(f"move_adjacent: {ref}'s unit is not at the {eff['side']}"
                                    " battlefield")
        elif op == "no_attack":  # "You may not declare an attack" (restrictions.py)
            if not restrictions.may_not_attack(s, use.player):
                problems.append("no_attack: the player may still declare an attack")
        elif op in harness_ccgtext.OPS:  # contribution, refill_with, no_assign
            placed = _card_of(use, game, eff["card"]) if "card" in eff else None
            problems += harness_ccgtext.check(s, eff, c, placed)
        elif op == "to_hand":  # from a discard pile into its owner's hand
            if c is None or c.zone.value != "hand":
                problems.append("to_hand: the card is not in a hand")
            else:
                draws[c.owner] += 1
        elif op == "discard_others":
            left = [c2 for c2 in s.cards.values() if c2.in_play and c2.id != use.card
                    and c2.controller == use.player and c2.definition.has_keyword(eff["keyword"])]
            if left:
                problems.append(f"discard_others: {len(left)} {eff['keyword']} still in play")
        elif op == "additional_action" and "performer" in eff:  # "which he must perform"
            who = _card_of(use, game, eff["performer"])
            if _no_additional(s, use, c) or s.attack is None or s.attack.extra_actor != who:
                problems.append("additional_action: not restricted to its performer")
            elif (s.attack.extra_keyword, s.attack.extra_or_bow) != (
                    eff.get("keyword", ""), bool(eff.get("or_bow"))):  # "which must be K",
                problems.append("additional_action: its keyword or its bowing is not kept")
        elif op == "attach_from_hand":  # from the hand onto the card (hand_attach.py)
            if eff.get("from") != "discard":  # (or from the discard pile)
                draws[use.player] -= 1
            host = use.card if eff.get("to", "self") == "self" else use.targets[eff["to"]]
            if c is None or c.attached_to != host:
                problems.append("attach_from_hand: the card is not attached to the card")
        elif op == "discard_chosen":  # a card of the hand, chosen (chosen_effects.py)
            draws[use.player] -= 1  # (the harness's hands are never empty)
        elif op == "attach_self":  # the card itself from its discard pile (attach_self.py)
            on = s.cards[use.card].attached_to
            if "choose" in eff:  # on one of the player's Personalities (the first offered)
                if on is None or s.cards[on].controller != use.player or not all(
                        s.cards[on].definition.has_keyword(k)
                        for k in eff["choose"]["keywords"]):
                    problems.append("attach_self: the card is not on a Personality chosen")
            elif c is None or on != c.id:
                problems.append("attach_self: the card is not attached to the Personality")
        elif op == "attach_from_pile":  # from a discard pile onto the card (pile_attach.py)
            onto = use.targets[eff["to"]] if "to" in eff else use.card  # or the target's
            if c is None or c.attached_to != onto or c.controller != use.player:
                problems.append("attach_from_pile: the card is not attached to the card")
        elif op == "transfer_to":  # onto another Personality (transfers.py)
            if c is None or c.attached_to != use.targets[eff["to"]]:
                problems.append("transfer_to: the card is not on the Personality")
        elif op == "to_deck_bottom":  # hand or province cards under the deck (deck_bottom)
            problems += harness_bottom.check(s, use.player, eff, before["cards"])
        elif op in harness_bring.OPS:  # into play from a pile or province, onto a deck
            problems += harness_bring.check(s, use.player, eff, c, events, use.targets)
        elif op == "remove_alignment":  # no Clan alignment left (given.py)
            if c is None or not c.given.get("unaligned") or c.definition.clans or any(
                    k.casefold().endswith(" clan") for k in c.definition.keywords):
                problems.append("remove_alignment: the card still has a Clan alignment")
        elif op == "remove_from_game":  # outside the game (removal.py)
            if c is None or c.zone.value != "removed":
                problems.append("remove_from_game: the card is not removed from the game")
        elif op in harness_rings.OPS:  # the whole hand (hand_discards.py)
            problems += harness_rings.check(s, who, eff)
            draws[who] = -before["hand"][who] - hand_shift[who] + int(
                record.get("from") == "hand" and who == use.player)  # (the Ring counted below)
        elif op == "discard_random":  # "discards a card at random" (hand_discards.py)
            draws[who] -= min(int(eff.get("amount", 1)), before["hand"][who])
        elif op == "first_opportunity":  # whose opportunity once the window closed: checked
            if record.get("trigger", {}).get("event") != "engaged":  # by harness/engaging.py
                problems.append("first_opportunity: checked only after engaging")
        elif op in harness_locations.OPS:  # to a location chosen (chosen_locations.py)
            problems += harness_locations.check(s, use, eff, cid, events)
        elif op in harness_terrains.OPS:  # the Terrain there destroyed (terrains.py)
            problems += harness_terrains.check(s, terrain_before, eff)
        elif op == "put_into_play" and eff.get("at") == "battlefield":  # a Terrain
            problems += harness_terrains.put_problems(s, use)
        elif op == "put_into_play" and s.cards[use.card].definition.type.value == "ring":
            if _STATE_CHECKS[op](s, use, c):
                problems.append("put_into_play: the Ring is not in play")
            problems += harness_rings.ring_problems(s, use.card)  # by its own text
        elif op in _STATE_CHECKS:
            if op == "move_home" and c is not None and not c.in_play and any(
                    e2["op"] == "destroy" and e2.get("target") == eff.get("target")
                    for e2 in record["effects"]):
                continue  # moved home, then destroyed by a later effect ("Move him home.
                # Destroy him if he has no attachments."): the destruction is checked there
            if op == "destroy" and c is not None and not c.in_play \
                    and c.definition.has_keyword("Expendable"):
                draws[c.owner] += 1  # its controller draws a card (keywords/draws.py)
            wrong = _STATE_CHECKS[op]
            if wrong(s, use, c):
                problems.append(f"{op}: {wrong.__doc__}")
            elif op == "straighten" and c is not None and c.id != use.card \
                    and not before["bowed"].get(c.id, True) and not _bowed_once(events, c.id):
                # (the card itself acts unbowed unless Tireless: nothing to see there)
                problems.append("straighten: the target was never bowed (the position must "
                                "bow it, or the check proves nothing)")
        else:
            problems.append(f"{op}: this harness does not check it")
    honored = {use.targets[e["target"]] for e in record.get("effects", [])
               if e.get("op") == "seppuku" and isinstance(e.get("target"), int)
               and e["target"] < len(use.targets)}  # rehonored first [S1 › SEPPUKU]
    for cid in use.targets:  # a dishonorable Personality destroyed costs his base Personal
        # Honor to his controller [S1 › HONORABLE AND DISHONORABLE]
        if before["dishonorable"].get(cid) and not s.cards[cid].in_play \
                and cid not in honored:
            honor[s.cards[cid].controller] -= s.cards[cid].definition.personal_honor or 0
    if any(e.get("op") == "attach_from_hand" and e.get("target") == "self"
           for e in record.get("effects", [])):  # the card itself entering play: its own
        for t in s.cards[use.card].definition.abilities:  # Honor traits resolve too
            if t.get("timing") == "trait" and (t.get("trigger") or {}).get("event") in (
                    "enters_play", "equipped") and s.cards[use.card].in_play:
                for e in t.get("effects", []):
                    if e.get("op") in ("gain_honor", "lose_honor"):
                        honor[use.player] += e["amount"] * (
                            1 if e["op"] == "gain_honor" else -1)
    cost = record.get("cost", {})
    honor[use.player] -= int(cost.get("lose_honor", 0))
    if "unless" in cost and costs.bow_waived(s, use.player, s.cards[use.card], cost):
        # a conditional bow cost whose condition held: nothing bowed for it (costs.py)
        if s.cards[use.card].bowed and cost.get("bow_self") and not act:
            problems.append("cost unless: the card bowed although its condition held")
        cost = {k: v for k, v in cost.items() if k not in ("bow_self", "bow_host")}
    if cost.get("bow_self") and not s.cards[use.card].bowed and _live(s, s.cards[use.card]) \
            and not (_straightens_itself(record) and _bowed_once(events, use.card)):
        problems.append("cost bow_self: the card is not bowed")  # (a later effect may
        # straighten it again: "Bow: Move this Personality home. Straighten his unit ...")
    if cost.get("bow_host"):
        host = s.cards[use.card].attached_to
        if host and s.cards[host].in_play and not s.cards[host].bowed:
            problems.append("cost bow_host: the host is not bowed")
    if cost.get("remove_self") and s.cards[use.card].zone.value != "removed":
        problems.append("cost remove_self: the card is not removed from the game")
    if cost.get("discard_self") and _live(s, s.cards[use.card]):
        problems.append("cost discard_self: the card is still in play")
    top = cost.get("discard_fate_top")  # that many fewer cards in the Fate deck (none drawn)
    if top and before["fate_deck"] - len(s.players[use.player].fate_deck) != top + \
            draws[use.player]:
        problems.append(f"cost discard_fate_top: the Fate deck lost "
                        f"{before['fate_deck'] - len(s.players[use.player].fate_deck)}")
    if cost.get("discard_favor") and s.players[use.player].favor:
        problems.append("cost discard_favor: the Imperial Favor is still controlled")
    if cost.get("destroy_province"):  # "Destroy your rightmost province:" (own_provinces.py)
        lost = before["provinces"][use.player] - len(s.players[use.player].provinces)
        if lost != 1:
            problems.append(f"cost destroy_province: {lost} provinces destroyed, record 1")
    for i in cost.get("bow_targets", []):
        t = s.cards[use.targets[i]]
        if t.in_play and not t.bowed:
            problems.append(f"cost bow_targets: target {i} is not bowed")
    for i in cost.get("discard_targets", []):  # "Discard a card:" (hand_costs.py)
        draws[use.player] -= 1
        if s.cards[use.targets[i]].zone.value != "fate_discard":
            problems.append(f"cost discard_targets: target {i} is not in the discard pile")
    problems += harness_ccgtext.target_costs(s, use, cost)
    got_honor = [a - b for a, b in zip(_honor(game), before["honor"], strict=True)]
    if got_honor not in _outcomes(honor, [(w, n) for k, w, n in maybe if k == "honor"]):
        problems.append(f"Honor changed by {got_honor}, record {honor}")
    got_draw = [len(p.hand) - n for p, n in zip(s.players, before["hand"], strict=True)]
    expect_hand = [d + shift for d, shift in zip(draws, hand_shift, strict=True)]
    if act is None and ((s.cards[use.card].definition.type.value in ("strategy", "ring")
                         and record.get("from", "hand") == "hand")
                        or (record.get("from") == "hand"
                            and record.get("cost", {}).get("discard_self"))):
        expect_hand[use.player] -= 1  # the Strategy left the hand (an attachment used from
        # the hand stays there unless its cost discards it)
    if got_draw not in _outcomes(expect_hand, [(w, n) for k, w, n in maybe if k == "draw"]):
        problems.append(f"hands changed by {got_draw}, record {expect_hand}")
    if act is None and s.players[use.player].gold_pool:
        problems.append(f"{s.players[use.player].gold_pool} Gold left of the cost's "
                        f"{before['pool']}")
    return problems
