import { z } from 'zod';

// Inputs of the user-pool operations, bounded so that no field can be used to make the server work
// hard. Unknown fields (ClientMetadata, UserContextData, …) are dropped; values may be null where the
// client sends null (DEVICE_KEY on refresh).

const text = (max: number) => z.string().max(max);
const optionalText = (max: number) => text(max).nullish();

export const LIMITS = {
  username: 256,
  srpHex: 1024,
  session: 256,
  token: 8192,
  password: 256,
  code: 16,
  signature: 128,
  secretBlock: 512,
  timestamp: 64,
  deviceKey: 128,
} as const;

const parameterMap = z
  .record(text(64), z.string().max(LIMITS.token).nullable())
  .refine((map) => Object.keys(map).length <= 32, { message: 'too many parameters' });

export const InitiateAuthInput = z.object({
  AuthFlow: text(64),
  ClientId: text(128),
  AuthParameters: parameterMap,
});

export const RespondToAuthChallengeInput = z.object({
  ChallengeName: text(64),
  ClientId: text(128),
  ChallengeResponses: parameterMap,
  Session: optionalText(LIMITS.session),
});

export const ForgotPasswordInput = z.object({ ClientId: text(128), Username: text(LIMITS.username) });

export const ConfirmForgotPasswordInput = z.object({
  ClientId: text(128),
  Username: text(LIMITS.username),
  ConfirmationCode: text(LIMITS.code),
  Password: text(LIMITS.password),
});

export const AccessTokenInput = z.object({ AccessToken: text(LIMITS.token) });

export const ChangePasswordInput = AccessTokenInput.extend({
  PreviousPassword: text(LIMITS.password),
  ProposedPassword: text(LIMITS.password),
});

export const ConfirmDeviceInput = AccessTokenInput.extend({
  DeviceKey: text(LIMITS.deviceKey),
  DeviceName: optionalText(1024),
  DeviceSecretVerifierConfig: z.object({ PasswordVerifier: text(2048), Salt: text(256) }),
});

export const UpdateDeviceStatusInput = AccessTokenInput.extend({
  DeviceKey: text(LIMITS.deviceKey),
  DeviceRememberedStatus: z.enum(['remembered', 'not_remembered']),
});

export const ForgetDeviceInput = AccessTokenInput.extend({ DeviceKey: text(LIMITS.deviceKey) });

/** One line naming the first bad field, in the style of the hosted pool's validation errors. */
export const describeIssues = (error: z.ZodError): string => {
  const issue = error.issues[0];
  const path = issue?.path.map(String).join('.') || 'request';
  return `1 validation error detected: Value at '${path}' failed to satisfy constraint: ${issue?.message ?? 'invalid'}`;
};
