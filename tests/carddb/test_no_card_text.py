"""No file we commit holds a real card's text word for word (we never ship AEG's or FFG's text).

A translator's tests and docs need sentences in the cards' language, but written by us: every
sentence of at least :data:`MIN_WORDS` words printed on a real card (the CCG's Oracle export,
the LCG's FiveRingsDB data, in ``../shared``) must not occur, word for word (case, markup and
punctuation ignored), in any text file of the repository. Shorter runs, and sentences printed
on :data:`STOCK_CARDS` cards or more (a keyword's reminder text, "Produce 2 Gold, or 3 Gold if
you are a Crab Clan player"), and the reminder text in parentheses (a keyword's rule, as the
rulebook gives it: the translator must know it to set it aside) are the game's stock phrases,
not a card's own text, and are not looked for. Skips when ``../shared`` is absent.
"""

from __future__ import annotations

import html
import json
import re
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
CARDDATA = REPO.parent / "shared" / "carddata"
ORACLE = CARDDATA / "oracle-json"
FIVERINGSDB = CARDDATA / "fiveringsdb" / "json" / "Card"
#: Sentences shorter than this are stock phrases of the game, not a card's own text.
MIN_WORDS = 12
#: A sentence printed on this many different cards or more is a stock phrase of the game.
STOCK_CARDS = 3
#: The repository's folders and top-level files holding text we write.
ROOTS = ("l5r_desktop", "tests", "docs", "scripts", "benchmarks", "packaging", "assets",
         "README.md")
SUFFIXES = {".py", ".md", ".json", ".txt", ".toml", ".xml", ".qrc", ".cfg", ".ini", ".yml"}

_WORD = re.compile(r"[a-z0-9']+")
_REMINDER = re.compile(r"\([^()]*\)")
_SENTENCE_END = re.compile(r"(?<=[.!?)])\s+|\n+")


def _words(text: str) -> list[str]:
    return _WORD.findall(html.unescape(re.sub(r"<[^>]+>|\[[a-z-]+\]", " ", text)).lower())


def _card_texts() -> list[str]:
    """Each real card's text (one string per card)."""
    texts: list[str] = []
    for path in sorted(ORACLE.glob("*.json")):
        for record in json.loads(path.read_text(encoding="utf-8")):
            texts.append("\n".join(t for t in record.get("text") or [] if isinstance(t, str)))
    for path in sorted(FIVERINGSDB.glob("*.json")):
        text = json.loads(path.read_text(encoding="utf-8")).get("text")
        if isinstance(text, str):
            texts.append(text)
    return texts


def _sentences(texts: list[str]) -> dict[tuple[str, ...], str]:
    """Each card sentence of MIN_WORDS words or more, as words, with its text; the stock
    phrases (printed on STOCK_CARDS cards or more) left out."""
    out: dict[tuple[str, ...], str] = {}
    cards: dict[tuple[str, ...], int] = {}
    for text in texts:
        for words, sentence in {tuple(_words(s)): s for s in
                                _SENTENCE_END.split(_REMINDER.sub(
                                    " ", re.sub(r"<br\s*/?>", "\n", text)))}.items():
            if len(words) >= MIN_WORDS:
                out.setdefault(words, sentence.strip())
                cards[words] = cards.get(words, 0) + 1
    return {words: s for words, s in out.items() if cards[words] < STOCK_CARDS}


def _repo_files() -> list[Path]:
    files: list[Path] = []
    for root in ROOTS:
        path = REPO / root
        if path.is_file():
            files.append(path)
        elif path.is_dir():
            files += [p for p in path.rglob("*") if p.suffix in SUFFIXES and p.is_file()
                      and ".venv" not in p.parts and "__pycache__" not in p.parts]
    return files


def _name(path: Path) -> str:
    return str(path.relative_to(REPO)) if path.is_relative_to(REPO) else path.name


def find_copies(sentences: dict[tuple[str, ...], str],
                files: list[Path]) -> list[tuple[str, str]]:
    """(file, card sentence) for every card sentence found word for word in a file."""
    by_start: dict[tuple[str, ...], list[tuple[str, ...]]] = {}
    for words in sentences:
        by_start.setdefault(words[:MIN_WORDS], []).append(words)
    found: list[tuple[str, str]] = []
    for path in files:
        try:
            words = _words(path.read_text(encoding="utf-8"))
        except (UnicodeDecodeError, OSError):
            continue
        seen: set[tuple[str, ...]] = set()
        for i in range(len(words) - MIN_WORDS + 1):
            for sentence in by_start.get(tuple(words[i:i + MIN_WORDS]), ()):
                if sentence not in seen and tuple(words[i:i + len(sentence)]) == sentence:
                    seen.add(sentence)
                    found.append((_name(path), sentences[sentence]))
    return found


@pytest.mark.skipif(not ORACLE.is_dir(), reason="../shared card data is not present")
def test_no_card_sentence_is_committed_word_for_word() -> None:
    sentences = _sentences(_card_texts())
    assert len(sentences) > 3000
    copies = find_copies(sentences, _repo_files())
    assert copies == [], "card text copied word for word (write your own sentence):\n" + \
        "\n".join(f"{f}: {s}" for f, s in copies)


def test_a_copied_sentence_is_found(tmp_path: Path) -> None:
    """The search finds a sentence across line breaks, markup and case, and nothing shorter."""
    sentence = ("Battle: Move your target Personality to the current battlefield and give him "
                "a bonus equal to his Chi.")
    sentences = _sentences([f"<b>Battle:</b> {sentence[8:]}"])
    copied = tmp_path / "a.py"
    copied.write_text('x = """battle: MOVE your target\nPersonality to the current battlefield '
                      'and give him a bonus equal to his chi"""\n', encoding="utf-8")
    partial = tmp_path / "b.md"
    partial.write_text("Move your target Personality to the current battlefield and give him "
                       "a bonus.\n", encoding="utf-8")
    found = find_copies(sentences, [copied, partial])
    assert [f for f, _ in found] == ["a.py"]

