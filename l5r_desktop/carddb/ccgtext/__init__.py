"""The CCG text translator: a card's printed text to our ability records (``cardtext``).

To add templates: drop a module in ``ccgtext/templates/`` (it is loaded by itself, in name
order) and register readers with ``registry.line`` / ``sentence`` / ``constraint`` /
``head_cost`` (an ``order`` between the built-in ones' decides which is tried first).

The text is split into abilities (one per line; a line that is only reminder text in
parentheses is none). Each ability is read by the registered line readers (triggered traits,
designated actions, ...): the designator head and every sentence of its effect must be read
by a template, or the whole ability is left to the players: it becomes a ``manual`` marker
(``{"manual": "ability 2", "ability": 2}``, no timing, so the engine never runs it) — never a
guess. A reader that recognises a clause it cannot read raises ``registry.Unread``. A
translated record holds our own vocabulary only, never the card's words.

Template families (``templates/``):

- ``actions``: ``[keywords] Limited|Open|Battle|Engage[, Bow][, N Gold]:`` heads, the
  constraints block before a colon, the effect sentences;
- ``targeting``: ``Target <spec>: <effects on it>``, the performing Personality, costs in the
  constraints block;
- ``card_effects``: ``<Verb> a|your target <spec>``, pronoun and by-name effects (``Bow him.``,
  ``Give Shao +1F``), move home, stat tokens, "a Force bonus equal to ...";
- ``player_effects``: ``Gain|Lose N Honor``, ``Draw N cards``, ``His controller loses N
  Honor``, ``Take the Imperial Favor``;
- ``attacks``: ``Ranged|Melee N Attack``, ``Fear N``;
- ``conditions``: ``<effect> if <condition>``, ``If <condition>, <effect>`` (an ``if`` on the
  effects, ``cardtext/effect_conditions.py``);
- ``alternatives``: ``A, or B if C`` (B varies A's amount), ``Ranged N Attack, with +M
  strength if C``, ``Ranged|Melee Attack|Fear [with strength] equal to <card>'s <stat>``;
- ``optional``: ``You may <effects>`` (one all-or-none choice per "may", made by the
  resolving player when it would resolve, ``cardtext/optional.py``);
- ``durations``: ``... until the end of the battle|turn|game``, ``Permanently give ...``;
- ``triggers``: triggered traits ``After <this card> enters play|wins a duel|is destroyed,
  <effects>.`` and Reactions ``Reaction[, Bow]: After <trigger>, <effects>`` (the triggers
  the engine opens, ``cardtext/trigger_events.py``);
- Gold production (``translate``): ``Bow: Produce N Gold.`` on a card whose Gold Production
  stat says N (the engine's ProduceGold action plays it).

Target specs (``words.spec``): ``[unbowed|bowed] [enemy] [dishonorable] [Keyword]
Personality|Follower|Holding|Item|Spell|card|attachment [without attachments] [with N or lower
Force]``; a sentence ``Target your unbowed Samurai.`` alone chooses the target the next
sentences call "him".
"""

from l5r_desktop.carddb.ccgtext.translate import (
    split_abilities,
    translate,
    translate_ability,
    with_abilities,
)

__all__ = ["split_abilities", "translate", "translate_ability", "with_abilities"]
