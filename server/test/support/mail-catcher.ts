import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type CaughtMail = { to: string; subject: string; text: string; html: string; messageId: string };

/** A real SMTP server on localhost that keeps every message it receives, for tests to read. */
export async function startMailCatcher() {
  const received: CaughtMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    // The reverse DNS lookup of each client stalls for seconds on a machine without a resolver.
    disableReverseLookup: true,
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail: ParsedMail) => {
          for (const recipient of session.envelope.rcptTo) {
            received.push({
              to: recipient.address.toLowerCase(),
              subject: mail.subject ?? '',
              text: mail.text ?? '',
              html: typeof mail.html === 'string' ? mail.html : '',
              messageId: mail.messageId ?? '',
            });
          }
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    /** Every message delivered to `address`, oldest first. */
    to: (address: string) => received.filter((mail) => mail.to === address.toLowerCase()),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type MailCatcher = Awaited<ReturnType<typeof startMailCatcher>>;

/** The first link in a text body that starts with `prefix`. */
export function linkIn(mail: CaughtMail | undefined, prefix: string): URL {
  const match = mail?.text.match(new RegExp(`${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\S+`));
  if (!match) throw new Error(`no link starting with ${prefix} in ${JSON.stringify(mail?.text)}`);
  return new URL(match[0]);
}
