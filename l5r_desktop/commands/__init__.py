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


def discover(only: str | None = None) -> dict[str, ModuleType]:
    """All sub-command modules, by command name, sorted; with ``only`` (a command name) just
    that one when it exists (the command line given a command imports no other: issue 22),
    else all."""
    found: dict[str, ModuleType] = {}
    infos = sorted(pkgutil.iter_modules(__path__), key=lambda m: m.name)
    if only is not None:
        named = [i for i in infos if i.name == only.replace("-", "_") and "_" not in only]
        infos = named or infos
    for info in infos:
        if info.name.startswith("_"):
            continue
        module = importlib.import_module(f"{__name__}.{info.name}")
        if hasattr(module, "run") and hasattr(module, "add_arguments"):
            found[info.name.replace("_", "-")] = module
    return found
