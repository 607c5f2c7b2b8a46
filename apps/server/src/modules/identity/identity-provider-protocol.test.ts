import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from './identity.schema';
import {
  callIdp,
  confirmedUser,
  type LiveIdentityProvider,
  PASSWORD,
  startLiveIdentityProvider,
} from './identity-provider.test-support';
import { client, largeA, passwordAuthenticationKey } from './official-client.test-support';
import { computeClaimSignature, N, poolNameOf } from './srp';
import { formatClientTimestamp } from './timestamp';

// Raw calls for what the official client would never send: replays, stale timestamps, hostile SRP
// values, malformed bodies, unknown operations. Every answer is a 4xx with the protocol's __type.

let idp: LiveIdentityProvider;
beforeAll(async () => {
  idp = await startLiveIdentityProvider();
});
afterAll(() => idp.close());

describe('hostile and malformed input', () => {
  const clientId = () => idp.testApp.config.userPoolClientId;
  const poolName = () => poolNameOf(idp.testApp.config.userPoolId);

  /** InitiateAuth with the official helper's A, returning what a claim needs. */
  const initiate = async (email: string) => {
    const helper = new client.AuthenticationHelper(poolName());
    const A = await largeA(helper);
    const { body } = await callIdp(idp, 'InitiateAuth', {
      AuthFlow: 'USER_SRP_AUTH',
      ClientId: clientId(),
      AuthParameters: { USERNAME: email, SRP_A: A },
    });
    const parameters = body.ChallengeParameters as Record<string, string>;
    return { helper, session: body.Session as string, parameters };
  };

  const claim = async (email: string, timestamp = formatClientTimestamp(new Date())) => {
    const { helper, session, parameters } = await initiate(email);
    const userId = parameters.USER_ID_FOR_SRP ?? '';
    const key = await passwordAuthenticationKey(
      helper,
      userId,
      PASSWORD,
      parameters.SRP_B ?? '',
      parameters.SALT ?? '',
    );
    return {
      session,
      responses: {
        USERNAME: userId,
        PASSWORD_CLAIM_SECRET_BLOCK: parameters.SECRET_BLOCK ?? '',
        TIMESTAMP: timestamp,
        PASSWORD_CLAIM_SIGNATURE: computeClaimSignature(
          key,
          poolName(),
          userId,
          parameters.SECRET_BLOCK ?? '',
          timestamp,
        ),
      },
    };
  };

  const respond = (session: string, responses: Record<string, string>) =>
    callIdp(idp, 'RespondToAuthChallenge', {
      ChallengeName: 'PASSWORD_VERIFIER',
      ClientId: clientId(),
      Session: session,
      ChallengeResponses: responses,
    });

  it('accepts a correct raw claim once; a replayed session is NotAuthorizedException', async () => {
    const { email } = await confirmedUser(idp);
    const { session, responses } = await claim(email);
    const first = await respond(session, responses);
    expect(first.status).toBe(200);
    expect(first.body.AuthenticationResult).toBeDefined();
    const replay = await respond(session, responses);
    expect(replay.status).toBe(400);
    expect(replay.body).toMatchObject({ __type: 'NotAuthorizedException' });
  });

  it('refuses a SECRET_BLOCK from another session', async () => {
    const { email } = await confirmedUser(idp);
    const first = await claim(email);
    const second = await initiate(email);
    const crossed = await respond(second.session, first.responses);
    expect(crossed.status).toBe(400);
    expect(crossed.body.__type).toBe('NotAuthorizedException');
  });

  it('refuses a stale TIMESTAMP without counting a failure', async () => {
    const { email, userId } = await confirmedUser(idp);
    const stale = await claim(email, formatClientTimestamp(new Date(Date.now() - 10 * 60 * 1000)));
    const answer = await respond(stale.session, stale.responses);
    expect(answer.status).toBe(400);
    expect(answer.body.__type).toBe('NotAuthorizedException');
    const [row] = await idp.testApp.database.db.select().from(users).where(eq(users.id, userId));
    expect(row?.failedLogins).toBe(0);
  });

  it('refuses A ≡ 0 (mod N)', async () => {
    const { email } = await confirmedUser(idp);
    for (const A of [N.toString(16), (2n * N).toString(16), '0']) {
      const answer = await callIdp(idp, 'InitiateAuth', {
        AuthFlow: 'USER_SRP_AUTH',
        ClientId: clientId(),
        AuthParameters: { USERNAME: email, SRP_A: A },
      });
      expect(answer.status).toBe(400);
      expect(answer.body.__type).toBe('InvalidParameterException');
    }
  });

  it('answers malformed JSON, wrong types, oversized fields and bodies with 400 InvalidParameterException', async () => {
    const cases = [
      await callIdp(idp, 'InitiateAuth', null, { rawBody: '{"AuthFlow": ' }),
      await callIdp(idp, 'InitiateAuth', null, { rawBody: '' }),
      await callIdp(idp, 'InitiateAuth', null, { rawBody: '[1,2]' }),
      await callIdp(idp, 'InitiateAuth', null, { rawBody: '{"__proto__": {"x": 1}}' }),
      await callIdp(idp, 'InitiateAuth', {
        AuthFlow: 'USER_SRP_AUTH',
        ClientId: clientId(),
        AuthParameters: 'x',
      }),
      await callIdp(idp, 'InitiateAuth', { AuthFlow: 7, ClientId: clientId(), AuthParameters: {} }),
      await callIdp(idp, 'InitiateAuth', {
        AuthFlow: 'USER_SRP_AUTH',
        ClientId: clientId(),
        AuthParameters: { USERNAME: 'a'.repeat(5000), SRP_A: 'ab' },
      }),
      await callIdp(idp, 'InitiateAuth', {
        AuthFlow: 'USER_SRP_AUTH',
        ClientId: clientId(),
        AuthParameters: { USERNAME: 'x@y.se', SRP_A: 'f'.repeat(5000) },
      }),
      await callIdp(idp, 'InitiateAuth', null, { rawBody: JSON.stringify({ pad: 'x'.repeat(100_000) }) }),
      await callIdp(idp, 'InitiateAuth', {
        AuthFlow: 'CUSTOM_AUTH',
        ClientId: clientId(),
        AuthParameters: {},
      }),
      await callIdp(idp, 'RespondToAuthChallenge', {
        ChallengeName: 'PASSWORD_VERIFIER',
        ClientId: clientId(),
      }),
      await callIdp(idp, 'ChangePassword', { AccessToken: 5 }),
    ];
    for (const answer of cases) {
      expect(answer.status).toBe(400);
      expect(answer.body.__type).toBe('InvalidParameterException');
      expect(typeof answer.body.message).toBe('string');
    }
  });

  it('answers an unknown or missing operation with UnknownOperationException', async () => {
    const unknown = await callIdp(idp, 'AdminCreateUser', { UserPoolId: 'x', Username: 'x' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.__type).toBe('UnknownOperationException');
    for (const target of [undefined, 'AWSCognitoIdentityProviderService.constructor', 'Other.InitiateAuth']) {
      const response = await idp.testApp.app.inject({
        method: 'POST',
        url: '/idp/',
        headers: {
          'content-type': 'application/x-amz-json-1.1',
          ...(target ? { 'x-amz-target': target } : {}),
        },
        payload: '{}',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().__type).toBe('UnknownOperationException');
    }
  });

  it('answers an unknown client id, a bad access token and a bad refresh token with 400s', async () => {
    const wrongClient = await callIdp(idp, 'InitiateAuth', {
      AuthFlow: 'USER_SRP_AUTH',
      ClientId: 'another-client',
      AuthParameters: { USERNAME: 'x@y.se', SRP_A: 'ab' },
    });
    expect(wrongClient.body.__type).toBe('ResourceNotFoundException');
    const badToken = await callIdp(idp, 'GetUser', { AccessToken: 'not.a.token' });
    expect(badToken.body).toMatchObject({
      __type: 'NotAuthorizedException',
      message: 'Invalid Access Token',
    });
    const badRefresh = await callIdp(idp, 'InitiateAuth', {
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      ClientId: clientId(),
      AuthParameters: { REFRESH_TOKEN: 'nope', DEVICE_KEY: null },
    });
    expect(badRefresh.body).toMatchObject({
      __type: 'NotAuthorizedException',
      message: 'Invalid Refresh Token',
    });
  });
});

describe('transport', () => {
  it('answers the CORS preflight for the client headers', async () => {
    const response = await idp.testApp.app.inject({
      method: 'OPTIONS',
      url: '/idp',
      headers: {
        origin: 'https://portal.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,x-amz-target,x-amz-user-agent,cache-control',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    const allowed = String(response.headers['access-control-allow-headers']);
    for (const header of ['x-amz-target', 'x-amz-user-agent', 'cache-control', 'content-type']) {
      expect(allowed).toContain(header);
    }
  });

  it('also takes application/json and the path with a trailing slash', async () => {
    const answer = await callIdp(
      idp,
      'InitiateAuth',
      {
        AuthFlow: 'REFRESH_TOKEN',
        ClientId: idp.testApp.config.userPoolClientId,
        AuthParameters: { REFRESH_TOKEN: 'x' },
      },
      { contentType: 'application/json' },
    );
    expect(answer.status).toBe(400);
    expect(answer.body.__type).toBe('NotAuthorizedException');
  });

  it('publishes the JWKS and the OpenID configuration under the issuer', async () => {
    const poolId = idp.testApp.config.userPoolId;
    const jwks = await idp.testApp.app.inject({ url: `/idp/${poolId}/.well-known/jwks.json` });
    expect(jwks.statusCode).toBe(200);
    const keys = jwks.json().keys as Record<string, string>[];
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) {
      expect(Object.keys(key).sort()).toEqual(['alg', 'e', 'kid', 'kty', 'n', 'use']);
    }
    const discovery = await idp.testApp.app.inject({
      url: `/idp/${poolId}/.well-known/openid-configuration`,
    });
    expect(discovery.json()).toMatchObject({
      issuer: `http://localhost:3000/idp/${poolId}`,
      jwks_uri: `http://localhost:3000/idp/${poolId}/.well-known/jwks.json`,
    });
    const other = await idp.testApp.app.inject({ url: '/idp/eu-north-1_Other/.well-known/jwks.json' });
    expect(other.statusCode).toBe(400);
  });
});
