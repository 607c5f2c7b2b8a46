/**
 * The one error the API clients throw. `message` is what the user is shown: the call's Swedish
 * message (main API) or the server's message / the call's fallback (reference service).
 */
export class ApiError extends Error {
  override name = 'ApiError';
  /** HTTP status, when an answer arrived. */
  readonly httpStatus: number | undefined;
  /** The envelope's status or statusCode, when there was one. */
  readonly envelopeStatus: string | number | undefined;
  /** The server's own message, kept for logs; not necessarily fit for users. */
  readonly serverMessage: string | undefined;
  /** The failed answer's body, for calls whose errors carry more than a message (`bankIdCode`). */
  readonly envelope: unknown;

  constructor(
    message: string,
    details: {
      httpStatus?: number;
      envelopeStatus?: string | number;
      serverMessage?: string;
      envelope?: unknown;
      cause?: unknown;
    } = {},
  ) {
    super(message, { cause: details.cause });
    this.httpStatus = details.httpStatus;
    this.envelopeStatus = details.envelopeStatus;
    this.serverMessage = details.serverMessage;
    this.envelope = details.envelope;
  }
}

/** Something that turns an unknown JSON value into T: a zod schema from @granska/domain fits. */
export interface Parser<T> {
  parse(value: unknown): T;
}

export type TokenGetter = () => Promise<string | null>;

export const joinUrl = (baseUrl: string, path: string): string =>
  `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;

export const readJson = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
