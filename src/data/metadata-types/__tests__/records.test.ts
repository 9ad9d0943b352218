// cspell:ignore sobject
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { answerFor } from '@site/src/search/answer/answer';
import { getMetadataType, resolveType } from '..';
import { METADATA_NOT_DATA, OBJECT_NAMES, OBJECT_REFERENCE, OBJECTS_SOURCE } from '../records';
import { SETTINGS_MEMBERS } from '../settings';
import { RECORDS_ROUTE, supportOf } from '../support';

const origin = 'https://docs.example';

test('the object names come from a named source and API version, and none is a type a step copies', () => {
  expect(OBJECTS_SOURCE.url).toMatch(
    /^https:\/\/github\.com\/apex-dev-tools\/sobject-types\/tree\/[0-9a-f]{40}$/,
  );
  expect(OBJECTS_SOURCE.api).toMatch(/^\d+\.0$/);
  expect(OBJECT_NAMES.length).toBeGreaterThan(1000);
  // A registry or settings type of the same name would make "not copyable" false: a newer registry
  // that adds one fails here, naming it.
  const taken = OBJECT_NAMES.filter(
    (name) =>
      getMetadataType(name) || getMetadataType(name.replace(/\d+$/, '')) || SETTINGS_MEMBERS.has(name),
  );
  expect(taken).toEqual([]);
});

test('records of a standard object are not copyable, saying which object and where the docs say so', () => {
  for (const [query, object] of [
    ['interviews of a paused flow', undefined],
    ['paused flow interviews', 'FlowInterview'],
    ['the work orders our technicians close', 'WorkOrder'],
    ['PushTopic records for Streaming API', 'PushTopic'],
    ['kinds of care barrier types we track', 'CareBarrierType'],
    ['opportunity records', 'Opportunity'],
    ['can Metaferry copy quote data?', 'Quote'],
    // An object a type's field only names (`QueueMembers.users`, a list of usernames).
    ['migrate user records', 'User'],
    ['insert a few users in my sandbox', 'User'],
    // A name alone in the plural: the things, as the FAQ says ("Accounts, contacts … aren't copied").
    ['work orders', 'WorkOrder'],
    ['the service appointments', 'ServiceAppointment'],
    ['PushTopics', 'PushTopic'],
    ['opportunities', 'Opportunity'],
    ['products', 'Product2'],
    ['notes', 'Note'],
    ['can Metaferry copy quotes?', 'Quote'],
    // The reader's participles or "-ing" words before a one-word name say which records.
    ['existing account records', 'Account'],
    ['closed cases', 'Case'],
    // Words that, whole, are an object's name are its records, not a type read past a word ("job
    // profiles" is no kind of `Profile`), nor a type whose name holds the same words in another order
    // or a typing slip away ("stamp assignments" is no `StageAssignment`).
    ['job profiles', 'JobProfile'],
    ['contact profiles', 'ContactProfile'],
    ['product attributes', 'ProductAttribute'],
    ['stamp assignments', 'StampAssignment'],
  ] as const) {
    const answer = supportOf(query, origin);
    if (!object) {
      expect(answer.status, query).not.toBe('not-copyable');
      continue;
    }
    expect(resolveType(query).records, query).toBe(object);
    expect(answer, query).toMatchObject({
      status: 'not-copyable',
      type: null,
      supported: false,
      url: `${origin}${RECORDS_ROUTE}`,
      source: OBJECT_REFERENCE,
    });
    expect(answer.notes[0], query).toContain(`records of the \`${object}\` object`);
  }
});

test('records of no one object are not copyable, linking the page that says the Metadata API manages no data', () => {
  for (const query of [
    'records',
    'copy records',
    'copy records from sandbox to production',
    'custom object records',
    'Invoice__c records',
    'can Metaferry copy data?',
    'migrate data',
    'How to load custom object records from one sandbox org to another in Salesforce?',
    // One word with a capital may say whose records: a product's or an object's name.
    'I set up a data loader to migrate CPQ records.',
    'we load Territory data into production',
    // A noun of moving data, or copy or move acting on the words "data" or "records" themselves.
    'Data migration',
    'Support for migration of data between the sandboxes',
    'how do we copy data between orgs',
  ]) {
    const answer = supportOf(query, origin);
    expect(resolveType(query).anyRecords, query).toBe(true);
    expect(answer, query).toMatchObject({
      status: 'not-copyable',
      type: null,
      url: `${origin}${RECORDS_ROUTE}`,
      source: METADATA_NOT_DATA,
    });
    // Custom metadata type records are the exception, and the answer says so.
    expect(answer.notes[0], query).toContain('`CustomMetadata`');
  }
  // Records a type carries, records said to be of something, and words that aren't records.
  expect(supportOf('custom metadata records', origin)).toMatchObject({
    type: 'CustomMetadata',
    status: 'copied',
  });
  for (const query of [
    'record types',
    'records that link Salesforce Payments to a payment gateway Apex adapter',
    'record of a custom metadata type',
    'import data into a custom metadata type',
    'data',
    'records missing after deploy',
    // A word in lower case before "data" says which data, not whose ("the site data").
    'export the site data',
    // After retrieve or deploy, records may be a type's components (its page's word) or a custom
    // metadata type's, by its short form too.
    'When we retrieve the Path records, the sync fails',
    'we load CMT records to git',
    'deploy CMT records',
    // Not beside a verb that moves only metadata, nor "import" as a noun: a Setup feature's name.
    'data migration after we deploy the validation rules',
    'basic data import for contacts and leads',
  ])
    expect(resolveType(query).anyRecords, query).toBeUndefined();
  expect(answerFor('copy records')).toMatchObject({
    kind: 'records',
    title: 'Records',
    page: { url: RECORDS_ROUTE },
    source: { title: 'Metadata API Developer Guide', url: METADATA_NOT_DATA },
  });
});

test("an object name that opens with an '-ing' word is read after words of the reader's", () => {
  // "-ing" after the first word ends the thing asked ("accounts using …"), but not when it opens an
  // object's whole name: StreamingChannel, ForecastingQuota.
  expect(resolveType('generic streaming channels for push notifications').records).toBe('StreamingChannel');
  expect(resolveType('old streaming channels').records).toBe('StreamingChannel');
  expect(resolveType('accounts using the billing schedule').records).toBe('Account');
});

test('the records reading leaves what a type carries, a setting asked for, a narrowed one-word name and a singular one', () => {
  for (const query of [
    // A type holds a list named after the object: it carries those records.
    'business hours',
    'field permissions',
    'holidays',
    // A request to change a setting, not records.
    'let users add topics to records of an object',
    'enable quotes',
    // Every word of a type's name: the type.
    'topics for objects records',
    // The object's name alone in the singular: it may mean the object's definition, which is
    // metadata, and a one-word name is an English word too.
    'work order',
    'opportunity',
    // Words a type's page uses for what the type configures, though an object has the same name.
    'data streams',
    'video calls',
    // A type's name after a word of the reader's that names no object.
    'custom profiles',
    // A question about something else than copying.
    'Setup Audit Trail after a release, which user shows up as the one who made the changes?',
    // A one-word name narrowed by other words names another thing.
    'Site.com sites',
    'forecast periods',
    // A one-word name in the singular, with no word that says records, is an English word.
    'what order should things go in so nothing fails',
    'which user should run the job',
    // The first part of a list whose longer last part ends with a head no object's name has: the
    // parts share that head ("zones" for ideas and for answers), no object's records.
    'ideas and answers zones',
  ])
    expect(supportOf(query, origin).status, query).not.toBe('not-copyable');
  // A list's parts that are things of their own are still records.
  for (const [query, object] of [
    ['work orders and service appointments', 'WorkOrder'],
    ['paused flow interviews and surveys', 'FlowInterview'],
  ] as const)
    expect(supportOf(query, origin).notes[0], query).toContain(`records of the \`${object}\` object`);
});

test("words that, whole, are a settings field's name and more than an object's name answer neither, offering the field's type", () => {
  // `enableMilestoneFeedItem` of `EntitlementSettings` is the switch Setup calls "Enable milestone feed";
  // `FeedItem` records narrowed by "milestone" read the same words: no answer says either.
  const answer = supportOf('milestone feed items', origin);
  expect(answer.status).toBe('unknown');
  expect(answer.suggestions).toContain('EntitlementSettings');
  // An object's whole name stays its records, though a settings field (`enableWorkOrders`) switches
  // the feature on.
  expect(supportOf('work orders', origin).notes[0]).toContain('records of the `WorkOrder` object');
});

test("a verb that makes or changes records, before nothing but an object's name, asks about those records", () => {
  for (const [query, object] of [
    ['create accounts', 'Account'],
    ['edit the opportunity team members', 'OpportunityTeamMember'],
  ] as const)
    expect(supportOf(query, origin).notes[0], query).toContain(`records of the \`${object}\` object`);
  // A type's name after the verb is the type; anything more than the name asks for a setting.
  expect(supportOf('add record types', origin).type).toBe('RecordType');
  expect(supportOf('create accounts for partners', origin).status).not.toBe('not-copyable');
});

test('the answer card says records are no metadata and links the FAQ answer that says so', () => {
  const card = answerFor('paused flow interviews');
  expect(card).toMatchObject({
    kind: 'records',
    label: 'Records, not metadata',
    title: 'FlowInterview',
    page: { url: RECORDS_ROUTE },
    source: { url: OBJECT_REFERENCE },
  });
  const faq = readFileSync(path.resolve(__dirname, '../../../../docs/faq.mdx'), 'utf8');
  expect(faq).toMatch(/^### Can Metaferry copy data records\?$/m);
  expect(RECORDS_ROUTE).toBe('/faq/#can-metaferry-copy-data-records');
});
