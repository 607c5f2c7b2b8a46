import { fireEvent, screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect, type Mock } from 'vitest';

/** Escape and a click on the backdrop leave the dialog open and call none of its handlers. */
export const expectStaticBackdrop = (handlers: Mock[]) => {
  const dialog = screen.getByRole('dialog');
  fireEvent.keyDown(dialog, { key: 'Escape', code: 'Escape' });
  fireEvent.keyDown(document, { key: 'Escape', code: 'Escape' });
  for (const selector of ['.mantine-Modal-overlay', '.mantine-Modal-inner']) {
    const element = document.querySelector(selector);
    expect(element, selector).not.toBeNull();
    if (element) {
      fireEvent.mouseDown(element);
      fireEvent.mouseUp(element);
      fireEvent.click(element);
    }
  }
  for (const handler of handlers) expect(handler).not.toHaveBeenCalled();
  expect(screen.getByRole('dialog')).toBeInTheDocument();
};

/** Clicks each button, by its name, in turn, and expects its handler called once. */
export const expectButtonsCall = async (user: UserEvent, buttons: [name: string, handler: Mock][]) => {
  for (const [name, handler] of buttons) {
    await user.click(screen.getByRole('button', { name }));
    expect(handler).toHaveBeenCalledTimes(1);
  }
};
