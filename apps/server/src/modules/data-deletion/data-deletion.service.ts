import {
  DELETION_CERTIFICATE_MESSAGES,
  type DeletionCertificateView,
  type FileAnswer,
  shortId,
} from '@granska/domain';
import type { Database, Transaction } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import type { RequestContext } from '../../platform/http/request-context';
import { runAuditedRead, runAuditedReadOutsideTransaction } from '../audit';
import { findCustomerByCustNo } from '../customers';
import { certificatesOfCustomer, findCertificate } from './data-deletion.repository';
import type { CaseDeletionCertificateRow } from './data-deletion.schema';
import { renderDeletionCertificatePdf } from './deletion-certificate-pdf';

export interface DataDeletionDeps {
  db: Database;
}

const certificateView = (row: CaseDeletionCertificateRow): DeletionCertificateView => ({
  id: row.id,
  jobId: row.jobId,
  orderId: row.orderId,
  service: row.service,
  policy: row.policy,
  retentionMonths: row.retentionMonths,
  finishedAt: row.finishedAt.toISOString(),
  deletedAt: row.deletedAt.toISOString(),
  deleted: row.deleted,
});

const notFound = () => new AppError('NOT_FOUND', DELETION_CERTIFICATE_MESSAGES.notFound);

/** The caller's own customer (a customer admin is one customer's); none for a user without one. */
const ownCustomer = async (db: Database | Transaction, context: RequestContext) =>
  context.caller.custNo ? findCustomerByCustNo(db, context.caller.custNo) : undefined;

/** GET /deletion-certificates: the own customer's certificates, newest deletion first. Audited. */
export const listDeletionCertificates = (
  deps: DataDeletionDeps,
  context: RequestContext,
  { page, size }: { page: number; size: number },
) =>
  runAuditedReadOutsideTransaction(deps.db, context, async () => {
    const customer = await ownCustomer(deps.db, context);
    const { rows, total } = customer
      ? await certificatesOfCustomer(deps.db, customer.id, { limit: size, offset: page * size })
      : { rows: [], total: 0 };
    return {
      result: { items: rows.map(certificateView), total },
      audit: {
        action: 'deletion-certificate.list',
        entity: 'customer',
        entityId: customer?.id ?? null,
        details: { page, size },
      },
    };
  });

/**
 * GET /deletion-certificates/{id}: one certificate of the own customer as a PDF; another customer's,
 * or none, is 404 alike. Audited.
 */
export const downloadDeletionCertificate = (
  deps: DataDeletionDeps,
  context: RequestContext,
  id: string,
): Promise<FileAnswer> =>
  runAuditedRead(deps.db, context, async (tx) => {
    const customer = await ownCustomer(tx, context);
    const certificate = customer ? await findCertificate(tx, id) : undefined;
    if (!customer || !certificate || certificate.customerId !== customer.id) throw notFound();
    const bytes = await renderDeletionCertificatePdf(certificate, customer);
    return {
      result: { filename: `raderingsintyg-${shortId(certificate.jobId)}.pdf`, bytes },
      audit: {
        action: 'deletion-certificate.download',
        entity: 'deletion-certificate',
        entityId: certificate.id,
        details: { jobId: certificate.jobId, customerId: customer.id },
      },
    };
  });
