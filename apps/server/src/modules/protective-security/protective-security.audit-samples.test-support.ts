import { okEnvelope, PsDocumentView, PsPersonView, PsTagView } from '@granska/domain';
import type { AuditSamples, AuditWalkWorld } from '../../platform/testing/audit-walk';
import { accessTokenFor } from '../../platform/testing/factory';
import { personInput } from '../../platform/testing/ps-person-input';

/** A security manager of demo customer 1003 with every register and tag right. */
const manager = async (world: AuditWalkWorld, more: string[] = []) =>
  (
    await accessTokenFor(world.testApp, {
      email: `ps.${world.tag()}@tryggregion.example`,
      custNo: '1003',
      groups: [
        'ServiceProtectiveSecurity',
        'PSSecurityManager',
        'PSCreatePerson',
        'PSEditSecurityClass',
        'PSDeletePsPerson',
        'PSTag',
        'PSEditTag',
        'PSDeleteTag',
        ...more,
      ],
    })
  ).token;

const post = async (world: AuditWalkWorld, token: string, url: string, body: unknown) => {
  const response = await world.testApp.app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${token}` },
    payload: body as object,
  });
  if (response.statusCode !== 200) throw new Error(response.body);
  return response.json();
};

const personOf = async (world: AuditWalkWorld, token: string) =>
  okEnvelope(PsPersonView).parse(await post(world, token, '/api/protective-security/persons', personInput()))
    .result[0] as PsPersonView;

const tagOf = async (world: AuditWalkWorld, token: string) =>
  okEnvelope(PsTagView).parse(await post(world, token, '/tags/tag', { name: `Tagg ${world.tag()}` }))
    .result[0] as PsTagView;

/** A small PDF, as the documents service takes it. */
export const pdfUpload = (filename = 'avtal.pdf') => ({
  filename,
  type: 'application/pdf',
  data: Buffer.from('%PDF-1.4\n% säkerhetsskyddsavtal\n').toString('base64'),
});

const documentOf = async (world: AuditWalkWorld, token: string) => {
  const person = await personOf(world, token);
  return okEnvelope(PsDocumentView).parse(
    await post(world, token, `/documents/person/${person.id}/documents`, pdfUpload()),
  ).result[0] as PsDocumentView;
};

export const samples: AuditSamples = {
  'POST /protective-security/persons': async (world) => ({
    token: await manager(world),
    body: personInput(),
  }),
  'PUT /protective-security/persons/{id}': async (world) => {
    const token = await manager(world);
    const { id, name, personalNumber, email } = await personOf(world, token);
    return { token, params: { id }, body: { name, personalNumber, email, phone: '+46709998877' } };
  },
  'DELETE /protective-security/persons/{id}': async (world) => {
    const token = await manager(world);
    return { token, params: { id: (await personOf(world, token)).id } };
  },
  'POST /protective-security/persons/import': async (world) => {
    const { personalNumber, name, email } = personInput();
    return {
      token: await manager(world, ['PSImportOrder']),
      body: { csv: `${personalNumber};${name};${email};+46701234567;2;2025-01-15`, confirm: true },
    };
  },
  'POST /tags/tag': async (world) => ({ token: await manager(world), body: { name: `Ny ${world.tag()}` } }),
  'PUT /tags/tag/{id}': async (world) => {
    const token = await manager(world);
    return { token, params: { id: (await tagOf(world, token)).id }, body: { name: `Omdöpt ${world.tag()}` } };
  },
  'DELETE /tags/tag/{id}': async (world) => {
    const token = await manager(world);
    return { token, params: { id: (await tagOf(world, token)).id } };
  },
  'POST /documents/person/{id}/documents': async (world) => {
    const token = await manager(world);
    return { token, params: { id: (await personOf(world, token)).id }, body: pdfUpload() };
  },
  'DELETE /documents/document/{id}': async (world) => {
    const token = await manager(world);
    return { token, params: { id: (await documentOf(world, token)).id } };
  },
};
