"""Rules profiles: the edition differences of ENGINE-SPEC §18 that fall in engine I, as data.

One engine, three profiles: ``celestial`` (default, [S1] = Celestial comprehensive rules),
``gold`` ([S2] = Gold Edition rulebook) and ``twenty_festivals`` ([S0] = Twenty Festivals
comprehensive rules). Each field names the rule it switches.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass


@dataclass(frozen=True)
class RulesProfile:
    """Edition switches; every field cites the rules it comes from."""

    name: str
    #: Starting hand: 6 [S1 › START OF GAME › F]; 5 [S0 › START OF GAME # E], [S2].
    starting_hand: int = 6
    #: Border Keep (unbowed) for all, Bamboo Harvesters (bowed) for those not going first
    #: [S1 › START OF GAME › A, C]; neither in 20F / GE.
    starting_holdings: bool = True
    #: GE: each player cuts his Fate deck and adds the Focus Value to starting Honor to pick the
    #: starting player [S2 › Determining Who Starts]; CE/20F: highest Honor, ties random.
    cut_for_first_player: bool = False
    #: 20F folds Straighten and Events into the start of the Action Phase
    #: [S0 › THE TURN SEQUENCE #, ACTION PHASE #]; the order of effects is the same.
    separate_straighten_events: bool = True
    #: Maximum hand size [S1 › MAXIMUM HAND SIZE]; GE value missing in the seed (uses 8).
    max_hand_size: int = 8
    #: CE/GE: excess Gold is lost; 20F: kept in a Gold pool until the end of the phase
    #: [S1 › GOLD PRODUCTION], [S0 › PAYING GOLD COSTS #].
    gold_pool_until_end_of_phase: bool = False
    #: CE clan options when recruiting: discount 2, +2 to ignore HR, buy for Honor once per turn
    #: [S1 › DYNASTY PHASE]. GE: discount or +PH, no HR bypass, no limit [S2 › Personalities].
    #: 20F: no discount, +2 for a different clan, Proclaim once per turn [S0 › RECRUIT #].
    clan_discount: int = 2
    ignore_hr_surcharge: int | None = 2
    off_clan_surcharge: int = 0
    #: 20F: after losing Honor to something other than your own cards, ignore the Honor
    #: Requirement of your clan's Personalities for the rest of the game [S0 › HONOR
    #: REQUIREMENT #].
    hr_waived_after_losing_honor_to_others: bool = False
    buy_for_honor: bool = True
    buy_for_honor_once_per_turn: bool = True
    #: Equip: Limited (own Action Phase) [S1 › PLAYER ABILITIES]; 20F: Repeatable Open
    #: [S0 › EQUIP #]. GE: the Personality must be unbowed (he is targeted) [S2 › Targeting].
    equip_open: bool = False
    equip_requires_unbowed: bool = False
    #: GE: a Shugenja holds at most Chi Spells [S2 › Ancestors, Followers, Items, and Spells].
    spells_limited_by_chi: bool = False
    #: 20F Kensai: two Weapons only if neither is Two-Handed [S0 › KENSAI #, TWO-HANDED #].
    two_handed_rule: bool = False
    #: Holdings enter play bowed [S1 › HOLDING]; GE Fortifications enter unbowed [S2 › Holdings].
    fortifications_enter_unbowed: bool = False
    #: Events: once per title per player per game [S1 › EVENT]; GE once per game [S2 › Events].
    event_once_per_player: bool = True
    #: 20F Events are face-up province cards whose abilities are used, not resolved on reveal.
    events_resolve_on_reveal: bool = True
    #: GE: Regions enter play after all Events have resolved [S2 › Regions]; CE: in turn.
    regions_after_events: bool = False
    #: Unique: CE/20F "a player who controls one"; GE "in play (anyone's)" [S2 › Setup].
    unique_global: bool = False
    #: Dishonor loss: immediately at -20 (CE/GE); at the end of his own turn (20F).
    dishonor_threshold: int = -20
    dishonor_checked_at_end_of_own_turn: bool = False
    #: Honor victory: 40 or more at the start of your turn (all editions).
    honor_victory: int = 40
    #: Enlightenment: five Rings of different elements, each entered play by its own text (CE);
    #: 20F/GE do not require "by its own text".
    enlightenment_needs_own_text: bool = True
    #: CE: the rulebook Seppuku Reaction exists [S1 › PLAYER ABILITIES]; 20F: none [S0 › SEPPUKU #].
    rulebook_seppuku: bool = True
    #: Lobby: CE any number (one per Personality since he bows); GE once per turn [S2].
    lobby_once_per_turn: bool = False
    #: The rulebook Favor Limited ability (discard Favor and a card: draw) [S1 › PLAYER ABILITIES];
    #: GE: Favor uses come only from cards / Winds.
    favor_limited_ability: bool = True
    #: A Dragon player starts with the Favor (CE) [S1 › THE IMPERIAL FAVOR]; 20F: uncontrolled.
    dragon_starts_with_favor: bool = True
    #: 20F Cycle on your first turn [S0 › CYCLE #].
    cycle_first_turn: bool = False
    #: Army Force when the Personality is bowed: CE/20F his unbowed Followers still count;
    #: GE whole unit is 0 [S2 › 4.5]. (Used by engine II.)
    bowed_personality_zeroes_unit: bool = False
    #: Battle tie Honor per destroyed card (engine II): CE/GE 1; 20F ambiguous, 2 chosen.
    tie_honor_per_card: int = 1
    # -- engine II: attacks, battles, duels (battle.py, ranged.py, duels.py) --
    #: Honor per enemy card destroyed by winning a battle: 2 in all editions
    #: [S1 › C: RESOLUTION SEGMENT], [S0 › BATTLE RESOLUTION #], [S2 › 4.5].
    battle_honor_per_card: int = 2
    #: GE: every card of an Experienced stack counts for battle Honor [S2 › Experienced Traits];
    #: CE/20F: the underlying cards are out of play and do not count [S1 › OVERLAYING].
    stack_cards_count_for_honor: bool = False
    #: Separate Cavalry Maneuvers Segment (CE/GE) [S1 › CAVALRY MANEUVERS SEGMENT]; 20F has a
    #: single Maneuvers Segment and Cavalry is an Engage move [S0 › MANEUVERS SEGMENT #].
    cavalry_maneuvers: bool = True
    #: 20F battles open with an Engage Segment (an action round of Engage actions, Defender
    #: first) where Cavalry units move to the current battlefield (Absent Engage) and the
    #: Attacker may use Naval Invasion [S0 › BATTLE SEQUENCE #, CAVALRY #, NAVAL INVASION #];
    #: CE/GE: only the Naval Reaction after engaging [S1 › PLAYER ABILITIES].
    engage_segment: bool = False
    #: GE: Open actions may also be taken in the Battle Action Segment [S2 › Actions].
    open_actions_in_battle: bool = False
    #: GE Rule of Relevance [S2 › 4.4 Battle Action Segment]: an action in the Battle Action
    #: Segment (Battle or Open) must be associated with the current battle: it comes from a
    #: card at the battle, moves or creates a card in the battle, or targets a card in it. GE's
    #: segment has the Rules of Presence and Relevance and no Rules of Location (CE/20F), so a
    #: Shugenja at home may cast a Spell on a Personality in the battle, and one in the battle
    #: may target a card outside it [S2 › 4.4, Examples 1-2].
    rule_of_relevance: bool = False
    #: The rulebook Favor Battle ability (discard the Favor: move a target attacking enemy unit
    #: home) [S1 › PLAYER ABILITIES], [S0 › IMPERIAL FAVOR #]; GE: only from card effects.
    favor_battle_ability: bool = True
    #: Duels [S1 › DUELS], [S0 › DUEL #]: focus pool size (CE 3 from the top of the Fate deck;
    #: 20F none: focus from hand or blind from the top of the deck), the once-per-duel hand
    #: focus (CE), a cap on focuses (20F 4), the Duelist rules (CE: first opportunity when the
    #: opponent's duel stat is >= his [S1 › DUELIST]; 20F: wins ties [S0 › DUELIST #]). GE has
    #: no duel text in the seed and uses the CE procedure (ENGINE-SPEC §21.4).
    duel_focus_pool: int = 3
    duel_hand_focus_once: bool = True
    duel_focus_from_deck_top: bool = False
    duel_max_focuses: int | None = None
    duelist_acts_first: bool = True
    duelist_wins_ties: bool = False
    #: Deck limits [S1 › THE PLAY DECK]: 1 per Event and Unique title, 3 otherwise.
    deck_minimum: int = 40
    events_limited_to_one: bool = True
    rings_limited_to_one: bool = False

    def to_dict(self) -> dict[str, object]:
        """All fields as a plain dict (for display / docs)."""
        return asdict(self)


CELESTIAL = RulesProfile(name="celestial")

GOLD = RulesProfile(
    name="gold",
    starting_hand=5,
    starting_holdings=False,
    cut_for_first_player=True,
    ignore_hr_surcharge=None,
    buy_for_honor_once_per_turn=False,
    equip_requires_unbowed=True,
    spells_limited_by_chi=True,
    fortifications_enter_unbowed=True,
    event_once_per_player=False,
    regions_after_events=True,
    unique_global=True,
    enlightenment_needs_own_text=False,
    lobby_once_per_turn=True,
    favor_limited_ability=False,
    dragon_starts_with_favor=False,
    bowed_personality_zeroes_unit=True,
    rings_limited_to_one=True,
    stack_cards_count_for_honor=True,
    open_actions_in_battle=True,
    rule_of_relevance=True,
    favor_battle_ability=False,
)

TWENTY_FESTIVALS = RulesProfile(
    name="twenty_festivals",
    starting_hand=5,
    starting_holdings=False,
    separate_straighten_events=False,
    gold_pool_until_end_of_phase=True,
    clan_discount=0,
    ignore_hr_surcharge=None,
    off_clan_surcharge=2,
    hr_waived_after_losing_honor_to_others=True,
    equip_open=True,
    two_handed_rule=True,
    events_resolve_on_reveal=False,
    dishonor_checked_at_end_of_own_turn=True,
    enlightenment_needs_own_text=False,
    rulebook_seppuku=False,
    dragon_starts_with_favor=False,
    cycle_first_turn=True,
    tie_honor_per_card=2,
    events_limited_to_one=False,
    cavalry_maneuvers=False,
    engage_segment=True,
    duel_focus_pool=0,
    duel_hand_focus_once=False,
    duel_focus_from_deck_top=True,
    duel_max_focuses=4,
    duelist_acts_first=False,
    duelist_wins_ties=True,
)

PROFILES: dict[str, RulesProfile] = {p.name: p for p in (CELESTIAL, GOLD, TWENTY_FESTIVALS)}


def get_profile(name: str) -> RulesProfile:
    """The profile called ``name``; raises ``ValueError`` listing the known names."""
    try:
        return PROFILES[name]
    except KeyError:
        known = ", ".join(sorted(PROFILES))
        raise ValueError(f"unknown rules profile {name!r} (known: {known})") from None
