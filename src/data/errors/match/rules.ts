/**
 * The matcher's rules table (issue 53, item 4): every constant of ./ — each threshold, limit, word
 * list and pattern — with what it guards, the question set or case that set it, and the commit
 * where it took its value. Change a constant only against a set's tuning half (eval/README.md),
 * and give its row the new set and commit. ./__tests__/rules.test.ts fails when a constant of the
 * matcher has no row here, or a row names no constant.
 *
 * Sets: eval/sets/error-questions*.ts (1 to 8, each split into a tuning and a held-out half) and the
 * near misses (eval/sets/error-questions-near-miss.ts); "seed" is the first matcher of issue 24, set
 * against set 1 and the entries' own texts.
 */
export interface MatcherRule {
  /** The module of ./ that declares it. */
  readonly file: 'codes' | 'compile' | 'fill' | 'index' | 'scan' | 'score' | 'tokens';
  /** What goes wrong without it, or with another value. */
  readonly guards: string;
  /** The question set, or the case, that set its value. */
  readonly set: string;
  /** The commit where it took its value (short hash). */
  readonly commit: string;
}

export const MATCHER_RULES: Readonly<Record<string, MatcherRule>> = {
  WORD: {
    file: 'tokens',
    guards: 'Time: one character class and one quantifier, so reading words is linear on any input.',
    set: 'seed (issue 24)',
    commit: 'c72c78e',
  },
  PLACEHOLDER: {
    file: 'compile',
    guards: "An entry's `{name}`s are where a line's own names stand, never words to find.",
    set: 'seed (issue 24)',
    commit: 'c72c78e',
  },
  MIN_SCORE: {
    file: 'score',
    guards:
      "A line sharing a few of a message's words is not that error: it must hold 0.6 of the message's weight.",
    set: 'set 1 (issue 24)',
    commit: 'c72c78e',
  },
  MIN_WORDS: {
    file: 'score',
    guards: 'A match rests on three fixed words at least (all of a shorter message), not on one rare word.',
    set: 'set 1 (issue 24)',
    commit: 'c72c78e',
  },
  PREFIX_SHARE: {
    file: 'score',
    guards:
      'A search query holding a long message\'s commonest words ("field … is not") is not read as that error: a query cut short must hold a fifth of its weight.',
    set: "reader questions (issue 26): a product question led by an error's page",
    commit: '558f7b9',
  },
  WHOLE_QUERY_BONUS: {
    file: 'score',
    guards:
      'Of two messages that explain a search query, the one that explains more of all of it ranks first.',
    set: 'reader questions (issue 25): product questions back to 96 %',
    commit: '59b7391',
  },
  SHORT_MESSAGE_WORDS: {
    file: 'score',
    guards:
      'A message of four fixed words or fewer matches only whole and in order ("invalid report type" is not in "the report type is invalid").',
    set: 'set 1 (issue 24)',
    commit: 'c72c78e',
  },
  MAX_NAME_WORDS: {
    file: 'score',
    guards:
      "A placeholder takes a name of at most 12 words, so words strewn over a paragraph don't align as one message.",
    set: 'seed (issue 24)',
    commit: 'c72c78e',
  },
  SAME_WORD_PREFIX: {
    file: 'score',
    guards:
      'A word with the same first five letters is the message\'s word spelled otherwise ("specific" for "specify"), not a contradiction.',
    set: 'near misses, tuning half (issue 39)',
    commit: 'c4a9e1e',
  },
  MAX_OTHER_ENDING: {
    file: 'score',
    guards:
      'A word is the message\'s word spelled otherwise only when it differs at its ending, three letters at most past what they share: "CustomMetadata" is not "CustomField".',
    set: "set 9's tuning half (issue 54)",
    commit: '7e39ab9',
  },
  FRAGMENT_WORDS: {
    file: 'score',
    guards:
      'Six side-by-side words of a long message, cut anywhere, are that message (a reader copies one sentence of it).',
    set: "synthetic cuts of the entries' own texts, no question set (was 8)",
    commit: 'c14bb5f',
  },
  FRAGMENT_DENSITY: {
    file: 'score',
    guards:
      "A copied part must hold 0.85 of the weight between its first and last words: not a few of the message's words far apart.",
    set: 'a tuning-half line of the error sets (issue 26)',
    commit: '4fdd37d',
  },
  MAX_STARTS: {
    file: 'score',
    guards:
      "Time: a longer message is aligned from at most eight places of its first word, whatever the line's length.",
    set: 'seed (issue 24)',
    commit: 'c72c78e',
  },
  RARE_STARTS: {
    file: 'score',
    guards:
      "A part of a message copied without its start is found from the message's three rarest words the line holds.",
    set: 'a tuning-half line of the error sets (issue 26)',
    commit: '4fdd37d',
  },
  MAX_VALUE: {
    file: 'fill',
    guards: 'A name taken from a line is cut at 120 characters: a long stretch is not a name.',
    set: 'seed (issue 24)',
    commit: 'c72c78e',
  },
  ERROR_WORDS: {
    file: 'codes',
    guards: 'An unmatched line is listed as an error only when it says one ("failed", "invalid", "denied"…).',
    set: 'seed (issue 24)',
    commit: 'c72c78e',
  },
  STATUS_CODE: {
    file: 'codes',
    guards:
      'A word in capitals joined by underscores (`UNABLE_TO_LOCK_ROW`) is a status code: an unmatched line holding one is an error.',
    set: 'seed (issue 24)',
    commit: 'c72c78e',
  },
  MESSAGE_WORDS: {
    file: 'codes',
    guards:
      'A line with a code several entries share that says what went wrong in other words names none of them; the labels tools print around any error ("Error", "Failed") do not count.',
    set: 'set 2, tuning half (issues 24 and 26)',
    commit: '91d8bb3',
  },
  OWN_MESSAGE_WORDS: {
    file: 'codes',
    guards:
      "Four words or more after a code are the line's own message, which must agree with the entry for the code to name it.",
    set: 'set 3 (issue 39)',
    commit: 'ff53bf5',
  },
  OWN_MESSAGE_CAP: {
    file: 'codes',
    guards: "Time: at most 40 words after a code are read as the line's own message.",
    set: 'near misses, tuning half (issue 39)',
    commit: 'c4a9e1e',
  },
  CODE_AGREEMENT: {
    file: 'codes',
    guards:
      "A generic code beside another message (FIELD_INTEGRITY_EXCEPTION with a country picklist's) is another error: the line's own words must hold half an entry's text weight.",
    set: 'near misses, tuning half (issue 39; a quarter in ff53bf5)',
    commit: 'c4a9e1e',
  },
  CAMEL_CODE: {
    file: 'codes',
    guards:
      "A Bulk API code in CamelCase (`InvalidSessionId`) is the same code in capitals; `iPhone` and `SObject` aren't codes.",
    set: "set 7's tuning half (issue 39)",
    commit: 'b726644',
  },
  MESSAGE_FIELD: {
    file: 'codes',
    guards:
      'A REST record\'s code after its message (`"message":…,"errorCode":…`) reads the message field as the line\'s own message.',
    set: "set 7's and the near misses' tuning halves (issue 39)",
    commit: 'b726644',
  },
  CODE_FILLER: {
    file: 'codes',
    guards:
      'A code retyped as words ("unable to lock row error") is the code; only "error" may stand beside it.',
    set: "the answer card's known gap (issue 55), no question set",
    commit: '893f006',
  },
  MAX_MATCHES: {
    file: 'scan',
    guards: 'A line reports three entries at most.',
    set: 'seed (issue 24)',
    commit: 'c72c78e',
  },
  RUNNER_UP_SHARE: {
    file: 'scan',
    guards:
      "A weaker match beside a strong one is noise: another entry is shown only within 0.8 of the best's score.",
    set: 'a Deployment Status copy in the paste box that showed a noisy second entry',
    commit: '8b1af83',
  },
  MIN_MESSAGE_WORDS: {
    file: 'scan',
    guards:
      'Without a code, an unmatched line needs four words to be a message, not a label ("Status: Failed").',
    set: 'seed (issue 24)',
    commit: 'c72c78e',
  },
  MAX_LINE_ECHO: {
    file: 'index',
    guards: 'A line is echoed back cut at 500 characters, so a pasted megabyte on one line stays readable.',
    set: 'seed (issue 24)',
    commit: 'c72c78e',
  },
};
