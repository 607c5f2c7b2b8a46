import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';
import type { Person } from './background-check';
import { actOnBankId } from './bankid';
import { latestMessage } from './identity';

/** The personal number the SPI leader signs with on the local BankID server (valid, of no one real). */
export const SPI_LEADER_SIGNER = { personalNumber: '19010101-1237', name: 'Lena Ledare' };

/** The link to sign the interview protocol, e-mailed to the person interviewed after `since`. */
export async function spiProtocolLink(
  request: APIRequestContext,
  person: Person,
  since: Date,
): Promise<string> {
  const text = await latestMessage(request, person.email, 'spi.protocol-link', since);
  const link = text.match(/https?:\/\/\S+\/spip\/[\w-]+/)?.[0];
  expect(link, 'a protocol signing link in the e-mail').toBeTruthy();
  return link as string;
}

/**
 * The person opens the link in a browser of their own (no session), reads the protocol and signs it with
 * BankID, approved on the local BankID server as themselves.
 */
export async function signProtocolAsPerson(
  browser: Browser,
  request: APIRequestContext,
  link: string,
  person: Person,
): Promise<void> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(link);
  await expect(
    page.getByRole('heading', { name: 'Protokoll från säkerhetsprövningsintervju' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Skriv under med BankID' }).click();
  await expect(page.getByRole('img', { name: 'QR-kod för BankID' })).toBeVisible();
  await actOnBankId(request, person.personalNumber, 'complete', person.personalNumber, person.name);
  await expect(page.getByRole('heading', { name: 'Tack! Protokollet är underskrivet.' })).toBeVisible();
  await context.close();
}

/**
 * The SPI leader, on the job's page in /spi, signs the protocol with BankID: the order names no one, so
 * the newest open order without a personal number is approved as SPI_LEADER_SIGNER.
 */
export async function signProtocolAsLeader(page: Page, request: APIRequestContext): Promise<void> {
  await page.getByRole('button', { name: 'Signera protokollet med BankID' }).click();
  await expect(page.getByRole('img', { name: 'QR-kod för BankID' })).toBeVisible();
  await actOnBankId(request, null, 'complete', SPI_LEADER_SIGNER.personalNumber, SPI_LEADER_SIGNER.name);
  await expect(page.getByText(`Signerat av SPI-ledaren ${SPI_LEADER_SIGNER.name}`)).toBeVisible();
}
