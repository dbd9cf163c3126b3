import { describe, expect, it } from 'vitest';
import { createKeywordSample } from '../src/db/keyword-sample.ts';

const TEXTS = ['วิศวกรซอฟต์แวร์ ประจำกรุงเทพฯ', 'วิศวกรโยธา', 'นักบัญชี ประจำสาขา', 'senior react developer'];

/** A sample over `reads` (one list of texts per read) whose clock the test moves. */
function sampleOf(...reads: (string[] | Error)[]) {
  let clock = 0;
  let loads = 0;
  const sample = createKeywordSample(
    async () => {
      const next = reads[Math.min(loads, reads.length - 1)];
      loads += 1;
      if (next instanceof Error) throw next;
      return next ?? [];
    },
    () => clock,
  );
  return {
    sample,
    advance: (ms: number) => {
      clock += ms;
    },
    loads: () => loads,
  };
}

const MINUTE = 60_000;
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the keyword sample of the rows a walk reads first', () => {
  it('counts the rows holding every word, inside longer words too', async () => {
    const { sample } = sampleOf(TEXTS);
    expect(await sample.matches(['วิศวกร'])).toBe(2);
    expect(await sample.matches(['ประจำ'])).toBe(2);
    expect(await sample.matches(['วิศวกร', 'ประจำ'])).toBe(1);
    expect(await sample.matches(['react', 'developer'])).toBe(1);
    expect(await sample.matches(['python'])).toBe(0);
  });

  it('reads the rows once, on the first search, and again in the background once they are old', async () => {
    const { sample, advance, loads } = sampleOf(TEXTS, [...TEXTS, 'วิศวกรไฟฟ้า']);
    expect(loads()).toBe(0);
    expect(await sample.matches(['วิศวกร'])).toBe(2);
    advance(4 * MINUTE);
    expect(await sample.matches(['วิศวกร'])).toBe(2);
    expect(loads()).toBe(1);

    advance(2 * MINUTE);
    // The old sample answers while the new one is read; the next search counts on the new one.
    expect(await sample.matches(['วิศวกร'])).toBe(2);
    expect(loads()).toBe(2);
    await settled();
    expect(await sample.matches(['วิศวกร'])).toBe(3);
  });

  it('keeps serving the old rows when reading new ones fails, and tries again later', async () => {
    const { sample, advance, loads } = sampleOf(TEXTS, new Error('database unavailable'), [...TEXTS, 'วิศวกรไฟฟ้า']);
    expect(await sample.matches(['วิศวกร'])).toBe(2);
    advance(6 * MINUTE);
    expect(await sample.matches(['วิศวกร'])).toBe(2);
    await settled();
    expect(await sample.matches(['วิศวกร'])).toBe(2);
    expect(loads()).toBe(2);
    advance(6 * MINUTE);
    await sample.matches(['วิศวกร']);
    await settled();
    expect(await sample.matches(['วิศวกร'])).toBe(3);
  });

  it('fails the search when the first read fails, and reads again on the next one', async () => {
    const { sample, loads } = sampleOf(new Error('database unavailable'), TEXTS);
    await expect(sample.matches(['วิศวกร'])).rejects.toThrow('database unavailable');
    expect(await sample.matches(['วิศวกร'])).toBe(2);
    expect(loads()).toBe(2);
  });
});
