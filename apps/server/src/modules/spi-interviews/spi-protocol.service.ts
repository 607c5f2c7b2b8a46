import { createHash, randomBytes } from 'node:crypto';
import {
  type BankIdStarted,
  CONSENT_MESSAGES,
  type CollectLeaderProtocolSigningRequest,
  type CollectSpiProtocolSigningRequest,
  type LeaderProtocolSigningResult,
  SPI_PROTOCOL_LINK_DAYS,
  SPI_PROTOCOL_MESSAGES,
  type SpiLeaderJobDetails,
  type SpiProtocolPageView,
  type SpiProtocolSigningResult,
  type SpiSignatureView,
  type StartLeaderProtocolSigningRequest,
  type StartSpiProtocolSigningRequest,
  toBankIdPersonalNumber,
} from '@granska/domain';
import type { FieldCrypto } from '../../platform/crypto/field-crypto';
import type { Database, Transaction } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import type { PublicRequestContext, RequestContext } from '../../platform/http/request-context';
import { type CommandContext, runAuditedRead, runCommand } from '../audit';
import {
  type BankIdCompletion,
  type BankIdService,
  bankIdConflict,
  bankIdSignatureFailed,
  type CollectedStep,
  callBankId,
  collectOrderStep,
  endUserIpOf,
  isForgottenByBankId,
  startClaimedSigning,
} from '../bankid';
import type { FileStorage } from '../file-storage';
import { findUserById } from '../identity';
import { queueEmail, queueSms } from '../notifications';
import { type BkJobRow, decryptPerson, findJobRow, personFieldContext } from '../orders';
import { jobOpenAudit } from '../staff-access';
import {
  claimProtocolOrder,
  clearProtocolOrder,
  ensureProtocol,
  findProtocol,
  findProtocolByKeyHash,
  findSpiReport,
  lockProtocol,
  type ProtocolSigner,
  setReportFileSha256,
  updateProtocol,
} from './spi-interviews.repository';
import type { SpiProtocolRow, SpiReportRow } from './spi-interviews.schema';
import { detailsOf, openLedJob } from './spi-interviews.service';
import {
  leaderSigningStatement,
  personSigningStatement,
  protocolSignedReference,
  SPI_PROTOCOL_LINK_CATEGORY,
  spiProtocolLinkMessage,
} from './spi-protocol-messages';
import { evidenceContext, evidenceOf, type ProtocolEvidence, protocolDigest } from './spi-protocol-view';
import { reportFileNameContext, reportTextContext } from './spi-report-fields';

/**
 * The interview protocol signed with BankID (docs/decisions/spi-interviews.md): the finalized SPI report
 * is the protocol; the person signs it through a link sent by the SPI leader, the leader from the job
 * page. Each signature's evidence is kept encrypted, bound to the job; a new finalization clears them.
 */

export interface SpiProtocolDeps {
  db: Database;
  crypto: FieldCrypto;
  storage: FileStorage;
  bankId: BankIdService;
  /** The web app's address: the link is `<publicUrl>/spip/<key>`. */
  publicUrl: string;
}

type Db = Database | Transaction;

/** Blind-index purpose of the signing link's key: only its keyed hash is stored. */
const LINK_KEY_PURPOSE = 'spi_protocols.link_key';
const linkKeyHash = (crypto: FieldCrypto, key: string) => crypto.blindIndex(LINK_KEY_PURPOSE, key);

const DAY_MS = 24 * 60 * 60_000;

const orderRefOf = (protocol: SpiProtocolRow, signer: ProtocolSigner) =>
  signer === 'person' ? protocol.personOrderRef : protocol.leaderOrderRef;
const signedAtOf = (protocol: SpiProtocolRow, signer: ProtocolSigner) =>
  signer === 'person' ? protocol.personSignedAt : protocol.leaderSignedAt;

const reportTextOf = (crypto: FieldCrypto, report: SpiReportRow) =>
  crypto.decryptField(report.textEnc, reportTextContext(report.jobId));

/** The report with its file's SHA-256, computed from the file for a report finalized before it was kept. */
const withFileSha256 = async (
  deps: Pick<SpiProtocolDeps, 'storage'>,
  report: SpiReportRow,
): Promise<SpiReportRow> => {
  if (report.fileSha256) return report;
  const fileSha256 = createHash('sha256')
    .update(await deps.storage.get(report.storageKey))
    .digest('hex');
  return { ...report, fileSha256 };
};

const statementInput = (job: BkJobRow, crypto: FieldCrypto) => ({
  personName: decryptPerson(crypto, job).name,
  interviewTime: job.spiDetails?.booking?.time ?? job.spiDetails?.date ?? null,
});

// ---------------------------------------------------------------------------------------------------
// Recording a signature (both signers)

interface Signing {
  jobId: string;
  signer: ProtocolSigner;
  orderRef: string;
  /** The personal number that must have signed (the person's); null for the SPI leader. */
  expectedPersonalNumber: string | null;
  leaderUserId: string | null;
}

type RecordOutcome = { kind: 'recorded'; signed: SpiSignatureView } | { kind: 'refused'; error: AppError };

const notFound = () => AppError.notFound(CONSENT_MESSAGES.notFound);

/** Takes a completed signature into effect, once; a second poll of the same order finds it recorded. */
const recordSignature = async (
  deps: SpiProtocolDeps,
  context: CommandContext & { now: Date },
  signing: Signing,
  completion: BankIdCompletion | undefined,
): Promise<SpiSignatureView> => {
  const { jobId, signer, orderRef } = signing;
  if (
    !completion ||
    (signing.expectedPersonalNumber !== null &&
      completion.user.personalNumber !== signing.expectedPersonalNumber)
  ) {
    await clearProtocolOrder(deps.db, jobId, signer, orderRef);
    throw bankIdSignatureFailed(null, CONSENT_MESSAGES.wrongPerson);
  }
  // A refusal is answered rather than thrown, so that forgetting the BankID order commits.
  const refused = (error: AppError) => ({ result: { kind: 'refused', error } as const, audit: [] });
  const outcome = await runCommand<RecordOutcome>(deps.db, context, async (tx) => {
    const protocol = await lockProtocol(tx, jobId);
    const report = await findSpiReport(tx, jobId);
    if (!protocol || !report) return refused(notFound());
    if (orderRefOf(protocol, signer) !== orderRef) {
      const evidence = evidenceOf(deps.crypto, protocol, signer);
      const signedAt = signedAtOf(protocol, signer);
      if (evidence?.orderRef === orderRef && signedAt) {
        const signed = { name: evidence.completionData.user.name, signedAt: signedAt.toISOString() };
        return { result: { kind: 'recorded', signed }, audit: [] };
      }
      return refused(
        orderRefOf(protocol, signer)
          ? bankIdConflict('70021')
          : AppError.notFound(SPI_PROTOCOL_MESSAGES.orderNotFound),
      );
    }
    const evidence: ProtocolEvidence = {
      orderRef,
      protocolDigest: protocolDigest(report, reportTextOf(deps.crypto, report)),
      completionData: completion,
    };
    const sealed = deps.crypto.encryptField(JSON.stringify(evidence), evidenceContext(signer, jobId));
    await updateProtocol(
      tx,
      jobId,
      signer === 'person'
        ? { personSignedAt: context.now, personEvidenceEnc: sealed, personOrderRef: null }
        : {
            leaderSignedAt: context.now,
            leaderEvidenceEnc: sealed,
            leaderOrderRef: null,
            leaderUserId: signing.leaderUserId,
          },
    );
    return {
      result: {
        kind: 'recorded',
        signed: { name: completion.user.name, signedAt: context.now.toISOString() },
      },
      audit: {
        action: 'spi.protocol.sign',
        entity: 'job',
        entityId: jobId,
        details: { signer, via: 'bankid', bankIdOrderRef: orderRef, protocolDigest: evidence.protocolDigest },
      },
    };
  });
  if (outcome.kind === 'refused') throw outcome.error;
  return outcome.signed;
};

/**
 * An order recorded as open for the signer: still pending → 70021 (or cancelled on restart); signed
 * meanwhile → recorded, and this new start is 70022; ended or forgotten by BankID → forgotten here too.
 */
const settleOpenOrder = async (
  deps: SpiProtocolDeps,
  context: CommandContext & { now: Date },
  signing: Signing,
  restart: boolean,
): Promise<void> => {
  const collected = await deps.bankId.collect(signing.orderRef).catch((error: unknown) => {
    if (isForgottenByBankId(error)) return undefined;
    throw error;
  });
  if (collected?.status === 'pending') {
    if (!restart) throw bankIdConflict('70021');
    await callBankId(() => deps.bankId.cancel(signing.orderRef));
  } else if (collected?.status === 'complete') {
    await recordSignature(deps, context, signing, collected.completion);
    throw bankIdConflict('70022', SPI_PROTOCOL_MESSAGES.personSigned);
  }
  await clearProtocolOrder(deps.db, signing.jobId, signing.signer, signing.orderRef);
};

/** Starts the signer's BankID order of the protocol and claims it for the job's protocol row. */
const startSigning = async (
  deps: SpiProtocolDeps,
  context: CommandContext & { now: Date; ip: string | null },
  input: {
    job: BkJobRow;
    report: SpiReportRow;
    signer: ProtocolSigner;
    personalNumber: string | null;
    statement: string;
    /** The same link (or the job) must still be the one the order is for. */
    stillValid: (protocol: SpiProtocolRow) => boolean;
  },
): Promise<BankIdStarted> => {
  const endUserIp = endUserIpOf(context);
  const report = await withFileSha256(deps, input.report);
  const digest = protocolDigest(report, reportTextOf(deps.crypto, report));
  return startClaimedSigning(
    deps,
    context,
    {
      endUserIp,
      ...(input.personalNumber ? { personalNumber: input.personalNumber } : {}),
      userVisibleData: input.statement,
      userNonVisibleData: protocolSignedReference(input.job.id, digest),
    },
    async (tx, orderRef) => {
      const protocol = await ensureProtocol(tx, input.job.id);
      const current = await findSpiReport(tx, input.job.id);
      const claim =
        current?.finalizedAt.getTime() === report.finalizedAt.getTime() &&
        input.stillValid(protocol) &&
        (await claimProtocolOrder(tx, input.job.id, input.signer, orderRef));
      if (claim && !current.fileSha256) await setReportFileSha256(tx, report.jobId, report.fileSha256 ?? '');
      return claim;
    },
    { jobId: input.job.id, orderId: input.job.orderId, spiProtocol: input.signer },
  );
};

/** One collect of the signer's open order; complete records the signature. */
const collectSigning = async (
  deps: SpiProtocolDeps,
  context: CommandContext & { now: Date },
  signing: Signing,
  autoStarted: boolean,
): Promise<{ step: Extract<CollectedStep, { status: 'pending' }> } | { signed: SpiSignatureView }> => {
  const step = await collectOrderStep(deps.bankId, signing.orderRef, autoStarted, () =>
    clearProtocolOrder(deps.db, signing.jobId, signing.signer, signing.orderRef),
  );
  if (step.status === 'pending') return { step };
  return { signed: await recordSignature(deps, context, signing, step.completion) };
};

const pendingFields = (step: Extract<CollectedStep, { status: 'pending' }>) => ({
  status: 'pending' as const,
  hintCode: step.hintCode,
  message: step.message,
  qrCode: step.qrCode,
});

const completeFields = { status: 'complete' as const, hintCode: null, message: null, qrCode: null };

// ---------------------------------------------------------------------------------------------------
// The person's link

interface OpenLink {
  protocol: SpiProtocolRow;
  job: BkJobRow;
  report: SpiReportRow;
}

const isOpen = (protocol: SpiProtocolRow, now: Date) =>
  protocol.personSignedAt === null &&
  protocol.linkExpiresAt !== null &&
  protocol.linkExpiresAt.getTime() > now.getTime();

/** The protocol of a link open now; unknown, signed and expired links answer the same 404. */
const openLink = async (deps: SpiProtocolDeps, key: string, now: Date): Promise<OpenLink> => {
  const protocol = await findProtocolByKeyHash(deps.db, linkKeyHash(deps.crypto, key));
  if (!protocol || !isOpen(protocol, now)) throw notFound();
  const job = await findJobRow(deps.db, protocol.jobId);
  const report = await findSpiReport(deps.db, protocol.jobId);
  if (!job || !report) throw notFound();
  return { protocol, job, report };
};

const leaderNameOf = async (
  db: Db,
  crypto: FieldCrypto,
  protocol: SpiProtocolRow | undefined,
  job: BkJobRow,
) => {
  const signed = protocol ? evidenceOf(crypto, protocol, 'leader') : null;
  if (signed) return signed.completionData.user.name;
  return job.spiLeaderId ? ((await findUserById(db, job.spiLeaderId))?.email ?? null) : null;
};

/** POST /spi-protocol/populate: the protocol the person is asked to sign. */
export const getProtocolPage = async (
  deps: SpiProtocolDeps,
  context: PublicRequestContext,
  key: string,
): Promise<SpiProtocolPageView> => {
  const { protocol, job, report } = await openLink(deps, key, context.now);
  const booking = job.spiDetails?.booking ?? null;
  return {
    personName: decryptPerson(deps.crypto, job).name,
    interviewTime: booking?.time ?? job.spiDetails?.date ?? null,
    interviewType: booking?.type ?? null,
    leaderName: await leaderNameOf(deps.db, deps.crypto, protocol, job),
    text: reportTextOf(deps.crypto, report),
    fileName: deps.crypto.decryptField(report.fileNameEnc, reportFileNameContext(report.jobId)),
    fileSha256: (await withFileSha256(deps, report)).fileSha256 ?? '',
  };
};

const personSigning = (deps: SpiProtocolDeps, { job }: { job: BkJobRow }, orderRef: string): Signing => ({
  jobId: job.id,
  signer: 'person',
  orderRef,
  expectedPersonalNumber: toBankIdPersonalNumber(
    deps.crypto.decryptField(job.ssnEnc, personFieldContext('ssn', job.id)),
  ),
  leaderUserId: null,
});

/** POST /spi-protocol/bankid/sign: starts the person's BankID signature of the protocol. */
export const startPersonSigning = async (
  deps: SpiProtocolDeps,
  context: PublicRequestContext,
  input: StartSpiProtocolSigningRequest,
): Promise<BankIdStarted> => {
  endUserIpOf(context);
  const found = await openLink(deps, input.protocolKey, context.now);
  if (found.protocol.personOrderRef) {
    await callBankId(() =>
      settleOpenOrder(
        deps,
        context,
        personSigning(deps, found, found.protocol.personOrderRef ?? ''),
        input.restart ?? false,
      ),
    );
  }
  return startSigning(deps, context, {
    job: found.job,
    report: found.report,
    signer: 'person',
    personalNumber: decryptPerson(deps.crypto, found.job).ssn,
    statement: personSigningStatement(statementInput(found.job, deps.crypto)),
    stillValid: (protocol) =>
      protocol.linkKeyHash === found.protocol.linkKeyHash && isOpen(protocol, context.now),
  });
};

/** POST /spi-protocol/bankid/collect: one collect of the person's order; complete keeps the evidence. */
export const collectPersonSigning = async (
  deps: SpiProtocolDeps,
  context: PublicRequestContext,
  input: CollectSpiProtocolSigningRequest,
): Promise<SpiProtocolSigningResult> => {
  const known = await findProtocolByKeyHash(deps.db, linkKeyHash(deps.crypto, input.protocolKey));
  const evidence = known ? evidenceOf(deps.crypto, known, 'person') : null;
  if (known?.personSignedAt && evidence?.orderRef === input.orderRef) {
    return {
      ...completeFields,
      signed: { name: evidence.completionData.user.name, signedAt: known.personSignedAt.toISOString() },
    };
  }
  const found = await openLink(deps, input.protocolKey, context.now);
  if (found.protocol.personOrderRef !== input.orderRef) {
    if (found.protocol.personOrderRef) throw bankIdConflict('70021');
    throw AppError.notFound(SPI_PROTOCOL_MESSAGES.orderNotFound);
  }
  const collected = await collectSigning(
    deps,
    context,
    personSigning(deps, found, input.orderRef),
    input.autoStarted ?? false,
  );
  return 'step' in collected
    ? { ...pendingFields(collected.step), signed: null }
    : { ...completeFields, signed: collected.signed };
};

// ---------------------------------------------------------------------------------------------------
// The SPI leader

/** The caller's job and its finalized report, opened (audited); 409 before the report is finalized. */
const openLedProtocol = (deps: SpiProtocolDeps, context: RequestContext, jobId: string) =>
  runAuditedRead(deps.db, context, async (tx) => {
    const { job } = await openLedJob(tx, deps.crypto, context.caller, jobId, false);
    const report = await findSpiReport(tx, jobId);
    if (!report) throw AppError.conflict(SPI_PROTOCOL_MESSAGES.reportFirst);
    return {
      result: { job, report, protocol: await findProtocol(tx, jobId) },
      audit: [jobOpenAudit(job, 'spi-protocol')],
    };
  });

const openedDetails = (deps: SpiProtocolDeps, context: RequestContext, jobId: string) =>
  runAuditedRead(deps.db, context, async (tx) => {
    const { job, person } = await openLedJob(tx, deps.crypto, context.caller, jobId, false);
    return {
      result: await detailsOf(tx, deps.crypto, job, person, context.now),
      audit: [jobOpenAudit(job, 'spi-protocol')],
    };
  });

/**
 * POST /spi-leaders/jobs/{id}/protocol/link: a new link for the person (e-mail and SMS through the
 * outbox), open SPI_PROTOCOL_LINK_DAYS days; an earlier link, and any BankID order it opened, stop.
 */
export const sendProtocolLink = async (
  deps: SpiProtocolDeps,
  context: RequestContext,
  jobId: string,
): Promise<SpiLeaderJobDetails> => {
  const { result, abandonedOrder } = await runCommand(deps.db, context, async (tx) => {
    const { job, person } = await openLedJob(tx, deps.crypto, context.caller, jobId, true);
    if (!(await findSpiReport(tx, jobId))) throw AppError.conflict(SPI_PROTOCOL_MESSAGES.reportFirst);
    const protocol = await ensureProtocol(tx, jobId);
    if (protocol.personSignedAt) throw AppError.conflict(SPI_PROTOCOL_MESSAGES.personSigned);
    if (!person.email && !person.phone) throw AppError.conflict(SPI_PROTOCOL_MESSAGES.noContact);
    const key = randomBytes(32).toString('base64url');
    const expiresAt = new Date(context.now.getTime() + SPI_PROTOCOL_LINK_DAYS * DAY_MS);
    await updateProtocol(tx, jobId, {
      linkKeyHash: linkKeyHash(deps.crypto, key),
      linkSentAt: context.now,
      linkExpiresAt: expiresAt,
      personOrderRef: null,
    });
    const message = spiProtocolLinkMessage({ link: `${deps.publicUrl}/spip/${key}`, expiresAt });
    const category = SPI_PROTOCOL_LINK_CATEGORY;
    if (person.email) {
      await queueEmail(tx, deps.crypto, {
        to: person.email,
        subject: message.subject,
        text: message.email,
        category,
      });
    }
    if (person.phone) await queueSms(tx, deps.crypto, { to: person.phone, text: message.sms, category });
    return {
      result: {
        result: await detailsOf(tx, deps.crypto, job, person, context.now),
        abandonedOrder: protocol.personOrderRef,
      },
      audit: [
        {
          action: 'spi.protocol.link',
          entity: 'job',
          entityId: jobId,
          details: { expiresAt: expiresAt.toISOString(), resent: protocol.linkKeyHash !== null },
        },
        jobOpenAudit(job, 'spi-protocol'),
      ],
    };
  });
  // Best effort: an uncancelled order expires at BankID in minutes and nothing of ours points at it.
  if (abandonedOrder) await deps.bankId.cancel(abandonedOrder).catch(() => undefined);
  return result;
};

const leaderSigning = (context: RequestContext, jobId: string, orderRef: string): Signing => ({
  jobId,
  signer: 'leader',
  orderRef,
  // Staff have no personal number with us: BankID's completion names who signed, and is kept.
  expectedPersonalNumber: null,
  leaderUserId: context.caller.userId,
});

/** POST /spi-leaders/jobs/{id}/protocol/bankid/sign: starts the SPI leader's signature. */
export const startLeaderSigning = async (
  deps: SpiProtocolDeps,
  context: RequestContext,
  jobId: string,
  input: StartLeaderProtocolSigningRequest,
): Promise<BankIdStarted> => {
  endUserIpOf(context);
  const { job, report, protocol } = await openLedProtocol(deps, context, jobId);
  if (protocol?.leaderSignedAt) throw AppError.conflict(SPI_PROTOCOL_MESSAGES.leaderSigned);
  if (protocol?.leaderOrderRef) {
    await callBankId(() =>
      settleOpenOrder(
        deps,
        context,
        leaderSigning(context, jobId, protocol.leaderOrderRef ?? ''),
        input.restart ?? false,
      ),
    );
  }
  return startSigning(deps, context, {
    job,
    report,
    signer: 'leader',
    personalNumber: null,
    statement: leaderSigningStatement(statementInput(job, deps.crypto)),
    stillValid: (current) => current.leaderSignedAt === null,
  });
};

/** POST /spi-leaders/jobs/{id}/protocol/bankid/collect: one collect of the leader's order. */
export const collectLeaderSigning = async (
  deps: SpiProtocolDeps,
  context: RequestContext,
  jobId: string,
  input: CollectLeaderProtocolSigningRequest,
): Promise<LeaderProtocolSigningResult> => {
  const { protocol } = await openLedProtocol(deps, context, jobId);
  const done = async () => ({ ...completeFields, job: await openedDetails(deps, context, jobId) });
  if (protocol && evidenceOf(deps.crypto, protocol, 'leader')?.orderRef === input.orderRef) return done();
  if (protocol?.leaderOrderRef !== input.orderRef) {
    if (protocol?.leaderOrderRef) throw bankIdConflict('70021');
    throw AppError.notFound(SPI_PROTOCOL_MESSAGES.orderNotFound);
  }
  const collected = await collectSigning(
    deps,
    context,
    leaderSigning(context, jobId, input.orderRef),
    input.autoStarted ?? false,
  );
  return 'step' in collected ? { ...pendingFields(collected.step), job: null } : done();
};
