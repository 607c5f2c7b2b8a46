import { z } from 'zod';
import { EntityId, IsoTimestamp } from './common';

/** A customer's API key. */
export const KeyRecord = z.object({
  key: z.string().optional(),
  keyName: z.string().optional(),
  keyDescription: z.string().optional(),
  customerId: z.string().optional(),
});
export type KeyRecord = z.infer<typeof KeyRecord>;

/** A file fetched for a job; file is base64. */
export const FileFetchRecord = z.object({
  jobId: z.string().optional(),
  filename: z.string().optional(),
  file: z.string().optional(),
  fetchStatus: z.string().optional(),
  folder: z.string().optional(),
});
export type FileFetchRecord = z.infer<typeof FileFetchRecord>;

export const MessageRecord = z.object({
  id: EntityId.optional(),
  custNo: z.string().optional(),
  data: z.string().optional(),
  message: z.string().optional(),
  images: z.array(z.string()).optional(),
  delivered: z.boolean().optional(),
});
export type MessageRecord = z.infer<typeof MessageRecord>;

export const DateRecord = z.object({
  id: EntityId.optional(),
  date: IsoTimestamp,
});
export type DateRecord = z.infer<typeof DateRecord>;
