"""The state of an attack and of a duel: plain data with exact dicts, held by
``GameState.attack`` / ``GameState.duel`` (the rules are ``attack/`` and ``duels.py``)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass
class Battlefield:
    """A battlefield at one of the Defender's provinces [S1 › BATTLEFIELD] (engine II fills it).

    ``attacking`` / ``defending`` hold the Personality ids of the units on each side (a unit is a
    Personality with everything attached).
    """

    province: int
    attacking: list[str] = field(default_factory=list)
    defending: list[str] = field(default_factory=list)
    terrain: str | None = None
    ended: bool = False
    #: The players who have Reconnaissance here (``cardtext/reconnaissance.py``).
    reconnaissance: list[int] = field(default_factory=list)

    @property
    def empty(self) -> bool:
        """No unit on either side (its battle is fought with no Presence and no outcome)."""
        return not self.attacking and not self.defending

    def to_dict(self) -> dict[str, Any]:
        """JSON form."""
        out = {"province": self.province, "attacking": list(self.attacking),
               "defending": list(self.defending), "terrain": self.terrain, "ended": self.ended}
        if self.reconnaissance:  # only when someone has it (older saves have no such key)
            out["reconnaissance"] = list(self.reconnaissance)
        return out

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Battlefield:
        """Inverse of :meth:`to_dict`."""
        return cls(int(data["province"]), list(data.get("attacking", [])),
                   list(data.get("defending", [])), data.get("terrain"),
                   bool(data.get("ended", False)),
                   [int(p) for p in data.get("reconnaissance", [])])



@dataclass
class AttackState:
    """The current Attack Phase [S1 › ATTACK PHASE (OPTIONAL)]; engine II drives it."""

    attacker: int
    defender: int
    segment: str = "declaration"
    battlefields: list[Battlefield] = field(default_factory=list)
    current: int | None = None
    allies: dict[str, list[int]] = field(default_factory=dict)
    # -- engine II (battle.py) --
    #: Units (Personality ids) that were in an attacking army during a battle's resolution:
    #: they will not move to a battlefield again this Attack Phase [S1 › Second-Battle Rule].
    second_battle: list[str] = field(default_factory=list)
    #: The Naval Reaction was used in the current battle [S1 › PLAYER ABILITIES].
    naval_used: bool = False
    #: Naval Personality who must perform the Attacker's first Battle action, if any.
    first_actor: str | None = None
    #: The card that must perform a granted additional Battle action ("which he must
    #: perform", ``cardtext/extra_actions.py``), until that opportunity is used or passed.
    extra_actor: str | None = None
    #: That granted action must have this ability keyword ("which must be Iaijutsu");
    #: ``extra_or_bow``: passing that opportunity bows ``extra_actor`` ("If you don't, bow
    #: him") (``cardtext/extra_actions.py``).
    extra_keyword: str = ""
    extra_or_bow: bool = False
    #: The Attacker has the first opportunity of this battle's Combat Segment ("Sneak
    #: Attack", ``cardtext/battle_order.py``), until the Engage Segment ends.
    attacker_first: bool = False
    #: The Defender has taken a Battle action or passed at a normal opportunity of this
    #: battle's Combat Segment: his first opportunity is behind ("before the Defender's first
    #: normal opportunity to act or pass", ``cardtext/negation.py`` ``before_defender``).
    defender_acted: bool = False
    #: Where each Personality's unit was assigned in this attack (Personality id ->
    #: battlefield index): "your Personality who assigned to this battlefield (this turn)"
    #: (``cardtext/assignments.py``); an attack is fought within one turn [CE › ATTACK PHASE].
    assigned: dict[str, int] = field(default_factory=dict)

    def copy(self) -> AttackState:
        """Deep copy."""
        return AttackState.from_dict(self.to_dict())

    def to_dict(self) -> dict[str, Any]:
        """JSON form."""
        return {"attacker": self.attacker, "defender": self.defender, "segment": self.segment,
                "battlefields": [b.to_dict() for b in self.battlefields],
                "current": self.current,
                "allies": {k: list(v) for k, v in self.allies.items()},
                "second_battle": list(self.second_battle), "naval_used": self.naval_used,
                "first_actor": self.first_actor,
                **({"extra_actor": self.extra_actor} if self.extra_actor else {}),
                **({"extra_keyword": self.extra_keyword} if self.extra_keyword else {}),
                **({"extra_or_bow": True} if self.extra_or_bow else {}),
                **({"attacker_first": True} if self.attacker_first else {}),
                **({"defender_acted": True} if self.defender_acted else {}),
                **({"assigned": dict(self.assigned)} if self.assigned else {})}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> AttackState:
        """Inverse of :meth:`to_dict`."""
        return cls(int(data["attacker"]), int(data["defender"]), str(data.get("segment", "")),
                   [Battlefield.from_dict(b) for b in data.get("battlefields", [])],
                   data.get("current"),
                   {str(k): [int(x) for x in v] for k, v in data.get("allies", {}).items()},
                   [str(x) for x in data.get("second_battle", [])],
                   bool(data.get("naval_used", False)), data.get("first_actor"),
                   data.get("extra_actor"), str(data.get("extra_keyword", "")),
                   bool(data.get("extra_or_bow", False)),
                   bool(data.get("attacker_first", False)),
                   bool(data.get("defender_acted", False)),
                   {str(k): int(v) for k, v in data.get("assigned", {}).items()})



@dataclass
class DuelState:
    """The ongoing challenge or duel [S1 › CHALLENGES AND DUELS] (engine II, ``duels.py``).

    ``challenger`` / ``challenged`` are Personality ids; each player's focus pool and focused
    cards are ``PlayerState.focus_pool`` / ``PlayerState.focusing`` (in focus order).
    ``stage``: ``"challenge"`` (the challenged player may refuse), ``"focus"``, then at step E
    ``"focus_choice"`` (a Focus Effect waits for a choice) or ``"focus_effects"`` (Focus
    Effects resolved by hand); ``to_act`` is
    the player with the opportunity to focus or strike. ``resume_*`` restore the step the duel
    interrupted; ``pass_after`` is the player whose action-round opportunity ends with it.
    """

    challenger: str
    challenged: str
    stat: str = "chi"
    refusable: bool = False
    refusal_honor: int = 0
    consequence: str = "destroy_loser"
    stage: str = "challenge"
    to_act: int = 0
    must_focus: int | None = None
    hand_focused: list[int] = field(default_factory=list)
    source: str = ""
    resume_step: str = ""
    resume_priority: int = 0
    pass_after: int | None = None
    #: Focus Effects delayed until the duel ends: ``[card, ability index, your Personality,
    #: the other]`` each (``cardtext/focus_effects.py``)
    after_focus: list[list[Any]] = field(default_factory=list)
    #: At step E, stage ``"focus_choice"``: a Focus Effect waits for its player's choice
    #: (``GameState.options``); these focused cards' Focus Effects resolve after it
    focus_left: list[str] = field(default_factory=list)
    #: Effects of the creating action that happen if its challenger wins: ``[player, card,
    #: challenger, effects]`` (``cardtext/duel_effects.py``), or empty
    won: list[Any] = field(default_factory=list)
    #: The Chi of the challenger and of the challenged when the duel began (a Ring's "did not
    #: enter the duel with higher Chi", ``cardtext/rings.py``); empty before it began
    entry_chi: list[int] = field(default_factory=list)

    def copy(self) -> DuelState:
        """Deep copy."""
        return DuelState.from_dict(self.to_dict())

    def to_dict(self) -> dict[str, Any]:
        """JSON form."""
        return {"challenger": self.challenger, "challenged": self.challenged,
                "stat": self.stat, "refusable": self.refusable,
                "refusal_honor": self.refusal_honor, "consequence": self.consequence,
                "stage": self.stage, "to_act": self.to_act, "must_focus": self.must_focus,
                "hand_focused": list(self.hand_focused), "source": self.source,
                "resume_step": self.resume_step, "resume_priority": self.resume_priority,
                "pass_after": self.pass_after,
                **({"after_focus": [list(k) for k in self.after_focus]}
                   if self.after_focus else {}),
                **({"focus_left": list(self.focus_left)} if self.focus_left else {}),
                **({"won": list(self.won)} if self.won else {}),
                **({"entry_chi": list(self.entry_chi)} if self.entry_chi else {})}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> DuelState:
        """Inverse of :meth:`to_dict`."""
        return cls(str(data["challenger"]), str(data["challenged"]), str(data.get("stat", "chi")),
                   bool(data.get("refusable", False)), int(data.get("refusal_honor", 0)),
                   str(data.get("consequence", "destroy_loser")),
                   str(data.get("stage", "challenge")), int(data.get("to_act", 0)),
                   data.get("must_focus"), [int(x) for x in data.get("hand_focused", [])],
                   str(data.get("source", "")), str(data.get("resume_step", "")),
                   int(data.get("resume_priority", 0)), data.get("pass_after"),
                   [_kept_focus(k) for k in data.get("after_focus", [])],
                   [str(c) for c in data.get("focus_left", [])], _won(data.get("won", [])),
                   entry_chi=[int(x) for x in data.get("entry_chi", [])])


def _won(entry: Any) -> list[Any]:
    """The saved effects of a challenge's win: ``[player, card, challenger, effects]``."""
    if not entry:
        return []
    if not isinstance(entry, list) or len(entry) != 4 or not isinstance(entry[3], list) \
            or not all(isinstance(e, dict) for e in entry[3]):
        raise ValueError("a duel's effects on a win are [player, card, challenger, effects]")
    return [int(entry[0]), str(entry[1]), str(entry[2]), list(entry[3])]


def _kept_focus(entry: Any) -> list[Any]:
    """One delayed Focus Effect of a saved duel: ``[card, ability index, yours, other]``."""
    if not isinstance(entry, list) or len(entry) != 4:
        raise ValueError("a delayed Focus Effect is [card, ability, yours, other]")
    return [str(entry[0]), int(entry[1]), str(entry[2]), str(entry[3])]
