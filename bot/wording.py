"""What the bot says, in the asker's language (Korean or English); the one place for its wording."""
from __future__ import annotations

_TEXT: dict[str, dict[str, str]] = {
    "checking": {
        "en": "Checking the documents… I'll post the answer once its citations are verified.",
        "ko": "문서를 확인하고 있습니다… 인용을 검증한 뒤 답변을 올리겠습니다.",
    },
    "status_searching": {"en": "searching the documents…", "ko": "문서를 검색하는 중…"},
    "status_writing": {"en": "writing the answer…", "ko": "답변을 작성하는 중…"},
    "status_checking": {"en": "checking {n} citations…", "ko": "인용 {n}개를 확인하는 중…"},
    "verified": {"en": "✅ {ok} of {total} citations verified", "ko": "✅ 인용 {total}개 중 {ok}개 확인됨"},
    "removed": {"en": "{n} removed", "ko": "{n}개 삭제"},
    "moved": {"en": "{n} moved to the right source", "ko": "{n}개는 맞는 출처로 옮김"},
    "generalized": {"en": "{n} generalized", "ko": "{n}개는 일반화함"},
    "uncertain": {
        "en": "⚠️ {n} could not be confirmed (marked ⚠️)",
        "ko": "⚠️ {n}개는 확인하지 못함 (⚠️ 표시)",
    },
    "no_citations": {
        "en": "⚠️ This answer has no verified citation",
        "ko": "⚠️ 이 답변에는 검증된 인용이 없습니다",
    },
    "partial": {
        "en": "*Partly verified:* statements the documents do not support were removed or marked.",
        "ko": "*일부만 검증됨:* 문서가 뒷받침하지 않는 문장은 삭제하거나 표시했습니다.",
    },
    "unverified": {
        "en": "*Not verified:* the documents could not confirm this answer. Check the references before relying on it.",
        "ko": "*검증되지 않음:* 문서로 이 답변을 확인하지 못했습니다. 참고 문헌을 직접 확인해 주세요.",
    },
    "insufficient": {
        "en": "🔍 *Not found in the documents.*",
        "ko": "🔍 *문서에서 찾지 못했습니다.*",
    },
    "closest": {
        "en": "📄 Closest in the documents (not an answer to the question as asked): {places}",
        "ko": "📄 문서에서 가장 가까운 부분(질문에 대한 답은 아닙니다): {places}",
    },
    "hedges": {
        "en": "💬 Hedged wording ({phrases}): the documents are not definite here.",
        "ko": "💬 단정하지 않는 표현({phrases})이 있습니다: 문서의 내용이 확정적이지 않습니다.",
    },
    "references": {"en": "References", "ko": "참고 문헌"},
    "open_document": {"en": "open the document", "ko": "문서 열기"},
    "page": {"en": "p.{page}", "ko": "{page}쪽"},
    "trimmed": {
        "en": "✂️ The answer was longer than Slack allows; the rest is in the console.",
        "ko": "✂️ 답변이 Slack 한도보다 길어 나머지는 콘솔에서 볼 수 있습니다.",
    },
    "continued": {"en": "(continued)", "ko": "(계속)"},
    "report_button": {"en": "🚩 Report a wrong citation", "ko": "🚩 잘못된 인용 신고"},
    "feedback_good": {"en": "Helpful", "ko": "도움이 됨"},
    "feedback_bad": {"en": "Not helpful", "ko": "도움이 안 됨"},
    "thanks_feedback": {
        "en": "Thanks for the feedback — it is stored with the answer.",
        "ko": "의견 감사합니다. 답변과 함께 저장했습니다.",
    },
    "thanks_report": {
        "en": "Thanks — citation [{n}] is flagged and staff will review the answer.",
        "ko": "감사합니다. 인용 [{n}]을 신고했고 담당자가 답변을 검토합니다.",
    },
    "asked": {"en": "<@{user}> asked: {question}", "ko": "<@{user}> 님의 질문: {question}"},
    "failed": {
        "en": "⚠️ I could not answer this: {reason}",
        "ko": "⚠️ 답변하지 못했습니다: {reason}",
    },
    "timeout": {
        "en": "it took too long (over {seconds} s). Please ask again in a minute, or make the question more specific.",
        "ko": "시간이 너무 오래 걸렸습니다({seconds}초 초과). 잠시 후 다시 묻거나 질문을 더 구체적으로 해 주세요.",
    },
    "bug": {
        "en": "something went wrong on our side (reference #{ref}). Please try again; if it keeps failing, tell the Citewise admins.",
        "ko": "내부 오류가 발생했습니다(참조 #{ref}). 다시 시도해 주시고, 계속되면 Citewise 관리자에게 알려 주세요.",
    },
    "empty": {
        "en": "Ask me a question about the documents, e.g. `@Citewise 휴학은 최대 몇 년까지 할 수 있나요?`",
        "ko": "문서에 관한 질문을 해 주세요. 예: `@Citewise 휴학은 최대 몇 년까지 할 수 있나요?`",
    },
    "disabled": {
        "en": "Citewise is turned off in this channel. An admin can turn it on in the console.",
        "ko": "이 채널에서는 Citewise가 꺼져 있습니다. 관리자가 콘솔에서 켤 수 있습니다.",
    },
    # The reply in the thread when a reported citation's review is finished (bot/reports.py).
    "report_head": {"en": "🚩 Thanks for reporting citation [{n}]. A reviewer checked it:",
                    "ko": "🚩 신고해 주신 인용 [{n}]을 검토했습니다:"},
    "report_accurate": {"en": "its source does support the statement; the citation stays.",
                        "ko": "출처가 이 내용을 뒷받침하므로 인용은 그대로 둡니다."},
    "report_inaccurate": {"en": "the citation was wrong.", "ko": "인용이 잘못되었습니다."},
    "report_not_checkable": {"en": "it cannot be checked against the documents.",
                             "ko": "문서만으로는 확인할 수 없었습니다."},
    "report_reviewed": {"en": "the answer has been reviewed.", "ko": "답변 검토를 마쳤습니다."},
    "report_corrected": {"en": "The answer as the reviewer corrected it:", "ko": "검토자가 고친 답변:"},
    "report_note": {"en": "Reviewer's note: {note}", "ko": "검토자 의견: {note}"},
    "title_prefix": {"en": "Q: ", "ko": "질문: "},
    "report_title": {"en": "Report a citation", "ko": "인용 신고"},
    "report_which": {"en": "Which citation is wrong?", "ko": "어느 인용이 잘못되었나요?"},
    "report_reason": {"en": "What is wrong with it? (optional)", "ko": "무엇이 잘못되었나요? (선택)"},
    "report_submit": {"en": "Report", "ko": "신고"},
    "cancel": {"en": "Cancel", "ko": "취소"},
}

SUGGESTED_PROMPTS = [
    ("휴학 기간", "휴학은 최대 몇 년까지 할 수 있나요?"),
    ("Error code", "What should I do about error C4A15 on Joint 3?"),
    ("등록금", "등록금 납부기한은 언제인가요?"),
]


def say(key: str, language: str = "en", **values: object) -> str:
    entry = _TEXT[key]
    return entry.get(language, entry["en"]).format(**values)


