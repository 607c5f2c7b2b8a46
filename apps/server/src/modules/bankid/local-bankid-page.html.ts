import { escapeHtml, testServicePage } from '../../platform/http/test-service-page';
import type { OpenLocalOrder } from './local-bankid.service';
import { visibleText } from './local-bankid.service';

/** A Skatteverket test personal number, offered when the order names nobody. */
export const DEFAULT_TEST_PERSONAL_NUMBER = '199001012385';

export const PAGE_NOTICES: Readonly<Record<string, string>> = {
  klar: 'Ordern är godkänd.',
  avbruten: 'Ordern avbröts.',
  utgangen: 'Ordern fick gå ut.',
  startad: 'BankID-appen är startad för ordern.',
  'fel-person': 'Personnumret stämmer inte med det ordern kräver: ordern misslyckades (startFailed).',
  'inte-oppen': 'Ordern är inte längre öppen.',
  'ogiltigt-personnummer': 'Ogiltigt personnummer (12 siffror, ÅÅÅÅMMDDNNNN).',
};

const STYLE = `
body { font-family: system-ui, sans-serif; margin: 1.5rem; color: #1b1b1b; }
.banner { background: #fde2e1; border: 2px solid #c0392b; padding: .6rem .8rem; margin-bottom: 1rem; font-size: 1.05rem; }
.notice { background: #e8f4ea; border: 1px solid #7bb58a; padding: .4rem .7rem; }
table { border-collapse: collapse; width: 100%; }
th, td { border-bottom: 1px solid #ddd; padding: .4rem .5rem; text-align: left; vertical-align: top; }
th { background: #f4f4f4; }
pre { margin: 0; white-space: pre-wrap; word-break: break-word; font-family: ui-monospace, monospace; max-width: 40rem; }
code { font-family: ui-monospace, monospace; }
form { display: flex; flex-wrap: wrap; gap: .4rem; align-items: center; }
input { font: inherit; padding: .2rem .3rem; }
button { font: inherit; padding: .25rem .6rem; cursor: pointer; }
.muted { color: #666; }
`;

const KIND_LABELS = { auth: 'Identifiering', sign: 'Underskrift' } as const;

const row = (order: OpenLocalOrder): string => {
  const text = visibleText(order);
  const base = `/dev/bankid/orders/${encodeURIComponent(order.orderRef)}`;
  const personalNumber = order.personalNumber ?? DEFAULT_TEST_PERSONAL_NUMBER;
  const started = order.startedAt !== null;
  return `<tr>
<td><code title="${escapeHtml(order.orderRef)}">${escapeHtml(order.orderRef.slice(0, 8))}</code></td>
<td>${KIND_LABELS[order.kind]} (${escapeHtml(order.kind)}${order.channel === 'phone' ? ', telefon' : ''})</td>
<td>${order.personalNumber === null ? '<span class="muted">valfri</span>' : escapeHtml(order.personalNumber)}</td>
<td>${text === null ? '<span class="muted">–</span>' : `<pre>${escapeHtml(text)}</pre>`}</td>
<td>${order.ageSeconds} s${started ? ' · appen startad' : ''}</td>
<td><form method="post" action="${base}/complete">
<label>Personnummer <input name="personalNumber" value="${escapeHtml(personalNumber)}" size="13" maxlength="13" required></label>
<label>Namn <input name="name" placeholder="Test Testsson" size="16" maxlength="100"></label>
<button type="submit">Godkänn</button>
<button type="submit" formaction="${base}/start"${started ? ' disabled' : ''}>Starta appen</button>
<button type="submit" formaction="${base}/cancel">Avbryt</button>
<button type="submit" formaction="${base}/expire">Låt gå ut</button>
</form></td>
</tr>`;
};

/** The local BankID server's tester page: play the BankID app for each open order. */
export const renderLocalBankIdPage = (
  orders: readonly OpenLocalOrder[],
  notice: string | undefined,
): string => {
  const rows =
    orders.length === 0
      ? '<tr><td colspan="6" class="muted">Inga öppna ordrar.</td></tr>'
      : orders.map(row).join('\n');
  const noticeText = notice && Object.hasOwn(PAGE_NOTICES, notice) ? PAGE_NOTICES[notice] : undefined;
  return testServicePage({
    title: 'BankID (testtjänst)',
    style: STYLE,
    banner:
      '<strong>Testtjänst – inte riktigt BankID.</strong> Här spelar du BankID-appen för ordrar som Granska har startat mot den lokala BankID-servern. Sidan finns inte i produktion.',
    content: `<h1>BankID (test)</h1>
${noticeText ? `<p class="notice">${escapeHtml(noticeText)}</p>` : ''}
<p class="muted">Öppna ordrar, äldst först. Testpersonnummer från Skatteverket: 199001012385, 201701012393. Uppdatera sidan för att se nya ordrar.</p>
<table>
<thead><tr><th>Order</th><th>Typ</th><th>Krävt personnummer</th><th>Text till användaren</th><th>Ålder</th><th>Som BankID-appen</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
<p><a href="/dev/bankid">Uppdatera</a></p>`,
  });
};
