"""Value objects of the verification engine.

Everything here is a frozen dataclass (or an exception): the engine is a set of pure functions that
take these in and hand new ones back, so a result can be logged, cached or compared without copies.
The names of the output fields follow ``shared/contracts/verify.md``; ``contract.py`` maps them to
JSON.
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Protocol, runtime_checkable

# Citation statuses, methods and actions as spelled in the contract.
ACCURATE, INACCURATE, UNCERTAIN = "accurate", "inaccurate", "uncertain"
STRUCTURAL, ENTITY, LEXICAL, LLM = "structural", "entity", "lexical", "llm"
REVIEW = "review"  # a person's verdict given to ``verify_answer(reviewed=…)``; never in a contract result
KEPT, REMOVED, GENERALIZED, REATTRIBUTED = "kept", "removed", "generalized", "reattributed"
# Result statuses.
VERIFIED, PARTIAL, UNVERIFIED, INSUFFICIENT = "verified", "partial", "unverified", "insufficient"
# Citation forms.
DAGGER, BRACKET, CITE, REGULATION, REFERENCE = "dagger", "bracket", "cite", "regulation", "reference"


class ContractError(ValueError):
    """Malformed input case; the message says which field is wrong and why."""


class JudgeUnavailable(RuntimeError):
    """Raised by a JudgeClient when the model could not be reached after its retries."""


@runtime_checkable
class JudgeClient(Protocol):
    """The one model call the engine makes: a structured-output completion returning raw text."""

    def complete_json(self, *, system: str, user: str, schema: dict, name: str) -> str:  # pragma: no cover
        ...


@dataclass(frozen=True)
class Source:
    """A retrieved passage, in the order it was shown to the generating model (1-based in answers)."""

    text: str
    id: str = ""
    title: str = ""
    file: str = ""
    page: int | None = None
    url: str = ""
    article: str = ""
    score: float | None = None


@dataclass(frozen=True)
class Thresholds:
    """Console-tunable knobs (globally and per channel).

    The engine reads ``confidence``, ``min_excerpt_length`` (references) and ``drop_uncertain``;
    retrieval reads ``max_sources``/``min_relevance``/``min_excerpt_length``; ``use_llm`` tells the
    caller whether to pass a judge at all.
    """

    confidence: float = 0.7
    max_sources: int = 5
    min_relevance: float = 0.4
    min_excerpt_length: int = 20
    use_llm: bool = True  # let the LLM judge decide what the deterministic layers leave undecided
    drop_uncertain: bool = False  # remove citations nothing confirmed instead of keeping them marked


@dataclass(frozen=True)
class Marker:
    """One citation occurrence found in an answer.

    ``span`` is the text to rewrite when correcting (several markers share it for ``[1, 2]``);
    ``number`` is the contract number (N for numbered forms, order of appearance otherwise).
    """

    form: str
    number: int
    span: tuple[int, int]
    raw: str
    order: int  # 0-based order among all markers
    group: int  # markers sharing one claim (adjacent markers) share a group id
    target: int | None = None  # 1-based source index for numbered forms
    cite_source: str = ""  # <cite data-source>
    cite_url: str = ""
    cite_text_span: tuple[int, int] | None = None  # enclosed text of <cite>
    regulation: str = ""  # 「규정명」
    article: str = ""  # canonical article label, e.g. "제25조의2"
    paragraph: int | None = None
    item: int | None = None
    reference_text: str = ""  # content of [참조: …]
    connector_end: int | None = None  # end of "에 따르면," after a regulation marker


@dataclass(frozen=True)
class Claim:
    """The statement a marker governs and where it sits in the answer."""

    text: str
    span: tuple[int, int]
    sentence_span: tuple[int, int]
    trivial: bool = False


@dataclass(frozen=True)
class Verdict:
    """One layer's decision on one claim/source pair.

    ``supported`` is True/False when the layer has an opinion and None when it has none; the status
    follows from ``supported`` and ``confidence`` against the threshold (see ``scoring.status_of``).
    """

    supported: bool | None
    confidence: float
    method: str
    explanation: str
    evidence: str = ""
    coverage: float | None = None  # lexical coverage of the claim by the evidence, when computed
    # The source says otherwise (another value, the opposite polarity or word, a judge's "false" quoting
    # the source), not merely nothing: a claim no source supports then leaves the corrected answer.
    contradicts: bool = False


@dataclass(frozen=True)
class Reference:
    """One line of the references message: where a kept citation's support is."""

    number: int
    source_index: int
    title: str
    file: str
    page: int | None
    url: str
    excerpt: str
    article: str = ""


@dataclass(frozen=True)
class CitationResult:
    """The checked citation as reported in ``citations[]`` of the contract."""

    number: int
    new_number: int | None
    form: str
    source_index: int | None
    statement: str
    status: str
    confidence: float
    method: str
    explanation: str
    evidence: str
    action: str
    # Not in the contract, useful to callers: where a re-attributed claim now points, and whether
    # the citation was skipped (trivial statement) and so left out of the scores.
    reattributed_to: int | None = None
    skipped: bool = False


@dataclass(frozen=True)
class VerificationResult:
    """Everything the contract's output needs, plus a one-line ``reasoning`` for logs and the console."""

    status: str
    confidence: float
    original_answer: str
    corrected_answer: str
    references: tuple[Reference, ...] = ()
    removed_citations: tuple[int, ...] = ()
    renumbering: Mapping[str, int] = field(default_factory=dict)
    accuracy_rate: float = 0.0
    citations: tuple[CitationResult, ...] = ()
    issues: tuple[str, ...] = ()
    hedges: tuple[str, ...] = ()
    llm_calls: int = 0
    elapsed_ms: float = 0.0
    reasoning: str = ""


@dataclass(frozen=True)
class ContextCheck:
    """Whether retrieved passages can answer a question, decided before any model call."""

    sufficient: bool
    missing: tuple[str, ...] = ()
    reason: str = ""
    safe_answer: str = ""
    valid_ranges: tuple[str, ...] = ()
    # The refusal rests on the question's subject words (absent, or only apart), not on an identifier it asks
    # for (a code, article or name): an answer already written from these passages is then checked citation by
    # citation instead of replaced, since the words may be a situation the documents cover in general terms.
    by_subject: bool = False


@dataclass(frozen=True)
class Case:
    """One input case of the contract."""

    id: str
    question: str
    sources: tuple[Source, ...]
    answer: str
    use_llm: bool = True
