import { describe, expect, it } from 'vitest';
import { validateUserForm } from './user-form-modal';

const values = { email: 'anna@exempel.se', phone: '', costCenter: '', groups: [] };

describe('validateUserForm', () => {
  it("checks the e-mail with the domain's rule, as the server does", () => {
    expect(validateUserForm(values)).toEqual({});
    expect(validateUserForm({ ...values, email: ' ' })).toEqual({
      email: 'customerAdmin.form.errors.emailMissing',
    });
    for (const email of ['str', 'anna@exempel', 'anna@exempel..se', 'a@b.se, c@d.se']) {
      expect(validateUserForm({ ...values, email }), email).toEqual({
        email: 'customerAdmin.form.errors.emailInvalid',
      });
    }
  });
});
