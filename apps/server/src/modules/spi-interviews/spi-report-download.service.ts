import {
  isProtectiveSecurityService,
  ORDER_MESSAGES,
  type ReportFile,
  SPI_PROTOCOL_MESSAGES,
  shortId,
} from '@granska/domain';
import type { FieldCrypto } from '../../platform/crypto/field-crypto';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import type { RequestContext } from '../../platform/http/request-context';
import { runAuditedRead } from '../audit';
import { findCustomerByCustNo } from '../customers';
import { findUserById } from '../identity';
import { decryptPerson, findOrderRow, jobsOfOrders, maySeeOrderOfAnyArea } from '../orders';
import { findProtocol, findSpiReport } from './spi-interviews.repository';
import { protocolViewOf } from './spi-protocol-view';
import { reportFileNameContext, reportTextContext } from './spi-report-fields';
import { renderSpiReportPdf } from './spi-report-pdf';

/**
 * POST /protective-security/orders/{id}/spi-report (SPIDownloadReport): the SÄK order's SPI report as a
 * PDF, once the SPI leader has finalized it (409 before). The caller must see the order as the SÄK lists
 * do; another customer's order, or one that is not SÄK's, answers 404 as an unknown id. Audited.
 */
export const downloadSpiReport = (
  deps: { db: Database; crypto: FieldCrypto },
  context: RequestContext,
  orderId: string,
): Promise<ReportFile> =>
  runAuditedRead(deps.db, context, async (tx) => {
    const notFound = AppError.notFound(ORDER_MESSAGES.notFound);
    const { caller } = context;
    const customer = caller.custNo ? await findCustomerByCustNo(tx, caller.custNo) : undefined;
    const order = await findOrderRow(tx, orderId);
    const [job] = order ? (await jobsOfOrders(tx, [order.id])).jobs : [];
    if (!customer || !order || !job || !isProtectiveSecurityService(order.service)) throw notFound;
    if (!maySeeOrderOfAnyArea(caller, customer.id, order, [job.currState])) throw notFound;
    const report = await findSpiReport(tx, job.id);
    if (!report) throw AppError.conflict(SPI_PROTOCOL_MESSAGES.reportNotFinalized);
    const protocol = protocolViewOf(deps.crypto, report, await findProtocol(tx, job.id));
    const booking = job.spiDetails?.booking ?? null;
    const leader = job.spiLeaderId ? await findUserById(tx, job.spiLeaderId) : undefined;
    const bytes = await renderSpiReportPdf({
      personName: decryptPerson(deps.crypto, job).name,
      interviewTime: booking?.time ?? job.spiDetails?.date ?? null,
      interviewType: booking?.type ?? job.spiDetails?.spiType ?? null,
      leaderName: protocol.leader?.name ?? leader?.email ?? null,
      text: deps.crypto.decryptField(report.textEnc, reportTextContext(job.id)),
      fileName: deps.crypto.decryptField(report.fileNameEnc, reportFileNameContext(job.id)),
      fileSha256: protocol.fileSha256,
      finalizedAt: report.finalizedAt.toISOString(),
      person: protocol.person,
      leader: protocol.leader,
    });
    return {
      result: {
        jobId: job.id,
        filename: `spi-rapport-${shortId(job.id)}.pdf`,
        type: 'application/pdf' as const,
        data: bytes.toString('base64'),
      },
      audit: {
        action: 'spi.report.download',
        entity: 'job',
        entityId: job.id,
        details: { orderId: order.id, customerId: customer.id, signed: protocol.person !== null },
      },
    };
  });
