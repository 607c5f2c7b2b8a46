import type { RouteAccess } from '../../platform/http/access';
import { type Caller, isApiKeyCaller } from '../../platform/http/caller';

/**
 * Who reads the webhook delivery log (docs/decisions/webhooks.md): a customer's admin or its own
 * integration (API key), for that customer only; the provider's UserAdmin for any customer it names.
 */
export const WEBHOOK_LOG_ACCESS = {
  groups: ['CustomerAdmin', 'UserAdmin'],
  apiKey: true,
} as const satisfies RouteAccess;

/** The provider's admin reads every customer's log; everyone else only its own customer's. */
export const readsAnyCustomersLog = (caller: Caller): boolean =>
  !isApiKeyCaller(caller) && caller.groups.includes('UserAdmin');
