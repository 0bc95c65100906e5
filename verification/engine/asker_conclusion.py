"""Whether a consequence that applies the asker's figure agrees with the maximum the rule before it states.

"the limits drop to 12 m/s mean and 15 m/s gusts, so with 18 m/s gusts the hub is off limits": 18 m/s is above
every maximum in m/s the rule states, and the consequence refuses — they agree. "the maximum gust is 20 m/s, so
with 18 m/s gusts you cannot climb" refuses below every maximum — they do not. Checked only where it is sound:

- the rule states a maximum ("max", "limit", "up to", "최대", "이하", "까지") and no minimum ("at least", "이상");
- the figure carries the same unit as the rule's limits, and is above all of them or below all of them (equal to one,
  or between them: which one applies is not known);
- the consequence either refuses ("not", "off limits", "can't", "안 됩니다", "불가") or allows ("can", "allowed",
  "가능", "할 수 있") and not both.

Anything else: None (the caller leaves the claim uncertain).
"""
from __future__ import annotations

import re

_MAXIMUM = re.compile(r"\b(?:max(?:imum)?|limits?|up to|no more than|at most|must not exceed|not exceed)\b"
                      r"|최대|이하|까지|한도|상한|넘(?:으면|을|지)", re.IGNORECASE)
_MINIMUM = re.compile(r"\b(?:min(?:imum)?|at least|or more|or above|no less than)\b|이상|최소", re.IGNORECASE)
_REFUSES = re.compile(r"\b(?:not|no|cannot|can't|can ?not|off[ -]limits?|forbidden|prohibited|too (?:high|strong|much|many)|"
                      r"over the limit|above the limit|stay (?:off|out|down))\b|n't\b"
                      r"|안\s?(?:됩|돼|되)|(?<![가-힣])못|없(?:습|어|다|음)|불가|금지", re.IGNORECASE)
_ALLOWS = re.compile(r"\b(?:can|may|allowed|permitted|fine|ok(?:ay)?|safe|go ahead|within the limits?)\b"
                     r"|가능|할\s?수\s?있|해도\s?(?:됩|돼)|괜찮", re.IGNORECASE)
# A figure and the unit written after it: "18 m/s", "18m/s", "20 kg", "3kW".
_FIGURE_UNIT = re.compile(r"(?<![\d.,])(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)\s?([A-Za-z%°/]+(?:/[A-Za-z]+)?|[가-힣]{1,2})?")


def _figures(text: str) -> list[tuple[float, str]]:
    return [(float(m.group(1).replace(",", "")), (m.group(2) or "").lower()) for m in _FIGURE_UNIT.finditer(text)]


def conclusion(rule: str, consequence: str, figure: float) -> bool | None:
    """True: the consequence agrees with the maximum ``rule`` states for the asker's ``figure``; False: it draws the
    opposite conclusion; None: not checkable soundly."""
    if not _MAXIMUM.search(rule) or _MINIMUM.search(rule):
        return None
    unit = next((u for v, u in _figures(consequence) if v == figure), "")
    if not unit:
        return None
    limits = [v for v, u in _figures(rule) if u == unit]
    if not limits:
        return None
    refuses, allows = bool(_REFUSES.search(consequence)), bool(_ALLOWS.search(consequence))
    if refuses == allows:
        # "cannot" and "can" both: a refusal ("you can't climb") — unless nothing refuses, it is unreadable.
        if not (refuses and re.search(r"can'?t|cannot|can not|못|없", consequence, re.IGNORECASE)):
            return None
        allows = False
    if all(figure > v for v in limits):
        return refuses
    if all(figure < v for v in limits):
        return allows and not refuses
    return None
