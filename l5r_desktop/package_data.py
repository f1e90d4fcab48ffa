"""Files shipped inside the package (demo cards, our ability records), read as plain files.

Where the package is a folder of plain files (a checkout, an installed wheel) a file is read
through its path; only elsewhere (a zipped bundle) is ``importlib.resources`` asked, so that the
modules it imports (``importlib.readers``, ``tempfile``, ``shutil``, ``zipfile`` ...: about 5 ms
and 14 M instructions) load only then (issue 22: ``import-cards`` into a new library reads the
demo cards of both games).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any


def package_file(module_file: str, package: str, *parts: str) -> Any:
    """The shipped file ``parts`` (relative to the folder of ``module_file``, the ``__file__``
    of a module of ``package``): a :class:`~pathlib.Path` where it is a plain file, else what
    ``importlib.resources.files(package)`` finds. Both have ``read_bytes`` and
    ``read_text``."""
    path = Path(module_file).resolve().parent.joinpath(*parts)
    if path.is_file():
        return path
    from importlib import resources

    return resources.files(package).joinpath(*parts)
