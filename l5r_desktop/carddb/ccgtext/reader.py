"""The reader of one ability's sentences: the targets, costs and effects it has read so far,
and how later sentences name them ("him", "the target", the performer, the card itself)."""

from __future__ import annotations

import re
from typing import Any

from l5r_desktop.carddb.ccgtext import registry
from l5r_desktop.carddb.ccgtext.registry import Unread
from l5r_desktop.carddb.ccgtext.words import spec

PRONOUNS = ("him", "it", "her")
#: How an effect names the performing Personality once it is chosen ("your Monk").
#: Two costs before "to" ("Bow this Shugenja and destroy this Spell to ..."): not split at
#: the "and" (``templates/targeting.py`` reads them).
_COSTS_TO = re.compile(r"^(?:Bow|Destroy) this \w+ and (?:bow|destroy) this \w+ to [a-z]")
_PERFORMER_REFS = re.compile(r"^(?:your (?:[A-Z][a-z]+ )?(?:Personality|[A-Z][a-z]+)|the performer"
                             r"|him|her|it)$")


def capital(text: str) -> str:
    """``text`` with its first letter upper case (the rest of a sentence read on its own)."""
    return text[0].upper() + text[1:]


class Reader:
    """Reads the sentences of one ability into targets, costs and effects."""

    def __init__(self, names: tuple[str, ...], attachment: bool, *,
                 subject: str | None = None) -> None:
        self.names = names
        self.attachment = attachment
        #: What "him"/"her"/"it" names when nothing is targeted (a trigger's card).
        self.subject = subject
        self.targets: list[dict[str, Any]] = []
        self.effects: list[dict[str, Any]] = []
        self.cost: dict[str, Any] = {}
        self.performer: int | None = None
        #: The card's type ("personality", ...; set by ``read_body``) for templates that need it.
        self.kind = ""
        #: Record keys a template sets on the whole ability ("bowed_ok"), copied by read_body.
        self.flags: dict[str, Any] = {}
        #: The target a pronoun names while a template reads words about it alone ("you may
        #: target a Personality and bow him": ``templates/optional.py``), else ``None``.
        self.focus: int | None = None
        #: The card named last (a target added, or the performer named by "your Monk"): what
        #: a pronoun names when there is a performer and one other target (:meth:`ref`).
        self.named: int | None = None
        #: How many effects were read when a sentence named a player ("Choose a player."):
        #: "He" names him in the very next sentence (``templates/target_players.py``).
        self.player_named: int | None = None
        #: Targets chosen only to pay a cost ("bow Kaze or one of his Weapons"): no pronoun
        #: of the effects names them.
        self.cost_only: set[int] = set()

    def others(self) -> list[int]:
        """The targets other than the performer and the cards chosen only to pay a cost
        (:attr:`cost_only`: "Bow Kaze or one of his Weapons" is no "it" of the effects)."""
        return [i for i in range(len(self.targets))
                if i != self.performer and i not in self.cost_only]

    def ref(self, word: str) -> Any:
        """What ``word`` names: a target index, ``"self"`` or ``"host"``; a target it names is
        the card named last (:attr:`named`)."""
        found = self._ref(word)
        if isinstance(found, int):
            if "group" in self.targets[found]:
                raise Unread  # a group of targets is "them" (templates/group_targets.py)
            self.named = found
        return found

    def _ref(self, word: str) -> Any:
        if word in ("this Personality", "this Shugenja") and self.attachment:
            return "host"  # an attachment's "this Personality" is the one carrying it
        if self.focus is not None and word in PRONOUNS:
            return self.focus
        others = self.others()
        if word in PRONOUNS and self.performer is not None and len(others) == 1:
            # a performer and an enemy target, then a sentence naming "your Battle Maiden":
            # the next "her" is the Maiden; a pronoun names the card named last ("refer to the
            # last possible thing mentioned" [CE › PRONOUNS])
            return self.performer if self.named == self.performer else others[0]
        if word in PRONOUNS or word in ("the target", "the targeted card",
                                         "the targeted Personality"):
            if len(others) == 1:
                return others[0]
            if not others and self.performer is not None and word in PRONOUNS:
                return self.performer
            if not self.targets and self.subject is not None and word in PRONOUNS:
                return self.subject
            if word in ("it", "its") and self.cost.get("discard_targets") and not others:
                return self.cost["discard_targets"][0]  # "Discard a card to gain Honor equal
                # to its Focus Value": the one card named besides the ability's own (core)
            raise Unread
        if self.performer is not None and _PERFORMER_REFS.match(word):
            return self.performer
        if word in self.names:
            return "self"
        if word in ("the discarded card", "the card") and self.cost.get("discard_targets"):
            return self.cost["discard_targets"][0]  # "Discard a card:" (templates/hand_costs)
        if word.startswith("the "):
            return self._described(word[4:])
        raise Unread

    def _described(self, text: str) -> int:
        """"the enemy Personality": the one target other than the performer whose spec holds
        every filter the words give ("pronoun-like terms, like ... 'that Personality'"
        [CE › PRONOUNS])."""
        try:
            wanted = spec(text, "a")
        except Unread:
            raise Unread from None
        fits = [i for i in self.others()
                if all(self.targets[i].get(k) == v for k, v in wanted.items())]
        if not fits and self.performer is not None and all(
                self.targets[self.performer].get(k) == v for k, v in wanted.items()):
            return self.performer  # "Target your performing Courtier ... the Courtier's Chi"
        if len(fits) != 1:
            raise Unread
        return fits[0]

    def target(self, det: str, spec_text: str) -> int:
        """Add the target ``<det> <spec_text>``; its index."""
        det = {"an": "a"}.get(det, det)
        if det not in ("a", "your", "another player's"):
            raise Unread
        found = spec(spec_text, det)
        if found.get("performer"):
            if self.performer is not None:
                raise Unread  # two performers: the pronouns would be ambiguous
            self.performer = len(self.targets)
        self.targets.append(found)
        self.named = len(self.targets) - 1
        return self.named

    def target_or_ref(self, who: str) -> Any:
        """"a|your target <spec>" as a new target, else what ``who`` names."""
        if g := re.match(r"^(?P<det>a|your) target (?P<spec>.+)$", who):
            return self.target(g["det"], g["spec"])
        return self.ref(who)

    def constraint(self, clause: str) -> None:
        """One clause of the constraints block (before its colon, or before "to <effect>"):
        choosing the performer [S1 › PERFORM], targeting, or a cost [S1 › COSTS]."""
        registry.dispatch("constraint", self, clause)

    def constraints(self, block: str) -> None:
        """The constraints block: clauses joined by commas and "and"."""
        for clause in re.split(r",? and |, ", block.strip()):
            self.constraint(clause.strip())

    def sentence_if(self, text: str, cond: dict[str, Any]) -> None:
        """Read ``text`` (its first letter made upper case) as one sentence whose every effect
        happens only under ``cond`` (its ``if``); :class:`Unread` when it reads no effect or
        one already has a condition."""
        start = len(self.effects)
        self.sentence(capital(text))
        if len(self.effects) == start or any("if" in e for e in self.effects[start:]):
            raise Unread
        for eff in self.effects[start:]:
            eff["if"] = cond

    def sentence(self, s: str) -> None:
        """One sentence of the effect (raises :class:`Unread` when no template reads it);
        "You may A and B" is one choice over both (``templates/optional.py``);
        "<effect> and <effect>" when both halves read."""
        if " and " in s and not s.startswith(("Target ", "Choose ", "If ", "You may ")) \
                and " if " not in s and not _COSTS_TO.match(s):
            # a condition carries through "and" [S1 › CONJUNCTIONS]; "Bow this Shugenja and
            # destroy this Spell to <effect>" is two costs (templates/targeting.py)
            first, _, rest = s.partition(" and ")
            saved = (len(self.targets), len(self.effects), self.performer, self.named,
                     dict(self.cost))
            try:
                self.effect(first)
                self.effect(capital(rest))
                return
            except Unread:  # undone whole: a cost read before "to" included
                del self.targets[saved[0]:], self.effects[saved[1]:]
                self.performer, self.named, self.cost = saved[2], saved[3], saved[4]
        self.effect(s)

    def effect(self, s: str) -> None:
        """One effect sentence, read by the first sentence template that takes it."""
        registry.dispatch("sentence", self, s)
