"""Put a real card where one of its automated abilities can be used, use it, and check what
happened against the ability's record (the per-card test, tests/carddb/test_real_card_abilities.py).

For one record of a card: a position (``tests.engine.scenario``) puts the card where the record
says it is used from (a Strategy in hand, a Personality or Holding in play, a Follower, Item or
Spell on a Personality of ours, a Ring in play) in the Action Phase (Limited, Open,
Battle/Open) or at the current battlefield of a battle's Combat Segment (Battle), with Gold in
the pool and, for every target the record asks for, a card of our own invention that fits the
target's spec (type, controller, bowed, dishonorable, keyword, Force, side ...). The ability is
then taken through the engine's legal actions (``UseAbility`` with those targets) and every
effect and cost of the record is checked in the state that follows: the card bowed, the Honor
changed by the amount, the target destroyed, the Force changed ... A triggered trait
("after this card enters play") is checked by recruiting or equipping the card.

The modules: ``position`` (the table made for a record), ``checks`` (the record's effects and
costs looked for in the state), ``actions`` (the entry points; abilities of an action timing),
``traits`` / ``trait_others`` (triggered traits), ``reactions`` (Reactions and Interrupts),
``ongoing`` / ``gold`` (ongoing traits), ``events`` (Events, a dishonoring), ``tools`` (the
harness Strategies that make a trigger happen).
"""

from tests.carddb.harness.actions import exercisable, exercise
from tests.carddb.harness.position import Unusable, automated_records

__all__ = ["Unusable", "automated_records", "exercisable", "exercise"]
