"""Citewise's text toolkit: the one home of what every app needs to read text.

Pure Python (Kiwi for Korean morphology); no Django, OpenAI or Weaviate. Modules:

- ``sentences``: one sentence splitter that keeps offsets (Korean and English abbreviations, list
  numbers, decimals and dotted dates; citation markers after a full stop stay with their sentence);
- ``markers``: the shapes of citation markers in answers ([†1], [1, 2], [참조: …], <cite>);
- ``identifiers``: error codes (one recogniser, one normal form), articles 제N조/제N조의M/Article N (one
  label), paragraphs ①–㊿ / 제N항, items 제N호;
- ``ranges``: code and article ranges a text states ("C0–C55", "제1조–제30조");
- ``morphology``: Kiwi analysis; ``words``: Korean BM25 tokens per word, cached;
- ``particles``: Korean particles (josa) cut off a written word or kept as its role, one spelling of each;
- ``language``: which language a text is in; ``stopwords``: function and light words;
- ``wordnet``: English WordNet's synonyms, hypernyms and hyponyms of a noun (data installed by the scripts);
- ``normalize``: squashing text for substring matching; ``wording``: what Citewise says when the
  documents do not hold the answer.
"""
