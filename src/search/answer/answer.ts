// cspell:ignore recrod tpyes
/**
 * The answer card (issue 55): what a query answers from the site's own data, before any page.
 * The search modal puts it first among the results (./hit.ts), the /search/ page above them and
 * at `/search/?ask=` (src/theme/SearchPage), from the same functions the docs MCP server's tools
 * call: `explain_error` (explainErrors), `check_support` (supportOf) and `plan_job` (planFromText).
 *
 * What a query is read as, first rule that holds:
 * 1. a package.xml (it holds `<types>` or `<Package`): the plan's steps, or why it can't be read;
 * 2. an error text or code: the first line that matches an entry, its best entry;
 * 3. a Metadata API type or a Setup feature the resolver names exactly, or by the name a phrase
 *    ends with ("experience site audiences");
 * 4. a problem that shows no error (a symptom), by the symptom matcher's telling words;
 * 5. a near-spelling of a type's name, only when its first letter is the name's ("recrod tpyes" is
 *    RecordType; "blog categories" is not FlowCategory): readers slip inside a word, rarely on its
 *    first letter; and a one-word name the query starts with, before words that place it ("flows
 *    built in Flow Builder"), which may be a sentence's subject ("flow arrived inactive …").
 * Anything else has no answer here: the card then quotes the best passage (./passage.ts).
 *
 * Every fact is inline Markdown (the entries' own small language, src/data/prose.ts),
 * parsed here once; text from the reader is kept as text, never parsed.
 */
import { getError } from '@site/src/data/errors';
import { explainErrors, type ExplainResult } from '@site/src/data/errors/explain';
import { parseInline } from '@site/src/data/prose';
import { HANDOFF_HASH } from '@site/src/lib/plannerHandoff';
import { symptoms } from '@site/src/data/errors/symptoms';
import { isSlip, resolveType } from '@site/src/data/metadata-types';
import { planData } from '@site/src/data/package-plan/data';
import { MAX_PACKAGE_SIZE, PackageXmlError } from '@site/src/data/package-plan/parse';
import { planFromText } from '@site/src/data/package-plan/plan';
import { code, fact, text, type Answer } from './card';
import { typeAnswer } from './typeCard';

/** Characters an answer reads at once, as `explain_error` does: a longer paste is cut there. */
export const ANSWER_LIMIT = 100_000;

/** The planner's page, where a package.xml's whole plan is shown. */
export const PLANNER_ROUTE = '/start/plan-a-job-from-package-xml/';

export type { Answer, AnswerFact, AnswerKind, AnswerLink } from './card';

const PACKAGE_XML = /<\s*(?:types|Package)\b/i;

/** The planner's page, where every package.xml answer leads. */
const PLANNER_PAGE = { title: 'Plan a job from a package.xml', url: PLANNER_ROUTE };

/** The planner's page opened with the text the box read (src/lib/plannerHandoff.ts). */
const PLANNER_WITH_TEXT = { ...PLANNER_PAGE, url: `${PLANNER_ROUTE}${HANDOFF_HASH}` };

/**
 * A package.xml the box can't plan, with why, sent to the planner's page; with the text when the box
 * read it whole (the planner then says why at its line), without when it was too long to read.
 */
function unreadable(title: string, why: string, handoff?: string): Answer {
  return {
    kind: 'unreadable',
    label: 'package.xml',
    title,
    note: null,
    quote: null,
    facts: [fact('Why', text(why))],
    page: handoff === undefined ? PLANNER_PAGE : PLANNER_WITH_TEXT,
    source: null,
    ...(handoff === undefined ? {} : { handoff }),
  };
}

function planAnswer(query: string, length: number): Answer {
  const page = PLANNER_WITH_TEXT;
  // A whole org's manifest runs to megabytes: the box reads its first ANSWER_LIMIT characters, which
  // cut it mid-element, so it says so and sends it to the planner, which reads it whole.
  if (length > ANSWER_LIMIT)
    return unreadable(
      'This package.xml is too long for the search box',
      `It is ${length.toLocaleString('en-US')} characters; the search box reads ${ANSWER_LIMIT.toLocaleString('en-US')}. Paste it on the planner's page, which reads a package.xml of up to ${MAX_PACKAGE_SIZE}.`,
    );
  let plan;
  try {
    plan = planFromText(query, planData());
  } catch (error) {
    if (!(error instanceof PackageXmlError)) throw error;
    return unreadable('This package.xml cannot be read', error.message, query);
  }
  const facts = plan.steps.map((step, i) =>
    fact(`${i + 1}. ${step.title}`, [
      ...code(step.types.join(', ')),
      ...text(
        [
          step.options.map(({ option, value }) => ` Set ${option}: ${value}.`).join(''),
          step.split ? ` ${step.split.replace(/`/g, '')}` : '',
        ].join(''),
      ),
    ]),
  );
  if (plan.unsupported.length > 0)
    facts.push(
      fact(
        'No step copies',
        text(`${plan.unsupported.join(', ')}: no type of that name in the registry the plan checks against.`),
      ),
    );
  if (plan.permissions.length > 0)
    facts.push(fact('The authorizing user needs', text(plan.permissions.join(', '))));
  // What the card leaves to the planner's page, counted so the reader knows it is there.
  const more = [
    count(plan.needs.length, 'need of each target', 'needs of each target'),
    count(plan.warnings.length, 'warning', 'warnings'),
    count(plan.leftOut.length, 'type with parts no deploy carries', 'types with parts no deploy carries'),
  ].filter(Boolean);
  if (more.length > 0) facts.push(fact('On the planner page', text(`${more.join(', ')}.`)));
  const steps = plan.steps.length;
  return {
    kind: 'plan',
    label: 'package.xml',
    title: `${plan.components} ${plan.components === 1 ? 'component' : 'components'} in ${steps} ${steps === 1 ? 'step' : 'steps'}`,
    note: `Checked against ${plan.checkedAgainst}.`,
    quote: null,
    facts,
    page,
    source: null,
    handoff: query,
  };
}

/** "3 warnings", "1 warning", or nothing for none. */
function count(n: number, one: string, many: string): string {
  return n === 0 ? '' : `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
}

function errorAnswer(explained: ExplainResult): Answer | null {
  const lines = explained.lines.filter((line) => line.matches.length > 0);
  const best = lines[0]?.matches[0];
  const entry = best && getError(best.id);
  if (best && entry) {
    return {
      kind: 'error',
      label: entry.code ? `Error ${entry.code}` : 'Error',
      title: entry.title,
      note:
        lines.length > 1
          ? `${lines.length - 1} more ${lines.length === 2 ? 'line matches' : 'lines match'} other entries: paste the whole text into the error directory to see each.`
          : null,
      quote: null,
      facts: [
        ...(best.message ? [fact('Salesforce says', code(best.message))] : []),
        fact('Cause', parseInline(best.cause)),
        fact('Fix', parseInline(best.fix)),
      ],
      page: { title: entry.title, url: best.url },
      source: { title: entry.source.title, url: entry.source.url },
    };
  }
  return null;
}

function symptomAnswer(explained: ExplainResult): Answer | null {
  const described = explained.symptoms[0];
  const symptom = described && symptoms.find((s) => s.id === described.id);
  if (!described || !symptom) return null;
  return {
    kind: 'symptom',
    label: 'Problem without an error',
    title: symptom.title,
    note: null,
    quote: null,
    facts: [fact('Cause', parseInline(described.cause)), fact('Fix', parseInline(described.fix))],
    page: { title: symptom.title, url: described.url },
    source: symptom.source ?? null,
  };
}

/** The answer a query holds, or null when it is none of the kinds above. Never throws on input. */
export function answerFor(query: string): Answer | null {
  const input = query.slice(0, ANSWER_LIMIT);
  if (!input.trim()) return null;
  if (PACKAGE_XML.test(input)) return planAnswer(input, query.length);
  const explained = explainErrors(input, '', ANSWER_LIMIT);
  const error = errorAnswer(explained);
  if (error) return error;
  // Resolved only once no line is an error: an error report is no type's name.
  const match = resolveType(input);
  const slip = isSlip(match);
  const nearSpelling =
    slip && input.trim().charAt(0).toLowerCase() === match.type?.name.charAt(0).toLowerCase();
  // A name read from a query's first word may be a sentence's subject ("flow arrived inactive …"):
  // a problem's symptoms are tried first.
  const later = slip || match.nameFirst;
  return (
    (later ? null : typeAnswer(input, match)) ??
    symptomAnswer(explained) ??
    (nearSpelling || match.nameFirst ? typeAnswer(input, match) : null)
  );
}
