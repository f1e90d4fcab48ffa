"""The importers' text helpers skip their patterns where they cannot match (issue 22):
``html_to_plain`` without ``<`` or ``:``, ``split_experience`` without ``exp``; each gives
what the patterns alone give (the former bodies, below) on random texts built of the
characters the patterns read."""

from __future__ import annotations

import html
import json
import random

from l5r_desktop.carddb.importers import common
from l5r_desktop.carddb.importers.common import html_to_plain, split_experience


def _plain_before(text: str) -> str:
    if not text:
        return ""
    out = common._BR_RE.sub("\n", text)
    out = common._ANY_TAG_RE.sub("", out)
    out = html.unescape(out)
    out = common._ICON_RE.sub(common._icon, out)
    lines = [" ".join(line.split()) for line in out.split("\n")]
    return "\n".join(lines).strip()


def _split_before(title: str) -> tuple[str, str]:
    title = " ".join(title.split())
    match = common._EXP_WORDS_RE.match(title)
    if not match or not match.group("base"):
        return title, ""
    tag = match.group("tag")
    inexp = tag.lower().startswith("in")
    rest = match.group("rest").replace(" ", "")
    return match.group("base").strip(), ("inexp" if inexp else "exp") + rest


_PIECES = ["<", ">", "br", "<br>", "<BR />", "<b>", "</i>", ":", ":bow:", ":G2:", ":gstar:",
           "&amp;", "&#149;", "Exp", "exp", "EXPERIENCED", "in", " ", "\n", "\t", "\u00a0",
           "\u2022", "-", "(", ")", "2", "CW", "Plum", "\u00e9", "x", "p", "e", ".", "</b>",
           "<i>", "</i>", "<br", "b>", "/", " \n", "\n ", "  ", "\x1c", "\u3000", "\xad", "\x85",
           "\r", ":b", "ow:", "Bow", "&lt;br&gt;", "<<b>", "</", "<a href='x'>"]


def _texts(count: int) -> list[str]:
    chooser = random.Random(2222)
    return ["".join(chooser.choices(_PIECES, k=chooser.randint(0, 14))) for _ in range(count)]


def test_plain_text_as_the_patterns_give_it() -> None:
    texts = _texts(20000)
    assert sum("<" not in t or ":" not in t for t in texts) > 1000  # (the quick paths run)
    for text in texts:
        assert html_to_plain(text) == _plain_before(text), repr(text)


def test_a_title_split_as_the_pattern_splits_it() -> None:
    texts = [*_texts(6000), "Plum Warden - exp2", "Plum (Inexperienced)", "Plum \u2022 Exp 3CW"]
    assert sum(split_experience(t)[1] != "" for t in texts) > 50
    for text in texts:
        assert split_experience(text) == _split_before(text), repr(text)


def test_the_real_export_reads_as_the_patterns_read_it(oracle_dir) -> None:
    records = [r for p in sorted(oracle_dir.glob("*.json")) for r in json.loads(p.read_bytes())]
    texts = [t for r in records for t in r.get("text") or () if isinstance(t, str)]
    titles = [r.get("formattedtitle") or "" for r in records]
    assert len(texts) > 3000
    assert all(html_to_plain(t) == _plain_before(t) for t in texts)
    assert all(split_experience(t) == _split_before(t) for t in titles)
