"""Optional effects: "You may bow him.", "... and you may gain 1 Honor."

An effect with ``"optional": <n>`` (a positive number) is one the resolving player may decline.
Consecutive effects with the same number are one choice, taken all-or-none ("he may target
one of his Shugenja and discard a card"); separate "may"s get separate numbers [S1 › CHOICES].
The choice belongs to the player taking the action, or in a trait to the card's controller
[S1 › CHOICES] (``run_effects``' ``player``), and it may be made even if the effects would
then fail or be prevented [S1 › CHOICES], so it is always offered.

The choice is made when the effect would resolve, in written order [S1 › ORDER OF EFFECTS]:
``abilities.run_effects`` stops at the group and records what is left of the resolution in
``GameState.options`` (part of the state: undo, saves and replays keep it); the player then
takes ``ChooseOption(apply=True)`` or ``ChooseOption(apply=False)``, and the resolution goes on
with the following effects (``option_answer.py``). The decision comes before anything else
but a Seppuku Reaction decision (``legal.deciding_player``).

Alternatives ("Bow or straighten him": one or the other, not both [CE › CHOICES]) are an
optional group followed at once by a group of effects marked ``"otherwise": <the same
number>``: applying the choice resolves the first group and skips the second, declining it
skips the first and resolves the second (``ChooseOption`` apply / decline, labelled with the
two alternatives).

``"chooser": <target index>`` on the choice's first effect (ccgtext2): the controller of that
target takes the choice instead ("His controller may have him commit seppuku"; "each player
makes his own choices" for what the text gives him [CE › CHOICES]); the rest of the resolution
stays the acting player's (``option_answer``, the option's ``resolver``). A target gone by
then leaves the choice to the acting player.

An Event's choice stops the Events Phase: the Event stays in its resolution area until the
choice is answered and its last effect resolved, then it is discarded, its province refilled
and the phase goes on (``turn/phases.after_event_choice``) [CE › EVENT].
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.attack.armies import at_current_battlefield, in_unit
from l5r_desktop.games.ccg.events import Event, Note
from l5r_desktop.games.ccg.model.state import GameState


def problems(record: dict[str, Any]) -> list[str]:
    """Problems with the ``optional`` marks of a record's effects."""
    out: list[str] = []
    if not isinstance(record.get("effects", []), list):
        return out  # validate says effects must be a list
    marks = [e.get("optional") for e in record.get("effects", []) if isinstance(e, dict)]
    for m in marks:
        if m is not None and (not isinstance(m, int) or isinstance(m, bool) or m < 1):
            out.append("an effect's optional must be a positive number (its choice)")
    effs = [e for e in record.get("effects", []) if isinstance(e, dict)]
    for i, e in enumerate(effs):
        other = e.get("otherwise")
        if other is None:
            continue
        prev = effs[i - 1] if i else {}
        if not (prev.get("optional") == other or prev.get("otherwise") == other) \
                or e.get("optional") is not None or isinstance(other, bool):
            out.append("an otherwise group follows at once the optional group of its number")
    for e in effs:
        who = e.get("chooser")
        if who is not None and (e.get("optional") is None or not isinstance(who, int)
                                or isinstance(who, bool) or who < 0):
            out.append("chooser names a target (index) on an optional effect")
    if any(m is not None for m in marks) and (
            record.get("manual") or any(e.get("op") == "manual" for e in
                                        record.get("effects", []) if isinstance(e, dict))):
        out.append("a record with optional effects is not also resolved by hand")
    return out


def group_length(effects: list[dict[str, Any]], start: int) -> int:
    """How many effects from ``start`` form the choice that begins there."""
    mark = effects[start].get("optional")
    n = 1
    while start + n < len(effects) and effects[start + n].get("optional") == mark:
        n += 1
    return n


def otherwise_length(effects: list[dict[str, Any]], start: int, mark: Any) -> int:
    """How many effects from ``start`` are the alternative (``otherwise``) of choice
    ``mark``."""
    n = 0
    while start + n < len(effects) and effects[start + n].get("otherwise") == mark:
        n += 1
    return n


def on_absent_target(effects: list[dict[str, Any]], n_targets: int) -> bool:
    """Whether every effect of a choice (with its alternative) is on a target the action did
    not choose (an optional target, ``targets.py``): the choice is then not offered."""
    return all(isinstance(e.get("target"), int) and e["target"] >= n_targets
               for e in effects)


def describe(state: GameState, effects: list[dict[str, Any]]) -> str:
    """A short label of a choice's effects ("bow, gain honor")."""
    return ", ".join(f"{e['amount']:+d} strength" if e["op"] == "attack_strength"
                     else str(e["op"]).replace("_", " ") for e in effects)


def shared_condition(effects: list[dict[str, Any]]) -> dict[str, Any] | None:
    """The condition every effect of a choice (with its alternative) carries, if one
    ("If she moved, a chosen player gains or loses 3 Honor"): when it is false as the
    choice comes, no effect of it would happen (an effect that does not happen changes
    nothing, so the same condition stays false), and the choice is not asked."""
    first = effects[0].get("if")
    if first is None or any(e.get("if") != first for e in effects[1:]):
        return None
    return dict(first)


def moves_itself_here(state: GameState, card_id: str, effects: list[dict[str, Any]]) -> bool:
    """Must the player take this choice: does the group move the card's own unit (``self``, or
    ``host`` for an attachment) to the current battlefield from elsewhere? Such an action may be
    taken from another location, and then "the player who is taking the action must take
    choices within the action, if possible, such that they do move that unit there" [CE ›
    BATTLES › B. COMBAT SEGMENT, The Rule of Location] (``attack/combat.moves_itself``)."""
    if state.attack is None or state.attack.current is None:
        return False
    for e in effects:
        if e.get("op") == "move_unit" and e.get("target") in ("self", "host"):
            cid = card_id if e["target"] == "self" else state.cards[card_id].attached_to
            if cid is not None and in_unit(state, cid) and \
                    not at_current_battlefield(state, cid):
                return True
    return False


def ask(state: GameState, player: int, card_id: str, targets: tuple[str, ...],
        effects: list[dict[str, Any]], *, action: bool, manual: bool,
        target_player: int = -1, moved: frozenset[str] = frozenset()) -> list[Event]:
    """Stop the resolution at an optional choice: ``effects`` (the choice first, then the rest
    of the effects) wait in ``state.options`` for the player's decision (with the player the
    action targeted, if any: ``player_targets.py``, and the cards whose unit moved so far in
    this resolution, for the "moved" conditions after the choice: ``effect_conditions.py``)."""
    decider = chooser(state, player, effects[0], targets)
    state.options.append({"player": decider, "card": card_id, "targets": list(targets),
                          "effects": [dict(e) for e in effects], "action": action,
                          "manual": manual})
    if decider != player:  # another player chooses; the acting player resolves the rest
        state.options[-1]["resolver"] = player
    player = decider
    if target_player >= 0:
        state.options[-1]["target_player"] = target_player
    if moved:
        state.options[-1]["moved"] = sorted(moved)
    n = group_length(effects, 0)
    m = otherwise_length(effects, n, effects[0].get("optional"))
    if m:
        return [Note((card_id, *targets), text=(
            f"{state.players[player].name} chooses {state.title(card_id)}'s "
            f"{describe(state, effects[:n])} or {describe(state, effects[n:n + m])}"))]
    return [Note((card_id, *targets), text=(
        f"{state.players[player].name} may choose to apply {state.title(card_id)}'s "
        f"{describe(state, effects[:n])}"))]



def chooser(state: GameState, player: int, effect: dict[str, Any],
            targets: tuple[str, ...]) -> int:
    """Who takes the choice that begins with ``effect``: the controller of its ``chooser``
    target, else the acting ``player``."""
    n = effect.get("chooser")
    if n is None or n >= len(targets) or targets[n] not in state.cards:
        return player
    return state.cards[targets[n]].controller
