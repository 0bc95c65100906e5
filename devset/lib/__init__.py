"""The development set's own tooling (pure Python, independent of the verification engine).

documents: document texts and the passages a retriever would return; values: the values a claim states
(numbers with units, amounts, dates, times, %, ratios, codes, articles); facts: the faithful-claim files;
perturb: wrong citations made from faithful claims; cases: contract cases with expectations; written: the
hand-written answer files.
"""
