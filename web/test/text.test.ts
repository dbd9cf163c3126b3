import { describe, expect, it } from 'vitest';
import {
  filterTree,
  nameIn,
  normalizeForSearch,
  sortByName,
  type TreeItem,
  textMatcher,
} from '../src/reference/text.ts';

const node = (id: string, code: string, en: string, th: string, children?: TreeItem[]): TreeItem => ({
  id,
  code,
  localized: { en, th },
  ...(children ? { children } : {}),
});

describe('search and names', () => {
  it('matches case-insensitively in English and by substring in Thai', () => {
    expect(textMatcher('manu')('Manufacturing')).toBe(true);
    expect(textMatcher('MANU')('manufacturing')).toBe(true);
    expect(textMatcher('ผลิต')('การผลิต')).toBe(true);
    expect(textMatcher('วิศวกร')('วิศวกรซอฟต์แวร์')).toBe(true);
    expect(textMatcher('ประมง')('การผลิต')).toBe(false);
    expect(textMatcher('  ')('anything')).toBe(true);
  });

  it('treats equivalent spellings alike', () => {
    // A zero-width space inside a word (common in Thai text) does not count.
    expect(normalizeForSearch('การ\u200bผลิต')).toBe('การผลิต');
    // SARA AM typed as NIKHAHIT + SARA AA, as some Thai keyboards do.
    expect(textMatcher('ก\u0e4d\u0e32ลัง')('กำลังการผลิต')).toBe(true);
    expect(textMatcher('กำลัง')('ก\u0e4d\u0e32ลัง')).toBe(true);
    // Decomposed accents and full-width Latin.
    expect(normalizeForSearch('Cafe\u0301')).toBe('café');
    expect(textMatcher('ｍａｎｕ')('Manufacturing')).toBe(true);
  });

  it('falls back to the other language when a name is missing', () => {
    expect(nameIn({ en: 'Bangkok', th: '' }, 'th')).toBe('Bangkok');
    expect(nameIn({ en: 'Bangkok', th: 'กรุงเทพมหานคร' }, 'th')).toBe('กรุงเทพมหานคร');
  });

  it('sorts by name in the UI language', () => {
    const provinces = [
      { localized: { en: 'Chiang Mai', th: 'เชียงใหม่' } },
      { localized: { en: 'Bangkok', th: 'กรุงเทพมหานคร' } },
      { localized: { en: 'Ayutthaya', th: 'พระนครศรีอยุธยา' } },
    ];
    expect(sortByName(provinces, 'en').map((p) => p.localized.en)).toEqual(['Ayutthaya', 'Bangkok', 'Chiang Mai']);
    // Thai collation ignores the leading vowel เ: เชียงใหม่ sorts under ช, after ก and before พ.
    expect(sortByName(provinces, 'th').map((p) => p.localized.th)).toEqual([
      'กรุงเทพมหานคร',
      'เชียงใหม่',
      'พระนครศรีอยุธยา',
    ]);
  });

  it('keeps matching nodes with their ancestors, and opens the ancestors', () => {
    const tree = [
      node('a', 'A', 'Agriculture', 'เกษตรกรรม', [node('a1', '01', 'Crop production', 'การเพาะปลูก')]),
      node('c', 'C', 'Manufacturing', 'การผลิต', [
        node('c10', '10', 'Food products', 'ผลิตภัณฑ์อาหาร'),
        node('c11', '11', 'Beverages', 'เครื่องดื่ม'),
      ]),
    ];
    const byChild = filterTree(tree, 'เครื่องดื่ม', 'th');
    expect(byChild.items.map((n) => n.id)).toEqual(['c']);
    expect(byChild.items[0]?.children?.map((n) => n.id)).toEqual(['c11']);
    expect(byChild.expanded).toEqual(['c']);

    const byParent = filterTree(tree, 'manufacturing', 'en');
    expect(byParent.items[0]?.children).toHaveLength(2);
    expect(byParent.expanded).toEqual([]);

    expect(filterTree(tree, '01', 'en').items.map((n) => n.id)).toEqual(['a']);
    expect(filterTree(tree, 'nothing like this', 'en').items).toEqual([]);
  });
});
