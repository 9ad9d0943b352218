// cspell:ignore Knwoledge
/**
 * What the type resolver (./index.ts) answers for a reader's words, and how it read them: the shape
 * every reading returns, in ./index.ts and in the readings of names written exactly
 * (./exact-names.ts).
 */
import type { NamedInText } from './named-in-text';
import type { MetadataType } from './registry';
import type { RemovedType } from './removed';
import type { SetupFeature } from './setup-features';
import type { SetupLabel } from './setup-labels';
import type { DeclaredName, FilePart, UnlistedName } from './unlisted';

export interface TypeMatch {
  /** The type the query names, or null. */
  readonly type: MetadataType | null;
  /** The nearest names, best first, when the query names none; the name it was read as after a slip. */
  readonly suggestions: readonly string[];
  /**
   * True when the query names no type but is one or two typing slips from one name, which `type` is,
   * or ends with a type's name after words that place it (`byHead`): the callers say so plainly
   * ("read as FlowDefinition"), never take it silently.
   */
  readonly readAs?: boolean;
  /** Read as the type's name the query ends with, after words that place it: no slip, a name. */
  readonly byHead?: boolean;
  /**
   * The API name as the text writes it, one typing slip from the type's (`apiNameSlip`:
   * "KnwoledgeSettings"), so the note can say which word was read and why.
   */
  readonly slipped?: string;
  /**
   * Read as the one-word name the query starts with, before words that place it (`ownWordFirst`:
   * "flows built in Flow Builder"). A sentence starts so too ("flow deployed to production stays
   * inactive"), so the answer card tries a problem's symptoms first.
   */
  readonly nameFirst?: boolean;
  /** The Setup feature the query names, one the Metadata API doesn't carry (./setup-features.ts). */
  readonly feature?: SetupFeature;
  /** The standard object whose records the query names, which no deploy carries (./records.ts). */
  readonly records?: string;
  /** The query asks about records themselves, of no one object it names ("copy records"; ./records.ts). */
  readonly anyRecords?: true;
  /** Read by what the type's page says it represents (./described.ts): that phrase, with `readAs`. */
  readonly described?: string;
  /** `described` is the name Salesforce's Setup or product pages give the thing, not the page's phrase. */
  readonly describedByName?: boolean;
  /** Read because most of the query's words are those of `described` and its type's (`describedByMost`). */
  readonly describedByMost?: boolean;
  /**
   * An organization settings type named by its Metadata API name (`AddressSettings`), one Salesforce's
   * pages list (./settings.ts): `type` is then `Settings`, the name a package.xml uses.
   */
  readonly settingsMember?: string;
  /** The field of `settingsMember` whose words hold the query's, when it asked for a behavior (./settings-fields.ts). */
  readonly settingsField?: string;
  /** The Setup labels of the fields of `settingsMember`, or of `type`, whose words hold the query's, most held first (./setup-labels.ts). */
  readonly setupLabels?: readonly SetupLabel[];
  /** `settingsMember` read as the object of a request's verb, by its name without "Settings" ("turn on knowledge"). */
  readonly settingsByObject?: boolean;
  /** `settingsMember` read as the query's whole words, its name without "Settings" ("dev hub"). */
  readonly settingsWithout?: true;
  /**
   * A name the registry no longer has that Salesforce's pages say a release removed
   * (`AccountSharingRules`, up to API 32.0; ./removed.ts), by its exact name: `type` is null, and
   * `suggestions` names what replaces it.
   */
  readonly removed?: RemovedType;
  /**
   * A name Salesforce's guide pages that the registry doesn't list as a type (./unlisted.ts), by its
   * exact name: a part of other types' files (`ActionOverride`), then `type` is the first type whose
   * file holds it and `readAs` is set; or a type with a file of its own the registry lacks
   * (`ClaimFinancialSettings`), then `type` is null.
   */
  readonly unlisted?: UnlistedName;
  /**
   * A complex type that lives inside registry types' files (./unlisted.ts, `FlowRule`), by its exact
   * name: `type` is the one type that holds it, with `readAs`; null when several types' files do.
   */
  readonly filePart?: FilePart;
  /**
   * A name the Metadata API's WSDL declares as a metadata type that no reading answers
   * (./unlisted.ts, `QuickTextSettings`), written alone: `type` is null.
   */
  readonly declared?: DeclaredName;
  /**
   * A configuration type named as Setup names it, "… settings" (`configAsSettings`): `type` is the
   * type whose name is the query's words before "settings" and then `Config` or `Configuration`.
   */
  readonly configAsSettings?: true;
  /** Read by a type's API name or folder written inside a longer text (./named-in-text.ts), as written. */
  readonly namedInText?: NamedInText;
  /**
   * With `type` null: the type the text names in words as what a deploy or retrieve acts on
   * (./named-in-text.ts, `spelledInText`), first of `suggestions`: offered, where `movedNamesRead`
   * doesn't read it as the answer.
   */
  readonly offered?: NamedInText;
  /** Read as the one type whose name's words the query's are but this one (`oneWordLeftOut`). */
  readonly wordLeftOut?: string;
  /** Read from the words that open the text as its subject, these (`subjectRead`). */
  readonly subject?: string;
  /** Read as the type that replaced this one, a type its page takes out of deploys (`replacedInWords`). */
  readonly replaced?: string;
  /** Read without the brand "Salesforce" before a name (`brandRead`): the words read, these. */
  readonly withoutBrand?: string;
  /**
   * Read from the words before where Setup shows the thing (`setupPageRead`: "… page under
   * Customize"): those words, and the place.
   */
  readonly onSetupPage?: { readonly words: string; readonly place: string };
  /** With `offered`: the clause the verb acts on that, read alone, names something else. */
  readonly offeredOther?: OfferedOther;
}

/** A clause that holds an offered type's words and, read alone, names something else. */
export interface OfferedOther {
  readonly clause: string;
  /** The type the clause names alone, or null: a feature, records or a name the pages give. */
  readonly reads: string | null;
}

/**
 * Why a name has no status of its own, read in one order for every caller (./support.ts's note, the
 * answer card's label): a name the guide pages that the registry doesn't list (a type too new for
 * it, or a base type), a name only the Metadata API's WSDL declares, or a part several types' files
 * hold (`FilterItem`). None when the match names a type.
 */
export type NoStatus =
  | { readonly kind: 'unlisted'; readonly unlisted: UnlistedName }
  | { readonly kind: 'declared'; readonly declared: DeclaredName }
  | { readonly kind: 'part'; readonly part: FilePart };

export function noStatusOf(match: TypeMatch): NoStatus | undefined {
  if (match.type) return undefined;
  if (match.unlisted) return { kind: 'unlisted', unlisted: match.unlisted };
  if (match.declared) return { kind: 'declared', declared: match.declared };
  if (match.filePart) return { kind: 'part', part: match.filePart };
  return undefined;
}
