import { createLocalJWKSet, jwtVerify } from 'jose';
import { afterAll, type Bench, type BenchRunOptions, beforeAll, describe, expect, test } from 'vitest';
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

/**
 * Each comparison runs in ROUNDS short rounds, the order reversed every other round, and reports the
 * median: tinybench measures one task after the other, and on a shared machine a burst of other work
 * during one task's turn would otherwise skew the ratio. tinybench options are per task and round;
 * together they keep `npm run bench` under a minute.
 */
const ROUNDS = 5;
const SRP_RUN: BenchRunOptions = { time: 1_600, iterations: 10, warmupTime: 300, warmupIterations: 3 };
const TOKEN_RUN: BenchRunOptions = { time: 1_500, iterations: 100, warmupTime: 200, warmupIterations: 20 };

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

interface Task {
  name: string;
  fn: () => unknown;
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};
const perSecond = (hz: number) => hz.toFixed(hz < 100 ? 1 : 0);
const msPerOp = (hz: number) => (1000 / hz).toFixed(hz < 1000 ? 2 : 4);

/**
 * Runs the baseline and the subjects in ROUNDS alternating rounds (one table each), then prints the
 * house rule's ratio lines: each subject's median rate against the baseline's, the median and range of
 * the per-round ratios, and the time per operation spent on top of the baseline's work (which every
 * subject includes).
 */
const compareInRounds = async (
  bench: Bench,
  title: string,
  baseline: Task,
  subjects: Task[],
  options: BenchRunOptions,
): Promise<void> => {
  const tasks = [baseline, ...subjects];
  const rates = new Map<string, number[]>(tasks.map((task) => [task.name, []]));
  for (let round = 1; round <= ROUNDS; round++) {
    const order = round % 2 === 1 ? tasks : [...tasks].reverse();
    const results = await bench.compare(...order.map((task) => bench(task.name, task.fn)), {
      ...options,
      name: `${title}, round ${round} of ${ROUNDS}`,
    });
    // Operations per second as total time over operations (1000 / mean latency), not the tables' hz
    // column (the mean of per-operation rates, which a few slow operations hardly move).
    for (const task of tasks) rates.get(task.name)?.push(1000 / results.get(task.name).latency.mean);
  }
  const baseRates = rates.get(baseline.name) ?? [];
  const baseHz = median(baseRates);
  const lines = [
    `${title} (median of ${ROUNDS} rounds)`,
    `  baseline  ${baseline.name}: ${perSecond(baseHz)}/s (${msPerOp(baseHz)} ms/op)`,
  ];
  for (const subject of subjects) {
    const subjectRates = rates.get(subject.name) ?? [];
    const hz = median(subjectRates);
    const ratios = subjectRates.map((rate, index) => rate / (baseRates[index] ?? Number.NaN));
    const ratio = median(ratios);
    const extraMs = 1000 / hz - 1000 / baseHz;
    lines.push(
      `  subject   ${subject.name}: ${perSecond(hz)}/s (${msPerOp(hz)} ms/op)`,
      `            = ${ratio.toFixed(3)}× the baseline's rate (rounds ${Math.min(...ratios).toFixed(3)}–` +
        `${Math.max(...ratios).toFixed(3)}), ${(1 / ratio).toFixed(2)}× slower, ` +
        `+${extraMs.toFixed(extraMs < 1 ? 3 : 2)} ms/op on top of the baseline`,
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

    await compareInRounds(
      bench,
      'SRP log-in',
      { name: 'SRP math alone (client + server)', fn: srpMathOnly },
      [{ name: 'InitiateAuth + PASSWORD_VERIFIER via app.inject', fn: logInOverHttp }],
      SRP_RUN,
    );
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

    await compareInRounds(
      bench,
      'Access-token verification',
      { name: 'jose jwtVerify, local JWKS of one RS256 key', fn: bareJose },
      [
        { name: 'auth layer: identityRuntime.authenticate', fn: authLayer },
        { name: 'GET /api/account/customer via app.inject', fn: mainApiRequest },
      ],
      TOKEN_RUN,
    );
  });
});
