import { type APIRequestContext, expect } from '@playwright/test';

interface OpenOrder {
  orderRef: string;
  requestedPersonalNumber: string | null;
}

/**
 * The BankID order the local BankID server has open for `personalNumber` (YYYYMMDD-NNNN); for null, the
 * newest open order that asks for no one in particular (a referee identifying: we do not know their
 * personal number until BankID tells).
 */
export async function openBankIdOrder(
  request: APIRequestContext,
  personalNumber: string | null,
): Promise<string> {
  const digits = personalNumber?.replace('-', '') ?? null;
  let orderRef: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get('/dev/bankid/orders', { params: { status: 'open' } });
        const { result } = (await response.json()) as { result: OpenOrder[] };
        orderRef = result.findLast((order) => order.requestedPersonalNumber === digits)?.orderRef;
        return orderRef;
      },
      { message: `an open BankID order for ${personalNumber ?? 'anyone'}` },
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
  personalNumber: string | null,
  action: TesterAction,
  signer: string | null = personalNumber,
  name = 'Test Testsson',
): Promise<void> {
  const orderRef = await openBankIdOrder(request, personalNumber);
  const response = await request.post(`/dev/bankid/orders/${orderRef}/${action}`, {
    data: action === 'complete' ? { personalNumber: signer, name } : {},
  });
  expect(response.ok(), `BankID tester ${action}`).toBe(true);
}
