"""Choosing a card while an Event resolves: "choose a Personality in play. He ...".

Effect (in an Event record's ``effects``, before the effects on the chosen card)::

    {"op": "choose_card", "spec": {"type": "personality"}}
    {"op": "choose_card", "spec": {"type": "personality", "controller": "you"},
     "targeting": true}                        # "Permanently give your target Personality ..."

"Choose" is not targeting [CE › TARGET]; with ``"targeting": true`` the card is targeted
instead ("The word 'target' must appear as a verb or an adjective for the procedure to be
considered targeting" [CE › MISCELLANEOUS USAGE / TARGET]), so only a card that may be
targeted is offered (``targets.target_candidates`` without ``choose``). An Event is no action,
so no Reaction to an action's targeting answers it. The choice is made when the effect
resolves, in written order [S1 › CHOICES], [S1 › ORDER OF EFFECTS]. The resolution stops like
a "you may" (``optional.py``) with an entry in ``GameState.options`` holding ``pick`` (the
cards in play that fit ``spec``, ``targets.target_candidates``) and ``ask`` :data:`ASK`; the
player takes ``ChooseCard(choice=<card>)`` and the effects after it resolve with the chosen
card as the next target index (the record's targets, then this one: ``option_answer.py``).
With no card that fits, nothing is chosen and the effects on it do not happen (a gone target
is skipped, ``abilities.run_list``), its index held by :data:`NONE` so that a later
choice keeps its own index; so is a choice whose "you may" was declined
(``option_answer.py``). The validator allows it on Events and, not targeting, on
Focus Effects (scans: the duel waits for the choice, ``duels.after_focus_choice``).

Two filters of the effect itself, beyond its target spec (scans)::

    {"op": "choose_card", "spec": {"type": "attachment"}, "on_targets": [0, 1]}
    {"op": "choose_card", "spec": {"zone": "discard", "type": "strategy", ...},
     "ability_keyword": "political"}

Untargeted, also on a Terrain's trait before its battle resolves (``battle_points.py``): the
battle waits for the choice; and on a card's own trait as it enters play (a Celestial's,
``source_bound.py``): the game waits for its controller's choice wherever the entering
happened. ``"distinct": true``: a card the record chose or targeted before
is not offered again ("choose and bow zero to two cards": two choices of different cards).

``in_units_of`` (duels lane): the card is in the unit of one of those targets (the target
himself or a card attached to him [CE › UNIT]: "a card without attachments in his unit").
``on_targets``: the card is attached to one of those targets of the record (a Focus Effect's
``duel_cards``: "an attachment on a Personality involved in this duel"); ``ability_keyword``:
the card has an ability with that keyword ("a Strategy with a Political ability",
``targets.has_ability_keyword``; also for a card in a discard pile). A "you may" before the
choice is the effect's ``optional`` (``optional.py``): declining it chooses nothing. An ``if``
(duels lane: "... if your Personality in this duel is there") is checked like any effect's
when it resolves (``effect_conditions.py``); when it is false and the effects after the "you
may" carry it too, no choice is asked (``optional.shared_condition``).
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.cardtext import battle_points
from l5r_desktop.games.ccg.cardtext.targets import has_ability_keyword, target_candidates
from l5r_desktop.games.ccg.events import Event, Note
from l5r_desktop.games.ccg.model.state import GameState

#: The effect ops this module resolves.
OPS = ("choose_card",)
#: ``abilities.run_list`` calls :func:`start`, which may stop the resolution for a choice.
PAUSES = True
#: The ``ask`` of the waiting entry (``option_answer.py`` sends it here).
ASK = "choose"


def problems(effect: dict[str, Any]) -> list[str]:
    """Problems with one ``choose_card`` effect (its spec is checked as a target spec by the
    validator, ``ability_format``)."""
    if not isinstance(effect.get("spec"), dict) or set(effect) - {
            "op", "spec", "targeting", "optional", "on_targets", "ability_keyword", "if",
            "distinct", "in_units_of"}:
        return ["choose_card has a spec (a target spec), and targeting: true when it targets"]
    if effect.get("targeting", True) is not True:
        return ["choose_card's targeting is true or absent"]
    for key in ("on_targets", "in_units_of"):
        on = effect.get(key, [0])
        if not isinstance(on, list) or not on or not all(
                isinstance(i, int) and not isinstance(i, bool) and i >= 0 for i in on):
            return [f"choose_card's {key} lists target indices"]
    if not isinstance(effect.get("ability_keyword", "x"), str):
        return ["choose_card's ability_keyword is a keyword"]
    if effect.get("distinct", True) is not True:
        return ["choose_card's distinct is true or absent"]
    return []


#: The target of a card not chosen (no card fitted, or its "you may" declined): later
#: effects on that index do nothing, and the indices after it keep their cards.
NONE = ""


def unchosen(skipped: list[dict[str, Any]]) -> tuple[str, ...]:
    """The empty targets (:data:`NONE`) of the ``choose_card`` effects of a skipped group."""
    return tuple(NONE for e in skipped if e.get("op") == "choose_card")


def allowed_on(record: dict[str, Any], effect: dict[str, Any]) -> bool:
    """May a ``choose_card`` effect stand in this record: an Event's, or untargeted a Focus
    Effect's, a Terrain's trait before its battle resolves (``battle_points.py``) or a card's
    trait as it enters play ("After this card enters play: You may choose a Personality",
    ``source_bound.py``; "In traits, the choice belongs to the player whose card it is"
    [CE › CHOICES])?"""
    timing = record.get("timing")
    if timing == "event":
        return True
    if effect.get("targeting"):
        return False
    trigger = record.get("trigger")
    return timing == "focus" or (timing == "trait" and isinstance(trigger, dict) and (
        trigger.get("event") == battle_points.TRIGGER or (
            trigger.get("event") == "enters_play" and trigger.get("card", "self") == "self")))


def start(state: GameState, player: int, card_id: str, effs: list[dict[str, Any]],
          targets: tuple[str, ...], *, action: bool, manual: bool,
          target_player: int = -1) -> tuple[list[Event], bool]:
    """Offer the cards that fit (the resolution waits), or note that none does."""
    spec = effs[0]["spec"]
    pick = target_candidates(state, player, card_id,
                             spec if effs[0].get("targeting") else {**spec, "choose": True})
    on = effs[0].get("on_targets")
    if on is not None:  # attached to one of the record's targets
        hosts = {targets[i] for i in on if i < len(targets)}
        pick = [c for c in pick if state.cards[c].attached_to in hosts]
    units = effs[0].get("in_units_of")
    if units is not None:  # in the unit of one of the record's targets (himself or a card
        heads = {targets[i] for i in units if i < len(targets)}  # attached to him [CE › UNIT])
        pick = [c for c in pick if c in heads or state.cards[c].attached_to in heads]
    if effs[0].get("distinct"):  # not a card chosen or targeted before
        pick = [c for c in pick if c not in targets]
    kw = effs[0].get("ability_keyword")
    if kw:  # with an ability of that keyword
        pick = [c for c in pick if has_ability_keyword(state.cards[c].definition, kw)]
    if not pick:
        return [Note((card_id,), text=f"{state.title(card_id)}: no card to choose")], False
    state.options.append({"player": player, "card": card_id, "targets": list(targets),
                          "effects": [dict(e) for e in effs], "action": action,
                          "manual": manual, "pick": pick, "none": False, "ask": ASK,
                          **({"target_player": target_player} if target_player >= 0 else {})})
    return [], True


def answer(state: GameState, o: dict[str, Any], choice: str) -> tuple[list[Event], str]:
    """The chosen card (``choice``, one of ``o["pick"]``): a note, and the card the effects
    after the choice name."""
    p = state.players[o["player"]]
    verb = "targets" if o["effects"][0].get("targeting") else "chooses"
    return [Note((o["card"], choice), text=(
        f"{p.name} {verb} {state.title(choice)} ({state.title(o['card'])})"))], choice
