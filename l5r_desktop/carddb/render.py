"""Card faces drawn with pillow, for every card that has no image.

:func:`render_card_face` draws a card at any size: a frame coloured by deck (Dynasty dark,
Fate green, pre-game bronze), the title, an original emblem made of simple shapes (petals
around a disc, coloured and counted by clan), the type line, the stats in labelled boxes, the
keywords and the rules text, wrapped and shrunk until it fits. Pure pillow: the table turns the
image into a pixmap at the Qt edge.
"""

from __future__ import annotations

import functools
import math
from pathlib import Path

from PIL import Image, ImageDraw, ImageFont

from l5r_desktop.core import digests
from l5r_desktop.games.ccg.model.cards import CardDef, CardType, Deck

#: The size every coordinate below is designed for; other sizes are scaled.
BASE_SIZE = (250, 350)

_FONT_DIRS = (
    Path("/usr/share/fonts/truetype/dejavu"),
    Path("/usr/share/fonts/dejavu"),
    Path("/Library/Fonts"),
    Path("C:/Windows/Fonts"),
)
_FONT_FILES = {
    "regular": ("DejaVuSerif.ttf", "DejaVuSans.ttf", "georgia.ttf", "arial.ttf"),
    "bold": ("DejaVuSerif-Bold.ttf", "DejaVuSans-Bold.ttf", "georgiab.ttf", "arialbd.ttf"),
    "italic": ("DejaVuSerif-Italic.ttf", "DejaVuSans-Oblique.ttf", "georgiai.ttf", "ariali.ttf"),
}

_FRAMES = {
    Deck.DYNASTY: ((38, 30, 28), (120, 96, 70)),
    Deck.FATE: ((34, 70, 44), (150, 170, 110)),
    Deck.PREGAME: ((92, 70, 36), (200, 170, 100)),
}
_PARCHMENT = (238, 228, 204)
_INK = (40, 32, 28)

#: Emblem colours by clan; other clans get a colour derived from the name.
CLAN_COLOURS = {
    "crab": (70, 90, 120),
    "crane": (110, 170, 210),
    "dragon": (60, 140, 80),
    "lion": (210, 170, 50),
    "mantis": (40, 150, 130),
    "phoenix": (220, 120, 40),
    "scorpion": (180, 40, 40),
    "spider": (80, 50, 90),
    "unicorn": (140, 80, 170),
}

STAT_LABELS = (
    ("force", "F"),
    ("chi", "C"),
    ("honor_requirement", "HR"),
    ("gold_cost", "GC"),
    ("personal_honor", "PH"),
    ("focus", "Fo"),
    ("province_strength", "PS"),
    ("gold_production", "GP"),
    ("starting_honor", "SH"),
)
_SIGNED_TYPES = frozenset({CardType.ITEM, CardType.SENSEI})


@functools.lru_cache(maxsize=64)
def _font(style: str, size: int) -> ImageFont.FreeTypeFont | ImageFont.ImageFont:
    size = max(6, size)
    for folder in _FONT_DIRS:
        for name in _FONT_FILES[style]:
            path = folder / name
            if path.is_file():
                return ImageFont.truetype(str(path), size)
    return ImageFont.load_default(size=size)


def clan_colour(clan: str) -> tuple[int, int, int]:
    """The emblem colour of a clan (a stable colour from the name for unknown clans)."""
    key = clan.casefold().removesuffix(" clan").strip()
    known = CLAN_COLOURS.get(key)
    if known:
        return known
    digest = digests.blake2b(key.encode(), digest_size=3).digest()
    return (60 + digest[0] % 150, 60 + digest[1] % 150, 60 + digest[2] % 150)


def stat_text(card: CardDef, name: str) -> str | None:
    """A stat as printed: ``None`` when absent, signed for Item/Sensei modifiers, ``*``."""
    value = getattr(card, name)
    if value is None:
        return None
    star = "*" if name in card.asterisk else ""
    if card.type in _SIGNED_TYPES and name != "gold_cost" and name != "focus":
        sign = "+" if value >= 0 else ""
        return f"{sign}{value}{star}" if not (star and value == 0) else f"+{star}"
    if star and value == 0:
        return "*"
    return f"{value}{star}"


def _draw_emblem(draw: ImageDraw.ImageDraw, centre: tuple[float, float], radius: float,
                 card: CardDef) -> None:
    """An original mon: a ring, petals around a disc; petal count and colour from the clan."""
    clan = card.clans[0] if card.clans else ""
    colour = clan_colour(clan) if clan else (120, 110, 100)
    cx, cy = centre
    draw.ellipse((cx - radius, cy - radius, cx + radius, cy + radius), fill=_PARCHMENT,
                 outline=colour, width=max(1, round(radius / 8)))
    petals = 3 + (sum(map(ord, clan.casefold())) % 5 if clan else 3)
    inner = radius * 0.62
    for index in range(petals):
        angle = 2 * math.pi * index / petals - math.pi / 2
        px, py = cx + math.cos(angle) * inner * 0.55, cy + math.sin(angle) * inner * 0.55
        points = []
        for step in range(12):
            t = 2 * math.pi * step / 12
            # an ellipse pointing away from the centre
            ex, ey = math.cos(t) * inner * 0.45, math.sin(t) * inner * 0.2
            points.append((px + ex * math.cos(angle) - ey * math.sin(angle),
                           py + ex * math.sin(angle) + ey * math.cos(angle)))
        draw.polygon(points, fill=colour)
    dot = radius * 0.22
    draw.ellipse((cx - dot, cy - dot, cx + dot, cy + dot), fill=_PARCHMENT, outline=colour,
                 width=max(1, round(radius / 10)))


def _fit_font(draw: ImageDraw.ImageDraw, text: str, style: str, size: int,
              width: float) -> ImageFont.FreeTypeFont | ImageFont.ImageFont:
    while size > 6:
        font = _font(style, size)
        if draw.textlength(text, font=font) <= width:
            return font
        size -= 1
    return _font(style, 6)


def _wrap(draw: ImageDraw.ImageDraw, text: str, font: ImageFont.FreeTypeFont | ImageFont.ImageFont,
          width: float) -> list[str]:
    lines: list[str] = []
    for paragraph in text.split("\n"):
        words = paragraph.split()
        current = ""
        for word in words:
            candidate = f"{current} {word}".strip()
            if draw.textlength(candidate, font=font) <= width or not current:
                current = candidate
            else:
                lines.append(current)
                current = word
        lines.append(current)
    return lines


def render_card_face(card: CardDef, size: tuple[int, int] = BASE_SIZE) -> Image.Image:
    """Draw ``card`` as an RGBA image of exactly ``size`` pixels (width, height)."""
    width, height = max(20, int(size[0])), max(28, int(size[1]))
    scale = min(width / BASE_SIZE[0], height / BASE_SIZE[1])
    # draw at a comfortable resolution, then resize: small faces stay legible
    work_scale = max(scale, 1.0)
    ww, wh = round(BASE_SIZE[0] * work_scale), round(BASE_SIZE[1] * work_scale)

    def s(value: float) -> float:
        return value * work_scale

    dark, light = _FRAMES[card.deck]
    image = Image.new("RGBA", (ww, wh), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    draw.rounded_rectangle((0, 0, ww - 1, wh - 1), radius=s(12), fill=dark)
    draw.rounded_rectangle((s(8), s(8), ww - s(8), wh - s(8)), radius=s(8), fill=light)
    draw.rounded_rectangle((s(12), s(12), ww - s(12), wh - s(12)), radius=s(6), fill=_PARCHMENT)

    # title bar with emblem
    draw.rectangle((s(12), s(12), ww - s(12), s(48)), fill=dark)
    _draw_emblem(draw, (s(32), s(30)), s(15), card)
    title_font = _fit_font(draw, card.base_title or card.title, "bold", round(s(16)),
                           ww - s(64))
    draw.text((s(52), s(30)), card.base_title or card.title, font=title_font,
              fill=_PARCHMENT, anchor="lm")

    # type line
    type_line = card.type.value.capitalize()
    if card.clans:
        type_line += " \u2014 " + ", ".join(card.clans)
    if card.experienced:
        level = "" if card.experienced == 1 else f" {card.experienced}"
        type_line += f" \u2022 Experienced{level}"
    type_font = _fit_font(draw, type_line, "italic", round(s(11)), ww - s(36))
    draw.text((s(18), s(56)), type_line, font=type_font, fill=_INK, anchor="lt")

    # stats
    y = s(74)
    stats = [(label, text) for name, label in STAT_LABELS
             if (text := stat_text(card, name)) is not None]
    if stats:
        box_w = (ww - s(36) - s(4) * (len(stats) - 1)) / max(len(stats), 1)
        box_w = min(box_w, s(42))
        label_font, value_font = _font("regular", round(s(8))), _font("bold", round(s(13)))
        box_fill = tuple((a + b) // 2 for a, b in zip(light, _PARCHMENT, strict=True))
        for index, (label, text) in enumerate(stats):
            x0 = s(18) + index * (box_w + s(4))
            draw.rounded_rectangle((x0, y, x0 + box_w, y + s(30)), radius=s(4), fill=box_fill,
                                   outline=dark, width=max(1, round(s(1))))
            draw.text((x0 + box_w / 2, y + s(7)), label, font=label_font, fill=_INK,
                      anchor="mm")
            draw.text((x0 + box_w / 2, y + s(20)), text, font=value_font, fill=_INK,
                      anchor="mm")
        y += s(36)

    # keywords
    if card.keywords:
        keywords = " \u2022 ".join(card.keywords)
        kw_font = _fit_font(draw, keywords, "bold", round(s(11)), ww - s(36))
        draw.text((s(18), y), keywords, font=kw_font, fill=_INK, anchor="lt")
        y += s(18)
    draw.line((s(18), y, ww - s(18), y), fill=dark, width=max(1, round(s(1))))
    y += s(6)

    # rules text, shrunk until it fits
    bottom = wh - s(20)
    text = card.text.strip()
    if text:
        size_pt = round(s(11))
        while True:
            font = _font("regular", size_pt)
            lines = _wrap(draw, text, font, ww - s(36))
            line_h = size_pt * 1.22
            if y + line_h * len(lines) <= bottom or size_pt <= 6:
                break
            size_pt -= 1
        for line in lines:
            if y + line_h > bottom + line_h * 0.3:
                break
            draw.text((s(18), y), line, font=font, fill=_INK, anchor="lt")
            y += line_h

    if (ww, wh) != (width, height):
        image = image.resize((width, height), Image.Resampling.LANCZOS)
    return image
