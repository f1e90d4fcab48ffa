"""Shipped files read as plain files (``l5r_desktop/package_data.py``) and the LCG record's
dict read field by field (``LcgCard.to_dict``), both quicker than before for a new library's
demo cards (issue 22) and equal to what ``importlib.resources`` and ``dataclasses.asdict``
give."""

from __future__ import annotations

import json
from dataclasses import asdict
from importlib import resources
from pathlib import Path

import l5r_desktop.demo as demo
from l5r_desktop.carddb.importers import fiveringsdb
from l5r_desktop.carddb.lcg_cards import LcgCard, LcgPrinting
from l5r_desktop.package_data import package_file


def test_a_shipped_file_is_read_through_its_path() -> None:
    for name in ("cards.json", "lcg_cards.json"):
        found = package_file(demo.__file__, "l5r_desktop.demo", name)
        assert isinstance(found, Path)
        assert found.read_bytes() == resources.files("l5r_desktop.demo").joinpath(
            name).read_bytes()


def test_a_file_that_is_not_plain_is_asked_of_importlib_resources() -> None:
    found = package_file(demo.__file__, "l5r_desktop.demo", "no-such-file.json")
    assert found == resources.files("l5r_desktop.demo").joinpath("no-such-file.json")
    assert not found.is_file()


def _as_before(card: LcgCard) -> dict:
    out = asdict(card)
    for key, value in out.items():
        if isinstance(value, tuple):
            out[key] = list(value)
    return out


def test_an_lcg_record_dict_is_what_asdict_gave() -> None:
    cards = [LcgCard.from_dict(r) for r in json.loads(fiveringsdb.demo_cards_bytes())]
    cards.append(LcgCard("plum", "Plum", "character", "dynasty", traits=("a", "b"),
                         printings=(LcgPrinting("core", "Core", "3", 2, "u", "x"),
                                    LcgPrinting("p2"))))
    for card in cards:
        assert card.to_dict() == _as_before(card)
        assert json.dumps(card.to_dict()) == json.dumps(_as_before(card))
        assert LcgCard.from_dict(card.to_dict()) == card
