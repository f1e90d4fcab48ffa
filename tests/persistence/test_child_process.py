"""Helper processes (l5r_desktop/child_process.py): on POSIX they are started by posix_spawn
through ctypes (which lets go of the interpreter lock, unlike subprocess.Popen in CPython
3.11: issue 22), talk over text pipes, inherit no other descriptor, and end reaped."""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

import pytest

from l5r_desktop import child_process
from l5r_desktop.persistence.autosave_writer import WRITER_MODULE

posix_only = pytest.mark.skipif(os.name != "posix", reason="posix_spawn is POSIX")


@posix_only
def test_a_helper_is_spawned_and_answers_over_its_pipes() -> None:
    process = child_process.start_module(WRITER_MODULE)
    try:
        assert isinstance(process, child_process.Spawned)
        assert process.poll() is None
        process.stdin.write(json.dumps({"op": "write", "key": 1}) + "\n")
        process.stdin.flush()
        answer = json.loads(process.stdout.readline())
        assert answer == {"error": "the writer does not know this game"}
    finally:
        child_process.end(process)
    assert process.poll() is not None  # reaped
    with pytest.raises(ChildProcessError):
        os.waitpid(process.pid, os.WNOHANG)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="/proc/<pid>/fd")
def test_a_helper_inherits_only_its_three_descriptors(tmp_path: Path) -> None:
    leaked = os.open(tmp_path / "open-in-the-app", os.O_CREAT | os.O_WRONLY)
    os.set_inheritable(leaked, True)  # even one the app lets children inherit
    process = child_process.start_module(WRITER_MODULE)
    try:
        process.stdin.write("\n")  # an empty line: read, no answer; the process is up
        process.stdin.flush()
        fds = {int(fd) for fd in os.listdir(f"/proc/{process.pid}/fd")}
        assert leaked not in fds
        assert {0, 1, 2} <= fds
        assert os.readlink(f"/proc/{process.pid}/fd/2") == "/dev/null"
    finally:
        child_process.end(process)
        os.close(leaked)


@posix_only
def test_a_helper_that_cannot_start_is_an_os_error(monkeypatch) -> None:
    monkeypatch.setattr(sys, "executable", "/nonexistent/python")
    with pytest.raises(OSError):
        child_process.start_module(WRITER_MODULE)


@posix_only
def test_a_helper_that_ended_by_itself_is_reaped(tmp_path: Path) -> None:
    process = child_process.start_module(WRITER_MODULE)
    process.stdin.close()  # the writer ends at the end of its input
    assert process.wait() == 0
    assert process.poll() == 0
    child_process.end(process)  # and ending it again is harmless
