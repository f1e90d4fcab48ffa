"""Gold, recruiting and equipping [S1 › GOLD PRODUCTION], [S1 › DYNASTY PHASE],
[S1 › ATTACHMENTS] and the edition differences of ENGINE-SPEC §18."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from l5r_desktop.core.errors import IllegalActionError
from l5r_desktop.games.ccg import gold_choice
from l5r_desktop.games.ccg.actions import Equip, Overlay, Pass, ProduceGold, Recruit
from l5r_desktop.games.ccg.events import GoldPaid, GoldProduced
from l5r_desktop.games.ccg.model import stats
from l5r_desktop.games.ccg.model.ids import Zone
from tests.engine.scenario import find, game_at, player


def up(title: str) -> dict:
    return {"title": title, "face_up": True}


def dynasty(p1: dict, **kw) -> object:
    return game_at(p1, phase="dynasty", **kw)


def recruits(game, title: str) -> set[tuple[bool, bool, bool]]:
    cid = find(game.state, title)
    return {(a.discount, a.for_honor, a.ignore_hr) for a in game.legal_actions()
            if isinstance(a, Recruit) and a.card == cid}


def test_clan_options_when_honor_requirement_is_met() -> None:
    """[S1 › DYNASTY PHASE]: discount 2, or full price and buy for Honor (+PH), or either with
    +2 to ignore the Honor Requirement."""
    game = dynasty(player(provinces=[up("Crane Samurai"), None, None, None],
                          home=["Gold Mine", "Small Farm"]))
    assert recruits(game, "Crane Samurai") == {
        (True, False, False), (False, True, False), (False, False, False),
        (True, False, True), (False, True, True), (False, False, True)}


def test_recruit_with_discount_pays_exactly_and_picks_the_least_wasteful_sources() -> None:
    """Crane Samurai GC 5 - 2 = 3: the Gold Mine (3) pays without waste; he enters unbowed
    in home; the province is refilled face down."""
    game = dynasty(player(provinces=[up("Crane Samurai"), None, None, None],
                          home=["Gold Mine", "Small Farm"], dynasty_deck=["Shrine"]))
    s = game.state
    sam = find(s, "Crane Samurai")
    events = game.perform(Recruit(0, card=sam, discount=True))
    s = game.state
    paid = next(e for e in events if isinstance(e, GoldPaid))
    assert (paid.amount, paid.lost) == (3, 0)
    assert [e.cards[0] for e in events if isinstance(e, GoldProduced)] == [find(s, "Gold Mine")]
    assert s.cards[sam].zone is Zone.HOME and not s.cards[sam].bowed
    assert s.players[0].family_honor == 10
    assert s.title(s.players[0].provinces[0]) == "Shrine"
    assert not s.cards[s.players[0].provinces[0]].face_up


def test_buy_for_honor_once_per_turn() -> None:
    """[S1 › DYNASTY PHASE]: gain Honor = Personal Honor, only once per turn."""
    game = dynasty(player(provinces=[up("Crane Samurai"), up("Crane Samurai"), None, None],
                          home=["Gold Mine", "Gold Mine", "Gold Mine", "Gold Mine"]))
    s = game.state
    first, second = s.players[0].provinces[0], s.players[0].provinces[1]
    game.perform(Recruit(0, card=first, for_honor=True))
    assert game.state.players[0].family_honor == 12
    with pytest.raises(IllegalActionError, match="already bought a Personality for Honor"):
        game.perform(Recruit(0, card=second, for_honor=True))
    game.perform(Recruit(0, card=second))
    assert game.state.players[0].family_honor == 12


def test_ignore_honor_requirement_for_two_gold() -> None:
    """Crane Courtier GC 4, HR 12 at Honor 10: only with +2 Gold; with 5 Gold only the
    discounted version (4 + 2 - 2 = 4) is affordable."""
    game = dynasty(player(provinces=[up("Crane Courtier"), None, None, None]))
    assert recruits(game, "Crane Courtier") == {(True, False, True)}
    cid = find(game.state, "Crane Courtier")
    with pytest.raises(IllegalActionError, match="below Crane Courtier's Honor Requirement 12"):
        game.perform(Recruit(0, card=cid))
    with pytest.raises(IllegalActionError, match="Not enough Gold"):
        game.perform(Recruit(0, card=cid, ignore_hr=True, for_honor=True))
    events = game.perform(Recruit(0, card=cid, ignore_hr=True, discount=True))
    paid = next(e for e in events if isinstance(e, GoldPaid))
    assert (paid.amount, paid.lost) == (4, 1)
    assert game.state.players[0].family_honor == 10


def test_ignore_hr_plus_honor_costs_six_and_loses_nothing_extra() -> None:
    game = dynasty(player(provinces=[up("Crane Courtier"), None, None, None],
                          home=["Small Farm"]))  # 5 + 1 = 6 Gold available
    cid = find(game.state, "Crane Courtier")
    events = game.perform(Recruit(0, card=cid, ignore_hr=True, for_honor=True))
    paid = next(e for e in events if isinstance(e, GoldPaid))
    assert (paid.amount, paid.lost) == (6, 0)
    assert game.state.players[0].family_honor == 13


def test_non_clan_personality_has_no_options() -> None:
    """[S1 › DYNASTY PHASE]: clan options only for Personalities of your clan."""
    game = dynasty(player(provinces=[up("Lion Samurai"), up("Ronin"), None, None]))
    assert recruits(game, "Lion Samurai") == {(False, False, False)}
    assert recruits(game, "Ronin") == {(False, False, False)}
    with pytest.raises(IllegalActionError, match="only to Personalities of your clan"):
        game.perform(Recruit(0, card=find(game.state, "Lion Samurai"), discount=True))


def test_excess_gold_is_lost_and_explicit_payment_checked() -> None:
    """[S1 › GOLD PRODUCTION]: excess is lost; chosen sources must cover the cost."""
    game = dynasty(player(provinces=[up("Small Farm"), up("Gold Mine"), None, None],
                          home=["Small Farm"]))
    s = game.state
    mine = find(s, "Gold Mine")
    farm_home = next(c for c in s.players[0].home if s.title(c) == "Small Farm")
    with pytest.raises(IllegalActionError, match="Not enough Gold: need 4"):
        game.perform(Recruit(0, card=mine, payment=(farm_home,)))
    assert not game.state.cards[farm_home].bowed
    events = game.perform(Recruit(0, card=mine, payment=(s.players[0].stronghold,)))
    paid = next(e for e in events if isinstance(e, GoldPaid))
    assert (paid.amount, paid.lost) == (4, 1)
    assert game.state.players[0].gold_pool == 0
    assert game.state.cards[mine].bowed  # Holdings enter play bowed [S1 › HOLDING]


def test_pre_produced_gold_pays_then_is_lost_at_end_of_phase() -> None:
    game = dynasty(player(provinces=[up("Small Farm"), None, None, None], home=["Gold Mine"]))
    s = game.state
    gm = find(s, "Gold Mine")
    assert ProduceGold(0, card=gm) in game.gold_actions()
    assert ProduceGold(0, card=gm) not in game.legal_actions()
    game.perform(ProduceGold(0, card=gm))
    assert game.state.players[0].gold_pool == 3
    game.perform(Recruit(0, card=find(s, "Small Farm")))
    assert game.state.players[0].gold_pool == 0  # 1 excess lost (CE)
    assert not game.state.cards[game.state.players[0].stronghold].bowed
    game2 = dynasty(player(home=["Gold Mine"]))
    game2.perform(ProduceGold(0, card=find(game2.state, "Gold Mine")))
    game2.perform(Pass(0))
    assert game2.state.players[0].gold_pool == 0


def test_twenty_festivals_gold_pool_until_end_of_phase() -> None:
    """[S0 › PAYING GOLD COSTS #]: excess stays in the pool until the end of the phase."""
    game = dynasty(player(provinces=[up("Small Farm"), up("Small Farm"), None, None]),
                   profile="twenty_festivals")
    s = game.state
    a, b = s.players[0].provinces[0], s.players[0].provinces[1]
    game.perform(Recruit(0, card=a))  # 2 from the Stronghold's 5
    assert game.state.players[0].gold_pool == 3
    game.perform(Recruit(0, card=b))
    assert game.state.players[0].gold_pool == 1
    game.perform(Pass(0))
    assert game.state.players[0].gold_pool == 0


def test_twenty_festivals_recruit_surcharge_and_no_discount() -> None:
    """[S0 › RECRUIT #]: +2 for a different clan; no discount; Proclaim (+PH) once per turn."""
    game = dynasty(player(provinces=[up("Lion Samurai"), up("Crane Samurai"), None, None],
                          home=["Gold Mine", "Gold Mine"]), profile="twenty_festivals")
    assert recruits(game, "Lion Samurai") == {(False, False, False)}
    assert recruits(game, "Crane Samurai") == {(False, False, False), (False, True, False)}
    events = game.perform(Recruit(0, card=find(game.state, "Lion Samurai")))
    assert [e.amount for e in events if isinstance(e, GoldPaid)] == [7]


def test_gold_edition_recruit_options() -> None:
    """[S2 › Personalities]: discount or +PH, no Honor Requirement bypass, no turn limit."""
    game = dynasty(player(provinces=[up("Crane Samurai"), up("Crane Courtier"), None, None],
                          home=["Gold Mine"] * 4), profile="gold")
    assert recruits(game, "Crane Courtier") == set()
    assert recruits(game, "Crane Samurai") == {(True, False, False), (False, True, False),
                                               (False, False, False)}


def test_unique_and_loyal_restrictions() -> None:
    """[S1 › UNIQUE]: not while you control one; GE: not while anyone does [S2];
    [S1 › LOYAL]: only a player of its clan."""
    p1 = player(provinces=[up("Crane Kensai"), up("Loyal Lion"), None, None])
    p2 = player("Lion Keep", home=["Crane Kensai"])
    game = dynasty(p1, p2=p2)
    assert recruits(game, "Crane Kensai") != set()  # CE: the other player's copy is fine
    assert recruits(game, "Loyal Lion") == set()
    game = game_at(player(provinces=[up("Crane Kensai"), None, None, None]),
                   player("Lion Keep", home=["Crane Kensai"]), phase="dynasty", profile="gold")
    assert recruits(game, "Crane Kensai") == set()
    game = dynasty(player(provinces=[up("Crane Kensai"), None, None, None],
                          home=["Crane Kensai"]))
    cid = game.state.players[0].provinces[0]
    with pytest.raises(IllegalActionError, match="Unique"):
        game.perform(Recruit(0, card=cid))


def test_fortifications_enter_unbowed_in_gold_edition_only() -> None:
    """[S1 › HOLDING] bowed; [S2 › Holdings] Fortifications unbowed."""
    for profile, bowed in (("celestial", True), ("gold", False)):
        game = dynasty(player(provinces=[up("Fortress Wall"), None, None, None]),
                       profile=profile)
        cid = find(game.state, "Fortress Wall")
        game.perform(Recruit(0, card=cid))
        assert game.state.cards[cid].bowed is bowed


def test_experienced_overlay() -> None:
    """[S1 › EXPERIENCED], [S1 › OVERLAYING]: no HR check, free unless 2+ levels higher and
    more expensive (pay the difference); the stack keeps attachments and states."""
    game = dynasty(player(
        provinces=[up("Crane Kensai - exp"), up("Crane Kensai - exp2"), None, None],
        home=[{"title": "Crane Kensai", "bowed": True, "attachments": ["Katana"],
               "tokens": {"+1F": 1}}]))
    s = game.state
    base = find(s, "Crane Kensai")
    exp1, exp2 = find(s, "Crane Kensai - exp"), find(s, "Crane Kensai - exp2")
    assert Overlay(0, card=exp1, onto=base) in game.legal_actions()
    game.perform(Overlay(0, card=exp1, onto=base))
    s = game.state
    c = s.cards[exp1]
    assert c.zone is Zone.HOME and c.bowed and c.under == [base]
    assert s.cards[base].zone is Zone.UNDER
    assert [s.title(a) for a in c.attachments] == ["Katana"]
    assert stats.force(s, exp1) == 4 + 2 + 1
    assert not s.cards[s.players[0].stronghold].bowed  # free
    # exp2 on exp1 is only one level: free too; exp2 on the base would cost 9 - 6 = 3
    events = game.perform(Overlay(0, card=exp2, onto=exp1))
    assert not [e for e in events if isinstance(e, GoldPaid)]
    game2 = dynasty(player(provinces=[up("Crane Kensai - exp2"), None, None, None],
                           home=["Crane Kensai"]))
    s2 = game2.state
    events = game2.perform(Overlay(0, card=find(s2, "Crane Kensai - exp2"),
                                   onto=find(s2, "Crane Kensai")))
    assert [e.amount for e in events if isinstance(e, GoldPaid)] == [3]


# -- Equip -------------------------------------------------------------------------------

def equip_game(home: list, hand: list, **kw) -> object:
    return game_at(player(home=home, hand=hand), **kw)


def test_follower_needs_personal_honor_at_least_its_honor_requirement() -> None:
    """[S1 › FOLLOWER]: PH >= HR; a dishonorable Personality has PH 0."""
    game = equip_game(["Crane Samurai", {"title": "Crane Kensai", "dishonored": True}],
                      ["Elite Guard", "Spearmen"])
    s = game.state
    sam, ken = find(s, "Crane Samurai"), find(s, "Crane Kensai")
    with pytest.raises(IllegalActionError, match="Personal Honor 2 is below the Follower's"):
        game.perform(Equip(0, card=find(s, "Elite Guard"), target=sam))
    with pytest.raises(IllegalActionError, match="Personal Honor 0"):
        game.perform(Equip(0, card=find(s, "Spearmen"), target=ken))
    game.perform(Equip(0, card=find(s, "Spearmen"), target=sam))
    s = game.state
    assert s.cards[find(s, "Spearmen")].attached_to == sam
    assert stats.unit_force(s, sam) == 4 and stats.force(s, sam) == 2


def test_spells_only_on_shugenja_and_gold_edition_chi_limit() -> None:
    """[S1 › SPELL]; [S2]: max Spells = Chi."""
    game = equip_game(["Crane Samurai", "Crane Shugenja"], ["Fire Spell"])
    s = game.state
    spell = find(s, "Fire Spell")
    with pytest.raises(IllegalActionError, match="only to a Shugenja"):
        game.perform(Equip(0, card=spell, target=find(s, "Crane Samurai")))
    game.perform(Equip(0, card=spell, target=find(s, "Crane Shugenja")))
    game = equip_game([{"title": "Crane Shugenja",
                        "attachments": ["Fire Spell", "Fire Spell", "Fire Spell"]}],
                      ["Fire Spell"], profile="gold")
    s = game.state
    with pytest.raises(IllegalActionError, match="as many Spells as his Chi"):
        game.perform(Equip(0, card=s.players[0].hand[0], target=find(s, "Crane Shugenja")))


def test_weapon_armor_and_kensai_limits() -> None:
    """[S1 › WEAPON], [S1 › ARMOR], [S1 › KENSAI]; 20F Two-Handed [S0 › TWO-HANDED #]."""
    game = equip_game([{"title": "Crane Samurai", "attachments": ["Katana", "Armor"]},
                       {"title": "Crane Kensai", "attachments": ["Katana"]}],
                      ["Club", "Armor", "Two-Hand Blade", "Club"])
    s = game.state
    sam, ken = find(s, "Crane Samurai"), find(s, "Crane Kensai")
    club = s.players[0].hand[0]
    with pytest.raises(IllegalActionError, match="already carries a Weapon"):
        game.perform(Equip(0, card=club, target=sam))
    with pytest.raises(IllegalActionError, match="already wears Armor"):
        game.perform(Equip(0, card=s.players[0].hand[1], target=sam))
    game.perform(Equip(0, card=club, target=ken))
    game.perform(Pass(1))  # the opportunity went to Bob after the action
    with pytest.raises(IllegalActionError, match="two Weapons"):
        game.perform(Equip(0, card=game.state.players[0].hand[2], target=ken))
    game = equip_game([{"title": "Crane Kensai", "attachments": ["Katana"]}],
                      ["Two-Hand Blade"], profile="twenty_festivals")
    s = game.state
    with pytest.raises(IllegalActionError, match="Two-Handed"):
        game.perform(Equip(0, card=s.players[0].hand[0], target=find(s, "Crane Kensai")))


def test_equip_costs_gold_and_is_limited_in_celestial_open_in_20f() -> None:
    """(Equip) Limited [S1 › PLAYER ABILITIES]; Repeatable Open in 20F [S0 › EQUIP #]."""
    game = game_at(player(), player("Lion Keep", home=["Lion Samurai"], hand=["Katana"]),
                   priority=1)
    s = game.state
    eq = Equip(1, card=find(s, "Katana"), target=find(s, "Lion Samurai"))
    assert eq not in game.legal_actions()
    game = game_at(player(), player("Lion Keep", home=["Lion Samurai"], hand=["Katana"]),
                   priority=1, profile="twenty_festivals")
    assert eq in game.legal_actions()
    game.perform(eq)
    assert game.state.cards[eq.card].attached_to == eq.target
    broke = game_at(player({"title": "Crane Keep", "bowed": True}, home=["Crane Samurai"],
                           hand=["Katana"]))
    s = broke.state
    with pytest.raises(IllegalActionError, match="Not enough Gold for Katana: need 2"):
        broke.perform(Equip(0, card=find(s, "Katana"), target=find(s, "Crane Samurai")))


def test_gold_edition_equip_target_must_be_unbowed() -> None:
    """[S2 › Targeting]: your bowed Personality cannot be targeted."""
    game = equip_game([{"title": "Crane Samurai", "bowed": True}], ["Katana"], profile="gold")
    s = game.state
    with pytest.raises(IllegalActionError, match="is bowed"):
        game.perform(Equip(0, card=find(s, "Katana"), target=find(s, "Crane Samurai")))


def test_items_modify_force_and_chi_and_chi_zero_destroys() -> None:
    """[S1 › ITEM] signed modifiers; [S1 › PERSONALITY › Chi Death Rule]."""
    game = equip_game(["Crane Kensai"], ["Heavy Maul"])
    s = game.state
    ken = find(s, "Crane Kensai")
    game.perform(Equip(0, card=find(s, "Heavy Maul"), target=ken))
    s = game.state
    assert s.cards[ken].zone is Zone.HONORABLY_DEAD
    assert s.title(s.players[0].fate_discard[0]) == "Heavy Maul"
    assert s.players[0].family_honor == 10


def test_singular_cards_are_limited_like_unique_in_play() -> None:
    """[S1 › SINGULAR]: same play/control restriction as Unique."""
    from tests.engine.scenario import cd

    idol = cd("Jade Idol", "holding", keywords=["Singular"], gold_cost=1)
    game = game_at(player(provinces=[up("Jade Idol"), up("Jade Idol"), None, None]),
                   phase="dynasty", defs=[idol])
    first, second = game.state.players[0].provinces[:2]
    game.perform(Recruit(0, card=first))
    assert not [a for a in game.legal_actions()
                if isinstance(a, Recruit) and a.card == second]
    with pytest.raises(IllegalActionError, match="Unique/Singular"):
        game.perform(Recruit(0, card=second))


def test_you_cannot_pay_with_another_players_cards_or_bowed_ones() -> None:
    """[S1 › COSTS]: not by changing the state of another player's cards; a bowed card can't
    pay a bow cost."""
    game = game_at(player(provinces=[up("Small Farm"), None, None, None],
                          home=[{"title": "Gold Mine", "bowed": True}]),
                   player("Lion Keep", home=["Gold Mine"]), phase="dynasty")
    s = game.state
    farm = find(s, "Small Farm")
    theirs = next(c for c in s.players[1].home if s.title(c) == "Gold Mine")
    mine = next(c for c in s.players[0].home if s.title(c) == "Gold Mine")
    for source in (theirs, mine):
        with pytest.raises(IllegalActionError, match="cannot produce Gold now"):
            game.perform(Recruit(0, card=farm, payment=(source,)))
    game.perform(Recruit(0, card=farm))  # the Stronghold pays; 3 Gold lost
    assert game.state.cards[s.players[0].stronghold].bowed


def test_overpaying_is_allowed_but_not_paying_for_what_has_no_gold_cost() -> None:
    """[S1 › GOLD PRODUCTION]: overpay even a 0 cost; no Gold for an action without a Gold
    cost on a non-Strategy card."""
    from l5r_desktop.games.ccg.actions import UseAbility

    game = game_at(player(home=["Shrine", "Small Farm"], hand=["Shame"]),
                   player("Lion Keep", home=["Lion Samurai"]))
    s = game.state
    farm = find(s, "Small Farm")
    with pytest.raises(IllegalActionError, match="no Gold cost"):
        game.perform(UseAbility(0, card=find(s, "Shrine"), payment=(farm,)))
    events = game.perform(UseAbility(0, card=find(s, "Shame"),
                                     targets=(find(s, "Lion Samurai"),), payment=(farm,)))
    paid = next(e for e in events if isinstance(e, GoldPaid))
    assert (paid.amount, paid.lost) == (0, 1)


def _sources_by_trying_every_subset(sources: list[tuple[str, int]], needed: int
                                    ) -> list[str] | None:
    """The definition of the automatic payment: least Gold wasted, then fewest cards, then the
    earliest listed (smallest bit mask)."""
    if needed <= 0:
        return []
    if sum(a for _, a in sources) < needed:
        return None
    n = len(sources)
    best: tuple[int, int, int] | None = None
    for mask in range(1, 1 << n):
        total = sum(sources[i][1] for i in range(n) if mask >> i & 1)
        key = (total - needed, bin(mask).count("1"), mask)
        if total >= needed and (best is None or key < best):
            best = key
    assert best is not None
    return [sources[i][0] for i in range(n) if best[2] >> i & 1]


@settings(max_examples=300, deadline=None)
@given(st.lists(st.integers(min_value=1, max_value=6), max_size=10),
       st.integers(min_value=-1, max_value=25))
def test_automatic_payment_choice_matches_trying_every_subset(amounts: list[int],
                                                               needed: int) -> None:
    """[S1 › GOLD PRODUCTION]: the engine's choice of producers (a dynamic programme) equals
    the exhaustive definition, e.g. needing 5 from 3, 2, 4, 1 bows 3 and 2 (no waste, two
    cards, earliest of the ties)."""
    sources = [(f"h{i}", a) for i, a in enumerate(amounts)]
    assert gold_choice.choose_sources(sources, needed) == \
        _sources_by_trying_every_subset(sources, needed)


def test_automatic_payment_example() -> None:
    sources = [("a", 3), ("b", 2), ("c", 4), ("d", 1)]
    assert gold_choice.choose_sources(sources, 5) == ["a", "b"]  # 3+2: no waste, first of ties
    assert gold_choice.choose_sources(sources, 7) == ["a", "c"]
    assert gold_choice.choose_sources(sources, 11) is None
