// Repository names, API names and Salesforce's own misspellings, as sources and messages spell them.
// cspell:ignore SFDO douglascayers dschibster forcedotcom jamesward jongpie rsoesemann sfdc thedges
/**
 * Apex tests and code coverage: what Salesforce returns when a deployment's
 * tests fail or don't cover enough Apex, and when the run's **Test level**
 * doesn't fit the target. Every text was checked with the search tool;
 * `source.where` says where.
 */
import type { ErrorEntry } from '../types';

const RUNNING_TESTS = {
  url: 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_deploy_running_tests.htm',
  title: 'Metadata API Developer Guide: Running Tests in a Deployment',
} as const;

const SUBSET_OF_TESTS = {
  url: 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_deploy_run_specific_tests.htm',
  title: 'Metadata API Developer Guide: Running a Subset of Tests in a Deployment',
} as const;

const WRITING_TESTS = {
  url: 'https://developer.salesforce.com/docs/atlas.en-us.apexcode.meta/apexcode/apex_intro_writing_tests.htm',
  title: 'Apex Developer Guide: Writing Tests',
} as const;

const RUN_JOB = '/start/how-to-run-job/';
const TARGET_ORG = '/basic-terminology/what-is-target-org-salesforce/';

export const entries: readonly ErrorEntry[] = [
  {
    id: 'no-test-run-in-production',
    title: 'Production refuses NoTestRun',
    code: 'INVALID_OPERATION',
    message: 'INVALID_OPERATION: testLevel of NoTestRun cannot be used in production organizations',
    areas: ['tests'],
    steps: ['ci-cd'],
    cause:
      'The run sent `NoTestRun` as the **Test level** to a production org. Salesforce accepts that level only in non-production orgs such as sandboxes, Developer Edition and scratch orgs, whatever the deployment contains.',
    fix: 'Run again with `RunLocalTests`, the production default, or with `RunSpecifiedTests` and test classes in **Test classes** that cover the Apex you deploy.',
    byStep: {
      'ci-cd':
        'Remove `--test-level NoTestRun` (or `"testLevel": "NoTestRun"`) from the pipeline for production targets, or pass `RunLocalTests`.',
    },
    source: {
      ...RUNNING_TESTS,
      confirms: 'rule',
      where:
        'Test levels: NoTestRun applies only to development environments; the text as forcedotcom/cli issue 2105 reports it',
    },
    related: [RUN_JOB, TARGET_ORG],
    words: ['NoTestRun', 'test level production', 'skip tests', 'cannot be used in production'],
  },
  {
    id: 'average-coverage-too-low',
    title: "The org's Apex code coverage is below the production minimum",
    message:
      'Average test coverage across all Apex Classes and Triggers is {percent}%, at least 75% test coverage is required.',
    example:
      'Average test coverage across all Apex Classes and Triggers is 62%, at least 75% test coverage is required.',
    variants: [
      'Your code coverage is {percent}%. You need at least 75% coverage to complete this deployment.',
    ],
    areas: ['tests'],
    steps: [],
    cause:
      "A deployment to production that runs `RunLocalTests` or `RunAllTestsInOrg` needs the tests to cover at least {fact:apexProductionCoverage} of the org's Apex code as a whole, counting the classes and triggers the deployment adds. The tests passed but cover less than that.",
    fix: 'Add test classes that exercise the Apex you deploy, put them in the same step as that Apex, and validate again with **Validate only**. Coverage is measured in the target, so classes already in production without tests lower it too.',
    source: {
      ...WRITING_TESTS,
      confirms: 'rule',
      where:
        "Before you deploy Apex: unit tests must cover at least 75% of your Apex code. The text as thedges/PSFileAttachTemplate issue 1 reports it. The variant as Setup's Deployment Status shows it under Code Coverage Failure, quoted in a Stack Overflow question",
    },
    related: [RUN_JOB, TARGET_ORG],
    words: ['code coverage', 'coverage 75', 'average test coverage', 'not enough tests'],
  },
  {
    id: 'trigger-without-coverage',
    title: 'A trigger has no test coverage',
    message: 'Test coverage of selected Apex Trigger is {percent}%, at least 1% test coverage is required',
    example: 'Test coverage of selected Apex Trigger is 0%, at least 1% test coverage is required',
    variants: [
      'The following triggers have 0% code coverage. Each trigger must have at least 1% code coverage.',
    ],
    areas: ['tests'],
    steps: [],
    cause:
      "A deployment to production needs some coverage for every trigger, besides the org's average. No test that ran fired this trigger, so its coverage is 0%, even when tests cover the classes it calls.",
    fix: "Add a test that inserts or updates records of the trigger's object, so the trigger fires, and deploy it in the same step as the trigger. Validate again with **Validate only**.",
    source: {
      ...WRITING_TESTS,
      confirms: 'rule',
      where:
        'Before you deploy Apex: every trigger must have some test coverage; the change set wording as a Salesforce Stack Exchange question (48693) quotes it',
    },
    related: [RUN_JOB, TARGET_ORG],
    words: ['trigger coverage', 'trigger 0%', 'at least 1%', 'trigger test'],
  },
  {
    id: 'specified-tests-coverage',
    title: 'The named tests cover a deployed class or trigger too little',
    message: 'Test coverage of selected Apex Class is {percent}%, at least 75% test coverage is required',
    example: 'Test coverage of selected Apex Class is 0%, at least 75% test coverage is required',
    variants: [
      'Test coverage of selected Apex Trigger is {percent}%, at least 75% test coverage is required.',
    ],
    areas: ['tests'],
    steps: [],
    cause:
      "With `RunSpecifiedTests`, Salesforce checks coverage component by component: each Apex class and trigger in the deployment needs {fact:apexSpecifiedTestsCoverage} from the tests named in **Test classes**. The org's overall coverage doesn't count.",
    fix: "Add the class's or trigger's own test class to **Test classes** (and to the step, if the target doesn't have it yet), or run with `RunLocalTests`.",
    source: {
      ...SUBSET_OF_TESTS,
      confirms: 'rule',
      where:
        'If the code coverage of an Apex component in the deployment is less than 75%, the deployment fails; the trigger wording as SFDO-Community/declarative-lookup-rollup-summaries issue 738 reports it',
    },
    related: [RUN_JOB, TARGET_ORG],
    words: ['RunSpecifiedTests', 'class coverage', 'test classes', 'coverage per class'],
  },
  {
    id: 'apex-test-assertion-failed',
    title: 'An Apex test failed during the deployment',
    message: 'System.AssertException: Assertion Failed: Expected: {expected}, Actual: {actual}',
    example: 'System.AssertException: Assertion Failed: Expected: 0, Actual: 3',
    variants: [
      'System.AssertException: Assertion Failed',
      'first error: FIELD_CUSTOM_VALIDATION_EXCEPTION, {message}: [{fields}]',
    ],
    areas: ['tests'],
    steps: [],
    cause:
      'A test that the **Test level** ran failed in the target, so Salesforce rejected the whole deployment. Tests often fail only in the target because its data, validation rules, automation or installed packages differ from the org where they were written.',
    fix: "Find the test method and line in the step's error or the run log, fix the test or the difference in the target, and validate again. With `RunSpecifiedTests`, leave out tests that don't cover this deployment. A failing test isn't transient, so `Retry` doesn't help. After `FIELD_CUSTOM_VALIDATION_EXCEPTION` comes the message of a validation rule, or of a trigger's `addError`, that refused the test's record: change the test's data so that it meets the rule.",
    source: {
      url: 'https://developer.salesforce.com/docs/platform/apex-ref/references/apex-ref/apex-classes-exception-methods.html',
      title: 'Apex Reference Guide: Exception Class and Built-In Exceptions',
      confirms: 'code',
      where:
        'System exceptions table: AssertException, a System.assert failure; the texts as douglascayers/sfdc-convert-notes-to-chatter-notes issue 13 and rsoesemann/salesforce-plantuml issue 9 report them, and the validation rule text as SFDO-Community/declarative-lookup-rollup-summaries issue 123 reports it',
    },
    related: [RUN_JOB, '/basic-terminology/on-error/'],
    words: ['test failure', 'assertion failed', 'failing test', 'AssertException'],
  },
  // Tests that fail in the target for a reason of their own code: each quotes the part of
  // Salesforce's text that names the error, not the System.DmlException framing that every DML
  // error shares (a DmlException with another code is another error).
  {
    id: 'test-mixed-dml',
    title: 'Apex changed a setup object and a record in one transaction',
    code: 'MIXED_DML_OPERATION',
    message:
      'DML operation on setup object is not permitted after you have updated a non-setup object (or vice versa): {object}, original object: {original}',
    example:
      'DML operation on setup object is not permitted after you have updated a non-setup object (or vice versa): Account, original object: User',
    areas: ['tests', 'apex'],
    steps: [],
    cause:
      'In one transaction, Apex changed a setup object, such as `User`, `Group`, `GroupMember` or `PermissionSetAssignment`, and another record, such as an `Account`. Salesforce refuses that mix. In a test, it often comes from test data that creates a user and records together. It can also come from automation that only the target has, such as a trigger on `User`.',
    fix: "Change the test so that the setup objects are saved in a block of their own, inside `System.runAs`, or in asynchronous Apex, and deploy the changed test class in the step. If the target's own automation causes the mix, change that automation. Then validate again with **Validate only**.",
    source: {
      url: 'https://developer.salesforce.com/docs/platform/apex-dev/references/apex-dev/apex-dml-non-mix-sobjects.html',
      title: "Apex Developer Guide: sObjects That Can't Be Used Together in DML Operations",
      confirms: 'rule',
      where:
        "Introduction: DML on setup sObjects can't be mixed with DML on other sObjects in the same transaction; the text as jongpie/NebulaLogger issue 938 and dschibster/sfdx-batch-orchestrator issue 20 report it",
    },
    related: [RUN_JOB, TARGET_ORG],
    words: ['mixed dml', 'setup object', 'non-setup object', 'runAs'],
  },
  {
    id: 'test-callout-without-mock',
    title: 'An Apex test made a callout without a mock',
    message: 'Methods defined as TestMethod do not support Web service callouts',
    areas: ['tests', 'apex'],
    steps: [],
    cause:
      "Apex tests can't call services outside Salesforce. A test ran code that makes an HTTP or web service callout, and the test gave it no mock response. The callout can come from the class the test covers, or from a trigger or other automation that the target runs when the test saves a record.",
    fix: 'Give the test a mock response with `Test.setMock` before the code that calls out, and deploy the changed test class in the same step as that code. Then validate again with **Validate only**.',
    source: {
      url: 'https://developer.salesforce.com/docs/platform/apex-dev/references/apex-dev/apex-classes-restful-http-testing.html',
      title: 'Apex Developer Guide: Testing HTTP Callouts',
      confirms: 'rule',
      where:
        "Introduction: by default, test methods don't support HTTP callouts, so tests that perform callouts fail; the text as SFDO-Community/declarative-lookup-rollup-summaries issue 869 reports it",
    },
    related: [RUN_JOB, '/supported-components/remote-site-settings/'],
    words: ['callout in test', 'test callout', 'setMock', 'web service callouts'],
  },
  {
    id: 'test-callout-after-dml',
    title: 'Apex called out after saving records in the same transaction',
    message: 'You have uncommitted work pending. Please commit or rollback before calling out',
    areas: ['tests', 'apex'],
    steps: [],
    cause:
      "Salesforce doesn't allow a callout after DML in the same transaction, because the saved records are still uncommitted work. In a test, it usually means that the test saves its data and then runs code that calls out, outside `Test.startTest` and `Test.stopTest`.",
    fix: 'Change the test so that it saves its data first, then calls `Test.startTest`, sets the mock with `Test.setMock`, runs the code that calls out, and calls `Test.stopTest`. Deploy the changed test class in the step, then validate again with **Validate only**.',
    source: {
      url: 'https://developer.salesforce.com/docs/atlas.en-us.apexcode.meta/apexcode/apex_classes_restful_http_testing_dml.htm',
      title: 'Apex Developer Guide: Performing DML Operations and Mock Callouts',
      confirms: 'rule',
      where:
        "Introduction: callouts aren't allowed after DML operations in the same transaction, because DML leaves pending uncommitted work; the text as jamesward/salesforce-webhook-creator issue 16 reports it",
    },
    related: [RUN_JOB, TARGET_ORG],
    words: ['uncommitted work pending', 'callout after dml', 'commit or rollback', 'startTest'],
  },
  {
    id: 'specified-test-class-not-found',
    title: "A class named for a test run isn't a test class in that org",
    message:
      "This class name's value is invalid: {class}. Provide the name of an Apex class that has test methods.",
    example:
      "This class name's value is invalid: RenewalTest. Provide the name of an Apex class that has test methods.",
    areas: ['tests'],
    steps: [],
    cause:
      "This text comes from Salesforce's Apex test runner, as `sf apex run test` prints it, not from a deployment. It means a class named for the run isn't an Apex class with test methods in that org. The name is misspelled, the class isn't there yet, it has no test methods, or it lacks its managed package's namespace prefix. For a deployment with `RunSpecifiedTests`, Salesforce documents no text, so look for the class name in the step's test results.",
    fix: 'In `sf apex run test`, correct the class name, with `namespace.` before a class of a managed package. In Metaferry, correct the same name in **Test classes** (class names, not methods), or add the test class to the step that deploys the code it tests.',
    source: {
      ...SUBSET_OF_TESTS,
      confirms: 'rule',
      where:
        'Notes About Running Specific Tests: only test classes, with a namespace prefix where one applies',
    },
    related: [RUN_JOB, '/supported-components/ci-cd/'],
    words: ['test class not found', 'RunSpecifiedTests', 'test classes', 'namespace prefix'],
  },
  {
    id: 'flow-test-coverage',
    title: 'Active flows lack test coverage in production',
    message:
      'Test coverage of active processes and autolaunched flows is {percent}%, but at least {required}% is required.',
    example: 'Test coverage of active processes and autolaunched flows is 74%, but at least 75% is required.',
    areas: ['tests'],
    steps: [],
    cause:
      "The production org has **Deploy processes and flows as active** turned on in **Process Automation Settings**. Before Salesforce deploys a flow as active there, Apex tests must cover the org's active processes and autolaunched flows. When coverage falls short, Salesforce rolls the deployment back. Screen flows don't count.",
    fix: 'Add Apex tests that launch the autolaunched flows and processes, deploy them with the flow, and validate again. Or turn the setting off in production and activate the new flow version there after the run.',
    source: {
      url: 'https://help.salesforce.com/s/articleView?id=platform.flow_distribute_deploy_active.htm&type=5',
      title: 'Deploy Processes and Flows as Active',
      confirms: 'rule',
      where:
        'Before you can deploy a process or autolaunched flow as active, Apex tests must cover the flow test coverage percentage. The text in part as the address of a Salesforce Stack Exchange question (250177) shows it. The text in full as a public team wiki (mon28188/DeloitteCodeBase) quotes it',
    },
    related: [RUN_JOB, '/docs/known-issues/'],
    words: ['flow coverage', 'deploy flows as active', 'process builder coverage', 'flow test'],
  },
];
