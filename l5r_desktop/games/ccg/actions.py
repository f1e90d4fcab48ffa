"""Actions: frozen dataclasses holding ids only — the vocabulary of ``Game.perform``, the undo
log, saves and replays. ``action.to_dict()`` / :func:`action_from_dict` round-trip exactly;
``action.label(state)`` is a short menu text ("Recruit Kaze no Hatamoto").

Empty ``payment`` means "the engine picks the Gold sources" (fewest Gold wasted); a non-empty
``payment`` lists the producers (Stronghold, Holdings) to bow, in order.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from l5r_desktop.core.frozen import fast_frozen_init_all
from l5r_desktop.core.vocabulary import BaseAction, decode_action
from l5r_desktop.games.ccg.model.ids import Phase, Step, Zone
from l5r_desktop.games.ccg.model.state import GameState


def _t(state: GameState | None, card_id: str) -> str:
    if state is None:
        return card_id
    return state.title(card_id)


@dataclass(frozen=True)
class Action(BaseAction):
    """Base class of the CCG's actions; every action names the ``player`` taking it."""

    def label(self, state: GameState | None = None) -> str:
        """Short human label for menus and the undo item."""
        return self.kind.replace("_", " ").capitalize()


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


@dataclass(frozen=True)
class Recruit(Action):
    """Bring a face-up Personality or Holding from a province into play [S1 › DYNASTY PHASE]."""

    card: str = ""
    discount: bool = False
    for_honor: bool = False
    ignore_hr: bool = False
    payment: tuple[str, ...] = ()
    kind: ClassVar[str] = "recruit"

    def label(self, state: GameState | None = None) -> str:
        opts = [n for n, on in (("clan discount", self.discount), ("for Honor", self.for_honor),
                                ("ignoring Honor Requirement", self.ignore_hr)) if on]
        extra = f" ({', '.join(opts)})" if opts else ""
        return f"Recruit {_t(state, self.card)}{extra}"


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
    kind: ClassVar[str] = "equip"

    def label(self, state: GameState | None = None) -> str:
        return f"Equip {_t(state, self.card)} to {_t(state, self.target)}"


@dataclass(frozen=True)
class UseAbility(Action):
    """Use ability number ``ability`` of a card: a Strategy or Ring from hand, a card in play,
    an Event in a province (20F). ``targets`` follow the ability's target list in order."""

    card: str = ""
    ability: int = 0
    targets: tuple[str, ...] = ()
    payment: tuple[str, ...] = ()
    kind: ClassVar[str] = "use_ability"

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
        targets = ", ".join(_t(state, x) for x in self.targets)
        return f"{verb} {what}" + (f" on {targets}" if targets else "")


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


# -- engine II: attacks, battles and duels (battle.py, duels.py) -------------------------

def _bf(state: GameState | None, index: int) -> str:
    text = f"battlefield {index + 1}"
    if state is not None and state.attack is not None and \
            0 <= index < len(state.attack.battlefields):
        text += f" (province {state.attack.battlefields[index].province + 1})"
    return text


@dataclass(frozen=True)
class Assign(Action):
    """Assign the unit led by Personality ``card`` from home to ``battlefield`` (an index into
    ``state.attack.battlefields``) during maneuvers [S1 › ASSIGN]."""

    card: str = ""
    battlefield: int = 0
    kind: ClassVar[str] = "assign"

    def label(self, state: GameState | None = None) -> str:
        return f"Assign {_t(state, self.card)} to {_bf(state, self.battlefield)}"


@dataclass(frozen=True)
class ChooseBattlefield(Action):
    """The Attacker chooses where the next battle is fought [S1 › BATTLES › A]."""

    battlefield: int = 0
    kind: ClassVar[str] = "choose_battlefield"

    def label(self, state: GameState | None = None) -> str:
        text = f"Fight the battle at {_bf(state, self.battlefield)}"
        return text + ", no units there" if self.at_empty_battlefield(state) else text

    def at_empty_battlefield(self, state: GameState | None) -> bool:
        """Whether no unit is at the battlefield (its battle is still the Attacker's to
        choose [S1 › BATTLES › A]; the table offers it less prominently)."""
        if state is None or state.attack is None or \
                not 0 <= self.battlefield < len(state.attack.battlefields):
            return False
        return state.attack.battlefields[self.battlefield].empty


@dataclass(frozen=True)
class ResolveBattle(Action):
    """The Attacker resolves the current battle (see ``battle.preview``)
    [S1 › C: RESOLUTION SEGMENT]."""

    kind: ClassVar[str] = "resolve_battle"

    def label(self, state: GameState | None = None) -> str:
        if state is not None and state.attack is not None and state.attack.current is not None:
            return f"Resolve the battle at {_bf(state, state.attack.current)}"
        return "Resolve the battle"


@dataclass(frozen=True)
class Tactics(Action):
    """Tactical Battle player ability: discard ``card`` from hand to give your Tactician
    ``target`` a Force bonus equal to its Focus Value [S1 › PLAYER ABILITIES]."""

    card: str = ""
    target: str = ""
    kind: ClassVar[str] = "tactics"

    def label(self, state: GameState | None = None) -> str:
        return f"Tactics: discard {_t(state, self.card)} to give {_t(state, self.target)} Force"


@dataclass(frozen=True)
class NavalReaction(Action):
    """Naval Reaction after engaging: your Naval Personality ``card`` takes the first Battle
    action [S1 › PLAYER ABILITIES]."""

    card: str = ""
    kind: ClassVar[str] = "naval_reaction"

    def label(self, state: GameState | None = None) -> str:
        if state is not None and state.profile.engage_segment:
            return f"Naval Invasion: {_t(state, self.card)}'s unit acts first"
        return f"Naval Reaction: {_t(state, self.card)} acts first"


@dataclass(frozen=True)
class CavalryMove(Action):
    """20F Cavalry (Absent Engage): move your unbowed Personality's Cavalry unit ``card`` to the
    current battlefield ``battlefield`` [S0 › CAVALRY #]."""

    card: str = ""
    battlefield: int = 0
    kind: ClassVar[str] = "cavalry_move"

    def label(self, state: GameState | None = None) -> str:
        return f"Cavalry: move {_t(state, self.card)} to {_bf(state, self.battlefield)}"


@dataclass(frozen=True)
class FavorBattle(Action):
    """Favor Battle ability: discard the Imperial Favor to move the attacking enemy unit
    ``target`` home [S1 › PLAYER ABILITIES]."""

    target: str = ""
    kind: ClassVar[str] = "favor_battle"

    def label(self, state: GameState | None = None) -> str:
        return f"Discard the Imperial Favor to send {_t(state, self.target)} home"


@dataclass(frozen=True)
class AcceptChallenge(Action):
    """Accept the challenge: the duel begins [S1 › CHALLENGES]."""

    kind: ClassVar[str] = "accept_challenge"

    def label(self, state: GameState | None = None) -> str:
        return "Accept the challenge"


@dataclass(frozen=True)
class RefuseChallenge(Action):
    """Refuse a refusable challenge and take its consequences [S1 › CHALLENGES]."""

    kind: ClassVar[str] = "refuse_challenge"

    def label(self, state: GameState | None = None) -> str:
        if state is not None and state.duel is not None and state.duel.refusal_honor:
            return f"Refuse the challenge (lose {state.duel.refusal_honor} Honor)"
        return "Refuse the challenge"


@dataclass(frozen=True)
class Focus(Action):
    """Focus ``card`` from your focus pool or hand in a duel; ``card == ""`` focuses the top
    card of your Fate deck blind (20F) [S1 › DUELS › C], [S0 › DUEL #]."""

    card: str = ""
    kind: ClassVar[str] = "focus"

    def label(self, state: GameState | None = None) -> str:
        if not self.card:
            return "Focus the top card of your Fate deck"
        where = ""
        if state is not None and self.card in state.cards:
            where = " from your hand" if state.cards[self.card].zone is Zone.HAND else ""
        return f"Focus {_t(state, self.card)}{where}"


@dataclass(frozen=True)
class Strike(Action):
    """Strike: the duel's focused cards are revealed and it resolves [S1 › DUELS › C-D]."""

    kind: ClassVar[str] = "strike"

    def label(self, state: GameState | None = None) -> str:
        return "Strike"


#: Menu labels of the keyword player abilities (``keywords/player_abilities.py``).
KEYWORD_ABILITY_LABELS = {
    "kharmic_draw": "Kharmic: discard {card} to draw a card",
    "kharmic_refill": "Kharmic: discard {card} and refill the province face up",
    "reserve_recruit": "Reserve: Recruit {card} into the battle",
    "reserve_equip": "Reserve: Equip {card} to {target} in the battle",
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
                PlayRing, Lobby, FavorDraw, DiscardCard, ResolveDone, ChooseOption, Cycle,
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
