"""Golden random-game fingerprint (python-chess's perft files, for our engine).

180 seeded random games between the demo decks, 60 per rules profile, each played by
``simulate.play_random_game`` (game seed = chooser seed). The fingerprint hashes, per game, the
encoded action log (the save vocabulary), the winner, the victory kind and the final turn. A
refactor that changes no rule must leave it identical; a rule fix that changes games must update
``GOLDEN`` in the same commit and say in its message which games changed and why.
"""

from __future__ import annotations

import hashlib
import json

from l5r_desktop.commands.simulate import play_random_game
from l5r_desktop.demo import demo_setup

PROFILES = ("celestial", "gold", "twenty_festivals")
GAMES_PER_PROFILE = 60

#: sha256 of the 180 games (see module docstring). Update only with a rule change, and say why.
GOLDEN = "51e2b76c15a947183010ad7671617a4f7b2749be68331f3215adbf9069c3a312"


def game_record(profile: str, seed: int) -> dict:
    game = play_random_game(demo_setup(seed=seed, profile=profile, turn_cap=200), seed)
    st = game.state
    return {"profile": profile, "seed": seed, "winner": st.winner, "victory": st.victory,
            "turn": st.turn, "actions": [a.to_dict() for a in game.action_log]}


def fingerprint(games_per_profile: int = GAMES_PER_PROFILE) -> str:
    h = hashlib.sha256()
    for profile in PROFILES:
        for seed in range(games_per_profile):
            rec = game_record(profile, seed)
            h.update(json.dumps(rec, sort_keys=True, separators=(",", ":")).encode())
    return h.hexdigest()


def test_random_game_fingerprint_is_golden() -> None:
    assert fingerprint() == GOLDEN


def test_fingerprint_sees_a_changed_game() -> None:
    """The fingerprint depends on every game: dropping one action changes it."""
    rec = game_record("celestial", 0)
    assert len(rec["actions"]) > 10
    a = json.dumps(rec, sort_keys=True)
    rec["actions"].pop()
    assert json.dumps(rec, sort_keys=True) != a
