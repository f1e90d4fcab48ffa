"""Card faces drawn for cards without an image."""

from __future__ import annotations

import pytest
from PIL import ImageChops

from l5r_desktop.carddb.render import clan_colour, render_card_face, stat_text
from l5r_desktop.games.ccg.model.cards import CardDef, CardType

HERO = CardDef(id="t:1", title="Tessen Warden", type=CardType.PERSONALITY, clans=("Crab",),
               keywords=("Samurai", "Unique"), text="Battle: Bow this Personality.",
               force=3, chi=2, gold_cost=6, personal_honor=1, honor_requirement=4)


@pytest.mark.parametrize("size", [(250, 350), (50, 70), (500, 700), (123, 171)])
def test_face_has_the_requested_size(size):
    image = render_card_face(HERO, size)
    assert image.size == size and image.mode == "RGBA"


def test_faces_differ_by_title_clan_deck_and_stats():
    base = render_card_face(HERO)

    def differs(other: CardDef) -> bool:
        diff = ImageChops.difference(base.convert("RGB"), render_card_face(other).convert("RGB"))
        return diff.getbbox() is not None

    assert differs(HERO.replace(title="Another Warden", base_title="Another Warden"))
    assert differs(HERO.replace(clans=("Crane",)))
    assert differs(HERO.replace(force=4))
    assert differs(HERO.replace(type=CardType.FOLLOWER))
    assert not differs(HERO.replace(id="t:2"))  # the face shows printed data only


def test_the_emblem_uses_the_clan_colour():
    crab = render_card_face(HERO)
    crane = render_card_face(HERO.replace(clans=("Crane",)))
    # emblem petals sit around (32, 30); sample the whole emblem square
    colours_crab = {crab.getpixel((x, y))[:3] for x in range(17, 48) for y in range(15, 46)}
    colours_crane = {crane.getpixel((x, y))[:3] for x in range(17, 48) for y in range(15, 46)}
    assert clan_colour("Crab") in colours_crab and clan_colour("Crane") in colours_crane
    assert clan_colour("Crab") != clan_colour("Crane")
    assert clan_colour("Naga") == clan_colour("naga clan")


def test_long_text_and_empty_cards_render():
    long = HERO.replace(text="Lengthy rules text. " * 200, title="A" * 120)
    assert render_card_face(long).size == (250, 350)
    bare = CardDef(id="t:3", title="X", type=CardType.OTHER)
    assert render_card_face(bare, (60, 84)).size == (60, 84)


def test_stat_text():
    item = CardDef(id="i", title="Blade", type=CardType.ITEM, force=2, chi=-1, gold_cost=3,
                   focus=0, asterisk=())
    assert [stat_text(item, n) for n in ("force", "chi", "gold_cost", "focus")] == [
        "+2", "-1", "3", "0"]
    star = item.replace(force=0, asterisk=("force",))
    assert stat_text(star, "force") == "+*"
    assert stat_text(HERO, "focus") is None
    cost_star = HERO.replace(gold_cost=0, asterisk=("gold_cost",))
    assert stat_text(cost_star, "gold_cost") == "*"
