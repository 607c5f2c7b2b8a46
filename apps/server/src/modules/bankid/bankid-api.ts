import { isIP } from 'node:net';
import { luhnChecksumPasses } from '@granska/domain';
import { z } from 'zod';

/**
 * BankID's relying-party API v6.0 on the wire (shared/design/bankid.md), written once: the client sends
 * these shapes and checks the answers with them, the local BankID server parses requests with them.
 */

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** 12 digits YYYYMMDDNNNN with a valid check digit, as BankID requires. */
export const BankIdPersonalNumber = z
  .string()
  .regex(/^(19|20)\d{2}(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])\d{4}$/, { error: 'Invalid personalNumber' })
  .refine((value) => luhnChecksumPasses(value.slice(2)), { error: 'Invalid personalNumber' });

const base64 = (max: number, name: string) =>
  z
    .string()
    .min(1, { error: `Invalid ${name}` })
    .max(max, { error: `Invalid ${name}` })
    .regex(BASE64, { error: `Invalid ${name}` });

export const Requirement = z
  .object({
    pinCode: z.boolean().optional(),
    mrtd: z.boolean().optional(),
    cardReader: z.enum(['class1', 'class2']).optional(),
    certificatePolicies: z.array(z.string().max(100)).max(10).optional(),
    personalNumber: BankIdPersonalNumber.optional(),
    risk: z.enum(['low', 'moderate']).optional(),
  })
  .strict();

const Web = z
  .object({
    referringDomain: z.string().max(255).optional(),
    userAgent: z.string().max(1024).optional(),
    deviceIdentifier: z.string().max(255).optional(),
  })
  .strict();

const common = {
  requirement: Requirement.optional(),
  userVisibleData: base64(40_000, 'userVisibleData').optional(),
  userVisibleDataFormat: z.literal('simpleMarkdownV1').optional(),
  userNonVisibleData: base64(200_000, 'userNonVisibleData').optional(),
};

export const AuthRequest = z
  .object({
    endUserIp: z.string().refine((value) => isIP(value) !== 0, { error: 'Invalid endUserIp' }),
    ...common,
    returnUrl: z.url().max(2000).optional(),
    returnRisk: z.boolean().optional(),
    web: Web.optional(),
    app: z.record(z.string(), z.unknown()).optional(),
  })
  .strict();
export type AuthRequest = z.infer<typeof AuthRequest>;

export const SignRequest = AuthRequest.extend({
  userVisibleData: base64(40_000, 'userVisibleData'),
}).strict();
export type SignRequest = z.infer<typeof SignRequest>;

export const PhoneAuthRequest = z
  .object({
    personalNumber: BankIdPersonalNumber,
    callInitiator: z.enum(['user', 'RP']),
    ...common,
  })
  .strict();
export type PhoneAuthRequest = z.infer<typeof PhoneAuthRequest>;

export const PhoneSignRequest = PhoneAuthRequest.extend({
  userVisibleData: base64(40_000, 'userVisibleData'),
}).strict();
export type PhoneSignRequest = z.infer<typeof PhoneSignRequest>;

export const OrderRefRequest = z.object({ orderRef: z.string().min(1).max(100) }).strict();

export const OrderResponse = z.object({
  orderRef: z.string(),
  autoStartToken: z.string(),
  qrStartToken: z.string(),
  qrStartSecret: z.string(),
});
export type OrderResponse = z.infer<typeof OrderResponse>;

export const PhoneOrderResponse = z.object({ orderRef: z.string() });
export type PhoneOrderResponse = z.infer<typeof PhoneOrderResponse>;

export const CompletionData = z.object({
  user: z.object({
    personalNumber: z.string(),
    name: z.string(),
    givenName: z.string(),
    surname: z.string(),
  }),
  device: z.object({ ipAddress: z.string(), uhi: z.string().optional() }),
  bankIdIssueDate: z.string(),
  stepUp: z.object({ mrtd: z.boolean() }).optional(),
  /** Base64 of BankID's XML signature document: the evidence, keep it. */
  signature: z.string(),
  /** Base64 of the OCSP response for the user's certificate: the evidence, keep it. */
  ocspResponse: z.string(),
  risk: z.string().optional(),
});
export type CompletionData = z.infer<typeof CompletionData>;

export const CollectResponse = z.object({
  orderRef: z.string(),
  status: z.enum(['pending', 'failed', 'complete']),
  hintCode: z.string().optional(),
  completionData: CompletionData.optional(),
});
export type CollectResponse = z.infer<typeof CollectResponse>;

/** /cancel answers `{}`. */
export const EmptyResponse = z.object({});

export const ErrorResponse = z.object({ errorCode: z.string(), details: z.string().optional() });
export type ErrorResponse = z.infer<typeof ErrorResponse>;

/** The HTTP status BankID answers each error code with. */
export const BANKID_ERROR_STATUS = {
  alreadyInProgress: 400,
  invalidParameters: 400,
  unauthorized: 401,
  notFound: 404,
  methodNotAllowed: 405,
  requestTimeout: 408,
  unsupportedMediaType: 415,
  internalError: 500,
  maintenance: 503,
} as const;
