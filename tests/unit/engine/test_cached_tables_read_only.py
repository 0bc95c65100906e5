"""Tables read once and cached (``functools.lru_cache`` with no arguments) are shared by every later reading: a
caller that changed one would change what every later verification reads, so they come back read-only."""
from __future__ import annotations

import importlib
import inspect
import pkgutil
from types import MappingProxyType

import pytest

import textkit
import verification.engine

MUTABLE = (dict, list, set)


def _cached_tables():
    for package in (textkit, verification.engine):
        for info in pkgutil.walk_packages(package.__path__, package.__name__ + "."):
            module = importlib.import_module(info.name)
            for name, fn in vars(module).items():
                if (getattr(fn, "__module__", None) == module.__name__ and hasattr(fn, "cache_info")
                        and not inspect.signature(fn).parameters):
                    yield f"{module.__name__}.{name}", fn


def _mutable_parts(value, depth: int = 0):
    if isinstance(value, MUTABLE) and not isinstance(value, MappingProxyType):
        yield type(value).__name__
    if depth < 2:
        items = value.values() if isinstance(value, (dict, MappingProxyType)) else value if isinstance(value, tuple) else ()
        for item in list(items)[:50]:
            yield from _mutable_parts(item, depth + 1)


TABLES = sorted(_cached_tables())


def test_there_are_cached_tables_to_check():
    assert len(TABLES) >= 10


@pytest.mark.parametrize("name, reader", TABLES, ids=[n for n, _ in TABLES])
def test_a_cached_table_comes_back_read_only(name, reader):
    assert not list(_mutable_parts(reader())), name


def test_a_texts_cached_figures_come_back_read_only():
    # Cached per text (so not found above, which reads tables cached with no arguments).
    from verification.engine.checks.bindings import _figures

    figures = _figures("The excess is GBP 50 on Plus and 17 on Pro.")
    assert figures and not list(_mutable_parts(figures))
    with pytest.raises(TypeError):
        figures[(1.0, "money")] = "1"  # type: ignore[index]
