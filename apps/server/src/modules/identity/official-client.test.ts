import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { IdentityError, identityErrors } from './errors';
import { type ClientSession, client, memoryStorage } from './official-client.test-support';
import {
  createVerifier,
  newSecretBlock,
  parseDeviceSecretVerifierConfig,
  poolNameOf,
  type SrpVerifier,
  startServerSession,
  verifyDevicePasswordClaim,
  verifyPasswordClaim,
} from './srp';
import {
  buildJwks,
  generateSigningKey,
  issueTokens,
  type SigningKeyRecord,
  verifyAccessToken,
} from './tokens';

// The unmodified client's CognitoUser, with its transport swapped for an in-memory identity provider
// built from the pure core: proves the whole exchange, including the client's own signing code.

const POOL_ID = 'eu-north-1_TestPool1';
const POOL = poolNameOf(POOL_ID);
const CLIENT_ID = 'web-client-1';
const ISSUER = `https://granska.example/${POOL_ID}`;
const EMAIL = 'anna@example.se';
const PASSWORD = 'Passw0rd!';

interface Challenge {
  userId: string;
  AHex: string;
  bHex: string;
  BHex: string;
  secretBlock: string;
  verifier: SrpVerifier;
  device?: string;
}

const fakeIdentityProvider = (key: SigningKeyRecord, options: { rememberDevices: boolean }) => {
  const userId = randomUUID();
  const userVerifier = createVerifier(POOL, userId, PASSWORD);
  const devices = new Map<string, { groupKey: string; verifier?: SrpVerifier }>();
  const sessions = new Map<string, Challenge>();
  const calls: string[] = [];

  const tokens = async (withDevice: boolean) => {
    const issued = await issueTokens({
      key,
      issuer: ISSUER,
      clientId: CLIENT_ID,
      subject: { userId, email: EMAIL, emailVerified: true, groups: ['customer-user'] },
      authTime: Math.floor(Date.now() / 1000),
    });
    const result: Record<string, unknown> = {
      AccessToken: issued.accessToken,
      IdToken: issued.idToken,
      RefreshToken: 'opaque-refresh',
      ExpiresIn: issued.expiresIn,
      TokenType: 'Bearer',
    };
    if (withDevice) {
      const deviceKey = `${POOL_ID.split('_')[0]}_${randomUUID()}`;
      const groupKey = `-${randomUUID().slice(0, 8)}`;
      devices.set(deviceKey, { groupKey });
      result.NewDeviceMetadata = { DeviceKey: deviceKey, DeviceGroupKey: groupKey };
    }
    return { AuthenticationResult: result };
  };

  const challenge = (verifier: SrpVerifier, AHex: string, device?: string) => {
    const { bHex, BHex } = startServerSession(verifier.verifierHex);
    const session = randomUUID();
    const secretBlock = newSecretBlock();
    sessions.set(session, { userId, AHex, bHex, BHex, secretBlock, verifier, ...(device ? { device } : {}) });
    return { session, params: { SALT: verifier.saltHex, SRP_B: BHex, SECRET_BLOCK: secretBlock } };
  };

  const handle = async (operation: string, params: Record<string, unknown>): Promise<unknown> => {
    const responses = (params.ChallengeResponses ?? params.AuthParameters ?? {}) as Record<string, string>;
    calls.push(params.ChallengeName ? `${operation}:${params.ChallengeName}` : operation);
    if (operation === 'InitiateAuth') {
      if (responses.USERNAME !== EMAIL) throw identityErrors.incorrectCredentials();
      const { session, params: challengeParameters } = challenge(userVerifier, responses.SRP_A ?? '');
      return {
        ChallengeName: 'PASSWORD_VERIFIER',
        Session: session,
        ChallengeParameters: { ...challengeParameters, USERNAME: userId, USER_ID_FOR_SRP: userId },
      };
    }
    if (operation === 'RespondToAuthChallenge') {
      const pending = sessions.get(String(params.Session));
      sessions.delete(String(params.Session));
      if (params.ChallengeName === 'DEVICE_SRP_AUTH') {
        const device = devices.get(responses.DEVICE_KEY ?? '');
        if (!pending || !device?.verifier) throw identityErrors.invalidSession();
        const { session, params: challengeParameters } = challenge(
          device.verifier,
          responses.SRP_A ?? '',
          responses.DEVICE_KEY,
        );
        return {
          ChallengeName: 'DEVICE_PASSWORD_VERIFIER',
          Session: session,
          ChallengeParameters: { ...challengeParameters, USERNAME: userId },
        };
      }
      if (!pending) throw identityErrors.invalidSession();
      const claim = {
        verifierHex: pending.verifier.verifierHex,
        AHex: pending.AHex,
        bHex: pending.bHex,
        BHex: pending.BHex,
        secretBlockB64: pending.secretBlock,
        timestamp: responses.TIMESTAMP ?? '',
        signatureB64: responses.PASSWORD_CLAIM_SIGNATURE ?? '',
      };
      if (params.ChallengeName === 'PASSWORD_VERIFIER') {
        if (!verifyPasswordClaim({ ...claim, poolName: POOL, userIdForSrp: responses.USERNAME ?? '' })) {
          throw identityErrors.incorrectCredentials();
        }
        const known = devices.get(responses.DEVICE_KEY ?? '');
        if (known?.verifier) {
          const session = randomUUID();
          sessions.set(session, pending);
          return { ChallengeName: 'DEVICE_SRP_AUTH', Session: session, ChallengeParameters: {} };
        }
        return tokens(options.rememberDevices);
      }
      if (params.ChallengeName === 'DEVICE_PASSWORD_VERIFIER' && pending.device) {
        const device = devices.get(pending.device);
        const ok =
          device !== undefined &&
          verifyDevicePasswordClaim({ ...claim, deviceGroupKey: device.groupKey, deviceKey: pending.device });
        if (!ok) throw identityErrors.incorrectCredentials();
        return tokens(false);
      }
      throw new IdentityError('InvalidParameterException', 'unexpected challenge');
    }
    if (operation === 'ConfirmDevice') {
      const device = devices.get(String(params.DeviceKey));
      if (!device) throw new IdentityError('ResourceNotFoundException', 'Device does not exist.');
      await verifyAccessToken(String(params.AccessToken), {
        jwks: buildJwks([key]),
        issuer: ISSUER,
        clientId: CLIENT_ID,
      });
      device.verifier = parseDeviceSecretVerifierConfig(params.DeviceSecretVerifierConfig);
      return { UserConfirmationNecessary: false };
    }
    throw new IdentityError('InvalidParameterException', `unsupported ${operation}`);
  };

  const transport = {
    request(
      operation: string,
      params: Record<string, unknown>,
      callback: (error: unknown, data: unknown) => void,
    ) {
      handle(operation, params).then(
        (data) => callback(null, data),
        (error: unknown) => {
          const body = error instanceof IdentityError ? error.toBody() : { __type: 'InternalErrorException' };
          callback({ code: body.__type, name: body.__type, message: (error as Error).message }, null);
        },
      );
    },
  };
  return { transport, calls, userId };
};

const logIn = (
  idp: ReturnType<typeof fakeIdentityProvider>,
  storage: ReturnType<typeof memoryStorage>,
  password: string,
) => {
  const pool = new client.CognitoUserPool({ UserPoolId: POOL_ID, ClientId: CLIENT_ID, Storage: storage });
  pool.client = idp.transport;
  const user = new client.CognitoUser({ Username: EMAIL, Pool: pool, Storage: storage });
  return new Promise<ClientSession>((resolve, reject) =>
    user.authenticateUser(new client.AuthenticationDetails({ Username: EMAIL, Password: password }), {
      onSuccess: (session) => resolve(session),
      onFailure: reject,
      mfaRequired: () => reject(new Error('unexpected MFA')),
      newPasswordRequired: () => reject(new Error('unexpected new password')),
    }),
  );
};

let key: SigningKeyRecord;
beforeAll(async () => {
  key = await generateSigningKey();
});

describe('the official CognitoUser against the core', () => {
  it('logs in with SRP and gets a valid session', async () => {
    const idp = fakeIdentityProvider(key, { rememberDevices: false });
    const session = await logIn(idp, memoryStorage(), PASSWORD);
    expect(session.isValid()).toBe(true);
    expect(session.getAccessToken().payload.sub).toBe(idp.userId);
    expect(session.getIdToken().payload.email).toBe(EMAIL);
    expect(idp.calls).toEqual(['InitiateAuth', 'RespondToAuthChallenge:PASSWORD_VERIFIER']);
  });

  it('gets NotAuthorizedException for a wrong password', async () => {
    const idp = fakeIdentityProvider(key, { rememberDevices: false });
    await expect(logIn(idp, memoryStorage(), 'wrong')).rejects.toMatchObject({
      code: 'NotAuthorizedException',
    });
  });

  it('confirms a device and then logs in through DEVICE_SRP_AUTH', async () => {
    const idp = fakeIdentityProvider(key, { rememberDevices: true });
    const storage = memoryStorage();
    await logIn(idp, storage, PASSWORD);
    expect(idp.calls).toEqual(['InitiateAuth', 'RespondToAuthChallenge:PASSWORD_VERIFIER', 'ConfirmDevice']);
    idp.calls.length = 0;
    const session = await logIn(idp, storage, PASSWORD);
    expect(session.isValid()).toBe(true);
    expect(idp.calls).toEqual([
      'InitiateAuth',
      'RespondToAuthChallenge:PASSWORD_VERIFIER',
      'RespondToAuthChallenge:DEVICE_SRP_AUTH',
      'RespondToAuthChallenge:DEVICE_PASSWORD_VERIFIER',
    ]);
  });
});
