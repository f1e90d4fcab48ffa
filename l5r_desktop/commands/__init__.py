"""Sub-commands of ``l5r-desktop``, one module each.

Every module here named ``foo_bar`` becomes the sub-command ``foo-bar``. A module provides:

- ``HELP: str``: one line for ``--help``;
- ``add_arguments(parser: argparse.ArgumentParser) -> None``;
- ``run(args: argparse.Namespace, paths: DataPaths) -> int``: the exit code.

Modules must import cheaply (no Qt at module level): ``--help`` imports them all.
"""

from __future__ import annotations

import importlib
import os
from types import ModuleType


def _command(module_name: str) -> ModuleType | None:
    """The sub-command module of that name, None when it is not one."""
    module = importlib.import_module(f"{__name__}.{module_name}")
    return module if hasattr(module, "run") and hasattr(module, "add_arguments") else None


def discover(only: str | None = None) -> dict[str, ModuleType]:
    """All sub-command modules, by command name, sorted; with ``only`` (a command name) just
    that one when it exists (the command line given a command imports no other and does not
    list the package: issue 22), else all."""
    if only is not None and "_" not in only:
        name = only.replace("-", "_")
        if name.isidentifier() and not name.startswith("_") and any(
                os.path.isfile(os.path.join(folder, f"{name}.py")) for folder in __path__):
            module = _command(name)
            if module is not None:
                return {only: module}
    import pkgutil  # (listing the package: --help, an unknown command, the self-test)

    found: dict[str, ModuleType] = {}
    for info in sorted(pkgutil.iter_modules(__path__), key=lambda m: m.name):
        if info.name.startswith("_"):
            continue
        module = _command(info.name)
        if module is not None:
            found[info.name.replace("_", "-")] = module
    return found
