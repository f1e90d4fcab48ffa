"""A stable fingerprint of a game state: sha256 of its canonical JSON form.

Two states with the same fingerprint have the same ``to_dict()``; the hash does not depend on
dict order, on the Python process (no ``hash()`` salt) or on the platform.

>>> state_fingerprint({"b": 1, "a": [1, 2]}) == state_fingerprint({"a": [1, 2], "b": 1})
True
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from l5r_desktop.core import digests


def canonical_json(data: Any) -> str:
    """``data`` as compact JSON with sorted keys (the form that is hashed)."""
    return json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=True)


def state_fingerprint(data: Mapping[str, Any]) -> str:
    """The sha256 (hex) of ``canonical_json(data)``."""
    return digests.sha256(canonical_json(data).encode("ascii")).hexdigest()
