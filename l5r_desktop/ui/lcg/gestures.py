"""LCG gestures on the table (issue 20): what a click, a drag or a right click asks the game.

Every decision is the engine's: a gesture picks among ``game.legal_actions()`` and asks the
controller to perform it; nothing legal under the gesture gives a readable reason in the
status bar and changes nothing.

- **Click a card to mulligan** (setup): it is marked (lit); the phase bar's "Mulligan …"
  (or "Keep all cards") does it.
- **Click a card**: its legal actions (play a character, use an ability, choose a target,
  discard from a province ...). One is done at once; several become a menu. Playing a
  character asks how much extra fate in that menu ("with no extra fate", "with 1 extra
  fate" ...).
- **Click a ring, then a province** (or the province first): declare a conflict; when both
  conflict types are legal, a menu asks which. The chosen ring or province lights up with the
  choices that go with it.
- **Drag a character into the conflict area** while attackers or defenders are chosen: it
  joins (the area lights up when the drop is legal). An illegal drop snaps back and says why
  (a chosen character stays chosen: the rules take no one back; Edit › Undo does).
- **Drag an attachment onto a character** (its possible hosts light up): it is played
  there; dropped elsewhere it snaps back and says why.
- **Right click**: the card's legal actions, then the manual toolkit (assisted games only).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, QPoint
from PySide6.QtGui import QCursor
from PySide6.QtWidgets import QMenu

from l5r_desktop.games.lcg.actions import (
    Action,
    ChooseParticipant,
    DeclareConflict,
    Manual,
    PlayAttachment,
    PlayCharacter,
)
from l5r_desktop.games.lcg.labels import card_name, lcg_label
from l5r_desktop.games.lcg.state import LcgState

__all__ = ["LcgGestures", "action_cards"]

#: Action fields that name the card an action is about.
_CARD_FIELDS = ("card", "target", "province")
_CHOOSING = ("choose_attackers", "defenders")
_MULLIGAN_STEPS = ("setup_dynasty_mulligan", "setup_conflict_mulligan")


def action_cards(action: Action) -> tuple[str, ...]:
    """Card uids an action names (its card, target, province, targets, mulligan cards)."""
    out = [v for f in _CARD_FIELDS if isinstance(v := getattr(action, f, None), str) and v]
    for f in ("targets", "cards"):
        out += [v for v in getattr(action, f, ()) or () if isinstance(v, str)]
    return tuple(out)


class LcgGestures(QObject):
    """Turns the LCG scene's intent signals into actions for one game screen."""

    def __init__(self, screen: Any, scene: Any) -> None:
        super().__init__(scene)
        self.screen = screen
        self.scene = scene
        self.ring: str | None = None  # the ring chosen for a conflict being declared
        self.province: str | None = None  # the province chosen for it
        self.menu: QMenu | None = None  # the last menu a gesture opened (tests use it)
        self.mulligan: set[str] = set()  # cards marked for the mulligan being decided
        scene.card_clicked.connect(self.card_clicked)
        scene.zone_clicked.connect(self.zone_clicked)
        scene.unit_drag_started.connect(self.drag_started)
        scene.unit_dropped.connect(self.card_dropped)
        scene.card_context_requested.connect(self.context_requested)

    # -- helpers --------------------------------------------------------------------------------
    @property
    def state(self) -> LcgState | None:
        return self.screen.controller.state

    def legal(self) -> list[Action]:
        """The acting player's legal actions (none behind the hand-off cover)."""
        if self.screen.covered:
            return []
        return self.screen.controller.legal_actions()

    def _say(self, text: str) -> None:
        self.screen.status_message.emit(text)

    def _do(self, action: Action) -> bool:
        self.ring = self.province = None
        return self.screen.controller.request(action)

    def _offer(self, options: list[Action], title: str, point: QPoint | None = None) -> None:
        """One option is done; several become a menu at the mouse."""
        if len(options) == 1:
            self._do(options[0])
            return
        self.menu = self.choice_menu(options, title)
        self.menu.popup(point if point is not None else QCursor.pos())

    def choice_menu(self, options: list[Action], title: str = "") -> QMenu:
        """A menu of ways to do one thing (each entry performs its action)."""
        state = self.state
        menu = QMenu(self.screen)
        menu.setObjectName("choice_menu")
        if title:
            head = menu.addAction(title)
            head.setEnabled(False)
            menu.addSeparator()
        for action in options:
            entry = menu.addAction(lcg_label(action, state))
            entry.triggered.connect(lambda _=False, a=action: self._do(a))
        return menu

    def draggable(self) -> frozenset[str]:
        """The acting player's characters while attackers or defenders are chosen; the
        attachments he may play now (dragged onto their character)."""
        state = self.state
        if state is None or self.screen.covered:
            return frozenset()
        attachments = {a.card for a in self.legal() if isinstance(a, PlayAttachment)}
        if state.step not in _CHOOSING:
            return frozenset(attachments)
        actor = self.screen.controller.acting_player()
        return frozenset(state.players[actor].characters) | attachments

    def after_sync(self) -> None:
        """Light up the cards marked for a mulligan, or what goes with a chosen ring or
        province (after each redraw)."""
        state = self.state
        if state is None or state.step not in _MULLIGAN_STEPS or self.screen.covered:
            self.mulligan = set()
        cards = set(self.mulligan)
        rings: set[str] = set()
        if state is None or state.step != "declare":
            self.ring = self.province = None
        else:
            declares = [a for a in self.legal() if isinstance(a, DeclareConflict)]
            if self.ring:
                rings.add(f"ring:{self.ring}")
                cards |= {self._province_card(a.province) for a in declares
                          if a.ring == self.ring}
            if self.province:
                cards.add(self._province_card(self.province))
                rings |= {f"ring:{a.ring}" for a in declares if a.province == self.province}
        self.scene.highlight_cards(cards)
        self.scene.highlight_zones(rings)

    def _province_card(self, province: str) -> str:
        """The card drawn on a province (its top dynasty card, or the province itself)."""
        state = self.state
        if state is None:
            return province
        for ps in state.players:  # the stronghold sits on the stronghold province
            if ps.stronghold_province == province and ps.stronghold \
                    and self.scene.item(ps.stronghold) is not None:
                return ps.stronghold
        on = state.province_cards.get(province, [])
        return on[0] if on and self.scene.item(on[0]) is not None else province

    def _province_of(self, uid: str) -> str | None:
        state = self.state
        if state is None or uid not in state.cards:
            return None
        if state.defn(uid).type.value == "province":
            return uid
        card = state.cards[uid]
        if card.zone == "province":  # a dynasty card on its province
            return card.province
        if state.players[card.owner].stronghold == uid:
            return state.players[card.owner].stronghold_province
        return None

    # -- clicks ---------------------------------------------------------------------------------
    def card_clicked(self, uid: str) -> None:
        """A click on a card: declare at its province, or its own legal actions."""
        state = self.state
        if state is None or self.screen.covered or uid not in state.cards:
            return  # a hidden hand's cards have no card id
        if state.step == "declare":
            province = self._province_of(uid)
            if province is not None:
                self.province_chosen(province)
                return
        if state.step in _MULLIGAN_STEPS:
            self.mark_for_mulligan(uid)
            return
        options = [a for a in self.legal() if uid in action_cards(a)
                   and not isinstance(a, DeclareConflict)]
        if not options:
            self._say(self.why_nothing(uid))
            return
        plays = [a for a in options if isinstance(a, PlayCharacter)]
        title = f"{card_name(state, uid)}: how much extra fate?" if plays else \
            card_name(state, uid)
        self._offer(options, title)

    def mark_for_mulligan(self, uid: str) -> None:
        """Mark (or unmark) a card for the mulligan; the phase bar's button does it."""
        if not any(uid in a.cards for a in self.legal() if a.kind == "mulligan"):
            self._say(f"{card_name(self.state, uid)} cannot be mulliganed now (only your "
                      "province cards, then your hand).")
            return
        self.mulligan ^= {uid}
        self.screen.refresh(animate=False)

    def mulligan_choice(self) -> list[Action]:
        """The legal mulligan of the marked cards (the phase bar's only mulligan button)."""
        return [a for a in self.legal() if a.kind == "mulligan"
                and set(a.cards) == self.mulligan]

    def why_nothing(self, uid: str) -> str:
        """Why clicking a card does nothing now."""
        state = self.state
        name = card_name(state, uid)
        if state is None:
            return ""
        card = state.cards[uid]
        actor = self.screen.controller.acting_player()
        if card.controller != actor and card.zone in ("hand", "play", "province"):
            return f"{name} is not yours to use."
        return f"Nothing to do with {name} now ({state.step.replace('_', ' ')})."

    def zone_clicked(self, key: str) -> None:
        """A click on a zone that is no card: a ring (``ring:<element>``)."""
        if key.startswith("ring:"):
            self.ring_clicked(key.removeprefix("ring:"))

    def ring_clicked(self, element: str) -> None:
        """A click on a ring: choose it for the conflict being declared."""
        state = self.state
        if state is None or self.screen.covered:
            return
        declares = [a for a in self.legal() if isinstance(a, DeclareConflict)]
        if not declares:
            self._say(f"The {element} ring is chosen when declaring a conflict; not now "
                      f"({state.step.replace('_', ' ')}).")
            return
        if not any(a.ring == element for a in declares):
            self._say(f"No conflict can be declared with the {element} ring now (claimed, or "
                      "no conflict type left for it).")
            return
        self.ring = element
        self._try_declare()

    def province_chosen(self, province: str) -> None:
        """A province clicked in the declare step."""
        declares = [a for a in self.legal() if isinstance(a, DeclareConflict)]
        if not any(a.province == province for a in declares):
            state = self.state
            self._say(f"{card_name(state, province)} cannot be attacked now (only the "
                      "opponent's unbroken provinces; the stronghold's once three are "
                      "broken).")
            return
        self.province = province
        self._try_declare()

    def _try_declare(self) -> None:
        if self.ring is None or self.province is None:
            self.screen.refresh(animate=False)  # light up what goes with the choice
            return
        options = [a for a in self.legal() if isinstance(a, DeclareConflict)
                   and a.ring == self.ring and a.province == self.province]
        if not options:
            self._say(f"No conflict with the {self.ring} ring at "
                      f"{card_name(self.state, self.province)}.")
            self.province = None
            self.screen.refresh(animate=False)
            return
        self._offer(options, "Which conflict type?")

    # -- drags ----------------------------------------------------------------------------------
    def drag_started(self, uid: str) -> None:
        """Light up where the dragged card may go: the conflict area for a character, the
        characters an attachment may go on."""
        hosts = [a.target for a in self.legal()
                 if isinstance(a, PlayAttachment) and a.card == uid]
        if hosts:
            self.scene.highlight_cards(hosts)
            return
        zone = self._legal_zone(uid)
        if zone:
            self.scene.show_legal_drops({zone})
        else:
            self._say(self.why_not_participant(uid))

    def _legal_zone(self, uid: str) -> str:
        """``"conflict"`` when dropping ``uid`` there adds it to the side being declared."""
        if ChooseParticipant(self.screen.controller.acting_player(), uid) not in self.legal():
            return ""
        return "conflict"

    def card_dropped(self, uid: str, zone: str) -> None:
        """A character dropped: join the conflict; an attachment dropped on a character:
        attach it; else snap back with why."""
        attach = [a for a in self.legal() if isinstance(a, PlayAttachment) and a.card == uid]
        if attach:
            self._drop_attachment(uid, attach)
            return
        if self._legal_zone(uid) and zone == "conflict":
            self._do(ChooseParticipant(self.screen.controller.acting_player(), uid))
            return
        if self._legal_zone(uid):
            self._say(f"{card_name(self.state, uid)} was not dropped on the conflict area.")
        else:
            self._say(self.why_not_participant(uid))
        self.screen.refresh(animate=False)  # snap back

    def _drop_attachment(self, uid: str, options: list[PlayAttachment]) -> None:
        target = self.scene.drop_card
        chosen = [a for a in options if a.target == target]
        if chosen:
            self._do(chosen[0])
            return
        name = card_name(self.state, uid, self.screen.controller.acting_player())
        if target:
            self._say(f"{name} cannot be attached to {card_name(self.state, target)} "
                      "(the rules or its restrictions forbid it).")
        else:
            self._say(f"{name} was not dropped on a character.")
        self.screen.refresh(animate=False)  # snap back

    def why_not_participant(self, uid: str) -> str:
        """Why a character cannot join the conflict being declared."""
        state = self.state
        name = card_name(state, uid)
        if state is None:
            return ""
        if state.step not in _CHOOSING:
            return f"{name} joins a conflict only while attackers or defenders are declared."
        card = state.cards[uid]
        c = state.conflict
        if c is not None and uid in c.attackers + c.defenders:
            side = "an attacker" if uid in c.attackers else "a defender"
            return f"{name} is already chosen as {side} (Edit › Undo takes it back)."
        if card.bowed:
            return f"{name} is bowed and cannot join the conflict."
        kind = c.type if c is not None else "military"
        from l5r_desktop.games.lcg import stats

        if stats.skill(state, uid, kind) is None:
            return f"{name} has no {kind} skill (a dash) and cannot join a {kind} conflict."
        return f"{name} cannot join this conflict (the rules or a card forbid it)."

    # -- menus ----------------------------------------------------------------------------------
    def context_requested(self, uid: str, point: QPoint) -> None:
        """Right click: the card's menu (none for a hidden hand's cards: they have no id)."""
        state = self.state
        if state is None or uid not in state.cards:
            return
        self.menu = self.context_menu(uid)
        self.menu.popup(point)

    def context_menu(self, uid: str) -> QMenu:
        """The card's legal actions, then the manual toolkit (when the game allows it)."""
        state = self.state
        menu = QMenu(self.screen)
        menu.setObjectName("card_menu")
        card = state.cards.get(uid) if state is not None else None
        if card is None or self.screen.covered or (card.facedown and card.zone == "hand"):
            none = menu.addAction("No actions for this card")
            none.setEnabled(False)
            return menu
        actions = [a for a in self.legal() if uid in action_cards(a)]
        for action in actions:
            entry = menu.addAction(lcg_label(action, state))
            entry.triggered.connect(lambda _=False, a=action: self._do(a))
        if not actions:
            none = menu.addAction("No legal action for this card now")
            none.setEnabled(False)
        if self.manual_allowed() and card.zone == "play":
            manual = menu.addMenu("Manual effects")
            manual.setObjectName("manual_menu")
            game = self.screen.controller.game
            actor = self.screen.controller.acting_player()
            for action in game.manual_actions(actor):
                if isinstance(action, Manual) and action.card == uid:
                    entry = manual.addAction(lcg_label(action, state))
                    entry.triggered.connect(lambda _=False, a=action: self._do(a))
        return menu

    def manual_allowed(self) -> bool:
        """Manual effects are offered unless the game was started "enforced"."""
        from l5r_desktop.newgame_lcg import AUTOMATION_OPTION

        game = self.screen.controller.game
        setup = getattr(game, "setup", None)
        options = setup.options if setup is not None else {}
        return options.get(AUTOMATION_OPTION, "assisted") != "enforced"
