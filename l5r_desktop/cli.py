"""The ``l5r-desktop`` command line: the GUI by default, sub-commands for scripted work.

``--data-dir DIR`` and ``-v`` are accepted before or after the sub-command. Errors a user can
cause (bad files, bad arguments) are printed as one clear line, never as a traceback.
"""

from __future__ import annotations

import argparse
import gc
import logging
import os
import sys
from collections.abc import Sequence

from l5r_desktop import APP_NAME, __version__
from l5r_desktop.commands import discover
from l5r_desktop.logs import setup_logging
from l5r_desktop.persistence.paths import DataPaths

log = logging.getLogger(__name__)


class _HelpFormatter(argparse.HelpFormatter):
    """argparse's formatter, its width read as ``shutil.get_terminal_size`` reads it
    (``COLUMNS``, else the terminal's, else 80) without importing ``shutil``: argparse builds
    a formatter for every argument it adds and its own imports ``shutil`` (with ``bz2``,
    ``lzma`` and ``zlib``) to ask, a few milliseconds of every command's start (issue 22)."""

    def __init__(self, prog: str, indent_increment: int = 2, max_help_position: int = 24,
                 width: int | None = None) -> None:
        if width is None:
            width = terminal_columns() - 2
        super().__init__(prog, indent_increment, max_help_position, width)


def terminal_columns() -> int:
    """The terminal's width in columns, as ``shutil.get_terminal_size().columns`` gives it."""
    try:
        columns = int(os.environ["COLUMNS"])
    except (KeyError, ValueError):
        columns = 0
    if columns <= 0:
        try:
            columns = os.get_terminal_size(sys.__stdout__.fileno()).columns  # type: ignore[union-attr]
        except (AttributeError, ValueError, OSError):
            columns = 0
    return columns or 80


def _add_common(parser: argparse.ArgumentParser, *, suppress: bool) -> None:
    default = argparse.SUPPRESS if suppress else None
    parser.add_argument(
        "--data-dir",
        metavar="DIR",
        default=default,
        help="folder for settings, card library, saves and logs "
        "(default: the platform's user data folder)",
    )
    parser.add_argument(
        "-v",
        "--verbose",
        action="store_true",
        default=argparse.SUPPRESS if suppress else False,
        help="also log to stderr",
    )


#: The main parser's options that take a value (the value is not the command's name).
_VALUED = ("--data-dir", "--game")


def command_named(argv: Sequence[str]) -> str | None:
    """The sub-command ``argv`` names: its first word that is neither an option nor the value
    of one of the main parser's options (None: no such word, or the main parser's help is
    asked first: it lists every command)."""
    skip = False
    for word in argv:
        if skip:
            skip = False
        elif word in ("--", "-h", "--help"):
            return None
        elif word.startswith("-"):
            skip = word in _VALUED
        else:
            return word
    return None


def build_parser(command: str | None = None) -> argparse.ArgumentParser:
    """The full argument parser, with every discovered sub-command; given the ``command``
    the arguments name (:func:`command_named`), with that one only when it exists (its
    arguments read the same; the others' modules are not imported, issue 22)."""
    parser = argparse.ArgumentParser(
        prog=APP_NAME,
        formatter_class=_HelpFormatter,
        description="L5R Table: a rules-aware desktop table for the Legend of the Five Rings "
        "CCG and LCG. Without a sub-command it opens the table.",
    )
    parser.add_argument("--version", action="version", version=f"{APP_NAME} {__version__}")
    _add_common(parser, suppress=False)
    parser.add_argument(
        "--self-test",
        action="store_true",
        help="start offscreen, play a few actions of a demo game, save and reload it, exit 0",
    )
    parser.add_argument(
        "--game",
        choices=("ccg", "lcg"),
        default="ccg",
        help="the game the table opens with, between its demo decks (default: ccg)",
    )
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name, module in discover(command).items():
        sp = sub.add_parser(name, help=module.HELP, description=module.HELP,
                            formatter_class=_HelpFormatter)
        _add_common(sp, suppress=True)
        module.add_arguments(sp)
        sp.set_defaults(_module=module)
    return parser


def _leave_objects_to_the_exit() -> None:
    """Move every object out of the cyclic collector's reach (``gc.freeze``) as a
    sub-command's process ends: the interpreter's exit would otherwise walk them all in its
    last collections, cache-cold after the command's work (an import of the Oracle export:
    about 8% of its CPU, issue 22). The memory goes back with the process; nothing else
    changes (the log is flushed and closed at exit as before, no command leaves a file open).
    Only when :func:`main` runs as the program (a test calling it keeps its collector)."""
    gc.freeze()


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of ``l5r-desktop`` and ``python -m l5r_desktop``; returns the exit code."""
    words = sys.argv[1:] if argv is None else list(argv)
    parser = build_parser(command_named(words))
    args = parser.parse_args(words)
    paths = DataPaths.at(args.data_dir)
    try:
        paths.ensure()
        setup_logging(paths.logs_dir, verbose=args.verbose)
    except OSError as exc:
        print(f"{APP_NAME}: cannot use data folder {paths.root}: {exc.strerror or exc}",
              file=sys.stderr)
        return 2
    log.info("%s %s, data dir %s, command %s", APP_NAME, __version__, paths.root, args.command)
    module = getattr(args, "_module", None)
    try:
        if module is not None:
            code = int(module.run(args, paths) or 0)
            if argv is None:  # the program's own command line: the process ends with it
                _leave_objects_to_the_exit()
            return code
        if args.self_test:
            from l5r_desktop.selftest import run_self_test

            return run_self_test(paths)
        from l5r_desktop.ui.app import run_gui

        return run_gui(paths, game=args.game)
    except KeyboardInterrupt:
        return 130
    except Exception as exc:  # the last line of defence: log the trace, tell the user plainly
        log.exception("unexpected error")
        print(f"{APP_NAME}: unexpected error: {exc} (details in {paths.logs_dir})",
              file=sys.stderr)
        return 1
