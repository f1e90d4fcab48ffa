"""LCG deckbuilding legality (Rules Reference 1.6 › Deckbuilding, Deck Limits, Influence,
Role Cards, Appendix V) on the seven core-set clan decks and on variants that each break one rule.

Uses the real FiveRingsDB export when present (skipped otherwise).
"""

from __future__ import annotations

import json

import pytest

from l5r_desktop.carddb import lcg_decks
from l5r_desktop.carddb.lcg_cards import LCG_CLANS
from l5r_desktop.carddb.lcg_decks import LcgDeck
from l5r_desktop.carddb.lcg_legality import CardLists, check_deck, load_card_lists
from tests.carddb.lcg_core_decks import REAL, build_core_deck, core_quantities


@pytest.fixture(scope="module")
def real(tmp_path_factory):
    if not (REAL / "Card").is_dir():
        pytest.skip(f"FiveRingsDB export not available at {REAL}")
    from l5r_desktop.carddb.library import Library

    lib = Library.open(tmp_path_factory.mktemp("lcg") / "library.sqlite3", demo=False)
    summary = lib.import_files([REAL])
    assert summary.skipped == 0
    yield lib, lib.lcg_cards()
    lib.close()


def _rules(deck: LcgDeck, lists: CardLists | None = None) -> list[str]:
    return sorted(p.rule for p in check_deck(deck, lists))


def _copy(deck: LcgDeck, **changes) -> LcgDeck:
    out = LcgDeck(deck.name, deck.primary_clan, deck.secondary_clan, deck.format,
                  dict(deck.cards))
    for key, value in changes.items():
        setattr(out, key, value)
    return out


@pytest.mark.parametrize("clan", LCG_CLANS)
def test_core_set_deck_of_each_clan_loads_resolved_with_the_right_verdict(real, clan):
    lib, cards = real
    lists = load_card_lists()
    deck = build_core_deck(clan, cards, set(lists.restricted))
    core = core_quantities()
    assert all(n <= core[card_id] for card_id, n in deck.quantities().items())
    for text in (lcg_decks.write_text(deck), lcg_decks.write_text(deck, packs=False,
                                                                  style="x3"),
                 lcg_decks.write_json(deck)):
        loaded = lcg_decks.load_deck(text, lib)  # raises if a card does not resolve
        assert loaded.quantities() == deck.quantities()
        assert (loaded.primary_clan, loaded.secondary_clan) == (clan, deck.secondary_clan)
        # Out-of-the-box format (one core set, decks of 30+): legal.
        assert check_deck(loaded, lists) == []
        # Tournament format: only the deck sizes fail (one core set has too few cards).
        standard = _copy(loaded, format="standard")
        assert _rules(standard) == ["conflict size", "dynasty size"] or _rules(standard) == [
            "dynasty size"]


def _variant_cases(deck: LcgDeck, cards: dict, clan: str):
    """(rule expected, broken deck) for each rule, broken once."""
    by_type = {}
    for card in cards.values():
        by_type.setdefault((card.type, card.clan, card.side), []).append(card)
    other = deck.secondary_clan
    third = next(c for c in LCG_CLANS if c not in (clan, other))
    in_deck = deck.by_side("dynasty")

    def changed(add=(), remove=(), **kw) -> LcgDeck:
        out = _copy(deck, **kw)
        for card_id in remove:
            del out.cards[card_id]
        for card, n in add:
            out.add(card, n)
        return out

    strongholds = [c for c in by_type[("stronghold", other, "province")]]
    yield "stronghold", changed(add=[(strongholds[0], 1)])
    yield "role", changed(add=[(cards["01-seeker-of-air"], 1)])
    removed, left = [], deck.count("dynasty")
    for card, n in in_deck:
        if left < 30:
            break
        removed.append(card.id)
        left -= n
    yield "dynasty size", changed(remove=removed)
    yield "dynasty clan", changed(add=[(by_type[("character", other, "dynasty")][0], 1)],
                                  remove=[in_deck[0][0].id] if in_deck[0][1] == 1 else [])
    fillers = [c for c in by_type[("event", "neutral", "conflict")]
               if c.id not in deck.cards and c.deck_limit == 3 and not c.role_restriction
               and c.id not in load_card_lists().restricted]
    yield "conflict size", changed(add=[(c, 1) for c in fillers[:46 - deck.count("conflict")]])
    chars = [c for c in by_type[("character", clan, "conflict")]
             if c.id not in deck.cards and not c.role_restriction]
    have = sum(n for c, n in deck.by_side("conflict") if c.type == "character")
    added = [(c, min(3, c.deck_limit)) for c in chars[:4]]
    assert have + sum(n for _, n in added) > 10
    dropped, dropped_n = [], 0
    for card, n in deck.by_side("conflict"):
        if card.type == "event" and dropped_n < sum(n for _, n in added):
            dropped.append(card.id)
            dropped_n += n
    yield "conflict characters", changed(add=added, remove=dropped)
    splash = [c for c in by_type[("event", third, "conflict")] if c.influence_cost == 1
              and not c.role_restriction and c.id not in load_card_lists().restricted]
    yield "influence clan", changed(add=[(splash[0], 1)],
                                    remove=[next(c.id for c, _ in deck.by_side("conflict")
                                                 if c.clan == other)])
    spent = sum(c.influence_cost * n for c, n in deck.by_side("conflict") if c.clan == other)
    pool = deck.stronghold.influence_pool + 3  # Keeper of Air: +3 influence
    extra = [c for c in by_type[("event", other, "conflict")] if c.id not in deck.cards and
             c.influence_cost and not c.role_restriction
             and c.id not in load_card_lists().restricted]
    picked, cost = [], spent
    for card in extra:
        if cost > pool:
            break
        picked.append(card)
        cost += card.influence_cost
    fillers_out, out_n = [], 0
    for card, n in deck.by_side("conflict"):
        if card.is_neutral and card.type == "event" and out_n < len(picked):
            fillers_out.append(card.id)
            out_n += n
    yield "influence", changed(add=[(c, 1) for c in picked], remove=fillers_out)
    no_cost = next(c for c in cards.values() if c.clan == other and c.side == "conflict"
                   and c.influence_cost is None and c.type != "character")
    yield "influence cost", changed(add=[(no_cost, 1)])
    yield "copies", changed(add=[(in_deck[0][0], 4 - in_deck[0][1])])
    restricted = [cards[i] for i in sorted(load_card_lists().restricted)
                  if cards[i].clan == "neutral" and i not in deck.cards]
    yield "restricted", changed(add=[(restricted[0], 1)])
    yield "provinces", changed(remove=[deck.of_type("province")[0][0].id])
    provinces = deck.of_type("province")
    twin = next(c for c in cards.values() if c.type == "province" and c.is_neutral
                and c.elements == provinces[0][0].elements and c.id not in deck.cards)
    doubled = changed(remove=[provinces[1][0].id], add=[(twin, 1)])
    if _rules(doubled) == ["province elements"]:
        yield "province elements", doubled
    else:  # pragma: no cover - the first province is the clan one
        yield "province elements", changed(remove=[provinces[-1][0].id], add=[(twin, 1)])
    foreign, neutral = next(
        (f, n) for f in cards.values() if f.type == "province" and f.clan not in
        (clan, "neutral") for n, _ in provinces if n.is_neutral and n.elements == f.elements)
    yield "province clan", changed(remove=[neutral.id], add=[(foreign, 1)])
    seeker_only = next(c for c in cards.values() if c.role_restriction == "seeker"
                       and c.clan == "neutral" and c.side == "conflict")
    yield "role only", changed(add=[(seeker_only, 1)])


@pytest.mark.parametrize("clan", LCG_CLANS)
def test_each_rule_broken_once_gives_that_failure(real, clan):
    lib, cards = real
    deck = build_core_deck(clan, cards, set(load_card_lists().restricted))
    assert check_deck(deck) == []
    seen = []
    for rule, broken in _variant_cases(deck, cards, clan):
        loaded = lcg_decks.load_deck(lcg_decks.write_json(broken), lib)
        problems = check_deck(loaded)
        assert sorted({p.rule for p in problems}) == [rule], (rule, [str(p) for p in problems])
        assert all(p.message.endswith(".") for p in problems)
        seen.append(rule)
    assert len(seen) == len(set(seen)) == 15


def test_banned_list_is_user_data(real, tmp_path):
    _lib, cards = real
    deck = build_core_deck("crab", cards, set(load_card_lists().restricted))
    victim = deck.by_side("conflict")[0][0]
    (tmp_path / "lcg_card_lists.json").write_text(
        json.dumps({"restricted": [], "banned": [victim.id]}), encoding="utf-8")
    lists = load_card_lists(tmp_path)
    assert [p.rule for p in check_deck(deck, lists)] == ["banned"]
    assert victim.name in str(check_deck(deck, lists)[0])
    (tmp_path / "lcg_card_lists.json").write_text("{broken", encoding="utf-8")
    damaged = load_card_lists(tmp_path)
    assert damaged.restricted == load_card_lists().restricted
    assert "was not used" in damaged.problems[0]


def test_roles_change_influence_and_provinces(real):
    """Keeper roles add 3 influence, Seeker roles allow a second province of their element,
    Support roles add 8 influence for their clan only (the role cards' own text)."""
    _lib, cards = real
    deck = build_core_deck("crab", cards, set(load_card_lists().restricted))
    provinces = deck.of_type("province")
    air = next(c for c, _ in provinces if c.elements == ("air",))
    twin = next(c for c in cards.values() if c.type == "province" and c.is_neutral
                and c.elements == ("earth",) and c.id not in deck.cards
                and not c.role_restriction)
    doubled = _copy(deck)
    del doubled.cards[air.id]
    doubled.add(twin, 1)
    assert _rules(doubled) == ["province elements"]  # Keeper of Air: no replacement
    seeker = build_core_deck("crab", cards, set(load_card_lists().restricted),
                             role_id="01-seeker-of-earth")
    assert _rules(seeker) == []
    del seeker.cards[air.id]
    seeker.add(twin, 1)
    assert _rules(seeker) == []  # Seeker of Earth: an earth province may replace air
    # Influence: spend exactly 13 (10 + Keeper's 3) - legal; without the role - illegal.
    splash = [c for c in cards.values() if c.clan == deck.secondary_clan and c.side ==
              "conflict" and c.influence_cost == 1 and c.id not in deck.cards
              and not c.role_restriction and c.id not in load_card_lists().restricted]
    spent = sum(c.influence_cost * n for c, n in deck.by_side("conflict")
                if c.clan == deck.secondary_clan)
    full = _copy(deck)
    for card in splash[: 13 - spent]:
        full.add(card, 1)
    assert sum(c.influence_cost * n for c, n in full.by_side("conflict")
               if c.clan == deck.secondary_clan) == 13
    assert "influence" not in _rules(full)
    no_role = _copy(full)
    del no_role.cards["01-keeper-of-air"]
    assert set(_rules(no_role)) == {"influence", "role only"}  # Keeper-only cards too
    support = _copy(no_role)
    support.add(cards["18-support-of-the-crane"], 1)  # crab splashes crane: +8 for crane
    assert deck.secondary_clan == "crane" and "influence" not in _rules(support)
    wrong = _copy(no_role)
    wrong.add(cards["27-support-of-the-lion"], 1)
    assert "influence" in _rules(wrong)
