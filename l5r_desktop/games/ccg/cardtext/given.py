"""Permanently giving a card keywords or abilities: "Permanently give him Cavalry",
"permanently give him the ability, ...", and giving a keyword for the turn: "Give your target
Personality Naval." (``"duration": "turn"``).

Effects (in an ability record's ``effects``)::

    {"op": "give_keyword", "target": 0, "keyword": "Tactician"}
    {"op": "give_ability", "target": 0, "ability": {<an ability record>}}

Rules. Granting keywords is an ongoing effect, which lasts until the end of the turn unless
the effect says otherwise; "permanent" overrides that default [CE › DURATION OF EFFECTS ›
Ongoing effects], and means "having a duration until the end of the game" [CE ›
PERMANENT(LY)]. A keyword given for the turn carries a marker modifier (kind
``given_keyword``) that ends with the turn like any turn modifier; ``turn/phases.end_turn``
then takes the keyword back (:func:`expire_keywords`). An ability given for the turn stays
manual. A given ability is the card's own: "this Personality" in it is that card, its
once-per-turn limit is the card's, and "abilities that are given to a card ... do 'stack' -
a card ... can have more than one identical copy of an ability, each of which is used
separately"; keywords do not stack [CE › ABILITIES] (a keyword the card already has is not
added again).

The engine keeps what was given on the card (``CardState.given``, saved with the game) and
reads the card through a definition that adds it to the printed one (``CardState.give``), so
every keyword check (targets, conditions, Cavalry, Tactician, duels ...) and every list of
the card's actions sees it. Like the card's other effects it ends when the card leaves play
or is forgotten (``model/moves.py``: a card entering play again is a new card). A card whose
trait says it "will not gain a Clan alignment" (ongoing ``cannot_gain``) is given no Clan
alignment keyword ("<Clan> Clan"); the effect does nothing to it (a note says why).

``{"op": "remove_alignment", "target": 1}`` (misc lane): the card permanently loses its Clan
alignment, its printed Clans and its "<Clan> Clan" keywords [CE › UNALIGNED], [CE ›
PERMANENT(LY)] (``CardState.remove_alignment``: ``given`` holds ``unaligned: true``, saved;
a Clan alignment given later is kept).
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.cardtext import ongoing
from l5r_desktop.games.ccg.cardtext.effect_card import effect_card_in_play, target_problems
from l5r_desktop.games.ccg.events import Event, Note
from l5r_desktop.games.ccg.model.cards import CardDef
from l5r_desktop.games.ccg.model.ids import Duration
from l5r_desktop.games.ccg.model.state import CardState, GameState, Modifier

#: The effect ops this module resolves.
OPS = ("give_keyword", "give_ability", "remove_alignment")
#: ``apply`` is given the action's targets.
WITH_TARGETS = True
#: The kind of the marker modifier of a keyword given for the turn (its ``stat``: the keyword).
GIVEN_KEYWORD = "given_keyword"


def expire_keywords(state: GameState, card: CardState, dropped: list[Modifier]) -> None:
    """Take back the keywords given for the turn whose marker modifiers just ended (the turn
    ended [CE › DURATION OF EFFECTS › Ongoing effects])."""
    gone = {m.stat for m in dropped if m.kind == GIVEN_KEYWORD}
    if not gone:
        return
    still = {m.stat for m in card.modifiers if m.kind == GIVEN_KEYWORD}
    kws = [k for k in card.given.get("keywords", ()) if k not in gone or k in still]
    card.set_given({**({"keywords": kws} if kws else {}),
                    **({"abilities": card.given["abilities"]}
                       if card.given.get("abilities") else {}),
                    **({"unaligned": True} if card.given.get("unaligned") else {})})
    state.definitions_changed()


def problems(effect: dict[str, Any]) -> list[str]:
    """Problems with one effect of this module (the given ability's own record is checked
    by ``ability_format.validate``)."""
    out = target_problems(effect)
    if effect.get("op") == "remove_alignment":
        return out + (["remove_alignment has a target (and an if) only"]
                      if set(effect) - {"op", "target", "if"} else [])
    if effect.get("op") == "give_keyword":
        kw = effect.get("keyword")
        if not isinstance(kw, str) or not kw.strip():
            out.append("give_keyword names a keyword")
    elif not isinstance(effect.get("ability"), dict):
        out.append("give_ability holds an ability record (ability)")
    if effect.get("duration", "game") not in (
            ("game", "turn") if effect.get("op") == "give_keyword" else ("game",)):
        out.append("an ability is given permanently, a keyword permanently or for the turn "
                   "(duration game or turn)")
    return out


def _barred(d: CardDef, keyword: str) -> bool:
    """Does the card's own trait "Will not gain a Clan alignment" (ongoing ``cannot_gain``
    ``clan_alignment``) refuse ``keyword``, a Clan alignment keyword ("<Clan> Clan"
    [S1 › KEYWORDS])? "Will not" prevents that occurrence while the card is in play
    [CE › PREVENTION (Including Negation)]."""
    return keyword.casefold().endswith(" clan") and any(
        r.get("what") == "clan_alignment" for r in ongoing.records(d, "cannot_gain"))


def apply(state: GameState, player: int, card_id: str, effect: dict[str, Any],
          targets: tuple[str, ...]) -> list[Event]:
    """Give the card the keyword or the ability until the end of the game."""
    source = state.cards[card_id]
    c = effect_card_in_play(state, card_id, effect, targets)
    if c is None:
        return [Note((card_id,), text=f"{source.title}: no card in play to give it to")]
    if effect["op"] == "remove_alignment":  # "Permanently remove his Clan alignment"
        c.remove_alignment()
        state.definitions_changed()
        return [Note((c.id, card_id), text=f"{c.title} permanently has no Clan alignment "
                                          f"({source.title})")]
    if effect["op"] == "give_keyword":
        kw = str(effect["keyword"])
        if _barred(c.definition, kw):
            return [Note((c.id, card_id), text=f"{c.title} will not gain a Clan alignment "
                                              f"({kw}: {source.title})")]
        if c.definition.has_keyword(kw):
            return [Note((c.id, card_id), text=f"{c.title} already has {kw} ({source.title})")]
        c.give(keywords=(kw,))
        what = kw
        if effect.get("duration") == "turn":  # until the end of the turn: a marker modifier
            c.modifiers.append(Modifier(kw, 0, Duration.TURN, card_id, GIVEN_KEYWORD))
            state.definitions_changed()
            return [Note((c.id, card_id), text=f"{c.title} has {kw} until the end of the turn "
                                              f"({source.title})")]
    else:
        c.give(abilities=(dict(effect["ability"]),))
        what = "an ability"
    state.definitions_changed()
    return [Note((c.id, card_id), text=f"{c.title} permanently has {what} ({source.title})")]
