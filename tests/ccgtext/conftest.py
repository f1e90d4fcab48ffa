"""Every text a translator test dispatches is also checked against the registry's index
(``registry.skipped_match``): a template the index would skip although its pattern matches
fails the test that reads it, with what to declare."""

from __future__ import annotations

from typing import Any

import pytest

from l5r_desktop.carddb.ccgtext import registry


@pytest.fixture(autouse=True)
def _index_checked(monkeypatch: pytest.MonkeyPatch) -> None:
    dispatch = registry.dispatch

    def checked(kind: str, subject: Any, text: str) -> None:
        problem = registry.skipped_match(kind, text)
        assert problem is None, problem
        dispatch(kind, subject, text)

    monkeypatch.setattr(registry, "dispatch", checked)
