import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../src/logger.ts';

function sink() {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      chunks.push(String(chunk));
      done();
    },
  });
  return { stream, text: () => chunks.join('') };
}

describe('the logger', () => {
  it('writes one JSON object a line for machines, with secrets redacted', () => {
    const out = sink();
    createLogger('info', { forTerminal: false, destination: out.stream }).info({ user: { token: 's3cret' } }, 'hello');
    const entry = JSON.parse(out.text().trim()) as { msg: string; user: { token: string } };
    expect(entry.msg).toBe('hello');
    expect(entry.user.token).toBe('[Redacted]');
  });

  it('writes readable lines for a person at a terminal, with secrets redacted', () => {
    const out = sink();
    createLogger('info', { forTerminal: true, destination: out.stream }).info({ user: { token: 's3cret' } }, 'hello');
    const text = out.text();
    expect(text).toMatch(/^\[\d{2}:\d{2}:\d{2}\] INFO: hello\n/);
    expect(() => JSON.parse(text)).toThrow();
    expect(text).not.toContain('s3cret');
  });
});
