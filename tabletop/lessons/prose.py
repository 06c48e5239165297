"""`lessons check --prose`: the sentences of a lesson that state what the rules do and that no
claim backs.

The texts read are a lesson's summary, and for each step its instruction, its success text and
its mistakes' explanations. Each is cut into sentences (`sentences`), and a sentence *states a
rule* (`states_rule`) when

- it cites a rule number (`708.7`, `701.40b`), or
- one of its clauses (the sentence cut at ":" and ";") holds a rule word (`RULE_WORDS`: modal
  words such as "can't", "may", "must", "only", "never", "instead", and what the rules do to a
  card or player: "is revealed", "turns face up", "triggers", "costs", "loses", "dies", "stays",
  "becomes", "skips", "the stack", "priority", "ward", ...) and is not an instruction or a
  remark (`is_instruction`): a clause that opens with an imperative ("Click", "Drag", "Turn #1
  face up", "Now cast ...", "Then move ...", "Peek if you like") or a word of praise ("Well
  done", "Good"), or a question. "Keep the Bears: a manifested creature card can be turned face
  up later." states a rule in its second clause.

In a step's instruction, a sentence narrating the lesson's scene (`NARRATION`: "Your opponent
casts ...", "Your Bolt resolves.", "It is your opponent's turn.") states none. An imperative that
cites a rule number still states one.

A clause that cites a tournament document (`TOURNAMENT`: "the tournament rules", the Magic
Infraction Procedure Guide, the Magic Tournament Rules) states what a judge does, not what the
game's rules do: the engine runs no such rule, so that clause states none. "Tournament rules
decide the penalty: the Infraction Procedure Guide covers it." states no rule; "Nobody can check
it; the tournament rules decide the rest." states one in its first clause.

A claim (`format.Claim`) backs sentences through its `backs`: references `PART#N`, the N-th
sentence (from 1) of PART, where PART is `summary` (the lesson's summary), or, in the claim's own
step, `instruction`, `success`, or `mistakeK` (the K-th mistake's explanation, from 1). The
references count sentences, not words, so a reworded sentence keeps its claim; a reference to a
sentence that is not there is reported.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from .format import Lesson

# an end of sentence: . ! ? (or … ) before a space and a capital letter, a digit, # or a quote;
# rule numbers (701.40b) and mana ({1}{G}.) are not cut
_CUT = re.compile(r"(?:(?<=[.!?…])|(?<=[.!?…][\"”’)]))\s+(?=[\"“‘(#{]?[A-Z0-9#{])")

RULE_WORDS: tuple[str, ...] = (
    # modal words: what a player or effect may, must or can't do
    r"can't", r"cannot", r"can", r"could", r"couldn't", r"may", r"must", r"mustn't",
    r"needn't", r"need(?:s)? to", r"ha(?:s|ve) to", r"never", r"only", r"instead",
    r"(?:il)?legal", r"allowed", r"forbid(?:s|den)?", r"no way", r"nothing", r"no one",
    r"nobody", r"required", r"lets?", r"means?",
    # what the rules do to a card, a spell or a player
    r"(?:is|are|was|were|gets?|be|being) (?:revealed|shown|exiled|countered|shuffled|put)",
    r"reveals?", r"turn(?:s|ed)? (?:it |them )?face (?:up|down)", r"turn(?:s|ed)? (?:it )?up",
    r"trigger(?:s|ed)?", r"costs", r"the cost", r"cost to pay", r"no \w+ cost",
    r"ways? up", r"two ways", r"loses?", r"lost", r"wins?", r"dies", r"die",
    r"stays?", r"remains?", r"becomes?", r"leaves?", r"shuffles?", r"the stack", r"priority",
    r"special action", r"puts? an?", r"skips?", r"skipped", r"decides?", r"whenever",
    r"(?:new|same) object", r"counts? toward", r"routes?", r"state-based", r"counts? as",
    r"copies", r"copy", r"exists?",
    r"ward", r"abilities", r"appl(?:y|ies|ying)", r"sees?", r"knows?", r"alone",
    r"the same (?:creature|object|permanent|card|spell)", r"the rules?", r"rule",
)
# narration of the lesson's own scene ("Your opponent casts ...", "It resolves: ...")
NARRATION = re.compile(r"(?:your opponent|player [a-z]\b|both opponents|the game begins"
                       r"|it is (?:now )?(?:your|their|your opponent's) )"
                       r"|^[^:;,]{0,60}\bresolves?\b(?! against)", re.I)
# a tournament document, not the game's rules: what a judge does is not the engine's to show
TOURNAMENT = re.compile(r"\btournament rules\b|\binfraction procedure guide\b|\bIPG\b|\bMTR\b",
                        re.I)
_RULE_WORD = re.compile(r"(?<![\w'-])(?:" + "|".join(RULE_WORDS) + r")(?![\w'-])", re.I)
_CLAUSE = re.compile(r"[:;]\s+")
_RULE_NUMBER = re.compile(r"(?<![\w.])\d{3}\.\d+[a-z]?(?![\w])")

IMPERATIVES: frozenset[str] = frozenset("""
    activate add answer ask attack block carry cast choose click cloak concede declare discard
    do drag draw exile give hover keep leave look manifest mill move mulligan note open pass
    pay peek pick play put resolve respond reveal right-click sacrifice say scry search select
    shuffle show start take tap try turn untap use let wait watch make find tidy transform attach
    counter end read go see
    """.split())
LEADS: frozenset[str] = frozenset({"now", "then", "next", "first", "so", "and"})
REMARKS: tuple[str, ...] = ("well done", "good", "great", "right", "correct", "that's it",
                            "done")


@dataclass(frozen=True, slots=True)
class Sentence:
    """One sentence a learner reads: `where` in words ("step 2 success, sentence 1"), `ref` as a
    claim's `backs` names it ("success#1"), `step` from 1 (None for the summary)."""

    where: str
    ref: str
    step: int | None
    text: str


@dataclass(slots=True)
class ProseReport:
    lesson_id: str
    statements: int = 0                                        # sentences that state a rule
    unbacked: list[Sentence] = field(default_factory=list)     # ... with no claim backing them
    dangling: list[str] = field(default_factory=list)          # backs naming no sentence


def sentences(text: str) -> list[str]:
    """`text` cut into sentences (stripped, none empty)."""
    return [s.strip() for s in _CUT.split(text.strip()) if s.strip()]


def is_instruction(sentence: str) -> bool:
    """An imperative, a remark of praise or a question: words that tell or ask, not state."""
    s = sentence.strip().lstrip("\"“‘(")
    if s.endswith("?"):
        return True
    low = s.lower()
    if any(re.match(re.escape(r) + r"\b", low) for r in REMARKS):
        return True
    words = [w for w in re.split(r"[\s,:;.!]+", low) if w]
    while words and words[0] in LEADS:   # "Now cast ...", "Then, move ..."
        words = words[1:]
    return bool(words) and words[0] in IMPERATIVES


def states_rule(sentence: str, instruction: bool = False) -> bool:
    """Does this sentence say what the rules do (see the module's doc)? In a step's
    `instruction`, a narration of the lesson's scene (`NARRATION`) does not."""
    if _RULE_NUMBER.search(sentence):
        return True
    if instruction and NARRATION.match(sentence.strip()):
        return False
    return any(_RULE_WORD.search(c) and not is_instruction(c) and not TOURNAMENT.search(c)
               for c in _CLAUSE.split(sentence))


def lesson_sentences(lesson: Lesson) -> list[Sentence]:
    """Every sentence of the lesson's summary, instructions, success texts and explanations."""
    out = [Sentence(f"summary, sentence {i}", f"summary#{i}", None, s)
           for i, s in enumerate(sentences(lesson.summary), 1)]
    for n, step in enumerate(lesson.steps, 1):
        parts = [("instruction", "instruction", step.instruction),
                 ("success", "success", step.success or "")]
        parts += [(f"mistake {k}", f"mistake{k}", m.explain or "")
                  for k, m in enumerate(step.mistakes, 1)]
        for name, ref, text in parts:
            out += [Sentence(f"step {n} {name}, sentence {i}", f"{ref}#{i}", n, s)
                     for i, s in enumerate(sentences(text), 1)]
    return out


def _backed(lesson: Lesson) -> dict[tuple[int | None, str], int]:
    """(step or None for the summary, ref) of every sentence a claim backs -> the claim's step."""
    out: dict[tuple[int | None, str], int] = {}
    for n, step in enumerate(lesson.steps, 1):
        for claim in step.claims:
            out.update({(None if b.startswith("summary#") else n, b): n for b in claim.backs})
    return out


def prose_report(lesson: Lesson) -> ProseReport:
    """The sentences of `lesson` that state a rule and that no claim backs."""
    rep = ProseReport(lesson.id)
    every = lesson_sentences(lesson)
    backed = _backed(lesson)
    for s in every:
        if states_rule(s.text, s.ref.startswith("instruction#")):
            rep.statements += 1
            if (s.step, s.ref) not in backed:
                rep.unbacked.append(s)
    there = {(s.step, s.ref) for s in every}
    rep.dangling = [f"step {n}: a claim backs {key[1]!r}, which is not a sentence"
                    for key, n in backed.items() if key not in there]
    return rep
