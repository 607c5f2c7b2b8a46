import type { FastifyReply } from 'fastify';

export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * The HTML page of a test service (never in production): its title, style, banner (HTML, saying it
 * is a test service) and content (HTML).
 */
export const testServicePage = (page: { title: string; style: string; banner: string; content: string }) =>
  `<!doctype html>
<html lang="sv">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${page.title} – Granska</title>
<style>${page.style}</style>
</head>
<body>
<p class="banner">${page.banner}</p>
${page.content}
</body>
</html>
`;

/** Answers with a test service's page, which is never stored (it shows what changes with every call). */
export const sendTestServicePage = (reply: FastifyReply, html: string) =>
  reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
