"""The ``import-cards`` sub-command: text and JSON summaries, exit codes, no tracebacks."""

from __future__ import annotations

import json

from l5r_desktop.cli import main


def test_import_text_summary(tmp_path, fixtures, capsys):
    data = tmp_path / "data"
    code = main(["import-cards", str(fixtures / "cards.xml"), str(fixtures / "pack"),
                 "--data-dir", str(data)])
    out = capsys.readouterr().out
    assert code == 0
    assert "8 imported, 0 updated, 0 unchanged, 4 skipped" in out
    assert "2 encrypted playtest cards skipped" in out and "2 images linked" in out
    assert "card 12 (id TST010): card has no <name>" in out
    assert (data / "library.sqlite3").is_file()


def test_import_json_summary_and_idempotence(tmp_path, fixtures, capsys):
    args = ["import-cards", str(fixtures / "oracle_small.json"), "--json", "--data-dir",
            str(tmp_path)]
    assert main(args) == 0
    first = json.loads(capsys.readouterr().out)
    assert (first["imported"], first["skipped"]) == (2, 3)
    assert first["problems"][0]["location"] == "record 1 (cardid 9002)"
    assert main(args) == 0
    second = json.loads(capsys.readouterr().out)
    assert (second["imported"], second["updated"], second["unchanged"]) == (0, 0, 2)
    assert second["library_cards"] == first["library_cards"]


def test_nothing_usable_exits_1(tmp_path, capsys):
    code = main(["import-cards", str(tmp_path / "nope.json"), "--data-dir", str(tmp_path / "d")])
    captured = capsys.readouterr()
    assert code == 1
    assert "no such file or folder" in captured.out and "Traceback" not in captured.err


def test_unusable_library_exits_2(tmp_path, fixtures, capsys):
    data = tmp_path / "data"
    data.mkdir()
    (data / "library.sqlite3").write_bytes(b"garbage" * 200)
    code = main(["import-cards", str(fixtures / "cards.xml"), "--data-dir", str(data)])
    assert code == 2
    assert "is not a card library" in capsys.readouterr().err
