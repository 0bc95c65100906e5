"""A process that answers questions loads WordNet (and Kiwi) when it starts, not inside its first question."""
from __future__ import annotations

import importlib

import pytest

from textkit import wordnet
from verification.engine import Source, check_context

LOADED = {"index", "data", "verbs"}


@pytest.fixture
def unloaded(monkeypatch):
    monkeypatch.setattr(wordnet, "_LOADED", {})
    return wordnet._LOADED


def test_a_celery_worker_loads_wordnet_when_its_process_starts(unloaded):
    from celery.signals import worker_process_init

    import answering.tasks  # noqa: F401  (connects its handlers, as the worker's task discovery does)

    worker_process_init.send(sender=None)

    assert set(wordnet._LOADED) >= LOADED


def test_a_web_worker_loads_wordnet_when_it_starts(unloaded):
    gunicorn_settings = importlib.import_module("config.gunicorn")

    gunicorn_settings.post_worker_init(None)

    assert set(wordnet._LOADED) >= LOADED


def test_without_wordnet_the_warm_up_fails_nothing_and_questions_are_checked_without_it(unloaded, tmp_path,
                                                                                        monkeypatch):
    from answering.warmup import text_models_load
    from verification.engine.caches import clear_caches

    clear_caches()  # WordNet's relatives of "refund" read by earlier tests
    monkeypatch.setenv("CITEWISE_WORDNET_DIR", str(tmp_path))
    text_models_load()  # no error: the startup check citewise.W002 names the missing files

    assert not wordnet.warm_up()
    repayment = Source(text="A repayment is made within 10 business days of the cancellation.", title="Billing FAQ",
                       file="billing.md")
    assert check_context("When is the repayment made?", [repayment]).sufficient
    assert not check_context("When is the refund made?", [repayment]).sufficient  # no WordNet: no synonym


def test_the_warm_up_reads_the_english_lexicon_too(monkeypatch):
    from answering.warmup import text_models_load
    from verification.engine import asked_english

    read = []
    monkeypatch.setattr(asked_english, "warm_up", lambda: read.append(True))
    text_models_load()
    assert read == [True]
    monkeypatch.undo()
    asked_english.warm_up()  # the real one: lemminflect's tables, no error
    assert "NOUN" in asked_english.lemmas_by_pos("kitty")


def test_the_warm_up_builds_the_word_tables_before_the_first_question():
    from answering.warmup import text_models_load
    from textkit import bilingual
    from verification.engine import everyday_words

    bilingual._tables.cache_clear()
    everyday_words._table.cache_clear()
    text_models_load()
    assert bilingual._tables.cache_info().currsize == 1
    assert everyday_words._table.cache_info().currsize == 1


def test_a_model_that_fails_to_load_does_not_stop_the_worker(monkeypatch, caplog):
    # A damaged file or a model that does not load would otherwise fail gunicorn's worker boot, and gunicorn then
    # stops altogether (the console and Slack's event endpoint with it).
    from textkit import morphology

    def broken():
        raise ValueError("damaged model file")

    monkeypatch.setattr(morphology, "warm_up", broken)
    monkeypatch.setattr(wordnet, "warm_up", broken)
    read = []
    monkeypatch.setattr("verification.engine.asked_english.warm_up", lambda: read.append(True))
    gunicorn_settings = importlib.import_module("config.gunicorn")

    with caplog.at_level("ERROR", logger="answering.warmup"):
        gunicorn_settings.post_worker_init(None)

    assert read == [True]  # the others are still loaded
    assert [r.getMessage() for r in caplog.records] == ["warmup.failed model=kiwi", "warmup.failed model=wordnet"]


def test_a_celery_pool_process_has_time_to_load_them_before_it_must_report_itself_up():
    # Celery kills a pool process that has not reported itself up within worker_proc_alive_timeout (4 s by
    # default), and worker_process_init (the warm-up) runs before that report: on two busy cores the warm-up
    # takes 2-4 s, most of those 4.
    from config.celery import app

    assert app.conf.worker_proc_alive_timeout >= 30
