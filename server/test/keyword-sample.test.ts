import { describe, expect, it } from 'vitest';
import {
  COMMON_WORD_RATIO,
  COMMON_WORD_SHARE,
  commonWordOf,
  countableAtWordStart,
  createKeywordSample,
  FILTER_FIRST_SHARE,
  FILTERED_AFTER_SHARE,
  FILTERED_SIGNATURE_WALKED_ROWS,
  JOINT_SAMPLED_MATCHES,
  KEYWORD_SAMPLE_ROWS,
  SAMPLE_COUNTED_MARGIN,
  SHARED_MATCHES_MAX,
  SIGNATURE_WALKED_ROWS,
  sharedOut,
  WORD_START_COUNTED_SHARE,
  walkIfHeld,
} from '../src/db/keyword-sample.ts';
import { countedMatchesOf } from '../src/db/paging.ts';
import { isWalked, keywordTerms } from '../src/db/search.ts';

/** A walk of five times the sample, and one of ten: the rules below hold whatever a list's walk reads. */
const SHORTER_WALK = 5 * KEYWORD_SAMPLE_ROWS;
const LONGER_WALK = 10 * KEYWORD_SAMPLE_ROWS;

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
      return (next ?? []).map((text) => ({ text }));
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
  it('counts the rows holding every word, inside longer words too, and the rows it holds', async () => {
    const { sample } = sampleOf(TEXTS);
    expect(await sample.matches(['วิศวกร'])).toEqual({ found: 2, sampled: TEXTS.length });
    expect((await sample.matches(['วิศวกร'])).found).toBe(2);
    expect((await sample.matches(['ประจำ'])).found).toBe(2);
    expect((await sample.matches(['วิศวกร', 'ประจำ'])).found).toBe(1);
    expect((await sample.matches(['react', 'developer'])).found).toBe(1);
    expect((await sample.matches(['python'])).found).toBe(0);
  });

  it('reads the rows once, on the first search, and again in the background once they are old', async () => {
    const { sample, advance, loads } = sampleOf(TEXTS, [...TEXTS, 'วิศวกรไฟฟ้า']);
    expect(loads()).toBe(0);
    expect((await sample.matches(['วิศวกร'])).found).toBe(2);
    advance(4 * MINUTE);
    expect((await sample.matches(['วิศวกร'])).found).toBe(2);
    expect(loads()).toBe(1);

    advance(2 * MINUTE);
    // The old sample answers while the new one is read; the next search counts on the new one.
    expect((await sample.matches(['วิศวกร'])).found).toBe(2);
    expect(loads()).toBe(2);
    await settled();
    expect((await sample.matches(['วิศวกร'])).found).toBe(3);
  });

  it('keeps serving the old rows when reading new ones fails, and tries again later', async () => {
    const { sample, advance, loads } = sampleOf(TEXTS, new Error('database unavailable'), [...TEXTS, 'วิศวกรไฟฟ้า']);
    expect((await sample.matches(['วิศวกร'])).found).toBe(2);
    advance(6 * MINUTE);
    expect((await sample.matches(['วิศวกร'])).found).toBe(2);
    await settled();
    expect((await sample.matches(['วิศวกร'])).found).toBe(2);
    expect(loads()).toBe(2);
    advance(6 * MINUTE);
    await sample.matches(['วิศวกร']);
    await settled();
    expect((await sample.matches(['วิศวกร'])).found).toBe(3);
  });

  it('fails the search when the first read fails, and reads again on the next one', async () => {
    const { sample, loads } = sampleOf(new Error('database unavailable'), TEXTS);
    await expect(sample.matches(['วิศวกร'])).rejects.toThrow('database unavailable');
    expect((await sample.matches(['วิศวกร'])).found).toBe(2);
    expect(loads()).toBe(2);
  });
});

/** A list's first rows: `matching` of them hold "วิศวกร", the others not. */
const rowsWith = (rows: number, matching: number) =>
  Array.from({ length: rows }, (_, index) => (index < matching ? 'วิศวกรโยธา' : 'นักบัญชี'));
const engineer = keywordTerms('วิศวกร');
const firstPage = { page: 1, pageSize: 12 };
const walked = async (texts: string[], walkedRows: number, paging = firstPage) =>
  isWalked(await walkIfHeld(sampleOf(texts).sample, engineer, paging, walkedRows));

describe("the database's counts kept with the sample", () => {
  it('asks a count once per key while the sample serves, again after a failure and with a new sample', async () => {
    const { sample, advance } = sampleOf(TEXTS, [...TEXTS, 'วิศวกรไฟฟ้า']);
    await sample.matches(['วิศวกร']);
    let asked = 0;
    const count = async () => {
      asked += 1;
      if (asked === 3) throw new Error('statement timeout');
      return 202;
    };
    expect(await Promise.all([sample.counted('python', count), sample.counted('python', count)])).toEqual([202, 202]);
    expect(asked).toBe(1);
    expect(await sample.counted('java', count)).toBe(202);
    expect(asked).toBe(2);
    await expect(sample.counted('kotlin', count)).rejects.toThrow('statement timeout');
    expect(await sample.counted('kotlin', count)).toBe(202);
    expect(asked).toBe(4);

    advance(6 * MINUTE);
    await sample.matches(['วิศวกร']);
    await settled();
    expect(await sample.counted('python', count)).toBe(202);
    expect(asked).toBe(5);
  });
});

describe('whether a keyword is walked to', () => {
  it('walks when the sample holds the matches a page and its count need (101 for a first page)', async () => {
    // A walk as long as the sample, which its share of matches never puts further.
    expect(await walked(rowsWith(KEYWORD_SAMPLE_ROWS, 101), KEYWORD_SAMPLE_ROWS)).toBe(true);
    expect(await walked(rowsWith(KEYWORD_SAMPLE_ROWS, 100), KEYWORD_SAMPLE_ROWS)).toBe(false);
    // Page 10 of 12 counts up to 200 matches.
    expect(await walked(rowsWith(KEYWORD_SAMPLE_ROWS, 101), KEYWORD_SAMPLE_ROWS, { page: 10, pageSize: 12 })).toBe(
      false,
    );
  });

  it("walks further for rarer words when the walk may, as far as the sample's share of matches says", async () => {
    // 3 % of the rows: 101 matches lie within about 3,400 rows, half of a walk of 10,000 with room to spare.
    expect(await walked(rowsWith(KEYWORD_SAMPLE_ROWS, 30), FILTERED_SIGNATURE_WALKED_ROWS)).toBe(true);
    expect(await walked(rowsWith(KEYWORD_SAMPLE_ROWS, 30), SHORTER_WALK)).toBe(false);
    // 1 %: about 10,100 rows, beyond half of a walk of 10,000, within half of one of 30,000.
    expect(await walked(rowsWith(KEYWORD_SAMPLE_ROWS, 10), FILTERED_SIGNATURE_WALKED_ROWS)).toBe(false);
    expect(await walked(rowsWith(KEYWORD_SAMPLE_ROWS, 10), SIGNATURE_WALKED_ROWS)).toBe(true);
    // 0.6 %: about 16,800 rows, beyond half of it.
    expect(await walked(rowsWith(KEYWORD_SAMPLE_ROWS, 6), SIGNATURE_WALKED_ROWS)).toBe(false);
    // A walk of five times the sample: 4.1 % of it puts 101 matches within about 2,460 rows, 4 %
    // beyond half of the walk.
    expect(await walked(rowsWith(KEYWORD_SAMPLE_ROWS, 41), SHORTER_WALK)).toBe(true);
    expect(await walked(rowsWith(KEYWORD_SAMPLE_ROWS, 40), SHORTER_WALK)).toBe(false);
  });

  it('walks for the page alone when the sample holds twice the matches the count needs, having counted past its bound', async () => {
    const readOf = async (texts: string[], paging = firstPage) =>
      (await walkIfHeld(sampleOf(texts).sample, engineer, paging, SIGNATURE_WALKED_ROWS)).read;
    expect(SAMPLE_COUNTED_MARGIN * countedMatchesOf(firstPage)).toBe(202);
    expect(await readOf(rowsWith(KEYWORD_SAMPLE_ROWS, 202))).toBe('walkedPage');
    expect(await readOf(rowsWith(KEYWORD_SAMPLE_ROWS, 201))).toBe('walked');
    // Page 10 of 12 counts up to 200: its count needs 201 matches, the sample 402.
    expect(await readOf(rowsWith(KEYWORD_SAMPLE_ROWS, 402), { page: 10, pageSize: 12 })).toBe('walkedPage');
    expect(await readOf(rowsWith(KEYWORD_SAMPLE_ROWS, 401), { page: 10, pageSize: 12 })).toBe('walked');
  });

  it('does not walk for matches a sample of the whole list (fewer rows than a sample) does not hold', async () => {
    expect(await walked(rowsWith(500, 60), SIGNATURE_WALKED_ROWS)).toBe(false);
    expect(await walked(rowsWith(500, 101), SIGNATURE_WALKED_ROWS)).toBe(true);
  });

  it('marks a keyword the sample does not hold at all as rare, and only that one', async () => {
    const shapeOf = async (texts: string[]) =>
      walkIfHeld(sampleOf(texts).sample, engineer, firstPage, SIGNATURE_WALKED_ROWS);
    expect(await shapeOf(rowsWith(KEYWORD_SAMPLE_ROWS, 0))).toEqual({ words: 1, read: 'rare' });
    expect(await shapeOf(rowsWith(KEYWORD_SAMPLE_ROWS, 5))).toEqual({ words: 1, read: 'indexes' });
    expect(await shapeOf(rowsWith(KEYWORD_SAMPLE_ROWS, 101))).toEqual({ words: 1, read: 'walked' });
  });

  it('with filters, walks when the sample holds enough rows that pass them and hold the keyword', async () => {
    // Every third row is in Chiang Mai; 90 % of all rows hold the keyword.
    const rows = Array.from({ length: KEYWORD_SAMPLE_ROWS }, (_, index) => ({
      text: index % 10 === 0 ? 'นักบัญชี' : 'วิศวกรโยธา',
      province: index % 3 === 0 ? 'Chiang Mai' : 'Bangkok',
    }));
    const sample = createKeywordSample(async () => rows);
    const inProvince = (province: string) => ({
      key: province,
      holds: (row: { province: string }) => row.province === province,
    });
    expect(await sample.matches(engineer.words, inProvince('Chiang Mai'))).toEqual({ found: 300, sampled: 1_000 });
    expect(await sample.matches(engineer.words, inProvince('Bangkok'))).toEqual({ found: 600, sampled: 1_000 });
    expect(await sample.matches(engineer.words)).toEqual({ found: 900, sampled: 1_000 });
    const shapeIn = (province: string) =>
      walkIfHeld(sample, engineer, firstPage, FILTERED_SIGNATURE_WALKED_ROWS, inProvince(province));
    // 300 matches in Chiang Mai: more than twice the 101 a first page's count needs.
    expect(await shapeIn('Chiang Mai')).toEqual({ words: 1, read: 'walkedPage' });
    // No sampled row passes the filter, but the keyword alone is common: its matches are many,
    // the filter's rows few (at most FILTER_FIRST_SHARE of the list), so those are read and tested.
    expect(await shapeIn('Phuket')).toEqual({ words: 1, read: 'filterFirst' });
    expect(await sample.matches([], inProvince('Phuket'))).toEqual({ found: 0, sampled: 1_000 });
  });

  it('with filters, reads their rows first for a common keyword only where they keep at most 3 % of the list', async () => {
    // 900 of 1,000 rows hold the keyword; 30 rows are part-time (10 with it), 31 on contract (1 with it).
    const typeOf = (index: number) =>
      index >= 890 && index < 920
        ? 'PART_TIME'
        : index === 889 || (index >= 920 && index < 950)
          ? 'CONTRACT'
          : 'FULL_TIME';
    const rows = Array.from({ length: KEYWORD_SAMPLE_ROWS }, (_, index) => ({
      text: index < 900 ? 'วิศวกรโยธา' : 'นักบัญชี',
      type: typeOf(index),
    }));
    const sample = createKeywordSample(async () => rows);
    const ofType = (type: string) => ({ key: type, holds: (row: { type: string }) => row.type === type });
    const shapeOf = (type: string) =>
      walkIfHeld(sample, engineer, firstPage, FILTERED_SIGNATURE_WALKED_ROWS, ofType(type));
    expect(FILTER_FIRST_SHARE * KEYWORD_SAMPLE_ROWS).toBe(30);
    expect(await sample.matches([], ofType('PART_TIME'))).toEqual({ found: 30, sampled: 1_000 });
    expect(await shapeOf('PART_TIME')).toEqual({ words: 1, read: 'filterFirst' });
    expect(await sample.matches([], ofType('CONTRACT'))).toEqual({ found: 31, sampled: 1_000 });
    expect(await shapeOf('CONTRACT')).toEqual({ words: 1, read: 'indexes' });
    expect(await shapeOf('FULL_TIME')).toEqual({ words: 1, read: 'walkedPage' });
  });

  it('with filters, reads every match of a keyword whose own matches would not be walked to', async () => {
    // 0.6 % of the rows hold the keyword, every one of them in Chiang Mai.
    const sample = createKeywordSample(async () =>
      rowsWith(KEYWORD_SAMPLE_ROWS, 6).map((text) => ({ text, province: 'Chiang Mai' })),
    );
    const inChiangMai = { key: 'Chiang Mai', holds: (row: { province: string }) => row.province === 'Chiang Mai' };
    // The filter keeps every row, but the sample holds some of the matches: the filter stays on its index.
    expect(await walkIfHeld(sample, engineer, firstPage, FILTERED_SIGNATURE_WALKED_ROWS, inChiangMai)).toEqual({
      words: 1,
      read: 'rare',
    });
    // Alone, a keyword the sample holds at all keeps its two statements.
    expect(await walkIfHeld(sample, engineer, firstPage, SIGNATURE_WALKED_ROWS)).toEqual({ words: 1, read: 'indexes' });
  });

  it('with filters that keep at least 3 % of the list, tests them on the matches of a keyword the sample holds none of', async () => {
    // No row holds the keyword; 30 rows are in Chiang Mai, 29 in Phuket.
    const provinceOf = (index: number) => (index < 30 ? 'Chiang Mai' : index < 59 ? 'Phuket' : 'Bangkok');
    const rows = rowsWith(KEYWORD_SAMPLE_ROWS, 0).map((text, index) => ({ text, province: provinceOf(index) }));
    const sample = createKeywordSample(async () => rows);
    const shapeIn = (province: string) =>
      walkIfHeld(sample, engineer, firstPage, FILTERED_SIGNATURE_WALKED_ROWS, {
        key: province,
        holds: (row: { province: string }) => row.province === province,
      });
    expect(FILTERED_AFTER_SHARE * KEYWORD_SAMPLE_ROWS).toBe(30);
    expect(await shapeIn('Chiang Mai')).toEqual({ words: 1, read: 'filteredAfter' });
    expect(await shapeIn('Bangkok')).toEqual({ words: 1, read: 'filteredAfter' });
    expect(await shapeIn('Phuket')).toEqual({ words: 1, read: 'rare' });
  });

  it('with filters tested on an index, walks as far as the filtered walk may read, the keyword alone as far as its own', async () => {
    // Every row holds the keyword, 34 of the 1,000 in Chiang Mai: a first page's count (101)
    // lies about 3,000 rows along, beyond half of a walk of 5,000, within half of one of 10,000.
    const rows = Array.from({ length: KEYWORD_SAMPLE_ROWS }, (_, index) => ({
      text: 'วิศวกรโยธา',
      province: index % 30 === 0 ? 'Chiang Mai' : 'Bangkok',
    }));
    const sample = createKeywordSample(async () => rows);
    const inChiangMai = { key: 'Chiang Mai', holds: (row: { province: string }) => row.province === 'Chiang Mai' };
    expect(await sample.matches(engineer.words, inChiangMai)).toEqual({ found: 34, sampled: 1_000 });
    expect(await walkIfHeld(sample, engineer, firstPage, SHORTER_WALK, inChiangMai)).toEqual({
      words: 1,
      read: 'indexes',
    });
    expect(await walkIfHeld(sample, engineer, firstPage, SHORTER_WALK, inChiangMai, LONGER_WALK)).toEqual({
      words: 1,
      read: 'walked',
    });
    // 30 rows hold a keyword, 6 of them among the 200 in Chiang Mai: too few to walk to with the
    // filter, and too few to walk to alone within 5,000 rows, so they are read in full and filtered.
    const seldom = createKeywordSample(async () =>
      rowsWith(KEYWORD_SAMPLE_ROWS, 30).map((text, index) => ({
        text,
        province: index % 5 === 0 ? 'Chiang Mai' : 'Bangkok',
      })),
    );
    expect(await seldom.matches(engineer.words, inChiangMai)).toEqual({ found: 6, sampled: 1_000 });
    expect(await walkIfHeld(seldom, engineer, firstPage, SHORTER_WALK, inChiangMai, LONGER_WALK)).toEqual({
      words: 1,
      read: 'rare',
    });
  });

  it('never walks for a keyword without words', async () => {
    const punctuation = keywordTerms('%%');
    const shape = await walkIfHeld(
      sampleOf(rowsWith(KEYWORD_SAMPLE_ROWS, 1_000)).sample,
      punctuation,
      firstPage,
      SIGNATURE_WALKED_ROWS,
    );
    expect(shape).toEqual({ words: 0, read: 'indexes' });
  });
});

describe("a keyword's matches among the rows a filter keeps, predicted from the two shares (#59)", () => {
  /** 1,000 rows, the first `holding` of which hold the keyword, and every one of `inProvince` in the province. */
  const rowsOf = (holding: number, inProvince: (index: number) => boolean) =>
    rowsWith(KEYWORD_SAMPLE_ROWS, holding).map((text, index) => ({ text, inProvince: inProvince(index) }));
  const inTheProvince = { key: 'province', holds: (row: { inProvince: boolean }) => row.inProvince };

  it('predicts them where the sample holds fewer than two and the shares predict at most three', async () => {
    expect([JOINT_SAMPLED_MATCHES, SHARED_MATCHES_MAX]).toEqual([2, 3]);
    // 20 rows hold the keyword, none in the province, which keeps 100 rows: 20 × 100 / 1,000 = 2.
    const none = sharedOut(createKeywordSample(async () => rowsOf(20, (index) => index >= 900)));
    expect(await none.matches(engineer.words, inTheProvince)).toEqual({ found: 2, sampled: 1_000, estimated: true });
    // One of them in the province, which keeps 100: the prediction (2) stands for the one found.
    const one = sharedOut(createKeywordSample(async () => rowsOf(20, (index) => index === 0 || index >= 901)));
    expect(await one.matches(engineer.words, inTheProvince)).toEqual({ found: 2, sampled: 1_000, estimated: true });
    // Where the province keeps 25, the prediction (0.5) agrees with the one found, which it never lowers.
    const half = sharedOut(createKeywordSample(async () => rowsOf(20, (index) => index === 0 || index >= 976)));
    expect(await half.matches(engineer.words, inTheProvince)).toEqual({ found: 1, sampled: 1_000, estimated: true });
    // 30 rows and 100 predict exactly three.
    const three = sharedOut(createKeywordSample(async () => rowsOf(30, (index) => index >= 900)));
    expect(await three.matches(engineer.words, inTheProvince)).toEqual({ found: 3, sampled: 1_000, estimated: true });
  });

  it('keeps the count where the sample holds two, where the shares predict more than three, less than half of one or nothing, without a filter or words, and of a whole list', async () => {
    const two = sharedOut(createKeywordSample(async () => rowsOf(20, (index) => index < 2 || index >= 902)));
    expect(await two.matches(engineer.words, inTheProvince)).toEqual({ found: 2, sampled: 1_000 });
    // One found where the province keeps 24: the prediction (0.48) says the one is more than the
    // shares account for, and the count stands; so it does where nothing is predicted.
    const disagreeing = sharedOut(createKeywordSample(async () => rowsOf(20, (index) => index === 0 || index >= 977)));
    expect(await disagreeing.matches(engineer.words, inTheProvince)).toEqual({ found: 1, sampled: 1_000 });
    const nowhere = sharedOut(createKeywordSample(async () => rowsOf(20, () => false)));
    expect(await nowhere.matches(engineer.words, inTheProvince)).toEqual({ found: 0, sampled: 1_000 });
    // 31 rows hold it, none of the 100 in the province: 3.1 would have found some, so the
    // province's rows hold it less often than the others (a place's name, say).
    const elsewhere = sharedOut(createKeywordSample(async () => rowsOf(31, (index) => index >= 900)));
    expect(await elsewhere.matches(engineer.words, inTheProvince)).toEqual({ found: 0, sampled: 1_000 });
    const sample = sharedOut(createKeywordSample(async () => rowsOf(20, (index) => index >= 900)));
    expect(await sample.matches(engineer.words)).toEqual({ found: 20, sampled: 1_000 });
    expect(await sample.matches([], inTheProvince)).toEqual({ found: 100, sampled: 1_000 });
    const whole = sharedOut(
      createKeywordSample(async () => rowsOf(20, (index) => index >= 900).slice(0, KEYWORD_SAMPLE_ROWS - 1)),
    );
    expect(await whole.matches(engineer.words, inTheProvince)).toEqual({ found: 0, sampled: 999 });
  });

  it("walks for a page the prediction puts within the walk, where the sample's own count would not", async () => {
    // Predicted two in the sample: a walk of 30,000 rows finds about 60, within its half for a first page (12).
    const rows = rowsOf(20, (index) => index >= 900).map((row) => ({
      ...row,
      lexemes: row.text === 'วิศวกรโยธา' ? '\nวิศวกร\nโยธา' : '\nนักบัญชี',
    }));
    const walk = SIGNATURE_WALKED_ROWS;
    const plain = createKeywordSample(async () => rows);
    expect(await countableAtWordStart(plain, engineer.words, firstPage, walk, inTheProvince)).toBeNull();
    const shared = sharedOut(createKeywordSample(async () => rows));
    expect(await countableAtWordStart(shared, engineer.words, firstPage, walk, inTheProvince)).toBe(0);
    // A page and its count (101) lie beyond it: the walk is not taken for them.
    expect(isWalked(await walkIfHeld(shared, engineer, firstPage, walk, inTheProvince))).toBe(false);
    // Walking the province's rows alone, a tenth of the list, a walk reaches ten times as far: it is.
    expect(await walkIfHeld(shared, engineer, firstPage, walk, inTheProvince, 10 * walk)).toEqual({
      words: 1,
      read: 'walked',
    });
    expect(isWalked(await walkIfHeld(plain, engineer, firstPage, walk, inTheProvince, 10 * walk))).toBe(false);
  });
});

describe("whether a keyword's matches at a word's start may count its total", () => {
  /** `rows` sampled postings, the first `atStart` holding วิศวกร as a word, the next `inside` inside one. */
  const lexemeSample = (rows: number, atStart: number, inside = 0) =>
    createKeywordSample(async () =>
      Array.from({ length: rows }, (_, index) =>
        index < atStart
          ? { text: 'วิศวกรโยธา', lexemes: '\nวิศวกร\nโยธา' }
          : index < atStart + inside
            ? { text: 'นายวิศวกร', lexemes: '\nนายวิศวกร' }
            : { text: 'นักบัญชี', lexemes: '\nนักบัญชี' },
      ),
    );
  const countable = (sample: ReturnType<typeof lexemeSample>, words = ['วิศวกร'], paging = firstPage) =>
    countableAtWordStart(sample, words, paging, SIGNATURE_WALKED_ROWS);

  it("counts through a word's start when the page lies within the walk and the word is at most 20 % of the sample", async () => {
    expect(WORD_START_COUNTED_SHARE * KEYWORD_SAMPLE_ROWS).toBe(200);
    expect(await countable(lexemeSample(KEYWORD_SAMPLE_ROWS, 1))).toBe(0);
    expect(await countable(lexemeSample(KEYWORD_SAMPLE_ROWS, 200))).toBe(0);
    expect(await countable(lexemeSample(KEYWORD_SAMPLE_ROWS, 201))).toBeNull();
    // Page 40's 480 matches: 31 in 1,000 put them beyond half of 30,000 rows, 32 within it.
    const fortieth = { page: 40, pageSize: 12 };
    expect(await countable(lexemeSample(KEYWORD_SAMPLE_ROWS, 31), ['วิศวกร'], fortieth)).toBeNull();
    expect(await countable(lexemeSample(KEYWORD_SAMPLE_ROWS, 32), ['วิศวกร'], fortieth)).toBe(0);
    // A list told a smaller share (the candidates', 5 %) counts words up to it.
    const countableUpTo = (atStart: number) =>
      countableAtWordStart(
        lexemeSample(KEYWORD_SAMPLE_ROWS, atStart),
        ['วิศวกร'],
        firstPage,
        SIGNATURE_WALKED_ROWS,
        undefined,
        0.05,
      );
    expect(await countableUpTo(50)).toBe(0);
    expect(await countableUpTo(51)).toBeNull();
  });

  it('walks the candidates to the twentieth page of a keyword one in sixty of them hold, whose matches it read in full before', async () => {
    // "ประจำ เดือน" (16 of the sample): page 2 read 21,716 profiles through the indexes, 0.5–0.7 s
    // (docs/decisions.md #46). Page 20's 240 matches lie within 15,000 rows, half of the walk (#58).
    const candidates = (page: number) =>
      countableAtWordStart(
        lexemeSample(KEYWORD_SAMPLE_ROWS, 16),
        ['วิศวกร'],
        { page, pageSize: 12 },
        SIGNATURE_WALKED_ROWS,
        undefined,
        0.05,
      );
    expect(await candidates(20)).toBe(0);
    expect(await candidates(21)).toBeNull();
  });

  it('names the word the sample holds least often, and needs a row holding it at a word start', async () => {
    const sample = lexemeSample(KEYWORD_SAMPLE_ROWS, 2, 30);
    expect(await countable(sample, ['โยธา', 'วิศวกร'])).toBe(0);
    // วิศวกร is held 32 times, 30 of them inside a word: the rarer word, โยธา, is counted.
    expect(await countable(sample, ['วิศวกร', 'โยธา'])).toBe(1);
    expect(await countable(lexemeSample(KEYWORD_SAMPLE_ROWS, 0, 3))).toBeNull();
    // วิศวกร starts a word only in rows without โยธา: its matches with โยธา hold it inside a word,
    // and no prediction from the rows it starts makes it count them (`ofTheWords`, #59).
    const rows = Array.from({ length: KEYWORD_SAMPLE_ROWS }, (_, index) =>
      index < 5
        ? { text: 'นายวิศวกร โยธา', lexemes: '\nนายวิศวกร\nโยธา' }
        : index < 8
          ? { text: 'วิศวกร', lexemes: '\nวิศวกร' }
          : index < 38
            ? { text: 'โยธา', lexemes: '\nโยธา' }
            : { text: 'นักบัญชี', lexemes: '\nนักบัญชี' },
    );
    expect(await countable(sharedOut(createKeywordSample(async () => rows)), ['วิศวกร', 'โยธา'])).toBeNull();
  });

  it('leaves a sample of the whole list and a keyword without words to the walk and the indexes', async () => {
    expect(await countable(lexemeSample(KEYWORD_SAMPLE_ROWS - 1, 3))).toBeNull();
    expect(await countable(lexemeSample(KEYWORD_SAMPLE_ROWS, 3), [])).toBeNull();
  });
});

describe('the common word of a keyword', () => {
  /** A sample of 1,000 rows: `counts` rows holding each text, the rest "อื่น". */
  const sampleHolding = (counts: Record<string, number>) => {
    const texts = Object.entries(counts).flatMap(([text, count]) => Array<string>(count).fill(text));
    return sampleOf([...texts, ...Array<string>(KEYWORD_SAMPLE_ROWS - texts.length).fill('อื่น')]).sample;
  };
  const common = KEYWORD_SAMPLE_ROWS * COMMON_WORD_SHARE;
  const rare = common / COMMON_WORD_RATIO;

  it('names the word held by at least a tenth of the sample and four times as often as the rarest', async () => {
    // "ช่าง" in a seventh of the profiles, "เชื่อม" in one in fifty: ช่าง is tested on the rows.
    const sample = sampleHolding({ ช่าง: 130, ช่างเชื่อม: 19 });
    expect(await commonWordOf(sample, ['ช่าง', 'เชื่อม'])).toBe(0);
    expect(await commonWordOf(sample, ['เชื่อม', 'ช่าง'])).toBe(1);
    // Of three words, only the commonest.
    const three = sampleHolding({ ผู้จัดการ: 400, ผู้: 300, ผู้ช่วยผู้จัดการ: 18 });
    expect(await commonWordOf(three, ['ผู้', 'ช่วย', 'จัดการ'])).toBe(0);
  });

  it('is at the bounds: a tenth of the sample, four times the rarest word', async () => {
    // Four times the rarest word, but under a tenth of the sample, then a tenth.
    expect(await commonWordOf(sampleHolding({ ช่าง: 79, ช่างเชื่อม: 20 }), ['ช่าง', 'เชื่อม'])).toBeNull();
    expect(await commonWordOf(sampleHolding({ ช่าง: 80, ช่างเชื่อม: 20 }), ['ช่าง', 'เชื่อม'])).toBe(0);
    expect(await commonWordOf(sampleHolding({ ช่าง: common - rare, ช่างเชื่อม: rare }), ['ช่าง', 'เชื่อม'])).toBe(0);
    expect(await commonWordOf(sampleHolding({ ช่าง: common - rare - 1, ช่างเชื่อม: rare }), ['ช่าง', 'เชื่อม'])).toBe(null);
    expect(await commonWordOf(sampleHolding({ ช่าง: common - rare, ช่างเชื่อม: rare + 1 }), ['ช่าง', 'เชื่อม'])).toBe(null);
  });

  it('names none for words alike in how common they are, for one word, and for an empty sample', async () => {
    // "นักบัญชี": นัก 76 %, บัญชี 21 % (under four times): บัญชี's rows with Bangkok are 60,000.
    expect(await commonWordOf(sampleHolding({ นัก: 550, นักบัญชี: 206 }), ['นัก', 'บัญชี'])).toBeNull();
    expect(await commonWordOf(sampleHolding({ ช่าง: 300 }), ['ช่าง'])).toBeNull();
    expect(await commonWordOf(sampleOf([]).sample, ['ช่าง', 'เชื่อม'])).toBeNull();
  });
});
