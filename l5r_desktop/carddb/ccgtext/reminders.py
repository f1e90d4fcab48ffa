"""Reminder text inside an ability line, dropped before the line is read.

Reminder text restates in parentheses a rule of a keyword the ability uses; it changes
nothing [S1 › CARD FEATURES: "Text in parentheses is reminder text"], so an ability whose
other words are read is automated with it. Only the reminders listed here are dropped, and
only when the line names the keyword they explain (a Fear reminder beside a Fear effect, an
attack's beside a Ranged or Melee Attack, ...); any other parenthesis stays and leaves the
ability manual unless a template reads it. Two parentheses that are not reminders but a
duration are rewritten into the words the duration template reads: "(this turn)" and
"(until the turn ends)" after an effect = "until the end of the turn" (``durations.py``
accepts it on stat changes only; anything else stays unread); "(future)" / "(further)"
before "movement" lose their parentheses (``templates/negate_movement.py``).

The line's words are not changed for anything else: the card-by-card data fingerprints
(``ccg_abilities.line_print``) hash the printed line, not this one.
"""

from __future__ import annotations

import re

#: (reminder pattern, a pattern the rest of the line must match for it to be a reminder).
_REMINDERS: tuple[tuple[re.Pattern[str], re.Pattern[str]], ...] = tuple(
    (re.compile(r"\s*\(" + inner + r"\.?\)"), re.compile(needs)) for inner, needs in (
        # Fear N: "Bow a target enemy Follower, or Personality without Followers, with N or
        # lower Force" (and the variable strength's wording)
        (r"Bow a target enemy Follower,? or Personality without Followers,? with (?:\d+ or "
         r"lower Force|Force equal to or lower than the Fear's strength)", r"\bFear\b"),
        # Ranged / Melee N Attack: "Destroy a target enemy Follower, or Personality without
        # Followers, with N or lower Force"
        (r"Destroy a target enemy Follower,? or Personality without Followers,? with "
         r"(?:\d+ or lower Force|Force equal to or lower than the (?:Ranged|Melee) Attack's "
         r"strength)", r"\b(?:Ranged|Melee) (?:\d+ )?Attack\b"),
        (r"(?:Absent actions (?:may|can) be taken|You may take Absent actions) without "
         r"presence", r"^(?:[A-Z][a-z]+ )*Absent "),
        (r"Repeatable actions may be (?:taken|used) any number of times per turn",
         r"^(?:[A-Z][a-z]+ )*Repeatable "),
        (r"Other players cannot Interrupt Unstoppable actions",
         r"^(?:[A-Z][a-z]+ )*Unstoppable "),
        (r"(?:Tireless actions (?:may|can) be taken (?:even )?while bowed|You may use Tireless "
         r"abilities even if bowed)", r"^(?:[A-Z][a-z]+ )*Tireless "),
        # Resilient: once per game per card, not destroyed by battle resolution
        # (keywords/battle.resilient_saves); beside a card given or created with the keyword
        (r"Once per game per card,? a Resilient card does not die in battle resolution",
         r"\bResilient\b"),
        # the other battle keywords a trait may give (keywords/battle.py)
        (r"Elite cards contribute Force even if bowed", r"\bElite\b"),
        (r"A Conqueror's unit doesn't bow after battle", r"\bConqueror\b"),
        (r"Draw a card after (?:you Recruit a Destined card|your Destined card enters play)",
         r"\bDestined\b"),
        # Naval: the Attacker's first Battle action, once a turn (battle_actions.NavalReaction)
        (r"Once a turn,? the Attacker gets the first Battle action,? if it(?:'s| is) from a "
         r"Naval Personality's unit", r"\bNaval\b"),
    ))
_THIS_TURN = re.compile(r" \((?:this turn|until the turn ends|until the end of the turn)\)"
                        r"(?=\.|$)")
#: "negate his (future) movement", "(further) movement": the word kept, its parentheses
#: dropped (``templates/negate_movement.py`` reads it).
_MOVEMENT = re.compile(r"\((future|further)\) (?=movement\b)")


def drop_reminders(line: str) -> str:
    """``line`` without the reminder text of the keywords it uses, and with "(this turn)" /
    "(until the turn ends)" after an effect written as "until the end of the turn"."""
    if "(" not in line:
        return line
    for pattern, needs in _REMINDERS:
        found = pattern.search(line)
        if found is not None:
            rest = line[:found.start()] + line[found.end():]
            if needs.search(rest):
                line = rest
    line = _MOVEMENT.sub(r"\1 ", line)
    return _THIS_TURN.sub(" until the end of the turn", line)
