"""The phase bar's :class:`~l5r_desktop.ui.table_model.PromptView` from any game's table
adapter: its status line and prompt (``adapter.status``), and its choices
(``adapter.phase_choices``, none behind the hand-off cover) with the minor ones
(``adapter.minor_choice``) last, for the bar's More menu. Knows no game and no Qt."""

from __future__ import annotations

from typing import Any

from l5r_desktop.ui.table_model import Choice, PromptView


def prompt_view(adapter: Any, state: Any, screen: Any) -> PromptView:
    """The prompt ``screen`` shows for ``state`` through its game's ``adapter``."""
    status, prompt = adapter.status(state, screen.controller.acting_player())
    general = [] if screen.covered else list(adapter.phase_choices(screen))
    minor = [a for a in general if adapter.minor_choice(state, a)]
    ordered = [a for a in general if a not in minor] + minor
    return PromptView(status, prompt, tuple(Choice(adapter.label(a, state), a) for a in ordered),
                      len(minor))
