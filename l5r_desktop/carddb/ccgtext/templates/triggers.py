"""Triggered abilities: triggered traits "After <trigger>, <effects>." [S1 › TRAITS] and
Reactions "[keywords] Reaction[, costs]: After <trigger>, <effects>" [S1 › TIMING AND
TRIGGERS], for the triggers the engine opens (``cardtext/trigger_events.py``) about the card
itself (or, on an attachment, "this Personality": the one carrying it, Reactions only):

- ``<this card> enters play``, ``<this attachment> attaches`` -> ``enters_play`` (an
  attachment enters play when it attaches [S1 › ATTACHMENTS]);
- ``<this card> enters play from your hand`` (an attachment) -> ``equipped``;
- ``<this card> enters play from a province``, ``you Recruit <this card> [from a Province]``
  -> ``recruited`` (its province refilled face-up: ``refills.py``);
- ``you Recruit <this card> at this battlefield|during battle`` -> ``recruited_in_battle``
  (a Reserve Personality Recruited into the current battlefield);
- ``<this card> wins a duel``, ``a duel ends that <this card> won``, ``an action resolves
  during which <this card> won a duel`` -> ``duel_won`` (on an attachment, a trait on "this
  Personality wins a duel" answers its bearer's: ``"card": "host"``);
- ``<this card> is assigned`` -> ``assigned`` (Reactions);
- ``<this card> is destroyed`` -> ``destroyed``, ``<this card> bows`` -> ``bowed`` (triggered
  traits);
- triggered traits about another card or a turn (``trigger_others.py``): ``a card is
  destroyed``, ``your <spec> is destroyed``, ``each / another player's / your turn begins``.

The effects after the trigger are read as an action's body (``actions.read_body``); a
pronoun with nothing targeted names the trigger's card ("After X enters play, bow it"). A
triggered trait chooses no targets and pays no costs; Interrupts and "Before"/"When" triggers
stay manual.
"""

from __future__ import annotations

import re
from typing import Any

from l5r_desktop.carddb.ccgtext import registry
from l5r_desktop.carddb.ccgtext.registry import Unread
from l5r_desktop.carddb.ccgtext.templates.actions import read_body, read_head
from l5r_desktop.carddb.ccgtext.templates.trigger_others import read_other
from l5r_desktop.carddb.ccgtext.words import names
from l5r_desktop.games.ccg.cardtext import entry_interrupts
from l5r_desktop.games.ccg.model.cards import CardDef

_ATTACHMENTS = ("follower", "item", "spell")
#: Trigger clauses: (pattern with a ``who`` group naming the card, trigger word, for
#: attachments only, allowed in traits, allowed in Reactions).
_TRIGGERS: tuple[tuple[re.Pattern[str], str, bool, bool, bool], ...] = tuple(
    (re.compile(p), word, attach, trait, reaction) for p, word, attach, trait, reaction in (
        (r"^(?P<who>.+?) enters play from your hand$", "equipped", True, True, True),
        (r"^(?P<who>.+?) enters play from a [Pp]rovince$", "recruited", False, True, True),
        (r"^you Recruit (?P<who>.+?) (?:at this battlefield|during (?:a |the )?battle)$",
         "recruited_in_battle", False, True, True),
        (r"^you Recruit (?P<who>.+?) from a [Pp]rovince$", "recruited", False, True, True),
        (r"^you Recruit (?P<who>.+?)$", "recruited", False, True, True),
        (r"^you Equip (?P<who>.+?)$", "equipped", True, True, True),
        (r"^(?P<who>.+?) enters play$", "enters_play", False, True, True),
        (r"^(?P<who>.+?) attaches$", "enters_play", True, True, True),
        (r"^(?P<who>.+?) wins a duel$", "duel_won", False, True, True),
        (r"^a duel ends that (?P<who>.+?) won$", "duel_won", False, True, True),
        # the Reaction window opens when the action with the duel has ended [S1 › DUELS]
        (r"^an action resolves during which (?P<who>.+?) won a duel$", "duel_won", False,
         True, True),
        (r"^(?P<who>.+?) is assigned$", "assigned", False, False, True),
        (r"^(?P<who>.+?) is destroyed$", "destroyed", False, True, False),
        (r"^(?P<who>.+?) bows$", "bowed", False, True, False),
    ))
_REACTION_RE = re.compile(r"^(?P<kws>(?:[A-Z][a-z]+ )*)(?P<kind>Reaction|Interrupt)"
                          r"(?P<costs>(?:, [^:,]+)*):\s*(?P<once>Once per game, a|A)fter "
                          r"(?P<rest>.+)$")
#: The triggers an Interrupt "After <its own card> enters play" answers as a Reaction would.
_INTERRUPT_TRIGGERS = entry_interrupts.TRIGGERS
_TRAIT_RE = re.compile(r"^After (?P<rest>.+)$")
#: Trait triggers an attachment's trait may answer about its bearer ("After this Personality
#: wins a duel, ..."; ``cardtext/trait_others.py``).
_HOST_TRAITS = ("duel_won",)


def _trigger(rest: str, card: CardDef, reaction: bool) -> tuple[dict[str, Any], str]:
    """The trigger object and the body after the trigger clause (", " or ": " ends it)."""
    for m in re.finditer(r"(?:, |: )", rest):
        clause, body = rest[:m.start()], rest[m.end():]
        if not reaction:
            other = read_other(clause)  # another card's trigger or a turn (traits only)
            if other is not None:
                return other, body
        for pattern, word, attach, trait_ok, reaction_ok in _TRIGGERS:
            g = pattern.match(clause)
            if g is None or not (reaction_ok if reaction else trait_ok):
                continue
            is_attachment = card.type.value in _ATTACHMENTS
            if attach and not is_attachment:
                raise Unread
            who = g["who"]
            if is_attachment and who in ("this Personality", "this Shugenja"):
                if not reaction and word not in _HOST_TRAITS:
                    raise Unread  # a triggered trait answers its own card only
                return {"event": word, "card": "host"}, body
            if who not in names(card):
                raise Unread
            return {"event": word, "card": "self"}, body
    raise Unread


@registry.line(10)
def triggered_trait(line: str, card: CardDef) -> dict[str, Any]:
    """"After <trigger>, <effects>." on the card itself."""
    m = _TRAIT_RE.match(line)
    if m is None:
        raise Unread
    trigger, body = _trigger(m["rest"], card, reaction=False)
    record: dict[str, Any] = {"timing": "trait", "trigger": trigger}
    subject = {"self": "self", "host": "host"}.get(trigger["card"])
    read_body(body[0].upper() + body[1:], card, record, {}, subject=subject)
    if record.get("targets") or record.get("cost"):
        raise Unread  # a triggered trait chooses no targets and pays no costs
    _refills_ok(record)
    return record


def _refills_ok(record: dict[str, Any]) -> None:
    """"Refill it face-up" names the province its card entered play from: only after such a
    trigger (``refills.py``)."""
    if any(e.get("op") == "refill_face_up" for e in record["effects"]) and \
            record["trigger"] != {"event": "recruited", "card": "self"}:
        raise Unread


@registry.line(15)
def reaction(line: str, card: CardDef) -> dict[str, Any]:
    """"[keywords] Reaction[, costs]: After <trigger>, <effects>", and the Twenty Festivals
    "[keywords] Interrupt[, Bow]: After you Recruit|Equip <this card>, <effects>" (also
    "After <this card> enters play").

    Such an Interrupt is taken in the Interrupt step of the action that brings its card into
    play, "Interrupt abilities on a card out of play may be taken if they Interrupt the action
    that brings the card into play", a "bow this card" cost is paid by bowing it after it
    enters play [S0 › USING ABILITIES], and its "After ..." effects "are delayed until those
    effects occur" [S0 › INTERRUPT ACTIONS #]: its effects happen once its card entered
    play, within the action that brought it in, so before any Reaction to that action. Its
    record has timing ``interrupt`` (``games/ccg/cardtext/entry_interrupts.py``: a window
    answered before the action's Reaction windows, the card's bowed state not barring it).
    A Gold cost (paid in the Interrupt step, before the interrupted action pays
    its own), an additional action (its opportunity belongs to the interrupted action's
    sequence, not to a Reaction window) and triggers about other cards or other actions stay
    manual."""
    m = _REACTION_RE.match(line)
    if m is None:
        raise Unread
    trigger, body = _trigger(m["rest"], card, reaction=True)
    record: dict[str, Any] = {"timing": "reaction", "trigger": trigger}
    cost = read_head(m["kws"], m["costs"], card, record)
    if m["once"] != "A":  # "Once per game, after ...": a usage limit (cardtext/use_limits.py)
        if record.get("repeatable") or m["kind"] == "Interrupt":
            raise Unread
        record["per_game"] = 1
    if m["kind"] == "Interrupt" and (trigger["event"] not in _INTERRUPT_TRIGGERS
                                     or trigger["card"] != "self" or "gold" in cost):
        raise Unread
    read_body(body[0].upper() + body[1:], card, record, cost,
              subject="host" if trigger["card"] == "host" else "self")
    if m["kind"] == "Interrupt" and any(e["op"] == "additional_action"
                                        for e in record["effects"]):
        raise Unread
    _refills_ok(record)
    if m["kind"] == "Interrupt":
        record["timing"] = "interrupt"  # (entry_interrupts.py)
    return record
