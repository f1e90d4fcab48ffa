"""The per-card harness for a Focus Effect that chooses a card as it resolves (``choose_card``,
``cardtext/chosen_cards.py``) under a "you may", then destroys it or puts it into Alice's
hand (``destroy`` / ``to_hand`` on the chosen card).

As in ``focus.py``, Alice's Personality (Chi 9) challenges Bob's (Chi 1) with the harness
Strategy, Bob focuses from his pool, Alice focuses the card from her hand, Bob strikes. The
cards of ours: for "an attachment on a Personality involved in this duel" (``on_targets``) an
Item on Bob's duelist (the fitting card) and one on another Personality of Alice's, outside
the duel; for a card in Alice's discard pile two Strategies in her Fate discard pile, the
fitting one with an ability of the record's ``ability_keyword`` and one without. The duel must
stop at the "you may" (step E waits, ``duels.after_focus_choice``); applied, the cards offered
must hold the fitting card and not the other; the fitting card is chosen; then the duel must
have resolved and the card must be in its owner's discard pile (``destroy``) or in Alice's
hand (``to_hand``). For "an attachment at the current battlefield" (``at_current``, with the
condition that Alice's duelist is there) both duelists are in units at the battlefield, Bob's
carrying the fitting Item, and the other Item is on a Personality of Alice's at home; the
challenge is then a Battle action."""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.actions import ChooseCard, ChooseOption, UseAbility
from l5r_desktop.games.ccg.model.cards import CardDef
from tests.carddb.harness.focus import DUEL, _duel
from tests.carddb.harness.position import Unusable, _Builder
from tests.engine.scenario import find

#: The harness challenge as a Battle action (both duelists at the current battlefield).
BATTLE_DUEL = {**DUEL, "abilities": [{**DUEL["abilities"][0], "timing": "battle"}]}
#: The effects on the chosen card this harness checks.
OPS = ("destroy", "to_hand")


def usable(record: dict[str, Any]) -> bool:
    """A Focus Effect of one chosen card (under one "you may") and one effect on it."""
    effs = record.get("effects", [])
    n = len(record.get("duel_cards", []))
    return len(effs) == 2 and effs[0].get("op") == "choose_card" \
        and effs[1].get("op") in OPS and effs[1].get("target") == n \
        and effs[0].get("optional") is not None \
        and effs[0].get("optional") == effs[1].get("optional")


def _cards(build: _Builder, choose: dict[str, Any], mine: str, theirs: str) -> tuple[str, str]:
    """Place the fitting card and the other one; their titles."""
    if "on_targets" in choose:
        fit, other = build.new_def("item", force=0), build.new_def("item", force=0)
        build.place(0, {"title": mine, "attachments": []}, False)
        build.place(1, {"title": theirs, "attachments": [fit]}, False)
        build.place(0, {"title": build.new_def("personality"), "attachments": [other]}, False)
        return fit, other
    if choose["spec"].get("zone") == "discard" and choose["spec"].get("type") == "strategy":
        kw = choose.get("ability_keyword")
        gain = [{"op": "gain_honor", "amount": 1, "player": "you"}]
        fit = build.new_def("strategy", abilities=[
            {"timing": "open", **({"keywords": [kw]} if kw else {}), "effects": gain}])
        other = build.new_def("strategy", abilities=[{"timing": "open", "effects": gain}]) \
            if kw else build.new_def("item")
        build.piles[0]["fate_discard"] = [fit, other]
        build.place(0, {"title": mine, "attachments": []}, False)
        build.place(1, {"title": theirs, "attachments": []}, False)
        return fit, other
    if choose["spec"].get("at_current") and choose["spec"].get("type") == "attachment":
        fit, other = build.new_def("item", force=0), build.new_def("item", force=0)
        build.place(0, {"title": mine, "attachments": []}, True)
        build.place(1, {"title": theirs, "attachments": [fit]}, True)
        build.place(0, {"title": build.new_def("personality"), "attachments": [other]}, False)
        return fit, other
    raise Unusable("a chosen card of this kind: no place for it here")


def exercise_focus_choice(card: CardDef, record: dict[str, Any]) -> list[str]:
    """See the module docstring."""
    if not usable(record):
        raise Unusable("a Focus Effect choosing a card with these effects: not checked here")
    battle = bool(record["effects"][0]["spec"].get("at_current"))
    build = _Builder(card, record, battle)
    build.defs.append(BATTLE_DUEL if battle else DUEL)
    build.hand += [DUEL["title"], card.title]
    mine, theirs = build.new_def("personality", chi=9), build.new_def("personality", chi=1)
    choose, effect = record["effects"]
    fit_title, other_title = _cards(build, choose, mine, theirs)
    game = build.game()
    s = game.state
    me, alice_p, bob_p = find(s, card.title, 0), find(s, mine, 0), find(s, theirs, 1)
    act = next((a for a in game.legal_actions() if isinstance(a, UseAbility)
                and s.title(a.card) == DUEL["title"] and a.targets == (alice_p, bob_p)), None)
    if act is None:
        raise Unusable("the harness challenge is not offered")
    game.perform(act)
    _duel(game, me)
    if s.duel is None or s.duel.stage != "focus_choice" or not s.options:
        return ["focus choice: the duel did not wait for the Focus Effect's choice"]
    game.perform(ChooseOption(0, apply=True))
    fit, other = find(s, fit_title), find(s, other_title)
    pick = s.options[0].get("pick", []) if s.options else []
    problems = []
    if fit not in pick or other in pick:
        problems.append(f"choose_card: offered {pick}, want {fit} and not {other}")
    if fit not in pick:
        return problems
    game.perform(ChooseCard(0, choice=fit))
    if s.duel is not None or s.options:
        problems.append("focus choice: the duel did not resolve after the choice")
    c = s.cards[fit]
    if effect["op"] == "destroy" and c.zone.value != "fate_discard":
        problems.append(f"destroy: the chosen card is in {c.zone.value}")
    if effect["op"] == "to_hand" and fit not in s.players[0].hand:
        problems.append(f"to_hand: the chosen card is in {c.zone.value}")
    return problems
