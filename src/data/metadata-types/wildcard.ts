// cspell:ignore assignmentrules autoresponserules customobjecttranslation delegategroup duplicaterule embeddedserviceconfig entitlementprocess entitlementtemplate escalationrules experiencebundle forecastingtype globalvaluesettranslation livechatbutton livechatdeployment matchingrule milestonetype pathassistant platformcachepartition presenceuserconfig queueroutingconfig samlssoconfig sitedotcom standardvaluesettranslation
/**
 * Whether `<members>*</members>` works for a type in a package.xml, as the
 * "Wildcard Support in the Manifest File" sentence of its page in the
 * Metadata API Developer Guide says (issue 38). A type not listed answers
 * null: not known, never a guess from its kind.
 */

export interface WildcardFact {
  readonly wildcard: boolean;
  readonly source: string;
  readonly checked: string;
}

const API_META = 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/';
const CHECKED = '2026-11-27';
const fact = (wildcard: boolean, page: string): WildcardFact => ({
  wildcard,
  source: `${API_META}${page}`,
  checked: CHECKED,
});

/** Each type's own page, where it states it (checked for the types a step names and those with prerequisites). */
export const WILDCARD: Readonly<Record<string, WildcardFact>> = {
  ApexClass: fact(true, 'meta_classes.htm'),
  ApexPage: fact(true, 'meta_pages.htm'),
  ApexTrigger: fact(true, 'meta_triggers.htm'),
  AssignmentRules: fact(true, 'meta_assignmentrules.htm'),
  AutoResponseRules: fact(true, 'meta_autoresponserules.htm'),
  CustomObjectTranslation: fact(true, 'meta_customobjecttranslation.htm'),
  CustomSite: fact(true, 'meta_sites.htm'),
  DelegateGroup: fact(true, 'meta_delegategroup.htm'),
  DuplicateRule: fact(true, 'meta_duplicaterule.htm'),
  EmbeddedServiceConfig: fact(false, 'meta_embeddedserviceconfig.htm'),
  EntitlementProcess: fact(true, 'meta_entitlementprocess.htm'),
  EntitlementTemplate: fact(true, 'meta_entitlementtemplate.htm'),
  EscalationRules: fact(true, 'meta_escalationrules.htm'),
  ExperienceBundle: fact(true, 'meta_experiencebundle.htm'),
  ForecastingType: fact(true, 'meta_forecastingtype.htm'),
  GlobalValueSetTranslation: fact(true, 'meta_globalvaluesettranslation.htm'),
  Group: fact(true, 'meta_group.htm'),
  LiveChatButton: fact(true, 'meta_livechatbutton.htm'),
  LiveChatDeployment: fact(true, 'meta_livechatdeployment.htm'),
  MatchingRule: fact(true, 'meta_matchingrule.htm'),
  MilestoneType: fact(true, 'meta_milestonetype.htm'),
  Network: fact(true, 'meta_network.htm'),
  PathAssistant: fact(true, 'meta_pathassistant.htm'),
  PlatformCachePartition: fact(true, 'meta_platformcachepartition.htm'),
  Portal: fact(true, 'meta_portal.htm'),
  PresenceUserConfig: fact(true, 'meta_presenceuserconfig.htm'),
  Prompt: fact(true, 'meta_prompt.htm'),
  Queue: fact(true, 'meta_queue.htm'),
  QueueRoutingConfig: fact(true, 'meta_queueroutingconfig.htm'),
  Role: fact(true, 'meta_role.htm'),
  SamlSsoConfig: fact(true, 'meta_samlssoconfig.htm'),
  ServiceChannel: fact(true, 'meta_servicechannel.htm'),
  // `*` retrieves every settings type at once; a single settings type is named (Account, Case…).
  Settings: fact(true, 'meta_settings.htm'),
  SiteDotCom: fact(true, 'meta_sitedotcom.htm'),
  Skill: fact(true, 'meta_skill.htm'),
  StandardValueSetTranslation: fact(true, 'meta_standardvaluesettranslation.htm'),
  Territory: fact(true, 'meta_territory.htm'),
  Territory2: fact(true, 'meta_territory2.htm'),
  Territory2Model: fact(true, 'meta_territory2model.htm'),
  Territory2Rule: fact(true, 'meta_territory2rule.htm'),
  Territory2Type: fact(true, 'meta_territory2type.htm'),
  Translations: fact(true, 'meta_translations.htm'),
};
