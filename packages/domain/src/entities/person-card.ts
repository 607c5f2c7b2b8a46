import { z } from 'zod';
import { Service } from '../enums';
import { EntityId, IsoTimestamp } from './common';

export const PersonNote = z.object({
  text: z.string(),
  author: z.string().optional(),
  date: IsoTimestamp.optional(),
  flag: z.boolean().optional(),
});
export type PersonNote = z.infer<typeof PersonNote>;

export const PersonStatusLogEntry = z.object({
  status: z.string(),
  date: IsoTimestamp.optional(),
});
export type PersonStatusLogEntry = z.infer<typeof PersonStatusLogEntry>;

export const SecurityClassStatus = z.object({
  status: z.string(),
  dateCreated: IsoTimestamp.optional(),
});
export type SecurityClassStatus = z.infer<typeof SecurityClassStatus>;

/** A security class ('säkerhetsklass') the person is placed in, with its history. */
export const SecurityClass = z.object({
  id: EntityId.optional(),
  securityClass: z.string().optional(),
  placement: z.string().optional(),
  status: z.string().optional(),
  statusHistory: z.array(SecurityClassStatus).optional(),
});
export type SecurityClass = z.infer<typeof SecurityClass>;

/** The protective-security part of a person card; extra fields are kept as sent. */
export const PsPerson = z.looseObject({
  id: EntityId.optional(),
  employer: z.string().optional(),
  position: z.string().optional(),
  department: z.string().optional(),
  securityClasses: z.array(SecurityClass).optional(),
});
export type PsPerson = z.infer<typeof PsPerson>;

/** A person card of protective security (spec §3). */
export const PersonCard = z.object({
  id: EntityId.optional(),
  status: z.string().optional(),
  statusLog: z.array(PersonStatusLogEntry).optional(),
  customerId: z.string().optional(),
  email: z.string().optional(),
  name: z.string().optional(),
  personalNumber: z.string().optional(),
  phone: z.string().optional(),
  service: Service.optional(),
  notes: z.array(PersonNote).optional(),
  tags: z.array(z.string()).optional(),
  psPerson: PsPerson.optional(),
});
export type PersonCard = z.infer<typeof PersonCard>;
