/**
 * What the product asks of the platform beyond its first 12 calls (docs/platform.md#extensions), by name. Without zod:
 * the back-office's first load reads which ones its platform offers (`GET /lm/{projet}/capabilities`).
 */

/** Calls of their own: a platform without one answers 404 to them. */
export const CALL_EXTENSIONS = [
  'campaigns',
  'chatConversations',
  'emailPreview',
  'oneClickUnsubscribe',
] as const;
export type CallExtension = (typeof CALL_EXTENSIONS)[number];

/** Rules behind the generic calls (who may call, keys, tokens, limits): no call of their own. */
export const RULE_EXTENSIONS = [
  'idempotencyKeys',
  'visitorRules',
  'subscriberTokens',
  'siteEmails',
  'managedFields',
  'rateLimits',
] as const;
export type RuleExtension = (typeof RULE_EXTENSIONS)[number];

export type PlatformExtension = CallExtension | RuleExtension;

/** Which call extensions an emulator serves: every one unless switched off (`{ campaigns: false }`). */
export type ExtensionSwitches = Partial<Record<CallExtension, boolean>>;

export const offeredExtensions = (switches: ExtensionSwitches = {}): PlatformExtension[] => [
  ...CALL_EXTENSIONS.filter((name) => switches[name] !== false),
  ...RULE_EXTENSIONS,
];
