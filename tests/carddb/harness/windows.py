"""Answering the Reaction windows a harness action opened: the card's ability used when it is
offered, every other opportunity passed, until no window is left."""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.actions import ChooseOption, Pass, UseAbility


def answer_windows(game: Any, me: str, index: int, targets: Any = None, *,
                   answer: bool = True, once: bool = True, apply: bool = True) -> bool:
    """Pass through the open windows, using ability ``index`` of card ``me`` when it is
    offered (with targets among ``targets`` when given; only the first time with ``once``;
    never without ``answer``); returns whether it was used. A choice its effects then ask
    ("+2 or -2") is answered with ``apply`` (the first way) or its other way."""
    answered = False
    for _ in range(10):
        if not game.state.windows:
            break
        acts = game.legal_actions()
        choice = next((a for a in acts if type(a) is ChooseOption and a.apply == apply), None)
        if answered and choice is not None:
            game.perform(choice)
            continue
        use = next((a for a in acts if isinstance(a, UseAbility) and a.card == me
                    and a.ability == index and (targets is None or a.targets in targets)),
                   None)
        if answer and use is not None and not (once and answered):
            answered = True
            game.perform(use)
            continue
        game.perform(next(a for a in acts if isinstance(a, Pass)))
    return answered
