import type https from 'node:https';
import type { AddressInfo } from 'node:net';
import type { Config } from '../../platform/config';
import type { FieldCrypto } from '../../platform/crypto/field-crypto';
import type { Database } from '../../platform/db/database';
import { type BankIdService, createBankIdService } from './bankid.service';
import { type BankIdClient, BankIdError, createBankIdClient, createMutualTlsAgent } from './bankid-client';
import { LOCAL_BANKID_API_PATH } from './local-bankid.routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** BankID for the features that need it (consent, candidate auth, referee signing). */
    bankId: BankIdService;
  }
}

/** `http://host:port` of a listening server, for calling ourselves (0.0.0.0/:: become loopback). */
export const listeningBaseUrl = (address: AddressInfo | string | null): string => {
  if (address === null || typeof address === 'string') {
    throw new BankIdError(
      'internalError',
      0,
      'the local BankID server is this server, which is not listening on a TCP port',
      true,
    );
  }
  if (address.family === 'IPv6') {
    const host = address.address === '::' ? '::1' : address.address;
    return `http://[${host}]:${address.port}`;
  }
  const host = address.address === '0.0.0.0' ? '127.0.0.1' : address.address;
  return `http://${host}:${address.port}`;
};

/**
 * The client for this configuration: BankID over mutual TLS when BANKID_URL is set (the certificate is
 * loaded on first use; main.ts checks it before listening), else the local BankID server of this very
 * process over real HTTP, so the production client code is what runs in development and tests.
 */
export const bankIdClientForConfig = (
  config: Config,
  ownAddress: () => AddressInfo | string | null,
): BankIdClient => {
  if (config.bankIdUrl) {
    let agent: https.Agent | undefined;
    return createBankIdClient({
      baseUrl: config.bankIdUrl,
      agent: () => {
        agent ??= createMutualTlsAgent(config);
        return agent;
      },
    });
  }
  return createBankIdClient({ baseUrl: () => `${listeningBaseUrl(ownAddress())}${LOCAL_BANKID_API_PATH}` });
};

export const createBankIdRuntime = (options: {
  config: Config;
  db: Database;
  crypto: FieldCrypto;
  ownAddress: () => AddressInfo | string | null;
}): BankIdService =>
  createBankIdService({
    db: options.db,
    crypto: options.crypto,
    client: bankIdClientForConfig(options.config, options.ownAddress),
  });
