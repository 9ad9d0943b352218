// cspell:ignore deplay deplby recrd lyouts asignments qqxyzzy recrod tpyes permissionset
import { expect, test } from '@playwright/test';
import { loadIndexFile, searchIndex } from '../engine';
import { DIRECTORY_SECTIONS } from '../engine/directory';
import { fixtureIndex, pageOrder, type FixturePage } from './fixtures';

const PAGES: FixturePage[] = [
  {
    path: '/catalogue/compact-layout-assignments/',
    title: 'Compact layout assignments',
    intro: ['Copies each CompactLayoutAssignment to the target org.'],
  },
  {
    path: '/catalogue/page-layouts/',
    title: 'Page layouts',
    intro: ['Copies page layouts with their sections.'],
    sections: [{ title: 'Compact views', blocks: ['Phones show these views.'] }],
  },
  {
    path: '/catalogue/record-types/',
    title: 'Record types',
    intro: ['A compact summary of the record types step, copying Account.Region__c picklist values.'],
  },
  {
    path: '/errors/',
    title: 'Known issues',
    sections: [
      {
        title: 'Lock errors',
        blocks: ['A deploy fails with UNABLE_TO_LOCK_ROW when another job holds the row.'],
      },
    ],
  },
  {
    path: '/packages/',
    title: 'Package upgrade',
    intro: ['Paste the version id, such as 04t5e000000AbCdAAA, to install it.'],
  },
  { path: '/words/exact/', title: 'Alpha', intro: ['The deploy starts here.'] },
  { path: '/words/prefix/', title: 'Beta', intro: ['The deployment starts here.'] },
  { path: '/words/typo/', title: 'Gamma', intro: ['The deplay starts here.'] },
];

const index = loadIndexFile(fixtureIndex(PAGES));

/** Page paths in the order of their first hit. */
function pages(query: string): string[] {
  return pageOrder(index, query);
}

test('titles outrank headings, headings outrank body text', () => {
  expect(pages('compact').slice(0, 3)).toEqual([
    '/catalogue/compact-layout-assignments/',
    '/catalogue/page-layouts/',
    '/catalogue/record-types/',
  ]);
});

test('an exact word outranks a prefix; a word the pages use is not taken for a typo of another', () => {
  // "deplay" is a page's word, one letter from "deploy": "stop" is not read as "step" either.
  expect(pages('deploy').filter((p) => p.startsWith('/words/'))).toEqual(['/words/exact/', '/words/prefix/']);
  expect(pages('deplay').filter((p) => p.startsWith('/words/'))).toEqual(['/words/typo/']);
  // "deplby" is no page's word: it is read as a typo, of "deploy" and "deplay" alike.
  expect(
    pages('deplby')
      .filter((p) => p.startsWith('/words/'))
      .sort(),
  ).toEqual(['/words/exact/', '/words/typo/']);
});

test('a one-letter typo still finds its word', () => {
  expect(pages('recrd types')[0]).toBe('/catalogue/record-types/');
  expect(pages('lyouts')[0]).toBe('/catalogue/page-layouts/');
  expect(pages('asignments')[0]).toBe('/catalogue/compact-layout-assignments/');
});

test('API names are found whole and by their parts', () => {
  expect(pages('CompactLayoutAssignment')[0]).toBe('/catalogue/compact-layout-assignments/');
  expect(pages('LayoutAssignment')[0]).toBe('/catalogue/compact-layout-assignments/');
  expect(pages('Account.Region__c')).toEqual(['/catalogue/record-types/']);
  expect(pages('Region__c')).toEqual(['/catalogue/record-types/']);
  expect(pages('UNABLE_TO_LOCK_ROW')).toEqual(['/errors/']);
  expect(pages('unable lock')).toEqual(['/errors/']);
  expect(pages('04t')).toEqual(['/packages/']);
  expect(pages('04t5e000000AbCdAAA')).toEqual(['/packages/']);
});

test('all words must match, unless none of the records has them all', () => {
  // "compact" and "phones" are only together in the page-layouts section.
  expect(pages('compact phones')).toEqual(['/catalogue/page-layouts/']);
  // No record has both: any word may match.
  expect(pages('phones picklist').sort()).toEqual(['/catalogue/page-layouts/', '/catalogue/record-types/']);
});

test('a section hit expands into its heading and the paragraphs that matched', () => {
  const found = searchIndex(index, 'unable lock');
  const section = index.sections[found.hits[0]?.section ?? -1];
  expect(section?.h).toEqual(['Documentation', 'Known issues', 'Lock errors']);
  expect(found.hits.map((h) => h.block)).toEqual([-1, 0]);
});

test('nothing matches nonsense, and an empty query searches nothing', () => {
  expect(pages('qqxyzzy')).toEqual([]);
  expect(searchIndex(index, '   ').hits).toEqual([]);
});

// Issue 14's rules, on pages shaped like the site's: the page that answers first, docs before the blog and
// the FAQ, the contributors' content-elements page never above a product page.
const SITE_PAGES: FixturePage[] = [
  {
    path: '/start/order-of-steps/',
    title: 'Order of steps',
    description: 'Arrange the steps of a job so each component deploys after what it depends on.',
    intro: ['The steps of a job run from top to bottom in every target org.'],
    sections: [
      { title: 'Steps', blocks: ['Drag the step by its handle to the new position, then select Save.'] },
    ],
  },
  {
    path: '/start/clone-job-step/',
    title: 'Clone a job step',
    intro: ['A clone keeps the step settings; you can change the order of steps in the new job later.'],
  },
  {
    path: '/blog/getting-step-order-right/',
    title: 'Getting step order right',
    lvl0: 'Blog',
    tag: 'default',
    kind: 'blog',
    intro: ['Why the order of steps matters, and how to change it when a release needs it.'],
  },
  {
    path: '/basic-terminology/on-error/',
    title: 'On-error handling',
    description: 'How the Stop, Continue and Retry settings decide what Metaferry does after a step fails.',
    intro: ['On-error handling decides what happens in a target org after a step fails there.'],
  },
  {
    path: '/faq/',
    title: 'Frequently asked questions',
    kind: 'faq',
    sections: [
      {
        depth: 3,
        title: 'What happens to earlier steps when a step fails?',
        blocks: [
          'When a step fails, the failed step changes nothing, and earlier steps are never rolled back.',
        ],
      },
    ],
  },
  {
    path: '/markdown-page/',
    title: 'Writing docs: content elements',
    kind: 'contributors',
    sections: [
      {
        title: 'Links to on-error handling',
        blocks: ['Read how on-error handling treats a step that fails: a link to on-error handling.'],
      },
      { title: 'Admonitions', blocks: ['A note, a tip or a warning, each in its own admonition.'] },
      // Matches "failed step log" better than the product page does: only the rule keeps it below.
      {
        title: 'Failed step in the log',
        blocks: ['Shows a failed step and its log, as a failed step log reads.'],
      },
    ],
  },
  {
    path: '/start/how-to-run-job/',
    title: 'Run a job',
    intro: ['Deploys each step to the target orgs; a change to a job applies to its next run.'],
    sections: [{ title: 'Troubleshooting', blocks: ['A failed step shows the deploy error in the log.'] }],
  },
  {
    path: '/supported-components/record-types/',
    title: 'Record types',
    intro: ['Copies record types and the picklist values each record type offers, with each change.'],
  },
  // Before the doc, so a tie would put it first: only the page kind orders these two.
  {
    path: '/blog/field-sets-in-depth/',
    title: 'Field sets',
    lvl0: 'Blog',
    tag: 'default',
    kind: 'blog',
    intro: ['Copies field sets, the lists of fields that forms and pages show.'],
  },
  {
    path: '/supported-components/field-sets/',
    title: 'Field sets',
    intro: ['Copies field sets, the lists of fields that forms and pages show.'],
  },
];
const site = loadIndexFile(fixtureIndex(SITE_PAGES));

function sitePages(query: string): string[] {
  return pageOrder(site, query);
}

test('a page whose title is the query comes before pages that merely mention its words', () => {
  // The blog post and the clone page both say "change the order of steps"; the page titled with it answers,
  // although it never says "change" (a word several pages use, as on the site).
  expect(sitePages('change the order of steps')[0]).toBe('/start/order-of-steps/');
});

test('docs come before a blog post that matches as well', () => {
  const found = sitePages('field sets');
  expect(found.indexOf('/supported-components/field-sets/')).toBeLessThan(
    found.indexOf('/blog/field-sets-in-depth/'),
  );
  expect(found.indexOf('/blog/field-sets-in-depth/')).toBeGreaterThanOrEqual(0);
});

test('the doc a hub links to comes before the hub that names its task in the same words', () => {
  // The hub's one short line holds the query's words more densely than the doc's longer text does.
  const hubSite = loadIndexFile(
    fixtureIndex([
      {
        path: '/',
        title: 'Metaferry documentation',
        kind: 'hub',
        intro: ['Protected components: a run never overwrites them in a target org.'],
      },
      {
        path: '/basic-terminology/what-is-protected-components/',
        title: 'What are protected components?',
        intro: [
          'A protected component is one that a run never overwrites in a target org, whatever the steps select. Admins protect integration users and named credentials this way.',
        ],
      },
    ]),
  );
  expect(pageOrder(hubSite, 'run never overwrites target org')).toEqual([
    '/basic-terminology/what-is-protected-components/',
    '/',
  ]);
});

test('the doc that answers comes before the FAQ entry and the content-elements page', () => {
  const found = sitePages('what happens when a step fails');
  expect(found[0]).toBe('/basic-terminology/on-error/');
  expect(found.indexOf('/faq/')).toBeGreaterThan(0);
  expect(found.indexOf('/markdown-page/')).toBeGreaterThan(found.indexOf('/faq/'));
});

test('the content-elements page never ranks above a product page that matches as much of the query', () => {
  // Each query's product page holds all its words, as the content-elements page does (better, for the first).
  const cases: [string, string][] = [
    ['failed step log', '/start/how-to-run-job/'],
    ['on-error handling step fails', '/basic-terminology/on-error/'],
  ];
  for (const [query, product] of cases) {
    const found = sitePages(query);
    expect(found.indexOf(product), query).toBeGreaterThanOrEqual(0);
    expect(found.indexOf('/markdown-page/'), query).toBeGreaterThan(found.indexOf(product));
  }
});

test('the content-elements page still answers a question only it can answer', () => {
  expect(sitePages('how do I write an admonition')[0]).toBe('/markdown-page/');
});

test('a word with two letters swapped finds the word', () => {
  expect(sitePages('recrod tpyes')[0]).toBe('/supported-components/record-types/');
});

test('two words a page also writes as one name find that name, and the page that writes them side by side', () => {
  const named = loadIndexFile(
    fixtureIndex([
      { path: '/apart/', title: 'Editing', intro: ['Each set of fields needs the permission to edit them.'] },
      {
        path: '/types/',
        title: 'Metadata types',
        intro: ['Types a run copies: PermissionSet, Profile, Layout.'],
      },
      { path: '/profiles/', title: 'Profiles', intro: ['Copies profiles with their permission sets.'] },
      // Pages without the words, so each word weighs as rare as on the site.
      ...['Reports', 'Dashboards', 'Letterheads', 'Tab styles', 'Record types', 'Page layouts'].map(
        (title) => ({
          path: `/${title.toLowerCase().replace(' ', '-')}/`,
          title,
          intro: [`Copies ${title.toLowerCase()} to each target org.`],
        }),
      ),
    ]),
  );
  expect(pageOrder(named, 'permission set')).toEqual(['/profiles/', '/types/', '/apart/']);
  const hits = searchIndex(named, 'permission set').hits;
  expect(hits.find((h) => named.sections[h.section]?.u === '/profiles/')?.terms).toContain('permissionset');
});

test('a word no page holds does not count as missing', () => {
  // "CPQ" and "sbx" are on no page: the page holding all the other words but one is still found, as it is
  // when the reader leaves them out.
  const absent = loadIndexFile(
    fixtureIndex([
      {
        path: '/authorize/',
        title: 'Authorize an org',
        intro: ['Before a release, authorize the org that holds the managed package upgrade.'],
      },
      {
        path: '/upgrade/',
        title: 'Package upgrade',
        intro: ['Upgrades a managed package before a release.'],
      },
      { path: '/other/', title: 'Field sets', intro: ['Copies field sets.'] },
    ]),
  );
  const without = pageOrder(absent, 'upgrade managed package before release org');
  expect([...without].sort()).toEqual(['/authorize/', '/upgrade/']);
  expect(pageOrder(absent, 'upgrade cpq managed package before release sbx org').sort()).toEqual(
    without.sort(),
  );
  // Alone, such a word still finds nothing.
  expect(pageOrder(absent, 'cpq sbx')).toEqual([]);
});

test("a page's keywords find it in the reader's words, and never show", () => {
  const file = fixtureIndex([
    {
      path: '/notify/',
      title: 'Create a job',
      keywords: ['no email after run', 'alert when deploy finishes'],
      intro: ['Name the job, pick its source org and who receives its notification messages.'],
      sections: [
        { title: 'Notifications', blocks: ['Every run sends a summary to the addresses you list.'] },
      ],
    },
    { path: '/templates/', title: 'Letterheads', intro: ['Copies letterheads and their email branding.'] },
    { path: '/said/', title: 'Run a job', intro: ['An alert banner shows while the deploy finishes.'] },
  ]);
  const keywords = loadIndexFile(file);
  // Found by words only its keywords hold ("email" is also the letterheads page's text).
  expect(pageOrder(keywords, 'no email after run')[0]).toBe('/notify/');
  // Keywords are a page's words like its text: a page whose text holds the query is found beside it.
  expect(pageOrder(keywords, 'alert deploy finishes').sort()).toEqual(['/notify/', '/said/']);
  const page = searchIndex(keywords, 'no email after run').hits[0];
  expect(page && keywords.sections[page.section]?.u).toBe('/notify/');
  expect(page?.block).toBe(-1);
  // The head keeps the keywords' length for the ranking; the chunks, what hits show, leave them out.
  expect(file.p[0]?.kl).toBeGreaterThan(0);
  expect(file.p.slice(1).map((p) => p.kl)).toEqual([undefined, undefined]);
  expect(JSON.stringify(file.parts?.chunks)).not.toContain('after run');
});

test("a directory's many short sections don't outrank a page's one section that holds as much of the question (issue 42)", () => {
  // A directory: DIRECTORY_SECTIONS short entries; one holds the question's words in five, as a
  // guide's long paragraph does among fifty.
  const entries = Array.from({ length: DIRECTORY_SECTIONS }, (_, i) => ({
    title: `Widget failure ${i}`,
    blocks: [`Widget ${i} breaks when its gasket ${i % 7} leaks.`],
  }));
  entries[5] = { title: 'Notification not sent', blocks: ['The run kept going wrong.'] };
  entries[9] = { title: 'Cancel a deploy', blocks: ['Cancel it from Setup.'] };
  const guide: FixturePage = {
    path: '/guide/',
    title: 'Follow a release',
    sections: [
      {
        title: 'What you see',
        blocks: [
          'Each job shows its steps, the org each step deploys to, the components it selected and the ' +
            'time it started, and the log lists every message Salesforce returned. When a run is going ' +
            'wrong, stop it from the menu: the step that is deploying finishes first.',
        ],
      },
    ],
  };
  const directory = (length: number): FixturePage => ({
    path: '/directory/',
    title: 'Directory of failures',
    sections: entries.slice(0, length),
  });
  // A page of a few sections is weighed as before: its short entry comes first.
  const small = loadIndexFile(fixtureIndex([directory(10), guide]));
  expect(pageOrder(small, 'run going wrong')[0]).toBe('/directory/');
  // A directory's entry is weighed as the best of its many sections: the guide comes first.
  const large = loadIndexFile(fixtureIndex([directory(DIRECTORY_SECTIONS), guide]));
  expect(pageOrder(large, 'run going wrong')[0]).toBe('/guide/');
  // An entry the question names (its heading is the question's words) still leads.
  expect(pageOrder(large, 'cancel a deploy')[0]).toBe('/directory/');
});
