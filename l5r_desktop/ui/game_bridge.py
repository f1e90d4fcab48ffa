"""What the controller asks a game about the player's gestures (:class:`GameBridge`), with the
game-neutral answers; a game's table module subclasses it (the CCG: ``ccg_table.CcgBridge``)
and ``table_adapters.register_bridge`` registers it. This module imports no game, so a game's
bridge may import it without an import cycle."""

from __future__ import annotations

from typing import Any

#: Action attributes that name a card the action is "about" (for context menus).
CARD_FIELDS = ("card", "target", "onto", "unit")


def action_cards(action: Any) -> tuple[str, ...]:
    """Card ids an action names."""
    return tuple(v for f in CARD_FIELDS if isinstance(v := getattr(action, f, None), str) and v)


class GameBridge:
    """What the controller asks a game about the player's gestures; these are the neutral
    answers (a game overrides what its table offers). ``game`` is the game's facade
    (:class:`~l5r_desktop.core.protocol.GameProtocol`), ``state`` its state."""

    def game_over(self, game: Any) -> bool:
        """True when the game has ended (nobody is waited for)."""
        return bool(game.waiting_for is None)

    def idle_actor(self, game: Any) -> int:
        """The seat shown when nobody is waited for (the game is over)."""
        return 0

    def general_actions(self, state: Any, legal: list[Any]) -> list[Any]:
        """The phase bar's choices among ``legal``: the actions about no card."""
        return [a for a in legal if not action_cards(a)]

    def gold_actions(self, game: Any, actor: int) -> list[Any]:
        """Payment gestures outside the legal decisions (none in a game without them)."""
        return []

    def manual_effects(self, game: Any, actor: int, card_id: str) -> list[Any]:
        """Hand-resolution effects on a card (none without a toolkit)."""
        return []

    def drop_zone(self, action: Any) -> str:
        """The table zone key an action moves a dragged card to, or ``""`` (no dragging)."""
        return ""

    def banners(self, state: Any) -> dict[str, tuple[str, bool]]:
        """Texts drawn over the table's zones (zone key -> (text, emphasised))."""
        return {}

    def arrows(self, state: Any) -> tuple[tuple[str, str, str], ...]:
        """(source card, target card, label) arrows the state implies."""
        return ()

    def event_arrows(self, events: list[Any]) -> list[tuple[str, str, str]]:
        """Arrows shown after an action until the next one (from its events)."""
        return []

    def double_click_options(self, game: Any, actor: int, card_id: str,
                             legal: list[Any]) -> list[Any]:
        """What a double-click on a card may do (one option is performed at once)."""
        return [a for a in legal if getattr(a, "card", None) == card_id]

    def nothing_to_do(self, game: Any, actor: int, card_id: str) -> str:
        """The message when a double-click has no option."""
        return "Nothing to do with that card now."

    def drop_refused(self, state: Any, card_id: str, zone_key: str) -> str:
        """The message when a dragged card cannot go where it was dropped."""
        return "That card cannot move there now."

    def pass_action(self, game: Any, actor: int, legal: list[Any]) -> Any | None:
        """Game › Pass: the action passing means now, or ``None``."""
        return next((a for a in legal if getattr(a, "kind", "") == "pass"), None)
