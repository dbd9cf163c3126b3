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
import { countedMatchesOf } from './paging.ts';
import type { KeywordShape } from './search.ts';

/** The rows a sample holds. */
export const KEYWORD_SAMPLE_ROWS = 1_000;
/**
 * The most rows a walk that reads each row's document reads: twice the sample, so that rows
 * written since it was read do not push its matches out of reach. A walk that finds fewer
 * matches than it was asked for may have stopped short of some, so the search then goes through
 * the keyword's indexes after all.
 */
export const WALKED_ROWS = 2 * KEYWORD_SAMPLE_ROWS;
/**
 * The most rows a walk that tests each row's signature first (`mayHoldKeyword` in search.ts)
 * reads. Such a walk reads a row without the keyword's letters in about half a microsecond, not
 * the 10 µs of its document, so it may go much further for rarer words: as far as the sample's
 * share of matches says the page and its count lie, with the same room to spare.
 */
export const SIGNATURE_WALKED_ROWS = 10 * KEYWORD_SAMPLE_ROWS;
/** How long a sample serves before it is read again (in the background, the old one serving meanwhile). */
const MAX_AGE_MS = 5 * 60_000;
/** Keywords whose matches are remembered per sample: far more than the keywords searched within its age. */
const MAX_REMEMBERED = 1_000;

export type KeywordSample = {
  /**
   * How many sampled rows hold every one of `words` (normalised tokens, as search.ts makes them),
   * and how many rows the sample holds (fewer than KEYWORD_SAMPLE_ROWS: the whole list).
   */
  matches(words: readonly string[]): Promise<{ found: number; sampled: number }>;
};

/** A sample read by `load` (the search texts of the list's first rows, in its order). */
export function createKeywordSample(load: () => Promise<string[]>, now: () => number = Date.now): KeywordSample {
  let texts: string[] | null = null;
  let readAt = 0;
  let reading: Promise<void> | null = null;
  let remembered = new Map<string, number>();

  function read(): Promise<void> {
    reading ??= load()
      .then((rows) => {
        texts = rows;
        remembered = new Map();
      })
      .finally(() => {
        // A failed read of a newer sample is tried again after MAX_AGE_MS; the old one serves meanwhile.
        readAt = now();
        reading = null;
      });
    return reading;
  }

  return {
    async matches(words) {
      if (texts === null) await read();
      else if (now() - readAt > MAX_AGE_MS) read().catch(() => undefined);
      const key = words.join('\u0000');
      let found = remembered.get(key);
      if (found === undefined) {
        found = 0;
        for (const text of texts ?? []) if (words.every((word) => text.includes(word))) found += 1;
        if (remembered.size >= MAX_REMEMBERED) remembered.clear();
        remembered.set(key, found);
      }
      return { found, sampled: texts?.length ?? 0 };
    },
  };
}

/**
 * How a search with this keyword alone is read: walked when the sample holds the matches its
 * page and count need (`countedMatchesOf`), or, for a walk of `walkedRows`, when the sample's share
 * of matches puts them within half of them; else through the keyword's indexes, and `rare` when
 * the sample holds none (then there are few to read, and each of them is read). A sample of fewer
 * than KEYWORD_SAMPLE_ROWS holds the whole list, so what it does not find is not there.
 */
export async function walkIfHeld(
  sample: KeywordSample,
  keyword: { shape: KeywordShape; words: readonly string[] },
  paging: PaginationQuery,
  walkedRows: number,
): Promise<KeywordShape> {
  if (keyword.words.length === 0) return keyword.shape;
  const { found, sampled } = await sample.matches(keyword.words);
  const needed = countedMatchesOf(paging);
  const held = found >= needed || (sampled === KEYWORD_SAMPLE_ROWS && found * walkedRows >= 2 * needed * sampled);
  if (held) return { ...keyword.shape, walked: true };
  return found === 0 ? { ...keyword.shape, rare: true } : keyword.shape;
}
