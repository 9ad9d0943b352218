import { expect, test } from '@playwright/test';
import { errorMatcher } from '../explain';
import { createMatcher, InputTooLargeError, type Meter } from '../match';

/** A fixed set, so these tests say what the matcher does whatever the entries are. */
const matcher = createMatcher([
  { id: 'field-not-found', texts: ['In field: {field} - no CustomField named {object}.{field} found'] },
  { id: 'folder-not-found', texts: ['Cannot find folder:{folder}'] },
  {
    id: 'unable-to-lock-row',
    code: 'UNABLE_TO_LOCK_ROW',
    texts: ['UNABLE_TO_LOCK_ROW: unable to obtain exclusive access to this record'],
  },
  {
    id: 'org-coverage',
    texts: [
      'Average test coverage across all Apex Classes and Triggers is {percent}%, at least 75% test coverage is required.',
    ],
  },
  { id: 'expired-token', code: 'invalid_grant', texts: ['invalid_grant: expired access/refresh token'] },
  { id: 'ip-restricted', code: 'invalid_grant', texts: ['invalid_grant: ip restricted'] },
  { id: 'report-type', texts: ['invalid report type'] },
]);

const shown = (parts: readonly { text: string; value: boolean }[]) =>
  parts.map((p) => (p.value ? `[${p.text}]` : p.text)).join('');

test('a line matches its entry whatever tool printed it, with the names taken from it', () => {
  const lines = [
    'In field: Region__c - no CustomField named Account.Region__c found',
    'Error: In field: Region__c - no CustomField named Account.Region__c found',
    '"prod","Page layouts","Failed","Layout","Account-Account Layout","In field: Region__c - no CustomField named Account.Region__c found"',
    '{"component":"Account-Account Layout","problem":"In field: Region__c - no CustomField named Account.Region__c found"}',
    '│ Error │ Account-Account Layout │ In field: Region__c - no CustomField named Account.Region__c found (12:13) │',
  ];
  for (const line of lines) {
    const [first] = matcher.matchLine(line);
    expect(first?.id, line).toBe('field-not-found');
    expect(shown(first?.parts ?? []), line).toBe(
      'In field: [Region__c] - no CustomField named [Account].[Region__c] found',
    );
  }
  expect(
    shown(matcher.matchLine('│ Error │ Dashboard │ Cannot find folder:Sales_Ops (1:1) │')[0]?.parts ?? []),
  ).toBe('Cannot find folder:[Sales_Ops]');
});

test('a status code alone finds its entries; its words pick the right one, and the others drop', () => {
  expect(matcher.matchLine('UNABLE_TO_LOCK_ROW')[0]?.id).toBe('unable-to-lock-row');
  expect(matcher.matchLine('Error: invalid_grant').map((m) => m.id)).toEqual([
    'expired-token',
    'ip-restricted',
  ]);
  expect(matcher.matchLine('Error: invalid_grant: ip restricted').map((m) => m.id)).toEqual([
    'ip-restricted',
  ]);
});

test('a code retyped as words is the code; part of it, or a sentence around it, is not', () => {
  for (const line of ['unable to lock row', 'Unable-to-lock-row error', 'UNABLE TO LOCK ROW']) {
    expect(matcher.matchLine(line)[0]?.id, line).toBe('unable-to-lock-row');
    expect(matcher.explain(line, { maxLength: 1000 }).lines[0]?.text, line).toBe(line);
  }
  expect(matcher.matchLine('invalid grant').map((m) => m.id)).toEqual(['expired-token', 'ip-restricted']);
  for (const line of ['lock row', 'unable to lock row of a table', 'why am I unable to lock row', 'error'])
    expect(matcher.matchLine(line), line).toEqual([]);
});

test('a message printed after its code matches without it; a shared code beside another message matches nothing', () => {
  // The code is not one of the message's words: "unable to obtain exclusive access" is the message.
  expect(matcher.matchLine('Error: unable to obtain exclusive access to this record')[0]?.id).toBe(
    'unable-to-lock-row',
  );
  expect(matcher.matchLine('expired access/refresh token')[0]?.id).toBe('expired-token');
  // invalid_grant names two entries; "audience is invalid" is neither of their messages.
  expect(matcher.matchLine('{"error":"invalid_grant","error_description":"audience is invalid"}')).toEqual(
    [],
  );
  // A code of one entry alone still finds it beside a few words of a tool's.
  expect(matcher.matchLine('UNABLE_TO_LOCK_ROW: retry later')[0]?.id).toBe('unable-to-lock-row');
});

test('a code beside a message of its own that says another error names no entry (issue 39)', () => {
  // Four words or more after the code, that hold less than a quarter of the entry's message: another
  // error with the same code, which the entry would explain wrongly.
  expect(matcher.matchLine('UNABLE_TO_LOCK_ROW: the batch size is too large for this job')).toEqual([]);
  // Salesforce's other wording of the same error keeps the code's entry.
  expect(
    matcher.matchLine(
      'UNABLE_TO_LOCK_ROW: unable to obtain exclusive access, record locked by another user',
    )[0]?.id,
  ).toBe('unable-to-lock-row');
  // The line the issue reports: a custom metadata entry claimed by FIELD_INTEGRITY_EXCEPTION alone.
  const real = errorMatcher();
  expect(
    real.matchLine(
      "FIELD_INTEGRITY_EXCEPTION: There's a problem with this country, even though it may appear correct. Please select a country/territory from the list of valid countries.",
    ),
  ).toEqual([]);
  // The same code with the entry's own message still finds it.
  expect(
    real.matchLine(
      'FIELD_INTEGRITY_EXCEPTION: Field Secondary Technician in account is not available in this org due to insufficient privileges.',
    )[0]?.id,
  ).toBeTruthy();
});

test("a record's message field is the line's own message, before its code or after it", () => {
  // REST prints the message before its code: the code ends the record, and its message is the field.
  expect(
    matcher.matchLine(
      '[{"message":"the batch size is too large for this job","errorCode":"UNABLE_TO_LOCK_ROW"}]',
    ),
  ).toEqual([]);
  expect(
    matcher.matchLine(
      '[{"message":"unable to obtain exclusive access to this record","errorCode":"UNABLE_TO_LOCK_ROW"}]',
    )[0]?.id,
  ).toBe('unable-to-lock-row');
  // A field that never closes, on a long line, is no field: the code alone then names its entry.
  expect(matcher.matchLine(`UNABLE_TO_LOCK_ROW {"message":"${'x'.repeat(600)}`)[0]?.id).toBe(
    'unable-to-lock-row',
  );
});

test("a code in Bulk API's CamelCase is the same code in capitals; other CamelCase words are not codes", () => {
  expect(matcher.matchLine("Response content: {'exceptionCode': 'UnableToLockRow'}")[0]?.id).toBe(
    'unable-to-lock-row',
  );
  expect(
    matcher.matchLine("{'exceptionCode': 'UnableToLockRow', 'exceptionMessage': 'batch size is too large'}"),
  ).toEqual([]);
  expect(matcher.matchLine('UnableToLock Row: FooBar')).toEqual([]);
});

test("a line whose status code is another entry's must hold a message word for word, common words too", () => {
  const coded = createMatcher([
    {
      id: 'column',
      texts: [
        "No such column '{field}' on entity '{object}'. If you use a custom field, append the suffix to the custom field name.",
      ],
    },
    { id: 'type', code: 'INVALID_TYPE', texts: ["INVALID_TYPE: sObject type '{object}' is not supported"] },
    { id: 'other', texts: ['the custom field is a field and another field and the field'] },
  ]);
  const tail = 'If you use a custom object, append the suffix to the custom field name.';
  // Without a code, a common word said otherwise ("object" for "field") is still the message.
  expect(coded.matchLine(`No such column 'Region' on entity 'Account'. ${tail}`)[0]?.id).toBe('column');
  // Beside another entry's code, it is not.
  expect(
    coded.matchLine(`INVALID_TYPE: Foo FROM Bar ^ ERROR at Row:1:Column:26. ${tail}`).map((m) => m.id),
  ).not.toContain('column');
});

test('one line with several errors (a run log as one line of JSON) lists each', () => {
  const line = JSON.stringify([
    { error: 'In field: Region__c - no CustomField named Account.Region__c found' },
    { error: 'Cannot find folder:Sales' },
  ]);
  expect(
    matcher
      .matchLine(line)
      .map((m) => m.id)
      .sort(),
  ).toEqual(['field-not-found', 'folder-not-found']);
});

test('a line that shares a few words with a message matches nothing', () => {
  for (const line of [
    'The field was not found anywhere in the layout',
    'Cannot find the user',
    'Deploy ID: 0Af5g00000ABCDe',
    'test coverage is fine',
    'report type',
  ]) {
    expect(matcher.matchLine(line), line).toEqual([]);
  }
});

test("each governor limit's line finds its own entry, though their messages share their first words; a limit no entry covers finds none", () => {
  // The site's entries: "Too many DML statements", "Too many SOQL queries" and "Too many query rows" share
  // their first words.
  const ids = (line: string) =>
    errorMatcher()
      .matchLine(line)
      .map((m) => m.id);
  // A limit no entry covers: the messages hold the line's first words, none its "future calls".
  expect(ids('System.LimitException: Too many future calls: 51')).toEqual([]);
  // Each message's own words still pick it, whatever follows.
  expect(ids('System.LimitException: Too many SOQL queries: 101')).toEqual(['too-many-soql-queries']);
  expect(ids('System.LimitException: Too many DML statements: 151 (line 3)')).toEqual([
    'too-many-dml-statements',
  ]);
  expect(ids('System.LimitException: Too many query rows: 50001')).toEqual(['too-many-query-rows']);
  // A line cut short says nothing else: its last word picks the message.
  expect(ids('System.LimitException: Too many SOQL')).toEqual(['too-many-soql-queries']);
});

test('six side-by-side words of a long message, cut anywhere, are that message', () => {
  // The middle of the coverage message, as a reader selects it in a log.
  expect(matcher.matchLine('"across all Apex Classes and Triggers is 61%"')[0]?.id).toBe('org-coverage');
  // Five words are not enough.
  expect(matcher.matchLine('all Apex Classes and Triggers')).toEqual([]);
});

test('a shared code keeps its entries when the other words are its own message’s', () => {
  const shared = createMatcher([
    {
      id: 'no-test-run',
      code: 'INVALID_OPERATION',
      texts: ['INVALID_OPERATION: testLevel of NoTestRun cannot be used in production organizations'],
    },
    {
      id: 'run-tests-empty',
      code: 'INVALID_OPERATION',
      texts: ['INVALID_OPERATION: runTests must not be empty'],
    },
  ]);
  // "cannot" is no-test-run's own word: the code still counts for it, and not for the other entry.
  expect(shared.matchLine('INVALID_OPERATION: testLevel of NoTestRun cannot be').map((m) => m.id)).toEqual([
    'no-test-run',
  ]);
});

test('a report: each error line is listed with its matches, labels and other lines are left out, unknown errors are kept', () => {
  const report = [
    'Deploying v62.0 metadata to admin@acme.com.uat using the v62.0 SOAP API',
    'Status: Failed',
    '',
    'Component Failures [2]',
    'Error  Account-Account Layout  In field: Region__c - no CustomField named Account.Region__c found (12:13)',
    'Error  Sales_Dash  Cannot find folder:Sales_Ops',
    'Error  Widget__c  Something Salesforce never said before',
    'Elapsed time: 12.34s',
  ].join('\r\n');
  const { lines } = matcher.explain(report, { maxLength: 10_000 });
  expect(lines.map((l) => [l.line, l.matches[0]?.id ?? null])).toEqual([
    [5, 'field-not-found'],
    [6, 'folder-not-found'],
    [7, null],
  ]);
});

test('matching takes steps in proportion to the input, for an adversarial line and for 2 MB', () => {
  // Every message's words, over and over, in every order: the worst line for a matcher that aligns words.
  const words =
    'In field no CustomField named found Cannot find folder UNABLE_TO_LOCK_ROW invalid_grant test coverage Apex ';
  const adversarial = `${words}${[...words.split(' ')].reverse().join(' ')} `.repeat(200).slice(0, 20_000);
  const perChar = (text: string, maxLength: number) => {
    const meter: Meter = { steps: 0 };
    matcher.explain(text, { maxLength, meter });
    return meter.steps / text.length;
  };
  const short = perChar(adversarial.slice(0, 2_000), 100_000);
  const long = perChar(adversarial, 100_000);
  expect(long).toBeLessThan(5);
  expect(long).toBeLessThan(short * 1.5);
  const twoMegabytes = `${'Error  Account-Account Layout  In field: Region__c - no CustomField named Account.Region__c found\n'.repeat(21_000)}`;
  expect(twoMegabytes.length).toBeGreaterThan(2_000_000);
  expect(perChar(twoMegabytes, 3_000_000)).toBeLessThan(5);
  // Past the limit: a clear message, nothing matched.
  expect(() => matcher.explain(twoMegabytes, { maxLength: 100_000 })).toThrow(InputTooLargeError);
  expect(() => matcher.explain(twoMegabytes, { maxLength: 100_000 })).toThrow(
    /is 2,\d{3},\d{3} characters long; at most 100,000 can be checked at once/,
  );
});

test('a query cut short by the search box still finds its entry; a plain question does not', () => {
  expect(matcher.matchLine('no CustomField named Account.Reg', { prefix: true })[0]?.id).toBe(
    'field-not-found',
  );
  expect(
    matcher.matchLine('Average test coverage across all Apex Classes and Triggers is 6', { prefix: true })[0]
      ?.id,
  ).toBe('org-coverage');
  expect(matcher.matchLine('how do I fix a field not found in a layout', { prefix: true })).toEqual([]);
});
