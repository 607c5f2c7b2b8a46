import {
  NO_RISK_GRADES,
  RISK_GRADE_FIELDS,
  RiskGrade,
  type RiskGrades,
  type RiskGradesView,
} from '@granska/domain';
import type { FieldCrypto } from '../../../platform/crypto/field-crypto';
import type { Database } from '../../../platform/db/database';
import type { RequestContext } from '../../../platform/http/request-context';
import { runAuditedRead, runCommand } from '../../audit';
import type { BkJobRow } from '../../orders';
import { updateRiskGrades } from '../analysis.repository';
import { openJobToChange, openJobToRead } from '../analysis-access';

export interface RiskGradeDeps {
  db: Database;
  crypto: FieldCrypto;
}

/** The job's grades on the 1–5 scale; anything stored outside it (or missing) reads as not graded. */
export const riskGradesOf = (job: Pick<BkJobRow, 'riscGrades'>): RiskGrades => {
  const stored = job.riscGrades ?? {};
  const grades = { ...NO_RISK_GRADES };
  for (const field of RISK_GRADE_FIELDS) {
    const parsed = RiskGrade.safeParse(stored[field] ?? null);
    grades[field] = parsed.success ? parsed.data : null;
  }
  return grades;
};

/** GET /jobs/{id}/risc. */
export const getRiskGrades = ({ db, crypto }: RiskGradeDeps, context: RequestContext, jobId: string) =>
  runAuditedRead(db, context, async (tx) => {
    const { job, openAudit } = await openJobToRead(tx, crypto, context, jobId, 'risc.read');
    const result: RiskGradesView = { jobId: job.id, ...riskGradesOf(job) };
    return { result, audit: openAudit };
  });

/** POST /jobs/{id}/risc: replaces the five grades (null clears one) while the job is under analysis. */
export const saveRiskGrades = (
  { db, crypto }: RiskGradeDeps,
  context: RequestContext,
  jobId: string,
  grades: RiskGrades,
) =>
  runCommand(db, context, async (tx) => {
    const { job, openAudit } = await openJobToChange(tx, crypto, context, jobId, 'risc.update');
    const before = riskGradesOf(job);
    const next = Object.fromEntries(RISK_GRADE_FIELDS.map((field) => [field, grades[field]])) as RiskGrades;
    await updateRiskGrades(tx, jobId, next);
    const result: RiskGradesView = { jobId, ...next };
    return {
      result,
      audit: [
        openAudit,
        {
          action: 'job.risc-grades',
          entity: 'job',
          entityId: jobId,
          details: { fields: RISK_GRADE_FIELDS.filter((field) => before[field] !== next[field]) },
        },
      ],
    };
  });
