import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** A personal number that passes the Luhn check. */
export const VALID_SSN = '19900101-1239';

/** Fills a field the way a paste does (one change), then leaves it: a long form re-renders per key. */
export const enter = async (user: UserEvent, field: HTMLElement, text: string) => {
  await user.click(field);
  await user.paste(text);
  await user.tab();
};

/** Fills an order form's person fields (components/order/person-fields.tsx) with Anna Andersson. */
export const fillPerson = async (user: UserEvent, ssn = VALID_SSN) => {
  await enter(user, screen.getByLabelText(/^Namn/), 'Anna Andersson');
  await enter(user, screen.getByLabelText(/^Personnummer/), ssn);
  await enter(user, screen.getByLabelText(/^E-post/), 'anna@example.se');
  await enter(user, screen.getByLabelText(/^Mobilnummer/), '+46 70-123 45 67');
};
