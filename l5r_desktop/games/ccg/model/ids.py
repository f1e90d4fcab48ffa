"""Identifiers and enumerations shared by the whole engine.

Card instance ids are strings stable for one game: ``"p1:s"`` (Stronghold), ``"p1:d12"``
(the 12th Dynasty card of player 1's setup), ``"p1:f3"`` (Fate), ``"p1:bk"`` / ``"p1:bh"`` (the
starting Holdings). Players are indexed from 0 in ``GameState.players``; ids use 1-based names.
"""

from __future__ import annotations

from enum import StrEnum

CardId = str
PlayerIndex = int


class Zone(StrEnum):
    """Where a card is [S1 › AREAS OF THE GAME]. ``HOME`` and ``BATTLEFIELD`` are in play.

    Attachments in play have the zone of their Personality (and ``attached_to`` set); a Region
    attached to a province has zone ``PROVINCE``. ``HONORABLY_DEAD`` / ``DISHONORABLY_DEAD`` are the
    dead Personalities of the Dynasty discard pile [S1 › DISCARD PILES], kept apart for the table.
    """

    DYNASTY_DECK = "dynasty_deck"
    FATE_DECK = "fate_deck"
    PROVINCE = "province"
    HAND = "hand"
    HOME = "home"
    BATTLEFIELD = "battlefield"
    DYNASTY_DISCARD = "dynasty_discard"
    FATE_DISCARD = "fate_discard"
    HONORABLY_DEAD = "honorably_dead"
    DISHONORABLY_DEAD = "dishonorably_dead"
    REMOVED = "removed"
    FOCUS_POOL = "focus_pool"
    FOCUSING = "focusing"
    UNDER = "under"

    @property
    def in_play(self) -> bool:
        """True for the in-play areas (home and battlefields) [S1 › AREAS OF THE GAME]."""
        return self is _HOME or self is _BATTLEFIELD  # module names: no enum look-ups


_HOME = Zone.HOME
_BATTLEFIELD = Zone.BATTLEFIELD


#: Zones that are simple ordered piles kept in ``PlayerState`` under the same attribute name.
PILE_ZONES = (
    Zone.DYNASTY_DECK,
    Zone.FATE_DECK,
    Zone.HAND,
    Zone.DYNASTY_DISCARD,
    Zone.FATE_DISCARD,
    Zone.HONORABLY_DEAD,
    Zone.DISHONORABLY_DEAD,
    Zone.REMOVED,
    Zone.FOCUS_POOL,
    Zone.FOCUSING,
)


class Phase(StrEnum):
    """Phases of a turn [S1 › THE TURN SEQUENCE], plus the game's pre-start and end markers."""

    SETUP = "setup"
    STRAIGHTEN = "straighten"
    EVENTS = "events"
    ACTION = "action"
    ATTACK = "attack"
    DYNASTY = "dynasty"
    END = "end"
    GAME_OVER = "game_over"


class Step(StrEnum):
    """Steps inside phases where the game waits for a decision."""

    NONE = ""
    ACTION_ROUND = "action_round"
    DECLARE = "declare"
    RECRUIT = "recruit"
    DISCARD_PROVINCES = "discard_provinces"
    DISCARD_TO_HAND_SIZE = "discard_to_hand_size"
    RESOLVE_TEXT = "resolve_text"
    # -- engine II (battle.py / duels.py) --
    #: Maneuvers: the player in ``state.priority`` assigns units (``AttackState.segment`` says
    #: infantry or cavalry) [S1 › ATTACK PHASE: INFANTRY MANEUVERS SEGMENT].
    MANEUVERS = "maneuvers"
    #: The Attacker chooses the next battlefield [S1 › BATTLES › A. CHOOSE BATTLEFIELD].
    CHOOSE_BATTLEFIELD = "choose_battlefield"
    #: The Combat Segment action round (Defender first) [S1 › BATTLES › B. COMBAT SEGMENT].
    COMBAT = "combat"
    #: Waiting for the Attacker to resolve the current battle (``battle.preview`` shows the
    #: outcome) [S1 › C: RESOLUTION SEGMENT].
    RESOLUTION = "resolution"
    #: The challenged player accepts or refuses a challenge [S1 › CHALLENGES].
    CHALLENGE = "challenge"
    #: Focusing round of a duel: focus or strike [S1 › DUELS › C].
    DUEL = "duel"
    #: Every player left lost through Dishonor at once: play has stopped (phase GAME_OVER)
    #: and the active player chooses who loses first [CE comprehensive rules › PLAYERS
    #: WINNING AND LOSING › Dishonor Victory] (``honor.choose_loser``).
    LOSS_ORDER = "loss_order"


class Automation(StrEnum):
    """How strictly the engine enforces the rules (issue 3, ARCHITECTURE decisions).

    ``enforced``: only the rules' legal actions, plus manual effects while a card's text that
    the engine cannot run is being resolved. ``assisted``: manual effects any time, marked in the
    log. ``manual``: anything, like a physical table.
    """

    ENFORCED = "enforced"
    ASSISTED = "assisted"
    MANUAL = "manual"


class Victory(StrEnum):
    """How a game was won [S1 › PLAYERS WINNING AND LOSING]."""

    HONOR = "honor"
    DISHONOR = "dishonor"
    MILITARY = "military"
    ENLIGHTENMENT = "enlightenment"
    TURN_CAP = "turn_cap"
    CONCEDED = "conceded"


class Duration(StrEnum):
    """How long a stat modifier lasts [S1 › DURATION OF EFFECTS]."""

    BATTLE = "battle"
    TURN = "turn"
    GAME = "game"
    #: "until your next turn begins": until the next turn of the player whose effect it is
    #: begins (``Modifier.player``), so it outlasts the end of this turn [S1 › DURATION OF
    #: EFFECTS: "until" a game time overrides the end-of-turn default].
    NEXT_TURN = "next_turn"
    #: "until the current phase ends": ends when the phase it was applied in ends (the next
    #: phase begins, ``turn/steps.phase_ended``), or with the turn, whichever comes first
    #: [CE › DURATION OF EFFECTS: "until" a game time].
    PHASE = "phase"
    #: "until the action ends": ends when the action a Reaction to its announcement answered
    #: has ended (``cardtext/action_end.py``) [CE › TAKING ACTIONS FROM ABILITIES › E].
    ACTION = "action"
    #: "while this card remains in play": ends when the modifier's ``source`` card leaves
    #: play (``model/moves.put``), whenever that is [CE › DURATION OF EFFECTS]
    #: (``cardtext/source_bound.py``).
    WHILE_SOURCE = "while_source"


class ManualOp(StrEnum):
    """Operations of the manual-effects toolkit (players resolve card text with these)."""

    BOW = "bow"
    STRAIGHTEN = "straighten"
    DESTROY = "destroy"
    DISCARD = "discard"
    MOVE = "move"
    FLIP = "flip"
    DISHONOR = "dishonor"
    REHONOR = "rehonor"
    GAIN_HONOR = "gain_honor"
    LOSE_HONOR = "lose_honor"
    DRAW = "draw"
    ADD_TOKEN = "add_token"
    REMOVE_TOKEN = "remove_token"
    MODIFY_STAT = "modify_stat"
    SET_STAT = "set_stat"
    MIN_STAT = "min_stat"
    MAX_STAT = "max_stat"
    NOTE = "note"
    TRANSFER = "transfer"
    SEPPUKU = "seppuku"
    TAKE_FAVOR = "take_favor"
    DISCARD_FAVOR = "discard_favor"
    DESTROY_PROVINCE = "destroy_province"
    RECONNAISSANCE = "reconnaissance"  # the player has it at the current battlefield
    # -- engine II procedures (ranged.py, battle.py, duels.py) --
    RANGED_ATTACK = "ranged_attack"
    MELEE_ATTACK = "melee_attack"
    FEAR = "fear"
    MOVE_UNIT = "move_unit"
    MOVE_HOME = "move_home"
    CHALLENGE = "challenge"


ELEMENTS = ("Air", "Earth", "Fire", "Water", "Void")

MODIFIABLE_STATS = ("force", "chi", "personal_honor", "honor_requirement", "gold_cost",
                    "gold_production", "province_strength", "focus")


def player_tag(index: PlayerIndex) -> str:
    """``0 -> "p1"``: the prefix of a player's card ids."""
    return f"p{index + 1}"
