"""``l5r-desktop import-scans``: files written, summary, JSON, exit codes, no traceback."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
from PIL import Image

from l5r_desktop.cli import main
from tests.scans.synth import make_photo, make_sheet


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out = capsys.readouterr()
    return code, out.out, out.err


def test_json_records_and_files(tmp_path: Path, capsys) -> None:
    sheet = make_sheet(61, n_cards=4, background="light", dpi=100)
    scan = sheet.save(tmp_path / "binder page.jpg")
    out_dir = tmp_path / "out"
    code, out, err = run(capsys, "--data-dir", str(tmp_path / "data"), "import-scans",
                         str(scan), "--out", str(out_dir), "--json")
    assert code == 0, err
    records = json.loads(out)
    assert [r["n"] for r in records] == [1, 2, 3, 4]
    for r in records:
        assert set(r) == {"scan", "n", "file", "angle", "confidence", "box"}
        assert r["scan"] == str(scan)
        assert Path(r["file"]) == out_dir / f"binder page-{r['n']}.png"
        with Image.open(r["file"]) as im:
            assert im.format == "PNG" and im.size == (504, 704)
        left, top, right, bottom = r["box"]
        assert 0 <= left < right <= sheet.image.size[0]
        assert 0 <= top < bottom <= sheet.image.size[1]
        assert 0 <= r["confidence"] <= 1
    truth = sorted(abs(c.angle) for c in sheet.cards)
    assert np.allclose(sorted(abs(r["angle"]) for r in records), truth, atol=1.0)


def test_summary_and_bad_inputs_exit_1_naming_each_reason(tmp_path: Path, capsys) -> None:
    good = make_photo(62, card_px=300).save(tmp_path / "photo.jpg")
    text = tmp_path / "readme.png"
    text.write_text("not a picture")
    cut = tmp_path / "cut.jpg"
    cut.write_bytes(good.read_bytes()[:2000])
    pdf = tmp_path / "sheet.pdf"
    pdf.write_bytes(b"%PDF-1.4\n")
    code, out, err = run(capsys, "--data-dir", str(tmp_path / "data"), "import-scans",
                         str(text), str(good), str(cut), str(pdf), str(tmp_path / "gone.jpg"),
                         "--out", str(tmp_path / "out"))
    assert code == 1
    assert "Traceback" not in out + err
    assert "photo.jpg: 1 card" in out
    assert (tmp_path / "out" / "photo-1.png").is_file()
    assert f"{text}: not an image" in err
    assert f"{cut}: truncated" in err
    assert f"{pdf}: unsupported" in err and "PDF" in err
    assert "gone.jpg: unreadable: no such file" in err
    assert "1 card image(s) from 1 scan(s)" in out
    assert "4 input(s) could not be read" in out


def test_decompression_bomb_gets_a_clear_message(tmp_path: Path, capsys) -> None:
    from tests.scans.test_loading import _png_claiming

    bomb = tmp_path / "bomb.png"
    bomb.write_bytes(_png_claiming(30_000, 15_000))
    code, _, err = run(capsys, "--data-dir", str(tmp_path / "data"), "import-scans", str(bomb),
                       "--out", str(tmp_path / "out"))
    assert code == 1
    assert f"{bomb}: too large" in err and "Traceback" not in err


def test_folder_input_and_duplicate_stems(tmp_path: Path, capsys) -> None:
    a, b = tmp_path / "a", tmp_path / "b"
    a.mkdir()
    b.mkdir()
    make_sheet(63, n_cards=1, dpi=100, background="dark").save(a / "page.jpg")
    make_sheet(64, n_cards=1, dpi=100, background="dark").save(b / "page.jpg")
    (a / "notes.txt").write_text("ignored: not an image name")
    out_dir = tmp_path / "out"
    code, out, err = run(capsys, "--data-dir", str(tmp_path / "data"), "import-scans", str(a),
                         str(b), "--out", str(out_dir), "--json")
    assert code == 0, err
    files = sorted(Path(r["file"]).name for r in json.loads(out))
    assert files == ["page-1.png", "page_2-1.png"]  # the second page.jpg must not overwrite


def test_folder_without_images_is_reported(tmp_path: Path, capsys) -> None:
    empty = tmp_path / "empty"
    empty.mkdir()
    code, _, err = run(capsys, "--data-dir", str(tmp_path / "data"), "import-scans", str(empty),
                       "--out", str(tmp_path / "out"))
    assert code == 1 and f"{empty}: no image files in this folder" in err


def test_unusable_out_dir_is_exit_2(tmp_path: Path, capsys) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x")
    scan = make_sheet(65, n_cards=1, dpi=100).save(tmp_path / "s.jpg")
    code, _, err = run(capsys, "--data-dir", str(tmp_path / "data"), "import-scans", str(scan),
                       "--out", str(blocker / "sub"))
    assert code == 2 and "cannot use --out" in err
