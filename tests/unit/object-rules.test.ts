import { expect, test } from '@playwright/test';
import { OBJECT_NAMES } from '@site/src/data/metadata-types/records';
import { parseDeclarations } from '../../scripts/lib/declarations';
import { carriedByFields, storesData } from '../../scripts/lib/object-rules';

/**
 * The rules scripts/object-names.ts keeps a standard object by (issue 51), on made-up stubs and
 * declarations shaped as the sources write them, then on the list the script wrote.
 */
const stub = (...fields: string[]) =>
  `public class X extends SObject {\n${fields.map((f) => `\tpublic ${f};`).join('\n')}\n}`;

test('an object stores data when its stub has a timestamp and no field of a setup object', () => {
  expect(storesData(stub('Id Id', 'String Name', 'Datetime CreatedDate'))).toBe(true);
  expect(storesData(stub('Id Id', 'Datetime SystemModstamp'))).toBe(true);
  // Setup objects that mirror metadata.
  for (const field of ['String DeveloperName', 'String NamespacePrefix', 'String MasterLabel'])
    expect(storesData(stub('Id Id', field, 'Datetime CreatedDate')), field).toBe(false);
  // A view over other data: no timestamp of its own.
  expect(storesData(stub('Id Id', 'String Name', 'String Type'))).toBe(false);
});

test("a field carries an object's records when its structure is named after the object, not a list of names", () => {
  const declarations = parseDeclarations(
    [
      'export type BusinessHoursSettings = Metadata & {',
      '    businessHours: BusinessHoursEntry[];',
      '    holidays: Holiday[];',
      '};',
      'export type BusinessHoursEntry = Metadata & {',
      '    name?: string;',
      '    timeZoneId?: string;',
      '};',
      'export type Holiday = {',
      '    activityDate?: Date;',
      '    name?: string;',
      '};',
      'export type PermissionSet = Metadata & {',
      '    fieldPermissions: PermissionSetFieldPermissions[];',
      '};',
      'export type PermissionSetFieldPermissions = {',
      '    editable: boolean;',
      '    field: string;',
      '};',
      'export type QueueMembers = {',
      '    users?: Users;',
      '};',
      'export type Users = {',
      '    user: string[];',
      '};',
      'export type ApexEmailNotification = {',
      '    user?: string;',
      '};',
      'export type Workflow = Metadata & {',
      '    tasks: WorkflowTask[];',
      '};',
      'export type WorkflowTask = WorkflowAction & {',
      '    subject: string;',
      '    status: string;',
      '};',
      'export type KnowledgeSettings = Metadata & {',
      '    cases?: KnowledgeCaseSettings;',
      '};',
      'export type KnowledgeCaseSettings = {',
      '    articlePDFCreationProfile?: string;',
      '    enableArticleCreation?: boolean;',
      '};',
      '',
    ].join('\n'),
  );
  const carried = carriedByFields(declarations, new Set(['workflowtask']));
  // A structure named after the object, its name first or last.
  expect(carried('holiday')).toBe(true);
  expect(carried('businesshours')).toBe(true);
  expect(carried('fieldpermissions')).toBe(true);
  // A list of names, a name, a structure of another name: they refer to records or hold settings.
  expect(carried('user')).toBe(false);
  expect(carried('case')).toBe(false);
  // A registry type's own components, named with more than the field's name: the tasks a workflow
  // rule assigns are `WorkflowTask`s, not `Task` records; without the registry's names, they would be.
  expect(carried('task')).toBe(false);
  expect(carriedByFields(declarations)('task')).toBe(true);
  // No field named after it.
  expect(carried('account')).toBe(false);
});

test('the list the script wrote holds the objects of data and none a type carries or a view', () => {
  const names = new Set(OBJECT_NAMES);
  for (const object of ['Account', 'Case', 'User', 'Task', 'PushTopic', 'FlowInterview'])
    expect(names.has(object), object).toBe(true);
  // Carried by a type's field (Holiday, FieldPermissions), mirroring metadata (Site, CaseStatus,
  // EmailTemplate), or a view (TabDefinition, Name).
  for (const object of [
    'Holiday',
    'FieldPermissions',
    'Site',
    'CaseStatus',
    'EmailTemplate',
    'TabDefinition',
    'Name',
  ])
    expect(names.has(object), object).toBe(false);
});
