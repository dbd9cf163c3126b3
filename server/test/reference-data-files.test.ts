import { describe, expect, it } from 'vitest';
import { type ClassificationEntry, loadReferenceFile } from '../src/modules/reference/reference-data.files.ts';

const provinces = loadReferenceFile('provinces').data;
const districts = loadReferenceFile('districts').data;
const industries = loadReferenceFile('industries').data;
const occupations = loadReferenceFile('occupations').data;
const languages = loadReferenceFile('languages').data;
const certifications = loadReferenceFile('certifications').data;

const unique = (values: string[]) => new Set(values).size === values.length;
const countBy = <T>(items: T[], key: (item: T) => string) =>
  Object.fromEntries([...Map.groupBy(items, key)].map(([k, v]) => [k, v.length]));
const levels = (entries: ClassificationEntry[]): ClassificationEntry[][] =>
  entries.length === 0 ? [] : [entries, ...levels(entries.flatMap((entry) => entry.children ?? []))];
const allNames = [
  ...provinces,
  ...districts,
  ...levels(industries).flat(),
  ...levels(occupations).flat(),
  ...languages,
].flatMap((row) => [row.nameEn, row.nameTh]);
const aliasesByCode = new Map(
  levels(occupations)
    .flat()
    .map((entry) => [entry.code, entry.aliases ?? []]),
);
const allAliases = [...levels(industries).flat(), ...levels(occupations).flat()].flatMap(
  (entry) => entry.aliases ?? [],
);

describe('provinces and districts', () => {
  it('has the 77 provinces in the six regions', () => {
    expect(provinces).toHaveLength(77);
    expect(unique(provinces.map((p) => p.code))).toBe(true);
    expect(countBy(provinces, (p) => p.region)).toEqual({
      NORTH: 9,
      CENTRAL: 22,
      NORTH_EAST: 20,
      WEST: 5,
      EAST: 7,
      SOUTH: 14,
    });
    expect(provinces.find((p) => p.code === '16')?.nameEn).toBe('Lopburi');
    expect(provinces.find((p) => p.code === '63')?.region).toBe('WEST');
  });

  it('has all 928 districts, each in an existing province that its code starts with', () => {
    expect(districts).toHaveLength(928);
    expect(unique(districts.map((d) => d.code))).toBe(true);
    const provinceCodes = new Set(provinces.map((p) => p.code));
    for (const district of districts) {
      expect(provinceCodes.has(district.provinceCode), district.code).toBe(true);
      expect(district.code.startsWith(district.provinceCode), district.code).toBe(true);
      expect(unique(district.postalCodes), district.code).toBe(true);
    }
    expect(districts.filter((d) => d.kind === 'KHET').map((d) => d.provinceCode)).toEqual(Array(50).fill('10'));
    expect(countBy(districts, (d) => d.provinceCode)['38']).toBe(8);
  });

  it('keeps every postal code of a district (10100 is shared by Pom Prap and Samphanthawong)', () => {
    expect(districts.filter((d) => d.postalCodes.length > 1).length).toBeGreaterThan(150);
    const sharing10100 = districts.filter((d) => d.postalCodes.includes('10100')).map((d) => d.code);
    expect(sharing10100).toEqual(expect.arrayContaining(['1008', '1013']));
  });

  it('corrects the known errors of the public dataset', () => {
    const byCode = new Map(districts.map((d) => [d.code, d.nameEn]));
    expect(byCode.get('3117')).toBe('Non Suwan');
    expect(byCode.get('4106')).toBe('Nong Han');
    expect(byCode.get('4904')).toBe('Dong Luang');
    expect(byCode.get('5402')).toBe('Rong Kwang');
    expect(byCode.get('8419')).toBe('Vibhavadi');
    expect(byCode.get('9603')).toBe('Bacho');
    expect(byCode.get('8503')).toBe('Kapoe');
    expect(byCode.get('3801')).toBe('Mueang Bueng Kan');
    expect(byCode.get('1028')).toBe('Sathon');
    expect(byCode.get('1027')).toBe('Bueng Kum');
    expect(byCode.get('1043')).toBe('Khan Na Yao');
    const english = districts.map((d) => d.nameEn).join('\n');
    for (const typo of ['Muaeng', 'Saphan Buri', 'Hkiri', 'Phanh ', 'Loburi']) expect(english).not.toContain(typo);
  });

  it("gives Wiang Kao its own postal code (40140 is Nam Phong's)", () => {
    const postalCodes = new Map(districts.map((d) => [d.code, d.postalCodes]));
    expect(postalCodes.get('4029')).toEqual(['40150']);
    expect(postalCodes.get('4007')?.[0]).toBe('40140');
  });

  it('writes names without the khet/amphoe prefix', () => {
    for (const district of districts) {
      expect(district.nameTh, district.code).not.toMatch(/^(เขต|อำเภอ)/);
      expect(district.nameEn, district.code).not.toMatch(/^(Khet|Amphoe) /);
    }
  });
});

describe('industries (ISIC Rev.4 / TSIC 2552)', () => {
  it('has 21 sections A–U and 88 divisions with unique codes', () => {
    const [sections = [], divisions = []] = levels(industries);
    expect(sections.map((s) => s.code).join('')).toBe('ABCDEFGHIJKLMNOPQRSTU');
    expect(divisions).toHaveLength(88);
    expect(levels(industries)).toHaveLength(2);
    expect(unique(divisions.map((d) => d.code))).toBe(true);
  });
});

describe('occupations (ISCO-08)', () => {
  it('has 10 major, 43 sub-major and 130 minor groups, each code under its parent', () => {
    const [majors = [], subMajors = [], minors = []] = levels(occupations);
    expect([majors.length, subMajors.length, minors.length]).toEqual([10, 43, 130]);
    expect(levels(occupations)).toHaveLength(3);
    for (const major of majors) {
      for (const subMajor of major.children ?? []) {
        expect(subMajor.code.startsWith(major.code)).toBe(true);
        for (const minor of subMajor.children ?? []) expect(minor.code.startsWith(subMajor.code)).toBe(true);
      }
    }
    expect(unique([...majors, ...subMajors, ...minors].map((o) => o.code))).toBe(true);
  });

  it("gives the common jobs' groups the titles a reader searches for, in English and Thai", () => {
    const aliased = [...aliasesByCode].filter(([, aliases]) => aliases.length > 0);
    expect(aliased.length).toBeGreaterThanOrEqual(40);
    for (const [code, aliases] of aliased) {
      expect(
        aliases.some((alias) => /[\u0E00-\u0E7F]/.test(alias)),
        code,
      ).toBe(true);
      expect(
        aliases.some((alias) => /^[A-Za-z]/.test(alias)),
        code,
      ).toBe(true);
    }
    expect(aliasesByCode.get('251')).toEqual(
      expect.arrayContaining(['Software engineer', 'Programmer', 'Web developer', 'วิศวกรซอฟต์แวร์', 'โปรแกรมเมอร์']),
    );
    expect(aliasesByCode.get('241')).toEqual(expect.arrayContaining(['Accountant', 'นักบัญชี', 'ผู้สอบบัญชี']));
    expect(aliasesByCode.get('214')).toEqual(expect.arrayContaining(['วิศวกรโยธา', 'วิศวกรเครื่องกล']));
    expect(aliasesByCode.get('541')).toEqual(expect.arrayContaining(['รปภ.', 'พนักงานรักษาความปลอดภัย']));
  });
});

describe('languages and certifications', () => {
  it('has the ISO 639-1 languages less the withdrawn "bh"', () => {
    expect(languages).toHaveLength(183);
    expect(unique(languages.map((l) => l.code))).toBe(true);
    expect(languages.some((l) => l.code === 'bh')).toBe(false);
  });

  it('takes Thai names from CLDR, with Tagalog and Twi as the reviewed exceptions', () => {
    const cldr = new Intl.DisplayNames('th', { type: 'language', fallback: 'none' });
    const exceptions = languages.filter((l) => l.nameTh !== cldr.of(l.code)).map((l) => l.code);
    expect(exceptions).toEqual(['tl', 'tw']);
    const thai = new Map(languages.map((l) => [l.code, l.nameTh]));
    expect(thai.get('id')).toBe('อินโดนีเซีย');
    expect(thai.get('yi')).toBe('ยิดดิช');
    expect(thai.get('tn')).toBe('สวานา');
    expect(thai.get('tk')).toBe('เติร์กเมน');
  });

  it('attaches every certification to a known language, once', () => {
    const codes = new Set(languages.map((l) => l.code));
    for (const certification of certifications)
      expect(codes.has(certification.languageCode), certification.name).toBe(true);
    expect(unique(certifications.map((c) => `${c.languageCode}:${c.name}`))).toBe(true);
  });
});

describe('every name', () => {
  it('is non-empty, trimmed, single-spaced, and writes sara am as one character (aliases too)', () => {
    for (const name of [...allNames, ...allAliases]) {
      expect(name.trim()).toBe(name);
      expect(name).not.toBe('');
      expect(name).not.toContain('  ');
      expect(name).not.toMatch(/\u0E4D[\u0E48-\u0E4B]?\u0E32/);
      // A doubled Thai vowel or tone mark (ซิิ) is a typing slip no reader would write.
      expect(name, name).not.toMatch(/([\u0E31\u0E34-\u0E3A\u0E47-\u0E4E])\1/);
    }
  });

  it('has Thai script in every Thai name of places and classifications', () => {
    const thaiNames = [...provinces, ...districts, ...levels(industries).flat(), ...levels(occupations).flat()].map(
      (r) => r.nameTh,
    );
    for (const name of thaiNames) expect(name).toMatch(/[\u0E00-\u0E7F]/);
  });
});
