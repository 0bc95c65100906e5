"""What a process that answers questions loads when it starts, not inside its first question.

Kiwi (the Korean morphology model, about a second), WordNet's files (English nouns said another way, about
0.3 s and 38 MB), lemminflect's tables (which English words can be nouns, about 0.3 s) and the word tables
(the bilingual lexicon, the everyday words the engine reads; about 0.15 s together) are read once per process.
A Celery worker loads them when its process starts (``tasks``); the web server, which answers the playground's
and the API's questions in the request, when each of its workers starts (``config/gunicorn.py``).
Without WordNet installed nothing fails: the startup check ``citewise.W002`` says so, and English questions
are checked without it. Nor does any other failure to load one (a damaged file, a model that does not load)
stop the process: loading early only saves time, and a gunicorn worker that raised here would never boot, taking
the console and Slack's event endpoint down with it; the error is logged and the first question meets it.
"""
from __future__ import annotations

import logging

logger = logging.getLogger(__name__)


def text_models_load() -> None:
    """Load Kiwi, WordNet and lemminflect now (see the module docstring)."""
    from textkit import bilingual, wordnet
    from textkit.morphology import warm_up
    from verification.engine import asked_english, everyday_words, phrasal

    for name, load in (("kiwi", warm_up), ("lemminflect", asked_english.warm_up), ("wordnet", wordnet.warm_up),
                       ("bilingual", bilingual.warm_up), ("everyday_words", everyday_words.warm_up),
                       ("phrasal", phrasal.warm_up)):
        try:
            loaded = load()
        except Exception:  # a warm-up never stops a worker (see the module docstring)
            logger.exception("warmup.failed model=%s", name)
            continue
        if name == "wordnet" and not loaded:
            logger.info("warmup.wordnet_missing dir=%s", wordnet.data_dir())
