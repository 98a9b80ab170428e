import express from 'express';

import { type CaughtMail, type MailStore } from './catcher';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{font:15px/1.5 system-ui,sans-serif;margin:0;color:#1f2937;background:#f9fafb}
main{max-width:960px;margin:0 auto;padding:24px}
h1{font-size:20px;margin:0 0 16px}
table{width:100%;border-collapse:collapse;background:#fff}
th,td{text-align:left;padding:8px 12px;border-bottom:1px solid #e5e7eb;vertical-align:top}
a{color:#1d4ed8}
dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 16px;background:#fff;padding:12px 16px}
dt{font-weight:600}
iframe{width:100%;height:70vh;border:1px solid #e5e7eb;background:#fff;margin-top:16px}
pre{white-space:pre-wrap;background:#fff;padding:12px 16px}
</style></head><body><main>${body}</main></body></html>`;

function listPage(messages: readonly CaughtMail[]) {
  const rows = [...messages]
    .reverse()
    .map(
      (mail) => `<tr><td>${escapeHtml(new Date(mail.receivedAt).toLocaleString('en-GB'))}</td>
<td>${escapeHtml(mail.to.join(', '))}</td>
<td><a href="messages/${mail.id}">${escapeHtml(mail.subject || '(no subject)')}</a></td></tr>`,
    )
    .join('');
  return page(
    'Mail catcher',
    `<h1>Mail catcher: ${messages.length} message(s)</h1>
${
  messages.length === 0
    ? '<p>Nothing has been sent yet. Mail the back office sends appears here.</p>'
    : `<table><thead><tr><th scope="col">Received</th><th scope="col">To</th><th scope="col">Subject</th></tr></thead><tbody>${rows}</tbody></table>`
}`,
  );
}

function messagePage(mail: CaughtMail) {
  // The message's HTML runs in a sandboxed frame with no scripts, so a template cannot act on this page.
  const body = mail.html
    ? `<iframe title="Message body" sandbox srcdoc="${escapeHtml(mail.html)}"></iframe>`
    : `<pre>${escapeHtml(mail.text ?? '')}</pre>`;
  return page(
    mail.subject,
    `<p><a href="../">All messages</a></p><h1>${escapeHtml(mail.subject || '(no subject)')}</h1>
<dl><dt>From</dt><dd>${escapeHtml(mail.from)}</dd><dt>To</dt><dd>${escapeHtml(mail.headerTo.join(', '))}</dd>
<dt>Delivered to</dt><dd>${escapeHtml(mail.to.join(', '))}</dd>
<dt>Received</dt><dd>${escapeHtml(mail.receivedAt)}</dd></dl>${body}
${mail.html && mail.text ? `<h2>Plain text</h2><pre>${escapeHtml(mail.text)}</pre>` : ''}`,
  );
}

/** The web view (a list and each message) and a JSON API the tests read. */
export function createWebView(store: MailStore) {
  const app = express();
  app.disable('x-powered-by');
  app.get('/', (_req, res) => {
    res.type('html').send(listPage(store.messages));
  });
  app.get('/messages/:id', (req, res) => {
    const mail = store.messages.find((entry) => entry.id === req.params.id);
    if (!mail) return void res.status(404).type('html').send(page('Not found', '<h1>No such message</h1>'));
    res.type('html').send(messagePage(mail));
  });
  app.get('/api/messages', (_req, res) => {
    res.json({ messages: store.messages });
  });
  app.delete('/api/messages', (_req, res) => {
    store.clear();
    res.status(204).end();
  });
  return app;
}
