"""Optional effects: "You may <effect>." (and "..., and you may <effect>"). The effects of one
"may" are one choice, all-or-none, and each "may" is a choice of its own [S1 › CHOICES]: the
effects read get the next choice number as their ``optional`` (``cardtext/optional.py``). The
resolving player decides when they would resolve.

"You may target and <verb> a <spec>" and "You may target a <spec> and <effects on him>" as
the first effect: an optional target (see ``_optional_target``).

Left unread: "you may not ..." (a restriction), "you may target ..." elsewhere (after another
effect, or with a result condition), a "may" whose effects choose the performer or name a
cost, and "If you do, ..." (a result of the choice: ``conditions.py`` does not read "you do").
"""

from __future__ import annotations

import re
from typing import Any

from l5r_desktop.carddb.ccgtext import registry
from l5r_desktop.carddb.ccgtext.reader import Reader, capital
from l5r_desktop.carddb.ccgtext.registry import Unread
from l5r_desktop.carddb.ccgtext.templates.conditions import conditional


@registry.sentence(45, r"^You may (?P<rest>(?!not )[a-z].+)$")
def _you_may(r: Reader, m: re.Match[str]) -> None:
    n_targets, start, performer = len(r.targets), len(r.effects), r.performer
    cost = dict(r.cost)
    r.sentence(capital(m["rest"]))
    added = r.effects[start:]
    if not added or len(r.targets) != n_targets or r.performer != performer \
            or r.cost != cost or any(e["op"] == "manual" or "optional" in e for e in added):
        raise Unread
    mark = 1 + max((e.get("optional", 0) for e in r.effects[:start]), default=0)
    for e in added:
        e["optional"] = mark


#: "you may target and <verb> <det> <spec>": the verbs whose target sentence reads
#: "<Verb> <det> target <spec>" (``card_effects.py``, ``player_effects.py``).
_TARGET_VERBS = r"bow|straighten|destroy|dishonor|rehonor|give|move home"


def _optional_target(r: Reader, read: Any) -> None:
    """Read one optional-targeting sentence with ``read()`` and mark its one new target
    optional: "Optional targeting is described ... by 'may target' wording"
    [CE › TAKING ACTIONS › B. Required targeting]. Such targeting in the effects block
    "happens when it is described"; the engine makes it with the action's other targets
    (``cardtext/targets.py``), which gives the same cards only when nothing before it can
    change which cards fit: it is read as the first effect (no Interrupt window opens
    before an ability's resolution), or after effects that each change only players (Honor,
    cards drawn), cards of the other controller (the spec names "your" or "enemy" cards, no
    "each"), or cards in place in a way the spec does not filter on (bowing when it names no
    bowed/unbowed, Honor when no dishonorable, stats when no Force or Personal Honor bound).
    Its effects may be a choice of their own ("bow or straighten him": ``otherwise``; the
    engine offers no such choice when the target was not chosen, ``cardtext/optional.py``).
    A target filtered on bowing or compared stays manual (a cost paid after the targeting
    step could change whether it fits), and so do a performer, a cost, a choice before it
    and a second optional target."""
    if any(t.get("optional") for t in r.targets):
        raise Unread
    n_targets, start = len(r.targets), len(r.effects)
    performer, cost = r.performer, dict(r.cost)
    read()
    spec = r.targets[-1] if len(r.targets) == n_targets + 1 else {}
    added = r.effects[start:]
    if not spec or r.performer != performer or r.cost != cost or not added \
            or "bowed" in spec or "compare" in spec \
            or any(e["op"] == "manual" for e in r.effects) \
            or any(("optional" in e or "otherwise" in e) and e.get("target") != n_targets
                   for e in added) \
            or any("optional" in e or "otherwise" in e for e in r.effects[:start]) \
            or not _untouched(r, r.effects[:start], spec):
        raise Unread
    spec["optional"] = True


#: Effects that change players only (never whether a card fits a target spec).
_PLAYER_OPS = ("gain_honor", "lose_honor", "draw")
#: Effects that change a card in place, and the target filters each can change.
_IN_PLACE = {"bow": ("bowed",), "straighten": ("bowed",),
             "dishonor": ("dishonorable",), "rehonor": ("dishonorable",),
             "modify_stat": ("max_force", "min_personal_honor", "compare"),
             "set_stat": ("max_force", "min_personal_honor", "compare"),
             "add_token": ("max_force", "min_personal_honor", "compare")}


def _untouched(r: Reader, before: list[dict[str, Any]], spec: dict[str, Any]) -> bool:
    """Whether ``before`` (effects resolving before an optional targeting of ``spec``) cannot
    change which cards fit it: they change only players, or cards of the other controller,
    or cards in place (bowing, Honor, stats) in ways the spec does not filter on."""
    side = spec.get("controller")
    for e in before:
        if e["op"] in _PLAYER_OPS and "target" not in e:
            continue
        if "each" in e:
            return False
        if e["op"] in _IN_PLACE and not any(f in spec for f in _IN_PLACE[e["op"]]):
            continue
        tgt = e.get("target")
        if side not in ("you", "opponent"):
            return False
        if tgt in ("self", "host"):  # the card or its bearer: the player's own cards
            mine = True
        elif isinstance(tgt, int) and r.targets[tgt].get("controller") in ("you", "opponent"):
            mine = r.targets[tgt]["controller"] == "you"
        else:
            return False
        if mine == (side == "you"):
            return False
    return True


@registry.sentence(38, rf"^You may target and (?P<verb>{_TARGET_VERBS}) (?P<det>a|an|your) "
                       r"(?P<rest>.+)$")
def _may_target_and(r: Reader, m: re.Match[str]) -> None:
    """"You may target and destroy an enemy attachment": "<Verb> a target <spec>"."""
    det = "a" if m["det"] == "an" else m["det"]
    _optional_target(r, lambda: r.sentence(f"{capital(m['verb'])} {det} target {m['rest']}"))


@registry.sentence(39, r"^You may target (?P<det>a|an|your) (?P<spec>.+?) and "
                       r"(?P<rest>[a-z].+)$")
def _may_target_spec(r: Reader, m: re.Match[str]) -> None:
    """"You may target a Personality and bow or straighten him": the target, then the rest
    on "him"."""
    def read() -> None:
        r.focus = r.target(m["det"], m["spec"])
        try:
            r.sentence(capital(m["rest"]))
        finally:
            r.focus = None
    _optional_target(r, read)


@registry.sentence(36, r"^If (?P<cond>[^,:]+), (?P<rest>you may target .+)$")
def _if_may_target(r: Reader, m: re.Match[str]) -> None:
    """"If you control a Temple, you may target ... and bow or straighten it": the condition
    on the effects (``conditions.py``), read before "or" splits the sentence."""
    conditional(r, m["cond"], m["rest"])
