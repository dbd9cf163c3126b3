import { describe, expect, it } from 'vitest';
import employerEn from '../src/employer/texts/en.json' with { type: 'json' };
import employerTh from '../src/employer/texts/th.json' with { type: 'json' };
import en from '../src/i18n/en.json' with { type: 'json' };
import th from '../src/i18n/th.json' with { type: 'json' };
import accountEn from '../src/profile/texts/en.json' with { type: 'json' };
import accountTh from '../src/profile/texts/th.json' with { type: 'json' };

/** Keys whose Thai value may be written without Thai script: brand names, codes. Keep it short. */
const LATIN_IN_THAI_ALLOWED = new Set(['app.name']);

const THAI_SCRIPT = /[\u0E00-\u0E7F]/;
const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

type Messages = { [key: string]: string | Messages };

/** Every leaf as "a.b.c" → value; anything that is neither a string nor an object is reported. */
function flatten(messages: Messages, prefix = ''): Map<string, unknown> {
  const leaves = new Map<string, unknown>();
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      for (const [leaf, leafValue] of flatten(value, path)) leaves.set(leaf, leafValue);
    } else {
      leaves.set(path, value);
    }
  }
  return leaves;
}

function placeholders(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '').sort();
}

/** Everything wrong with a pair of resources, as readable lines; empty when they are fine. */
export function translationProblems(english: Messages, thai: Messages, allowLatin = LATIN_IN_THAI_ALLOWED): string[] {
  const enLeaves = flatten(english);
  const thLeaves = flatten(thai);
  const problems: string[] = [];
  for (const key of enLeaves.keys()) if (!thLeaves.has(key)) problems.push(`th is missing ${key}`);
  for (const key of thLeaves.keys()) if (!enLeaves.has(key)) problems.push(`en is missing ${key}`);
  for (const [language, leaves] of [
    ['en', enLeaves],
    ['th', thLeaves],
  ] as const) {
    for (const [key, value] of leaves) {
      if (typeof value !== 'string') problems.push(`${language}.${key} is not a string`);
      else if (!value.trim()) problems.push(`${language}.${key} is empty`);
    }
  }
  for (const [key, value] of thLeaves) {
    if (typeof value !== 'string' || !value.trim()) continue;
    const withoutPlaceholders = value.replace(PLACEHOLDER, '');
    if (!allowLatin.has(key) && !THAI_SCRIPT.test(withoutPlaceholders)) {
      problems.push(`th.${key} has no Thai script: "${value}"`);
    }
    const english = enLeaves.get(key);
    if (typeof english === 'string' && placeholders(english).join() !== placeholders(value).join()) {
      problems.push(`th.${key} has placeholders {${placeholders(value)}}, en has {${placeholders(english)}}`);
    }
  }
  return problems;
}

describe('web translations', () => {
  it('en.json and th.json have the same keys, no empty values, Thai in Thai, the same placeholders', () => {
    expect(translationProblems(en, th)).toEqual([]);
    // The texts the profile, account and employer screens load with them.
    expect(translationProblems(accountEn, accountTh)).toEqual([]);
    expect(translationProblems(employerEn, employerTh)).toEqual([]);
  });

  it('the texts loaded with their screens use top-level keys of their own', () => {
    const main = new Set(Object.keys(en));
    const shared = [...Object.keys(accountEn), ...Object.keys(employerEn)].filter(
      (key, index, all) => main.has(key) || all.indexOf(key) !== index,
    );
    expect(shared).toEqual([]);
  });

  it('the allow-list names only keys that exist', () => {
    const keys = flatten(en);
    for (const key of LATIN_IN_THAI_ALLOWED) expect(keys.has(key), key).toBe(true);
  });

  describe('the check itself finds', () => {
    const good = { a: { b: 'Hello {{name}}' }, c: 'World' };
    const goodTh = { a: { b: 'สวัสดี {{name}}' }, c: 'โลก' };

    it('nothing in a good pair', () => {
      expect(translationProblems(good, goodTh)).toEqual([]);
    });
    it('a missing key on either side, however deep', () => {
      expect(translationProblems(good, { a: {}, c: 'โลก' })).toEqual(['th is missing a.b']);
      expect(translationProblems({ c: 'World' }, goodTh)).toEqual(['en is missing a.b']);
    });
    it('an empty or blank value', () => {
      expect(translationProblems({ ...good, c: ' ' }, goodTh)).toEqual(['en.c is empty']);
      expect(translationProblems(good, { ...goodTh, c: '' })).toEqual(['th.c is empty']);
    });
    it('an English value left in the Thai file, unless allowed', () => {
      expect(translationProblems(good, { ...goodTh, c: 'World' })).toEqual(['th.c has no Thai script: "World"']);
      expect(translationProblems(good, { ...goodTh, c: 'World' }, new Set(['c']))).toEqual([]);
      // A placeholder alone is not a translation.
      expect(translationProblems(good, { ...goodTh, a: { b: '{{name}}' } })).toHaveLength(1);
    });
    it('placeholders that differ', () => {
      expect(translationProblems(good, { ...goodTh, a: { b: 'สวัสดี {{nam}}' } })).toHaveLength(1);
    });
  });
});
