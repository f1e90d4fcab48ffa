"""Imports point one way (ARCHITECTURE, docs/architecture.md): ui → persistence, carddb, games;
persistence → carddb, games; carddb → games; games → core; the core imports nothing else of the
package. A game never imports another game. No module imports another in a cycle, counting the
imports made inside functions."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[2] / "l5r_desktop"

_OUTER = ("l5r_desktop.carddb", "l5r_desktop.persistence", "l5r_desktop.ui",
          "l5r_desktop.commands", "l5r_desktop.demo", "l5r_desktop.cli", "PySide6")

FORBIDDEN = {
    "core": (*_OUTER, "l5r_desktop.games", "l5r_desktop.atomicio", "l5r_desktop.logs",
             "l5r_desktop.newgame", "l5r_desktop.selftest"),
    "games": _OUTER,
    "carddb": ("l5r_desktop.persistence", "l5r_desktop.ui", "l5r_desktop.commands", "PySide6"),
    "persistence": ("l5r_desktop.ui", "l5r_desktop.commands", "PySide6"),
}


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _imports(path: Path) -> list[str]:
    """Every module ``path`` imports, anywhere in the file (functions included); relative
    imports resolved; ``from pkg import name`` counts ``pkg.name`` when that is a module."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    package = _module_name(path).split(".")
    if path.name != "__init__.py":
        package = package[:-1]
    out = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            out.extend(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package[:len(package) - node.level + 1]
                module = ".".join(base + ([node.module] if node.module else []))
            else:
                module = node.module or ""
            out.append(module)
            out.extend(f"{module}.{alias.name}" for alias in node.names)
    return out


def _graph() -> dict[str, set[str]]:
    modules = {_module_name(p): p for p in PACKAGE.rglob("*.py")}
    graph: dict[str, set[str]] = {}
    for name, path in modules.items():
        graph[name] = {m for m in _imports(path) if m in modules and m != name}
    return graph


def _cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components with more than one module (Tarjan, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    out: list[list[str]] = []
    counter = 0
    for root in sorted(graph):
        if root in index:
            continue
        work = [(root, iter(sorted(graph[root])))]
        index[root] = low[root] = counter
        counter += 1
        stack.append(root)
        on_stack.add(root)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = counter
                    counter += 1
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph[child]))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    m = stack.pop()
                    on_stack.discard(m)
                    component.append(m)
                    if m == node:
                        break
                if len(component) > 1:
                    out.append(sorted(component))
    return out


@pytest.mark.parametrize("layer", sorted(FORBIDDEN))
def test_layer_imports_point_one_way(layer: str) -> None:
    bad = []
    for path in sorted((PACKAGE / layer).rglob("*.py")):
        for name in _imports(path):
            if name.startswith(FORBIDDEN[layer]):
                bad.append(f"{path.relative_to(PACKAGE)} imports {name}")
    assert bad == []


def test_a_game_imports_no_other_game() -> None:
    games = [p for p in (PACKAGE / "games").iterdir() if (p / "__init__.py").exists()]
    bad = []
    for game in games:
        own = f"l5r_desktop.games.{game.name}"
        for path in sorted(game.rglob("*.py")):
            for name in _imports(path):
                if name.startswith("l5r_desktop.games.") and not name.startswith(own):
                    bad.append(f"{path.relative_to(PACKAGE)} imports {name}")
    assert bad == []


def test_no_import_cycle_anywhere() -> None:
    assert _cycles(_graph()) == []


def test_the_cycle_finder_sees_a_cycle() -> None:
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}, "e": set()}
    assert _cycles(graph) == [["a", "b", "c"]]
    assert _cycles({"a": {"b"}, "b": set()}) == []
