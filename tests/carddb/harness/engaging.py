"""Reactions "after engaging" in the per-card harness (trigger ``engaged``): the card is placed
as for a Battle action (a unit of each player at the battlefield, the card itself in Alice's
unit there, or in her hand for a Strategy), the battle waits for its battlefield to be chosen,
Alice (the Attacker) chooses it, the battle begins at engaging, and the Reaction the window
offers is taken and checked like an action. ``first_opportunity``: after the window closes the
Combat Segment's next opportunity is Alice's (the Defender's otherwise), restricted to the
performer's actions when the effect names one (``cardtext/first_opportunity.py``).
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.actions import ChooseBattlefield, Pass, UseAbility
from l5r_desktop.games.ccg.attack.armies import BATTLES
from l5r_desktop.games.ccg.model.cards import CardDef
from l5r_desktop.games.ccg.model.ids import Step
from tests.carddb.harness import movement as harness_movement
from tests.carddb.harness.checks import _check
from tests.carddb.harness.players import player_choice
from tests.carddb.harness.position import Unusable, _Builder, _gold, bowed_if_straightened
from tests.engine.scenario import find


def exercise_engaged(card: CardDef, index: int, record: dict[str, Any]) -> list[str]:
    """Make the battle begin, take the card's Reaction and check it."""
    build = _Builder(card, record, True)
    build.pool = _gold(card, record)
    build.the_card()
    for i, spec in enumerate(record.get("targets", [])):
        build.target(bowed_if_straightened(record, i, spec))
    for eff in record.get("effects", []):  # a card of ours each "each" effect reaches
        if "each" in eff and "unit_of" in eff["each"]:  # the named card is in its own unit
            ref = eff["each"]["unit_of"]
            build.each_titles.append(build.attach_to(build.expected[ref], eff["each"])
                                     if isinstance(ref, int) else card.title)
        elif "each" in eff:
            build.target(eff["each"])
            build.each_titles.append(build.expected.pop())
    harness_movement.start_away(build, record)  # a unit the Reaction moves starts home
    build.meet(record.get("condition", {}))
    game = build.game()
    s = game.state
    att = s.attack
    assert att is not None
    att.current = None  # back to the Choose Battlefield step, before engaging
    att.segment = BATTLES
    s.step = Step.CHOOSE_BATTLEFIELD
    s.priority = att.attacker
    game.perform(ChooseBattlefield(att.attacker, battlefield=0))
    if not s.windows:
        raise Unusable(f"{card.id} ability {index}: no window opened at engaging")
    for _ in range(6):  # the other seat may be asked first; pass until the card answers
        me = find(s, card.title, 0)
        acts = game.legal_actions()
        uses = [a for a in acts if isinstance(a, UseAbility) and a.card == me
                and a.ability == index]
        if uses:
            wanted = [find(s, t) for t in build.expected]
            use = player_choice(record, uses, wanted)
            each = [find(s, t) for t in build.each_titles]
            return _check(game, use, record, each=each) + \
                _first_opportunity(game, use, record)
        passes = [a for a in acts if isinstance(a, Pass) and a.player != 0]
        if not passes or not s.windows:
            break
        game.perform(passes[0])
    raise Unusable(f"{card.id} ability {index}: no Reaction offered at engaging")


def _first_opportunity(game: Any, use: UseAbility, record: dict[str, Any]) -> list[str]:
    """After the window: whose opportunity it is (``_check`` settled the window)."""
    effects = [e for e in record.get("effects", []) if e.get("op") == "first_opportunity"]
    if not effects:
        return []
    s = game.state
    att = s.attack
    if s.windows or att is None or s.priority != use.player or s.passes != 0:
        return ["first_opportunity: the Combat Segment's next opportunity is not the user's"]
    who = effects[0].get("performer")
    if who is not None:
        wanted = use.card if who == "self" else use.targets[who]
        if att.extra_actor != wanted:
            return ["first_opportunity: the action is not restricted to its performer"]
    return []
