"""Choices a card's effect gives the opponent [RR › Choose, Select]: "your opponent chooses a
character he or she controls – bow it", "that player must select one – give you 1 fate or 1
honor". The effect op ``opponent_chooses`` (``effects.py``) stops the game at the
``card_choice`` step for the opponent; this module lists his options and resolves the chosen
one, then the game goes back to where the ability was used (``flow.resume_after_choice``).

An ``opponent_chooses`` record: ``{"op": "opponent_chooses", "filter": {target filters, seen
from the chooser}, "effects": [effects on "target": 0 = the chosen card]}`` or ``{"op":
"opponent_chooses", "options": [[effects], [effects]], "labels": ["Bow it", "Dishonor it"]}``
(the options' effects use the ability's own targets). It ends its ability's effects, as a duel
does; an option without the potential to change the game state is offered only when no option
has it [RR › Select].
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.lcg import flow, resolve
from l5r_desktop.games.lcg.actions import Action, Choose
from l5r_desktop.games.lcg.events import Event
from l5r_desktop.games.lcg.state import LcgState
from l5r_desktop.games.lcg.stops import interpose
from l5r_desktop.games.lcg.targets import candidates


def choice_legal(s: LcgState, p: int) -> list[Action]:
    """The opponent's options: one ``Choose`` per card (its uid) or per option (``option:i``;
    those with the potential to change the game state, when any has it [RR › Select])."""
    data = s.pending.get("card_choice") or {}
    options = [str(o) for o in data.get("options", ())]
    if options and options[0].startswith("option:"):
        able = [o for o in options if _changes(s, data, data["effects"][int(o[7:])])]
        options = able or options
    return [Choose(p, o) for o in options]


def _changes(s: LcgState, data: dict[str, Any], effects: list[dict[str, Any]]) -> bool:
    """Whether an option's effects change the game state (tried on a copy)."""
    trial = s.clone()
    trial.pending = {}
    resolve.run(trial, data["player"], data["source"], tuple(data.get("targets") or ()),
                effects, [])
    before, after = s.to_dict(), trial.to_dict()
    return any(before[k] != after[k] for k in before if k not in ("fired", "rng", "pending"))


def apply_choice(s: LcgState, a: Action, ev: list[Event]) -> None:
    """Resolve the chosen card's (or option's) effects for the ability's player, then go back
    to where the ability was used."""
    assert isinstance(a, Choose)
    data: dict[str, Any] = s.pending.pop("card_choice")
    flow.resume_after_choice(s, ev)
    p, src = data["player"], data["source"]
    if a.option.startswith("option:"):
        effects = data["effects"][int(a.option.split(":")[1])]
        targets = tuple(data.get("targets") or ())
    else:
        effects, targets = data["effects"], (a.option,)
    ev.append(Event(text=f"P{a.player + 1} chooses {label(s, data, a.option)}",
                    cards=(targets[0],) if targets else ()))
    resolve.run(s, p, src, targets, effects, ev)
    left = int(data.get("left", 1)) - 1
    if left > 0 and s.winner is None and not a.option.startswith("option:"):
        again = candidates(s, data["chooser"], src, {**data["filter"], "type": data[
            "filter"].get("type", "character")}, targeting=False)
        if again:  # "discards X cards": the next choice
            interpose(s, "card_choice", data["chooser"], p,
                      {"card_choice": {**data, "options": again, "left": left}})


def label(s: LcgState, data: dict[str, Any], option: str) -> str:
    """How an option reads: the option's label or the chosen card's title."""
    if option.startswith("option:"):
        labels = data.get("labels") or []
        i = int(option.split(":")[1])
        return labels[i] if i < len(labels) else f"option {i + 1}"
    return s.defn(option).name if option in s.cards else option
