"""Golden random-game fingerprint of the LCG engine (like ``tests/engine/test_golden_fingerprint``
for the CCG; python-chess's perft files, for our engine).

60 seeded random games between the LCG test decks of ``tests/lcg/scenario.py`` (not the demo
decks, whose ability data another issue edits): seeds 0-59, half of them with the extended
decks (interrupts to effects, forced interrupts, "cannot"), each played by the random chooser of
``test_random_games.play_random`` (game seed = chooser seed). The fingerprint hashes, per game,
the encoded action log (the save vocabulary), the winner, the victory kind and the round. A
refactor that changes no rule must leave it identical; a rule fix that changes games must
update ``GOLDEN`` in the same commit and say in its message which games changed and why.
"""

from __future__ import annotations

import hashlib
import json

from tests.lcg.test_random_games import play_random

GAMES = 60

#: sha256 of the 60 games (see module docstring). Update only with a rule change, and say why.
GOLDEN = "6efb0e089a6ad5fa9fc3702250b0850551a965ee3da70735296fe958ab71af3d"


def game_record(seed: int) -> dict:
    g = play_random(seed, checks=False)
    st = g.state
    return {"seed": seed, "winner": st.winner, "victory": st.victory, "round": st.round,
            "actions": [a.to_dict() for a in g.action_log]}


def fingerprint(games: int = GAMES) -> str:
    h = hashlib.sha256()
    for seed in range(games):
        h.update(json.dumps(game_record(seed), sort_keys=True, separators=(",", ":")).encode())
    return h.hexdigest()


def test_lcg_random_game_fingerprint_is_golden() -> None:
    assert fingerprint() == GOLDEN


def test_lcg_fingerprint_sees_a_changed_game() -> None:
    """The fingerprint depends on every game: dropping one action changes it."""
    rec = game_record(0)
    assert len(rec["actions"]) > 10
    a = json.dumps(rec, sort_keys=True)
    rec["actions"].pop()
    assert json.dumps(rec, sort_keys=True) != a
