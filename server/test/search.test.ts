import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  documentOf,
  keywordMatch,
  keywordTerms,
  mayHoldKeyword,
  normalise,
  SIGNATURE_BITS,
  SIGNATURE_BITS_TESTED,
  searchSignature,
  searchTokens,
  signatureBitsTested,
} from '../src/db/search.ts';
import { THAI_LOANWORDS } from '../src/db/thai-loanwords.ts';
import { searchDocument } from './support/search-document.ts';
import { useTestApp } from './support/test-app.ts';

const app = await useTestApp();
const db = app.db.withTables<{ search_probe: { id: number; search_vector: string; search_text: string } }>();

const DOCUMENTS: Record<number, string> = {
  1: 'วิศวกรซอฟต์แวร์อาวุโส ประจำกรุงเทพฯ',
  2: 'Senior React Developer, Node.js',
  3: 'นักการตลาดดิจิทัล',
  4: "O'Brien's 100% \\ tea",
  5: 'พนักงานประจำสำนักงานใหญ่',
  6: 'มีประสบการณ์ทำงานด้านบัญชี',
  7: 'มีทักษะการนำเสนองานต่อลูกค้า',
  8: 'ผู้จัดการฝ่ายขาย รุ่นปี ๒๕๖๘',
  9: 'นักพัฒนา React และ Node.js',
  // SARA AM typed as NIKHAHIT + SARA AA, as some keyboards do.
  10: 'เจ้าหน้าที่ประจ\u0E4D\u0E32สาขา',
  // Loanwords the segmenter cuts into pieces (thai-loanwords.ts); 12 holds บา, ริ and สต้า apart.
  11: 'รับสมัครบาริสต้า ร้านกาแฟ',
  12: 'ร้านพาสต้าริมน้ำ มีบาร์',
  13: 'หัวหน้าแผนกโลจิสติกส์',
  14: 'รับสมัครงานอนาลิสต์ข้อมูล',
  15: 'PostgreSQL และ MySQL',
  16: 'JavaScript / TypeScript',
  17: 'Café ริมน้ำ',
};

beforeAll(async () => {
  await sql`CREATE TABLE IF NOT EXISTS search_probe (id int, search_vector tsvector, search_text text)`.execute(db);
  await sql`TRUNCATE search_probe`.execute(db);
  for (const [id, text] of Object.entries(DOCUMENTS)) {
    await db
      .insertInto('search_probe')
      .values({ id: Number(id), ...searchDocument([text]) })
      .execute();
  }
});

// The test files of a worker share the database: its probe tables would be in their schema.
afterAll(async () => {
  await sql`DROP TABLE IF EXISTS search_probe, trigram_probe`.execute(app.db);
});

async function find(keyword: string) {
  const rows = await db
    .selectFrom('search_probe')
    .select('id')
    .where(() => {
      const { shape, values } = keywordTerms(keyword);
      return keywordMatch('search_probe', shape, values);
    })
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}

describe('Thai-aware keyword search', () => {
  it('keeps SARA AM whole, so Thai words segment as a reader splits them', () => {
    expect(searchTokens('พนักงานประจำสำนักงานใหญ่')).toEqual(['พนักงาน', 'ประจำ', 'สำนักงาน', 'ใหญ่']);
    expect(searchTokens('ประจ\u0E4D\u0E32')).toEqual(['ประจำ']);
    expect(searchTokens('๑๒๓')).toEqual(['123']);
  });

  it('segments Thai into words', () => {
    expect(searchTokens('วิศวกรซอฟต์แวร์อาวุโส')).toEqual(['วิศวกร', 'ซอฟต์แวร์', 'อาวุโส']);
    expect(searchTokens('Senior React Developer')).toEqual(['senior', 'react', 'developer']);
  });

  it.each([
    ['วิศวกร', [1]],
    ['ซอฟต์แวร์', [1]],
    ['กรุงเทพ', [1]],
    ['การตลาด', [3]],
    ['ดิจิ', [3]],
    ['react developer', [2]],
    ['NODE', [2, 9]],
    ['eloper', [2]],
    ["o'brien", [4]],
    ['100%', [4]],
    ['xyz', []],
    // Thai as a reader types it: words with SARA AM, spaces between words, tone marks.
    ['ประจำ สำนักงาน', [5]],
    ['ประจำสำนักงาน', [5]],
    ['ทำงาน บัญชี', [6]],
    ['ผู้จัดการ', [8]],
    ['ฝ่ายขาย ผู้จัดการ', [8]],
    // ICU segments การนำ|เสนอ: the query word is still found inside the longer word.
    ['นำเสนอ', [7]],
    // Thai digits and Arabic digits are the same digits.
    ['2568', [8]],
    ['๒๕๖๘', [8]],
    ['react กับ node', []],
    ['react node.js', [2, 9]],
    ['นักพัฒนา react', [9]],
    ['ประจำ', [1, 5, 10]],
    ['ประจ\u0E4D\u0E32สาขา', [10]],
    // A listed loanword is one word, found where it is written whole, not where its pieces are.
    ['บาริสต้า', [11]],
    ['โลจิสติกส์', [13]],
    ['งาน อนาลิสต์', [14]],
    // Its start and its pieces are still found inside it.
    ['โลจิ', [13]],
    ['สติ', [13]],
    // A word of letters a–z and digits inside a longer one: through the lexemes of its inner parts.
    ['sql', [15]],
    ['gresql', [15]],
    ['script', [16]],
    ['ypescript node', []],
    // Shorter than an inner part, or with a letter beyond a–z: through the trigram index.
    ['js', [2, 9]],
    ['afé', [17]],
  ])('%s finds %j', async (keyword, expected) => {
    expect(await find(keyword)).toEqual(expected);
  });
});

describe('a word found inside a longer one through lexemes (#68)', () => {
  it("is held by a document's lexemes as each inner part of three letters or more of its spaced tokens", () => {
    const { lexemes } = documentOf(['JavaScript และ Go, node.js']);
    expect(lexemes).toEqual(
      expect.arrayContaining(['javascript', '~avascript', '~script', '~ipt', 'และ', 'go', 'node.js']),
    );
    // Not the token itself, nothing under three letters, nothing of Thai or of a token with a dot.
    expect(lexemes.filter((lexeme) => lexeme.startsWith('~'))).toHaveLength('javascript'.length - 3);
  });

  it('holds at most 20 letters of each inner part, and at most 256 KB of them in one document', () => {
    const long = 'abcdefghijklmnopqrstuvwxyz'.repeat(4);
    const parts = documentOf([long]).lexemes.filter((lexeme) => lexeme.startsWith('~'));
    // The alphabet four times: 26 different parts of 20 letters, then the 17 shorter ones at its end.
    expect(parts).toHaveLength(26 + 17);
    expect(Math.max(...parts.map((part) => part.length))).toBe(21);
    expect(parts).toContain('~klmnopqrstuvwxyzabcd');
    // Thousands of different long words: their inner parts stop at the budget.
    const words = Array.from({ length: 3_000 }, () => randomBytes(32).toString('hex'));
    const budgeted = documentOf([words.join(' ')]).lexemes.filter((lexeme) => lexeme.startsWith('~'));
    const bytes = budgeted.reduce((sum, part) => sum + part.length, 0);
    expect(bytes).toBeLessThanOrEqual(256 * 1024);
    expect(bytes).toBeGreaterThan(250 * 1024);
  });

  it('is tested by the lexemes alone, where a Thai, a short or an accented word keeps the trigram test', () => {
    const sqlOf = (keyword: string) => {
      const { shape, values } = keywordTerms(keyword);
      return db
        .selectFrom('search_probe')
        .select('id')
        .where(() => keywordMatch('search_probe', shape, values))
        .compile();
    };
    const spaced = sqlOf('sql script');
    expect(spaced.sql).not.toContain('LIKE');
    expect(spaced.parameters).toEqual(["'sql':* | '~sql':*", "'script':* | '~script':*"]);
    // Nor a word longer than an inner part holds.
    for (const keyword of ['นำเสนอ', 'js', 'café', 'abcdefghijklmnopqrstu']) {
      expect(sqlOf(keyword).sql, keyword).toContain('LIKE');
    }
    expect(sqlOf('abcdefghijklmnopqrst').sql).not.toContain('LIKE');
  });
});

describe('Thai loanwords the segmenter cuts into pieces', () => {
  const pieces = (word: string) => [...new Intl.Segmenter('th', { granularity: 'word' }).segment(word)].length;

  it('are each one word of a document, where the segmenter cut them into pieces', () => {
    expect(pieces('โลจิสติกส์')).toBe(4);
    expect(searchTokens('หัวหน้าแผนกโลจิสติกส์')).toEqual(['หัวหน้า', 'แผนก', 'โลจิสติกส์']);
    expect(searchTokens('รับสมัครบาริสต้า')).toEqual(['รับ', 'สมัคร', 'บาริสต้า']);
  });

  it('keep the Thai word before them whole, which the segmenter cut into them', () => {
    expect([...new Intl.Segmenter('th', { granularity: 'word' }).segment('งานอนาลิสต์')].map((s) => s.segment)).toEqual([
      'งา',
      'นอ',
      'นา',
      'ลิ',
      'สต์',
    ]);
    expect(searchTokens('งานอนาลิสต์')).toEqual(['งาน', 'อนาลิสต์']);
  });

  it('are not taken out of a longer word that goes on with a mark of their last letter', () => {
    expect(searchTokens('แอดมินิสเตรชัน')).not.toContain('แอดมิน');
    expect(searchTokens('แอดมิน')).toEqual(['แอดมิน']);
    // Nor out of another spelling that goes on with a consonant silenced by ์.
    expect(searchTokens('โลจิสติกซ์')).not.toContain('โลจิสติก');
    expect(searchTokens('โลจิสติก')).toEqual(['โลจิสติก']);
  });

  it('leave out the words that ordinary words start with, which a cut would break', () => {
    // คิว + เอกสาร, and the projector: no listed word may take their start.
    expect(searchTokens('รอคิวเอกสาร')).toEqual(['รอ', 'คิว', 'เอกสาร']);
    expect(searchTokens('โปรเจคเตอร์')).toEqual(['โปรเจคเตอร์']);
  });

  it('are listed normalised, once each, and each is cut into pieces by the segmenter alone', () => {
    expect(new Set(THAI_LOANWORDS).size).toBe(THAI_LOANWORDS.length);
    for (const word of THAI_LOANWORDS) {
      expect(normalise(word), word).toBe(word);
      expect(word, word).toMatch(/^[\u0E01-\u0E4E]+$/);
      expect(pieces(word), word).toBeGreaterThan(1);
    }
  });
});

describe('the in-word match of Thai text', () => {
  type PlanNode = {
    'Node Type': string;
    'Index Name'?: string;
    'Actual Rows'?: number;
    'Rows Removed by Index Recheck'?: number;
    Plans?: PlanNode[];
  };
  const nodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodes)];

  it('goes through the trigram index, whose trigrams pick out the rows holding the Thai word', async () => {
    const probe = app.db.withTables<{ trigram_probe: { id: number; search_text: string } }>();
    await sql`CREATE TABLE IF NOT EXISTS trigram_probe (id int, search_text text)`.execute(probe);
    await sql`CREATE INDEX IF NOT EXISTS trigram_probe_text_idx ON trigram_probe USING gin (search_text gin_trgm_ops)`.execute(
      probe,
    );
    await sql`TRUNCATE trigram_probe`.execute(probe);
    const filler = Array.from({ length: 400 }, (_, id) => ({
      id: 100 + id,
      search_text: searchDocument([`มีทักษะการขายและบริการลูกค้า สาขา ${id} ประจำสำนักงานใหญ่`]).search_text,
    }));
    await probe
      .insertInto('trigram_probe')
      .values([...filler, { id: 7, search_text: searchDocument([DOCUMENTS[7]]).search_text }])
      .execute();
    const plan = await probe.connection().execute(async (connection) => {
      // Tiny tables are read whole; forbid that, so the plan shows what the index can do.
      await sql`SET enable_seqscan = off`.execute(connection);
      try {
        const { rows } = await sql<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>`
          EXPLAIN (ANALYZE, FORMAT JSON) SELECT id FROM trigram_probe WHERE search_text LIKE '%นำเสนอ%'`.execute(
          connection,
        );
        return rows[0]?.['QUERY PLAN'][0].Plan;
      } finally {
        await sql`RESET enable_seqscan`.execute(connection);
      }
    });
    const all = plan ? nodes(plan) : [];
    const indexScan = all.find((node) => node['Node Type'] === 'Bitmap Index Scan');
    expect(indexScan?.['Index Name']).toBe('trigram_probe_text_idx');
    // Thai letters and marks are word characters to pg_trgm in this database's locale: the
    // index hands over the one row with นำเสนอ, not all 401 for the heap to recheck.
    expect(indexScan?.['Actual Rows']).toBe(1);
    const heapScan = all.find((node) => node['Node Type'] === 'Bitmap Heap Scan');
    expect(heapScan?.['Rows Removed by Index Recheck'] ?? 0).toBe(0);
    expect(heapScan?.['Actual Rows']).toBe(1);
  });
});

describe('the search signature a walk tests first', () => {
  const bitsOf = (signature: string) => BigInt(`0${signature}`);
  const holds = (document: string, words: string[]) => {
    const mask = bitsOf(searchSignature(words));
    return (bitsOf(searchSignature([document])) & mask) === mask;
  };

  it('has every bit of every word a document holds, inside longer words and across Thai marks', () => {
    const document = normalise(Object.values(DOCUMENTS).join('\n'));
    for (const keyword of [
      'วิศวกร',
      'นำเสนอ',
      'ประจำ สำนักงาน',
      'react developer',
      "o'brien",
      '100%',
      '2568',
      'ทำงาน บัญชี',
    ]) {
      expect(holds(document, searchTokens(keyword)), keyword).toBe(true);
    }
    // Every piece of every document, whatever its length.
    for (const text of Object.values(DOCUMENTS).map(normalise)) {
      for (let start = 0; start < text.length; start += 3) {
        for (const length of [2, 5, 9]) expect(holds(text, [text.slice(start, start + length)])).toBe(true);
      }
    }
  });

  it('lacks a bit of most words a document does not hold, so that their documents are not read', () => {
    const document = normalise(DOCUMENTS[1] as string);
    const absent = ['นักบัญชี', 'python', 'เชียงใหม่', 'marketing', 'ผู้จัดการ', 'developer'];
    expect(absent.filter((word) => holds(document, [word]))).toEqual([]);
  });

  it('lacks a bit of a word whose pairs a document holds only apart, in English and in Thai', () => {
    // Every pair of "python" (py, yt, th, ho, on) and of นักบัญชี, none of their triples.
    expect(holds(normalise('happy analytics with honest clients'), ['python'])).toBe(false);
    expect(holds(normalise('นักร้อง กบ บัญชี'), ['นักบัญชี'])).toBe(false);
    expect(holds(normalise('python นักบัญชี'), ['python', 'นักบัญชี'])).toBe(true);
  });

  it('of texts joined by line breaks, as documents are, is the union of theirs', () => {
    const [first, second] = [normalise(DOCUMENTS[1] as string), normalise(DOCUMENTS[2] as string)];
    const joined = bitsOf(searchSignature([`${first}\n${second}`]));
    expect(joined).toBe(bitsOf(searchSignature([first])) | bitsOf(searchSignature([second])));
  });

  it('is tested for SIGNATURE_BITS_TESTED of its bits: all of a short word, repeated, spread over a long one, none of single letters', () => {
    const setBits = (words: string[]) => {
      const bits = bitsOf(searchSignature(words));
      return Array.from({ length: SIGNATURE_BITS }, (_, bit) => bit).filter(
        (bit) => (bits >> BigInt(SIGNATURE_BITS - 1 - bit)) & 1n,
      );
    };
    const short = ['วิศวกร'];
    expect(signatureBitsTested(short)).toHaveLength(SIGNATURE_BITS_TESTED);
    expect(new Set(signatureBitsTested(short))).toEqual(new Set(setBits(short)));
    const long = searchTokens('วิศวกรซอฟต์แวร์อาวุโส senior developer');
    expect(setBits(long).length).toBeGreaterThan(SIGNATURE_BITS_TESTED);
    const tested = signatureBitsTested(long);
    expect(new Set(tested).size).toBe(SIGNATURE_BITS_TESTED);
    for (const bit of tested) expect(setBits(long)).toContain(bit);
    expect(signatureBitsTested(['c', 'ก'])).toEqual([]);
  });

  it("passes in SQL the documents whose signature has the keyword's tested bits, and every document for single letters", async () => {
    const documents = Object.values(DOCUMENTS).map(normalise);
    const rows = sql.join(documents.map((text, index) => sql`(${index}::int, ${searchSignature([text])}::bit(2048))`));
    for (const keyword of ['วิศวกร', 'react developer', 'นำเสนอ', 'python', 'c']) {
      const { values, words } = keywordTerms(keyword);
      const { rows: passed } = await sql<{ index: number }>`
        SELECT index FROM (VALUES ${rows}) AS t(index, search_signature)
        WHERE ${mayHoldKeyword('t.search_signature', values)} ORDER BY index`.execute(db);
      const bits = signatureBitsTested(words);
      const expected = documents.flatMap((text, index) => {
        const signature = bitsOf(searchSignature([text]));
        const hasAll = bits.every((bit) => (signature >> BigInt(SIGNATURE_BITS - 1 - bit)) & 1n);
        return hasAll ? [index] : [];
      });
      expect(
        passed.map((row) => row.index),
        keyword,
      ).toEqual(expected);
      // A document holding the keyword always passes.
      for (const [index, text] of documents.entries()) {
        if (words.every((word) => text.includes(word))) expect(expected, keyword).toContain(index);
      }
    }
  });

  it('is a bit string PostgreSQL reads, of SIGNATURE_BITS bits', async () => {
    const { rows } = await sql<{ length: number; set: number }>`
      SELECT length(${searchSignature(['วิศวกร'])}::bit(2048)) AS length,
        length(replace(${searchSignature(['วิศวกร'])}::bit(2048)::text, '0', '')) AS set`.execute(db);
    // วิศวกร is six letters: five pairs and four triples, each one bit (two may share one).
    expect(rows[0]?.length).toBe(SIGNATURE_BITS);
    expect(rows[0]?.set).toBeGreaterThanOrEqual(8);
    expect(rows[0]?.set).toBeLessThanOrEqual(9);
  });
});
