"""Created cards: "Create a 2F/2C/3PH Lion Clan • Samurai Personality.", "Create a 1F Follower
and attach it to the Personality.", "Create a +1F/+0C Weapon Item and attach it to him."

Effect (in an ability record's ``effects``)::

    {"op": "create", "card": {"type": "personality", "force": 2, "chi": 2,
                              "personal_honor": 3, "keywords": ["Lion Clan", "Samurai"]}}
    {"op": "create", "card": {"type": "follower", "force": 1}, "target": 0}   # attach to it
    {"op": "create", "card": {"type": "item", "force": 1, "chi": 0,
                              "keywords": ["Weapon"]}, "target": "self", "count": 2}
    {"op": "create", "card": {"type": "personality", "force": 2, "chi": 2,
                              "personal_honor": 2, "abilities": [<an ability record>]},
     "at": "battlefield", "until": "battle"}

Rules [CE › CREATED CARDS]: "Created cards are not part of the play deck"; "The base stats,
traits, abilities, and keywords of a created card are those granted to it by the effect that
created it"; "Any unspecified stats of a created card, which a card of that type normally has,
have a base value of 0. This normally will include Gold Cost"; "Unspecified Honor
requirements on a created Personality are '--' rather than 0"; "A created card has no title";
"A created card ceases to exist when it leaves play. A created card that fails to enter play
never exists." So a created Personality enters play in its creator's home (his control), a
created Follower or Item enters play attached to the card ``target`` names (it fails, and never
exists, when that card is not a Personality in play) [CE › ATTACHMENTS]; a created card that
leaves play is removed from the game (``moves.put``: :func:`is_created`).
Its restrictions on entering play are checked before it enters play like any attachment's
("The attachment's restrictions on entering play are now checked. If restrictions can not be
met, the attachment goes back where it came from" [CE › ATTACHMENTS] step C;
``economy.equip_problem``: one Weapon, one Armor, Two-Handed, the traits' "will only attach
to"): a created Weapon for a Personality who already carries one fails to enter play and
never exists; of ``count`` Weapons only the first attaches. Having no title, a created card is
never a copy of a Unique card.
Each created card enters play (``CardEnteredPlay``: triggered traits answer it).

- ``card.abilities``: "with the ability, '...'": the created card's own abilities (records of
  this vocabulary; "this Personality" in them is the created card), part of its definition
  ("The base ... abilities ... of a created card are those granted to it by the effect that
  created it" [CE › CREATED CARDS]).
- ``at: battlefield``: "Create ... at the current battlefield / at this battlefield": the
  created Personality enters play as a unit of its own at the current battlefield, in its
  creator's side (his army there [CE › ARMY], [CE › LOCATIONS]); entering play there is not
  a movement, so the Second-Battle Rule, about movement, does not stop it. Without a current
  battlefield, or for a player outside the attack, it fails to enter play and never exists.
- ``at: trigger_card`` (battle lane, 27 Nov evening): "Create ... at the same location" in a
  Reaction: where the card the answered trigger is about is (the innermost window's first
  card, its unit's battlefield, or home: its creator's home); with no such card in play, or a
  battlefield where the creator has no side, it never exists.
- ``until: battle``: "Remove him from the game after this battle ends" (also "Remove those
  Followers from the game after the battle ends", on a created attachment): a delayed effect
  [CE › DELAYED EFFECTS] kept in ``GameState.delayed`` (``when`` :data:`BATTLE_END`, saved
  with the game) and applied by :func:`battle_ended` at the end of the battle's Final Steps
  (``attack/resolution.final_steps``) or when the battle ends with its province destroyed
  (``attack/battle.province_destroyed``): the created card, if still in play, is removed from
  the game (its attachments are discarded [CE › ATTACHMENTS]).
- ``until: turn`` ("Remove him from the game when this turn ends") and ``until: next_turn``
  ("Remove it from the game after your next turn begins"): the same delayed removal kept in
  ``GameState.delayed`` with the times of ``delayed.py`` (``delayed.TURN_END``, applied
  after the End Phase; ``delayed.NEXT_TURN``, applied when the creator's next turn begins),
  the effect ``remove_from_game`` on the created card itself.
- ``until: resolution`` ("Remove him from the game after this battle's resolution"; lane
  cards): the removal waits for the end of this battle's Resolution Segment
  (``delayed.AFTER_RESOLUTION`` with the current battlefield, as "After this battle's
  resolution, ..." [CE › BATTLES › C: RESOLUTION SEGMENT], [CE › DELAYED EFFECTS]); a battle
  that ends without resolving (its province destroyed during it) never comes to that time,
  so the card stays. Only with ``at: battlefield``.
- ``target: "chosen"`` (a Follower or Item): "... and attach it to one of your Personalities":
  the creator chooses the Personality as the effect resolves (not targeted [CE › TARGET]),
  among his Personalities in play the card may legally attach to ("the player chooses a
  legal Personality for the attachment" [CE › ATTACHMENTS] step B; the same restrictions
  as above). The resolution stops for it like a "you may" (``GameState.options`` with
  ``pick`` and ``ask`` :data:`ASK`; ``option_answer.py`` sends the answer to
  :func:`answer`); with no legal Personality the card never exists.
- a Holding (``{"type": "holding", "gold_production": 3, "bowed": true}``): "Create a
  Holding with the trait 'Bow this card: Produce 3 Gold' (it enters play bowed)": it enters
  play in its creator's home like a created Personality; its Gold Production is the trait
  the effect grants (a Holding's "Bow: Produce X Gold" [CE › GOLD PRODUCTION]). ``bowed``
  (any type): the created card enters play bowed [CE › BOWED AND UNBOWED].
- ``card.clan: "you"``: "with your Clan Alignment": the created Personality has its creator's
  Clan alignment keyword ("<Clan> Clan"), his Stronghold's [CE › CLAN ALIGNMENT]: "A
  player's Clan alignment ... is the same as his or her Stronghold's"; an unaligned player
  gives none.
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg import economy
from l5r_desktop.games.ccg.attack import armies
from l5r_desktop.games.ccg.cardtext import delayed
from l5r_desktop.games.ccg.events import CardEnteredPlay, CardMoved, Event, Note
from l5r_desktop.games.ccg.model import moves
from l5r_desktop.games.ccg.model.card_state import CardState
from l5r_desktop.games.ccg.model.cards import CardDef, CardType
from l5r_desktop.games.ccg.model.ids import Zone
from l5r_desktop.games.ccg.model.state import GameState

#: The effect ops this module resolves.
OPS = ("create",)
#: ``abilities.run_list`` passes the ability's chosen targets to :func:`apply`.
WITH_TARGETS = True
#: ``abilities.run_list`` calls :func:`start`, which may stop for the host's choice.
PAUSES = True
#: The ``ask`` of the waiting choice of the Personality a created card attaches to.
ASK = "created_host"
#: ``target`` of an attachment attached to a Personality chosen as it resolves.
CHOSEN = "chosen"
#: The id prefix of created cards' definitions and states.
PREFIX = moves.CREATED_PREFIX
TYPES = {"personality": CardType.PERSONALITY, "follower": CardType.FOLLOWER,
         "item": CardType.ITEM, "holding": CardType.HOLDING}
_STATS = {"personality": ("force", "chi", "personal_honor"), "follower": ("force",),
          "item": ("force", "chi"), "holding": ("gold_production",)}
#: The created types that enter play attached to a Personality.
_ATTACHED = ("follower", "item")
_Z_HOME = Zone.HOME
_Z_REMOVED = Zone.REMOVED
#: ``GameState.delayed`` ``when`` of "remove him from the game after this battle ends".
BATTLE_END = "battle_end"
#: What a created card may be placed at, and how long it may stay.
PLACES = ("battlefield", "trigger_card")
#: :func:`_field`: no battlefield to enter play at.
_NOWHERE = -1
UNTIL = ("battle", "turn", "next_turn", "resolution")
#: ``until`` other than ``battle``: the ``GameState.delayed`` time of its removal.
DELAYED_UNTIL = {"turn": delayed.TURN_END, "next_turn": delayed.NEXT_TURN}


def is_created(card: CardState) -> bool:
    """True for a card an effect created (it ceases to exist when it leaves play)."""
    return card.definition.id.startswith(PREFIX)


def problems(effect: dict[str, Any]) -> list[str]:
    """Problems with one ``create`` effect of a record."""
    spec = effect.get("card")
    if not isinstance(spec, dict) or spec.get("type") not in TYPES:
        return [f"create names a card {{type: {'|'.join(TYPES)}, stats, keywords}}"]
    kind = spec["type"]
    out = []
    if any(k not in ("type", "keywords", "abilities", "clan", "bowed", *_STATS[kind])
           for k in spec):
        out.append(f"a created {kind} has only the stats {', '.join(_STATS[kind])}")
    if "clan" in spec and (spec["clan"] != "you" or kind != "personality"):
        out.append("a created Personality's clan is 'you' (its creator's Clan alignment)")
    if spec.get("bowed", True) is not True:
        out.append("a created card's bowed is true (it enters play bowed) or absent")
    for k in _STATS[kind]:
        v = spec.get(k, 0)
        if not isinstance(v, int) or isinstance(v, bool) or (kind != "item" and v < 0):
            out.append(f"a created card's {k} is a whole number")
    kws = spec.get("keywords", [])
    if not isinstance(kws, list) or not all(isinstance(k, str) and k for k in kws):
        out.append("a created card's keywords are a list of keywords")
    abilities = spec.get("abilities", [])
    if not isinstance(abilities, list) or not all(isinstance(a, dict) for a in abilities):
        out.append("a created card's abilities are a list of ability records")
    if effect.get("at", "battlefield") not in PLACES or \
            effect.get("until", "battle") not in UNTIL:
        out.append(f"a created card is placed at {'|'.join(PLACES)}, "
                   f"until {'|'.join(UNTIL)}")
    if effect.get("until") in ("resolution", "battle") and effect.get("at") == "trigger_card":
        out.append("a created card removed after the battle is placed at the battlefield")
    if effect.get("until") == "resolution" and "at" not in effect:
        out.append("until resolution is for a Personality created at the battlefield")
    if "at" in effect and kind != "personality":
        out.append("only a created Personality is placed at a battlefield")
    count = effect.get("count", 1)
    if not isinstance(count, int) or isinstance(count, bool) or not 1 <= count <= 5:
        out.append("count is 1 to 5")
    attaches = kind in _ATTACHED
    if attaches != ("target" in effect):
        out.append("a created Follower or Item is attached to a target (and only they are)")
    tgt = effect.get("target")
    if tgt is not None and tgt not in (CHOSEN, "self", "host") and not (
            isinstance(tgt, int) and not isinstance(tgt, bool) and tgt >= 0):
        out.append("a created card's target is a target index, self, host or chosen")
    return out


def definition(state: GameState, spec: dict[str, Any], player: int = 0) -> CardDef:
    """A new definition for a card ``player`` creates by ``spec`` (a fresh id; no title)."""
    n = 1 + sum(1 for cid in state.cards if cid.startswith(PREFIX))
    kind = str(spec["type"])
    stats = {k: int(spec.get(k, 0)) for k in _STATS[kind]}
    keywords = [str(k) for k in spec.get("keywords", ())]
    clan = state.players[player].clan if spec.get("clan") == "you" else ""
    if clan and f"{clan} Clan" not in keywords:
        keywords.append(f"{clan} Clan")
    # "Lion Clan" among the keywords is the card's Clan alignment [CE › CLAN ALIGNMENT]: a
    # clan of the definition, as an imported card's, for "Lion Clan Personality" filters
    clans = tuple(k[:-5] for k in keywords if k.endswith(" Clan") and len(k) > 5)
    return CardDef(id=f"{PREFIX}{n}", title="", type=TYPES[kind],
                   keywords=tuple(keywords), clans=clans, gold_cost=0,
                   honor_requirement=None,
                   abilities=tuple(dict(a) for a in spec.get("abilities", ())), **stats)


def start(state: GameState, player: int, card_id: str, effs: list[dict[str, Any]],
          targets: tuple[str, ...], *, action: bool, manual: bool,
          target_player: int = -1) -> tuple[list[Event], bool]:
    """Create the card(s) of ``effs[0]``, or, for a Personality chosen as it resolves, offer
    the legal ones (the resolution waits: ``True``)."""
    effect = effs[0]
    if effect.get("target") != CHOSEN:
        return apply(state, player, card_id, effect, targets), False
    pick = legal_hosts(state, player, effect["card"])
    if not pick:
        return [Note((card_id,), text="No Personality of yours can have the created card "
                                      "attached: it never exists")], False
    state.options.append({"player": player, "card": card_id, "targets": list(targets),
                          "effects": [dict(e) for e in effs], "action": action,
                          "manual": manual, "pick": pick, "none": False, "ask": ASK,
                          **({"target_player": target_player} if target_player >= 0 else {})})
    return [], True


def legal_hosts(state: GameState, player: int, spec: dict[str, Any]) -> list[str]:
    """``player``'s Personalities in play that a card created by ``spec`` may attach to (the
    card made for the test is taken away again)."""
    d = definition(state, spec, player)
    state.cards[d.id] = CardState(d.id, d, player, _Z_HOME, face_up=True)
    state.definitions_changed()
    try:
        return [pid for pid in moves.personalities_in_play(state, player)
                if economy.equip_problem(state, player, d.id, pid,
                                         economy.TargetFacts(state, pid),
                                         unique_checked=True) is None]
    finally:
        del state.cards[d.id]
        state.definitions_changed()


def answer(state: GameState, o: dict[str, Any], choice: str) -> tuple[list[Event], bool]:
    """The Personality chosen (one of ``o["pick"]``): the card(s) created on him; the rest of
    the resolution then goes on."""
    effect = {**o["effects"][0], "target": len(o["targets"])}
    return apply(state, int(o["player"]), o["card"], effect, (*o["targets"], choice)), True


def apply(state: GameState, player: int, card_id: str, effect: dict[str, Any],
          targets: tuple[str, ...] = ()) -> list[Event]:
    """Create the card(s): into the creator's home or his side of the current battlefield, or
    attached to the effect's target."""
    host = _host(state, card_id, effect, targets)
    spec = effect["card"]
    if spec["type"] in _ATTACHED and host is None:
        return [Note((card_id,), text="The created card has no Personality to attach to: "
                                      "it never exists")]
    side = armies.side_of(state, player) if effect.get("at") else None
    field = _field(state, effect.get("at"), side)
    if field == _NOWHERE:
        return [Note((card_id,), text="There is no such battlefield on your side: the "
                                      "created card never exists")]
    events: list[Event] = []
    for _ in range(int(effect.get("count", 1))):
        d = definition(state, spec, player)
        card = CardState(d.id, d, player, _Z_HOME, face_up=True)
        card.bowed = bool(spec.get("bowed"))  # "it enters play bowed"
        state.cards[d.id] = card
        state.definitions_changed()  # (its abilities are the game's)
        if field is not None:
            armies.place_unit(state, d.id, field, side == "attacking")
        elif host is None:
            state.players[player].home.append(d.id)
        else:
            # the effect may attach to any player's Personality (not an Equip: no "your own")
            why = economy.equip_problem(state, player, d.id, host,
                                        economy.TargetFacts(state, host), unique_checked=True)
            if why is not None:  # [CE › ATTACHMENTS] C: it fails to enter play
                del state.cards[d.id]
                state.definitions_changed()
                events.append(Note((card_id,), text=f"The created card cannot attach ({why}):"
                                                    " it never exists"))
                continue
            moves.attach(state, card, host)
        until = effect.get("until")
        if until == "battle":
            state.delayed.append({"player": player, "card": d.id, "when": BATTLE_END,
                                  "effects": [{"op": "remove_from_game"}]})
        elif until == "resolution":
            state.delayed.append({"player": player, "card": d.id,
                                  "when": delayed.AFTER_RESOLUTION,
                                  "battlefield": state.attack.current if state.attack else None,
                                  "effects": [{"op": "remove_from_game", "target": "self"}]})
        elif until:  # applied at delayed.py's times, the card itself as "self"
            state.delayed.append({"player": player, "card": d.id,
                                  "when": DELAYED_UNTIL[until],
                                  "effects": [{"op": "remove_from_game", "target": "self"}]})
        events.append(CardEnteredPlay((d.id,), player=player, how="created"))
    return events


def _field(state: GameState, at: Any, side: str | None) -> int | None:
    """The battlefield a created Personality enters play at (``None``: its creator's home):
    ``battlefield``, the current one; ``trigger_card``, where the card the answered trigger is
    about is (the innermost window's first card; at home: its creator's home, the created
    card being his like the one "at the same location" in the Reactions that use it);
    :data:`_NOWHERE` when that place is no battlefield with a side for the creator."""
    if not at:
        return None
    att = state.attack
    if at == "trigger_card":
        w = state.windows[-1] if state.windows else None
        about = state.cards.get(w.cards[0]) if w is not None and w.cards else None
        if about is None or not about.zone.in_play:
            return _NOWHERE
        head = about
        while head.attached_to is not None and head.attached_to in state.cards:
            head = state.cards[head.attached_to]
        if head.battlefield is None:
            return None
        return head.battlefield if side is not None else _NOWHERE
    return att.current if side is not None and att is not None and att.current is not None \
        else _NOWHERE


def battle_ended(state: GameState) -> list[Event]:
    """The battle ended: the created cards to be removed "after this battle ends" leave the
    game (one still in play; its attachments are discarded) [CE › DELAYED EFFECTS]."""
    due = [d for d in state.delayed if d["when"] == BATTLE_END]
    if not due:
        return []
    state.delayed = [d for d in state.delayed if d["when"] != BATTLE_END]
    events: list[Event] = []
    for d in due:
        c = state.cards.get(d["card"])
        if c is None or not c.zone.in_play:
            continue
        for a in list(c.attachments):
            events += moves.discard(state, a)
        was = c.zone.value
        moves.move(state, c.id, _Z_REMOVED)
        events.append(CardMoved((c.id,), from_zone=was, to_zone=_Z_REMOVED.value))
    return events


def _host(state: GameState, card_id: str, effect: dict[str, Any],
          targets: tuple[str, ...]) -> str | None:
    tgt = effect.get("target")
    if tgt is None:
        return None
    if isinstance(tgt, int):
        cid = targets[tgt] if tgt < len(targets) else None
    elif tgt == "self":
        cid = card_id
    else:
        cid = state.cards[card_id].attached_to
    if cid is None:
        return None
    c = state.cards[cid]
    return cid if c.zone.in_play and c.definition.type is CardType.PERSONALITY else None
