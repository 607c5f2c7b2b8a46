import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

/** Each text stands in the scope (a table row, a card, the screen), in full. */
export const expectTexts = (scope: { getByText(text: string): HTMLElement }, texts: readonly string[]) => {
  for (const text of texts) expect(scope.getByText(text), text).toBeInTheDocument();
};

/** The page's alert says each text (the call's Swedish message, the server's reason); answers the alert. */
export const expectAlert = async (...texts: readonly string[]) => {
  const alert = await screen.findByRole('alert');
  for (const text of texts) expect(alert).toHaveTextContent(text);
  return alert;
};

/** Clicks a button of the open dialog named `dialog`. */
export const clickInDialog = async (user: UserEvent, dialog: string, button: string) =>
  user.click(
    within(await screen.findByRole('dialog', { name: dialog })).getByRole('button', { name: button }),
  );
