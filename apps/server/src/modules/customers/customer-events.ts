import { domainEvent } from '../../platform/events/domain-events';

/**
 * A customer is about to be deleted, in the delete's transaction. A module holding the customer's data
 * that must not go with it refuses by throwing (orders: 'Kunden har beställningar och kan inte raderas').
 */
export const customerDeleting = domainEvent<{ customerId: string }>('customerDeleting');
