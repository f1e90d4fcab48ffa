"""The CCG text translator: a card's printed text to our ability records (``cardtext``).

The text is split into abilities (one per line; a line that is only reminder text in
parentheses is none). Each ability is read by sentence templates: the designator head
(``[keywords] Limited|Open|Battle|Engage[, Bow][, N Gold]:``) and every sentence of its
effect must match a template, or the whole ability is left to the players: it becomes a
``manual`` marker (``{"manual": "ability 2", "ability": 2}``, no timing, so the engine never
runs it) — never a guess. A translated record holds our own vocabulary only, never the card's
words.

Templates read so far (the most frequent clauses of the Celestial pool):

- actions: ``Target <spec>: <effects on it>``, ``<Verb> a|your target <spec>``,
  ``Move a target <spec> home``, ``Give a|your target <spec> +2F``, pronoun effects on the
  target (``Bow him.``, ``Give it -1F/-1C.``, ``Move him home.``), effects on the card itself
  (``Bow this card``, ``Give Shao +1F`` by name), ``Gain|Lose N Honor``, ``Draw a card``,
  ``Draw N cards``, ``His controller loses N Honor``, ``Take the Imperial Favor``,
  ``Ranged|Melee N Attack``, ``Fear N``;
- triggered traits: ``After <this card|its name> enters play, lose|gain N Honor.``;
- Gold production: ``Bow: Produce N Gold.`` on a card whose Gold Production stat says N (the
  engine's ProduceGold action plays it; the stat is the importer's).

Target specs: ``[unbowed|bowed] [enemy] [dishonorable] [Keyword] Personality|Follower|Holding|
Item|Spell|card|attachment [without attachments] [with N or lower Force]``; a sentence
``Target your unbowed Samurai.`` alone chooses the target the next sentences call "him".
"""

from __future__ import annotations

import dataclasses
import re
from typing import Any

from l5r_desktop.games.ccg.cardtext import abilities, triggers
from l5r_desktop.games.ccg.model.cards import CardDef

_NUMBERS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5}
_TIMING_WORDS = {"Limited": "limited", "Open": "open", "Battle": "battle", "Engage": "engage",
                 "Battle/Open": "battle_open", "Open/Battle": "battle_open"}
#: Ability keywords that change nothing the engine checks beyond being keywords, plus
#: ``Absent`` (the engine's presence rule) and ``Repeatable`` (no once-per-turn limit).
_KEYWORDS = {"Political", "Tactical", "Ninja", "Kiho", "Kata", "Air", "Earth", "Fire", "Water",
             "Void", "Absent", "Repeatable", "Shadowlands", "Tattoo"}
_HEAD_RE = re.compile(
    r"^(?P<kws>(?:[A-Z][a-z]+ )*)(?P<des>Limited|Battle/Open|Open/Battle|Open|Battle|Engage)"
    r"(?P<costs>(?:, [^:,]+)*):\s*(?P<body>.+)$")
_TRAIT_RE = re.compile(r"^After (?P<who>.+?) enters play(?:, |: )(?P<verb>[Ll]ose|[Gg]ain) "
                       r"(?P<n>\d+) Honor\.?$")
#: The reminder text after a Ranged/Melee Attack or Fear (it explains the keyword only).
_REMINDER_RE = re.compile(r"((?:Ranged|Melee) \d+ Attack|Fear \d+) \([^()]*\)")
_PRODUCE_RE = re.compile(r"^Bow(?: this (?:card|Holding))?: Produce (?P<n>\d+) Gold\.?$")
_TYPES = {"Personality": "personality", "Follower": "follower", "Holding": "holding",
          "Item": "item", "Spell": "spell", "card": "card", "attachment": "attachment"}
_TYPE_WORDS = "Personality|Follower|Holding|Item|Spell|card|attachment"
_SPEC_RE = re.compile(
    r"^(?P<perf>performing )?(?P<bowed>unbowed |bowed )?(?P<enemy>enemy )?"
    r"(?P<bowed2>unbowed |bowed )?(?P<side>attacking |defending )?"
    r"(?P<dis>dishonorable )?"
    rf"(?P<kw>[A-Z][a-z]+ )?(?P<type>{_TYPE_WORDS})(?: or (?P<type2>{_TYPE_WORDS}))?"
    r"(?P<bare> without attachments)?(?: with (?P<force>\d+) or (?:lower|less) Force)?$")
#: Words that look like a keyword in a spec but are not one the engine can test: "Human" is not
#: a keyword [S1 › NONHUMAN]; the others are determiners.
_NOT_KEYWORDS = ("Unique", "Other", "Another", "Target", "Each", "Any", "Human", "Performing")
_VERBS = {"Bow": "bow", "Straighten": "straighten", "Destroy": "destroy",
          "Dishonor": "dishonor", "Rehonor": "rehonor"}
_STAT_RE = re.compile(r"^(?P<a>[+-]\d+)(?P<s>[FC])(?:/(?P<b>[+-]\d+)(?P<t>[FC]))?$")
_PRONOUNS = ("him", "it", "her")
_STAT_WORDS = {"Force": "force", "Chi": "chi", "Personal Honor": "personal_honor"}
#: "Give X a Force penalty equal to Y's Personal Honor" (printed/base values stay manual).
_EQUAL_RE = re.compile(
    r"^Give (?P<who>.+?) a (?P<stat>Force|Chi) (?P<kind>bonus|penalty) equal to "
    r"(?P<whose>his own|her own|his|her|its|[^ ].*?'s) (?P<of>Force|Chi|Personal Honor)$")
#: The determiners of a target ("Target another player's Personality").
_DET = r"(?P<det>a|an|your|another player's)"
#: "a +1F token", "two -1C tokens": stat tokens the engine counts (``stats.token_modifier``).
_TOKEN_RE = re.compile(r"^(?P<n>a|two|three|\d+) (?P<tok>[+-]\d+[FC]) tokens?$")
_STAT_NAMES = {"F": "force", "C": "chi"}


class _Unread(Exception):
    """A clause no template reads: the ability stays manual."""


def split_abilities(text: str) -> list[str]:
    """The card text's abilities: its non-empty lines, without lines that are only reminder
    text in parentheses."""
    out = []
    for line in text.split("\n"):
        line = line.strip()
        if line and not (line.startswith("(") and line.endswith(")")):
            out.append(line)
    return out


def _sentences(body: str) -> list[str]:
    body = _REMINDER_RE.sub(r"\1", body)
    if "(" in body or ";" in body:
        raise _Unread
    parts = [p.strip() for p in re.split(r"(?<=\.)\s+", body.strip()) if p.strip()]
    return [p[:-1] if p.endswith(".") else p for p in parts]


#: Keywords only Personalities carry: "your Courtier" is a Courtier Personality.
_PERSONALITY_WORDS = ("Samurai", "Courtier", "Shugenja", "Monk", "Kensai", "Yojimbo")


def _spec(text: str, det: str) -> dict[str, Any]:
    words = text.split(" ")
    if words[-1] in _PERSONALITY_WORDS:
        text = " ".join([*words, "Personality"])
    m = _SPEC_RE.match(text)
    if m is None:
        raise _Unread
    kinds = [_TYPES[m["type"]], *([_TYPES[m["type2"]]] if m["type2"] else [])]
    if len(kinds) > 1 and (kinds[0] == kinds[1] or "card" in kinds):
        raise _Unread
    spec: dict[str, Any] = {"type": kinds[0] if len(kinds) == 1 else kinds}
    if det == "your":
        if m["enemy"]:
            raise _Unread
        spec["controller"] = "you"
    elif det == "another player's":  # controlled by another player: the opponent (2 players)
        if m["enemy"]:
            raise _Unread
        spec["controller"] = "opponent"
    elif m["enemy"]:
        spec["controller"] = "opponent"
    if m["perf"]:
        if det != "your" or any(k not in ("personality", "follower") for k in kinds):
            raise _Unread
        spec["performer"] = True
    bowed = m["bowed"] or m["bowed2"]
    if m["bowed"] and m["bowed2"]:
        raise _Unread
    if bowed:
        spec["bowed"] = bowed.strip() == "bowed"
    if m["side"]:
        spec["side"] = m["side"].strip()
    if m["dis"]:
        spec["dishonorable"] = True
    if m["kw"]:
        word = m["kw"].strip()
        if word in _NOT_KEYWORDS:
            raise _Unread
        spec["keyword"] = word
    if m["force"]:
        spec["max_force"] = int(m["force"])
    if m["bare"]:
        spec["no_attachments"] = True
    return spec


def _stat_effects(mods: str, target: Any) -> list[dict[str, Any]]:
    m = _STAT_RE.match(mods)
    if m is None:
        raise _Unread
    out = [{"op": "modify_stat", "target": target, "stat": _STAT_NAMES[m["s"]],
            "amount": int(m["a"]), "duration": "turn"}]
    if m["b"]:
        if m["t"] == m["s"]:
            raise _Unread
        out.append({"op": "modify_stat", "target": target, "stat": _STAT_NAMES[m["t"]],
                    "amount": int(m["b"]), "duration": "turn"})
    return out


#: How an effect names the performing Personality once it is chosen ("your Monk").
_PERFORMER_REFS = re.compile(r"^(?:your (?:[A-Z][a-z]+ )?(?:Personality|[A-Z][a-z]+)|the performer"
                             r"|him|her|it)$")
_CONSTRAINT_RE = re.compile(
    r"^(?P<verb>[Tt]arget|[Cc]hoose|[Bb]ow) your (?:target )?(?P<spec>performing .+)$")


class _Reader:
    """Reads the sentences of one ability into targets, costs and effects."""

    def __init__(self, names: tuple[str, ...], attachment: bool) -> None:
        self.names = names
        self.attachment = attachment
        self.targets: list[dict[str, Any]] = []
        self.effects: list[dict[str, Any]] = []
        self.cost: dict[str, Any] = {}
        self.performer: int | None = None

    def _others(self) -> list[int]:
        return [i for i in range(len(self.targets)) if i != self.performer]

    def _ref(self, word: str) -> Any:
        if word in ("this Personality", "this Shugenja") and self.attachment:
            return "host"  # an attachment's "this Personality" is the one carrying it
        others = self._others()
        if word in _PRONOUNS or word in ("the target", "the targeted card",
                                          "the targeted Personality"):
            if len(others) == 1:
                return others[0]
            if not others and self.performer is not None and word in _PRONOUNS:
                return self.performer
            raise _Unread
        if self.performer is not None and _PERFORMER_REFS.match(word):
            return self.performer
        if word in self.names:
            return "self"
        raise _Unread

    def _target(self, det: str, spec_text: str) -> int:
        det = {"an": "a"}.get(det, det)
        if det not in ("a", "your", "another player's"):
            raise _Unread
        spec = _spec(spec_text, det)
        if spec.get("performer"):
            if self.performer is not None:
                raise _Unread  # two performers: the pronouns would be ambiguous
            self.performer = len(self.targets)
        self.targets.append(spec)
        return len(self.targets) - 1

    def constraint(self, clause: str) -> None:
        """One clause of the constraints block (before its colon, or before "to <effect>"):
        choosing the performer [S1 › PERFORM], targeting, or a cost [S1 › COSTS]."""
        if m := _CONSTRAINT_RE.match(clause):
            t = self._target("your", m["spec"])
            if m["verb"].lower() == "choose":
                self.targets[t]["choose"] = True
            elif m["verb"].lower() == "bow":
                if self.targets[t].get("bowed") is True:
                    raise _Unread
                self.targets[t]["bowed"] = False
                self.cost.setdefault("bow_targets", []).append(t)
        elif m := re.match(rf"^[Tt]arget {_DET} (?P<spec>.+)$", clause):
            self._target(m["det"], m["spec"])
        elif clause.lower() == "bow this card" and not self.cost.get("bow_self"):
            self.cost["bow_self"] = True
        elif clause.lower() in ("bow this shugenja", "bow this personality") \
                and self.attachment:
            self.cost["bow_host"] = True
        elif m := re.match(r"^[Ll]ose (?P<n>\d+) Honor$", clause):
            self.cost["lose_honor"] = int(m["n"])
        else:
            raise _Unread

    def constraints(self, block: str) -> None:
        """The constraints block: clauses joined by commas and "and"."""
        for clause in re.split(r",? and |, ", block.strip()):
            self.constraint(clause.strip())

    def sentence(self, s: str) -> None:
        """One sentence of the effect (raises :class:`_Unread` when no template reads it);
        "<effect> and <effect>" when both halves read."""
        if " and " in s and not s.startswith(("Target ", "Choose ")):
            first, _, rest = s.partition(" and ")
            saved = (len(self.targets), len(self.effects), self.performer)
            try:
                self._effect(first)
                self._effect(rest[0].upper() + rest[1:])
                return
            except _Unread:
                del self.targets[saved[0]:], self.effects[saved[1]:]
                self.performer = saved[2]
        self._effect(s)

    def _equal_to(self, m: re.Match[str]) -> None:
        """"Give <who> a Force bonus|penalty equal to <whose> Force|Chi|Personal Honor": the
        amount is read from that card when the effect resolves (``amount_from``)."""
        who = m["who"]
        if g := re.match(r"^(?P<det>a|your) target (?P<spec>.+)$", who):
            target: Any = self._target(g["det"], g["spec"])
        else:
            target = self._ref(who)
        whose = m["whose"]
        if whose in ("his", "her", "its", "his own", "her own"):
            src = self._ref("him")
        else:
            src = self._ref(whose[:-2] if whose.endswith("'s") else whose)
        self.effects.append({
            "op": "modify_stat", "target": target, "stat": _STAT_WORDS[m["stat"]],
            "amount_from": {"card": src, "stat": _STAT_WORDS[m["of"]],
                            "sign": 1 if m["kind"] == "bonus" else -1},
            "duration": "turn"})

    def _effect(self, s: str) -> None:
        if m := re.match(r"^(?P<c>(?:Target|Choose|Bow) your (?:target )?performing .+?) to "
                           r"(?P<rest>[a-z].+)$", s):
            self.constraint(m["c"])
            self.sentence(m["rest"][0].upper() + m["rest"][1:])
        elif m := re.match(r"^(?:Target|Choose) your (?:target )?performing (?P<spec>[^:]+)$",
                           s):
            self.constraint(s)
        elif m := re.match(rf"^Target {_DET} (?P<spec>[^:]+): (?P<rest>.+)$", s):
            self._target(m["det"], m["spec"])
            self.sentence(m["rest"][0].upper() + m["rest"][1:])
        elif m := re.match(rf"^Target {_DET} (?P<spec>[^:]+)$", s):
            self._target(m["det"], m["spec"])
        elif m := re.match(r"^(?P<v>Bow|Straighten|Destroy|Dishonor|Rehonor) (?P<det>a|your) "
                           r"target (?P<spec>.+)$", s):
            t = self._target(m["det"], m["spec"])
            self.effects.append({"op": _VERBS[m["v"]], "target": t})
        elif m := re.match(r"^Move (?P<det>a|your) target (?P<spec>.+) home$", s) or \
                re.match(r"^Move home (?P<det>a|your) target (?P<spec>.+)$", s):
            t = self._target(m["det"], m["spec"])
            self.effects.append({"op": "move_home", "target": t})
        elif (m := re.match(r"^Give (?P<who>.+?) (?P<tok>(?:a|two|three|\d+) [+-]\d+[FC] "
                            r"tokens?)$", s)) and (t := _TOKEN_RE.match(m["tok"])):
            who = m["who"]
            if g := re.match(r"^(?P<det>a|your) target (?P<spec>.+)$", who):
                target: Any = self._target(g["det"], g["spec"])
            else:
                target = self._ref(who)
            self.effects.append({"op": "add_token", "target": target, "token": t["tok"],
                                 "amount": _NUMBERS.get(t["n"]) or int(t["n"])})
        elif m := _EQUAL_RE.match(s):
            self._equal_to(m)
        elif m := re.match(r"^Give (?P<det>a|your) target (?P<spec>.+) (?P<mods>[+-]\S+)$", s):
            t = self._target(m["det"], m["spec"])
            self.effects += _stat_effects(m["mods"], t)
        elif m := re.match(r"^(?P<v>Bow|Straighten|Destroy|Dishonor|Rehonor) (?P<who>.+)$", s):
            self.effects.append({"op": _VERBS[m["v"]], "target": self._ref(m["who"])})
        elif m := re.match(r"^Move (?P<who>.+) home$", s):
            self.effects.append({"op": "move_home", "target": self._ref(m["who"])})
        elif m := re.match(r"^Give (?P<who>.+) (?P<mods>[+-]\S+)$", s):
            self.effects += _stat_effects(m["mods"], self._ref(m["who"]))
        elif m := re.match(r"^(?P<v>Gain|Lose) (?P<n>\d+) Honor$", s):
            self.effects.append({"op": f"{m['v'].lower()}_honor", "amount": int(m["n"]),
                                 "player": "you"})
        elif m := re.match(r"^His controller (?P<v>gains|loses) (?P<n>\d+) Honor$", s):
            others = self._others()
            if len(others) != 1:
                raise _Unread
            eff = {"op": f"{m['v'][:-1]}_honor", "amount": int(m["n"]),
                   "player": "target_controller"}
            if others[0]:
                eff["target"] = others[0]  # whose controller: not the first target
            self.effects.append(eff)
        elif m := re.match(r"^Draw (?P<n>a|two|three|\d+) cards?$", s):
            n = _NUMBERS.get(m["n"]) or int(m["n"])
            self.effects.append({"op": "draw", "amount": n, "player": "you"})
        elif s == "Take the Imperial Favor":
            self.effects.append({"op": "take_favor", "player": "you"})
        elif m := re.match(r"^(?:(?P<k>Ranged|Melee) (?P<n>\d+) Attack|Fear (?P<f>\d+))$", s):
            self.targets.append({"type": "ranged"})
            op = "fear" if m["f"] else f"{m['k'].lower()}_attack"
            self.effects.append({"op": op, "target": len(self.targets) - 1,
                                 "amount": int(m["f"] or m["n"])})
        else:
            raise _Unread


def _names(card: CardDef) -> tuple[str, ...]:
    """How the card's text names the card itself."""
    base = card.base_title or card.title
    words = [w.strip(",") for w in base.split()]
    found = {f"this {t}" for t in ("card", "Personality", "Follower", "Holding", "Item",
                                   "Spell", "Shugenja", "Samurai", "Courtier")}
    found.add(base)
    found.update(w for w in words if len(w) > 2 and w[0].isupper() and w not in
                 ("The", "Clan", "Lion", "Crane", "Crab", "Dragon", "Phoenix", "Scorpion",
                  "Unicorn", "Mantis", "Spider", "Kami"))
    if "," in base:
        found.add(base.split(",")[0].strip())
    return tuple(found)


def _action(line: str, card: CardDef) -> dict[str, Any]:
    m = _HEAD_RE.match(line)
    if m is None:
        raise _Unread
    keywords = m["kws"].split()
    if any(k not in _KEYWORDS for k in keywords):
        raise _Unread
    record: dict[str, Any] = {"timing": _TIMING_WORDS[m["des"]]}
    lower = [k.lower() for k in keywords if k != "Repeatable"]
    if lower:
        record["keywords"] = lower
    if "Repeatable" in keywords:
        record["repeatable"] = True
    cost: dict[str, Any] = {}
    for part in (p.strip() for p in m["costs"].split(",") if p.strip()):
        if part in ("Bow", "Bow this card"):
            cost["bow_self"] = True
        elif g := re.match(r"^(\d+) Gold$", part):
            cost["gold"] = int(g[1])
        else:
            raise _Unread
    if card.type.value == "strategy":
        cost.setdefault("gold", "card")
    if cost.get("bow_self") and card.type.value == "strategy":
        raise _Unread
    if cost:
        record["cost"] = cost
    reader = _Reader(_names(card), card.type.value in ("follower", "item", "spell"))
    body = m["body"]
    block, colon, effects = body.partition(": ")
    if colon and "." not in block:
        reader.constraints(block)  # "Bow your performing Scout and target an enemy card: ..."
        body = effects
    for s in _sentences(body):
        reader.sentence(s)
    if not reader.effects:
        raise _Unread
    if reader.cost:
        if set(reader.cost) & set(cost):
            raise _Unread
        cost.update(reader.cost)
        record["cost"] = cost
    if cost.get("bow_self") and card.type.value == "strategy":
        raise _Unread
    if reader.targets:
        record["targets"] = reader.targets
    record["effects"] = reader.effects
    return record


def _trait(line: str, card: CardDef) -> dict[str, Any]:
    m = _TRAIT_RE.match(line)
    if m is None or m["who"] not in _names(card):
        raise _Unread
    return {"timing": "trait", "trigger": {"event": "enters_play", "card": "self"},
            "effects": [{"op": f"{m['verb'].lower()}_honor", "amount": int(m["n"]),
                         "player": "you"}]}


def translate_ability(line: str, card: CardDef) -> dict[str, Any] | None:
    """One ability line to a valid record, ``{}`` when the engine plays it without a record
    (Gold production by the stat), or ``None`` when it stays manual."""
    if (p := _PRODUCE_RE.match(line)) and card.gold_production == int(p["n"]):
        return {}
    if card.type.value in ("event", "ring", "celestial", "region", "wind", "sensei",
                           "stronghold", "other"):
        return None
    for reader in (_trait, _action):
        try:
            record = reader(line, card)
        except _Unread:
            continue
        if abilities.validate(record):
            return None
        if record["timing"] == "trait" and triggers.validate_trigger(record):
            return None
        return record
    return None


def translate(card: CardDef) -> tuple[list[dict[str, Any]], list[bool]]:
    """The card's records (translated ones, plus a ``manual`` marker per unread ability) and,
    per ability, whether it is automated."""
    records: list[dict[str, Any]] = []
    automated: list[bool] = []
    for n, line in enumerate(split_abilities(card.text), start=1):
        rec = translate_ability(line, card)
        automated.append(rec is not None)
        if rec:
            records.append(rec)
        elif rec is None:
            records.append({"manual": f"ability {n} of the card's text", "ability": n})
    return records, automated


def with_abilities(card: CardDef) -> CardDef:
    """The imported card with its translated records (the importers call this; a card that
    already has records, or has no text, is returned as it is)."""
    if card.abilities or not card.text.strip():
        return card
    records, _automated = translate(card)
    return dataclasses.replace(card, abilities=tuple(records)) if records else card
