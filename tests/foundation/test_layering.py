"""Imports point one way (ARCHITECTURE): ui → persistence, carddb, engine; persistence →
carddb, engine; carddb → engine; the engine imports none of them."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[2] / "l5r_desktop"

FORBIDDEN = {
    "engine": ("l5r_desktop.carddb", "l5r_desktop.persistence", "l5r_desktop.ui",
               "l5r_desktop.commands", "PySide6"),
    "carddb": ("l5r_desktop.persistence", "l5r_desktop.ui", "l5r_desktop.commands", "PySide6"),
    "persistence": ("l5r_desktop.ui", "l5r_desktop.commands", "PySide6"),
}


def _imports(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    out = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            out.extend(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            out.append(node.module)
    return out


@pytest.mark.parametrize("layer", sorted(FORBIDDEN))
def test_layer_imports_point_one_way(layer: str) -> None:
    bad = []
    for path in sorted((PACKAGE / layer).rglob("*.py")):
        for name in _imports(path):
            if name.startswith(FORBIDDEN[layer]):
                bad.append(f"{path.relative_to(PACKAGE)} imports {name}")
    assert bad == []
