"""The deck editor: search the library as you type, build a deck, see its legality live.

- :mod:`.window` — :class:`DeckEditor`, the window (deck panel, editing, files, games);
- :mod:`.search_panel` — the search box, filters and the lazily filled results list;
- :mod:`.preview` — the selected card's image and text.
"""

from l5r_desktop.ui.deck_editor.preview import PREVIEW_SIZE, card_preview_image
from l5r_desktop.ui.deck_editor.window import DeckEditor

__all__ = ["PREVIEW_SIZE", "DeckEditor", "card_preview_image"]
