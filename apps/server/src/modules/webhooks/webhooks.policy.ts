import { type Caller, isApiKeyCaller } from '../../platform/http/caller';

/**
 * Whose webhook delivery log a caller reads (docs/decisions/webhooks.md); who may call it at all is the
 * contract's WEBHOOK_LOG_ACCESS (@granska/domain).
 */

/** The provider's admin reads every customer's log; everyone else only its own customer's. */
export const readsAnyCustomersLog = (caller: Caller): boolean =>
  !isApiKeyCaller(caller) && caller.groups.includes('UserAdmin');
