"""Sub-commands of ``l5r-desktop``, one module each.

Every module here named ``foo_bar`` becomes the sub-command ``foo-bar``. A module provides:

- ``HELP: str``: one line for ``--help``;
- ``add_arguments(parser: argparse.ArgumentParser) -> None``;
- ``run(args: argparse.Namespace, paths: DataPaths) -> int``: the exit code.

Modules must import cheaply (no Qt at module level): ``--help`` imports them all.
"""

from __future__ import annotations

import importlib
import pkgutil
from types import ModuleType


def discover() -> dict[str, ModuleType]:
    """All sub-command modules, by command name, sorted."""
    found: dict[str, ModuleType] = {}
    for info in sorted(pkgutil.iter_modules(__path__), key=lambda m: m.name):
        if info.name.startswith("_"):
            continue
        module = importlib.import_module(f"{__name__}.{info.name}")
        if hasattr(module, "run") and hasattr(module, "add_arguments"):
            found[info.name.replace("_", "-")] = module
    return found
