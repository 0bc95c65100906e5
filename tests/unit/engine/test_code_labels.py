"""A code of a source's list of codes with labels ("T1 theft from home, T2 theft away from home") given by a claim to
another item's label is a contradiction; the code with its own label is not."""
from engine_samples import first_citation

from verification.engine import Source
from verification.engine.checks.code_labels import code_pairs

TYPES = Source(text="Claim online and choose the claim type: T1 theft from home, T2 theft away from home, "
                    "D1 accidental damage, P1 personal accident.")
ERRORS = Source(text="오류 코드는 다음과 같습니다: E1 급수 압력 부족, E2 난방수 과열, E3 점화 불량.")



def test_the_list_is_read_as_code_and_label_pairs():
    assert code_pairs(TYPES.text)["T2"] == "theft away from home"
    assert code_pairs(ERRORS.text)["E2"] == "난방수 과열"
    assert code_pairs("Use model X1 for home.") == {}  # one code is no list


def test_a_code_given_another_items_label_is_a_contradiction():
    c = first_citation("For theft away from home choose T1[1].", TYPES)
    assert (c.status, c.action) == ("inaccurate", "removed"), c.explanation
    c = first_citation("The claim type for theft away from home is D1, and for accidental damage it is T2[1].", TYPES)
    assert c.status == "inaccurate", c.explanation
    c = first_citation("E2는 급수 압력 부족을 뜻합니다[1].", ERRORS)
    assert c.status == "inaccurate", c.explanation


def test_a_code_with_its_own_label_is_no_contradiction():
    for claim in ("For theft away from home choose T2[1].",
                  "The claim type for theft away from home is T2, and for accidental damage it is D1[1]."):
        c = first_citation(claim, TYPES)
        assert c.status == "accurate", (claim, c.explanation)
    assert first_citation("E2는 난방수 과열을 뜻합니다[1].", ERRORS).status != "inaccurate"


BIBS = Source(text="Bib numbers start with H for the half marathon, T for the 10K and F for the Family Mile.")


def test_letters_paired_with_for_are_a_list_too():
    assert code_pairs(BIBS.text) == {"H": "half marathon", "T": "10K", "F": "Family Mile"}
    c = first_citation("Bib numbers start with T for the 10K and with F for the Half marathon[1].", BIBS)
    assert (c.status, c.action) == ("inaccurate", "removed"), c.explanation
    c = first_citation("Bib numbers start with T for the 10K and with F for the Family Mile[1].", BIBS)
    assert c.status == "accurate", c.explanation


def test_bare_numbers_are_no_codes():
    assert code_pairs("Press 1 for sales, 2 for billing.") == {}


def test_the_article_a_is_no_code_a():
    # "A" of "A premium ticket" is the article, not the list's code A (the standard ticket).
    tickets = Source(text="Ticket codes on the booking form: A for the standard ticket, B for the premium ticket, "
                          "C for the family ticket.")
    c = first_citation("A premium ticket has its own code on the booking form[1].", tickets)
    assert c.status != "inaccurate", c.explanation
    c = first_citation("On the booking form, choose A for the premium ticket[1].", tickets)
    assert c.status == "inaccurate", c.explanation
