// Repository names, API names and Salesforce's own misspellings, as sources and messages spell them.
// cspell:ignore Apsona Cloudingo forcedotcom forceworkbench occured restforce sfdx
/**
 * Errors met while connecting an org to Metaferry (OAuth, sessions, API
 * access) and errors that come from the authorizing user's permissions.
 * Every text was checked with the search tool; `source.where` says where,
 * including the vendor or issue page that shows a text Salesforce's own page
 * doesn't print.
 */
import type { ErrorEntry } from '../types';

const OAUTH_ERRORS = {
  url: 'https://help.salesforce.com/s/articleView?id=xcloud.remoteaccess_oauth_flow_errors.htm&language=en_US&type=5',
  title: 'OAuth 2.0 Authorization Errors',
} as const;

const USAGE_RESTRICTIONS = {
  url: 'https://help.salesforce.com/s/articleView?id=005132365&type=1',
  title: 'Prepare for Connected App Usage Restrictions Change',
} as const;

const NOT_APPROVED = {
  url: 'https://help.salesforce.com/apex/HTViewSolution?id=000212208&language=en_US',
  title: 'Why do users get the "Failed: Not approved for access" error message?',
} as const;

const IP_RELAXATION = {
  url: 'https://help.salesforce.com/s/articleView?id=xcloud.connected_app_continuous_ip.htm&language=en_US&type=5',
  title: 'Connected App IP Relaxation and Continuous IP Enforcement',
} as const;

const CLI_AUTH_ERRORS = {
  url: 'https://developer.salesforce.com/docs/atlas.en-us.sfdx_dev.meta/sfdx_dev/sfdx_dev_troubleshoot_auth_errors.htm',
  title: 'Salesforce DX Developer Guide: Resolve Common Authorization Errors',
} as const;

const CORE_DATA_TYPES = {
  url: 'https://developer.salesforce.com/docs/platform/api/guide/sforce-api-calls-concepts-core-data-objects.html',
  title: 'SOAP API Developer Guide: Core Data Types Used in API Calls',
} as const;

const METADATA_EDIT_ACCESS = {
  url: 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_metadata_perm.htm',
  title: 'Metadata API Developer Guide: Metadata API Edit Access',
} as const;

const AUTHORIZE = '/start/how-to-authorize-an-organization/';

export const entries: readonly ErrorEntry[] = [
  {
    id: 'invalid-grant-expired-token',
    title: 'Salesforce no longer accepts the stored authorization',
    code: 'invalid_grant',
    message: 'expired access/refresh token',
    areas: ['connect'],
    steps: ['ci-cd'],
    cause:
      "Salesforce refused the refresh token Metaferry keeps for the org. One of four things ended it. An admin revoked it in Setup (**Connected Apps OAuth Usage**). The connected app's refresh token policy expired it. The sandbox was refreshed, which makes it a new org. Or the user approved Metaferry again elsewhere so many times that Salesforce revoked the oldest approval.",
    fix: 'Authorize the org again from its entry in **Orgs**. Jobs that use the org keep it as their source or target, so nothing else changes; then start the run again.',
    byStep: {
      'ci-cd':
        'The run fails before its first step in that target, so the client exits with `1`. Authorize the org in the browser; the pipeline needs no new token.',
    },
    source: {
      ...OAUTH_ERRORS,
      confirms: 'text',
      where: 'Examples: the error the refresh token flow returns, invalid_grant with this description',
    },
    related: [AUTHORIZE, '/basic-terminology/what-is-org-salesforce/'],
    words: ['token expired', 'org disconnected', 'refresh token', 'sandbox refresh', 'reauthorize'],
  },
  {
    id: 'invalid-grant-ip-restricted',
    title: "The user's IP restrictions refuse Metaferry's connection",
    code: 'invalid_grant',
    message: 'ip restricted',
    areas: ['connect'],
    steps: [],
    cause:
      "The authorizing user's profile has **Login IP Ranges** that don't include the address Metaferry connected from. Metaferry publishes no fixed range of addresses you could add. Its connected app's **IP Relaxation** policy in the org decides whether those ranges apply to its connection.",
    fix: "Authorize the org with a user whose profile has no login IP ranges, such as a dedicated release user, then use **Authorize org** or the request link again. The org's **Login History** lists the refused attempts as a restricted IP.",
    source: {
      ...IP_RELAXATION,
      confirms: 'rule',
      where:
        'IP relaxation table: a user is subject to the IP ranges in their profile unless the policy relaxes them. Salesforce documents no text for the refusal; Workbench reports it (forceworkbench/forceworkbench issue 772)',
    },
    related: [AUTHORIZE, '/start/mass-access-request-metaferry/'],
    words: ['ip restricted', 'login ip ranges', 'ip allowlist', 'restricted ip'],
  },
  {
    id: 'invalid-grant-not-approved',
    title: "Another tool's sign-in is not approved for the user",
    code: 'invalid_grant',
    message: "user hasn't approved this consumer",
    areas: ['connect'],
    steps: [],
    cause:
      "This text comes from a sign-in with no login page, such as the JWT bearer flow that `sf org login jwt` and CI pipelines use. That flow needs the app approved for the user beforehand, in one of two ways. With **Permitted Users** set to **Admin approved users are pre-authorized**, the user's profile or a permission set must be assigned to the app. With **All users may self-authorize**, the user must have approved the app once in a flow that issued a refresh token. Metaferry signs in through Salesforce's login page, so this text came from another tool connected to the org.",
    fix: "Find the connected app the tool signs in with in **Manage Connected Apps**. If it pre-authorizes admin-approved users, add the user's profile or a permission set the user has. If users self-authorize, have the user log in to the tool once through its browser login. Metaferry's own connection isn't affected.",
    source: {
      url: 'https://help.salesforce.com/s/articleView?id=xcloud.remoteaccess_oauth_jwt_flow.htm&type=5',
      title: 'OAuth 2.0 JWT Bearer Flow for Server-to-Server Integration',
      confirms: 'rule',
      where:
        "The flow's steps: prior approval comes from profiles and permission sets when admin-approved users are pre-authorized, or from the user's own approval and a refresh token when users self-authorize. The text as CloudSense's knowledge base quotes it",
    },
    related: [AUTHORIZE],
    words: ['not approved', 'admin approved users', 'permitted users', 'consumer', 'jwt bearer'],
  },
  {
    id: 'oauth-app-access-denied',
    title: 'The user is not admin approved for Metaferry',
    code: 'OAUTH_APP_ACCESS_DENIED',
    message: 'user is not admin approved to access this app',
    areas: ['connect'],
    steps: [],
    cause:
      "Metaferry's connected app allows only admin-approved users in this org, and the user who logged in isn't one of them through a profile or permission set. This is how Salesforce's login page reports it.",
    fix: "In Setup, open **Manage Connected Apps**, edit Metaferry, and add the user's profile or a permission set the user has, or set **Permitted Users** to **All users may self-authorize**. Then select **Authorize org** again.",
    source: {
      ...NOT_APPROVED,
      confirms: 'rule',
      where:
        "Resolution: Admin approved users are pre-authorized needs the user's profile or permission set; the text as Cloudingo's help center quotes it",
    },
    related: [AUTHORIZE],
    words: ['admin approved', 'access denied', 'not approved', 'permitted users'],
  },
  {
    id: 'connected-app-not-installed',
    title: "Metaferry's connected app isn't installed in the org",
    code: 'OAUTH_APPROVAL_ERROR_GENERIC',
    message:
      'OAUTH_APPROVAL_ERROR_GENERIC : An unexpected error has occured during authentication. Please try again.',
    variants: [
      'OAUTH_APPROVAL_ERROR_GENERIC: An unexpected error has occured during authentication. Please try again.',
      'app must be installed into org',
    ],
    areas: ['connect', 'permissions'],
    steps: [],
    cause:
      "Metaferry's connected app isn't installed in the org, and the user who logged in lacks `Approve Uninstalled Connected Apps`. Since September 2025 Salesforce blocks such users from uninstalled connected apps. Authorizing never installs the app, and another user's authorization unblocks nobody. The address of the error page carries `invalid_client` with the description `app must be installed into org`.",
    fix: "An admin with `Customize Application` and either `Modify All Data` or `Manage Connected Apps` opens **Connected Apps OAuth Usage** in Setup and selects **Install** in Metaferry's row. The refused attempt has already listed Metaferry there. Installing gives the org its own OAuth policies for Metaferry, not a package. Then authorize the org again, or use the same request link if it hasn't expired.",
    source: {
      ...USAGE_RESTRICTIONS,
      confirms: 'rule',
      where:
        "Description and the Approve Uninstalled Connected Apps permission; the texts as MoveData's and CloudExtend's help pages quote them",
    },
    related: [AUTHORIZE, '/start/mass-access-request-metaferry/'],
    words: [
      'uninstalled connected app',
      'approve uninstalled connected apps',
      'oauth error',
      'app must be installed',
    ],
  },
  {
    id: 'oauth-app-blocked',
    title: "An admin blocked Metaferry's connected app in the org",
    code: 'OAUTH_APP_BLOCKED',
    message: 'this app is blocked by admin',
    areas: ['connect'],
    steps: [],
    cause:
      "An admin of the org selected **Block** in Metaferry's row on the **Connected Apps OAuth Usage** page in Setup. Blocking ends the app's sessions in that org and refuses new ones, so no user can authorize Metaferry there.",
    fix: "Ask an admin of the org to open **Connected Apps OAuth Usage** in Setup and select **Unblock** in Metaferry's row. Then authorize the org again from its entry in **Orgs**. If the org's policy keeps the app blocked, remove the org from the jobs that use it.",
    source: {
      url: 'https://help.salesforce.com/apex/HTViewHelpDoc?id=xcloud.connected_app_manage_current_sessions.htm',
      title: 'Manage Current OAuth Connected App Sessions',
      confirms: 'rule',
      where:
        'Introduction: from the Connected Apps OAuth Usage page an admin can block or unblock org-wide access to an app; the text as a Microsoft support article on Copilot for Sales quotes it',
    },
    related: [AUTHORIZE, '/basic-terminology/what-is-org-salesforce/'],
    words: ['app blocked', 'blocked by admin', 'unblock connected app', 'connected apps oauth usage'],
  },
  {
    id: 'oauth-user-denied',
    title: 'The user denied Metaferry access on the approval page',
    code: 'access_denied',
    message: 'end-user denied authorization',
    areas: ['connect'],
    steps: [],
    cause:
      "Salesforce's approval page asks the user who logs in to allow Metaferry access to the org, and the user selected **Deny**. Salesforce then sends the user back to Metaferry with this error instead of an authorization. In a mass access request, the org's row shows **Declined**.",
    fix: "Select **Authorize org** again, log in, and select **Allow** on the approval page. For a mass access request, ask the admin why, then select **Resend** in the org's row.",
    source: {
      ...OAUTH_ERRORS,
      confirms: 'code',
      where:
        'Examples: the error a web server flow returns when the user denied access to the connected app, error=access_denied; the description as forceworkbench/forceworkbench issue 807 reports it',
    },
    related: [AUTHORIZE, '/start/mass-access-request-metaferry/'],
    words: ['access denied', 'denied authorization', 'clicked deny', 'declined'],
  },
  {
    id: 'invalid-grant-authentication-failure',
    title: 'Salesforce refused the login behind the authorization',
    code: 'invalid_grant',
    message: 'authentication failure',
    areas: ['connect'],
    steps: [],
    cause:
      "Salesforce didn't let the user's login complete the authorization. The org may not allow API access, or the user may lack `API Enabled`. A setting of the org can also stop it, such as a login flow that has to run first.",
    fix: "Check that the org's edition includes API access and that the user has the [baseline permissions](/start/how-to-authorize-an-organization/#before-you-begin), then select **Authorize org** again. The org's **Login History** shows why Salesforce refused the attempt.",
    source: {
      ...CLI_AUTH_ERRORS,
      confirms: 'text',
      where: 'org login web errors: Error: authentication failure, with what it likely means',
    },
    related: [AUTHORIZE],
    words: ['authentication failure', 'login failed', 'cannot authorize'],
  },
  {
    id: 'invalid-grant-inactive-user',
    title: 'The authorizing user is inactive',
    code: 'invalid_grant',
    message: 'inactive user',
    areas: ['connect'],
    steps: [],
    cause:
      'The user who authorized the org was deactivated, so Salesforce refuses every token issued to them. Runs act as that user, so no run can reach the org.',
    fix: 'Authorize the org again from **Orgs** as an active user with the [baseline permissions](/start/how-to-authorize-an-organization/#before-you-begin), ideally a dedicated release user that nobody deactivates when a person leaves.',
    source: {
      ...OAUTH_ERRORS,
      confirms: 'code',
      where:
        'Examples: invalid_grant as the refresh token flow returns it; the description as restforce issue 303 reports it',
    },
    related: [AUTHORIZE, '/basic-terminology/what-is-org-salesforce/'],
    words: ['inactive user', 'deactivated user', 'frozen user', 'user left'],
  },
  {
    id: 'invalid-session-id',
    title: 'The session ended during a run',
    code: 'INVALID_SESSION_ID',
    message: 'INVALID_SESSION_ID: Session expired or invalid',
    areas: ['connect'],
    steps: [],
    cause:
      "The access token a call used was no longer valid: it reached the org's session timeout, an admin ended the session, or the org's session settings lock sessions to an IP address. When Metaferry can't get a new token with the stored refresh token either, the step fails with this error.",
    fix: "Run the job again for that target. If it fails the same way, authorize the org again from **Orgs**, and check the session timeout and the IP locking option in the org's **Session Settings**.",
    source: {
      url: 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_error_handling_session_exp.htm',
      title: 'Metadata API Developer Guide: Error Handling for Session Expiration',
      confirms: 'code',
      where:
        'Sessions expire after the time set in Setup and the exception code INVALID_SESSION_ID is returned; the text as sfdx-mass-action-scheduler issue 122 reports it',
    },
    related: [AUTHORIZE, '/basic-terminology/on-error/'],
    words: ['session expired', 'invalid session', 'session timeout', 'logged out'],
  },
  {
    id: 'api-disabled-for-org',
    title: "The org's edition has no API access",
    code: 'API_DISABLED_FOR_ORG',
    message: 'API_DISABLED_FOR_ORG: API is not enabled for this Organization or Partner',
    variants: ['API_DISABLED_FOR_ORG: The REST API is not enabled for this Organization.'],
    areas: ['connect'],
    steps: [],
    cause:
      "Metaferry works through Salesforce's APIs, and this org's edition doesn't include API access. Enterprise, Performance, Unlimited and Developer Edition orgs have it; Professional Edition orgs have it only as an add-on.",
    fix: 'Use an org whose edition includes API access. For a Professional Edition org, ask your Salesforce account executive whether the API access they sell covers the Metadata API. Metaferry can authorize the org only once it has API access.',
    source: {
      url: 'https://developer.salesforce.com/docs/atlas.en-us.api_rest.meta/api_rest/intro_rest_compatible_editions.htm',
      title: 'REST API Developer Guide: Supported Editions and Required Permissions',
      confirms: 'code',
      where:
        "Supported Editions for API Access: the editions, and API_DISABLED_FOR_ORG for an org without API access; the texts as Salesforce Dictionary's error page and restforce issue 219 quote them",
    },
    related: [AUTHORIZE, '/faq/'],
    words: ['api not enabled', 'professional edition', 'api access', 'edition'],
  },
  {
    id: 'api-currently-disabled',
    title: 'The authorizing user lacks API Enabled',
    code: 'API_CURRENTLY_DISABLED',
    message: 'API_CURRENTLY_DISABLED: API is disabled for this User',
    areas: ['permissions', 'connect'],
    steps: [],
    cause:
      "The org has API access, but the user who authorized it doesn't have the `API Enabled` permission through their profile or a permission set. Salesforce's list of exception codes describes `API_CURRENTLY_DISABLED` only as API access that is unavailable for now; the words \"for this User\" are what point to the user's permission.",
    fix: "Grant `API Enabled` to the authorizing user in the org, for example with a permission set. The connection stays valid, so run the job again; there's no need to authorize again. If the user already has `API Enabled`, the API is unavailable on Salesforce's side: check the org's instance on Salesforce's Trust status site and run the job again later.",
    source: {
      ...CORE_DATA_TYPES,
      confirms: 'code',
      where: "ExceptionCode list: API_CURRENTLY_DISABLED; the text as Apsona's roadmap page quotes it",
    },
    related: [AUTHORIZE],
    words: ['api enabled', 'api disabled for user', 'permission missing'],
  },
  {
    id: 'wrong-login-host',
    title: 'The login page rejects the username and password',
    message:
      "Please check your username and password. If you still can't log in, contact your Salesforce administrator.",
    areas: ['connect'],
    steps: [],
    cause:
      'The login page belongs to another kind of org than the user. Sandbox users log in at `test.salesforce.com`, and their usernames end in the sandbox name. Production and Developer Edition users log in at `login.salesforce.com`. An org can also refuse logins from these generic hosts and accept only its My Domain URL.',
    fix: "Select **Authorize org** again and choose **Sandbox** for a sandbox, or **My Domain URL** with the org's My Domain address, which always reaches the right org.",
    source: {
      url: 'https://help.salesforce.com/s/articleView?id=000385817&type=1',
      title: 'Unable to Log in to a Salesforce Sandbox Troubleshooting',
      confirms: 'rule',
      where:
        'Login troubleshooting steps: sandbox usernames, test.salesforce.com and the My Domain login policy',
    },
    related: [AUTHORIZE, '/basic-terminology/what-is-org-salesforce/'],
    words: ['wrong password', 'sandbox login', 'test.salesforce.com', 'login host'],
  },
  {
    id: 'metadata-api-insufficient-access',
    title: 'The authorizing user lacks Modify Metadata Through Metadata API Functions',
    code: 'INSUFFICIENT_ACCESS',
    message:
      'INSUFFICIENT_ACCESS: use of the Metadata API requires a user with the ModifyAllData or ModifyMetadata permissions',
    variants: [
      'INSUFFICIENT_ACCESS: use of the Metadata API requires a user with the ModifyAllData permission',
    ],
    areas: ['permissions'],
    steps: [],
    cause:
      'Every retrieve and deploy goes through the Metadata API, which needs `Modify Metadata Through Metadata API Functions` or `Modify All Data`. The user who authorized the org has neither.',
    fix: 'Grant `Modify Metadata Through Metadata API Functions` to the authorizing user in that org, for example with a permission set; prefer it to `Modify All Data`, which opens all data. The connection stays valid, so run the job again without authorizing again.',
    source: {
      ...METADATA_EDIT_ACCESS,
      confirms: 'rule',
      where:
        'To use Metadata API a user needs Modify Metadata Through Metadata API Functions or Modify All Data; the text as forcedotcom/cli issue 3048 reports it',
    },
    related: [AUTHORIZE, '/faq/'],
    words: ['modify metadata', 'insufficient access', 'modify all data', 'metadata api permission'],
  },
];
