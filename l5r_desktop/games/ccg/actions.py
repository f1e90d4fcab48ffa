"""Actions: frozen dataclasses holding ids only — the vocabulary of ``Game.perform``, the undo
log, saves and replays. ``action.to_dict()`` / :func:`action_from_dict` round-trip exactly;
``action.label(state)`` is a short menu text ("Recruit Kaze no Hatamoto").

Empty ``payment`` means "the engine picks the Gold sources" (fewest Gold wasted); a non-empty
``payment`` lists the producers (Stronghold, Holdings) to bow, in order.

The base class is in ``action_base.py``; the actions of attacks, battles and duels are in
``battle_actions.py`` and imported here, so that this module stays the vocabulary's one
import path (:data:`ACTION_TYPES`, :func:`action_from_dict`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from l5r_desktop.core.frozen import fast_frozen_init_all
from l5r_desktop.core.vocabulary import decode_action
from l5r_desktop.games.ccg.action_base import Action, _t
from l5r_desktop.games.ccg.battle_actions import (
    AcceptChallenge,
    Assign,
    CavalryMove,
    ChooseBattlefield,
    FavorBattle,
    Focus,
    NavalReaction,
    RefuseChallenge,
    ResolveBattle,
    Strike,
    Tactics,
)
from l5r_desktop.games.ccg.cardtext import deck_choices, invest
from l5r_desktop.games.ccg.model.ids import Phase, Step, Zone
from l5r_desktop.games.ccg.model.state import GameState


def _attack_pass_label(state: GameState) -> str:
    """The label of ``Pass`` in the Attack Phase (by step and segment)."""
    step = state.step
    if step is Step.DECLARE:
        return "Skip the attack"
    if step is Step.MANEUVERS:
        return "Done assigning"
    if step is Step.COMBAT:
        att = state.attack
        if att is not None and att.segment == "engage":
            if state.profile.engage_segment:
                return "Pass (no Engage action)"
            return "Decline the Naval Reaction"
        return "Pass (no Battle action)"
    return "Pass"


@dataclass(frozen=True)
class Pass(Action):
    """Pass: an action-round opportunity, the attack (skip), the Dynasty Phase, a text window."""

    kind: ClassVar[str] = "pass"

    def label(self, state: GameState | None = None) -> str:
        if state is not None:
            if state.reactions:
                return "Accept the Honor loss"
            if state.windows and not state.pending:
                return "Pass (no Interrupt)" if state.windows[-1].timing == "interrupt" \
                    else "Pass (no Reaction)"
            if state.phase is Phase.ATTACK:
                return _attack_pass_label(state)
            if state.phase is Phase.DYNASTY:
                return "End the Dynasty Phase"
        return "Pass"


@dataclass(frozen=True)
class ProduceGold(Action):
    """Bow a Stronghold or Holding to produce its Gold [S1 › GOLD PRODUCTION]."""

    card: str = ""
    kind: ClassVar[str] = "produce_gold"

    def label(self, state: GameState | None = None) -> str:
        return f"Produce Gold with {_t(state, self.card)}"


def _investing(state: GameState | None, card_id: str, invested: bool) -> str:
    """A Recruit's or an Equip's label words for its Invest (``cardtext/invest.py``)."""
    if not invested:
        return ""
    card = state.cards.get(card_id) if state is not None else None
    gold = invest.invest_gold(card.definition) if card is not None else 0
    return f", investing {gold} Gold" if gold else ", investing"


def _without_invest(out: dict[str, Any], invested: bool) -> dict[str, Any]:
    """An action's JSON form without ``invest`` when it was not taken (saves as before)."""
    if not invested:
        del out["invest"]
    return out


@dataclass(frozen=True)
class Recruit(Action):
    """Bring a face-up Personality or Holding from a province into play [S1 › DYNASTY PHASE]."""

    card: str = ""
    discount: bool = False
    for_honor: bool = False
    ignore_hr: bool = False
    payment: tuple[str, ...] = ()
    #: Pay the card's Invest cost too, for its Invest effect (``cardtext/invest.py``).
    invest: bool = False
    kind: ClassVar[str] = "recruit"

    def label(self, state: GameState | None = None) -> str:
        opts = [n for n, on in (("clan discount", self.discount), ("for Honor", self.for_honor),
                                ("ignoring Honor Requirement", self.ignore_hr)) if on]
        extra = f" ({', '.join(opts)})" if opts else ""
        return f"Recruit {_t(state, self.card)}{extra}" + _investing(state, self.card,
                                                                     self.invest)

    def to_dict(self) -> dict[str, Any]:
        """JSON form; ``invest`` only when taken (a Recruit without it saves as before)."""
        return _without_invest(super().to_dict(), self.invest)


@dataclass(frozen=True)
class Overlay(Action):
    """Overlay an Experienced Personality on a less experienced one [S1 › OVERLAYING]."""

    card: str = ""
    onto: str = ""
    payment: tuple[str, ...] = ()
    kind: ClassVar[str] = "overlay"

    def label(self, state: GameState | None = None) -> str:
        return f"Overlay {_t(state, self.card)} on {_t(state, self.onto)}"


@dataclass(frozen=True)
class DiscardFromProvince(Action):
    """Discard a face-up card from a province [S1 › DYNASTY PHASE › B]."""

    card: str = ""
    kind: ClassVar[str] = "discard_from_province"

    def label(self, state: GameState | None = None) -> str:
        return f"Discard {_t(state, self.card)} from its province"


@dataclass(frozen=True)
class Equip(Action):
    """(Equip) attach a Follower/Item/Spell from hand to your Personality."""

    card: str = ""
    target: str = ""
    payment: tuple[str, ...] = ()
    #: Pay the card's Invest cost too, for its Invest effect (``cardtext/invest.py``).
    invest: bool = False
    kind: ClassVar[str] = "equip"

    def label(self, state: GameState | None = None) -> str:
        return f"Equip {_t(state, self.card)} to {_t(state, self.target)}" + \
            _investing(state, self.card, self.invest)

    def to_dict(self) -> dict[str, Any]:
        """JSON form; ``invest`` only when taken (an Equip without it saves as before)."""
        return _without_invest(super().to_dict(), self.invest)


@dataclass(frozen=True)
class UseAbility(Action):
    """Use ability number ``ability`` of a card: a Strategy or Ring from hand, a card in play,
    an Event in a province (20F). ``targets`` follow the ability's target list in order;
    ``target_player`` is the seat of the player it targets or chooses (``-1``: none;
    ``cardtext/player_targets.py``); ``gold`` the Gold the player chose to pay ("* Gold";
    ``-1``: none, ``cardtext/chosen_gold.py``)."""

    card: str = ""
    ability: int = 0
    targets: tuple[str, ...] = ()
    payment: tuple[str, ...] = ()
    target_player: int = -1
    gold: int = -1
    kind: ClassVar[str] = "use_ability"

    def to_dict(self) -> dict[str, Any]:
        """As :meth:`BaseAction.to_dict`; ``target_player`` only when a player is targeted,
        ``gold`` only when chosen (saves and logs of other uses are unchanged)."""
        out = super().to_dict()
        if self.target_player < 0:
            del out["target_player"]
        if self.gold < 0:
            del out["gold"]
        return out

    def label(self, state: GameState | None = None) -> str:
        name = ""
        verb = "Use"
        if state is not None and self.card in state.cards:
            c = state.cards[self.card]
            abil = c.definition.abilities
            if 0 <= self.ability < len(abil):
                name = str(abil[self.ability].get("name", ""))
            if c.zone is Zone.HAND:
                verb = "Play"
        what = _t(state, self.card) + (f": {name}" if name else "")
        names = [_t(state, x) for x in self.targets]
        if self.target_player >= 0:
            names.append(state.players[self.target_player].name
                         if state is not None and self.target_player < len(state.players)
                         else f"player {self.target_player + 1}")
        targets = ", ".join(names)
        paying = f", paying {self.gold} Gold" if self.gold >= 0 else ""
        return f"{verb} {what}" + (f" on {targets}" if targets else "") + paying


@dataclass(frozen=True)
class PlayRing(Action):
    """Put a Ring from hand into play because its condition is fulfilled [S1 › RING]."""

    card: str = ""
    kind: ClassVar[str] = "play_ring"

    def label(self, state: GameState | None = None) -> str:
        return f"Put {_t(state, self.card)} into play"


@dataclass(frozen=True)
class Lobby(Action):
    """(Lobby) Political Limited: bow your Personality with PH >= 1: take the Imperial Favor."""

    card: str = ""
    kind: ClassVar[str] = "lobby"

    def label(self, state: GameState | None = None) -> str:
        return f"Lobby for the Imperial Favor with {_t(state, self.card)}"


@dataclass(frozen=True)
class FavorDraw(Action):
    """Political Limited: discard the Imperial Favor and a card: draw a card."""

    card: str = ""
    kind: ClassVar[str] = "favor_draw"

    def label(self, state: GameState | None = None) -> str:
        return f"Discard the Imperial Favor and {_t(state, self.card)} to draw a card"


@dataclass(frozen=True)
class DiscardCard(Action):
    """Discard a card from hand down to the maximum hand size [S1 › END PHASE › B]."""

    card: str = ""
    kind: ClassVar[str] = "discard_card"

    def label(self, state: GameState | None = None) -> str:
        return f"Discard {_t(state, self.card)}"


@dataclass(frozen=True)
class ResolveDone(Action):
    """Finish resolving a card's text by hand (closes the toolkit window)."""

    card: str = ""
    kind: ClassVar[str] = "resolve_done"

    def label(self, state: GameState | None = None) -> str:
        return f"Done resolving {_t(state, self.card)}"


@dataclass(frozen=True)
class ChooseOption(Action):
    """Apply or decline a waiting optional effect ("you may ...") [S1 › CHOICES]."""

    apply: bool = True
    kind: ClassVar[str] = "choose_option"

    def label(self, state: GameState | None = None) -> str:
        o = state.options[0] if state is not None and state.options else None
        what = f"{_t(state, o['card'])}'s optional effect" if o else "the optional effect"
        if o and o["effects"]:  # "A or B": apply = A, decline = B (cardtext/optional.py)
            mark = o["effects"][0].get("optional")
            alt = [e for e in o["effects"] if e.get("otherwise") == mark]
            if alt:
                pick = [e for e in o["effects"] if e.get("optional") == mark] \
                    if self.apply else alt
                ops = ", ".join(str(e["op"]).replace("_", " ") for e in pick)
                return f"Choose {ops} ({_t(state, o['card'])})"
        return f"{'Apply' if self.apply else 'Decline'} {what}"


@dataclass(frozen=True)
class ChooseCard(ChooseOption):
    """Choose a card for a waiting effect that looks at or searches a deck
    (``cardtext/deck_choices.py``): ``choice`` is one of the cards it offers. (Not named
    ``card``: the card is in a deck, so the table lists the choice among the general
    actions.)"""

    choice: str = ""
    kind: ClassVar[str] = "choose_card"

    def label(self, state: GameState | None = None) -> str:
        if state is None:
            return f"Choose {self.choice}"
        return deck_choices.label(state, state.options[0] if state.options else None,
                                  self.choice)


@dataclass(frozen=True)
class Cycle(Action):
    """20F Cycle (Limited, first turn only) [S0 › CYCLE #]."""

    kind: ClassVar[str] = "cycle"

    def label(self, state: GameState | None = None) -> str:
        return "Cycle your face-up province cards"


@dataclass(frozen=True)
class DeclareAttack(Action):
    """Declare an attack against ``defender`` [S1 › ATTACK PHASE: DECLARATION SEGMENT]."""

    defender: int = 1
    kind: ClassVar[str] = "declare_attack"

    def label(self, state: GameState | None = None) -> str:
        who = state.players[self.defender].name if state is not None and \
            0 <= self.defender < len(state.players) else f"player {self.defender + 1}"
        return f"Attack {who}"


@dataclass(frozen=True)
class Seppuku(Action):
    """The CE rulebook Seppuku Reaction: before you lose Honor from an action that targeted or
    was performed by your Courtier or Samurai, he commits seppuku; if that destroys him the
    loss is reduced to 1 [S1 › PLAYER ABILITIES]. (Declining is a ``Pass``.)"""

    card: str = ""
    kind: ClassVar[str] = "seppuku"

    def label(self, state: GameState | None = None) -> str:
        return f"{_t(state, self.card)} commits seppuku (the Honor loss becomes 1)"


@dataclass(frozen=True)
class ChooseLoser(Action):
    """Every player left lost through Dishonor at once: the active player chooses who loses
    first; the last player left wins [CE comprehensive rules › PLAYERS WINNING AND LOSING ›
    Dishonor Victory]."""

    loser: int = 0
    kind: ClassVar[str] = "choose_loser"

    def label(self, state: GameState | None = None) -> str:
        players = state.players if state is not None else []
        who = players[self.loser].name if 0 <= self.loser < len(players) else \
            f"player {self.loser + 1}"
        return f"{who} loses first"


@dataclass(frozen=True)
class Concede(Action):
    """Concede the game."""

    kind: ClassVar[str] = "concede"

    def label(self, state: GameState | None = None) -> str:
        return "Concede"


@dataclass(frozen=True)
class Manual(Action):
    """A manual-effects toolkit operation (see ``effects.py`` for each ``op``).

    ``card``: the card acted on; ``amount``: honor / cards / token count / stat bonus;
    ``zone``: destination of a move (``"dynasty_deck"``, ``"hand"`` ...) with ``position``
    ``"top"``/``"bottom"``; ``token``: token name; ``stat`` + ``duration`` for stat bonuses;
    ``target``: Personality for a transfer, player index for honor/draw as text; ``text``: note.
    """

    op: str = ""
    card: str = ""
    amount: int = 0
    zone: str = ""
    position: str = ""
    token: str = ""
    stat: str = ""
    duration: str = ""
    target: str = ""
    text: str = ""
    kind: ClassVar[str] = "manual"

    def label(self, state: GameState | None = None) -> str:
        parts = [self.op.replace("_", " ").capitalize() or "Manual effect"]
        if self.card:
            parts.append(_t(state, self.card))
        if self.op in ("gain_honor", "lose_honor", "draw", "modify_stat", "add_token",
                       "remove_token"):
            parts.append(f"{self.amount:+d}" if self.op == "modify_stat" else str(self.amount))
        if self.stat:
            parts.append(self.stat.replace("_", " "))
        if self.token:
            parts.append(self.token)
        if self.zone:
            parts.append(f"to {self.zone.replace('_', ' ')}")
        if self.target:
            parts.append(f"-> {_t(state, self.target)}")
        return " ".join(parts)


#: Menu labels of the keyword player abilities (``keywords/player_abilities.py``).
KEYWORD_ABILITY_LABELS = {
    "kharmic_draw": "Kharmic: discard {card} to draw a card",
    "kharmic_refill": "Kharmic: discard {card} and refill the province face up",
    "reserve_recruit": "Reserve: Recruit {card} into the battle",
    "reserve_equip": "Reserve: Equip {card} to {target} in the battle",
    "legacy": "Legacy: remove {card} from the game to Recruit {target}",
}


@dataclass(frozen=True)
class KeywordAbility(Action):
    """A player ability a card keyword gives (Kharmic, Reserve; ``keywords/player_abilities``):
    ``use`` names it (a key of :data:`KEYWORD_ABILITY_LABELS`), ``card`` is the keyword
    card, ``target`` the Personality a Reserve attachment is Equipped to."""

    use: str = ""
    card: str = ""
    target: str = ""
    kind: ClassVar[str] = "keyword_ability"

    def label(self, state: GameState | None = None) -> str:
        text = KEYWORD_ABILITY_LABELS.get(self.use)
        if text is None:
            return f"Keyword ability {self.use.replace('_', ' ')}".strip()
        return text.format(card=_t(state, self.card), target=_t(state, self.target))


ACTION_TYPES: dict[str, type[Action]] = {
    cls.kind: cls
    for cls in (Pass, ProduceGold, Recruit, Overlay, DiscardFromProvince, Equip, UseAbility,
                PlayRing, Lobby, FavorDraw, DiscardCard, ResolveDone, ChooseOption, ChooseCard,
                Cycle,
                DeclareAttack,
                Concede, Manual, Seppuku, ChooseLoser,
                # engine II
                Assign, ChooseBattlefield, ResolveBattle, Tactics, NavalReaction, FavorBattle,
                AcceptChallenge, RefuseChallenge, Focus, Strike, CavalryMove,
                # card keywords' player abilities
                KeywordAbility)
}


def action_from_dict(data: dict[str, Any]) -> Action:
    """Rebuild an action from :meth:`Action.to_dict`; raises ``ValueError`` when malformed."""
    return decode_action(data, ACTION_TYPES)  # type: ignore[return-value]


fast_frozen_init_all(Action)
