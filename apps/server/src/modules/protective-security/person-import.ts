import {
  emailFormatRefusal,
  isValidPhone,
  normalizePersonalNumber,
  PS_IMPORT_MESSAGES,
  PS_MESSAGES,
  type PsImportRequest,
  type PsImportResult,
  type PsImportRow,
  parseInstant,
  SECURITY_CLASSES,
  type SecurityClassNumber,
  VALIDATION_MESSAGES,
  validatePersonalNumber,
} from '@granska/domain';
import { parse } from 'csv-parse/sync';
import { ssnIndex } from '../../platform/crypto/ssn-index';
import { AppError } from '../../platform/http/app-error';
import type { RequestContext } from '../../platform/http/request-context';
import { runCommand } from '../audit';
import { personWithSsn } from './protective-security.repository';
import {
  type ImportedPerson,
  insertImportedPerson,
  type ProtectiveSecurityDeps,
  psCustomer,
} from './protective-security.service';

/** How many lines one import takes (a register is hundreds, not tens of thousands, of persons). */
const MAX_LINES = 2000;
const COLUMNS = 6;

interface ParsedLine {
  row: PsImportRow;
  person?: ImportedPerson;
}

/** The file's lines as fields; `,` or `;` separates them, quotes as CSV has them. */
const linesOf = (csv: string): string[][] => {
  try {
    return parse(csv.replace(/^\uFEFF/, ''), {
      delimiter: [';', ','],
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
    }) as string[][];
  } catch {
    throw AppError.badRequest(PS_IMPORT_MESSAGES.unreadable);
  }
};

/** A first line without a digit in its first field is a header ('personnummer;namn;…'). */
const isHeader = (fields: readonly string[]) => !/\d/.test(fields[0] ?? '');

const checkLine = (fields: readonly string[], line: number, now: Date): ParsedLine => {
  const [rawSsn = '', name = '', email = '', rawPhone = '', securityClass = '', clearedDate = ''] = fields;
  const ssn = normalizePersonalNumber(rawSsn, now);
  const phone = rawPhone.replace(/[\s-]/g, '');
  const issues: string[] = [];
  if (fields.length !== COLUMNS) issues.push(PS_IMPORT_MESSAGES.columns);
  const ssnRefusal = validatePersonalNumber(ssn, now);
  if (ssnRefusal) issues.push(ssnRefusal);
  if (!name) issues.push(VALIDATION_MESSAGES.nameMissing);
  const emailRefusal = email ? emailFormatRefusal(email) : VALIDATION_MESSAGES.emailMissing;
  if (emailRefusal) issues.push(emailRefusal);
  if (!isValidPhone(phone)) issues.push(VALIDATION_MESSAGES.phoneInvalid);
  const knownClass = (SECURITY_CLASSES as readonly string[]).includes(securityClass);
  if (!knownClass) issues.push(PS_IMPORT_MESSAGES.securityClass);
  const cleared = /^\d{4}-\d{2}-\d{2}$/.test(clearedDate) ? parseInstant(clearedDate, 12) : null;
  if (!cleared || cleared.getTime() > now.getTime()) issues.push(PS_IMPORT_MESSAGES.clearedDate);
  const row = { line, name, personalNumber: ssn || rawSsn, securityClass, clearedDate, issues };
  return issues.length > 0 || !cleared
    ? { row }
    : {
        row,
        person: { name, ssn, email, phone, securityClass: securityClass as SecurityClassNumber, cleared },
      };
};

/**
 * POST /protective-security/persons/import (PSImportOrder): every line of the file checked with the
 * register's rules (spec §5 personal number and phone), a person already in the register or earlier in
 * the file refused by line. Without `confirm` the preview only; with it each good line becomes a card
 * (service SECURITY_SCREENING_IMPORT, placed CLEARED in its class on the cleared date) in one
 * transaction, and the bad lines are left out. A whole file that cannot be read is 400.
 */
export const importPersons = (
  deps: ProtectiveSecurityDeps,
  context: RequestContext,
  input: PsImportRequest,
): Promise<PsImportResult> =>
  runCommand(deps.db, context, async (tx) => {
    const customer = await psCustomer(tx, context);
    const lines = linesOf(input.csv);
    const first = lines[0];
    const headerLines = first && isHeader(first) ? 1 : 0;
    const body = lines.slice(headerLines);
    if (body.length === 0) throw AppError.badRequest(PS_IMPORT_MESSAGES.empty);
    if (body.length > MAX_LINES) throw AppError.badRequest(PS_IMPORT_MESSAGES.tooMany);

    const seen = new Set<string>();
    const parsed: ParsedLine[] = [];
    for (const [index, fields] of body.entries()) {
      const line = checkLine(fields, index + 1 + headerLines, context.now);
      const index_ = line.person ? ssnIndex(deps.crypto, line.person.ssn) : null;
      if (line.person && index_) {
        if (seen.has(index_)) line.row.issues.push(PS_IMPORT_MESSAGES.duplicateInFile);
        else if (await personWithSsn(tx, customer.id, index_)) line.row.issues.push(PS_MESSAGES.personExists);
        seen.add(index_);
        if (line.row.issues.length > 0) delete line.person;
      }
      parsed.push(line);
    }
    const good = parsed.filter((line) => line.person);
    const importedIds: string[] = [];
    if (input.confirm) {
      for (const { person } of good) {
        if (person) importedIds.push(await insertImportedPerson(tx, deps, customer.id, person, context.now));
      }
    }
    return {
      result: {
        rows: parsed.map((line) => line.row),
        valid: good.length,
        invalid: parsed.length - good.length,
        imported: importedIds.length,
      },
      audit: {
        action: input.confirm ? 'ps-person.import' : 'ps-person.import-preview',
        entity: 'ps-person',
        entityId: customer.id,
        details: { lines: parsed.length, valid: good.length, personIds: importedIds },
      },
    };
  });
