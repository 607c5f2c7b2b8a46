import { type APIRequestContext, expect } from '@playwright/test';

interface OpenOrder {
  orderRef: string;
  requestedPersonalNumber: string | null;
}

/** The BankID order the local BankID server has open for `personalNumber` (YYYYMMDD-NNNN). */
export async function openBankIdOrder(request: APIRequestContext, personalNumber: string): Promise<string> {
  const digits = personalNumber.replace('-', '');
  let orderRef: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get('/dev/bankid/orders', { params: { status: 'open' } });
        const { result } = (await response.json()) as { result: OpenOrder[] };
        orderRef = result.find((order) => order.requestedPersonalNumber === digits)?.orderRef;
        return orderRef;
      },
      { message: `an open BankID order for ${personalNumber}` },
    )
    .toBeTruthy();
  return orderRef as string;
}

type TesterAction = 'complete' | 'cancel' | 'expire';

/**
 * Acts on the BankID tester page's JSON twin, as the person holding the phone would: approve
 * ('complete', signed by `signer`, by default the person asked), cancel in the app, or let it expire.
 */
export async function actOnBankId(
  request: APIRequestContext,
  personalNumber: string,
  action: TesterAction,
  signer: string = personalNumber,
): Promise<void> {
  const orderRef = await openBankIdOrder(request, personalNumber);
  const response = await request.post(`/dev/bankid/orders/${orderRef}/${action}`, {
    data: action === 'complete' ? { personalNumber: signer, name: 'Test Testsson' } : {},
  });
  expect(response.ok(), `BankID tester ${action}`).toBe(true);
}
