"""The per-card harness for keywords and abilities given permanently (``give_keyword``,
``give_ability``: ``games/ccg/cardtext/given.py``).

- An effect under the condition "the target is (not) a K" (``{"card": i, "keyword": K}`` or
  its ``not``) is decided by the target's keywords before the use (:func:`decided`): the
  effects whose condition held must have happened.
- A record that gives keywords or abilities under such a condition is used twice
  (``actions.exercise``): on the table as built (the harness's card has no K: the
  "otherwise" branch) and on a new table where the target was given K first
  (:func:`with_keyword`: the other branch).
- ``give_keyword``: the card has the keyword now; ``give_ability``: the card's abilities end
  with the given record (:func:`check`), and the given ability itself is put in use on a
  Personality of the harness's own invention that carries it (:func:`exercise_given`).
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.model.cards import CardDef, CardType

OPS = ("give_keyword", "give_ability", "give_keyword_chosen")


def _keyword_test(cond: Any) -> tuple[int, str, bool] | None:
    """``(target index, keyword, wanted)`` of "target i is (not) a K", else ``None``."""
    neg = isinstance(cond, dict) and set(cond) == {"not"}
    inner = cond["not"] if neg else cond
    if isinstance(inner, dict) and set(inner) == {"card", "keyword"} and \
            isinstance(inner["card"], int) and isinstance(inner["keyword"], str):
        return inner["card"], inner["keyword"], not neg
    return None


def conditions(record: dict[str, Any]) -> list[tuple[int, str]]:
    """The (target, keyword) pairs the effects of a record that gives keywords or abilities
    test (once each; other records: none, their branches are not replayed)."""
    out: list[tuple[int, str]] = []
    if not any(e.get("op") in OPS for e in record.get("effects", [])):
        return out
    for eff in record.get("effects", []):
        test = _keyword_test(eff.get("if"))
        if test is not None and test[:2] not in out:
            out.append(test[:2])
    return out


def decided(cond: Any, use: Any, keywords: dict[str, frozenset[str]]) -> bool | None:
    """Whether the condition held when the use was made (``keywords``: each card's keywords
    before it, casefolded), or ``None`` when it is not of this form."""
    test = _keyword_test(cond)
    if test is None or test[0] >= len(use.targets):
        return None
    idx, kw, wanted = test
    return (kw.casefold() in keywords.get(use.targets[idx], frozenset())) == wanted


def with_keyword(game: Any, use: Any, record: dict[str, Any]) -> None:
    """Give the record's tested targets their keywords before the use (the other branch)."""
    for idx, kw in conditions(record):
        c = game.state.cards[use.targets[idx]]
        c.give(keywords=(kw,))
    game.state.definitions_changed()


def check(state: Any, eff: dict[str, Any], cid: str,
          before_abilities: dict[str, int]) -> list[str]:
    """What is wrong after a give effect on ``cid``."""
    c = state.cards.get(cid)
    if c is None or not c.in_play:
        return [f"{eff['op']}: the card is not in play"]
    if eff["op"] == "give_keyword":
        return [] if c.definition.has_keyword(eff["keyword"]) else \
            [f"give_keyword: the card has no {eff['keyword']}"]
    if eff["op"] == "give_keyword_chosen":  # (the harness takes the first one offered)
        return [] if c.definition.has_keyword(eff["keywords"][0]) else \
            [f"give_keyword_chosen: the card has no {eff['keywords'][0]}"]
    abilities = c.definition.abilities
    if len(abilities) != before_abilities.get(cid, 0) + 1 or abilities[-1] != eff["ability"]:
        return ["give_ability: the card does not have the ability"]
    return []


def not_happened(state: Any, use: Any, record: dict[str, Any], eff: dict[str, Any],
                 before: dict[str, Any], stat_now: Any) -> list[str]:
    """What shows that an effect whose "if he is (not) a K" did not hold happened anyway:
    a stat changed that no other effect of the record changes, or an ability given."""
    tgt = eff.get("target")
    if not isinstance(tgt, int) or tgt >= len(use.targets):
        return []
    cid = use.targets[tgt]
    c = state.cards.get(cid)
    if c is None or not c.in_play:
        return []
    if eff["op"] == "modify_stat" and not any(
            e is not eff and e.get("op") == "modify_stat" and e.get("stat") == eff["stat"]
            and e.get("target") == tgt for e in record.get("effects", [])):
        got = stat_now(state, cid, eff["stat"]) - before[eff["stat"]][cid]
        if got:
            return [f"modify_stat {eff['stat']}: changed by {got} though its condition "
                    "did not hold"]
    if eff["op"] == "give_ability":
        held = sum(1 for e in record.get("effects", []) if e.get("op") == "give_ability"
                   and decided(e.get("if"), use, before["keywords"]) is not False)
        if len(c.definition.abilities) > before["abilities"][cid] + held:
            return ["give_ability: given though its condition did not hold"]
    return []


def exercise_given(record: dict[str, Any], exercise: Any) -> list[str]:
    """Each ability the record gives, put in use on a Personality of ours that carries it
    (with the keywords the record's conditions name, as the card would have them)."""
    problems: list[str] = []
    kws = tuple(kw for _i, kw in conditions(record))
    for n, eff in enumerate(e for e in record.get("effects", []) if e["op"] == "give_ability"):
        bearer = CardDef(id=f"harness:given{n}", title=f"Harness Bearer {n}",
                         type=CardType.PERSONALITY, keywords=kws, force=2, chi=2,
                         personal_honor=2, gold_cost=3, honor_requirement=0,
                         abilities=(eff["ability"],))
        problems += [f"given ability {n}: {p}" for p in exercise(bearer, 0, eff["ability"])]
    return problems
