"""Engine cases for our ability records of core-set and later cards, registered by card id in
``tests.lcg.ability_kit.CASES`` (played by tests/lcg/test_ability_data.py)."""

from __future__ import annotations
