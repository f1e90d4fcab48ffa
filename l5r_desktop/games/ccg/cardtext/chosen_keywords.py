"""A keyword chosen among several, given permanently: "permanently give him Kolat, Ninja, or
Shadowlands".

Effect (in an ability record's ``effects``)::

    {"op": "give_keyword_chosen", "target": 0, "keywords": ["Kolat", "Ninja", "Shadowlands"]}

Rules. Alternatives joined by "or" are a choice: one is taken, not the others [CE › CHOICES];
the player taking the action makes it, when the effect resolves [CE › CHOICES], [CE › ORDER OF
EFFECTS]. The keyword is then given as ``give_keyword`` gives it (``given.py``): permanently,
kept with the card and saved, and "if a single card ... is given a trait it already has, it
does not get an additional copy" [CE › TRAITS] (a keyword it has is still a choice that gives
nothing). The resolution waits in ``GameState.options`` (``ask`` :data:`ASK`, ``pick``: the
keywords) for ``ChooseCard(choice=<keyword>)``.
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.cardtext import given
from l5r_desktop.games.ccg.cardtext.effect_card import effect_card_in_play
from l5r_desktop.games.ccg.events import Event, Note
from l5r_desktop.games.ccg.model.state import GameState

#: The effect ops this module resolves.
OPS = ("give_keyword_chosen",)
#: ``abilities.run_list`` calls :func:`start`, which may stop the resolution for a choice.
PAUSES = True
#: The ``ask`` of the waiting entry (``option_answer.py`` sends it here).
ASK = "keyword"


def problems(effect: dict[str, Any]) -> list[str]:
    """Problems with one ``give_keyword_chosen`` effect."""
    kws = effect.get("keywords")
    t = effect.get("target")
    if not isinstance(t, int) or isinstance(t, bool) or not isinstance(kws, list) \
            or len(kws) < 2 or not all(isinstance(k, str) and k for k in kws) \
            or set(effect) - {"op", "target", "keywords", "if"}:
        return ["give_keyword_chosen names a target (index) and two or more keywords"]
    return []


def start(state: GameState, player: int, card_id: str, effs: list[dict[str, Any]],
          targets: tuple[str, ...], *, action: bool, manual: bool,
          target_player: int = -1) -> tuple[list[Event], bool]:
    """Offer the keywords (the resolution waits), or note that the target is gone."""
    c = effect_card_in_play(state, card_id, effs[0], targets)
    if c is None:
        return [Note((card_id,), text=f"{state.title(card_id)}: no card in play to give it "
                                      "to")], False
    state.options.append({"player": player, "card": card_id, "targets": list(targets),
                          "effects": [dict(e) for e in effs], "action": action,
                          "manual": manual, "pick": list(effs[0]["keywords"]),
                          "none": False, "ask": ASK,
                          **({"target_player": target_player} if target_player >= 0 else {})})
    return [Note((card_id, c.id), text=(
        f"{state.players[player].name} chooses the keyword {c.title} is given"))], True


def answer(state: GameState, o: dict[str, Any], choice: str | None
           ) -> tuple[list[Event], bool]:
    """The keyword chosen for the waiting entry ``o`` (off ``state.options``): given."""
    if choice is None or choice not in o["pick"]:
        raise ValueError("choose one of the keywords offered")
    eff = {"op": "give_keyword", "target": o["effects"][0]["target"], "keyword": choice}
    return given.apply(state, int(o["player"]), o["card"], eff, tuple(o["targets"])), True


def label(state: GameState, o: dict[str, Any], choice: str) -> str:
    """The menu text of ``choice``."""
    t = o["effects"][0]["target"]
    who = state.title(o["targets"][t]) if t < len(o["targets"]) else "him"
    return f"Permanently give {who} {choice}"
