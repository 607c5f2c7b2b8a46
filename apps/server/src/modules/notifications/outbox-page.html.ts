import { escapeHtml, testServicePage } from '../../platform/http/test-service-page';
import type { OutboxMessage } from './outbox-fields';

const stockholmTime = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Stockholm',
  dateStyle: 'short',
  timeStyle: 'medium',
});

const CHANNEL_LABELS = { email: 'E-post', sms: 'SMS' } as const;
const STATUS_LABELS = { pending: 'Väntar', sent: 'Levererad', failed: 'Misslyckad' } as const;
const TRANSPORT_LABELS = { local: 'lokal utkorg', smtp: 'SMTP', 'sms-gateway': 'SMS-gateway' } as const;

const STYLE = `
body { font-family: system-ui, sans-serif; margin: 1.5rem; color: #1b1b1b; }
.banner { background: #fff3cd; border: 1px solid #e0c060; padding: .5rem .75rem; margin-bottom: 1rem; }
table { border-collapse: collapse; width: 100%; }
th, td { border-bottom: 1px solid #ddd; padding: .4rem .5rem; text-align: left; vertical-align: top; }
th { background: #f4f4f4; }
pre { margin: 0; white-space: pre-wrap; word-break: break-word; font-family: ui-monospace, monospace; }
.muted { color: #666; }
nav { margin-top: 1rem; display: flex; gap: 1rem; }
`;

const CLEARED = '<span class="muted">(rensad efter lagringstiden)</span>';

const statusText = (message: OutboxMessage): string => {
  const status = STATUS_LABELS[message.status];
  if (message.status === 'sent' && message.transport)
    return `${status} (${TRANSPORT_LABELS[message.transport]})`;
  if (message.status === 'failed' && message.lastError) return `${status}: ${message.lastError}`;
  return status;
};

const attachmentList = (message: OutboxMessage): string =>
  message.attachments.length === 0
    ? ''
    : `<p>Bilagor: ${message.attachments
        .map((attachment) => `${escapeHtml(attachment.filename)} (${escapeHtml(attachment.contentType)})`)
        .join(', ')}</p>`;

const row = (message: OutboxMessage): string => `<tr>
<td>${escapeHtml(stockholmTime.format(message.createdAt))}</td>
<td>${CHANNEL_LABELS[message.channel]}</td>
<td>${message.recipient === null ? CLEARED : escapeHtml(message.recipient)}</td>
<td>${message.subject === null ? '<span class="muted">–</span>' : escapeHtml(message.subject)}</td>
<td>${message.body === null ? CLEARED : `<pre>${escapeHtml(message.body)}</pre>`}${attachmentList(message)}</td>
<td>${escapeHtml(message.category)}</td>
<td>${escapeHtml(statusText(message))}</td>
</tr>`;

/** The outbox page (a test service): the latest e-mail and SMS, newest first, one page of them. */
export const renderOutboxPage = (page: {
  messages: readonly OutboxMessage[];
  page: number;
  pageCount: number;
  total: number;
}): string => {
  const previous = page.page > 1 ? `<a href="?page=${page.page - 1}">« Nyare</a>` : '';
  const next = page.page < page.pageCount ? `<a href="?page=${page.page + 1}">Äldre »</a>` : '';
  const rows =
    page.messages.length === 0
      ? '<tr><td colspan="7" class="muted">Utkorgen är tom.</td></tr>'
      : page.messages.map(row).join('\n');
  return testServicePage({
    title: 'Utkorg (testtjänst)',
    style: STYLE,
    banner:
      '<strong>Testtjänst.</strong> Här syns e-post och SMS som servern har skickat. Sidan finns inte i produktion.',
    content: `<h1>Utkorg</h1>
<p class="muted">${page.total} meddelanden, sida ${page.page} av ${page.pageCount}.</p>
<table>
<thead><tr><th>Tid</th><th>Kanal</th><th>Mottagare</th><th>Ämne</th><th>Innehåll</th><th>Kategori</th><th>Status</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
<nav>${previous}${next}</nav>`,
  });
};
