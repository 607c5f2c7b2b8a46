import { DataPartData, type DataPartView } from '@granska/domain';
import type { FieldCrypto } from '../../../platform/crypto/field-crypto';
import type { AnalysisDataPartRow } from '../analysis.schema';

type EncryptedField = 'title' | 'text' | 'data';

/** The encryption context of a data part's field: bound to the part, so a copied value does not open. */
export const dataPartFieldContext = (field: EncryptedField, id: string) =>
  `analysis_data_parts.${field}:${id}`;

export const encryptDataPartFields = (
  crypto: FieldCrypto,
  id: string,
  fields: { title: string; text: string; data?: DataPartData | null },
) => ({
  titleEnc: crypto.encryptField(fields.title, dataPartFieldContext('title', id)),
  textEnc: crypto.encryptField(fields.text, dataPartFieldContext('text', id)),
  ...(fields.data === undefined
    ? {}
    : {
        dataEnc:
          fields.data === null
            ? null
            : crypto.encryptField(JSON.stringify(fields.data), dataPartFieldContext('data', id)),
      }),
});

export const toDataPartView = (crypto: FieldCrypto, row: AnalysisDataPartRow): DataPartView => ({
  id: row.id,
  jobId: row.jobId,
  source: row.source,
  type: row.type,
  title: crypto.decryptField(row.titleEnc, dataPartFieldContext('title', row.id)),
  text: crypto.decryptField(row.textEnc, dataPartFieldContext('text', row.id)),
  data:
    row.dataEnc === null
      ? null
      : DataPartData.parse(
          JSON.parse(crypto.decryptField(row.dataEnc, dataPartFieldContext('data', row.id))),
        ),
  createdBy: row.createdBy,
  created: row.created.toISOString(),
  updatedBy: row.updatedBy,
  updated: row.updated.toISOString(),
});
