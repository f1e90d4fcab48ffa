"""Looking cards up in the card library: by title, by base title, the titles and their
closest matches, the clans and editions present, and search as you type (FTS5). A mixin of
:class:`~l5r_desktop.carddb.library.Library`: it uses the open connection (``_conn``) and the
library's title cache.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable, Iterable
from typing import Any

from l5r_desktop.carddb.importers.common import edition_key, title_key
from l5r_desktop.carddb.library_rows import CARD_SELECT, WORD_RE, type_value
from l5r_desktop.games.ccg.model.cards import CardDef, CardType


class LibrarySearch:
    """Title look-ups and search (see the module docstring)."""

    _conn: sqlite3.Connection
    _titles: list[str] | None
    _titles_version: int | None
    _titles_game: str
    _closest: dict[tuple[str, int], list[str]]
    _title_keys: dict[str, str]
    #: The cards of rows, unread records read (``LibraryAbilities._cards_of``).
    _cards_of: Callable[..., list[CardDef]]
    #: Build the cards stored as their records (``LibraryPending._ensure_built``).
    _ensure_built: Callable[[], int]

    def find_by_title(self, title: str, game: str = "ccg",
                      left_unread: set[str] | None = None) -> list[CardDef]:
        """Cards of ``game`` whose title matches exactly, ignoring case and the spelling of the
        experience level (``X - exp2`` = ``X • Experienced 2``); ``left_unread``: as for
        :meth:`search`."""
        self._ensure_built()
        rows = self._conn.execute(
            f"SELECT {CARD_SELECT} FROM cards WHERE title_key = ? AND game = ? ORDER BY CASE "
            "WHEN source = 'custom' THEN 0 WHEN source LIKE 'oracle%' THEN 1 "
            "WHEN source = 'xml' THEN 2 ELSE 3 END, id",
            (title_key(title), game),
        )
        return self._cards_of(rows.fetchall(), left_unread)

    def find_by_base_title(self, base: str, game: str = "ccg",
                           left_unread: set[str] | None = None) -> list[CardDef]:
        """Cards whose title without its experience level is ``base`` (any case), every
        level: ``Hida Kuon`` → ``Hida Kuon``, ``Hida Kuon - exp5`` ... (``left_unread``: as
        for :meth:`search`)."""
        self._ensure_built()
        rows = self._conn.execute(
            f"SELECT {CARD_SELECT} FROM cards WHERE base_title = ? COLLATE NOCASE AND game = ? "
            "ORDER BY experienced, id", (" ".join(base.split()), game))
        return self._cards_of(rows.fetchall(), left_unread)

    def all_titles(self, game: str = "ccg") -> list[str]:
        """Every distinct title of ``game``'s cards, sorted (cached until this or another
        connection writes)."""
        self._ensure_built()
        version = self._conn.execute("PRAGMA data_version").fetchone()[0]
        if version != self._titles_version or game != self._titles_game:
            self._titles = None
            self._titles_version = version
            self._titles_game = game
        if self._titles is None:
            rows = self._conn.execute(
                "SELECT DISTINCT title FROM cards WHERE game = ? ORDER BY title_key", (game,))
            self._titles = [r[0] for r in rows]
            self._closest = {}
            self._title_keys = {}
            for title in self._titles:
                self._title_keys.setdefault(title.casefold(), title)
        return self._titles

    def closest_titles(self, name: str, n: int = 5, game: str = "ccg") -> list[str]:
        """Up to ``n`` titles of ``game``'s cards that look like ``name`` (difflib ratio ≥ 0.6),
        best first. Answers are remembered until the library changes."""
        import difflib  # (not at the library's import: ``import-cards`` needs none of it)

        self.all_titles(game)
        key = (name.casefold(), n)
        cached = self._closest.get(key)
        if cached is None:
            by_key = self._title_keys
            matches = difflib.get_close_matches(key[0], list(by_key), n=n, cutoff=0.6)
            cached = self._closest[key] = [by_key[m] for m in matches]
        return list(cached)

    def clans(self, game: str | None = None) -> list[str]:
        """Every clan that appears on a card (of ``game`` when given), sorted."""
        self._ensure_built()
        found: set[str] = set()
        for (value,) in self._conn.execute(
                "SELECT DISTINCT clans FROM cards WHERE ? IS NULL OR game = ?", (game, game)):
            found.update(json.loads(value))
        return sorted(found, key=str.casefold)

    def editions(self, game: str | None = None) -> list[str]:
        """Every legality / edition name (an LCG card's packs) that appears on a card (of
        ``game`` when given), sorted."""
        self._ensure_built()
        found: set[str] = set()
        for (value,) in self._conn.execute(
                "SELECT DISTINCT legal FROM cards WHERE ? IS NULL OR game = ?", (game, game)):
            found.update(json.loads(value))
        return sorted(found, key=str.casefold)

    def search(
        self,
        text: str = "",
        *,
        types: Iterable[CardType | str] = (),
        clans: Iterable[str] = (),
        keyword: str | None = None,
        cost_min: int | None = None,
        cost_max: int | None = None,
        edition: str | None = None,
        game: str | None = None,
        limit: int = 200,
        left_unread: set[str] | None = None,
    ) -> list[CardDef]:
        """Search as you type: every word of ``text`` is a prefix matched against title,
        keywords and text (FTS5); title matches come first. A single letter matches the start
        of titles only. Filters combine with AND; ``clans``
        matches any of the given clans; ``edition`` is a legality name or key (``celestial``) or
        an LCG pack; ``game`` (``ccg``/``lcg``) keeps one game's cards. With a
        ``left_unread`` set, the cards whose ability records are still to be read come without
        them, their ids in the set (``LibraryAbilities._cards_of``): nothing is read here."""
        self._ensure_built()
        where: list[str] = []
        params: list[Any] = []
        if game:
            where.append("c.game = ?")
            params.append(game)
        type_values = [type_value(t) for t in types]
        if type_values:
            where.append(f"c.type IN ({','.join('?' * len(type_values))})")
            params.extend(type_values)
        clan_list = [c for c in clans if c]
        if clan_list:
            where.append("(" + " OR ".join("c.clan_keys LIKE ?" for _ in clan_list) + ")")
            params.extend(f"%|{c.casefold()}|%" for c in clan_list)
        if keyword:
            where.append("c.keyword_keys LIKE ?")
            params.append(f"%|{keyword.strip().casefold()}|%")
        if cost_min is not None:
            where.append("c.gold_cost >= ?")
            params.append(cost_min)
        if cost_max is not None:
            where.append("c.gold_cost <= ?")
            params.append(cost_max)
        if edition:
            where.append("c.editions LIKE ?")
            params.append(f"%|{edition_key(edition)}|%")
        words = WORD_RE.findall(text)
        if len(words) == 1 and len(words[0]) == 1:
            # One letter: almost every card has a word starting with it, so match titles only
            # (the first keystroke of a title), through the title index.
            letter = words[0].casefold()
            where.append("c.title_key >= ? AND c.title_key < ?")
            params.extend([letter, letter + "\U0010ffff"])
            words = []
        if words:
            # Rank on the narrow rowid/title_key pair first, then fetch the wide rows: sorting
            # thousands of full rows for a one-letter query costs more than the match itself.
            match = " ".join('"' + w.replace('"', "") + '"*' for w in words)
            sql = (
                "SELECT c.rowid FROM cards_fts JOIN cards c ON c.rowid = cards_fts.rowid "
                "WHERE cards_fts MATCH ?"
                + "".join(" AND " + w for w in where)
                + " ORDER BY (c.title_key LIKE ?) DESC, c.title_key LIMIT ?"
            )
            prefix = " ".join(words).casefold() + "%"
            rowids = [r[0] for r in self._conn.execute(sql, [match, *params, prefix, limit])]
            if not rowids:
                return []
            rows = self._conn.execute(
                f"SELECT rowid, {CARD_SELECT} FROM cards "
                f"WHERE rowid IN ({','.join('?' * len(rowids))})",
                rowids,
            ).fetchall()
            by_rowid = {r[0]: r[1:] for r in rows}
            return self._cards_of([by_rowid[i] for i in rowids if i in by_rowid], left_unread)
        sql = (
            f"SELECT {', '.join('c.' + c.strip() for c in CARD_SELECT.split(','))} "
            "FROM cards c"
            + (" WHERE " + " AND ".join(where) if where else "")
            + " ORDER BY c.title_key LIMIT ?"
        )
        return self._cards_of(self._conn.execute(sql, [*params, limit]).fetchall(), left_unread)
