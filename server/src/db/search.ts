import { type Expression, type SqlBool, sql } from 'kysely';
import { hiddenFromPlanner } from './prepared-query.ts';
import { apartFromLoanwords } from './thai-loanwords.ts';

/**
 * Thai-aware keyword search (docs/domain.md). PostgreSQL has no Thai word parser, so the text is
 * segmented here with Intl.Segmenter, both when it is written and when it is searched. The
 * tokens go in as ready-made lexemes (array_to_tsvector, a ::tsquery cast), never through
 * PostgreSQL's parser, which would split Thai words at their vowel marks.
 */
const segmenter = new Intl.Segmenter('th', { granularity: 'word' });

/**
 * NFKC folds what a reader sees as the same letters (full-width Latin, ligatures, compatibility
 * digits) but decomposes SARA AM (ำ) into NIKHAHIT + SARA AA, after which the segmenter splits
 * ประจำสำนักงาน as ประ|จําสํา|นักงาน. Recomposing it keeps Thai words whole; text typed with the
 * two marks (a common keyboard habit) becomes the same word. Documents and queries go through
 * the same function, so they always agree.
 */
export const normalise = (text: string) =>
  text
    .normalize('NFKC')
    .replace(/\u0E4D\u0E32/g, '\u0E33')
    // Thai digits (๐–๙) read as the digits 0–9: "๒๕๖๘" and "2568" are the same year.
    .replace(/[\u0E50-\u0E59]/g, (digit) => String(digit.charCodeAt(0) - 0x0e50))
    .toLowerCase();

/** PostgreSQL refuses a lexeme of more bytes than this ("word is too long (2047 bytes, max 2046 bytes)"). */
const MAX_LEXEME_BYTES = 2_046;

/**
 * `token` cut at a character boundary to what a lexeme may hold (a long URL, 1,100 "é"). Cut
 * the same way in documents and queries, the start of such a word still finds it.
 */
function fitLexeme(token: string): string {
  if (Buffer.byteLength(token) <= MAX_LEXEME_BYTES) return token;
  let bytes = 0;
  let end = 0;
  for (const char of token) {
    bytes += Buffer.byteLength(char);
    if (bytes > MAX_LEXEME_BYTES) break;
    end += char.length;
  }
  return token.slice(0, end);
}

/**
 * The words of a text, as lexemes: the listed loanwords whole (thai-loanwords.ts), the rest as
 * the segmenter cuts it.
 */
export function searchTokens(text: string): string[] {
  const tokens = new Set<string>();
  for (const part of apartFromLoanwords(normalise(text))) {
    if (part.loanword) {
      tokens.add(part.text);
      continue;
    }
    for (const { segment, isWordLike } of segmenter.segment(part.text)) {
      const token = segment.trim();
      if (isWordLike && token) tokens.add(fitLexeme(token));
    }
  }
  return [...tokens];
}

/**
 * A word of letters a–z and digits alone: of a script that puts spaces (or punctuation) between
 * words, so that the segmenter cuts every text where a reader does, and a keyword's such word
 * occurs in a text only inside one of its tokens (docs/decisions.md #68).
 */
const SPACED_WORD = /^[a-z0-9]+$/;

/** The fewest letters of a word's inner part a document's lexemes hold (`insideLexemes`). */
const INSIDE_LETTERS = 3;

/**
 * The most letters of an inner part a document's lexemes hold: each is cut to its first ones,
 * which still start with every keyword word of as many letters or fewer found there, so that a
 * long token (a URL, a hash, a 3,000-letter word) holds a few kilobytes of them, not megabytes.
 * A longer keyword word is found inside a token through the trigram index.
 */
const INSIDE_MAX_LETTERS = 20;

/**
 * The most bytes of inner parts one document holds: PostgreSQL refuses a tsvector of a
 * megabyte or more. Texts of thousands of different long words reach it; past it, their later
 * tokens are found at their start but not inside them, as the start of a word cut by `fitLexeme`.
 */
const INSIDE_MAX_BYTES = 256 * 1024;

/** What marks a lexeme as the inner part of a token, not a token: no token starts with it. */
const INSIDE_MARK = '~';

/**
 * The inner parts of a spaced token (`SPACED_WORD`) as lexemes, marked: each of its suffixes
 * but itself of INSIDE_LETTERS letters or more, cut to INSIDE_MAX_LETTERS ("javascript":
 * ~avascript … ~ipt). A keyword's word of INSIDE_LETTERS to INSIDE_MAX_LETTERS letters occurs
 * inside the token exactly where one of them starts with it, so that the word is found inside a
 * longer one through the lexemes' index, without the trigram index's recheck of each document it
 * reads (`keywordMatch`).
 */
function insideLexemes(token: string): string[] {
  if (!SPACED_WORD.test(token)) return [];
  const parts: string[] = [];
  for (let start = 1; token.length - start >= INSIDE_LETTERS; start += 1) {
    parts.push(INSIDE_MARK + token.slice(start, start + INSIDE_MAX_LETTERS));
  }
  return parts;
}

/**
 * A row's search document made of these texts: its lexemes (its tokens, and the inner parts of
 * its spaced tokens, `insideLexemes`) and its normalised text.
 */
export function documentOf(texts: ReadonlyArray<string | null | undefined>): { lexemes: string[]; text: string } {
  const present = texts.filter((text): text is string => Boolean(text?.trim()));
  return { lexemes: lexemesOfTokens(present.flatMap(searchTokens)), text: normalise(present.join('\n')) };
}

/**
 * The lexemes of a document whose tokens are these: each once, with their inner parts
 * (`insideLexemes`) up to INSIDE_MAX_BYTES of them.
 */
export function lexemesOfTokens(tokens: readonly string[]): string[] {
  const lexemes = new Set(tokens);
  let insideBytes = 0;
  // In one order whatever the order of the text, so that a migration gets the same parts from
  // the lexemes a document holds.
  for (const token of [...lexemes].sort()) {
    for (const part of insideLexemes(token)) {
      if (lexemes.has(part)) continue;
      insideBytes += part.length;
      if (insideBytes > INSIDE_MAX_BYTES) return [...lexemes];
      lexemes.add(part);
    }
  }
  return [...lexemes];
}

/** The bits of a search signature (a `bit(2048)` column): 256 bytes, stored as they are. */
export const SIGNATURE_BITS = 2_048;

/**
 * The signature of these normalised texts (a document's, or a keyword's words): one bit for each
 * pair and each triple of adjacent characters, as a `bit(2048)` value. A text that holds a word
 * holds its pairs and triples, so a document whose signature lacks a bit of the word's cannot
 * hold it: tested first, a few bit operations spare reading the document, a compressed text that
 * costs about 10 µs a row to read (docs/decisions.md #26). Pairs alone let through the documents
 * that hold a word's pairs apart, common in English ("happy", "analytics", "other" and "honest"
 * hold every pair of "python"): on the bench data a walk read 5.7 documents for each posting
 * holding "python", and 1.4 with the triples (#43). About three tenths of a posting's bits are
 * set. Pieces with a space or a line break are left out: no word holds one, and then the
 * signature of texts joined by line breaks is the union of theirs.
 */
export function searchSignature(texts: readonly string[]): string {
  // PostgreSQL reads a bit string given as x followed by hexadecimal digits, the first bit leftmost.
  return `x${Buffer.from(signatureBytes(texts)).toString('hex')}`;
}

/** FNV-1a over UTF-16 code units, folded so that the low bits depend on all of them. */
function fnvBit(units: readonly number[]): number {
  let hash = 0x811c9dc5;
  for (const unit of units) hash = Math.imul(hash ^ unit, 0x01000193);
  return (hash ^ (hash >>> 15)) & (SIGNATURE_BITS - 1);
}

/** The bits of `searchSignature`, the first bit the highest of the first byte. */
function signatureBytes(texts: readonly string[]): Uint8Array {
  const bytes = new Uint8Array(SIGNATURE_BITS / 8);
  const set = (bit: number) => {
    bytes[bit >> 3] = (bytes[bit >> 3] as number) | (0x80 >> (bit & 7));
  };
  for (const text of texts) {
    for (let index = 1; index < text.length; index += 1) {
      const first = text.charCodeAt(index - 1);
      const second = text.charCodeAt(index);
      if (first <= 0x20 || second <= 0x20) continue;
      set(fnvBit([first, second]));
      const before = index > 1 ? text.charCodeAt(index - 2) : 0;
      if (before > 0x20) set(fnvBit([before, first, second]));
    }
  }
  return bytes;
}

/**
 * How many of a keyword's signature bits a row's signature is tested for (`mayHoldKeyword`): the
 * same number for every keyword, so that one plan serves all. A posting has about three tenths
 * of its bits set, so a document without the keyword passes twelve different bits about once in
 * three million, as good as all of a longer keyword's for a walk of 30,000 rows; a shorter
 * keyword is tested for every bit it has, as before.
 */
export const SIGNATURE_BITS_TESTED = 12;

/**
 * Which bits of the words' signature a row's is tested for: every set bit, repeated to
 * SIGNATURE_BITS_TESTED, or that many of them evenly spread when there are more. None when the
 * words have no pair of characters (a keyword of single letters): then every row may hold them.
 */
export function signatureBitsTested(words: readonly string[]): number[] {
  const bytes = signatureBytes(words);
  const set: number[] = [];
  for (let bit = 0; bit < SIGNATURE_BITS; bit += 1)
    if ((bytes[bit >> 3] as number) & (0x80 >> (bit & 7))) set.push(bit);
  if (set.length === 0) return [];
  return Array.from(
    { length: SIGNATURE_BITS_TESTED },
    (_, index) => set[Math.floor((index * set.length) / SIGNATURE_BITS_TESTED) % set.length] as number,
  );
}

/**
 * The lexemes of the search document of `table`, each after a line break (`\nlexeme\nlexeme…`):
 * what a keyword sample tests for a word at the start of one of a row's words (keyword-sample.ts).
 */
export const lexemesOf = (table: string) =>
  sql<string>`E'\n' || array_to_string(tsvector_to_array(${sql.ref(`${table}.search_vector`)}), E'\n')`;

const quoteLexeme = (token: string) => `'${token.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/** A LIKE/ILIKE pattern matching `text` anywhere, its own `%`, `_` and `\\` taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * How a keyword's matches are read (keyword-sample.ts decides): through its indexes, the planner
 * choosing how (`indexes`); by walking the list in its order, testing each row, for the page and
 * its count (`walked`) or, when the sample or the keyword's word-start index has counted past the
 * count's bound already, for the page alone (`walkedPage`); all of them through its indexes when
 * they are few, the search's filters read through their own indexes (`rare`) or tested on the
 * matches (`filteredAfter`); or, when they are many but the search's filters select few rows, by
 * reading those rows and testing each (`filterFirst`).
 */
export type KeywordRead = 'indexes' | 'walked' | 'walkedPage' | 'rare' | 'filteredAfter' | 'filterFirst';

/**
 * How a keyword is matched, as a prepared statement's shape: the number of its words (none when
 * it has no letter or digit, only punctuation, say, and then it matches nothing), how its
 * matches are read, and how they are read when a walk for the page finds fewer than the page
 * (`fallback`; through the indexes when absent): a keyword walked for its page because its
 * words' starts counted past the bound keeps the read the sample chose otherwise, which for a
 * rarer keyword with filters is the fence the planner cannot walk through (docs/decisions.md #28).
 */
export type KeywordShape = {
  words: number;
  read: KeywordRead;
  fallback?: KeywordRead;
  /**
   * The walk reads every row of its list (a province half the walk's reach or smaller): having
   * found fewer matches than the count's bound, it has found them all (docs/decisions.md #53).
   */
  whole?: boolean;
  /**
   * The word, by its place in the keyword, that a keyword read through its indexes tests on the
   * rows its other words' indexes and the filters' give, by `strpos()`, not through indexes of
   * its own: a word the sample finds common in a keyword of few matches (`commonWordOf` in
   * keyword-sample.ts, docs/decisions.md #56).
   */
  commonWord?: number;
  /**
   * The words, by their place in the keyword, found inside longer words through the lexemes of
   * their inner parts (`insideLexemes`: spaced words of INSIDE_LETTERS to INSIDE_MAX_LETTERS letters), not
   * through the trigram index, whose recheck reads the document of every row it returns
   * (docs/decisions.md #68).
   */
  inLexemes?: readonly number[];
};

/** True when the keyword's matches are found by walking the list in its order. */
export const isWalked = (shape: KeywordShape) => shape.read === 'walked' || shape.read === 'walkedPage';

/** Whether a search walks its list for its keyword. */
export const walksKeyword = (search: { keyword: KeywordShape | null }) =>
  search.keyword !== null && isWalked(search.keyword);

/**
 * The values a keyword's match binds: each word as a lexeme prefix, as a LIKE pattern and as it
 * is, and the signature of its words (`searchSignature`).
 */
export type KeywordValues = { [name: `keyword${string}`]: string };

const prefixOf = (index: number) => `keywordPrefix${index}` as const;
const insideOf = (index: number) => `keywordInside${index}` as const;
const patternOf = (index: number) => `keywordPattern${index}` as const;
const wordOf = (index: number) => `keywordWord${index}` as const;
const signatureBitOf = (index: number) => `keywordSignatureBit${index}` as const;
/** 'true' when the keyword has no signature bit to test: every row may hold it. */
const SIGNATURE_UNTESTED = 'keywordSignatureUntested';

/** `keyword` as `keywordMatch` binds it, and its words (none when it has none). */
export function keywordTerms(keyword: string): { shape: KeywordShape; values: KeywordValues; words: string[] } {
  const tokens = searchTokens(keyword);
  if (tokens.length === 0) return { shape: { words: 0, read: 'indexes' }, values: {}, words: [] };
  const values: KeywordValues = {};
  const inLexemes: number[] = [];
  tokens.forEach((token, index) => {
    values[prefixOf(index)] = `${quoteLexeme(token)}:*`;
    values[patternOf(index)] = containsPattern(token);
    values[wordOf(index)] = token;
    if (SPACED_WORD.test(token) && token.length >= INSIDE_LETTERS && token.length <= INSIDE_MAX_LETTERS) {
      values[insideOf(index)] = `${quoteLexeme(token)}:* | ${quoteLexeme(INSIDE_MARK + token)}:*`;
      inLexemes.push(index);
    }
  });
  const bits = signatureBitsTested(tokens);
  for (let index = 0; index < SIGNATURE_BITS_TESTED; index += 1)
    values[signatureBitOf(index)] = String(bits[index] ?? 0);
  values[SIGNATURE_UNTESTED] = String(bits.length === 0);
  return {
    shape: { words: tokens.length, read: 'indexes', ...(inLexemes.length > 0 && { inLexemes }) },
    values,
    words: tokens,
  };
}

/** True where the search text of `table` holds the keyword's word number `index`, the word hidden from the planner. */
const holdsWord = (table: string, values: KeywordValues, index: number) =>
  sql<SqlBool>`strpos(${sql.ref(`${table}.search_text`)}, ${hiddenFromPlanner(values[wordOf(index)], 'text')}) > 0`;

/**
 * True where every word of the keyword occurs in the search document (search_vector and
 * search_text) of `table`, a table's name or alias: at the start of one of its words ("วิศวกร"
 * finds "วิศวกรซอฟต์แวร์", through the tsvector's prefix index) or inside one, since the
 * segmenter does not always split where a reader does (การนำ|เสนอ still holds นำเสนอ; trigram
 * index). (The keyword as typed needs no test of its own: its words are parts of it, so a
 * document holding it holds them.) A keyword without words, only punctuation, matches nothing,
 * as a search engine's query that analyses to no term does: no index holds punctuation, so
 * matching it as typed read every document (1 s at 200,000 postings, 3 s at a million
 * candidates, docs/decisions.md #31).
 * The prefix test finds nothing the inside test does not; it stays because the planner, seeing
 * the two, judges a common word common and walks the posting order instead of reading every
 * match, or reads a selective filter's index with the keyword's. A keyword's `commonWord`, read
 * in full behind a fence, is tested by the inside test alone (docs/decisions.md #56).
 * A spaced word (`inLexemes`) is found at the start of a token or inside one through the lexemes
 * alone, its own and those of the tokens' inner parts: the same rows, without the trigram
 * index's recheck of every document it returns (docs/decisions.md #68).
 */
export function keywordMatch(table: string, shape: KeywordShape, values: KeywordValues): Expression<SqlBool> {
  const columns = { vector: sql.ref(`${table}.search_vector`), text: sql.ref(`${table}.search_text`) };
  if (shape.words === 0) return sql<SqlBool>`false`;
  if (isWalked(shape) || shape.read === 'filterFirst') {
    // Tested row by row, along the list or on the rows the filters select: the inside test
    // alone, since the prefix test finds nothing it does not, and each test reads a document of
    // the row. strpos() is that test without a pattern to match (a quarter faster on Thai text
    // than LIKE '%…%'). A walk's plan is the same for every word, so the words are hidden from
    // the planner: one plan serves all.
    const everyWord = Array.from({ length: shape.words }, (_, index) => holdsWord(table, values, index));
    return sql<SqlBool>`(${sql.join(everyWord, sql` AND `)})`;
  }
  const everyWord = Array.from({ length: shape.words }, (_, index) => {
    if (index === shape.commonWord) return holdsWord(table, values, index);
    if (shape.inLexemes?.includes(index)) return sql`${columns.vector} @@ ${values[insideOf(index)]}::tsquery`;
    return sql`(${columns.vector} @@ ${values[prefixOf(index)]}::tsquery OR ${columns.text} LIKE ${values[patternOf(index)]})`;
  });
  return sql<SqlBool>`(${sql.join(everyWord, sql` AND `)})`;
}

/**
 * True where the document of `table` holds the keyword's word number `start` at the start of one
 * of its words (the tsvector's prefix index) and each other word anywhere: some of the rows
 * `keywordMatch` is true of, read through the one word's ids, so that their count is a lower
 * bound of the keyword's matches (keyword-sample.ts, `countableAtWordStart`). The values are
 * hidden from the planner: one plan serves every keyword of as many words.
 */
export function keywordAtWordStart(
  table: string,
  words: number,
  start: number,
  values: KeywordValues,
): Expression<SqlBool> {
  const tests = [sql`${sql.ref(`${table}.search_vector`)} @@ ${hiddenFromPlanner(values[prefixOf(start)], 'tsquery')}`];
  for (let index = 0; index < words; index += 1) if (index !== start) tests.push(holdsWord(table, values, index));
  return sql<SqlBool>`(${sql.join(tests, sql` AND `)})`;
}

/**
 * True where the signature in `column` (`searchSignature`) has the keyword's tested bits
 * (`signatureBitsTested`), or was never written: a row that may hold the keyword, to be tested by
 * `keywordMatch`. Each bit is read with get_bit(), which stops at the first bit missing: the
 * signature's AND with the keyword's and their comparison made a new bit string for every row,
 * and doubled the cost of walking the index (0.36 µs a row). Made for a walk, whose plan is the
 * same for every keyword, so the bits are hidden from the planner.
 */
export function mayHoldKeyword(column: string, values: KeywordValues): Expression<SqlBool> {
  const signature = sql.ref(column);
  const untested = hiddenFromPlanner(values[SIGNATURE_UNTESTED], 'boolean');
  const bits = Array.from(
    { length: SIGNATURE_BITS_TESTED },
    (_, index) => sql`get_bit(${signature}, ${hiddenFromPlanner(values[signatureBitOf(index)], 'integer')}) = 1`,
  );
  return sql<SqlBool>`(${signature} IS NULL OR ${untested} OR (${sql.join(bits, sql` AND `)}))`;
}
