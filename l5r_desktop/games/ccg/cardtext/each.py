"""Effects on every card that fits: "Give each of your Cavalry Followers at the current
battlefield +1F." — an effect with ``"each": <spec>`` instead of a ``target``.

The cards are found when the effect resolves (effects resolve in written order
[CE › ORDER OF EFFECTS]) among the cards in play, with the filters of a target spec
(``targets.py``, plus ``at_current``: in a unit at the current battlefield
[CE › BATTLES › B. COMBAT SEGMENT], and ``not_self``: "each of your other ..."); they are not
targeted ("The word 'target' must appear as a verb or an adjective for the procedure to be
considered targeting" [CE › MISCELLANEOUS USAGE / TARGET]), so a card that cannot be targeted
is affected too, and no choice is made. The operation is applied to each card in turn, as
a ``target`` effect would be (a card the effect cannot affect is skipped with a note).

``unit_of`` (a target index, ``self`` or ``host``; only in an ``each`` spec): the cards of that
card's unit — its Personality and all his attached cards; "Effects on a unit are applied to
the Personality and all cards in the unit" [CE › UNIT] ("Straighten his unit").
``other_than`` (a target index; only in an ``each`` spec, ccgtext2): that target is left out
("other cards now in its unit": the unit of the target, without it).
``compare`` (duels lane): a target spec's comparison (``compare_filter.py``) against the
ability's targets, checked for each card when the effect resolves, with the values then
("each Follower and Personality in it with equal or lower Force than your Duelist's Chi":
the performer is target 0); an ``each`` card is not targeted, so comparing it is no choice.
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.cardtext import targets as target_specs
from l5r_desktop.games.ccg.model.state import GameState

#: The operations an ``each`` effect may apply (card operations).
OPS = ("bow", "straighten", "destroy", "dishonor", "rehonor", "modify_stat", "add_token",
       "move_home", "set_stat", "no_actions", "give_keyword", "no_abilities")


def problems(eff: dict[str, Any]) -> list[str]:
    """Problems with an ``each`` effect (its spec is checked as a target spec)."""
    spec = eff.get("each")
    if not isinstance(spec, dict):
        return ["each must be a target spec"]
    out = []
    if "target" in eff:
        out.append("an each effect has no target")
    if eff.get("op") not in OPS:
        out.append(f"each applies one of {', '.join(OPS)}")
    if spec.get("performer") or spec.get("choose"):
        out.append("an each spec chooses nothing (no performer or choose)")
    if "compare" in spec:  # against the ability's targets, or its card
        out += target_specs.compare_problems({"compare": spec["compare"]}, 1 << 16)
    unit = spec.get("unit_of")
    if unit is not None and not (unit in ("self", "host") or (
            isinstance(unit, int) and not isinstance(unit, bool) and unit >= 0)):
        out.append("unit_of is a target index, self or host")
    other = spec.get("other_than")
    if other is not None and not (isinstance(other, int) and not isinstance(other, bool)
                                  and other >= 0):
        out.append("other_than is a target index")
    return out


def _unit_head(state: GameState, source: str, targets: tuple[str, ...], ref: Any
               ) -> str | None:
    cid = target_specs.card_ref(state, source, ref, targets)
    if cid is None:
        return None
    return state.cards[cid].attached_to or cid


def cards(state: GameState, player: int, source: str, spec: dict[str, Any],
          targets: tuple[str, ...] = ()) -> list[str]:
    """The cards in play that fit ``spec`` now (``targets``: the ability's, for
    ``unit_of``)."""
    if "other_than" in spec:  # that target left out
        n = spec["other_than"]
        left_out = targets[n] if n < len(targets) else None
        rest = {k: v for k, v in spec.items() if k != "other_than"}
        return [c for c in cards(state, player, source, rest, targets) if c != left_out]
    if "compare" in spec:  # each card compared with the targets' values now
        rest = {k: v for k, v in spec.items() if k != "compare"}
        return [c for c in cards(state, player, source, rest, targets)
                if target_specs.compared(state, source, spec, c, targets)]
    if "unit_of" not in spec:
        return target_specs.target_candidates(state, player, source, spec)
    head = _unit_head(state, source, targets, spec["unit_of"])
    if head is None:
        return []
    unit = {head, *state.cards[head].attachments}
    rest = {k: v for k, v in spec.items() if k != "unit_of"}
    return [c for c in target_specs.target_candidates(state, player, source, rest)
            if c in unit]
