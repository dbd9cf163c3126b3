import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { inject } from 'vitest';

type Part = { type: string; text: string };

/** Decodes a body by its Content-Transfer-Encoding (base64, quoted-printable, or as it is). */
function decode(body: string, encoding: string): string {
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => `%${hex}`);
    return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, '%25'));
  }
  return body;
}

/** The leaf parts of a MIME message (enough of RFC 2045/2046 for nodemailer's output). */
function parts(entity: string): Part[] {
  const split = entity.search(/\r?\n\r?\n/);
  const head = (split < 0 ? entity : entity.slice(0, split)).replace(/\r?\n[ \t]+/g, ' ');
  const body = split < 0 ? '' : entity.slice(split).replace(/^\r?\n\r?\n/, '');
  const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
  const type = header('Content-Type').toLowerCase() || 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(header('Content-Type'))?.[1];
  if (type.startsWith('multipart/') && boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((part) => !part.startsWith('--'))
      .flatMap((part) => parts(part.replace(/^\r?\n/, '')));
  }
  return [{ type, text: decode(body, header('Content-Transfer-Encoding').toLowerCase()) }];
}

/**
 * The newest e-mail the server wrote for `to` into `<DATA_DIR>/mail` (the file transport used
 * without SMTP), waiting for the mail worker to send it. Returns its plain-text part, decoded
 * (Thai mails come base64-encoded).
 */
export async function waitForMail(to: string, { timeoutMs = 30_000 } = {}): Promise<string> {
  const directory = path.join(inject('dataDir'), 'mail');
  const deadline = Date.now() + timeoutMs;
  const marker = to.replace(/[^\w.@-]/g, '_');
  while (Date.now() < deadline) {
    const files = await readdir(directory).catch(() => [] as string[]);
    const newest = files
      .filter((file) => file.includes(marker) && file.endsWith('.eml'))
      .sort()
      .at(-1);
    if (newest) {
      const mail = parts(await readFile(path.join(directory, newest), 'utf8'));
      const text = mail.find((part) => part.type.startsWith('text/plain')) ?? mail[0];
      if (!text) throw new Error(`the e-mail ${newest} has no body`);
      return text.text;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no e-mail to ${to} in ${directory} after ${timeoutMs} ms`);
}

/** The first link in a mail that goes to `pathname` on the app (e.g. '/reset-password'). */
export function linkIn(mail: string, pathname: string): URL {
  for (const match of mail.matchAll(/https?:\/\/[^\s"<>]+/g)) {
    const url = new URL(match[0]);
    if (url.pathname === pathname) return url;
  }
  throw new Error(`no link to ${pathname} in the e-mail:\n${mail}`);
}
