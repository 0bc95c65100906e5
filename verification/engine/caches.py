"""Emptying the engine's caches: a process that has read nothing yet, for benchmarks that time a first reading
and for tests that compare a cold reading with a prepared one.

The engine and the text toolkit cache readings by text (``functools.lru_cache``); the loaded Kiwi model is kept
(loading it again reads nothing new and takes seconds).
"""
from __future__ import annotations

import importlib
import pkgutil


def clear_caches() -> None:
    """Empty every ``lru_cache`` of ``verification.engine`` and ``textkit`` except the Kiwi model's."""
    import textkit
    import verification.engine as engine_pkg

    for pkg in (engine_pkg, textkit):
        for info in pkgutil.walk_packages(pkg.__path__, pkg.__name__ + "."):
            module = importlib.import_module(info.name)
            for value in list(vars(module).values()):
                if callable(getattr(value, "cache_clear", None)) and getattr(value, "__name__", "") != "_kiwi":
                    value.cache_clear()
