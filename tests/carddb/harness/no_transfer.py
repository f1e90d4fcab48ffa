"""The per-card harness for ``no_transfer`` ("will not be transferred", ``transfers.py`` and
the toolkit's transfer check): the card attached to one of Alice's Personalities, another
of hers beside it. With the record neither a ``transfer_to`` effect nor the toolkit's
transfer may move it there; without it both may."""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.cardtext import effect_checks, transfers
from l5r_desktop.games.ccg.cardtext.effect_ops import OpArgs
from l5r_desktop.games.ccg.model.cards import CardDef
from l5r_desktop.games.ccg.model.ids import ManualOp
from tests.carddb.harness.position import Unusable, _Builder, _without
from tests.engine.scenario import find


def exercise_no_transfer(card: CardDef, record: dict[str, Any]) -> list[str]:
    """See the module docstring."""
    if card.type.value not in ("follower", "item", "spell"):
        raise Unusable(f"no_transfer on a {card.type.value}: not an attachment")
    got = []
    for with_record in (True, False):
        build = _Builder(card, record, False)
        words = ["Shugenja"] if card.type.value == "spell" else []
        build.host(0, words, [card.title])
        other = build.host(0, words, [])["title"]
        game = (build if with_record else _without(build, record)).game()
        st = game.state
        me, to = find(st, card.title, 0), find(st, other, 0)
        effect = transfers.refusal(st, 0, me, to) is None
        args = OpArgs(op=ManualOp.TRANSFER, player=0, card=me, target=to)
        toolkit = effect_checks.CARD_CHECKS[ManualOp.TRANSFER](
            st, args, st.cards[me], False) is None
        got.append((effect, toolkit))
    want = [(False, False), (True, True)]
    return [] if got == want else [f"no_transfer: (effect, toolkit) may transfer {got}, "
                                   f"want {want}"]
