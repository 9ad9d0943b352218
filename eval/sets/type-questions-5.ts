/**
 * The type set's fifth round (issue 51): 24 names as developers and AI assistants write them, each
 * one CamelCase API name from Salesforce's Metadata API Developer Guide, written blind on 2026-12-01
 * by a helper that read only Salesforce's pages (none of the code, tests or sets): 16 complex types
 * that live inside exactly one metadata type's file, each with the type a package.xml lists for it
 * (10 in the type's own field table, 6 nested two or more levels deep; from 16 different types), 4
 * complex types that several types' files hold (null: no one type), and 4 names that are no metadata
 * at all (2 standard objects, 2 Tooling API objects; null). The writer named four cases it was
 * unsure of by position (10, 15, 16, 19), not by name. It arrived in the twentieth session after the
 * reading of guide parts and of the WSDL's complex types (ec9fc28 and after) was written from the
 * whole source, never from its cases. On arrival, after the WSDL's table: tuning 11/12, held out
 * 11/12 (one held-out answer names another type: a name the writer gives no single type that the
 * WSDL's types place in one); at ec9fc28 (the guide's parts only) 4/12 and 5/12; at 6b63772, the
 * session's start, 4/12 and 4/12, no answer naming another type. The tuning half's one miss
 * (`BatchCalcJobDatasource`) belongs to a type the WSDL's types don't have yet: the table then
 * took the field tables of those types' own pages (a rule over all 146 of them, whose first run had
 * missed names written with zero-width spaces): 12/12 tuning. Its held-out half was seen after its
 * score was recorded, in a diff of every set's answers. One rule followed that sight: those types'
 * pages add holders to a part the WSDL's types place in another type (`GenAiPlannerBundle`'s file
 * holds what the WSDL puts in `AiAgentDefinitionVersion`'s), which turned the held-out miss: 12/12,
 * not a clean measure; the arrival's 11/12 is.
 */
import type { SourcedTypeQuestion } from '../types';
import type { TypeSet } from './define';

export const TYPE_QUESTIONS_5: readonly SourcedTypeQuestion[] = [
  {
    query: 'AccessMapping',
    type: 'SharingSet',
    why: "SharingSet field table: 'accessMappings | AccessMapping[] | A list of access mappings on a sharing set.' AccessMapping is a sub-section of the SharingSet page.",
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.262.0.api_meta.meta/api_meta/meta_sharingset.htm',
  },
  {
    query: 'PathAssistantStep',
    type: 'PathAssistant',
    why: "PathAssistant field table: 'pathAssistantSteps | PathAssistantStep[] | List of all the steps that have been configured with fields and guidance information.'",
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.212.0.api_meta.meta/api_meta/meta_pathassistant.htm',
  },
  {
    query: 'ApprovalStep',
    type: 'ApprovalProcess',
    why: "ApprovalProcess field table: 'approvalStep | ApprovalStep[] | An array of approval step definitions.' (file suffix .approvalProcess).",
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.258.0.api_meta.meta/api_meta/meta_approvalprocess.htm',
  },
  {
    query: 'TransactionSecurityAction',
    type: 'TransactionSecurityPolicy',
    why: "TransactionSecurityPolicy field table: 'action | TransactionSecurityAction | Required. Describes the action to take when the matching Transaction Security policy is triggered.'",
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.220.0.api_meta.meta/api_meta/meta_transactionsecurity.htm',
  },
  {
    query: 'WaveXmdDimension',
    type: 'WaveXmd',
    why: "WaveXmd (CRM Analytics, suffix .xmd) field table: 'dimensions | WaveXmdDimension | List of dimensions, with formatting information.'",
    source: 'https://developer.salesforce.com/docs/atlas.en-us.262.0.api_meta.meta/api_meta/meta_wavexmd.htm',
  },
  {
    query: 'ConnectedAppCanvasConfig',
    type: 'ConnectedApp',
    why: "ConnectedApp field table: 'canvasConfig | ConnectedAppCanvasConfig | The configuration options of the connected app if it's exposed as a canvas app.'",
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.226.0.api_meta.meta/api_meta/meta_connectedapp.htm',
  },
  {
    query: 'PresenceConfigAssignments',
    type: 'PresenceUserConfig',
    why: "PresenceUserConfig (Omni-Channel) field table: 'assignments | PresenceConfigAssignments | Specifies how presence configurations are assigned to Omni-Channel users. Presence configurations can be assigned to sets of users or to sets of profiles.'",
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.250.0.api_meta.meta/api_meta/meta_presenceuserconfig.htm',
  },
  {
    query: 'ManagedContentNodeType',
    type: 'ManagedContentType',
    why: "ManagedContentType (Salesforce CMS / Experience) field table: 'managedContentNodeTypes | ManagedContentNodeType[] | Nodes included as part of this custom content type.' ManagedContentNodeType is a sub-section of that page ('Represents the structure of individual nodes within the custom content type').",
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.226.0.api_meta.meta/api_meta/meta_managedcontenttype.htm',
  },
  {
    query: 'BatchCalcJobDatasource',
    type: 'BatchCalcJobDefinition',
    why: "BatchCalcJobDefinition (Data Processing Engine, industries; suffix .batchCalcJobDefinition) field table: 'datasources | BatchCalcJobDatasource[] | Collection of data source nodes in a data processing engine.'",
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.234.0.api_meta.meta/api_meta/meta_batchcalcjobdefinition.htm',
  },
  {
    query: 'GenAiPluginInstructionDef',
    type: 'GenAiPlugin',
    why: "GenAiPlugin (agent topic) field table: 'genAiPluginInstructions | GenAiPluginInstructionDef[] | A list of instructions in the topic.' Its own page adds: 'GenAiPluginInstructionDef components are part of a GenAiPlugin component and aren't used separately.'",
    source: 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_genaiplugin.htm',
  },
  {
    query: 'CallCenterItem',
    type: 'CallCenter',
    why: "Two levels deep: CallCenter field 'sections | CallCenterSection[] | Custom setup items defined for this call center'; the CallCenterSection sub-section has 'items | CallCenterItem[] | Contains the label, name, and value that describe the sections.'",
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.224.0.api_meta.meta/api_meta/meta_callcenter.htm',
  },
  {
    query: 'SkillUserAssignments',
    type: 'Skill',
    why: "Two levels deep: Skill field 'assignments | SkillAssignments | Specifies how skills are assigned to Chat users'; the SkillAssignments sub-section has 'users | SkillUserAssignments | Specifies the users that are associated with a specific skill.'",
    source: 'https://developer.salesforce.com/docs/atlas.en-us.234.0.api_meta.meta/api_meta/meta_skills.htm',
  },
  {
    query: 'RecordActionDefaultItem',
    type: 'RecordActionDeployment',
    why: "Two levels deep: RecordActionDeployment field 'channelConfigurations | RecordActionDeploymentChannel | Specifies configuration settings for different channels'; the RecordActionDeploymentChannel sub-section has 'channelItems | RecordActionDefaultItem | Specifies default actions for a channel and attributes for each action.'",
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.218.0.api_meta.meta/api_meta/meta_recordactiondeployment.htm',
  },
  {
    query: 'FlowTestAssertion',
    type: 'FlowTest',
    why: "Two levels deep in FlowTest (suffix .flowtest, a type separate from Flow): FlowTest field 'testPoints | FlowTestPoint[] | An array of test points for the test'; the FlowTestPoint sub-section has 'assertions | FlowTestAssertion[] | An array of assertions for the test.'",
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.250.0.api_meta.meta/api_meta/meta_flowtest.htm',
  },
  {
    query: 'AudienceCriteriaValue',
    type: 'Audience',
    why: "Nested in Audience (Experience Builder site audience, suffix .audience): Audience field 'criterion | AudienceCriterion[] | List of criteria in an audience'; the AudienceCriterion sub-section has 'criterionValue | AudienceCriteriaValue | The value of the criterion.' (API 47.0+ wraps criteria in AudienceCriteria, still inside the same file).",
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.216.0.api_meta.meta/api_meta/meta_audience.htm',
  },
  {
    query: 'ContentAssetLink',
    type: 'ContentAsset',
    why: "Nested in ContentAsset (asset file, suffix .asset): field 'relationships | ContentAssetRelationships | The list of ContentAssetLinks that describe whether the asset file can be shared with the org.' ContentAssetLink lives inside ContentAssetRelationships.",
    source: 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_contentasset.htm',
  },
  {
    query: 'RuleEntry',
    type: null,
    why: "Shared inner type: the AssignmentRules page has AssignmentRule 'ruleEntry | RuleEntry[] | Represents the type and description for the assignment rule'; AutoResponseRules has AutoResponseRule 'ruleEntry | RuleEntry[]'; EscalationRules has EscalationRule 'ruleEntry | RuleEntry[] | Contains the definitions of the rule entries in the escalation rule.'",
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_assignmentrule.htm',
  },
  {
    query: 'GenAiPlannerFunctionDef',
    type: null,
    why: "Shared inner type: GenAiPlannerBundle has 'genAiFunctions | GenAiPlannerFunctionDef[] | A list of agent action definitions' and 'genAiPlugins | GenAiPlannerFunctionDef[] | A list of agent topic definitions'; the older GenAiPlanner type (API 60.0-63.0) has the same 'genAiFunctions | GenAiPlannerFunctionDef[]' field.",
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_genaiplannerbundle.htm',
  },
  {
    query: 'MlIntent',
    type: null,
    why: "Shared inner type: MlDomain (Einstein Intent Set, .mlDomain) has 'mlIntents | MlIntent[] | List of intents under this Einstein Intent Set'; the Bot page's LocalMlDomain sub-section (Bot field botMlDomain) also has 'mlIntents | MlIntent[]', the intents of the bot's local intent set.",
    source: 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_mldomain.htm',
  },
  {
    query: 'ConversationContextVariable',
    type: null,
    why: "Shared inner type: Bot has 'contextVariables | ConversationContextVariable | Represents the context variables that enable your bot to gather customer information regardless of channel'; BotTemplate (.botTemplate) also has 'contextVariables | ConversationContextVariable[]'.",
    source: 'https://developer.salesforce.com/docs/atlas.en-us.218.0.api_meta.meta/api_meta/meta_bot.htm',
  },
  {
    query: 'OpportunityLineItem',
    type: null,
    why: "Standard object in the Object Reference, its records are data: 'Represents an opportunity line item, which is a member of the list of Product2 products associated with an Opportunity.' Supported calls are data calls (create(), query(), update() ...), not a Metadata API type.",
    source:
      'https://developer.salesforce.com/docs/platform/object-reference/references/standard-objects/object-opportunitylineitem.html',
  },
  {
    query: 'ContentDocumentLink',
    type: null,
    why: "Standard object in the Object Reference (data records): 'Represents the link between a Salesforce CRM Content document, Salesforce file, or ContentNote and where it's shared.' Supported calls create(), delete(), query() ...; not a Metadata API type.",
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.object_reference.meta/object_reference/sforce_api_objects_contentdocumentlink.htm',
  },
  {
    query: 'MetadataContainer',
    type: null,
    why: "Tooling API operational object: 'MetadataContainer: Manages working copies of ApexClassMember, ApexTriggerMember, ApexPageMember, and ApexComponentMember objects, including collections of objects to be deployed together' (deployed via ContainerAsyncRequest); not a Metadata API type.",
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_tooling.meta/api_tooling/reference_objects_operational.htm',
  },
  {
    query: 'ApexCodeCoverageAggregate',
    type: null,
    why: "Tooling API object: 'Represents aggregate code coverage test results for an Apex class or trigger. Available in Tooling API version 29.0 and later.' Supported calls describeSObjects(), query(), retrieve(); not a Metadata API type.",
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_tooling.meta/api_tooling/tooling_api_objects_apexcodecoverageaggregate.htm',
  },
];

export const SET: TypeSet = {
  kind: 'type',
  round: 5,
  name: "type set's fifth round",
  held: 'halves',
  blind: true,
  arrival:
    'tuning 11/12, held out 11/12 (one answered as another type); 4/12 and 5/12 at ec9fc28; 4/12 and 4/12 at 6b63772',
  story:
    "Blind (issue 51): API names of the complex types inside types' files, shared ones and names that are no metadata, written from Salesforce's pages and scored on arrival in the twentieth session.",
  // Tuning 12/12 after the guide's rows for the types the WSDL lacks; held out 11/12 on arrival.
  // Floors raised to the scores at 9a0fc00 (the twenty-ninth session's start), so a change that
  // loses a case fails here; they were set when each set arrived or was last tuned.
  floor: { tuning: 1, heldOut: 1 },
  questions: TYPE_QUESTIONS_5,
};
