import { createHash } from 'node:crypto';
import type { SpiProtocolView, SpiSignatureView } from '@granska/domain';
import type { FieldCrypto } from '../../platform/crypto/field-crypto';
import type { BankIdCompletion } from '../bankid';
import type { ProtocolSigner } from './spi-interviews.repository';
import type { SpiProtocolRow, SpiReportRow } from './spi-interviews.schema';

/** What a signature's evidence holds: BankID's completionData and the protocol digest it signed. */
export interface ProtocolEvidence {
  orderRef: string;
  protocolDigest: string;
  completionData: BankIdCompletion;
}

export const evidenceContext = (signer: ProtocolSigner, jobId: string) => `spi_protocols.${signer}:${jobId}`;

/** The protocol as signed: the job, the report's text, the file's SHA-256 and when it was finalized. */
export const protocolDigest = (report: SpiReportRow, text: string): string =>
  createHash('sha256')
    .update(
      JSON.stringify({
        jobId: report.jobId,
        text,
        fileSha256: report.fileSha256,
        finalizedAt: report.finalizedAt.toISOString(),
      }),
    )
    .digest('hex');

export const evidenceOf = (
  crypto: FieldCrypto,
  protocol: SpiProtocolRow,
  signer: ProtocolSigner,
): ProtocolEvidence | null => {
  const sealed = signer === 'person' ? protocol.personEvidenceEnc : protocol.leaderEvidenceEnc;
  return sealed
    ? (JSON.parse(crypto.decryptField(sealed, evidenceContext(signer, protocol.jobId))) as ProtocolEvidence)
    : null;
};

const signatureOf = (
  crypto: FieldCrypto,
  protocol: SpiProtocolRow | undefined,
  signer: ProtocolSigner,
): SpiSignatureView | null => {
  const signedAt = signer === 'person' ? protocol?.personSignedAt : protocol?.leaderSignedAt;
  const evidence = protocol ? evidenceOf(crypto, protocol, signer) : null;
  return signedAt && evidence
    ? { name: evidence.completionData.user.name, signedAt: signedAt.toISOString() }
    : null;
};

/** Who signed the protocol when, and the person's link. */
export const protocolViewOf = (
  crypto: FieldCrypto,
  report: SpiReportRow,
  protocol: SpiProtocolRow | undefined,
): SpiProtocolView => ({
  fileSha256: report.fileSha256 ?? '',
  person: signatureOf(crypto, protocol, 'person'),
  leader: signatureOf(crypto, protocol, 'leader'),
  linkSentAt: protocol?.linkSentAt?.toISOString() ?? null,
  linkExpiresAt: protocol?.linkExpiresAt?.toISOString() ?? null,
});
