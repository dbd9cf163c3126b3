/**
 * How many of the first rows of a search's list (the newest open postings, the candidates who
 * signed in last) hold every word of a keyword, counted on a copy of their search texts kept in
 * memory (docs/decisions.md #25).
 *
 * A search by a keyword alone finds its page either by walking the list in its order, testing
 * each row, or by reading every match from the keyword's indexes and sorting them. PostgreSQL's
 * planner prices the keyword test as one cheap operator, but each row it tests costs two
 * compressed documents to read, so it walks for words too rare to walk for and reads every match
 * of words common enough to be found in the first rows. Counted here, the matches among the
 * rows a walk reads first say which way is right: when they hold the matches the page and its
 * count need, a walk finds them among the first rows.
 */

import type { PaginationQuery } from '@jobmatch/contract';
import { isDatabaseUnavailable } from './database.ts';
import { countedMatchesOf } from './paging.ts';
import type { KeywordRead, KeywordShape } from './search.ts';

/** The rows a sample holds. */
export const KEYWORD_SAMPLE_ROWS = 1_000;
/**
 * The most rows a walk that tests each row's signature first (`mayHoldKeyword` in search.ts)
 * reads: a walk of the postings for a keyword alone; a walk of the candidates for a keyword alone
 * is judged on it, and one with filters on three times as many (`CANDIDATE_WALKED_ROWS` in the
 * employers' candidate search, docs/decisions.md #61). The sample's share of matches must put the
 * matches a walk needs within half of it, so that rows written since the sample was read do not
 * push them out of reach; a walk that finds fewer matches than it was asked for may have stopped
 * short of some, so the search then goes through the keyword's indexes after all. Such a walk
 * reads a row without the keyword's letters in about half a microsecond (a candidate's under
 * one, its index rows being wider), not the 10 µs or more of its document, so it may go far for
 * rare words. Not walked to, such a word is left to the planner: "python" (1.5 % of the
 * postings) answered 26 requests a second at 10 connections with a walk of 10,000 rows, 210 with
 * 30,000 (docs/decisions.md #33); "driver" (1 % of the profiles), page 3, took 540 ms through
 * the indexes and 16 walked this far (#58).
 */
export const SIGNATURE_WALKED_ROWS = 30 * KEYWORD_SAMPLE_ROWS;
/**
 * The most rows a walk of the postings with filters reads (the candidates' read
 * CANDIDATE_WALKED_ROWS). Set before the walk tested the filters on its index's rows (#39), and
 * not measured again since. Not walked to, such a search reads every match of the keyword and
 * filters them (`rare`, #28), far cheaper than a long walk that reads each row the signature lets
 * through to test the filters: with 30,000 rows, "python" + Bangkok fell from 105 to 21 requests
 * a second.
 */
export const FILTERED_SIGNATURE_WALKED_ROWS = 10 * KEYWORD_SAMPLE_ROWS;
/**
 * The largest share of the list a search's filters may keep for its rows to be read first and
 * tested for a common keyword (`filterFirst`): at 200,000 postings about 6,000 rows, 3 µs each
 * with their signatures tested first (docs/decisions.md #29).
 */
export const FILTER_FIRST_SHARE = 0.03;
/**
 * The share of the list above which a search's filters are tested on the matches of a keyword the
 * sample holds none of (`filteredAfter`), not read through their indexes. Such a keyword has few
 * matches, none for a typo, yet PostgreSQL reads the filters' ids first: on the bench data "pyhton"
 * took 42 ms with Bangkok (35 % of the postings) and 21 ms with an industry section (17 %), 1 ms
 * each tested on its matches. An id costs about 0.75 µs, a match's document 43 µs: 3 % of 184,000
 * postings are 4 ms of ids, the documents of about 100 matches (docs/decisions.md #30).
 */
export const FILTERED_AFTER_SHARE = 0.03;
/**
 * How many times the matches a page's count needs the sample must hold for the count to be taken
 * from it (`walkedPage`): the walk then reads only the page's matches, the documents of 12
 * postings for a first page instead of 101. The sample may be MAX_AGE_MS old; for its count to
 * be wrong, more than half of its matches must have closed or changed since it was read (and
 * then the total says "100+" where fewer are left, until the last page tells the exact total).
 */
export const SAMPLE_COUNTED_MARGIN = 2;
/**
 * The largest share of the sample one word of a keyword may hold for its word-start index to
 * count a search's total (`countableAtWordStart`). The count reads every id the index holds for
 * the word, about 0.5 µs each (40,000 ids, 20 ms, for a word in a fifth of 200,000 postings),
 * once per sample. A keyword held more often is counted by the sample itself: a first page's
 * `walkedPage` needs 202 of its 1,000 rows.
 */
export const WORD_START_COUNTED_SHARE = 0.2;
/**
 * The share of the sample from which the commonest word of a keyword of few matches is tested on
 * the rows its other words and the search's filters give, not read through its own indexes
 * (`commonWordOf`). A Thai word's trigrams find many rows that do not hold it: "ช่าง", in a
 * seventh of the profiles, gave 147,000 ids by its word starts and 403,000 by its trigrams, about
 * 100 ms, where testing it on the 8,500 rows "เชื่อม" and Bangkok leave took less
 * (docs/decisions.md #56).
 */
export const COMMON_WORD_SHARE = 0.1;
/**
 * How many times as many of the sample as the keyword's rarest word that word must hold: the rows
 * it is tested on are bounded by the rarer words' ids. "นักบัญชี" (นัก 76 %, บัญชี 21 %) is not
 * read so: บัญชี and Bangkok leave 60,000 rows.
 */
export const COMMON_WORD_RATIO = 4;
/** How long a sample serves before it is read again (in the background, the old one serving meanwhile). */
const MAX_AGE_MS = 5 * 60_000;
/** Keywords whose matches are remembered per sample: far more than the keywords searched within its age. */
const MAX_REMEMBERED = 1_000;

/**
 * A search's filters as a sample tests them: `key` names them, `holds` is true of a row they keep.
 * `ofTheWords` marks a filter that tests where the keyword's own words are, which their share of
 * the sample cannot be independent of (`sharedOut`).
 */
export type SampleFilter<Row> = { key: string; holds: (row: Row) => boolean; ofTheWords?: true };

/** What a sample counts: `found` of the `sampled` rows, or as many predicted (`estimated`, `sharedOut`). */
export type SampleMatches = { found: number; sampled: number; estimated?: boolean };

export type KeywordSample<Row extends SampledRow = SampledRow> = {
  /**
   * How many sampled rows hold every one of `words` (normalised tokens, as search.ts makes them)
   * and pass `filter` when there is one, and how many rows the sample holds (fewer than
   * KEYWORD_SAMPLE_ROWS: the whole list); or, `estimated`, how many a sample wrapped by
   * `sharedOut` predicts, not always a whole number.
   */
  matches(words: readonly string[], filter?: SampleFilter<Row>): Promise<SampleMatches>;
  /**
   * What `count` answers, asked once per `key` as long as this sample serves, until a newer one is
   * read (a failed count is asked again): a count the database made of the list the sample stands
   * for, trusted as long as the sample's own counts are.
   */
  counted(key: string, count: () => Promise<number>): Promise<number>;
};

/** A sampled row: its search text, and what its list's filters test. */
export type SampledRow = { text: string };

/** A sample read by `load` (the list's first rows, in its order). */
export function createKeywordSample<Row extends SampledRow>(
  load: () => Promise<Row[]>,
  now: () => number = Date.now,
): KeywordSample<Row> {
  let rows: Row[] | null = null;
  let readAt = 0;
  let reading: Promise<void> | null = null;
  let remembered = new Map<string, number>();
  let counts = new Map<string, Promise<number>>();

  function read(): Promise<void> {
    reading ??= load()
      .then((read) => {
        rows = read;
        remembered = new Map();
        counts = new Map();
      })
      .finally(() => {
        // A failed read of a newer sample is tried again after MAX_AGE_MS; the old one serves meanwhile.
        readAt = now();
        reading = null;
      });
    return reading;
  }

  return {
    async matches(words, filter) {
      if (rows === null) await read();
      else if (now() - readAt > MAX_AGE_MS) read().catch(() => undefined);
      const key = `${words.join('\u0000')}\u0001${filter?.key ?? ''}`;
      let found = remembered.get(key);
      if (found === undefined) {
        found = 0;
        for (const row of rows ?? []) {
          if ((filter === undefined || filter.holds(row)) && words.every((word) => row.text.includes(word))) found += 1;
        }
        if (remembered.size >= MAX_REMEMBERED) remembered.clear();
        remembered.set(key, found);
      }
      return { found, sampled: rows?.length ?? 0 };
    },
    counted(key, count) {
      const known = counts.get(key);
      if (known) return known;
      const asked = count();
      const askedOf = counts;
      // A failed count is asked again by the next search.
      asked.catch(() => {
        if (askedOf.get(key) === asked) askedOf.delete(key);
      });
      if (counts.size >= MAX_REMEMBERED) counts.clear();
      counts.set(key, asked);
      return asked;
    },
  };
}

/**
 * How many matches of a keyword among the rows a search's filters keep the sample must hold for
 * their count to say how far a walk finds them (`sharedOut`); fewer say little, one match or none
 * of a thousand rows.
 */
export const JOINT_SAMPLED_MATCHES = 2;
/**
 * The most matches the keyword's and the filters' shares may predict in the sample where it holds
 * fewer than JOINT_SAMPLED_MATCHES (`sharedOut`): up to three, finding one or none is likely
 * enough (one time in five at three) for the rows to be taken as holding the keyword as often as
 * the others; more, and finding so few says they hold it less often (a district's name, whose
 * profiles are elsewhere).
 */
export const SHARED_MATCHES_MAX = 3;

/**
 * `sample`, whose matches of a keyword among the rows a filter keeps are, where it holds fewer than
 * JOINT_SAMPLED_MATCHES of them, the keyword's matches times the share of the sample the filter
 * keeps (`estimated`), as if the keyword were held as often by the rows the filter keeps as by the
 * others, where that predicts at most SHARED_MATCHES_MAX and at least half of what it found.
 * Counted together, a keyword one profile in a hundred holds with Bangkok and an age (8 % of the
 * sample) is one match or none, which says nothing of how far a walk of Bangkok's candidates must
 * go for a page, yet each of the two shares is counted on many rows (docs/decisions.md #59). A
 * sample of fewer than KEYWORD_SAMPLE_ROWS holds the whole list, and its count stands.
 */
export function sharedOut<Row extends SampledRow>(sample: KeywordSample<Row>): KeywordSample<Row> {
  return {
    async matches(words, filter) {
      const together = await sample.matches(words, filter);
      const { found, sampled } = together;
      if (filter === undefined || filter.ofTheWords || words.length === 0) return together;
      if (found >= JOINT_SAMPLED_MATCHES || sampled < KEYWORD_SAMPLE_ROWS) return together;
      const alone = await sample.matches(words);
      const kept = await sample.matches([], filter);
      const shared = (alone.found * kept.found) / sampled;
      // Less than half the one match found, the shares disagree with it, and a walk's reach is
      // not scaled on either (`listReachOf`); nor on nothing predicted. A prediction never lowers
      // the count: that would hold back a walk the match found let through.
      if (shared === 0 || shared < found / 2 || shared > SHARED_MATCHES_MAX) return together;
      return { found: Math.max(found, shared), sampled, estimated: true };
    },
    counted: (key, count) => sample.counted(key, count),
  };
}

/**
 * Whether a walk of `walkedRows` finds `needed` matches: the sample holds them, or its share of
 * matches puts them within half of the walk. A sample of fewer than KEYWORD_SAMPLE_ROWS holds the
 * whole list, so what it does not find is not there.
 */
const withinWalk = ({ found, sampled }: SampleMatches, needed: number, walkedRows: number) =>
  found >= needed || (sampled === KEYWORD_SAMPLE_ROWS && found * walkedRows >= 2 * needed * sampled);

/**
 * How a search with this keyword is read: walked when the sample holds the matches its page and
 * count need (`countedMatchesOf`), or, for a walk of `walkedRows` (`filteredWalkedRows` with
 * `filter`), when the sample's share of matches puts them within half of them; else through the
 * keyword's indexes. A sample of fewer than KEYWORD_SAMPLE_ROWS holds the whole list, so what it
 * does not find is not there. A walk is for the page alone (`walkedPage`) when the sample holds
 * SAMPLE_COUNTED_MARGIN times the matches the count needs: it has counted past the count's bound
 * already (docs/decisions.md #32).
 *
 * Of a keyword alone, the matches are `rare` when the sample holds none: then there are few, and
 * each of them is read. With `filter`, the rows the search's filters keep count as matches, and
 * the matches are `rare` when the keyword's own would not be walked to: however selective the
 * filters, there are then few enough of the keyword's to read them all and filter them, where the
 * planner, pricing the keyword test as one cheap operator, would walk the list testing each row
 * (docs/decisions.md #28). When the sample holds none of them and the filters keep at least
 * FILTERED_AFTER_SHARE of it, they are `filteredAfter` instead: the filters are tested on them,
 * not read through their indexes (#30). A keyword common enough to walk to alone, with filters
 * that keep at most FILTER_FIRST_SHARE of the sample, is `filterFirst`: the rows the filters
 * select are read and tested for it.
 */
export async function walkIfHeld<Row extends SampledRow>(
  sample: KeywordSample<Row>,
  keyword: { shape: KeywordShape; words: readonly string[] },
  paging: PaginationQuery,
  walkedRows: number,
  filter?: SampleFilter<Row>,
  filteredWalkedRows = walkedRows,
): Promise<KeywordShape> {
  if (keyword.words.length === 0) return keyword.shape;
  const needed = countedMatchesOf(paging);
  const held = (matches: SampleMatches) => withinWalk(matches, needed, walkedRows);
  const matches = await sample.matches(keyword.words, filter);
  const read = (how: KeywordRead): KeywordShape => ({ ...keyword.shape, read: how });
  if (withinWalk(matches, needed, filter === undefined ? walkedRows : filteredWalkedRows))
    return read(matches.found >= SAMPLE_COUNTED_MARGIN * needed ? 'walkedPage' : 'walked');
  if (filter === undefined) return read(matches.found === 0 ? 'rare' : 'indexes');
  const alone = await sample.matches(keyword.words);
  const selected = await sample.matches([], filter);
  if (!held(alone)) {
    const filteredAfter = alone.found === 0 && selected.found >= FILTERED_AFTER_SHARE * selected.sampled;
    return read(filteredAfter ? 'filteredAfter' : 'rare');
  }
  return read(selected.found <= FILTER_FIRST_SHARE * selected.sampled ? 'filterFirst' : 'indexes');
}

/** A sampled row with its document's lexemes, each after a line break (`\nlexeme\nlexeme…`). */
export type LexemeRow = SampledRow & { lexemes: string };

/**
 * The word of a keyword whose word-start index may count a search's total, when its page alone
 * lies within a walk of `walkedRows` (docs/decisions.md #35); null when none may.
 *
 * The rows whose documents hold one of the keyword's words at the start of one of their words
 * (the tsvector's prefix index) and the others anywhere are some of the keyword's matches, so
 * when there are more of them than the count needs, the search's total is past its bound, and
 * the walk need find only the page. That count reads the index's ids of the word, so the word is
 * the one the sample holds least often, and at most `countedShare` of it. The sample
 * must hold a row that it matches at a word's start: a word held only inside longer words
 * ("python" in "micropython", a Thai word the segmenter joined to the letters before it) starts
 * none, and its count would find none.
 */
export async function countableAtWordStart<Row extends LexemeRow>(
  sample: KeywordSample<Row>,
  words: readonly string[],
  paging: PaginationQuery,
  walkedRows: number,
  filter?: SampleFilter<Row>,
  countedShare = WORD_START_COUNTED_SHARE,
): Promise<number | null> {
  const page = await sample.matches(words, filter);
  if (words.length === 0 || page.sampled < KEYWORD_SAMPLE_ROWS) return null;
  if (!withinWalk(page, paging.page * paging.pageSize, walkedRows)) return null;
  let start = 0;
  let fewest = Number.POSITIVE_INFINITY;
  for (const [index, word] of words.entries()) {
    const { found } = await sample.matches([word]);
    if (found < fewest) [start, fewest] = [index, found];
  }
  if (fewest > countedShare * page.sampled) return null;
  const prefix = `\n${words[start]}`;
  // Whether the word starts a word is the word's own: asked of every row, not of those the
  // filters keep, which may hold none of its matches where their share predicts some (`sharedOut`).
  const atWordStart: SampleFilter<Row> = {
    key: `\u0002${prefix}`,
    holds: (row) => row.lexemes.includes(prefix),
    ofTheWords: true,
  };
  const { found } = await sample.matches(words, atWordStart);
  return found > 0 ? start : null;
}

/** How a search's matches at a word's start are counted (`countedAtWordStart`). */
export type WordStartCount<Row> = {
  /** The most rows the search's walk reads. */
  walkedRows: number;
  /** The search's filters, as the sample tests them. */
  filter?: SampleFilter<Row>;
  /** The largest share of the sample the counted word may hold (WORD_START_COUNTED_SHARE unless told). */
  countedShare?: number;
  /** Counts the matches, up to `countLimit`, for the keyword's word number `startWord`. */
  count: (startWord: number, countLimit: number) => Promise<number>;
};

/**
 * `keyword`, read as the sample chose (`walkIfHeld`), or walked to for its page alone when its
 * matches at a word's start count past the bound (`countableAtWordStart`, docs/decisions.md #35).
 * Counted past twice the bound, as the sample's own count must be (SAMPLE_COUNTED_MARGIN), the
 * count stands as long as the sample serves: a keyword is counted once per sample, not per search.
 */
export async function countedAtWordStart<Row extends LexemeRow>(
  sample: KeywordSample<Row>,
  keyword: { shape: KeywordShape; words: readonly string[] },
  paging: PaginationQuery,
  { walkedRows, filter, countedShare, count }: WordStartCount<Row>,
): Promise<KeywordShape> {
  const { shape, words } = keyword;
  if (shape.read === 'walkedPage') return shape;
  const startWord = await countableAtWordStart(sample, words, paging, walkedRows, filter, countedShare);
  if (startWord === null) return shape;
  const countLimit = SAMPLE_COUNTED_MARGIN * countedMatchesOf(paging);
  const key = JSON.stringify([words, filter?.key ?? null, startWord, countLimit]);
  try {
    const counted = await sample.counted(key, () => count(startWord, countLimit));
    // A walk that falls short must not be walked again: a walked keyword then reads as its own
    // fallback says, or through the indexes.
    const fallback = shape.read === 'walked' ? (shape.fallback ?? 'indexes') : shape.read;
    return counted >= countLimit ? { ...shape, read: 'walkedPage', fallback } : shape;
  } catch (error) {
    // The count only spares work: where the database could not answer it in time, the search
    // reads as it would without it. Any other failure is a fault, and surfaces.
    if (!isDatabaseUnavailable(error)) throw error;
    return shape;
  }
}

/**
 * The word of a keyword, by its place in it, that the sample finds most common, when it holds at
 * least COMMON_WORD_SHARE of it and COMMON_WORD_RATIO times as many as the keyword's rarest
 * word; null otherwise, and for a keyword of one word. Read through the keyword's indexes, such
 * a word's ids cost more than testing it on the rows the other words' ids and the filters' leave
 * (docs/decisions.md #56).
 */
export async function commonWordOf<Row extends SampledRow>(
  sample: KeywordSample<Row>,
  words: readonly string[],
): Promise<number | null> {
  if (words.length < 2) return null;
  const held = await Promise.all(words.map((word) => sample.matches([word])));
  const found = held.map((matches) => matches.found);
  const sampled = held[0]?.sampled ?? 0;
  const most = Math.max(...found);
  const common = most >= COMMON_WORD_SHARE * sampled && most >= COMMON_WORD_RATIO * Math.min(...found);
  return sampled > 0 && common ? found.indexOf(most) : null;
}
