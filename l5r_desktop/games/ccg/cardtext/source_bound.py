"""Effects lasting while their card remains in play: a Celestial's trait choosing a
Personality as it enters play, whose unit the battle's resolution then leaves unbowed for as
long as the Celestial stays in play.

Effect (in an ability record's ``effects``, after the ``choose_card`` naming the card)::

    {"op": "resolution_no_bow", "target": 0, "while": "source_in_play"}

Rules. "Ongoing effects from an action or triggered trait last until the end of the turn by
default"; a duration the effect states overrides that [CE › DURATION OF EFFECTS]: here, as
long as the effect's own card is in play. The effect prevents an occurrence ("does not":
[CE › PREVENTION (Including Negation)]): at the battle's Final Steps the units return home
and bow [S1 › D: FINAL STEPS]; the chosen Personality's unit (he and his attached cards
[CE › UNIT]) returns home unbowed instead, as for the trait ``resolution_no_bow`` of
``resolution_bowing.py``. Other bowing of those cards is untouched.

A Personal Honor (or other stat) bonus lasting as long, on chosen face-up Personalities in
or out of play ("choose zero to two face-up Personalities in or out of play: +1PH while this
card remains in play")::

    {"op": "choose_card", "optional": 1,
     "spec": {"type": "personality", "zone": "face_up_anywhere", "choose": true}}
    {"op": "bound_stat", "target": 0, "stat": "personal_honor", "amount": 1,
     "while": "source_in_play", "optional": 1}

The zone :data:`ANYWHERE` offers every face-up Personality: in play, face up in any
province, in any discard or dead pile, outside the game (a card's area decides whether it is
in play [CE › IN PLAY AND OUT OF PLAY]; cards in decks and hands are face down). The bonus is
an ordinary bonus modifier (counted by ``stats``) of duration ``while_source``, which ends as
its source leaves play (``model/moves.put``), on a card in play or not: "Continuous effects on
cards out of play affect only the card itself", and "Ongoing effects on a card in play
persist when the card leaves play" unless the tracking rule ends them (a card entering a deck
or a hand forgets them, ``moves``) [CE › IN PLAY AND OUT OF PLAY], [CE › DURATION OF
EFFECTS]; so a chosen Personality recruited from his province keeps it.

The engine keeps it as a modifier of kind ``while_source`` (stat :data:`STAT`, no amount,
duration ``game``, ``source`` the effect's card) on the chosen Personality, saved with the
game; ``resolution_bowing.kept_by`` counts it only while its source card is in play (a
Celestial discarded when another enters play ends it [CE › CELESTIAL]); like his other
effects it leaves with the Personality (``model/moves.py``).
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.cardtext.effect_card import effect_card_in_play, target_problems
from l5r_desktop.games.ccg.events import Event, Note, StatModified
from l5r_desktop.games.ccg.model import moves
from l5r_desktop.games.ccg.model.cards import CardType
from l5r_desktop.games.ccg.model.ids import Duration, Zone
from l5r_desktop.games.ccg.model.state import CardState, GameState, Modifier, lasting

#: The effect ops this module resolves.
OPS = ("resolution_no_bow", "bound_stat")
#: The spec ``zone`` of a face-up Personality in or out of play.
ANYWHERE = "face_up_anywhere"
#: The stats ``bound_stat`` may change.
STATS = ("force", "chi", "personal_honor")
#: ``apply`` is given the action's targets.
WITH_TARGETS = True
#: The modifier's kind and stat (no stat of the card changes).
KIND = "while_source"
STAT = "resolution_no_bow"
_WHILE = ("source_in_play",)
_T_PERSONALITY = CardType.PERSONALITY
_HIDDEN = (Zone.DYNASTY_DECK, Zone.FATE_DECK, Zone.HAND)


def problems(effect: dict[str, Any]) -> list[str]:
    """Problems with one effect of this module."""
    out = target_problems(effect)
    if effect.get("op") == "bound_stat":
        n = effect.get("amount")
        if effect.get("stat") not in STATS or not isinstance(n, int) or isinstance(n, bool) \
                or n == 0 or effect.get("while") not in _WHILE or not isinstance(
                    effect.get("target"), int) or set(effect) - {
                    "op", "target", "stat", "amount", "while", "if", "optional"}:
            out.append("bound_stat gives a target index a stat (force, chi, personal_honor) "
                       "bonus or penalty while its card remains in play (while: "
                       "source_in_play)")
        return out
    if effect.get("while") not in _WHILE:
        out.append("resolution_no_bow lasts while its card remains in play "
                   "(while: source_in_play)")
    if set(effect) - {"op", "target", "while", "if", "optional"}:
        out.append("resolution_no_bow has a target, while, and optionally if / optional")
    return out


def spec_problems(spec: dict[str, Any]) -> list[str]:
    """Problems with a spec of the zone :data:`ANYWHERE`."""
    plain = {k: v for k, v in spec.items() if k != "optional"}
    return [] if plain == {"type": "personality", "zone": ANYWHERE, "choose": True} else \
        [f"a face-up Personality in or out of play is {{type: personality, zone: {ANYWHERE}, "
         "choose: true}"]


def candidates(state: GameState) -> list[str]:
    """Every face-up Personality, in or out of play (not in a deck or a hand)."""
    return [cid for cid, c in state.cards.items() if c.face_up
            and c.definition.type is _T_PERSONALITY and c.zone not in _HIDDEN]


def _bound_stat(state: GameState, card_id: str, effect: dict[str, Any],
                targets: tuple[str, ...]) -> list[Event]:
    tgt = effect["target"]
    cid = targets[tgt] if 0 <= tgt < len(targets) else ""
    c = state.cards.get(cid)
    if c is None or not moves.in_play(state, state.cards[card_id]):
        return [Note((card_id,), text=f"{state.title(card_id)}: no card to give a bonus")]
    stat, amount = effect["stat"], int(effect["amount"])
    c.modifiers.append(Modifier(stat, amount, lasting(state, "while_source"), card_id))
    return [StatModified((cid,), stat=stat, amount=amount,
                         duration=Duration.WHILE_SOURCE.value),
            Note((card_id, cid), text=(f"{state.title(card_id)}: {c.title} has {amount:+d} "
                                       f"{stat.replace('_', ' ')} while it remains in play"))]


def apply(state: GameState, player: int, card_id: str, effect: dict[str, Any],
          targets: tuple[str, ...] = ()) -> list[Event]:
    """Keep the target's unit unbowed at battle resolutions, or give it a stat bonus, while
    ``card_id`` is in play."""
    if effect["op"] == "bound_stat":
        return _bound_stat(state, card_id, effect, targets)
    c = effect_card_in_play(state, card_id, effect, targets)
    if c is None:
        return [Note((card_id,), text=f"{state.title(card_id)}: no card to keep unbowed")]
    c.modifiers.append(Modifier(STAT, 0, Duration.GAME, card_id, KIND))
    return [Note((card_id, c.id), text=(
        f"{state.title(card_id)}: battle resolution does not bow {c.title}'s unit while "
        "it remains in play"))]


def bound_by(state: GameState, head: CardState) -> str | None:
    """The title of the card in play whose effect keeps ``head``'s unit unbowed at the
    battle's resolution, or ``None``."""
    for m in head.modifiers:
        if m.kind == KIND and m.stat == STAT:
            src = state.cards.get(m.source)
            if src is not None and moves.in_play(state, src):
                return src.title
    return None
