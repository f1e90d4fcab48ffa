"""Helper processes of the app: one of our modules run with this Python (``python -m``),
talking over its stdin/stdout pipes (the face drawer ``carddb/face_drawer.py``, the autosave
writer ``persistence/autosave_writer.py``). No Qt: the persistence and the library use it.

On Linux and macOS the process is started by ``posix_spawn`` called through ctypes, which lets
go of the interpreter lock while it runs: ``subprocess.Popen`` (CPython 3.11) holds the lock
until the child has executed, and on a busy machine, where the child waits for a CPU before it
gets there, that held the UI thread for 10-25 ms at an autosave's first write (issue 22).
Elsewhere, or when that call is not available, ``subprocess.Popen`` starts it.
"""

from __future__ import annotations

import contextlib
import ctypes  # imported with this module, not at the first start (on a worker thread)
import io
import os
import signal
import subprocess
import sys
from pathlib import Path
from typing import IO, Protocol


class Process(Protocol):
    """What the callers use of a started process (``subprocess.Popen`` or :class:`Spawned`)."""

    pid: int
    stdin: IO[str] | None
    stdout: IO[str] | None

    def poll(self) -> int | None: ...

    def kill(self) -> None: ...

    def wait(self) -> int: ...


class Spawned:
    """A process started by :func:`_spawn`: its id and text pipes, ``Popen``'s way."""

    def __init__(self, pid: int, stdin_fd: int, stdout_fd: int) -> None:
        self.pid = pid
        self.returncode: int | None = None
        # the pipes live as long as the process: end() closes them
        self.stdin: IO[str] | None = io.TextIOWrapper(
            open(stdin_fd, "wb"), encoding="utf-8", write_through=True)  # noqa: SIM115
        self.stdout: IO[str] | None = io.TextIOWrapper(
            open(stdout_fd, "rb"), encoding="utf-8")  # noqa: SIM115

    def poll(self) -> int | None:
        """Its exit code once it has ended (reaped), else None."""
        if self.returncode is None:
            with contextlib.suppress(ChildProcessError):
                pid, status = os.waitpid(self.pid, os.WNOHANG)
                if pid:
                    self.returncode = os.waitstatus_to_exitcode(status)
        return self.returncode

    def kill(self) -> None:
        if self.poll() is None:
            with contextlib.suppress(ProcessLookupError):
                os.kill(self.pid, signal.SIGKILL)

    def wait(self) -> int:
        """Wait for it to end (without the interpreter lock) and reap it."""
        while self.returncode is None:
            try:
                _, status = os.waitpid(self.pid, 0)
            except ChildProcessError:
                self.returncode = -1
            else:
                self.returncode = os.waitstatus_to_exitcode(status)
        return self.returncode


def _spawn(argv: list[str], env: dict[str, str]) -> Spawned:
    """Start ``argv`` with ``env`` by libc's ``posix_spawn`` (the interpreter lock let go
    while it runs), its stdin and stdout our pipes, stderr /dev/null, no other descriptor.
    Raises ``OSError`` (the spawn failed) or ``AttributeError`` (no such call here)."""
    libc = ctypes.CDLL(None, use_errno=True)
    spawn = libc.posix_spawn
    actions = ctypes.create_string_buffer(512)  # posix_spawn_file_actions_t (80 B in glibc)
    libc.posix_spawn_file_actions_init(actions)
    in_read, in_write = os.pipe()  # non-inheritable: only the dup2 copies reach the child
    out_read, out_write = os.pipe()
    try:
        for fd, target in ((in_read, 0), (out_write, 1)):
            if libc.posix_spawn_file_actions_adddup2(actions, fd, target):
                raise OSError("posix_spawn_file_actions_adddup2 failed")
        if libc.posix_spawn_file_actions_addopen(actions, 2, b"/dev/null", os.O_WRONLY, 0):
            raise OSError("posix_spawn_file_actions_addopen failed")
        close_from = getattr(libc, "posix_spawn_file_actions_addclosefrom_np", None)
        if close_from is not None:  # glibc 2.34+: nothing else reaches the child
            close_from(actions, 3)
        args = (ctypes.c_char_p * (len(argv) + 1))(*[os.fsencode(a) for a in argv], None)
        envp = (ctypes.c_char_p * (len(env) + 1))(
            *[os.fsencode(f"{key}={value}") for key, value in env.items()], None)
        pid = ctypes.c_int()
        error = spawn(ctypes.byref(pid), os.fsencode(argv[0]), actions, None, args, envp)
        if error:
            raise OSError(error, f"cannot start {argv[0]}: {os.strerror(error)}")
    except BaseException:
        os.close(in_write)
        os.close(out_read)
        raise
    finally:
        libc.posix_spawn_file_actions_destroy(actions)
        os.close(in_read)
        os.close(out_write)
    return Spawned(pid.value, in_write, out_read)


def start_module(module: str) -> Process:
    """Start ``python -m module`` with text pipes on stdin and stdout (stderr dropped; no
    console window on Windows), this package importable whatever the working folder.
    Raises ``OSError`` when the process cannot start."""
    package_root = str(Path(__file__).resolve().parents[1])
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(
        p for p in (package_root, os.environ.get("PYTHONPATH", "")) if p)}
    argv = [sys.executable, "-m", module]
    if os.name == "posix":
        with contextlib.suppress(AttributeError):
            return _spawn(argv, env)
    return subprocess.Popen(
        argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL, text=True, encoding="utf-8", env=env,
        creationflags=getattr(subprocess, "CREATE_NO_WINDOW", 0))


def end(process: Process) -> None:
    """Close its input, kill it if still running (callers end it between requests, so it
    has nothing half-written; killing does not hold up the app's quit while it tears its
    interpreter down) and reap it."""
    with contextlib.suppress(OSError, ValueError):
        if process.stdin is not None:
            process.stdin.close()
    if process.poll() is None:
        with contextlib.suppress(OSError):
            process.kill()
    process.wait()
    with contextlib.suppress(OSError, ValueError):
        if process.stdout is not None:
            process.stdout.close()
