"""One ability of a card, chosen as the effect resolves, may not be used (until the end of the
turn).

Effect (in an ability record's ``effects``)::

    {"op": "bar_ability", "target": 0}

Rules. An ability is a block of text with a designator (Limited, Open, Battle, Reaction; the
Twenty Festivals' Engage and Interrupt too) that creates an action [CE › ABILITIES]; a trait
is none, nor is a Gold-producing card's "Bow: Produce X Gold", a triggered trait [CE ›
TRAITS]. The choice is the acting player's, made when the effect resolves [CE › CHOICES], [CE
› ORDER OF EFFECTS]; the restriction is an ongoing effect of the action and lasts until the
end of the turn [CE › DURATION OF EFFECTS › Ongoing effects], and leaves with the card.

The abilities offered are the target's printed ones: each automated record of an action,
Reaction or Interrupt timing (the records of one printed ability, ``"ability": N``, are one
choice), and each ability its players resolve by hand (a ``manual`` marker whose printed line
has a designator before its first colon). The choice waits in ``GameState.options`` (``ask``
:data:`ASK`, ``pick``: ``r<index>`` of a record, ``l<N>`` of a printed line resolved by hand)
unless there is one ability only (taken without asking) or none (a note). The restriction is a
modifier of kind ``restriction`` on the card: stat :data:`STAT` with the record's index as its
amount (nobody may use that record: ``ability_use.use_problem``, the action listings,
``triggers.responses``, the Gold Reactions), or stat :data:`STAT_LINE` with the line's number
for an ability resolved by hand (a note tells the players; the engine does not run it anyway).
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.cardtext import restrictions
from l5r_desktop.games.ccg.cardtext.effect_card import effect_card
from l5r_desktop.games.ccg.events import Event, Note
from l5r_desktop.games.ccg.model.cards import CardDef
from l5r_desktop.games.ccg.model.ids import Duration
from l5r_desktop.games.ccg.model.state import CardState, GameState, Modifier

#: The effect ops this module resolves.
OPS = ("bar_ability",)
#: ``abilities.run_list`` calls :func:`start`, which may stop the resolution for a choice.
PAUSES = True
#: The ``ask`` of the waiting entry (``option_answer.py`` sends it here).
ASK = "bar_ability"
KIND = "restriction"
STAT = restrictions.STAT_ONE
STAT_LINE = "use_ability_line"
#: Record timings that are abilities (actions, Reactions, Interrupts).
TIMINGS = frozenset({"limited", "open", "battle", "engage", "battle_open", "reaction",
                     "interrupt", "dynasty"})
_DESIGNATORS = frozenset({"Limited", "Open", "Battle", "Engage", "Reaction", "Interrupt",
                          "Battle/Open", "Open/Battle"})


def problems(effect: dict[str, Any]) -> list[str]:
    """Problems with one ``bar_ability`` effect."""
    t = effect.get("target")
    if not isinstance(t, int) or isinstance(t, bool) or set(effect) - {"op", "target", "if"}:
        return ["bar_ability names a target (index) only"]
    return []


def text_lines(d: CardDef) -> list[str]:
    """The card's printed abilities and traits, one a line (its non-empty lines, without lines
    that are only reminder text: as the importer numbers them)."""
    out = []
    for line in (d.text or "").split("\n"):
        line = line.strip()
        if line and not (line.startswith("(") and line.endswith(")")):
            out.append(line)
    return out


def _is_ability_line(line: str) -> bool:
    head, colon, _ = line.partition(":")
    words = head.replace(",", " ").split()
    return bool(colon) and not _DESIGNATORS.isdisjoint(words)


def choices(card: CardState) -> list[str]:
    """The card's abilities one may choose: ``r<index>`` (the first record of an automated
    ability), ``l<N>`` (a printed line resolved by hand)."""
    d = card.definition
    lines = text_lines(d)
    out: list[str] = []
    seen: set[int] = set()
    for i, rec in enumerate(d.abilities):
        if not isinstance(rec, dict):
            continue
        n = rec.get("ability")
        if rec.get("manual"):
            if isinstance(n, int) and 0 < n <= len(lines) and n not in seen \
                    and _is_ability_line(lines[n - 1]):
                seen.add(n)
                out.append(f"l{n}")
            continue
        if rec.get("timing") not in TIMINGS:
            continue
        if isinstance(n, int):
            if n in seen:
                continue
            seen.add(n)
        out.append(f"r{i}")
    return out


def start(state: GameState, player: int, card_id: str, effs: list[dict[str, Any]],
          targets: tuple[str, ...], *, action: bool, manual: bool,
          target_player: int = -1) -> tuple[list[Event], bool]:
    """Offer the target's abilities (the resolution waits), or bar the only one."""
    cid = effect_card(state, card_id, effs[0], targets)
    title = state.title(card_id)
    if not cid or not state.cards[cid].in_play:
        return [Note((card_id,), text=f"{title}: no card in play to restrict")], False
    pick = choices(state.cards[cid])
    if len(pick) <= 1:
        if not pick:
            return [Note((card_id, cid), text=f"{state.title(cid)} has no ability to bar")], \
                False
        return bar(state, card_id, cid, pick[0]), False
    state.options.append({"player": player, "card": card_id, "targets": list(targets),
                          "effects": [{**dict(effs[0]), "on": cid}, *map(dict, effs[1:])],
                          "action": action, "manual": manual, "pick": pick, "none": False,
                          "ask": ASK,
                          **({"target_player": target_player} if target_player >= 0 else {})})
    return [Note((card_id, cid), text=(
        f"{state.players[player].name} chooses one of {state.title(cid)}'s abilities"))], True


def bar(state: GameState, source: str, cid: str, choice: str) -> list[Event]:
    """Put the restriction for ``choice`` on ``cid``."""
    c = state.cards[cid]
    n = int(choice[1:])
    stat = STAT if choice.startswith("r") else STAT_LINE
    c.modifiers.append(Modifier(stat, n, Duration.TURN, source, KIND))
    records = [i for i, r in enumerate(c.definition.abilities) if isinstance(r, dict)
               and stat == STAT and i != n and "ability" in r
               and r.get("ability") == c.definition.abilities[n].get("ability")]
    for i in records:  # the other records of the same printed ability
        c.modifiers.append(Modifier(STAT, i, Duration.TURN, source, KIND))
    return [Note((source, cid), text=(
        f"{c.title}'s {describe(c, choice)} may not be used until the end of the turn"
        + (" (resolved by hand: the players keep to it)" if stat == STAT_LINE else "")))]


def describe(card: CardState, choice: str) -> str:
    """A short name of the ability ``choice`` of the card."""
    n = int(choice[1:])
    if choice.startswith("l"):
        return f"ability {n} (its text's line {n})"
    rec = card.definition.abilities[n]
    timing = str(rec.get("timing", "")).replace("_", "/").capitalize()
    what = ", ".join(str(e.get("op", "")).replace("_", " ") for e in rec.get("effects", ())
                     if isinstance(e, dict))
    return f"{timing} ability ({what})" if what else f"{timing} ability"


def answer(state: GameState, o: dict[str, Any], choice: str | None
           ) -> tuple[list[Event], bool]:
    """The acting player's choice for the waiting entry ``o`` (off ``state.options``)."""
    if choice is None or choice not in o["pick"]:
        raise ValueError("choose one of the abilities offered")
    cid = o["effects"][0]["on"]
    if cid not in state.cards or not state.cards[cid].in_play:
        return [Note((o["card"],), text=f"{state.title(cid)} left play")], True
    return bar(state, o["card"], cid, choice), True


ability_barred = restrictions.ability_barred  # (re-exported)
