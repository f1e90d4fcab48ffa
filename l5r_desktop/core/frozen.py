"""Faster construction of the engine's frozen dataclasses (actions and events).

A frozen dataclass's generated ``__init__`` stores every field with ``object.__setattr__``
(a global look-up and a call per field). Actions and events are built by the thousand in every
game (the legal-action lists, the events of every step), so :func:`fast_frozen_init` replaces
that ``__init__`` with one of the same signature that writes the instance ``__dict__`` directly.
Everything else stays as the dataclass made it: the fields, defaults, ``__eq__``, ``__hash__``,
``__repr__``, ``replace()`` and the frozen ``__setattr__`` that refuses later assignment.
"""

from __future__ import annotations

from dataclasses import MISSING, InitVar, fields, is_dataclass
from typing import Any


def fast_frozen_init(cls: type) -> type:
    """Give the frozen dataclass ``cls`` an ``__init__`` writing ``__dict__`` directly; returns
    ``cls``. Classes the plain form cannot express (``__post_init__``, ``InitVar``,
    ``default_factory``, ``init=False`` or keyword-only fields, ``__slots__``) are left as
    they are."""
    if not is_dataclass(cls) or "__slots__" in cls.__dict__ or \
            hasattr(cls, "__post_init__") or not cls.__dataclass_params__.frozen:  # type: ignore[attr-defined]
        return cls
    params: list[str] = []
    stores: list[str] = []
    namespace: dict[str, Any] = {}
    for f in fields(cls):
        if not f.init or f.kw_only or f.default_factory is not MISSING:
            return cls
        if f.default is MISSING:
            params.append(f.name)
        else:
            namespace[f"_dflt_{f.name}"] = f.default
            params.append(f"{f.name}=_dflt_{f.name}")
        stores.append(f"    d[{f.name!r}] = {f.name}")
    for f in cls.__dataclass_fields__.values():  # type: ignore[attr-defined]
        if isinstance(f.type, InitVar) or "InitVar" in str(f.type):
            return cls  # an init-only pseudo-field: keep the dataclass's own __init__
    source = (f"def __init__(self, {', '.join(params)}):\n    d = self.__dict__\n"
              + ("\n".join(stores) or "    pass") + "\n")
    exec(source, namespace)  # source built only from the dataclass's own field names
    init = namespace["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    init.__module__ = cls.__module__
    init.__doc__ = cls.__init__.__doc__
    init.__annotations__ = dict(getattr(cls.__init__, "__annotations__", {}))
    cls.__init__ = init  # type: ignore[misc]
    return cls


def fast_frozen_init_all(base: type) -> None:
    """:func:`fast_frozen_init` on ``base`` and every subclass defined so far."""
    todo = [base]
    seen: set[type] = set()
    while todo:
        cls = todo.pop()
        if cls in seen:
            continue
        seen.add(cls)
        fast_frozen_init(cls)
        todo.extend(cls.__subclasses__())
