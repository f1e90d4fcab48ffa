"""Effects delayed to a later time of this turn or battle (``games/ccg/cardtext/delayed.py``,
[CE › DELAYED EFFECTS]): "Destroy him before this turn ends.", "Draw two additional cards
before your turn ends.", "Before this battle's resolution, straighten your Personality.",
"After this battle's resolution, destroy the Follower."

The inner sentence is read as any effect sentence, then wrapped: ``before_turn_ends``,
``before_battle_resolves``, ``after_battle_resolves``. Only what the delayed effect can hold
reads: Honor, draws, and bowing, straightening or destroying a card the action already names
(its pronoun or description [CE › PRONOUNS]), with no new target, choice or condition. "Draw
N additional cards" is a draw of N (the word says only that they come on top of the End
Phase's draw, which the delay puts after [CE › END PHASE]). A battle time in an ability that
is not a Battle action stays manual ("this battle" needs one: the validator refuses it).
"<effect> during your next End Phase" → ``during_end_phase`` (in that End Phase, after its
draw, before the discard to the maximum hand size [CE › END PHASE]). Other times ("after this
battle ends", "the next time ...") stay manual.
"""

from __future__ import annotations

import re

from l5r_desktop.carddb.ccgtext import registry
from l5r_desktop.carddb.ccgtext.reader import Reader, capital
from l5r_desktop.carddb.ccgtext.registry import Unread
from l5r_desktop.games.ccg.cardtext import delayed

_ADDITIONAL = re.compile(r"(?P<d>^Draw|\bdraw) (?P<n>a|an|one|two|three|\w+) additional "
                         r"(?P<cards>cards?)$")


def _delay(r: Reader, text: str, op: str) -> None:
    start_t, start_e = len(r.targets), len(r.effects)
    r.sentence(_ADDITIONAL.sub(lambda g: f"{g['d']} {'a' if g['n'] == 'an' else g['n']} "
                                         f"{g['cards']}", capital(text)))
    inner = r.effects[start_e:]
    if not inner or len(r.targets) != start_t:
        raise Unread  # nothing read, or a new target: not a delayed effect on known cards
    del r.effects[start_e:]
    effect = {"op": op, "effects": inner}
    if delayed.problems(effect):
        raise Unread
    r.effects.append(effect)


@registry.sentence(38, r"^(?P<rest>[A-Z].+?) before (?:this|your) turn ends$")
def _before_turn_ends(r: Reader, m: re.Match[str]) -> None:
    _delay(r, m["rest"], "before_turn_ends")


@registry.sentence(38, r"^(?P<when>Before|After) this battle(?:'s resolution| resolves), "
                       r"(?P<rest>[a-z].+)$")
def _battle_time(r: Reader, m: re.Match[str]) -> None:
    _delay(r, m["rest"], "before_battle_resolves" if m["when"] == "Before"
           else "after_battle_resolves")


@registry.sentence(38, r"^(?P<rest>[A-Z].+?) during your next End Phase$")
def _during_end_phase(r: Reader, m: re.Match[str]) -> None:
    _delay(r, m["rest"], "during_end_phase")
