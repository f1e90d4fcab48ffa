"""Additional actions (``games/ccg/cardtext/extra_actions.py``): "You may take an additional
Battle action.", "Take an additional action." [CE › ADDITIONAL (ACTION)]. An additional action
with a restriction ("... which must be Iaijutsu", "... to play a Terrain") stays manual."""

from __future__ import annotations

import re

from l5r_desktop.carddb.ccgtext import registry
from l5r_desktop.carddb.ccgtext.reader import Reader


@registry.sentence(195, r"^(?:You may take|Take) an additional (?P<kind>Battle )?action$")
def _additional_action(r: Reader, m: re.Match[str]) -> None:
    r.effects.append({"op": "additional_action", "kind": "battle" if m["kind"] else "any"})
