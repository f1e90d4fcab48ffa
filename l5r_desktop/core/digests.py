"""SHA-1, SHA-256 and BLAKE2b without OpenSSL (issue 22: start-up memory).

``import hashlib`` loads OpenSSL's libcrypto (about 3.5 MB resident) even for the digests
CPython also builds in. The app's digests (file names of kept faces, content hashes, save
checksums, game fingerprints) need nothing else, so they come from CPython's own built-in
modules; the values are exactly ``hashlib``'s. Falls back to ``hashlib`` on a Python built
without them.
"""

from __future__ import annotations

try:
    from _blake2 import blake2b
    from _sha1 import sha1
except ImportError:  # pragma: no cover - a CPython built without its own digests
    from hashlib import blake2b, sha1
try:
    from _sha256 import sha256  # CPython 3.11
except ImportError:  # pragma: no cover - CPython 3.12+ names it _sha2
    try:
        from _sha2 import sha256
    except ImportError:
        from hashlib import sha256

__all__ = ["blake2b", "sha1", "sha256"]
