import { describe, expect, it } from 'vitest';
import { utf8Bytes } from '../src/http/serialised-body.ts';

describe('an answer encoded to UTF-8', () => {
  it.each([
    ['empty', ''],
    ['ASCII', '{"status":"success","result":{"id":"4b1f0c2e"}}'],
    ['Thai with ำ and tone marks', '{"th":"พนักงานประจำสำนักงานใหญ่ ช่างเชื่อม ๑๒๓"}'],
    ['mixed Thai and English', 'Software developers / นักพัฒนาซอฟต์แวร์'],
    ['characters outside the basic plane', 'ยินดีต้อนรับ 🎉 𠀀'],
    ['half of a surrogate pair', 'a\ud800b\udc00c'],
    ['only three-byte characters, as long as fits', 'ก'.repeat(Math.floor((256 * 1024) / 3))],
    ['longer than the scratch buffer holds', 'ก'.repeat(100_000)],
  ])('%s: the bytes Buffer.from gives', (_name, text) => {
    const bytes = utf8Bytes(text);
    expect(bytes.equals(Buffer.from(text))).toBe(true);
    expect(bytes.length).toBe(Buffer.byteLength(text));
  });

  it('gives each answer bytes of its own, which a later answer does not overwrite', () => {
    const first = utf8Bytes('{"th":"บัญชี"}');
    const second = utf8Bytes('{"en":"accounting"}');
    expect(first.toString()).toBe('{"th":"บัญชี"}');
    expect(second.toString()).toBe('{"en":"accounting"}');
    expect(first.buffer === second.buffer && first.byteOffset === second.byteOffset).toBe(false);
  });
});
