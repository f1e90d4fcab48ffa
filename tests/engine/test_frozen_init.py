"""The fast ``__init__`` of actions and events (core/frozen.py) behaves like the dataclass's."""

from __future__ import annotations

import dataclasses
import inspect

import pytest

from l5r_desktop.core.frozen import fast_frozen_init
from l5r_desktop.games.ccg import actions, events


def _classes(base: type) -> list[type]:
    out, todo = [], [base]
    while todo:
        cls = todo.pop()
        out.append(cls)
        todo.extend(cls.__subclasses__())
    return out


ALL = _classes(actions.Action) + _classes(events.Event)


@pytest.mark.parametrize("cls", ALL, ids=lambda c: c.__name__)
def test_signature_matches_fields(cls: type) -> None:
    params = list(inspect.signature(cls).parameters.values())
    flds = dataclasses.fields(cls)
    assert [p.name for p in params] == [f.name for f in flds]
    for p, f in zip(params, flds, strict=True):
        want = inspect.Parameter.empty if f.default is dataclasses.MISSING else f.default
        assert p.default == want
        assert p.kind is inspect.Parameter.POSITIONAL_OR_KEYWORD


@pytest.mark.parametrize("cls", ALL, ids=lambda c: c.__name__)
def test_instances_equal_frozen_and_replaceable(cls: type) -> None:
    required = {f.name: 0 for f in dataclasses.fields(cls)
                if f.default is dataclasses.MISSING}
    a, b = cls(**required), cls(**required)
    assert a == b and hash(a) == hash(b)
    assert vars(a) == {f.name: getattr(a, f.name) for f in dataclasses.fields(cls)}
    name = dataclasses.fields(cls)[0].name
    with pytest.raises(dataclasses.FrozenInstanceError):
        setattr(a, name, 1)
    assert dataclasses.replace(a, **{name: 1}) != a


def test_plain_form_only() -> None:
    """Classes the fast form cannot express keep the dataclass's own ``__init__``."""

    @dataclasses.dataclass(frozen=True)
    class WithFactory:
        items: list[int] = dataclasses.field(default_factory=list)

    @dataclasses.dataclass(frozen=True)
    class WithPost:
        x: int = 0

        def __post_init__(self) -> None:
            object.__setattr__(self, "x", self.x + 1)

    @dataclasses.dataclass
    class NotFrozen:
        x: int = 0

    for cls in (WithFactory, WithPost, NotFrozen):
        before = cls.__init__
        fast_frozen_init(cls)
        assert cls.__init__ is before
    assert WithPost(1).x == 2
    assert WithFactory().items == []


def test_fast_init_values() -> None:
    a = actions.UseAbility(1, "c", 2, targets=("t",))
    assert (a.player, a.card, a.ability, a.targets, a.payment) == (1, "c", 2, ("t",), ())
    assert actions.action_from_dict(a.to_dict()) == a
    e = events.CardsBowed(("x",), reason="r")
    assert e.to_dict() == {"kind": "CardsBowed", "cards": ["x"], "reason": "r"}


@pytest.mark.parametrize("cls", ALL, ids=lambda c: c.__name__)
def test_fast_form_applied(cls: type) -> None:
    """Every action and event class got the direct ``__dict__`` form (no ``__setattr__``)."""
    names = cls.__init__.__code__.co_names
    assert "__dict__" in names and "__setattr__" not in names
