"""The save file's container: a zip bundle of ``game.json`` and image entries, written and
read with every limit a hostile or damaged file could break (sizes, entry names, zip bombs,
non-finite numbers, lone surrogates). :class:`SaveError` carries a bounded sentence for the
user. The game-level document (setup, actions, snapshot) is :mod:`.savefile`'s. No Qt.
"""

from __future__ import annotations

import io
import json
import logging
import math
import re
import zipfile
import zlib
from collections.abc import Mapping
from pathlib import Path, PurePosixPath
from typing import Any

from l5r_desktop.core import digests
from l5r_desktop.persistence.atomic import atomic_write_bytes

log = logging.getLogger(__name__)

#: The ``format`` field of every save's ``game.json``.
FORMAT = "l5r-table-save"

GAME_JSON = "game.json"


IMAGES_DIR = "images"


# -- limits: anything beyond these is not a real save ----------------------------------------
MAX_FILE_BYTES = 128 * 1024 * 1024


MAX_JSON_BYTES = 32 * 1024 * 1024


MAX_IMAGE_BYTES = 16 * 1024 * 1024


MAX_IMAGES_TOTAL = 96 * 1024 * 1024


MAX_ENTRIES = 4096


#: Image signatures accepted in a bundle, by file suffix.
_IMAGE_MAGIC: dict[str, tuple[bytes, ...]] = {
    ".png": (b"\x89PNG\r\n\x1a\n",),
    ".jpg": (b"\xff\xd8\xff",),
    ".webp": (b"RIFF",),
    ".gif": (b"GIF87a", b"GIF89a"),
}


_SAFE_IMAGE_NAME = re.compile(r"^[0-9A-Za-z][0-9A-Za-z._-]{0,120}$")


#: Longest message a :class:`SaveError` carries: a message that quotes a hostile file (a huge
#: name, key or value) is cut here, so a dialog never has to lay out a megabyte of text.
MAX_MESSAGE_CHARS = 600


def bounded(text: str, limit: int = MAX_MESSAGE_CHARS) -> str:
    """``text`` cut to ``limit`` characters (with "…"), lone surrogates made printable."""
    text = str(text)
    if len(text) > limit:
        text = text[:limit - 1] + "…"
    return text.encode("utf-8", "backslashreplace").decode("utf-8")


class SaveError(ValueError):
    """A save cannot be written or read; the message says why, for the user (at most
    :data:`MAX_MESSAGE_CHARS` characters, whatever the file holds)."""

    def __init__(self, message: str = "") -> None:
        super().__init__(bounded(message))


def image_suffix(data: bytes) -> str | None:
    """The file suffix of an accepted image kind, from its signature (None: not an image)."""
    for suffix, magics in _IMAGE_MAGIC.items():
        if any(data.startswith(m) for m in magics):
            if suffix == ".webp" and data[8:12] != b"WEBP":
                continue
            return suffix
    return None


def dumps(data: Any) -> str:
    """Compact JSON text as saves use it; :class:`SaveError` for data JSON cannot hold."""
    try:
        return json.dumps(data, ensure_ascii=False, separators=(",", ":"), allow_nan=False)
    except (TypeError, ValueError) as exc:
        raise SaveError(f"the game cannot be written as JSON: {exc}") from exc


def text_fingerprint(text: str) -> str:
    """sha256 of an encoded state (see :func:`state_fingerprint`)."""
    return digests.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()


def join_json(header: dict[str, Any], raw: Mapping[str, str]) -> str:
    """``header`` as JSON with already-encoded members ``raw`` (name → JSON text) added (the
    autosaver re-uses the encoded setup and actions between saves)."""
    text = dumps(header)
    return text[:-1] + "".join(f",{json.dumps(k)}:{v}" for k, v in raw.items()) + "}"


def read_images(images: Mapping[str, Path] | None) -> tuple[dict[str, str], dict[str, bytes]]:
    """Bundle names (card id → ``images/<hash><ext>``) and contents (name → bytes)."""
    names: dict[str, str] = {}
    blobs: dict[str, bytes] = {}
    for card_id, src in (images or {}).items():
        try:
            data = Path(src).read_bytes()
        except OSError as exc:
            log.warning("image of %s (%s) not saved: %s", card_id, src, exc)
            continue
        suffix = image_suffix(data)
        if suffix is None or len(data) > MAX_IMAGE_BYTES:
            log.warning("image of %s (%s) not saved: not a PNG/JPEG/WebP/GIF image or too "
                        "large", card_id, src)
            continue
        name = f"{IMAGES_DIR}/{digests.sha1(data).hexdigest()[:20]}{suffix}"
        names[str(card_id)] = name
        blobs[name] = data
    return names, blobs


def encode_bundle(document: dict[str, Any] | str,
                  blobs: Mapping[str, bytes] | None = None) -> bytes:
    """Zip bytes of a save: ``game.json`` (a document, or its JSON text; deflated) plus the
    image entries (stored)."""
    text = document if isinstance(document, str) else dumps(document)
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as bundle:
        bundle.writestr(zipfile.ZipInfo(GAME_JSON, (2020, 1, 1, 0, 0, 0)), text.encode("utf-8"),
                        compress_type=zipfile.ZIP_DEFLATED, compresslevel=6)
        for name, data in sorted((blobs or {}).items()):
            # images are already compressed: store them as they are
            bundle.writestr(zipfile.ZipInfo(name, (2020, 1, 1, 0, 0, 0)), data,
                            compress_type=zipfile.ZIP_STORED)
    return buffer.getvalue()


def save_bytes(path: str | Path, data: bytes) -> None:
    """Write encoded save bytes atomically; :class:`SaveError` when the disk refuses."""
    try:
        atomic_write_bytes(path, data)
    except OSError as exc:
        raise SaveError(f"cannot write {path}: {exc.strerror or exc}") from exc


def read_file(path: Path) -> bytes:
    """A save file's bytes; SaveError when missing, a folder, empty, unreadable or too large."""
    try:
        size = path.stat().st_size
    except FileNotFoundError as exc:
        raise SaveError(f"{path} does not exist") from exc
    except OSError as exc:
        raise SaveError(f"cannot read {path}: {exc.strerror or exc}") from exc
    if size > MAX_FILE_BYTES:
        raise SaveError(f"{path.name} is {size / 2**20:.0f} MB: too large to be a saved game "
                        f"(limit {MAX_FILE_BYTES // 2**20} MB)")
    try:
        data = path.read_bytes()
    except IsADirectoryError as exc:
        raise SaveError(f"{path} is a folder, not a saved game") from exc
    except OSError as exc:
        raise SaveError(f"cannot read {path}: {exc.strerror or exc}") from exc
    if not data:
        raise SaveError(f"{path.name} is empty: not a saved game")
    return data


def _check_entry_name(name: str) -> None:
    """Reject zip entries that could leave the bundle or are not part of the format."""
    if "\\" in name or "\x00" in name or name.startswith("/") or ":" in name:
        raise SaveError(f"the save holds an entry with an unsafe path ({name!r}); "
                        "it was not opened")
    parts = PurePosixPath(name).parts
    if ".." in parts or "." in parts:
        raise SaveError(f"the save holds an entry whose path leaves the bundle ({name!r}); "
                        "it was not opened")
    if name == GAME_JSON:
        return
    if len(parts) == 2 and parts[0] == IMAGES_DIR and _SAFE_IMAGE_NAME.match(parts[1]):
        return
    raise SaveError(f"the save holds an unexpected entry {name!r}; it was not opened")


def _read_entry(bundle: zipfile.ZipFile, info: zipfile.ZipInfo, limit: int,
                label: str) -> bytes:
    """An entry's bytes, read in chunks and cut off past ``limit`` (a zip can lie about the
    unpacked size; a "zip bomb" must not fill the memory)."""
    chunks = []
    total = 0
    with bundle.open(info) as handle:
        while chunk := handle.read(1 << 20):
            total += len(chunk)
            if total > limit or total > info.file_size:
                raise SaveError(f"{info.filename} in {label} unpacks to more than its "
                                "declared size: the save is damaged or hostile")
            chunks.append(chunk)
    return b"".join(chunks)


def read_bundle(data: bytes, label: str) -> tuple[bytes, dict[str, bytes]]:
    """``game.json`` bytes and the image entries of a zip bundle (validated)."""
    try:
        with zipfile.ZipFile(io.BytesIO(data)) as bundle:
            infos = bundle.infolist()
            if len(infos) > MAX_ENTRIES:
                raise SaveError(f"{label} holds {len(infos)} entries: too many for a save")
            seen: set[str] = set()
            images_total = 0
            for info in infos:
                _check_entry_name(info.filename)
                if info.filename in seen:
                    raise SaveError(f"{label} holds {info.filename!r} twice")
                seen.add(info.filename)
                if info.flag_bits & 0x1:
                    raise SaveError(f"{label} holds an encrypted entry; saves are never "
                                    "encrypted")
                limit = MAX_JSON_BYTES if info.filename == GAME_JSON else MAX_IMAGE_BYTES
                if info.file_size > limit:
                    raise SaveError(f"{info.filename} in {label} is "
                                    f"{info.file_size / 2**20:.0f} MB unpacked: too large")
                if info.filename != GAME_JSON:
                    images_total += info.file_size
            if images_total > MAX_IMAGES_TOTAL:
                raise SaveError(f"the images in {label} unpack to "
                                f"{images_total / 2**20:.0f} MB: too large")
            if GAME_JSON not in seen:
                raise SaveError(f"{label} is a zip file without {GAME_JSON}: not a saved game")
            text = _read_entry(bundle, bundle.getinfo(GAME_JSON), MAX_JSON_BYTES, label)
            blobs = {i.filename: _read_entry(bundle, i, MAX_IMAGE_BYTES, label)
                     for i in infos if i.filename != GAME_JSON}
    except SaveError:
        raise
    except (zipfile.BadZipFile, zlib.error, EOFError, OSError, ValueError, RuntimeError,
            NotImplementedError, IndexError, KeyError, OverflowError) as exc:
        raise SaveError(f"{label} is damaged (corrupt or truncated zip: {exc})") from exc
    return text, blobs


def parse_json(raw: bytes, label: str) -> dict[str, Any]:
    """``game.json`` as a dict; SaveError for anything that is not a finite, valid JSON object."""
    if len(raw) > MAX_JSON_BYTES:
        raise SaveError(f"{label} holds {len(raw) / 2**20:.0f} MB of game data: too large")
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise SaveError(f"{label} is not a saved game (not UTF-8 text: {exc.reason} at byte "
                        f"{exc.start})") from exc
    if not text.lstrip().startswith("{"):
        raise SaveError(f"{label} is not a saved game (it does not hold a JSON object)")
    try:
        doc = json.loads(text, parse_constant=_not_finite, parse_float=_finite_float)
    except _NotFinite as exc:
        raise SaveError(f"{label} is damaged: it holds {exc}, which no saved game "
                        "contains") from exc
    except json.JSONDecodeError as exc:
        raise SaveError(f"{label} is damaged or truncated (invalid JSON at line {exc.lineno}, "
                        f"column {exc.colno}: {exc.msg})") from exc
    except (ValueError, RecursionError) as exc:
        raise SaveError(f"{label} is damaged (unreadable JSON: {exc})") from exc
    if not isinstance(doc, dict):
        raise SaveError(f"{label} is not a saved game (the JSON is not an object)")
    if _SURROGATE_ESCAPE.search(text):
        # JSON can spell a lone UTF-16 surrogate ("\ud800"), which no UTF-8 file can hold:
        # the game could never be saved again. Valid pairs (escaped emoji) pass.
        try:
            json.dumps(doc, ensure_ascii=False).encode("utf-8")
        except UnicodeEncodeError as exc:
            raise SaveError(f"{label} is damaged: it holds text that is not valid Unicode (a "
                            "lone surrogate)") from exc
    return doc


class _NotFinite(ValueError):
    """NaN or Infinity in a save (JSON extensions Python reads; the writer refuses them)."""


def _not_finite(name: str) -> float:
    raise _NotFinite(name)


def _finite_float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise _NotFinite(f"a number too large to hold ({text[:40]})")
    return value


_SURROGATE_ESCAPE = re.compile(r"\\u[dD][89a-fA-F]")
