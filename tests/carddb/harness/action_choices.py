"""The per-card harness for an action that chooses a card as it resolves (``choose_card``
untargeted on an action, ``cardtext/chosen_cards.py``) under a "you may" and puts it into
Alice's hand (``to_hand``), with around it the effects this module knows: straightening each
of Alice's Rings (``each`` of type ``ring``) and a "you may" additional action.

The table: Alice's bowed Ring and Bob's bowed Ring in play at home; in Alice's Fate discard
pile a fitting card (of the spec's type) and a Strategy that does not fit. The action is taken
in the Action Phase (a battle for a Battle action); every "you may" is applied; the cards
offered must hold the fitting one and not the other; the fitting card is chosen. Checked: it is
in Alice's hand, the other still in her pile, her Ring unbowed and Bob's bowed, and after the
additional action Alice has the next opportunity (a pass there not counted)."""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.actions import ChooseCard, ChooseOption, UseAbility
from l5r_desktop.games.ccg.model.cards import CardDef
from tests.carddb.harness.position import Unusable, _Builder, _gold
from tests.carddb.harness.state_checks import _no_additional
from tests.engine.scenario import find

_KNOWN = ("choose_card", "to_hand", "straighten", "additional_action")


def usable(record: dict[str, Any]) -> bool:
    """An action with a ``choose_card``."""
    return any(e.get("op") == "choose_card" for e in record.get("effects", []))


def exercise(card: CardDef, index: int, record: dict[str, Any]) -> list[str]:
    """Use the action and check it (see the module's docstring)."""
    effs = record.get("effects", [])
    if record.get("targets") or any(e.get("op") not in _KNOWN for e in effs):
        raise Unusable("an action choosing a card with effects this harness does not check")
    choose = next(e for e in effs if e["op"] == "choose_card")
    spec = choose["spec"]
    if spec.get("zone") != "discard" or spec.get("controller") != "you" \
            or not isinstance(spec.get("type"), str):
        raise Unusable("this harness places the chosen card in Alice's Fate discard pile")
    rings = any(e["op"] == "straighten" and (e.get("each") or {}).get("type") == "ring"
                for e in effs)
    build = _Builder(card, record, record["timing"] in ("battle", "engage"))
    build.pool = _gold(card, record)
    build.the_card()
    fit, other = build.new_def(spec["type"]), build.new_def("strategy")
    build.piles[0]["fate_discard"] = [fit, other]
    mine = theirs = ""
    if rings:
        mine, theirs = build.new_def("ring"), build.new_def("ring")
        build.place(0, {"title": mine, "bowed": True}, False)
        build.place(1, {"title": theirs, "bowed": True}, False)
    game = build.game()
    s = game.state
    s.priority = 0
    me = find(s, card.title, 0)
    uses = [a for a in game.legal_actions() if isinstance(a, UseAbility) and a.card == me
            and a.ability == index]
    if not uses:
        raise Unusable(f"{card.id} ability {index}: not offered")
    game.perform(uses[0])
    problems: list[str] = []
    fit_id, other_id = find(game.state, fit, 0), find(game.state, other, 0)
    for _ in range(6):
        picks = [a for a in game.legal_actions() if isinstance(a, ChooseCard)]
        if picks:
            offered = {a.choice for a in picks}
            if fit_id not in offered or other_id in offered:
                problems.append(f"choose_card: offered {offered}, want {fit_id} only")
            game.perform(next((a for a in picks if a.choice == fit_id), picks[0]))
        elif game.state.options:
            game.perform(ChooseOption(game.state.options[0]["player"], apply=True))
        else:
            break
    s = game.state
    if fit_id not in s.players[0].hand:
        problems.append("to_hand: the chosen card is not in Alice's hand")
    if other_id not in s.players[0].fate_discard:
        problems.append("the card that does not fit left the pile")
    if rings and (s.cards[find(s, mine, 0)].bowed or not s.cards[find(s, theirs, 1)].bowed):
        problems.append("straighten: Alice's Ring bowed or Bob's straightened")
    if any(e["op"] == "additional_action" for e in effs) and _no_additional(s, uses[0], None):
        problems.append("additional_action: Alice does not have the next opportunity")
    return problems
