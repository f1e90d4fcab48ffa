"""Scenario helpers for LCG engine tests: small original test cards, two test decks, and
``game_at(...)`` which plays setup with fixed choices and then edits the state in place.

Every card here is our own invention for tests (never FFG text).
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.lcg.actions import ChooseStrongholdProvince, Mulligan
from l5r_desktop.games.lcg.cards import LcgCardDef, LcgType, Side
from l5r_desktop.games.lcg.game import Game
from l5r_desktop.games.lcg.setup import GameSetup, PlayerDeck
from l5r_desktop.games.lcg.state import CardState, LcgState


def card(cid: str, type_: LcgType, side: Side, **kw: Any) -> LcgCardDef:
    """A test card definition (id ``t:<cid>``)."""
    return LcgCardDef(id="t:" + cid, name=kw.pop("name", cid.replace("-", " ").title()),
                      type=type_, side=side, **kw)


KEEP = card("keep", LcgType.STRONGHOLD, Side.STRONGHOLD, honor=10, fate=7, influence=10,
            strength_bonus=2)
PROVS = [card(f"prov-{e}", LcgType.PROVINCE, Side.PROVINCE, strength=3, element=(e,))
         for e in ("air", "earth", "fire", "water", "void")]
SPEARMAN = card("spearman", LcgType.CHARACTER, Side.DYNASTY, cost=1, military=2, political=0,
                glory=1, traits=("Bushi",))
SCRIBE = card("scribe", LcgType.CHARACTER, Side.DYNASTY, cost=2, military=None, political=3,
              glory=2, traits=("Courtier",))
CAPTAIN = card("captain", LcgType.CHARACTER, Side.DYNASTY, cost=3, military=4, political=2,
               glory=2, unique=True, keywords=("pride",))
SHADOW = card("shadow", LcgType.CHARACTER, Side.DYNASTY, cost=2, military=2, political=1,
              glory=0, keywords=("covert",))
ENVOY = card("envoy", LcgType.CHARACTER, Side.DYNASTY, cost=2, military=1, political=2,
             glory=1, keywords=("courtesy", "sincerity"))
GRANARY = card("granary", LcgType.HOLDING, Side.DYNASTY, strength_bonus=1,
               abilities=({"timing": "action", "cost": {"bow_self": True},
                           "effects": [{"op": "gain_fate", "amount": 1}]},))
BLADE = card("blade", LcgType.ATTACHMENT, Side.CONFLICT, cost=0, military_bonus=2,
             political_bonus=0, keywords=("restricted",))
CHARM = card("charm", LcgType.ATTACHMENT, Side.CONFLICT, cost=1, military_bonus=0,
             political_bonus=2, keywords=("ancestral",))
RECRUIT = card("recruit", LcgType.CHARACTER, Side.CONFLICT, cost=1, military=1, political=1,
               glory=1)
RALLY_CRY = card("rally-cry", LcgType.EVENT, Side.CONFLICT, cost=0,
                 abilities=({"timing": "action", "conflict": "any",
                             "targets": [{"controller": "you", "participating": True}],
                             "effects": [{"op": "skill", "target": 0, "military": 2,
                                          "duration": "conflict"}]},))
SHAME = card("shame", LcgType.EVENT, Side.CONFLICT, cost=1,
             abilities=({"timing": "action",
                         "targets": [{"controller": "opponent"}],
                         "effects": [{"op": "dishonor", "target": 0},
                                     {"op": "then", "effects": [
                                         {"op": "draw", "amount": 1}]}]},))

WARDEN = card("warden", LcgType.CHARACTER, Side.DYNASTY, cost=2, military=2, political=2,
               glory=1, abilities=({"timing": "reaction",
                                    "trigger": {"event": "conflict_won", "side": "you"},
                                    "participating": True,
                                    "effects": [{"op": "gain_honor", "amount": 1}]},))
NAY = card("nay", LcgType.EVENT, Side.CONFLICT, cost=1,
           abilities=({"timing": "interrupt", "cancel": True,
                       "trigger": {"event": "ability_initiated", "side": "opponent"},
                       "effects": []},))

DUELIST = card("duelist", LcgType.CHARACTER, Side.DYNASTY, cost=3, military=3, political=2,
                glory=1, abilities=({
                    "timing": "action", "conflict": "any", "participating": True,
                    "targets": [{"controller": "opponent", "participating": True}],
                    "effects": [{"op": "duel", "type": "military", "challenger": "self",
                                 "target": 0, "winner": [{"op": "honor", "target": 0}],
                                 "loser": [{"op": "bow", "target": 0}]}]},))

# Cards of the random trigger decks using the later vocabulary (keywords gained, rings
# resolved, provinces broken by abilities, ring-claimed reactions of a role card).
GALE_ROLE = card("gale-role", LcgType.ROLE, Side.ROLE,
                 abilities=({"timing": "reaction",
                             "trigger": {"event": "ring_claimed", "side": "you", "ring": "air"},
                             "effects": [{"op": "gain_fate", "amount": 1}]},))
TEMPEST = card("tempest", LcgType.EVENT, Side.CONFLICT, cost=1,
               abilities=({"timing": "action", "conflict": "any",
                           "effects": [{"op": "resolve_ring", "ring": "contested"}]},))
SAPPER = card("sapper", LcgType.EVENT, Side.CONFLICT, cost=3,
              abilities=({"timing": "action", "conflict": "military", "condition":
                          {"attacking": True},
                          "effects": [{"op": "break_province", "target": "conflict"}]},))
BANNER = card("banner", LcgType.ATTACHMENT, Side.CONFLICT, cost=1,
              abilities=({"timing": "constant", "attach_to": {"controller": "you"}},
                         {"timing": "constant", "effects": [
                             {"op": "gain_keyword", "keyword": "pride", "target": "host"},
                             {"op": "skill", "military": 1, "target": "host"}]}))
# ... and interrupts to effects, forced interrupts, "cannot", the fate phase's reactions.
STALWART = card("stalwart", LcgType.CHARACTER, Side.DYNASTY, cost=2, military=2, political=1,
                glory=1, abilities=(
                    {"timing": "interrupt",
                     "trigger": {"event": "character_leaves_play", "self": True},
                     "effects": [{"op": "instead", "target": "self", "do": "bow"}]},
                    {"timing": "reaction", "trigger": {"event": "fate_phase_begins"},
                     "effects": [{"op": "place_fate", "target": "self"}]}))
BANISH = card("banish", LcgType.EVENT, Side.CONFLICT, cost=2,
              abilities=({"timing": "action",
                          "targets": [{"controller": "opponent", "max_cost": 2}],
                          "effects": [{"op": "discard_card", "target": 0},
                                      {"op": "then", "effects": [
                                          {"op": "cannot", "target": 0, "what": "participate",
                                           "duration": "round"}]}]},))
MOURNER = card("mourner", LcgType.CHARACTER, Side.DYNASTY, cost=1, military=1, political=1,
               glory=0, abilities=({"timing": "forced_interrupt",
                                    "trigger": {"event": "character_leaves_play",
                                                "self": True},
                                    "effects": [{"op": "draw", "amount": 1}]},))
MARSHAL = card("marshal", LcgType.CHARACTER, Side.DYNASTY, cost=3, military=2, political=2,
               glory=1, traits=("Bushi",), abilities=({
                   "timing": "constant", "effects": [
                       {"op": "skill", "military": {"per": "claimed_rings"},
                        "each": {"controller": "you", "trait": "Bushi", "not_self": True}},
                       {"op": "cannot", "what": "defend", "conflict": "political",
                        "each": {"controller": "opponent", "bowed": False,
                                 "participating": False}}]},))

# ... and effects the framework resolves on its own that interrupts answer (nested windows):
# a delayed bow, a duel whose loser is bowed and discarded, forced reactions and interrupts.
CURSE = card("curse", LcgType.EVENT, Side.CONFLICT, cost=0,
             abilities=({"timing": "action", "targets": [{"controller": "opponent"}],
                         "effects": [{"op": "delayed", "at": "conflict", "effects": [
                             {"op": "bow", "target": 0},
                             {"op": "then", "effects": [{"op": "draw", "amount": 1}]}]}]},))
BRAVO = card("bravo", LcgType.CHARACTER, Side.DYNASTY, cost=3, military=3, political=1,
             glory=1, abilities=({
                 "timing": "action", "conflict": "any", "participating": True,
                 "targets": [{"controller": "opponent", "participating": True}],
                 "effects": [{"op": "duel", "type": "military", "challenger": "self",
                              "target": 0, "winner": [{"op": "gain_honor", "amount": 1}],
                              "loser": [{"op": "bow", "target": 0},
                                        {"op": "discard_card", "target": 0}]}]},))
SENTRY = card("sentry", LcgType.CHARACTER, Side.DYNASTY, cost=2, military=2, political=1,
              glory=1, abilities=(
                  {"timing": "forced_reaction",
                   "trigger": {"event": "conflict_won", "side": "you"},
                   "effects": [{"op": "dishonor", "target": "self"}]},
                  {"timing": "forced_interrupt",
                   "trigger": {"event": "character_leaves_play", "self": True},
                   "effects": [{"op": "bow", "target": "self"}]},
                  {"timing": "interrupt", "cancel": True,
                   "trigger": {"event": "card_bowed", "side": "you"},
                   "cost": {"honor": 1}, "effects": []},
                  {"timing": "interrupt", "cancel": True,
                   "trigger": {"event": "card_dishonored", "side": "you"},
                   "cost": {"bow_self": True}, "effects": []}))

# ... and the later vocabulary: "would" interrupts, a choice with effects after it, deck
# searches, blanking, control changes, ring elements, honor-bid changes.
STEADY = card("steady", LcgType.CHARACTER, Side.DYNASTY, cost=2, military=2, political=2,
              glory=1, abilities=(
                  {"timing": "interrupt",
                   "trigger": {"event": "character_leaves_play", "self": True, "would": True},
                   "effects": [{"op": "instead", "target": "self", "do": "bow"}]},
                  {"timing": "interrupt", "trigger": {"event": "character_leaves_play"},
                   "effects": [{"op": "gain_honor", "amount": 1}]}))
SPARK = card("spark", LcgType.EVENT, Side.CONFLICT, cost=0,
             abilities=({"timing": "action", "conflict": "any",
                         "effects": [{"op": "resolve_ring", "ring": "contested"},
                                     {"op": "draw", "amount": 1}]},))
SEEK = card("seek", LcgType.EVENT, Side.CONFLICT, cost=0,
            abilities=({"timing": "action",
                        "effects": [{"op": "search_deck", "top": 3, "rest": "bottom",
                                     "filter": {"type": "event"}},
                                    {"op": "then", "effects": [{"op": "gain_fate"}]}]},))
HUSH = card("hush", LcgType.EVENT, Side.CONFLICT, cost=1,
            abilities=({"timing": "action", "targets": [{"controller": "opponent"}],
                        "effects": [{"op": "blank", "target": 0, "duration": "phase"}]},))
LURE = card("lure", LcgType.EVENT, Side.CONFLICT, cost=2,
            abilities=({"timing": "action", "conflict": "any",
                        "targets": [{"controller": "opponent", "participating": True}],
                        "effects": [{"op": "take_control", "target": 0,
                                     "duration": "conflict"}]},))
FUSE = card("fuse", LcgType.EVENT, Side.CONFLICT, cost=0,
            abilities=({"timing": "action", "conflict": "any",
                        "effects": [{"op": "ring_element", "element": "fire"},
                                    {"op": "modify_bid", "player": "opponent",
                                     "amount": -1, "duration": "round"}]},
                       {"timing": "action", "conflict": "any", "limit_as": 0,
                        "effects": [{"op": "switch_ring", "ring": "choose"}]}))

# ... and this session's vocabulary: interrupts before costs, permissions to play cards as if
# in hand, a character played as an attachment, looking at hands, player replacements, a
# province aura, a cancel to a conflict's declaration.
MILLER = card("miller", LcgType.CHARACTER, Side.DYNASTY, cost=1, military=1, political=1,
              glory=0, abilities=(
                  {"timing": "action", "cost": {"bow_self": True},
                   "effects": [{"op": "gain_fate", "amount": 1}]},
                  {"timing": "interrupt", "trigger": {"event": "card_bowed", "side": "opponent"},
                   "effects": [{"op": "gain_honor", "amount": 1}]}))
PATRON = card("patron", LcgType.CHARACTER, Side.DYNASTY, cost=2, military=1, political=2,
              glory=1, abilities=(
                  {"timing": "constant", "play_as_hand": {"zone": "provinces",
                                                          "type": "character",
                                                          "during_conflict": True}},
                  {"timing": "constant", "effects": [
                      {"op": "strength", "amount": -1,
                       "each": {"controller": "opponent", "attacked": True}}]}))
WALL = card("wall", LcgType.CHARACTER, Side.DYNASTY, cost=2, military=1, political=1, glory=1,
            abilities=({"timing": "interrupt", "cancel": True,
                        "trigger": {"event": "conflict_declared", "side": "opponent"},
                        "cost": {"bow_self": True}, "effects": []},))
RECALL = card("recall", LcgType.EVENT, Side.CONFLICT, cost=0,
              abilities=({"timing": "action",
                          "targets": [{"type": "card_in_discard", "controller": "you"}],
                          "effects": [{"op": "may_play", "target": 0}]},))
PEEK = card("peek", LcgType.EVENT, Side.CONFLICT, cost=0,
            abilities=({"timing": "action",
                        "effects": [{"op": "look_at", "what": "hand", "count": 2,
                                     "random": True},
                                    {"op": "instead", "player": "you", "event": "lose_honor",
                                     "do": "nothing"}]},))
CHAMELEON = card("chameleon", LcgType.CHARACTER, Side.CONFLICT, cost=3, military=3,
                 political=1, glory=2, abilities=(
                     {"timing": "constant", "play_as_attachment": {
                         "cost_change": -2, "attach_to": {"controller": "you"}}},
                     {"timing": "constant", "effects": [
                         {"op": "skill", "military": 1, "target": "host"}]}))

DYNASTY = [SPEARMAN] * 3 + [SCRIBE] * 3 + [CAPTAIN] * 2 + [SHADOW] * 3 + [ENVOY] * 3 \
    + [GRANARY] * 2
CONFLICT = [BLADE] * 3 + [CHARM] * 2 + [RECRUIT] * 3 + [RALLY_CRY] * 3 + [SHAME] * 3


def deck(name: str = "Test", triggers: bool = False, extended: bool = False,
         nested: bool = False) -> PlayerDeck:
    """A small test deck (``triggers``: with reactions, a cancel event, a role card, ring and
    province effects, for random games; scenario tests keep hands without interrupts).
    ``extended`` (with ``triggers``) adds interrupts to effects, a forced interrupt and
    "cannot"; the plain trigger decks stay as they are (seeded UI tests replay games with
    them). ``nested`` (with ``extended``) adds effects the framework resolves on its own
    that interrupts answer (a delayed effect, a duel's result, forced abilities) and the
    later vocabulary (would interrupts, choices with effects after them, searches, blank,
    control, ring elements, bid changes) and this session's (interrupts before costs,
    permissions, a character as an attachment, looks, player replacements, a province aura,
    a canceled declaration)."""
    extra_d, extra_c = ([WARDEN] * 2 + [DUELIST] * 2,
                        [NAY] * 2 + [TEMPEST, SAPPER] + [BANNER] * 2) if triggers else ([], [])
    if triggers and extended:
        extra_d += [STALWART] * 2 + [MOURNER] * 2 + [MARSHAL] * 2
        extra_c += [BANISH] * 2
    if triggers and extended and nested:
        extra_d += [BRAVO] * 2 + [SENTRY] * 3 + [STALWART] + [STEADY] * 2
        extra_c += [CURSE] * 3 + [SPARK, SEEK, HUSH, LURE, FUSE] * 2
        extra_d += [MILLER] * 2 + [PATRON] * 2 + [WALL]
        extra_c += [RECALL, PEEK] * 2 + [CHAMELEON] * 2
    return PlayerDeck(name, KEEP, list(PROVS), [*extra_d, *DYNASTY], [*extra_c, *CONFLICT],
                      role=GALE_ROLE if triggers else None)


def setup(seed: int = 1, triggers: bool = False, extended: bool = False,
          nested: bool = False) -> GameSetup:
    """Two test decks."""
    return GameSetup([deck("A", triggers, extended, nested),
                      deck("B", triggers, extended, nested)], seed=seed)


def started(seed: int = 1) -> Game:
    """A game past setup (each player's stronghold on his fifth province, no mulligans): the
    first dynasty phase waits for the first player."""
    g = Game.new(setup(seed))
    for _ in range(2):
        p = g.waiting_for
        assert p is not None
        g.perform(ChooseStrongholdProvince(p, g.state.players[p].provinces[-1]))
    for _ in range(4):
        p = g.waiting_for
        assert p is not None
        g.perform(Mulligan(p, ()))
    return g


def put(s: LcgState, p: int, d: LcgCardDef, zone: str = "play", **kw: Any) -> str:
    """Add a new card of definition ``d`` for player ``p`` into ``zone`` (play, hand) and return
    its uid (the definition is added to the state's defs)."""
    s.defs[d.id] = d
    uid = f"{'AB'[p]}x{len(s.cards)}"
    c = CardState(uid, d.id, p, p, zone, **kw)
    s.cards[uid] = c
    if zone == "play":
        s.players[p].characters.append(uid)
    elif zone == "hand":
        s.players[p].hand.append(uid)
    return uid


def board(seed: int = 1) -> Game:
    """A started game in the first dynasty phase with P1 (index 0) first and to act."""
    g = started(seed)
    s = g.state
    if s.first_player != 0:
        s.first_player = 0
    s.turn = 0
    g.invalidate()
    return g


def conflict_at(g: Game, attackers: list[str], defenders: list[str], *, ctype: str = "military",
                ring: str = "air", province: str | None = None, attacker: int = 0) -> None:
    """Put the game in the conflict action window of a declared conflict (defender to act)."""
    from l5r_desktop.games.lcg.state import Conflict

    s = g.state
    s.phase = "conflict"
    prov = province or s.players[1 - attacker].provinces[0]
    s.conflict = Conflict(attacker, ctype, ring, prov, list(attackers), list(defenders),
                          declared=True)
    s.window = {"kind": "conflict", "passes": 0}
    s.step = "action_window"
    s.turn = 1 - attacker
    s.pending = {"declarer": attacker}
    g.invalidate()


def declare(g: Game, ctype: str, ring: str, province: str, p: int = 0) -> None:
    """Put the game at ``p``'s conflict declaration and declare (attackers are chosen next)."""
    from l5r_desktop.games.lcg.actions import DeclareConflict

    s = g.state
    s.phase, s.step, s.turn, s.pending = "conflict", "declare", p, {"declarer": p}
    g.invalidate()
    g.perform(DeclareConflict(p, ctype, ring, province))


def pass_window(g: Game) -> list:
    """Both players pass the open action window (auto-passes included); returns events."""
    from l5r_desktop.games.lcg.actions import Pass

    events: list = []
    kind = g.state.window.get("kind")
    while g.state.step == "action_window" and g.state.window.get("kind") == kind \
            and g.winner is None:
        p = g.waiting_for
        assert p is not None
        events += g.perform(Pass(p))
    return events


def action_event(cid: str, *effects: dict, targets: list | None = None, **rec: Any
                 ) -> LcgCardDef:
    """A conflict-deck event costing 0 whose one Action ability has ``effects`` (and
    ``targets``, and any other record field in ``rec``)."""
    return card(cid, LcgType.EVENT, Side.CONFLICT, cost=0,
                abilities=({"timing": "action", "targets": targets or [],
                            "effects": list(effects), **rec},))


def character(cid: str, *abilities: dict, **kw: Any) -> LcgCardDef:
    """A dynasty character (cost 2, 2 military, 2 political, glory 1 unless ``kw`` says)
    with ``abilities``."""
    stats = {"cost": 2, "military": 2, "political": 2, "glory": 1, **kw}
    return card(cid, LcgType.CHARACTER, Side.DYNASTY, abilities=abilities, **stats)
