"""Effect amounts read when the effect resolves ("give him a Force penalty equal to his
Personal Honor", "+2F for each Personality you control ..."): an effect's ``amount_from``
replaces its fixed ``amount``.

``{"card": <target index | "self" | "host">, "stat": "force" | "chi" | "personal_honor",
"sign": 1 | -1}``: the named card's current stat (bonuses and penalties included), times the
sign. A bonus or penalty "equal to" a value is fixed when it is applied: later changes to the
value do not change it [S1 › BONUSES AND PENALTIES]. A card that is gone gives 0.

``"add": N`` and ``"min": M`` (optional, whole numbers): "equal to his Force minus 1 (minimum
zero)" is ``{"card": 0, "stat": "force", "add": -1, "min": 0}``: the stat plus N (before the
sign), then at least M.

``{"count": <spec>, "times": N}``: N for each card in play that fits the spec now ("+2F for
each Personality you control not at the current battlefield", "by the number of Castles you
control"), the spec read as an ``each`` spec (``each.py``: a target spec's filters, its
``controller`` from the point of view of the player resolving the effect); the cards are
counted, not targeted [CE › MISCELLANEOUS USAGE / TARGET]; "+2F for each X" is a bonus of
2 times the number of X when it is applied [CE › BONUSES AND PENALTIES].

``"stat": "focus"``: the card's Focus Value, always as printed (a Fate card's Focus Value is
read out of play: "a Force bonus equal to the discarded card's Focus Value", the card just
discarded from the hand as a cost, ``hand_costs.py``) [CE › CARD FEATURES › STATS].

``"times": N`` (a whole number, optional) on a stat: "a Force bonus equal to twice its current
Force" is ``{"card": 1, "stat": "force", "times": 2}``: the value (after ``add`` / ``min``)
times N, fixed when the bonus is applied like any amount "equal to" a value.

``"printed": true``: the card's base stat, "as printed ..., without modifications from
effects" [CE › BASE] ("equal to his base Personal Honor"), instead of its current value.

``{"player": "you", "family_honor_per": K, "each": M, "base": N}``: N, plus M for every K
points of the player's Family Honor ("Ranged 3 Attack with +1 strength for every 10 points of
Family Honor you have": N 3, M 1, K 10; Family Honor below 0 gives no points), read when the
effect resolves.

``"base": N`` beside a ``count``: N plus the count ("Ranged 3 Attack with +1 strength for
each other Follower in this unit": base 3, times 1).

``{"highest": <spec>, "stat": "chi"}`` (ccgtext2): the highest current stat among the cards in
play that fit the spec now, 0 when none does ("a Force bonus equal to the highest Chi among
all Courtiers and Shugenja you control": the spec read as a ``count`` spec, its ``any_of``
for "Courtiers and Shugenja"); the cards are looked at, not targeted.

``"plus_per": <a counted trait's per>`` beside a stat (duels lane): the count of a counted
trait (``trait_counts.py``, counted from the ability's card, ``ongoing.count``) added to the
stat (an attack as strong as the carrier's Chi and one more per Pearl card of the player in
play or in his discard piles: ``{"card": "host", "stat": "chi", "plus_per": {"in":
"yours_and_discards", "filter": {"keyword": "Pearl"}}}``), before the sign.

``{"highest_of": [<target indices>], "stat": "force", "printed": true}`` (duels lane): the
highest of those targets' stats, current or as printed ("equal to the higher printed Force of
the two" [CE › BASE]); a target gone counts for nothing, none left gives 0.

``{"keywords_of": <target index | "self" | "host">, "except_prefix": "Soul of"}``
(ccgtext2): the number of keywords the card has now, printed or granted by a trait in play
(``ongoing.keywords_granted_to``), those beginning with ``except_prefix`` (optional) left
out ("+1F for each of his keywords except 'Soul of' keywords"; each keyword printed in the
card's keyword line counts once [CE › KEYWORDS]).

``{"tokens_on": <target index | "self" | "host">, "title": T, "each": M, "base": N}``
(ccgtext lane): N, plus M for each token titled T on that card now ("a Ranged 3 Attack with
+1 strength for each Fire token on your Personality"; a token's title is its name after any
stat bonus, "+1F Fire" is a Fire token [CE › TOKENS], ``attached_filters.has_token``); a card
gone has none.

``{"count": "moved"}`` (ccgtext2): the number of Personalities whose unit moved earlier in
this resolution ("gain Honor equal to the number of Personalities this moved"), computed by
``abilities.run_list``, which knows them (``effect_conditions.results``, and those moved by
other players' picks, ``player_picks.py``); 0 read anywhere else.

``{"lost": <target index>, "stat": "force"}`` (ccgtext2): how much that card's stat went down
during this resolution, before this effect ("a Force bonus equal to the amount of Force the
Personality lost", after "Reduce his Force to 0"): its value when the resolution began less
its value now, 0 if it did not go down or the card is gone; computed by
``abilities.run_list`` (:func:`snapshots`, :func:`lost`), which saw the value before the
effects; 0 read anywhere else. A negated penalty loses nothing [CE › CARD FEATURES › STATS].

``{"count": "players_lost_province"}``: the number of players who have had a province
destroyed this game ("Draw a card for each player who has had a province destroyed this
game"; ``PlayerState.provinces_destroyed``, counted by ``moves.destroy_province``), eliminated
players included.
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.cardtext import each, ongoing, trait_counts
from l5r_desktop.games.ccg.model import stats
from l5r_desktop.games.ccg.model.state import CardState, GameState

#: The card ``discard_fate_top`` discarded to pay (ccgtext lane): "discard the top card of
#: your Fate deck: ... by the card's Focus Value plus one" is ``{"card": "paid_fate_top",
#: "stat": "focus", "add": 1}``: the top card of the player's Fate discard pile as the effect
#: resolves, which is the card the cost discarded (the effects resolve right after the costs
#: are paid [CE › TAKING ACTIONS FROM ABILITIES › C, D]; nothing is discarded in between, and a
#: Strategy taking the action enters the pile only when its action ends).
PAID_TOP = "paid_fate_top"
#: The stats an ``amount_from`` may read.
STATS = ("force", "chi", "personal_honor", "focus")
_KEYS = {"card", "stat", "sign", "add", "min", "printed", "times"}


def _whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _count(v: Any, low: int) -> bool:
    return isinstance(v, int) and not isinstance(v, bool) and v >= low


#: The counts an ``amount_from`` may name, each read from the state when the effect resolves.
COUNTS = ("players_lost_province", "moved")


def problems(src: Any, n_targets: int) -> list[str]:
    """Problems with one ``amount_from`` (empty: the engine can compute it)."""
    if isinstance(src, dict) and "lost" in src:
        ref = src["lost"]
        if set(src) != {"lost", "stat"} or src["stat"] not in STATS[:3] \
                or not (_whole(ref) and 0 <= ref < n_targets):
            return ["amount_from lost names a target (index) and a stat, nothing else"]
        return []
    if isinstance(src, dict) and src.get("paid") is True:  # the Gold paid: chosen_gold.py
        return []  # (checked there, and made a number before the effect resolves)
    if isinstance(src, dict) and "highest" in src:
        if set(src) != {"highest", "stat"} or src["stat"] not in STATS \
                or not isinstance(src["highest"], dict) or "unit_of" in src["highest"]:
            return ["amount_from highest needs a spec and a stat, nothing else"]
        return each.problems({"op": "bow", "each": src["highest"]})
    if isinstance(src, dict) and "highest_of" in src:
        refs = src["highest_of"]
        if set(src) - {"highest_of", "stat", "printed"} or src.get("stat") not in STATS[:3] \
                or src.get("printed", False) not in (True, False) \
                or not isinstance(refs, list) or not refs \
                or not all(_whole(r) and 0 <= r < n_targets for r in refs):
            return ["amount_from highest_of lists target indices, with a stat (force, chi, "
                    "personal_honor) and printed"]
        return []
    if isinstance(src, dict) and "keywords_of" in src:
        ref = src["keywords_of"]
        if set(src) - {"keywords_of", "except_prefix"} or not isinstance(
                src.get("except_prefix", ""), str) or not (
                ref in ("self", "host") or (_whole(ref) and 0 <= ref < n_targets)):
            return ["amount_from keywords_of names a card (target index, self or host) and "
                    "may leave out an except_prefix"]
        return []
    if isinstance(src, dict) and "count" in src:
        if isinstance(src["count"], str):  # a count of the state (COUNTS)
            return [] if set(src) == {"count"} and src["count"] in COUNTS else \
                [f"amount_from count is one of {', '.join(COUNTS)} and nothing else"]
        spec = src["count"]
        if set(src) - {"count", "times", "base"} or not _whole(src.get("times", 1)) \
                or not _whole(src.get("base", 0)) or not isinstance(spec, dict):
            return ["amount_from count needs a spec, a whole times and a whole base"]
        unit = spec.get("unit_of")
        if isinstance(unit, int) and not 0 <= unit < n_targets:
            return [f"amount_from count unit_of {unit} has no target"]
        return each.problems({"op": "bow", "each": spec})
    if isinstance(src, dict) and "tokens_on" in src:
        ref = src["tokens_on"]
        if set(src) == {"tokens_on", "title", "each", "base"} and (
                ref in ("self", "host") or (_whole(ref) and 0 <= ref < n_targets)) \
                and isinstance(src["title"], str) and src["title"].strip() \
                and _count(src["each"], 1) and _count(src["base"], 0):
            return []
        return ["a token count is {tokens_on: a card, title, each, base}"]
    if isinstance(src, dict) and "player" in src:
        if src.get("player") == "you" and set(src) == {"player", "family_honor_per", "each",
                                                         "base"} \
                and _count(src["family_honor_per"], 1) and _count(src["each"], 1) \
                and _count(src["base"], 0):
            return []
        return ["a player's amount_from is {player: you, family_honor_per, each, base}"]
    if isinstance(src, dict) and "plus_per" in src:  # a stat plus a counted trait's count
        why = trait_counts.problems(src["plus_per"], "self")
        if why:
            return why
        src = {k: v for k, v in src.items() if k != "plus_per"}
    ok = isinstance(src, dict) and src.get("stat") in STATS and src.get("sign", 1) in (1, -1) \
        and not set(src) - _KEYS and all(_whole(src[k]) for k in ("add", "min") if k in src) \
        and _count(src.get("times", 1), 1) \
        and src.get("printed", True) is True
    ref = src.get("card") if isinstance(src, dict) else None
    if ok and (ref in ("self", "host") or (_whole(ref) and 0 <= ref < n_targets)):
        return []
    if ok and ref == PAID_TOP and src["stat"] == "focus":  # the record has the cost
        return []  # (ability_format checks it)
    return [f"amount_from needs a card (target index, self or host), a stat "
            f"({', '.join(STATS)}), a sign of 1 or -1 and whole add / min, or a count"]


def value(state: GameState, card: CardState, targets: tuple[str, ...],
          src: dict[str, Any], player: int | None = None) -> int:
    """The amount now: the named card's current stat (plus ``add``, at least ``min``) times
    the sign, 0 if the card is gone; or ``times`` the number of cards fitting ``count``
    (``player``: the one resolving the effect, by default the card's controller), or the
    player's count of Family Honor, or the count of the state ``count`` names
    (:data:`COUNTS`)."""
    if "player" in src:  # N + M per K points of Family Honor
        who = card.controller if player is None else player
        honor = max(0, state.players[who].family_honor)
        return int(src["base"]) + int(src["each"]) * (honor // int(src["family_honor_per"]))
    if "highest" in src:  # the highest stat among the cards that fit now
        who = card.controller if player is None else player
        found = each.cards(state, who, card.id, src["highest"], targets)
        return max((int(getattr(stats, src["stat"])(state, c)) for c in found), default=0)
    if "highest_of" in src:  # the higher of those targets' stats (printed: as printed)
        found = [targets[r] for r in src["highest_of"] if r < len(targets)
                 and targets[r] in state.cards and state.cards[targets[r]].in_play]
        return max((int(getattr(state.cards[c].definition, src["stat"]) or 0)
                    if src.get("printed") else int(getattr(stats, src["stat"])(state, c))
                    for c in found), default=0)
    if "keywords_of" in src:
        return _keyword_count(state, card, targets, src)
    if "tokens_on" in src:  # N + M per token of that title on the card
        ref = src["tokens_on"]
        on = card.id if ref == "self" else card.attached_to if ref == "host" else (
            targets[ref] if ref < len(targets) else None)
        toks = state.cards[on].tokens if on in state.cards and state.cards[on].in_play else {}
        want = str(src["title"]).casefold()
        n = sum(k for name, k in toks.items() if name.rsplit(" ", 1)[-1].casefold() == want)
        return int(src["base"]) + int(src["each"]) * n
    if src.get("count") == "players_lost_province":  # a count of the state (COUNTS)
        return sum(1 for p in state.players if p.provinces_destroyed > 0)
    if src.get("count") == "moved" or "lost" in src:  # known to abilities.run_list only
        return 0
    if "count" in src:
        who = card.controller if player is None else player
        return int(src.get("base", 0)) + int(src.get("times", 1)) * len(
            each.cards(state, who, card.id, src["count"], targets))
    ref = src["card"]
    if ref == PAID_TOP:  # the card the discard_fate_top cost discarded
        pile = state.players[card.controller if player is None else player].fate_discard
        cid: str | None = pile[-1] if pile else None
    elif ref == "self":
        cid = card.id
    elif ref == "host":
        cid = card.attached_to
    else:
        cid = targets[ref] if ref < len(targets) else None
    if cid is None or cid not in state.cards:
        return 0
    if src.get("printed") or src["stat"] == "focus":  # "his base Personal Honor": as
        # printed, without modifications [CE › BASE]; a Focus Value is read as printed
        base = getattr(state.cards[cid].definition, src["stat"])  # [CE › BASE]
        amount = int(base or 0) + int(src.get("add", 0))
    else:
        amount = int(getattr(stats, src["stat"])(state, cid)) + int(src.get("add", 0))
    if "min" in src:
        amount = max(int(src["min"]), amount)
    if "plus_per" in src:  # "plus the number of ...": counted from the ability's card
        amount += ongoing.count(state, card, src["plus_per"])
    return int(src.get("sign", 1)) * int(src.get("times", 1)) * amount


def _keyword_count(state: GameState, card: CardState, targets: tuple[str, ...],
                   src: dict[str, Any]) -> int:
    """The keywords the named card has now (printed, or granted by a trait in play), less
    those beginning with ``except_prefix``."""
    ref = src["keywords_of"]
    cid = card.id if ref == "self" else card.attached_to if ref == "host" else (
        targets[ref] if ref < len(targets) else None)
    if cid is None or cid not in state.cards:
        return 0
    c = state.cards[cid]
    names = {k.casefold() for k in c.definition.keywords}
    names |= ongoing.keywords_granted_to(state, c)
    skip = str(src.get("except_prefix", "")).casefold()
    return sum(1 for k in names if not (skip and k.startswith(skip)))


def snapshots(state: GameState, effs: list[dict[str, Any]], targets: tuple[str, ...]
              ) -> dict[tuple[str, str], int]:
    """The stats that ``lost`` amounts of ``effs`` will compare, as they are now (before the
    effects): ``{(card id, stat): value}``; empty (the common case) when none asks."""
    out: dict[tuple[str, str], int] = {}
    for eff in effs:
        src = eff.get("amount_from")
        if src and "lost" in src and src["lost"] < len(targets):
            cid = targets[src["lost"]]
            if cid in state.cards and state.cards[cid].in_play:
                out[(cid, src["stat"])] = int(getattr(stats, src["stat"])(state, cid))
    return out


def lost(state: GameState, targets: tuple[str, ...], src: dict[str, Any],
         before: dict[tuple[str, str], int]) -> int:
    """How much the card's stat went down since :func:`snapshots` (0 if it did not, or the
    card is gone)."""
    ref = src["lost"]
    cid = targets[ref] if ref < len(targets) else None
    if cid is None or (cid, src["stat"]) not in before or not state.cards[cid].in_play:
        return 0
    now = int(getattr(stats, src["stat"])(state, cid))
    return max(0, before[(cid, src["stat"])] - now)
