import { AppError } from '../../platform/http/app-error';
import { findUserById, groupsOfUser } from './identity.repository';

type Db = Parameters<typeof findUserById>[0];

/**
 * The recipient rule of the portals' orders (background checks: BKRecipient, reference checks:
 * RTRecipient): the wanted user ids deduplicated, each a user of the customer `custNo` in `group`;
 * any other id is refused with `refusal` (400).
 */
export const validRecipients = async (
  db: Db,
  { custNo, group, refusal }: { custNo: string; group: string; refusal: string },
  wanted: readonly string[],
): Promise<string[]> => {
  const recipients = [...new Set(wanted)];
  for (const recipient of recipients) {
    const user = await findUserById(db, recipient);
    const receives = user?.custNo === custNo && (await groupsOfUser(db, recipient)).includes(group);
    if (!receives) throw AppError.badRequest(refusal);
  }
  return recipients;
};
