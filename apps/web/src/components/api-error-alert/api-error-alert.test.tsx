import { CUSTOMER_MESSAGES, MAIN_API_ERROR_MESSAGES } from '@granska/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error';
import { renderWithProviders } from '../../test/render';
import { ApiErrorAlert } from './api-error-alert';

const refused = new ApiError(MAIN_API_ERROR_MESSAGES['POST /customer/delete'], {
  httpStatus: 409,
  serverMessage: CUSTOMER_MESSAGES.hasOrders,
});

describe('ApiErrorAlert', () => {
  it('shows the call’s message and the server’s reason in Swedish', () => {
    renderWithProviders(<ApiErrorAlert error={refused} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Kunden kunde inte raderas');
    expect(screen.getByRole('alert')).toHaveTextContent('Kunden har beställningar och kan inte raderas');
  });

  it('shows both in English to an English reader', async () => {
    renderWithProviders(<ApiErrorAlert error={refused} />, { language: 'en' });
    expect(await screen.findByText('The customer could not be deleted')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The customer has orders and cannot be deleted');
  });
});
