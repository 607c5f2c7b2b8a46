import { afterEach, describe, expect, it } from 'vitest';
import { installModuleReactions } from '../../module-list';
import type { Transaction } from '../db/database';
import { domainEvent, installReactions, ReactionsNotInstalledError, reaction } from './domain-events';

interface Greeted {
  name: string;
}

const greeted = domainEvent<Greeted>('test.greeted');
// Reactions get the publisher's transaction as it is; these reactions never use it.
const tx = {} as Transaction;

describe('domain events', () => {
  // The other server tests rely on the application's reactions, which the setup file installs.
  afterEach(() => installModuleReactions());

  it('runs every reaction, in the order installed, with the payload', async () => {
    const heard: string[] = [];
    installReactions(
      [greeted],
      [
        reaction(greeted, 'first', async (_tx, { name }) => void heard.push(`first ${name}`)),
        reaction(greeted, 'second', async (_tx, { name }) => void heard.push(`second ${name}`)),
      ],
    );
    await greeted.publish(tx, { name: 'Anna' });
    expect(heard).toEqual(['first Anna', 'second Anna']);
  });

  it('refuses to publish before the reactions are installed, instead of skipping the follow-up work', async () => {
    const unknown = domainEvent<Greeted>('test.never-installed');
    await expect(unknown.publish(tx, { name: 'Anna' })).rejects.toBeInstanceOf(ReactionsNotInstalledError);
  });

  it('publishes an event nobody reacts to when a module declares it', async () => {
    installReactions([greeted], []);
    await expect(greeted.publish(tx, { name: 'Anna' })).resolves.toBeUndefined();
  });

  it('refuses a reaction to an event no module declares', () => {
    expect(() => installReactions([], [reaction(greeted, 'lost', async () => {})])).toThrow(
      /lost reacts to test.greeted, which no module declares/,
    );
  });

  it('lets a failing reaction fail the change it follows', async () => {
    installReactions(
      [greeted],
      [
        reaction(greeted, 'broken', async () => {
          throw new Error('could not queue');
        }),
      ],
    );
    await expect(greeted.publish(tx, { name: 'Anna' })).rejects.toThrow('could not queue');
  });
});
