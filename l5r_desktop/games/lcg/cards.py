"""LCG card definitions: what is printed on a card (Rules Reference 1.6, Appendix II: Card Anatomy).

A :class:`LcgCardDef` is immutable; it comes from the card library (FiveRingsDB import), the
bundled demo decks or a position file that defines cards inline. Everything that happens to a
card during a game lives in the card's state, never here.

Printed values [RR › Dash (-)]: a character's military or political skill printed as a dash is
``None`` (it cannot be modified and the character cannot participate in conflicts of that type);
an attachment's skill *bonuses* are signed modifiers (``military_bonus=+2``). ``glory`` is a
character's glory [RR › Glory]; ``strength`` a province's defense strength and
``strength_bonus`` a holding's (or stronghold's) bonus to its province [RR › Holding];
``element`` the province's element(s) [RR › Provinces, Province Cards] (``("air", "fire")``;
all five for provinces of every element). A stronghold carries ``honor`` (starting honor),
``fate`` (fate collected each dynasty phase) and ``influence`` [RR › Stronghold].

Ability records (``abilities``) are JSON-compatible dicts keyed by nothing but their position on
the card; the engine in this package interprets them and resolves anything it cannot express
by the players' logged manual effects. The vocabulary (see :data:`TIMINGS`, :data:`PERIODS`,
:data:`COSTS`, :data:`TARGET_FILTERS`, :data:`EFFECT_OPS`, :data:`TRIGGERS`)::

    {
      "name": "Deep in Thought",          # label in menus (optional)
      "timing": "action",                 # action | reaction | interrupt | forced_reaction |
                                          # forced_interrupt | constant   [RR › Ability]
      "trigger": {"event": "conflict_won", "side": "you"},   # reactions / interrupts only:
                                          # the triggering condition [RR › Triggering Condition]
      "from": "play",                     # play (default) | hand (events) | province
      "conflict": "any",                  # conflict-only abilities: any | military | political
      "participating": true,              # the card (or its host) must participate
      "limit": {"count": 1, "period": "round"},   # default: once per round [RR › Triggered
                                          # Abilities]; periods: conflict | phase | round | game
      "max": {"count": 1, "period": "conflict"},  # per title, per player [RR › Max X per]
      "cancel": true,                     # a cancel interrupt (priority over other interrupts)
      "condition": {"honor_at_least": 10},        # checked when initiated; also honor_at_most,
                                          # less_honorable, more_honorable, at_this_province,
                                          # ring (contested ring's element), attacking,
                                          # defending
      "cost": {"bow_self": true, "fate": 1, "honor": 1, "discard_cards": 1,
               "sacrifice_self": true, "dishonor_self": true, "remove_fate_self": 1},
      "targets": [{"type": "character", "controller": "opponent", "participating": true,
                   "bowed": false, "max_cost": 3, "trait": "Bushi", "not_self": true,
                   "clan": "crane", "not_clan": "scorpion"}],   # clan: the card's printed clan
      "effects": [{"op": "bow", "target": 0},
                  {"op": "skill", "target": 0, "military": 2, "political": 0,
                   "duration": "conflict"},
                  {"op": "gain_honor", "amount": 1, "player": "you"},
                  {"op": "then", "effects": [...]}],   # "then" [RR › The word "then"]
      "manual": "what the players resolve by hand"     # optional
    }

A duel: ``{"op": "duel", "type": "military", "challenger": "self", "target": 0, "winner":
[effects on "target": 0 = the winner], "loser": [effects on the loser]}`` (action abilities
only; it ends the ability's effects) [RR › D. Duel Timing].

A delayed effect: ``{"op": "delayed", "at": "conflict" | "phase" | "round", "effects":
[...]}`` (resolves at the end of that period with the ability's targets). Immunity:
``{"op": "immune", "target": 0, "to": "rings" | "events", "duration": "phase"}``. A
replacement: ``{"op": "instead", "target": 0, "do": "bow" | "remove_fate" | "nothing"}`` (the
next time the target would leave play it does that instead).

Keywords gained: ``{"op": "gain_keyword", "target": 0, "keyword": "covert", "duration":
"conflict"}``; the engine reads printed and gained keywords alike (``stats.has_keyword``).
Provinces: ``{"op": "break_province", "target": "conflict" | "self" | 0}`` (the breaker may
discard the province's cards, then the game goes on where the ability was used). Rings:
``{"op": "resolve_ring", "ring": "contested" | "<element>"}`` (the player chooses that ring's
effect options as if attacking; the ring is not claimed).

Targets (and ``each``) are characters unless ``"type"`` says ``attachment``, ``province`` or
``holding``; more filters: ``broken``, ``attacked`` (the province under attack),
``attached_to: "self"`` (attachments on the ability's card), ``unique``. The target
``"conflict"`` names the attacked province.

Triggers: ``province_revealed`` (a facedown province turned faceup by a declaration; ``self``:
this province), ``ring_claimed`` (while the ring is still contested; the trigger's ``ring``:
an element, matched against the claimed ring, else the contested one). Role cards' abilities
are used like those of cards in play [RR › Role Cards].

Attachment restrictions: ``{"timing": "constant", "attach_to": {target filters}}`` ("Attach
to a character you control": ``{"controller": "you"}``; filters apply from the attachment's
controller's view). Constant abilities on attachments with ``"target": "host"`` change the
attached character (``skill`` with ``military`` / ``political`` / ``glory``, or
``gain_keyword``); conditions ``honored``, ``dishonored``, ``participating``, ``attacking``,
``defending``, ``attached_to_trait``, ``ring`` are checked on the host.

Costs paid with a chosen target ("Sacrifice a (friendly) character –"): ``sacrifice_target``,
``bow_target``, ``dishonor_target``, ``remove_fate_target`` (1 fate) name the target index.
"Select one" of two effects: one record per option, the later ones naming the first's index
in ``limit_as`` (they share its limit and max counters). More target filters: ``attacking`` /
``defending``, ``min_cost``, ``max_military`` / ``max_political`` (current skill; a dash
counts 0), ``min_glory``, ``ordinary``, ``honored`` / ``dishonored`` false ("not honored").
More conditions: ``phase`` ("during the conflict phase"), ``claimed_ring`` (an element in
your claimed pool), ``claimed_at_least``; constant conditions ``conflict`` (type),
``less_honorable`` / ``more_honorable``, ``claimed_any`` (a list of elements), ``unclaimed``
(an element), ``imperial_favor``; conditions ``winning``, ``alone``, ``holding_in_play``,
``more_honored_characters``; filters ``alone``, ``has_attachments``, ``skill_below_self`` /
``skill_at_most_self`` (``"military"`` / ``"political"``), ``glory_below_self``; targets of
``"type": "hand"`` (a card in hand, for the ``discard_target`` cost); an effect's ``if``
(target filters: "if it has no fate, discard it"); ``remove_fate`` ``"amount": "all"``;
trigger filters ``card_type``, ``targeting``; constant conditions ``opponent_favor``,
``role_trait``; ``cannot`` also ``participate_attacker``.
``discard_status`` makes a character ordinary. A province's constant ``{"op": "strength",
"amount": 5}`` changes its strength (also a lasting op on a province target);
``return_to_hand`` returns a card in play to its owner's hand. A trigger's ``element``: the
event's card (a revealed province) has that element. Interrupts and reactions to
``ring_effect_resolved`` (a ring's effect chosen at 3.2.6 or by ``resolve_ring``; ``ring``),
``cards_drawn`` (``side``: who draws; not the setup hands), ``card_discarded`` (from a hand or
a province; trigger ``from``: ``hand`` / ``province``), ``fate_placed`` (``place_fate`` on a
character) and ``conflict_declared`` (interrupts: before the declaration takes effect).
Ops ``blank``, ``take_control``, ``ring_element``, ``modify_bid``, ``switch_ring``
(``more_effects.py``) and ``search_deck`` (``searches.py``) are described in their modules.

Constant auras: a constant ability's effect with ``"each": {filters}`` reaches every character
in play meeting them (``controller`` from the card's controller, ``trait``, ``clan``,
``not_self``, ``participating`` / ``attacking`` / ``defending``, ``honored`` / ``dishonored``,
``bowed``, ``unique``), from characters, attachments, strongholds, faceup holdings and
faceup unbroken provinces: ``{"op": "skill", "military": 1, "each": {"controller": "you",
"trait": "Bushi", "not_self": true}}``. Numbers (``amount``, skill and glory changes) may
be counts: ``{"per": "claimed_rings", "times": 1, "plus": 0}`` (``stats.COUNTS``). ``cannot``
also takes ``attack`` / ``defend`` (not declared as an attacker / defender). Op
``switch_conflict_type``. Target filter ``skill_below_self``: ``military`` / ``political`` /
``conflict`` (lower current skill than the ability's character or its host). Op
``put_into_play`` (target ``type`` ``character_in_hand`` / ``character_in_province``;
``into_conflict``) and ``claim_favor`` (``side``).

Counts also ``characters_you`` / ``participating_you`` (with ``trait`` / ``clan`` /
``not_self``), ``holdings_you``, ``unclaimed_rings``, ``unclaimed_ring_fate``, ``attacking``,
``facedown_provinces_you``, ``printed_military`` / ``current_military`` (of the affected card).
Target filters ``max_glory`` (a number or a count: "glory X or lower"), ``min_attachments``,
``event_card`` (one of the triggering condition's cards: "that character"). Conditions
``bid_higher`` / ``bid_lower`` (revealed honor dials), ``count_at_least`` (a count with
``at_least``), ``no_conflict``; a constant record's ``play_if`` (conditions) restricts playing
the card ("cannot be played during a conflict"). Trigger ``enters_play`` (played or put into
play). ``cannot`` also ``bow_resolution`` (``_defending``), ``receive_dishonored``.
``instead`` also ``do`` ``discard_status`` / ``discard_source``, ``event`` ``ready`` /
``receive_fate`` / ``discarded``, and with ``player`` a player's ``gain_honor`` /
``lose_honor`` / ``gain_fate`` / ``lose_fate`` / ``draw`` (``replacements.py``). A
``discard_cards`` cost is paid with cards the player chooses (``abilities.choice_specs``). A
character's record with ``"from": "hand"`` is used from hand (and only there).

Effect ops: bow, ready, honor, dishonor, move_to_conflict, send_home, gain_fate, lose_fate,
gain_honor, lose_honor, take_honor, draw, discard_random, discard_card, place_fate,
remove_fate, skill (durations: conflict | phase | round | permanent while in play),
cannot_be_targeted, gain_keyword, break_province, resolve_ring, then, manual.
``target`` is a target index or ``"self"`` / ``"host"``; instead of ``target``, ``"each":
{filters}`` applies the effect to every character in play that meets those target filters
(no card is targeted) [RR › Each];
``player`` is ``you`` | ``opponent`` | ``target_controller``.
A constant ability (``"timing": "constant"``) uses ``effects`` of op ``skill`` or
``gain_keyword`` and an optional ``condition`` (``{"honored": true}``, ``{"participating":
true}``, ``{"attached_to_trait": "Bushi"}``).

Later additions: a constant ``{"op": "strength", "each": {province filters}}`` changes the
strength of other provinces (``stats._strength_auras``); a character's constant
``attachments_only`` / ``attachments_not`` (trait lists: "No attachments except ...", "No
[trait] attachments", ``attaching.py``); a constant ``play_as_hand`` (``zone``, ``type``,
``trait``, ``during_conflict``) and op ``may_play`` (``permissions.py``); a character's
constant ``play_as_attachment`` (``cost_change``, ``attach_to``: it is played as an
attachment, ``play.py``); op ``look_at`` (``looks.py``); ``card_in_discard`` targets.
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from enum import StrEnum
from typing import Any


class LcgType(StrEnum):
    """The LCG cardtypes [RR › Cardtypes]."""

    CHARACTER = "character"
    ATTACHMENT = "attachment"
    HOLDING = "holding"
    EVENT = "event"
    PROVINCE = "province"
    STRONGHOLD = "stronghold"
    ROLE = "role"


class Side(StrEnum):
    """Which deck or set a card is built into [RR › Deckbuilding]."""

    DYNASTY = "dynasty"
    CONFLICT = "conflict"
    PROVINCE = "province"
    STRONGHOLD = "stronghold"
    ROLE = "role"


ELEMENTS = ("air", "earth", "fire", "water", "void")
TIMINGS = ("action", "reaction", "interrupt", "forced_reaction", "forced_interrupt", "constant")
PERIODS = ("conflict", "phase", "round", "game")
COSTS = ("bow_self", "fate", "honor", "discard_cards", "sacrifice_self", "dishonor_self",
         "remove_fate_self", "sacrifice_target", "dishonor_target", "remove_fate_target",
         "bow_target", "discard_target", "give_fate", "fate_to_ring", "discard_favor")
TARGET_FILTERS = ("type", "controller", "participating", "bowed", "max_cost", "trait",
                  "not_self", "honored", "dishonored", "has_fate", "unclaimed_ring", "clan",
                  "not_clan", "not_trait", "broken", "attacked", "attached_to", "unique",
                  "attacking", "defending", "min_cost", "max_military", "max_political",
                  "ordinary", "min_glory", "alone", "has_attachments", "skill_below_self",
                  "skill_at_most_self", "glory_below_self", "max_glory", "min_attachments",
                  "event_card", "skill_below_participating", "trait_or_attached",
                  "facedown")
EFFECT_OPS = ("bow", "ready", "honor", "dishonor", "move_to_conflict", "send_home", "gain_fate",
              "lose_fate", "gain_honor", "lose_honor", "take_honor", "draw", "discard_random",
              "discard_card", "place_fate", "remove_fate", "skill", "cannot_be_targeted",
              "gain_keyword", "break_province", "resolve_ring", "then", "manual", "duel",
              "delayed", "immune", "instead", "return_to_hand", "strength",
              "discard_status", "cannot", "switch_conflict_type", "put_into_play",
              "claim_favor", "opponent_chooses", "turn_faceup", "return_to_deck",
              "discard_from_hand", "move_attachment", "blank", "take_control",
              "ring_element", "modify_bid", "search_deck", "switch_ring", "turn_facedown",
              "fate_on_rings", "may_play", "look_at")
#: Replacement effects (``instead``): what they replace about a card or a player, and what
#: they do instead (``replacements.py``).
INSTEAD_CARD_EVENTS = ("leave_play", "bow", "ready", "honor", "dishonor", "receive_fate",
                       "discarded")
INSTEAD_PLAYER_EVENTS = ("gain_honor", "lose_honor", "gain_fate", "lose_fate", "draw")
INSTEAD_CARD_DOS = ("nothing", "bow", "remove_fate", "discard_status", "discard_source")
INSTEAD_PLAYER_DOS = ("nothing", "gain_honor", "lose_honor", "gain_fate", "draw")
TRIGGERS = ("conflict_declared", "conflict_won", "conflict_lost", "character_played",
            "character_leaves_play", "province_revealed", "province_broken", "ring_claimed",
            "duel_won", "card_honored", "card_dishonored", "card_bowed", "fate_phase_begins",
            "ability_initiated", "enters_play", "card_attached", "conflict_passed",
            "ring_effect_resolved", "cards_drawn", "card_discarded", "fate_placed",
            "phase_began")

_SIDE_OF = {
    LcgType.CHARACTER: None,  # dynasty or conflict: printed
    LcgType.ATTACHMENT: Side.CONFLICT,
    LcgType.HOLDING: Side.DYNASTY,
    LcgType.EVENT: Side.CONFLICT,
    LcgType.PROVINCE: Side.PROVINCE,
    LcgType.STRONGHOLD: Side.STRONGHOLD,
    LcgType.ROLE: Side.ROLE,
}

_INT_FIELDS = ("cost", "military", "political", "military_bonus", "political_bonus", "glory",
               "strength", "strength_bonus", "honor", "fate", "influence", "influence_cost",
               "deck_limit")
_TUPLE_FIELDS = ("element", "traits", "keywords", "role_restrictions")
_STR_FIELDS = ("clan", "text")


@dataclass(frozen=True)
class LcgCardDef:
    """The printed definition of one LCG card [RR › Appendix II: Card Anatomy].

    ``id`` is the library's stable id (a FiveRingsDB id, ``lcgdemo:<slug>`` for our demo
    cards). ``keywords`` are lowercase (``"covert"``, ``"pride"``, ``"no attachments"``,
    ``"ancestral"``, ``"courtesy"``, ``"limited"``, ``"restricted"``, ``"sincerity"``,
    ``"rally"``). ``unique`` marks the ☉ symbol [RR › Unique Cards].
    """

    id: str
    name: str
    type: LcgType
    side: Side
    clan: str = "neutral"
    cost: int | None = None
    military: int | None = None
    political: int | None = None
    military_bonus: int | None = None
    political_bonus: int | None = None
    glory: int | None = None
    strength: int | None = None
    strength_bonus: int | None = None
    element: tuple[str, ...] = ()
    honor: int | None = None
    fate: int | None = None
    influence: int | None = None
    traits: tuple[str, ...] = ()
    keywords: tuple[str, ...] = ()
    text: str = ""
    influence_cost: int | None = None
    deck_limit: int = 3
    unique: bool = False
    role_restrictions: tuple[str, ...] = ()
    abilities: tuple[dict[str, Any], ...] = field(default=(), compare=False)

    def __hash__(self) -> int:
        return hash(self.id)

    def has_keyword(self, keyword: str) -> bool:
        """True when the card's printed keywords include ``keyword`` (case-insensitive)."""
        k = keyword.casefold()
        return any(x.casefold() == k for x in self.keywords)

    def has_trait(self, trait: str) -> bool:
        """True when the card's printed traits include ``trait`` (case-insensitive)."""
        t = trait.casefold()
        return any(x.casefold() == t for x in self.traits)

    def to_dict(self) -> dict[str, Any]:
        """A JSON-compatible dict; only fields that differ from the defaults are written."""
        out: dict[str, Any] = {"id": self.id, "name": self.name, "type": self.type.value,
                               "side": self.side.value}
        for f in fields(self):
            if f.name in out:
                continue
            value = getattr(self, f.name)
            if value != f.default or (f.name == "abilities" and value):
                out[f.name] = list(value) if isinstance(value, tuple) else value
        return out

    @classmethod
    def from_dict(cls, data: Any) -> LcgCardDef:
        """Build a definition from :meth:`to_dict` output; ``ValueError`` when malformed."""
        if not isinstance(data, dict):
            raise ValueError("card definition must be an object")
        name = data.get("name")
        if not isinstance(name, str) or not name.strip():
            raise ValueError("card definition has no name")
        try:
            card_type = LcgType(str(data["type"]).lower())
        except (KeyError, ValueError) as exc:
            raise ValueError(f"{name}: no valid type: {data.get('type')!r}") from exc
        side_value = data.get("side") or _SIDE_OF[card_type]
        try:
            side = Side(str(side_value).lower())
        except ValueError as exc:
            raise ValueError(f"{name}: no valid side: {side_value!r}") from exc
        kwargs: dict[str, Any] = {"id": str(data.get("id") or name), "name": name,
                                  "type": card_type, "side": side}
        for key in _INT_FIELDS:
            value = data.get(key)
            if value is not None:
                if isinstance(value, bool) or not isinstance(value, int):
                    raise ValueError(f"{name}: {key} must be an integer, got {value!r}")
                kwargs[key] = value
        for key in _TUPLE_FIELDS:
            value = data.get(key, ())
            if not isinstance(value, (list, tuple)) or not all(isinstance(v, str) for v in value):
                raise ValueError(f"{name}: {key} must be a list of strings")
            kwargs[key] = tuple(value)
        for key in _STR_FIELDS:
            value = data.get(key)
            if value is not None:
                if not isinstance(value, str):
                    raise ValueError(f"{name}: {key} must be a string")
                kwargs[key] = value
        unique = data.get("unique", False)
        if not isinstance(unique, bool):
            raise ValueError(f"{name}: unique must be true or false")
        kwargs["unique"] = unique
        abilities = data.get("abilities", ())
        if not isinstance(abilities, (list, tuple)) or not all(
            isinstance(a, dict) for a in abilities
        ):
            raise ValueError(f"{name}: abilities must be a list of objects")
        kwargs["abilities"] = tuple(abilities)
        bad = [e for e in kwargs.get("element", ()) if e not in ELEMENTS]
        if bad:
            raise ValueError(f"{name}: unknown element {bad[0]!r}")
        return cls(**kwargs)


def validate_ability(record: Any) -> list[str]:
    """The problems of one ability record against the vocabulary (empty list: valid)."""
    if not isinstance(record, dict):
        return ["ability must be an object"]
    problems: list[str] = []
    timing = record.get("timing")
    if timing not in TIMINGS:
        problems.append(f"unknown timing {timing!r}")
    for key in ("limit", "max"):
        lim = record.get(key)
        if lim is not None and (not isinstance(lim, dict) or lim.get("period") not in PERIODS
                                or not isinstance(lim.get("count"), int)):
            problems.append(f"{key} must be {{count: int, period: one of {PERIODS}}}")
    trig = record.get("trigger")
    if timing in ("reaction", "interrupt", "forced_reaction", "forced_interrupt") and (
        not isinstance(trig, dict) or trig.get("event") not in TRIGGERS
    ):
        problems.append(f"{timing} needs a trigger event of {TRIGGERS}")
    cost = record.get("cost", {})
    if not isinstance(cost, dict):
        problems.append("cost must be an object")
    else:
        problems += [f"unknown cost {k!r}" for k in cost if k not in COSTS]
    targets = record.get("targets", [])
    if not isinstance(targets, list) or not all(isinstance(t, dict) for t in targets):
        problems.append("targets must be a list of objects")
    else:
        for t in targets:
            problems += [f"unknown target filter {k!r}" for k in t if k not in TARGET_FILTERS]
    problems += _effect_problems(record.get("effects", []))
    return problems


def _effect_problems(effects: Any) -> list[str]:
    if not isinstance(effects, list) or not all(isinstance(e, dict) for e in effects):
        return ["effects must be a list of objects"]
    out: list[str] = []
    for e in effects:
        if e.get("op") not in EFFECT_OPS:
            out.append(f"unknown effect op {e.get('op')!r}")
        elif "each" in e and (not isinstance(e["each"], dict)
                              or any(k not in TARGET_FILTERS for k in e["each"])):
            out.append("each must be an object of target filters")
        elif e["op"] == "then":
            out += _effect_problems(e.get("effects", []))
        elif e["op"] == "instead":
            out += _instead_problems(e)
        elif e["op"] == "opponent_chooses":
            out += [f"unknown target filter {k!r}" for k in e.get("filter", {})
                    if k not in TARGET_FILTERS]
            for fx in [e.get("effects", []), *e.get("options", [])]:
                out += _effect_problems(fx)
    return out


def _instead_problems(e: dict[str, Any]) -> list[str]:
    """A replacement names what it replaces and what it does, about a card or a player."""
    about_player = "player" in e
    events = INSTEAD_PLAYER_EVENTS if about_player else INSTEAD_CARD_EVENTS
    dos = INSTEAD_PLAYER_DOS if about_player else INSTEAD_CARD_DOS
    out = []
    if e.get("event", "leave_play") not in events:
        out.append(f"instead: event must be one of {events}")
    if e.get("do", "nothing") not in dos:
        out.append(f"instead: do must be one of {dos}")
    return out
