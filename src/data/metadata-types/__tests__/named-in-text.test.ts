// cspell:ignore pricebook contentversion flexipage savepoint pagelayout permissionset recordtype
/** A type's API name written inside a longer text (issue 51, ../named-in-text.ts). */
import { expect, test } from '@playwright/test';
import { metadataTypes, readingNote, resolveType } from '..';
import { nameWords } from '../words';
import {
  NAME_WORDS_MOST,
  NAMED_TEXT_LIMIT,
  namedInText,
  recordsInText,
  spelledInText,
} from '../named-in-text';
import { supportOf } from '../support';

test('a name of two words or more written whole inside a question or report names its type, saying so', () => {
  const query = "we can't deploy EntitlementProcess with the CLI anymore since the last release";
  const match = resolveType(query);
  expect(match.type?.name).toBe('EntitlementProcess');
  expect(match.readAs).toBe(true);
  expect(readingNote(query, match)).toBe(
    "Read as EntitlementProcess, the one type whose API name the text writes; check it's the type you meant.",
  );
  // An organization settings type is the Settings member its page names.
  const settings = resolveType("our CaseSettings won't deploy to the new sandbox after a refresh");
  expect(settings).toMatchObject({ settingsMember: 'CaseSettings', type: { name: 'Settings' } });
  // A source-format folder of two words or more, when one type alone keeps its files there.
  expect(namedInText('files under duplicateRules are skipped when we generate the manifest')).toMatchObject({
    type: 'DuplicateRule',
    how: 'folder',
  });
});

test('a one-word name only with its capital and marked as a type: "-m Flow", "Queue metadata"; never the English word', () => {
  expect(namedInText('sf project retrieve start -m Flow fails on our build server')).toMatchObject({
    type: 'Flow',
    how: 'flagged',
  });
  expect(namedInText('our pipeline stopped picking up Queue metadata from the sandbox')?.type).toBe('Queue');
  // After a flag, the plural a member's type is often written in.
  expect(namedInText('sf project deploy start --metadata Flows:My_Flow runs every test')).toMatchObject({
    type: 'Flow',
    how: 'flagged',
  });
  expect(namedInText('Flows and Queues of work items every night')).toBeUndefined();
  expect(namedInText('a bot that moves a flow through a queue of work items every night')).toBeUndefined();
  expect(namedInText('the Flow of work between Queue owners every night')).toBeUndefined();
  // The last word of a longer name is not the one-word type: "Org Settings" is `OrgSettings`, no `Settings`.
  expect(namedInText('we cannot deploy the Org Settings metadata to production')).toMatchObject({
    settingsMember: 'OrgSettings',
    how: 'spelled',
  });
  expect(namedInText('we cannot deploy the Sales Settings metadata to production')).toBeUndefined();
});

test('two types named, a name inside a path or another name, or past the limit: no type read so', () => {
  // A type and its child are two things asked about.
  expect(namedInText('copy CustomField and CustomObject together between the orgs')).toBeUndefined();
  expect(
    namedInText('the path force-app/main/default/DuplicateRule/x is ignored by the deploy'),
  ).toBeUndefined();
  expect(namedInText('Account.DuplicateRule_Name fails')).toBeUndefined();
  // Bounded: a pasted log is read to its first NAMED_TEXT_LIMIT characters.
  expect(namedInText(`${'x '.repeat(NAMED_TEXT_LIMIT)}DuplicateRule fails`)).toBeUndefined();
  expect(namedInText(`${'x '.repeat(100)}DuplicateRule fails`)?.type).toBe('DuplicateRule');
});

test('read last: a query another reading names keeps that reading, and the answer keeps its status and needs', () => {
  // The API name alone is the type's own name, not a name written inside a text.
  expect(resolveType('DuplicateRule').namedInText).toBeUndefined();
  const answer = supportOf("can't retrieve ManagedContentType components from the sandbox with the CLI", '');
  expect(answer).toMatchObject({ type: 'ManagedContentType', status: 'copied-with-prerequisites' });
  expect(answer.notes[0]).toContain(
    'Read as `ManagedContentType`, the one type whose API name the text writes',
  );
});

test("a type's API name in the plural names it, unless the plural is another type's own name", () => {
  expect(namedInText('our FlexiPages vanish from the retrieve after we upgraded the CLI')).toMatchObject({
    type: 'FlexiPage',
    how: 'plural',
  });
  expect(namedInText('two ApprovalProcesses fail to deploy to the UAT sandbox')?.type).toBe(
    'ApprovalProcess',
  );
  // `AssignmentRules` is a type of its own: the word is that type, not AssignmentRule's plural.
  expect(namedInText('the AssignmentRules file lost a rule in the deploy')?.type).toBe('AssignmentRules');
  expect(
    readingNote(
      'our FlexiPages vanish from the retrieve',
      resolveType('our FlexiPages vanish from the retrieve'),
    ),
  ).toContain('the text writes “FlexiPages”, its API name in the plural,');
});

test("a text that names no type but writes a standard object's API name and moves data asks about records", () => {
  const query = 'the OpportunityLineItem rows are missing after our nightly export to the other org';
  expect(recordsInText(query)).toBe('OpportunityLineItem');
  expect(resolveType(query)).toMatchObject({ type: null, records: 'OpportunityLineItem' });
  expect(supportOf(query, '').status).toBe('not-copyable');
  // No word of moving data: the object's name may mean its definition, fields and layouts.
  expect(recordsInText('OpportunityLineItem has a new field that fails to deploy')).toBeUndefined();
  // A type named too: the text is about that type.
  expect(recordsInText('importing OpportunityLineItem records breaks our ValidationRule')).toBeUndefined();
  // A one-word object name is an English word as often as a name: it names the object's records
  // only as what a verb of moving data acts on, or with its capital inside a sentence before "records".
  expect(recordsInText('the Account records are missing after the export')).toBe('Account');
  expect(recordsInText('I am trying to insert few contacts in my sandbox')).toBe('Contact');
  expect(recordsInText('When loading an Account, and a related Contact, the lookup is empty')).toBe(
    'Account',
  );
  expect(recordsInText('Individual records are missing after the import')).toBeUndefined();
  expect(recordsInText('manual shares that users added to individual records')).toBeUndefined();
  expect(recordsInText('the Account record types are missing after the export')).toBeUndefined();
  expect(recordsInText('we migrate Account fields and load them nightly')).toBeUndefined();
  // In lower case, only the plural: the singular is the English word ("load order", `Order`).
  expect(recordsInText('we insert users into each new sandbox')).toBe('User');
  expect(recordsInText("What's the load order? We export data first")).toBeUndefined();
  // A name of two words or more all in lower case is still no English word.
  expect(recordsInText('we migrate contentversion rows related to records of a custom object')).toBe(
    'ContentVersion',
  );
  expect(recordsInText('we migrate contentVersion rows related to records')).toBeUndefined();
  // From its capital, the rest in any case, as a thread's title wrote it (round 113).
  expect(recordsInText('It is impossible to export properly a PriceBookEntry standard object')).toBe(
    'PricebookEntry',
  );
  // Uploading and downloading are moving data too, when the text names an object so.
  expect(recordsInText('how do I download a ContentVersion and upload it to the other org')).toBe(
    'ContentVersion',
  );
  expect(recordsInText('how do I move a ContentVersion to the other org')).toBeUndefined();
  // Its words apart, in any case, as what a verb of moving data acts on, ending its phrase.
  expect(recordsInText('I want to import pricebook entries - the first one must be standard')).toBe(
    'PricebookEntry',
  );
  expect(recordsInText('we load the Opportunity Line Items from a CSV file')).toBe('OpportunityLineItem');
  // Not an object's words ("process builder flows"), nor words that go on past them.
  expect(recordsInText('we import process builder flows from a CSV of data')).toBeUndefined();
  expect(recordsInText('we import pricebook entries data loader settings')).toBeUndefined();
  // After migrate or transfer, a one-word object's plural is the things themselves with no other
  // data word; not the singular, not a plural going on, not after copy, move or deploy.
  expect(recordsInText("I'm wondering if there is any way to migrate users?")).toBe('User');
  expect(recordsInText('how do I transfer the contacts to the new org')).toBe('Contact');
  expect(recordsInText('how do we migrate Account to the new org')).toBeUndefined();
  expect(recordsInText('we migrate users permission sets to the sandbox')).toBeUndefined();
  expect(recordsInText('can it copy accounts and contacts too?')).toBeUndefined();
  expect(recordsInText('we deploy approvals to production each sprint')).toBeUndefined();
});

test('an object named as one is the object\'s definition, not in a text about data, as a complement or before "fields"', () => {
  const query = 'When retrieving the Entitlement object picklist values are not brought over from the org.';
  expect(namedInText(query)).toMatchObject({ type: 'CustomObject', how: 'object' });
  expect(readingNote(query, resolveType(query))).toContain('“Entitlement object”, an object named as one');
  expect(namedInText('we cannot deploy the Invoice__c object to UAT')?.type).toBe('CustomObject');
  // A text that says it moves data asks about the object's records.
  expect(namedInText('the Case object had 17 records inserted, yet none are in the org')).toBeUndefined();
  // Another thing's complement, the object's fields, or no object's name: not the object.
  expect(namedInText('the permission set holds 2 FLS permissions on User object')).toBeUndefined();
  expect(namedInText('User object fields are missing after the deploy')).toBeUndefined();
  expect(namedInText('a Big Object fails to deploy')).toBeUndefined();
});

test('a name in words apart before "metadata", a one-word name after a verb of moving it, and an aside naming the thing', () => {
  // Words apart, in any case, right before "metadata" or "components": the longest run that is a name.
  expect(namedInText('cannot use savepoint during Path Assistant Metadata Deployment')).toMatchObject({
    type: 'PathAssistant',
    how: 'spelled',
  });
  expect(namedInText('we deploy the security settings metadata every sprint')).toMatchObject({
    type: 'Settings',
    settingsMember: 'SecuritySettings',
  });
  // Not without the word after it: an admin's own phrase is no name.
  expect(namedInText('the path assistant shows the wrong stage')).toBeUndefined();
  // A one-word name with its capital after deploy, retrieve or migrate in any form; never lower-case.
  expect(namedInText('we cannot retrieve Workflow with the new CLI')).toMatchObject({
    type: 'Workflow',
    how: 'flagged',
  });
  expect(namedInText('we cannot retrieve workflow with the new CLI')).toBeUndefined();
  // After "of type" or "metadata object:", as Salesforce's errors write a type.
  expect(namedInText("An object 'Q1' of type Dashboard was named in package.xml")?.type).toBe('Dashboard');
  expect(namedInText("We can't retrieve the specified metadata object: Audience.")?.type).toBe('Audience');
  expect(namedInText('a flow of type screen flow; the metadata object: audience')).toBeUndefined();
  // And in the other slots the error catalog writes a type in, a quote before it allowed.
  expect(namedInText('INVALID_TYPE: Cannot use: Certificate in this version')?.type).toBe('Certificate');
  expect(namedInText("Entity of type 'Flow' named 'Onboarding' cannot be found")?.type).toBe('Flow');
  expect(namedInText('Element label is duplicated at this location in type Report')?.type).toBe('Report');
  expect(namedInText("Unknown type name 'Bot' specified in package.xml")?.type).toBe('Bot');
  // Not without the colon the error writes, nor in lower case.
  expect(namedInText('we cannot use Certificate in this version')).toBeUndefined();
  expect(namedInText('INVALID_TYPE: Cannot use: certificate in this version')).toBeUndefined();
  // Not after a capitalized word, a verb at a sentence's start too: it may end a longer name
  // ("Deploy Community metadata" is an Experience Cloud site's, not the `Community` zone type's).
  expect(namedInText('Step 8: Deploy Community metadata fails with a guest profile error')).toBeUndefined();
  // An aside that holds only a name says which thing the words around it mean, first of all readings.
  const query = 'Edit a page layout in Lightning (a flexipage) and the deploy fails in the other org';
  const match = resolveType(query);
  expect(match.type?.name).toBe('FlexiPage');
  expect(readingNote(query, match)).toContain(
    'the text writes “(a flexipage)”, the API name of the thing it means',
  );
  expect(namedInText('labels/CustomLabels.labels (Custom Label) Not in package.xml')?.type).toBe(
    'CustomLabel',
  );
  // An aside of other words, or naming two things, reads nothing.
  expect(resolveType('a page layout (the one for sales) fails').type?.name).not.toBe('FlexiPage');
  expect(namedInText('a page layout (a flexipage) and a list (ListView) both fail')).toBeUndefined();
});

test('a name with its first letter lowered only where a one-word name would be read: after a verb or flag, before "member"', () => {
  expect(
    namedInText('git-delta leaves out the omniSupervisorConfig member from the package.xml'),
  ).toMatchObject({
    type: 'OmniSupervisorConfig',
    how: 'lowered',
  });
  // The singular of a name in the plural.
  expect(namedInText('ERROR when deploying apexEmailNotification')?.type).toBe('ApexEmailNotifications');
  // Alone, a field, a variable or an XML element: nothing read.
  expect(namedInText('the customField variable holds the name we looked up')).toBeUndefined();
  expect(namedInText('<recordType>Account.Partner</recordType> is missing')).toBeUndefined();
});

test("a path or a source file's name is its type's: the file by its suffix, or the folder above, else the folder it ends with", () => {
  expect(namedInText('sfdx force:source:deploy -p "./src/main/default/duplicateRules/" fails')).toMatchObject(
    {
      type: 'DuplicateRule',
      how: 'folder',
    },
  );
  expect(namedInText('Error shape/settings/FieldService.settings Not available for deploy')).toMatchObject({
    settingsMember: 'FieldServiceSettings',
    how: 'file',
  });
  expect(namedInText('a challenge on line Profile.profile-meta.xml with the guest license')).toMatchObject({
    type: 'Profile',
    how: 'file',
  });
  // The file, not the folders above it.
  expect(
    namedInText('force-app/main/default/objects/Account/fields/Rating__c.field-meta.xml is skipped')?.type,
  ).toBe('CustomField');
  expect(namedInText('flows/Onboarding.flow -- Error: the version is active')?.type).toBe('Flow');
  // A suffix types share, in the folder of the one kept there; a file under a bundle's folder.
  expect(namedInText('Error in force-app/main/default/sites/Partners.site-meta.xml')?.type).toBe(
    'CustomSite',
  );
  expect(namedInText('Error in force-app/main/default/experiences/E_Bikes1.site-meta.xml')?.type).toBe(
    'ExperienceBundle',
  );
  expect(namedInText("We couldn't validate force-app/main/default/lwc/card/card.js-meta.xml")?.type).toBe(
    'LightningComponentBundle',
  );
  // The nearest type's folder decides, and one whose files have another suffix names nothing.
  expect(namedInText('force-app/main/default/classes/helpers/Util.site-meta.xml fails')).toBeUndefined();
  // A folder's own file in its type's folder is the folder type's.
  expect(namedInText('force push -f src/reports/Some_Reports-meta.xml fails')?.type).toBe('ReportFolder');
  // A custom field's full name, as an error line writes it; not inside a path.
  expect(namedInText('Error Case.Product__c Cannot update a field to a Lookup')).toMatchObject({
    type: 'CustomField',
    how: 'field',
  });
  expect(namedInText('see objects/Case.Product__c for it and Product__c alone')).toBeUndefined();
  // A suffix outside its folder, a manifest, a web address: no type.
  expect(namedInText('Onboarding.flow fails to deploy')).toBeUndefined();
  expect(namedInText('our manifest/package.xml lists it')).toBeUndefined();
  expect(namedInText('see https://github.com/forcedotcom/cli/issues/3254 for the thread')).toBeUndefined();
});

test('bounded on hostile text: many asides, runs of words before "metadata", verbs before names', () => {
  const noise = `${'(a b c d e f g '.repeat(5000)}${'deploy the Sales Team metadata components '.repeat(5000)}`;
  expect(namedInText(noise)).toBeUndefined();
  expect(resolveType(noise).type).toBeNull();
  expect(namedInText(`we retrieve Workflow ${noise}`)?.type).toBe('Workflow');
  // Past the limit, a name is not read.
  expect(namedInText(`${noise} we retrieve Workflow`)).toBeUndefined();
});

test('words that name one type as what a verb of moving metadata acts on are read as it when the clause names it or nothing', () => {
  const read = (query: string) => resolveType(query).type?.name;
  const text = 'We cannot retrieve the Record Types from our dev sandbox since the Winter release';
  expect(read(text)).toBe('RecordType');
  // check_support says how it was read, and asks the reader to check.
  const answer = supportOf(text, '');
  expect(answer).toMatchObject({ type: 'RecordType', status: 'copied' });
  expect(answer.notes[0]).toMatch(
    /^Read as `RecordType`: the text writes “Record Types”, words that name it, as what the text deploys or retrieves, and names no other type so; check it's the type you meant\./,
  );
  // A word admins use, in any case and the plural, up to four words of the verb's clause before it;
  // words after it that read as nothing alone ("changes").
  expect(read('pushing all of our page layouts fails with an error on each run')).toBe('Layout');
  expect(read('We have a problem deploying Page Layout changes to the sandboxes')).toBe('Layout');
  // One word, in any case and number, right after a verb that moves only metadata.
  expect(read('we have no way of deploying custom profiles with the pipeline')).toBe('Profile');
  expect(read('deploying our profile to production fails with an error')).toBe('Profile');
  expect(read('Since Monday, pulling Dashboards down from the sandbox gives nothing')).toBe('Dashboard');
  // Or before a verb that tells what happened when it was moved.
  expect(read('Deploying a report fails when using Deploy All Metadata')).toBe('Report');
  expect(read('retrieving our dashboards gives nothing')).toBe('Dashboard');
  // Not a word that says which, after it ("settings for …", "groups used to …"), nor a capitalized
  // word after another, which may end a longer name ("Retrieving Workflow", "App Push Settings").
  expect(read('we retrieve the settings for routing work items from the sandbox')).toBeUndefined();
  expect(read('we deploy the groups used to roll up forecast totals')).not.toBe('Group');
  expect(read('Retrieving Dashboards fails with the new CLI')).toBeUndefined();
  // Not before words that are no place or means ("again"); migrate moves data as often; two types
  // named, neither.
  expect(read('pull the report again')).toBeUndefined();
  expect(read('after the merge we migrate all documents to the new org')).toBeUndefined();
  expect(read('after the merge we retrieve all documents from the old org')).toBe('Document');
  expect(read('deploy QueueRoutingConfig and ServiceChannel before the flows')).toBeUndefined();
  // A settings type's name, read as the settings type.
  const settings = resolveType('we could not retrieve the Security Settings after the Winter release');
  expect(settings.settingsMember).toBe('SecuritySettings');
  // A noun of moving right after the words says the same: the thing is the words alone. Never a
  // one-word name so.
  expect(read('the validation rule deployment keeps failing in the pipeline')).toBe('ValidationRule');
  expect(read('Error in Apex Class deployment: unknown field')).toBe('ApexClass');
  expect(read('our report deployment keeps failing')).toBeUndefined();
  // Another type named after the one a verb moves, not joined to it as its equal, says what the
  // thing is linked to or used in: the first is read. Joined, moved itself or after a first no verb
  // moves, neither.
  expect(read('Unexpected error when pushing external credentials linked to a permission set')).toBe(
    'ExternalCredential',
  );
  expect(read('how to retrieve the list views used in a permission set')).toBe('ListView');
  expect(read('deploy the list views, permission sets to production')).toBeUndefined();
  expect(read('the list views linked to a permission set are missing after the deployment')).toBeUndefined();
  expect(read('retrieving list views breaks the permission set deployment')).toBeUndefined();
  // Where the last word of one name opens another, the later name is the head of the words: "custom
  // permission set" is a permission set.
  expect(read('We deployed a custom permission set through our pipeline to production')).toBe(
    'PermissionSet',
  );
  expect(read('We deployed a custom permission through our pipeline to production')).toBe('CustomPermission');
});

test('words of a type are offered, not read, when the type holds others or the clause names something else', () => {
  const offered = (query: string) => {
    const match = resolveType(query);
    expect(match.type, query).toBeNull();
    return { first: match.suggestions[0], note: supportOf(query, '').notes[0] };
  };
  // A type with children: admins name a child by its parent's words ("a sharing rule"), and a
  // one-word parent's name is a common word ("workflow").
  expect(offered('we deploy a new Contact sharing rule to production')).toEqual({
    first: 'SharingRules',
    note: 'No type read: the text writes “sharing rule” as what it deploys or retrieves, the words of `SharingRules`, which holds other types (`SharingCriteriaRule`, `SharingGuestRule`, `SharingOwnerRule`, …) admins name by its words: ask again with the name you mean.',
  });
  expect(offered('GitHub Actions deploy workflow').first).toBe('Workflow');
  // Its own name of two words or more, whole, is the parent; but where the clause read alone names a child.
  expect(resolveType('we cannot retrieve the sharing rules from our sandbox').type?.name).toBe(
    'SharingRules',
  );
  expect(resolveType('deploying our custom object to production fails with an error').type?.name).toBe(
    'CustomObject',
  );
  expect(offered("we can't retrieve the Standard Matching Rules from our sandbox")).toEqual({
    first: 'MatchingRules',
    note: 'No type read: the text writes “Matching Rules” as what it deploys or retrieves, the words of `MatchingRules`, but “the Standard Matching Rules” read alone names `MatchingRule`: ask again with the name you mean.',
  });
  // The clause the verb acts on, read alone, names another type, or a thing no type carries.
  expect(offered('copy information about a resource assignment rule')).toEqual({
    first: 'AssignmentRule',
    note: 'No type read: the text writes “assignment rule” as what it deploys or retrieves, the words of `AssignmentRule`, but “information about a resource assignment rule” read alone names `AppointmentAssignmentPolicy`: ask again with the name you mean.',
  });
  expect(offered('we deploy the Sharing Settings criteria-based rules to prod').first).toBe(
    'SharingSettings',
  );
  expect(offered('migrate members of the public group').note).toContain(
    '“members of the public group” read alone names something else',
  );
});

test('spelledInText reads a name as long as the longest in the registry', () => {
  expect(NAME_WORDS_MOST).toBe(Math.max(...metadataTypes.map((t) => nameWords(t.name).length)));
  // Five words and six, in a sentence about moving them: read as the whole text reads them.
  for (const name of ['AIScoringModelDefVersion', 'AccountPlanObjMeasCalcDef']) {
    const words = nameWords(name).join(' ');
    expect(words.split(' ').length).toBeGreaterThan(4);
    expect(resolveType(words).type?.name).toBe(name);
    expect(resolveType(`We cannot retrieve the ${words} from our sandbox since the release`).type?.name).toBe(
      name,
    );
  }
});

test('spelledInText: the words, the verb, its clause', () => {
  // The rule alone, with the words' reading given: a stand-in that knows three names.
  const names: Record<string, string> = {
    recordtype: 'RecordType',
    pagelayout: 'Layout',
    permissionset: 'PermissionSet',
  };
  const nameOf = (words: string) => {
    const type =
      names[
        words
          .toLowerCase()
          .replace(/[^a-z]/g, '')
          .replace(/s$/, '')
      ];
    return type ? { type, word: words, how: 'spelled' as const } : undefined;
  };
  expect(spelledInText('pushing all of our page layouts fails', nameOf)?.type).toBe('Layout');
  expect(spelledInText('pushing all of our page layouts fails', () => undefined)).toBeUndefined();
  // Not what the verb acts on: the clause ended ("that", "to"), or more than four words came between.
  expect(spelledInText('we deploy a flow that updates the record type', nameOf)).toBeUndefined();
  expect(spelledInText('we deploy to an org where a record type got renamed', nameOf)).toBeUndefined();
  expect(spelledInText('we deploy nearly all of the many new record types', nameOf)).toBeUndefined();
  // A word of a path is no word of a sentence.
  expect(spelledInText('we retrieve force-app/record type', nameOf)).toBeUndefined();
  // Two types named so, or a text that moves data (besides the words of the name): none.
  expect(spelledInText('retrieve the record types and the page layouts', nameOf)).toBeUndefined();
  expect(spelledInText('we migrate the permission sets of users with their records', nameOf)).toBeUndefined();
  expect(spelledInText('we migrate the record types', nameOf)?.type).toBe('RecordType');
  // The clause the verb acts on, the verb apart: up to four words before the name, and after it to
  // where the clause ends.
  expect(spelledInText('we migrate all the record types with their picklists', nameOf)?.clauses).toEqual([
    'all the record types',
  ]);
  expect(spelledInText('please deploy page layout changes, then', nameOf)?.clauses).toEqual([
    'page layout changes',
  ]);
  // A pasted text that repeats itself: each run of words read once, each clause kept once.
  let reads = 0;
  const counted = (words: string) => {
    reads += 1;
    return nameOf(words);
  };
  expect(spelledInText('deploy the record types. '.repeat(300), counted)?.clauses).toEqual([
    'the record types',
  ]);
  expect(reads).toBeLessThan(20);
});

test('a standard value set\'s name before "picklist" or "values" is StandardValueSet, naming the set', () => {
  for (const [text, valueSet] of [
    ['I added new values in the Lead Status picklist, but Pull Changes shows nothing', 'LeadStatus'],
    ['the flow fails on some LeadSource values that are not in the org', 'LeadSource'],
    ['I see Red Cross Message in the CaseReason standard value set', 'CaseReason'],
    // "picklist" before "values" names nothing ("Lead Source picklist values"); and the field's words
    // with the object named right after them are the set's name, Salesforce's object and field.
    ['the Lead Source picklist values are missing', 'LeadSource'],
    ['the Status picklist values on cases', 'CaseStatus'],
    ['stage picklist values for opportunities', 'OpportunityStage'],
  ] as const)
    expect(namedInText(text), text).toMatchObject({ type: 'StandardValueSet', valueSet, how: 'spelled' });
  // A registry type's own name is that type's, not a value set's.
  expect(namedInText('the EventType values of our monitoring')?.type).not.toBe('StandardValueSet');
  // A name's words elsewhere, or one word of it, name nothing.
  expect(namedInText('the status of each lead, and the values we keep')).toBeUndefined();
  expect(namedInText('the Status values we keep for each lead')).toBeUndefined();
});
