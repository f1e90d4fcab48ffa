"""``core/digests.py`` and ``rng.draw_seed`` (issue 22): the app's digests and game seeds come
without OpenSSL (``tests/ui/test_face_drawer.py`` checks a whole start-up)."""

from __future__ import annotations

import hashlib

from l5r_desktop.core import digests
from l5r_desktop.core.rng import draw_seed


def test_the_digests_are_hashlibs() -> None:
    for data in (b"", b"L5R", bytes(range(256)) * 40):
        assert digests.sha1(data).hexdigest() == hashlib.sha1(data).hexdigest()
        assert digests.sha256(data).hexdigest() == hashlib.sha256(data).hexdigest()
        assert digests.blake2b(data, digest_size=16).hexdigest() == \
            hashlib.blake2b(data, digest_size=16).hexdigest()
    assert "openssl" not in type(digests.sha1()).__module__.lower() + repr(digests.sha1)


def test_a_seed_is_63_random_bits() -> None:
    seeds = {draw_seed() for _ in range(64)}
    assert len(seeds) == 64
    assert all(0 <= s < 2**63 for s in seeds)
    assert max(seeds).bit_length() >= 60  # the high bits are used
