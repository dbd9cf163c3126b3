import { watch } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { mailTransport, type SendableEmail } from '../src/modules/mail/transport.ts';

const email: SendableEmail = {
  to: 'somchai@example.com',
  subject: 'รีเซ็ตรหัสผ่าน',
  text: 'เปิดลิงก์นี้: http://localhost/reset-password?token=abc',
  html: '<p>เปิดลิงก์นี้</p>',
  locale: 'th',
  messageId: '<e1@jobmatch.test>',
};

describe('the e-mail file transport (no SMTP)', () => {
  let directory = '';
  afterEach(async () => {
    if (directory) await rm(directory, { recursive: true, force: true });
  });

  it('writes each e-mail whole: an .eml file is never written to after it appears', async () => {
    directory = await mkdtemp(path.join(tmpdir(), 'jobmatch-mail-'));
    // inotify reports every write to a file by its name ('change'): a reader that polls the
    // directory (the browser tests, a mail program) could open an .eml file between its creation
    // and its content.
    const events: string[] = [];
    const watcher = watch(directory, (event, name) => events.push(`${event} ${name}`));
    try {
      const transport = mailTransport({ smtpUrl: null, from: 'jobmatch <no-reply@jobmatch.test>', directory });
      await transport.send(email);
      await expect.poll(() => events.some((event) => event.endsWith('.eml'))).toBe(true);
      // The kernel queued the events with the writes; one more turn of the loop delivers any left.
      await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      watcher.close();
    }

    const files = await readdir(directory);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/somchai@example\.com\.eml$/);
    expect(events.filter((event) => event.endsWith('.eml'))).toEqual([`rename ${files[0]}`]);
    const message = await readFile(path.join(directory, files[0] as string), 'utf8');
    expect(message).toContain('Message-ID: <e1@jobmatch.test>');
    expect(message).toContain('To: somchai@example.com');
  });
});
