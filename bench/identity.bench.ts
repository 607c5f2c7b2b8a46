import { createLocalJWKSet, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  createVerifier,
  newSecretBlock,
  poolNameOf,
  startServerSession,
  verifyPasswordClaim,
} from '../apps/server/src/modules/identity/srp';
import { DEMO_PASSWORD } from '../apps/server/src/modules/seed/demo-users';
import { createTestApp, type TestApp } from '../apps/server/src/platform/testing/test-app';
import { startSrpClient } from './srp-client';

// Identity throughput on the main API, each figure against a baseline measured in the same run
// (bench/README.md). Correct passwords only, so the lockout never trips.

const EMAIL = 'admin@granska.test'; // a staff user without SMS MFA: the password alone gives tokens

/** tinybench options per comparison; together they keep `npm run bench` near a minute. */
const SRP_RUN = { time: 8_000, iterations: 20, warmupTime: 1_000, warmupIterations: 5 };
const TOKEN_RUN = { time: 4_000, iterations: 200, warmupTime: 500, warmupIterations: 50 };

let testApp: TestApp;
let clientId: string;
let poolName: string;
let userIdForSrp: string;

beforeAll(async () => {
  testApp = await createTestApp({ seed: true });
  clientId = testApp.config.userPoolClientId;
  poolName = poolNameOf(testApp.config.userPoolId);
});

afterAll(async () => {
  await testApp?.close();
});

const callIdp = async (operation: string, body: unknown): Promise<Record<string, unknown>> => {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/idp',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
    },
    payload: JSON.stringify(body),
  });
  const json = response.json() as Record<string, unknown>;
  if (response.statusCode !== 200) throw new Error(`${operation}: ${response.statusCode} ${response.body}`);
  return json;
};

interface AuthenticationResult {
  AccessToken: string;
  IdToken: string;
  RefreshToken: string;
}

/** USER_SRP_AUTH then PASSWORD_VERIFIER through POST /idp; throws unless it ends with tokens. */
const logInOverHttp = async (): Promise<AuthenticationResult> => {
  const client = startSrpClient();
  const challenge = await callIdp('InitiateAuth', {
    AuthFlow: 'USER_SRP_AUTH',
    ClientId: clientId,
    AuthParameters: { USERNAME: EMAIL, SRP_A: client.AHex },
  });
  const parameters = challenge.ChallengeParameters as Record<string, string>;
  const userId = parameters.USER_ID_FOR_SRP ?? '';
  const secretBlock = parameters.SECRET_BLOCK ?? '';
  const claim = client.respond({
    poolName,
    userIdForSrp: userId,
    password: DEMO_PASSWORD,
    saltHex: parameters.SALT ?? '',
    BHex: parameters.SRP_B ?? '',
    secretBlock,
  });
  const answer = await callIdp('RespondToAuthChallenge', {
    ChallengeName: 'PASSWORD_VERIFIER',
    ClientId: clientId,
    Session: challenge.Session,
    ChallengeResponses: { USERNAME: userId, PASSWORD_CLAIM_SECRET_BLOCK: secretBlock, ...claim },
  });
  const result = answer.AuthenticationResult as AuthenticationResult | undefined;
  if (!result?.AccessToken) throw new Error(`no AuthenticationResult: ${JSON.stringify(answer)}`);
  return result;
};

const perSecond = (hz: number) => hz.toFixed(hz < 100 ? 1 : 0);
const msPerOp = (hz: number) => (1000 / hz).toFixed(hz < 1000 ? 2 : 4);

/**
 * The house rule's ratio lines: each subject's throughput against the baseline's of the same run, and
 * the time per operation it spends on top of the baseline's work (which every subject includes).
 */
const report = (
  title: string,
  baseline: { name: string; hz: number },
  subjects: { name: string; hz: number }[],
) => {
  const lines = [
    title,
    `  baseline  ${baseline.name}: ${perSecond(baseline.hz)}/s (${msPerOp(baseline.hz)} ms/op)`,
  ];
  for (const subject of subjects) {
    const extraMs = 1000 / subject.hz - 1000 / baseline.hz;
    lines.push(
      `  subject   ${subject.name}: ${perSecond(subject.hz)}/s (${msPerOp(subject.hz)} ms/op) = ` +
        `${(subject.hz / baseline.hz).toFixed(3)}× the baseline's rate, ${(baseline.hz / subject.hz).toFixed(2)}× slower, ` +
        `+${extraMs.toFixed(extraMs < 1 ? 3 : 2)} ms/op on top of it`,
    );
  }
  console.log(lines.join('\n'));
};

describe('SRP log-in', () => {
  beforeAll(async () => {
    const result = await logInOverHttp();
    userIdForSrp = (await testApp.app.identityRuntime.authenticate(result.AccessToken)).userId;
  });

  test('full log-ins per second: POST /idp against the SRP math alone', async ({ bench }) => {
    expect((await logInOverHttp()).AccessToken).toMatch(/^ey/);

    // Baseline: the same client and server arithmetic with no HTTP, no database, no tokens.
    const verifier = createVerifier(poolName, userIdForSrp, DEMO_PASSWORD);
    const srpMathOnly = () => {
      const client = startSrpClient();
      const server = startServerSession(verifier.verifierHex);
      const secretBlock = newSecretBlock();
      const claim = client.respond({
        poolName,
        userIdForSrp,
        password: DEMO_PASSWORD,
        saltHex: verifier.saltHex,
        BHex: server.BHex,
        secretBlock,
      });
      const valid = verifyPasswordClaim({
        poolName,
        userIdForSrp,
        verifierHex: verifier.verifierHex,
        AHex: client.AHex,
        bHex: server.bHex,
        BHex: server.BHex,
        secretBlockB64: secretBlock,
        timestamp: claim.TIMESTAMP,
        signatureB64: claim.PASSWORD_CLAIM_SIGNATURE,
      });
      if (!valid) throw new Error('SRP claim refused');
    };
    srpMathOnly();

    const baseline = 'SRP math alone (client + server)';
    const subject = 'InitiateAuth + PASSWORD_VERIFIER via app.inject';
    const results = await bench.compare(bench(baseline, srpMathOnly), bench(subject, logInOverHttp), SRP_RUN);
    report('SRP log-in', { name: baseline, hz: results.get(baseline).throughput.mean }, [
      { name: subject, hz: results.get(subject).throughput.mean },
    ]);
  });
});

describe('Access-token verification', () => {
  test('verifications per second: auth layer and main-API request against bare jose', async ({ bench }) => {
    const { AccessToken: token } = await logInOverHttp();
    const runtime = testApp.app.identityRuntime;
    const { issuer } = runtime.provider;
    const jwks = await runtime.provider.keys.jwks();
    expect(jwks.keys).toHaveLength(1);
    const keySet = createLocalJWKSet(jwks);
    const verifyOptions = { issuer, algorithms: ['RS256'], requiredClaims: ['exp', 'iat', 'sub'] };

    const bareJose = async () => {
      await jwtVerify(token, keySet, verifyOptions);
    };
    const authLayer = async () => {
      await runtime.authenticate(token);
    };
    const mainApiRequest = async () => {
      const response = await testApp.app.inject({
        method: 'GET',
        url: '/api/account/customer',
        headers: { authorization: `Bearer ${token}` },
      });
      if (response.statusCode !== 200) throw new Error(`GET /api/account/customer: ${response.statusCode}`);
    };
    await bareJose();
    expect((await runtime.authenticate(token)).email).toBe(EMAIL);
    const check = await testApp.app.inject({
      method: 'GET',
      url: '/api/account/customer',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(check.statusCode).toBe(200);
    expect(check.json()).toMatchObject({ status: 'OK', result: [] });

    const baseline = 'jose jwtVerify, local JWKS of one RS256 key';
    const layer = 'auth layer: identityRuntime.authenticate';
    const request = 'GET /api/account/customer via app.inject';
    const results = await bench.compare(
      bench(baseline, bareJose),
      bench(layer, authLayer),
      bench(request, mainApiRequest),
      TOKEN_RUN,
    );
    report('Access-token verification', { name: baseline, hz: results.get(baseline).throughput.mean }, [
      { name: layer, hz: results.get(layer).throughput.mean },
      { name: request, hz: results.get(request).throughput.mean },
    ]);
  });
});
