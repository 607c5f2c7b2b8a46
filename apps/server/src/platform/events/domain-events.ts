import type { Transaction } from '../db/database';

/**
 * What one module tells the others happened, inside the transaction of the change
 * (docs/decisions/domain-events.md). The module that makes the change owns the event; modules that
 * react declare a reaction in their `*.module.ts`, and the module list installs them all at start.
 * Reactions run in the publisher's transaction, one after another: what they write commits or rolls
 * back with the change.
 */
export interface DomainEvent<Payload> {
  readonly name: string;
  publish(tx: Transaction, payload: Payload): Promise<void>;
}

export interface Reaction<Payload = never> {
  readonly event: DomainEvent<Payload>;
  /** Who reacts, for the error when it fails: 'reports: render the PDF'. */
  readonly name: string;
  readonly react: (tx: Transaction, payload: Payload) => Promise<void>;
}

export class ReactionsNotInstalledError extends Error {
  constructor(event: string) {
    super(`no reactions installed for the domain event ${event}: install the module list first`);
    this.name = 'ReactionsNotInstalledError';
  }
}

const installed = new Map<string, readonly Reaction<unknown>[]>();

/**
 * Declares an event. Publishing one before the reactions are installed throws rather than silently
 * skipping the work that should follow.
 */
export const domainEvent = <Payload>(name: string): DomainEvent<Payload> => ({
  name,
  async publish(tx, payload) {
    const reactions = installed.get(name);
    if (!reactions) throw new ReactionsNotInstalledError(name);
    for (const reaction of reactions) await reaction.react(tx, payload);
  },
});

export const reaction = <Payload>(
  event: DomainEvent<Payload>,
  name: string,
  react: (tx: Transaction, payload: Payload) => Promise<void>,
): Reaction<Payload> => ({ event, name, react });

/**
 * Installs every reaction of the application, replacing what was installed before (installing the same
 * list twice is harmless). `events` names every event so that one nobody reacts to is installed too.
 */
export const installReactions = (
  events: readonly DomainEvent<never>[],
  reactions: readonly Reaction<never>[],
): void => {
  installed.clear();
  for (const event of events) installed.set(event.name, []);
  for (const each of reactions) {
    const forEvent = installed.get(each.event.name);
    if (!forEvent) throw new Error(`${each.name} reacts to ${each.event.name}, which no module declares`);
    installed.set(each.event.name, [...forEvent, each as Reaction<unknown>]);
  }
};
