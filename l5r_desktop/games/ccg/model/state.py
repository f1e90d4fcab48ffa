"""Game state: the whole game, with exact dicts (a card's state is in ``card_state.py``, a
player's in ``player_state.py``, both re-exported here; the attack in ``battle_state.py``).

Everything here is plain data. Rules live in other modules; ``GameState.to_dict()`` /
``GameState.from_dict()`` round-trip exactly (card definitions are stored once, by id), and
``GameState.clone()`` is a cheap structural copy used for undo snapshots.
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.core.windows import Window
from l5r_desktop.games.ccg.model.battle_state import AttackState, DuelState
from l5r_desktop.games.ccg.model.card_state import CardState, Modifier
from l5r_desktop.games.ccg.model.cards import CardDef, ability_keys
from l5r_desktop.games.ccg.model.ids import Automation, Duration, Phase, Step
from l5r_desktop.games.ccg.model.player_state import PlayerState
from l5r_desktop.games.ccg.model.profiles import RulesProfile, get_profile

# Enum members bound to module names: a look-up on an enum class goes through
# EnumType's __getattr__ hook, several times slower, and these run in the hot paths.
_P_SETUP = Phase.SETUP
_S_NONE = Step.NONE


_GAME_OVER = Phase.GAME_OVER
_LOSS_ORDER = Step.LOSS_ORDER
_D_PHASE = Duration.PHASE
_D_WHILE_SOURCE = Duration.WHILE_SOURCE
_D_BATTLE = Duration.BATTLE


def _reaction_from_dict(r: dict[str, Any]) -> dict[str, Any]:
    """A waiting Seppuku Reaction (``GameState.reactions``); ``resume`` (an action's dict) is
    the action whose Honor cost waits for it."""
    out: dict[str, Any] = {
        "player": int(r["player"]), "amount": int(r["amount"]),
        "candidates": [str(c) for c in r["candidates"]], "reason": str(r["reason"]),
        "sources": [str(c) for c in r["sources"]]}
    if r.get("resume") is not None:
        out["resume"] = {str(k): (list(v) if isinstance(v, (list, tuple)) else v)
                         for k, v in dict(r["resume"]).items()}
    return out


def _option_from_dict(o: dict[str, Any]) -> dict[str, Any]:
    """A waiting optional choice (``GameState.options``, ``cardtext/optional.py``); for a card
    chosen from a deck, the cards offered (``cardtext/deck_choices.py``)."""
    return {"player": int(o["player"]), "card": str(o["card"]),
            "targets": [str(t) for t in o["targets"]],
            "effects": [dict(e) for e in o["effects"]], "action": bool(o["action"]),
            "manual": bool(o["manual"]),
            # the player the action chose (player_targets.py); the cards it bowed before
            # the choice (resolution_triggers.py)
            **({"target_player": int(o["target_player"])} if "target_player" in o else {}),
            **({"bowed": [str(c) for c in o["bowed"]]} if o.get("bowed") else {}),
            # the cards whose unit moved before the choice (effect_conditions.py)
            **({"moved": [str(c) for c in o["moved"]]} if o.get("moved") else {}),
            # what the action did before the choice (cardtext/action_memory.py)
            **({"did": _did_from_dict(o["did"])} if o.get("did") else {}),
            **({"pick": [str(c) for c in o["pick"]], "none": bool(o.get("none")),
                "ask": str(o.get("ask", ""))} if "pick" in o else {}),
            # another player choosing: the one taking the action (cardtext/player_picks.py)
            **({"resolver": int(o["resolver"])} if "resolver" in o else {})}


def _did_from_dict(d: dict[str, Any]) -> dict[str, Any]:
    """What a paused action did so far (``cardtext/action_memory.py``): its timing, keywords,
    Battle or not, targets, and the cards found (each a small dict of plain values)."""
    return {"timing": str(d["timing"]), "keywords": [str(k) for k in d["keywords"]],
            "battle": bool(d["battle"]), "targets": [str(t) for t in d["targets"]],
            "found": [{"verb": str(f["verb"]), "card": str(f["card"]),
                       "controller": int(f["controller"]), "targeted": bool(f["targeted"]),
                       "to": int(f["to"])} for f in d.get("found", [])]}


def _memory_from_dict(m: dict[str, Any]) -> dict[str, Any]:
    """This turn's facts (``GameState.memory``, ``cardtext/turn_memory.py``): the turn, and
    per fact a list of keys."""
    return {k: (int(v) if k == "turn" else [str(x) for x in v]) for k, v in m.items()}


def _delayed_from_dict(d: dict[str, Any]) -> dict[str, Any]:
    """A delayed effect waiting for its time (``GameState.delayed``, ``cardtext/delayed.py``)."""
    return {"player": int(d["player"]), "card": str(d["card"]), "when": str(d["when"]),
            "effects": [dict(e) for e in d["effects"]],
            # the action's cards its effects name; the battle it waits for
            **({"targets": [str(c) for c in d["targets"]]} if d.get("targets") else {}),
            **({"battlefield": int(d["battlefield"])} if "battlefield" in d else {}),
            # a trait an Event or action left (cardtext/lasting.py): its trigger, once or
            # turns left, how long it lasts, the targeted card it is about
            **({"trigger": dict(d["trigger"])} if "trigger" in d else {}),
            **({"once": True} if d.get("once") else {}),
            **({"turns": int(d["turns"])} if "turns" in d else {}),
            **({"until": str(d["until"])} if "until" in d else {}),
            **({"on": str(d["on"])} if "on" in d else {}),
            **({"trigger_player": str(d["trigger_player"])} if "trigger_player" in d else {})}


def _resolving_from_dict(r: dict[str, Any]) -> dict[str, Any]:
    """An action waiting for the Reactions to its targeting (``GameState.resolving``,
    ``cardtext/negation.py``)."""
    return {"card": str(r["card"]), "ability": int(r["ability"]), "player": int(r["player"]),
            "targets": [str(t) for t in r.get("targets", [])],
            **({"stage": str(r["stage"])} if r.get("stage") else {}),
            **({"where": str(r["where"]), "discard_after": bool(r.get("discard_after"))}
               if "where" in r else {}),  # costs paid: "before the resolution" (negation.py)
            # taken as an additional action (negation.hold_paid); the delayed effects of the
            # Interrupts taken to it (interrupts.py: "<effects> after it resolves")
            **({"additional": True} if r.get("additional") else {}),
            **({"after": [dict(a) for a in r["after"]]} if r.get("after") else {}),
            # the action itself while a triggered trait on its targeting waits for a choice
            **({"action": dict(r["action"])} if r.get("action") else {}),  # (targeted_traits)
            "negate": [{"on": str(n["on"]),
                        **({"what": [str(w) for w in n["what"]]} if n.get("what") else {}),
                        **({"controller": int(n["controller"]), "type": str(n["type"])}
                           if "type" in n else {}),
                        **{k: int(n[k]) for k in ("strength", "reduce") if k in n}}
                       for n in r.get("negate", [])]}


class GameState:
    """The whole game at one moment. Read it freely; change it only through ``Game.perform``."""

    __slots__ = (
        "_memo",
        "ability_keys",
        "active",
        "attack",
        "automation",
        "battle_effects",
        "cards",
        "cursor",
        "delayed",
        "duel",
        "first_player",
        "memory",
        "options",
        "passes",
        "pending",
        "phase",
        "phase_effects",
        "players",
        "priority",
        "profile",
        "profile_name",
        "reactions",
        "resolving",
        "rng_state",
        "source_effects",
        "step",
        "turn",
        "turn_cap",
        "victory",
        "windows",
        "winner",
    )

    def __init__(self, profile: str = "celestial",
                 automation: Automation = Automation.ENFORCED) -> None:
        self.profile_name = profile
        #: The game's :class:`RulesProfile` (an attribute, not a property: read in every
        #: hot path, and a property costs a call).
        self.profile: RulesProfile = get_profile(profile)
        self.automation = automation
        self.turn = 0
        self.active = 0
        self.first_player = 0
        self.phase = _P_SETUP
        self.step = _S_NONE
        self.priority = 0
        self.passes = 0
        self.rng_state = 0
        self.cards: dict[str, CardState] = {}
        self.players: list[PlayerState] = []
        self.winner: int | None = None
        self.victory: str | None = None
        self.attack: AttackState | None = None
        #: Cards whose text the players are resolving with the toolkit: (card id, player).
        self.pending: list[tuple[str, int]] = []
        self.turn_cap: int | None = None
        #: Where a paused procedure resumes (the next province in the Events Phase).
        self.cursor = 0
        #: Honor losses waiting for the loser's Seppuku Reaction decision: dicts with
        #: ``player``, ``amount``, ``candidates`` (Personality ids), ``reason``, ``sources``.
        self.reactions: list[dict[str, Any]] = []
        #: Optional effects waiting for the resolving player's choice (``cardtext/optional``).
        self.options: list[dict[str, Any]] = []
        #: The ongoing challenge or duel (engine II, ``duels.py``).
        self.duel: DuelState | None = None
        #: Open trigger windows, innermost last (``core/windows.py``, ``cardtext/triggers.py``).
        self.windows: list[Window] = []
        #: Actions waiting between their targeting and their costs and effects, for the
        #: Reactions to their targeting, innermost last (``cardtext/negation.py``).
        self.resolving: list[dict[str, Any]] = []
        #: Delayed effects waiting for their time ("after your next turn begins"), in the
        #: order they were activated (``cardtext/delayed.py``).
        self.delayed: list[dict[str, Any]] = []
        #: What happened this turn, as cards ask about it ("has won a duel this turn"):
        #: ``{"turn": N, <fact>: [keys]}`` (``cardtext/turn_memory.py``).
        self.memory: dict[str, Any] = {}
        #: What the abilities of every card in the game can answer or prevent
        #: (:func:`~.cards.ability_keys` of the game's definitions): a quick "could any card
        #: respond?" filter, read in hot paths (a plain attribute). Kept current by
        #: :meth:`definitions_changed`, which whatever adds or removes cards, or changes a
        #: definition, calls (setup, loads, created cards, given abilities).
        self.ability_keys: frozenset[tuple[str, str]] = frozenset()
        #: A memo for what the rules derive from :attr:`ability_keys` (:meth:`ability_memo`).
        self._memo: dict[Any, Any] = {}
        #: An effect "until the current phase ends" (a modifier of duration ``phase``) may be
        #: on a card: set by :func:`lasting` where such a modifier is made, and by a load
        #: (``from_dict``, positions); ``turn/steps.phase_ended`` looks at the cards only
        #: then, and clears it. Not saved (derived; a loaded game looks once).
        self.phase_effects = False
        #: A modifier lasting "while its source remains in play" (duration ``while_source``)
        #: may be on a card: set by :func:`lasting` and by a load; a card leaving play looks
        #: for the modifiers it applied only then (``moves.put``). Not saved (derived).
        self.source_effects = False
        #: A modifier lasting until the battle ends (duration ``battle``) may be on a card: set
        #: by :func:`lasting` and by a load; a battle's Final Steps look at the cards only then,
        #: and clear it (``attack/resolution.final_steps``). Not saved (derived).
        self.battle_effects = False

    @property
    def game_over(self) -> bool:
        """True once somebody has won (or the turn cap ended the game); not while the active
        player still chooses who loses first (``Step.LOSS_ORDER``)."""
        return self.phase is _GAME_OVER and self.step is not _LOSS_ORDER

    def definitions_changed(self) -> None:
        """The game's cards, or a card's definition, changed (the cards of a new or loaded
        game, a created card, an effect that gave keywords or abilities: ``CardState.give``):
        :attr:`ability_keys` is read again from the definitions and the memo starts afresh."""
        defs = {id(c.definition): c.definition for c in self.cards.values()}.values()
        self.ability_keys = ability_keys(defs)
        self._memo = {}

    def mark_loaded_effects(self) -> None:
        """A loaded game's cards may carry effects until the phase ends, while their source
        remains in play, or until the battle ends: the next such end looks at them once
        (the marks are derived, not saved)."""
        self.phase_effects = self.source_effects = self.battle_effects = True

    def ability_memo(self) -> dict[Any, Any]:
        """A memo for what the rules derive from :attr:`ability_keys` (shared by clones: the
        same cards have the same definitions; a new one after :meth:`definitions_changed`)."""
        return self._memo

    @property
    def halted(self) -> bool:
        """True when play has stopped: the game is over or waits for the loss order (the
        engine's procedures stop on this)."""
        return self.phase is _GAME_OVER

    def card(self, card_id: str) -> CardState:
        """The card with this id (``KeyError`` if unknown)."""
        return self.cards[card_id]

    def title(self, card_id: str) -> str:
        """Title of a card id, or the id itself when unknown."""
        c = self.cards.get(card_id)
        return c.definition.title if c is not None else card_id

    def opponents(self, player: int) -> list[int]:
        """Other players still in the game, in turn order from ``player``."""
        players = self.players
        n = len(players)
        if n == 2:  # the usual table: the other player, unless he is out
            other = (player + 1) % 2
            return [] if players[other].eliminated else [other]
        return [(player + k) % n for k in range(1, n) if not players[(player + k) % n].eliminated]

    def next_player(self, player: int) -> int:
        """The next player to the left who is still in the game."""
        players = self.players
        n = len(players)
        for k in range(1, n):
            i = (player + k) % n
            if not players[i].eliminated:
                return i
        return player

    def clone(self) -> GameState:
        """Structural copy for undo snapshots (definitions shared, everything else copied)."""
        g = GameState.__new__(GameState)
        g.profile_name = self.profile_name
        g.profile = self.profile
        g.ability_keys = self.ability_keys  # the same cards, the same definitions
        g._memo = self._memo
        g.automation = self.automation
        g.turn = self.turn
        g.active = self.active
        g.first_player = self.first_player
        g.phase = self.phase
        g.phase_effects = self.phase_effects
        g.source_effects = self.source_effects
        g.battle_effects = self.battle_effects
        g.step = self.step
        g.priority = self.priority
        g.passes = self.passes
        g.rng_state = self.rng_state
        g.cards = {k: c.copy() for k, c in self.cards.items()}
        g.players = [p.copy() for p in self.players]
        g.winner = self.winner
        g.victory = self.victory
        g.attack = self.attack.copy() if self.attack is not None else None
        g.pending = list(self.pending)
        g.turn_cap = self.turn_cap
        g.cursor = self.cursor
        g.reactions = [{**r, "candidates": list(r["candidates"]),
                        "sources": list(r["sources"])} for r in self.reactions]
        g.options = [_option_from_dict(o) for o in self.options]
        g.duel = self.duel.copy() if self.duel is not None else None
        g.windows = list(self.windows)  # frozen windows: a new list is a copy
        g.resolving = [_resolving_from_dict(r) for r in self.resolving]
        g.delayed = [_delayed_from_dict(d) for d in self.delayed]
        g.memory = _memory_from_dict(self.memory)
        return g

    def definitions(self) -> dict[str, CardDef]:
        """Every card definition used in this game, by definition id."""
        return {c.printed.id: c.printed for c in self.cards.values()}

    def to_dict(self) -> dict[str, Any]:
        """Exact JSON form: ``GameState.from_dict(s.to_dict()).to_dict() == s.to_dict()``."""
        return {
            "profile": self.profile_name,
            "automation": self.automation.value,
            "turn": self.turn,
            "active": self.active,
            "first_player": self.first_player,
            "phase": self.phase.value,
            "step": self.step.value,
            "priority": self.priority,
            "passes": self.passes,
            "rng_state": self.rng_state,
            "winner": self.winner,
            "victory": self.victory,
            "turn_cap": self.turn_cap,
            "cursor": self.cursor,
            "reactions": [_reaction_from_dict(r) for r in self.reactions],
            "attack": self.attack.to_dict() if self.attack is not None else None,
            "pending": [[c, p] for c, p in self.pending],
            "players": [p.to_dict() for p in self.players],
            "definitions": {k: d.to_dict() for k, d in sorted(self.definitions().items())},
            "cards": [c.to_dict() for c in self.cards.values()],
            **({"duel": self.duel.to_dict()} if self.duel is not None else {}),
            **({"options": [_option_from_dict(o) for o in self.options]}
               if self.options else {}),
            **({"windows": [w.to_dict() for w in self.windows]} if self.windows else {}),
            **({"resolving": [_resolving_from_dict(r) for r in self.resolving]}
               if self.resolving else {}),
            **({"delayed": [_delayed_from_dict(d) for d in self.delayed]}
               if self.delayed else {}),
            **({"memory": _memory_from_dict(self.memory)} if self.memory else {}),
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> GameState:
        """Inverse of :meth:`to_dict`; raises ``ValueError`` (``PositionError``) when malformed."""
        from l5r_desktop.core.errors import PositionError

        try:
            g = cls(str(data["profile"]), Automation(data["automation"]))
            g.turn = int(data["turn"])
            g.active = int(data["active"])
            g.first_player = int(data.get("first_player", 0))
            g.phase = Phase(data["phase"])
            g.step = Step(data.get("step", ""))
            g.priority = int(data.get("priority", g.active))
            g.passes = int(data.get("passes", 0))
            g.rng_state = int(data["rng_state"])
            g.winner = data.get("winner")
            g.victory = data.get("victory")
            g.turn_cap = data.get("turn_cap")
            g.cursor = int(data.get("cursor", 0))
            g.reactions = [_reaction_from_dict(r) for r in data.get("reactions", [])]
            g.options = [_option_from_dict(o) for o in data.get("options", [])]
            att = data.get("attack")
            g.attack = AttackState.from_dict(att) if att else None
            duel = data.get("duel")
            g.duel = DuelState.from_dict(duel) if duel else None
            g.pending = [(str(c), int(p)) for c, p in data.get("pending", [])]
            g.windows = [Window.from_dict(w) for w in data.get("windows", [])]
            g.resolving = [_resolving_from_dict(r) for r in data.get("resolving", [])]
            g.delayed = [_delayed_from_dict(d) for d in data.get("delayed", [])]
            g.memory = _memory_from_dict(data.get("memory", {}))
            defs = {k: CardDef.from_dict(v) for k, v in data["definitions"].items()}
            for cd in data["cards"]:
                card = CardState.from_dict(cd, defs)
                g.cards[card.id] = card
            g.players = [PlayerState.from_dict(p) for p in data["players"]]
            g.definitions_changed()
            g.mark_loaded_effects()
        except (KeyError, TypeError, ValueError, AttributeError) as exc:
            raise PositionError(f"malformed game state: {exc}") from exc
        return g


def lasting(state: GameState, name: str) -> Duration:
    """The :class:`Duration` named ``name`` (an effect's ``"duration"``) of a modifier about to
    be put on one of ``state``'s cards. "Until the current phase ends" marks the state
    (:attr:`GameState.phase_effects`), so that the phase's end looks for it
    [CE › DURATION OF EFFECTS: an effect lasts until the game time it names], and "while its
    source remains in play" marks it (:attr:`GameState.source_effects`) for a card leaving
    play, and "until the battle ends" (:attr:`GameState.battle_effects`) for the battle's end;
    every other duration ends at a turn's end, which looks at the cards anyway. Raises
    ``ValueError`` for an unknown name."""
    d = Duration(name)
    if d is _D_PHASE:
        state.phase_effects = True
    elif d is _D_WHILE_SOURCE:
        state.source_effects = True
    elif d is _D_BATTLE:
        state.battle_effects = True
    return d


__all__ = ["CardState", "GameState", "Modifier", "PlayerState", "lasting"]
