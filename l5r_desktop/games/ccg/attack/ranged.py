"""Engine II: Ranged and Melee Attacks and Fear [S1 › RANGED ATTACK], [S0 › MELEE ATTACK #],
[S0 › FEAR #], as engine procedures for card text and the manual toolkit.

"Ranged X Attack" = "Target a Follower or a Personality without Followers in the current enemy
army. If its Force is equal to or less than X, destroy it." The strength X is a stat (bonuses
and penalties apply, minimum 0). A Melee Attack follows the same rules but is not a Ranged
Attack (20F); Fear X bows instead of destroying (20F). Destruction by these attacks is not
battle resolution, so it gives no battle Honor; a destroyed dishonorable Personality still costs
his controller his base Personal Honor [S1 › HONORABLE AND DISHONORABLE].
"""

from __future__ import annotations

from l5r_desktop.games.ccg import honor
from l5r_desktop.games.ccg.attack.armies import current_battlefield, side_of
from l5r_desktop.games.ccg.attack.events import RangedAttackMade
from l5r_desktop.games.ccg.cardtext import ongoing, prevention
from l5r_desktop.games.ccg.events import CardsBowed, Event, Note
from l5r_desktop.games.ccg.keywords import stalwart
from l5r_desktop.games.ccg.model import stats
from l5r_desktop.games.ccg.model.cards import CardType
from l5r_desktop.games.ccg.model.state import GameState

# Enum members bound to module names: a look-up on an enum class goes through
# EnumType's __getattr__ hook, several times slower, and these run in the hot paths.
_T_FOLLOWER = CardType.FOLLOWER
_T_PERSONALITY = CardType.PERSONALITY

KINDS = {"ranged_attack": "Ranged", "melee_attack": "Melee", "fear": "Fear"}
#: The ``token`` of an attack effect "which may target a Personality with attached Followers"
#: (the target spec's ``with_followers``, ``cardtext/targets.py``).
WITH_FOLLOWERS = "with_followers"
_ONGOING_KIND = {"Ranged": "ranged", "Melee": "melee", "Fear": "fear"}


def enemy_army(state: GameState, player: int) -> list[str]:
    """Personality ids of the current enemy army (the other side at the current battlefield)."""
    bf = current_battlefield(state)
    side = side_of(state, player)
    if bf is None or side is None:
        return []
    return list(bf.defending if side == "attacking" else bf.attacking)


def targets(state: GameState, player: int, *, with_followers: bool = False) -> list[str]:
    """Legal targets: Followers, and Personalities without Followers, in the current enemy
    army [S1 › RANGED ATTACK]; ``with_followers``: Personalities with Followers too (an attack
    "which may target a Personality with attached Followers", ccgtext2)."""
    out: list[str] = []
    cards = state.cards
    for pid in enemy_army(state, player):
        followers = [a for a in cards[pid].attachments
                     if cards[a].definition.type is _T_FOLLOWER]
        if not followers or with_followers:
            out.append(pid)
        out.extend(followers)
    return out


def problem(state: GameState, player: int, target: str, *, free: bool = False,
            with_followers: bool = False) -> str | None:
    """Why ``target`` cannot be targeted by the player's Ranged/Melee Attack or Fear
    (``with_followers``: one that may target a Personality with Followers)."""
    c = state.cards.get(target)
    if c is None:
        return "Choose the target of the attack"
    if free:
        if not c.zone.in_play or c.definition.type not in (_T_FOLLOWER,
                                                           _T_PERSONALITY):
            return "Target a Follower or a Personality in play"
        return None
    if current_battlefield(state) is None:
        return "Ranged and Melee Attacks target the current enemy army: there is no battle"
    if target not in targets(state, player, with_followers=with_followers):
        if c.definition.type is _T_PERSONALITY and any(
                state.cards[a].definition.type is _T_FOLLOWER for a in c.attachments):
            return f"{c.title} has Followers: target one of them instead"
        return f"{c.title} is not a Follower or Personality in the current enemy army"
    return None


def attack(state: GameState, player: int, target: str, strength: int, kind: str = "Ranged",
           source: str = "") -> list[Event]:
    """Resolve one Ranged/Melee Attack (destroy if Force <= strength) or Fear (bow). Traits
    change its strength or negate it (``cardtext/ongoing.py``) [CE › RANGED ATTACK]."""
    negated_by = ongoing.negated(state, target, _ONGOING_KIND.get(kind, "ranged"))
    if negated_by is not None:
        return [Note((target,), text=f"{kind} targeting {state.title(target)} is negated "
                                     f"({negated_by})")]
    strength = max(0, strength + ongoing.attack_strength(
        state, target, _ONGOING_KIND.get(kind, "ranged")))
    force = stats.force(state, target)
    hit = force <= strength
    events: list[Event] = []
    after: list[Event] = []
    if kind == "Fear":
        result = "bowed" if hit else "survives"
        will_not = prevention.prevented(state, target, "bowed") if hit else None
        if will_not is not None:  # a continuous trait [CE comprehensive rules › PREVENTION]
            after = [Note((target,), text=f"{state.title(target)} will not bow ({will_not})")]
            result = "will not bow"
        elif hit and not state.cards[target].bowed and (
                negated := stalwart.negates(state, target, source)) is not None:
            after = [negated]  # the Stalwart keyword (keywords/stalwart.py)
            result = "negated (Stalwart)"
        elif hit and not state.cards[target].bowed:
            state.cards[target].bowed = True
            after = [CardsBowed((target,), reason=f"Fear {strength}")]
        elif hit:
            result = "already bowed"
    else:
        result = "destroyed" if hit else "survives"
        if hit:
            after = honor.destroy_card(state, target, f"{kind} Attack", by=player)
            if state.cards[target].in_play:  # a continuous "will not be destroyed" trait
                result = "will not be destroyed"
    cards = (source, target) if source else (target,)
    events.append(RangedAttackMade(cards, source=source, target=target, attack=kind,
                                   strength=strength, force=force, result=result))
    return events + after
