/**
 * Pools of realistic English, Thai and mixed texts, each with its Thai-aware search tokens and
 * normalised text computed by the server's own `searchTokens` / `documentOf`. The SQL
 * generator picks from these pools, so a generated row's `search_vector` / `search_text` are
 * exactly what the server would have written for the same texts.
 */
import { documentOf, lexemesOfTokens, searchSignature, searchTokens } from '../../server/src/db/search.ts';
import {
  BENEFITS,
  CITIES,
  COMPANY_STEMS,
  COMPANY_TRADES,
  EDUCATION_LEVELS,
  FIELDS,
  OCCUPATIONS,
  type Occupation,
  SCHOOLS,
} from './vocabulary.ts';

/** A seeded PRNG (mulberry32): the same pools on every run. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)] as T;
  return { next, int, pick, chance: (p: number) => next() < p };
}

type Rng = ReturnType<typeof random>;

/** The search columns of a row made of `texts`, as `documentOf` makes them: its lexemes and normalised text. */
export function document(texts: ReadonlyArray<string | null | undefined>) {
  const { lexemes, text } = documentOf(texts);
  return { tokens: lexemes, norm: text };
}

/** English, Thai or both (a third each). */
const lang = (rng: Rng, th: string, en: string, both = `${en} / ${th}`) => rng.pick([th, en, both]);

function introduction(rng: Rng): string {
  const o = rng.pick(OCCUPATIONS);
  const [dutyTh, dutyEn] = rng.pick(o.duties);
  const [cityTh, cityEn] = rng.pick(CITIES);
  const [schoolTh, schoolEn] = rng.pick(SCHOOLS);
  const [fieldTh, fieldEn] = rng.pick(FIELDS);
  const [s1, s2, s3] = [rng.pick(o.skills), rng.pick(o.skills), rng.pick(o.skills)];
  const years = 1 + rng.int(15);
  const templates = [
    `สวัสดีครับ ผมทำงานเป็น${o.th}มา ${years} ปี ${dutyTh} ถนัด ${s1} และ ${s2} กำลังมองหางานใหม่ใน${cityTh}`,
    `สวัสดีค่ะ ดิฉันจบสาขา${fieldTh} จาก${schoolTh} มีประสบการณ์ด้าน${o.th} ${years} ปี สื่อสารภาษาอังกฤษได้ดี (TOEIC ${600 + rng.int(39) * 10})`,
    `${o.en} with ${years} years of experience ${dutyEn}. Skilled in ${s1} and ${s2}. Open to roles in ${cityEn}.`,
    `I graduated in ${fieldEn} from ${schoolEn} and have worked as a ${o.en} for ${years} years, ${dutyEn}.`,
    `${o.en} (${o.th}) ประสบการณ์ ${years} ปี: ${dutyTh} / ${dutyEn}. Skills: ${s1}, ${s2}, ${s3}`,
    `มีความรู้ ${s1} และ ${s2} เคยทำงาน${dutyTh} ready to relocate to ${cityEn} พร้อมเริ่มงานทันที`,
  ];
  return rng.pick(templates);
}

export function companyName(rng: Rng): string {
  const [stemTh, stemEn] = rng.pick(COMPANY_STEMS);
  const [tradeTh, tradeEn] = rng.pick(COMPANY_TRADES);
  return rng.pick([
    `บริษัท ${stemTh}${tradeTh} จำกัด`,
    `${stemEn} ${tradeEn} Co., Ltd.`,
    `บริษัท ${stemTh}${tradeTh} จำกัด (มหาชน)`,
    `${stemEn} ${tradeEn} Public Company Limited`,
  ]);
}

type Searchable = { n: number; tokens: string[]; norm: string };
export type TextRow = Searchable & { text: string };
export type WorkRow = Searchable & { company_name: string; job_detail: string | null; occupation: number };
export type EducationRow = Searchable & { institution: string; field_of_study: string; level: string };
export type SkillRow = TextRow & { type: 'SKILL' | 'IT' };
export type PostingRow = {
  n: number;
  occupation: number;
  title: string;
  summary: string | null;
  description: string;
  highlight: string | null;
  qualification: string | null;
  employee_benefits: string | null;
  keywords: string[];
  employment_type: string;
  salary_min: number;
  /** Normalised text of the fields before the company name, and of the keywords after it. */
  head: string;
  tail: string | null;
  tokens: string[];
};

const IT_SKILL = /^[A-Za-z0-9 .+#/-]+$/;

export function buildPools(sizes: { intros: number; works: number; educations: number; postings: number }) {
  const rng = random(20261123);
  const occupationIndex = (o: Occupation) => OCCUPATIONS.indexOf(o);

  const intros: TextRow[] = Array.from({ length: sizes.intros }, (_, n) => {
    const text = introduction(rng);
    return { n, text, ...document([text]) };
  });

  const works: WorkRow[] = Array.from({ length: sizes.works }, (_, n) => {
    const o = rng.pick(OCCUPATIONS);
    const [dutyTh, dutyEn] = rng.pick(o.duties);
    const company = companyName(rng);
    const detail = rng.chance(0.1) ? null : lang(rng, `${o.th}: ${dutyTh}`, `${o.en}, ${dutyEn}`);
    return {
      n,
      company_name: company,
      job_detail: detail,
      occupation: occupationIndex(o),
      ...document([company, detail]),
    };
  });

  const educations: EducationRow[] = Array.from({ length: sizes.educations }, (_, n) => {
    const [schoolTh, schoolEn] = rng.pick(SCHOOLS);
    const [fieldTh, fieldEn] = rng.pick(FIELDS);
    const institution = rng.chance(0.5) ? schoolTh : schoolEn;
    const field = rng.chance(0.5) ? fieldTh : fieldEn;
    return {
      n,
      institution,
      field_of_study: field,
      level: rng.pick(EDUCATION_LEVELS),
      ...document([institution, field]),
    };
  });

  const skillNames = [...new Set(OCCUPATIONS.flatMap((o) => o.skills))];
  const skills: SkillRow[] = skillNames.map((name, n) => ({
    n,
    text: name,
    type: IT_SKILL.test(name) ? 'IT' : 'SKILL',
    ...document([name]),
  }));

  const postings: PostingRow[] = Array.from({ length: sizes.postings }, (_, n) => {
    const o = rng.pick(OCCUPATIONS);
    const [d1Th, d1En] = rng.pick(o.duties);
    const [d2Th, d2En] = rng.pick(o.duties);
    const [cityTh, cityEn] = rng.pick(CITIES);
    const [fieldTh, fieldEn] = rng.pick(FIELDS);
    const skill = rng.pick(o.skills);
    const years = 1 + rng.int(8);
    const title = rng.pick([
      o.th,
      o.en,
      `${o.th} (${o.en})`,
      `Senior ${o.en}`,
      `รับสมัคร${o.th} ด่วน`,
      `${o.en} – ${cityEn}`,
    ]);
    const th = `รายละเอียดงาน: ${d1Th} และ${d2Th} คุณสมบัติ: ปริญญาตรีสาขา${fieldTh} ประสบการณ์ ${years} ปีขึ้นไป มีความรู้ ${skill} สถานที่ทำงาน ${cityTh}`;
    const en = `We are looking for a ${o.en} for ${d1En} and ${d2En}. Requirements: a degree in ${fieldEn}, ${years}+ years of experience, good knowledge of ${skill}. Location: ${cityEn}.`;
    const description = lang(rng, th, en, `${th}\n\n${en}`);
    const summary = rng.chance(0.7) ? lang(rng, d1Th, d1En) : null;
    const highlight = rng.chance(0.5) ? lang(rng, ...rng.pick(BENEFITS)) : null;
    const qualification = rng.chance(0.7)
      ? lang(rng, `ปริญญาตรีสาขา${fieldTh} ใช้ ${skill} ได้`, `${fieldEn} degree, ${skill}`)
      : null;
    const benefits = rng.chance(0.8) ? lang(rng, ...rng.pick(BENEFITS)) : null;
    const keywords = rng.chance(0.6) ? [o.en, skill].slice(0, 1 + rng.int(2)) : [];
    const headTexts = [title, summary, description, highlight, qualification, benefits];
    const head = document(headTexts);
    const tail = keywords.length > 0 ? document(keywords).norm : null;
    return {
      n,
      occupation: occupationIndex(o),
      title,
      summary,
      description,
      highlight,
      qualification,
      employee_benefits: benefits,
      keywords,
      employment_type: rng.pick(['FULL_TIME', 'FULL_TIME', 'FULL_TIME', 'FULL_TIME', 'CONTRACT', 'PART_TIME']),
      salary_min: (15 + rng.int(60)) * 12_000,
      head: head.norm,
      tail,
      tokens: lexemesOfTokens([...head.tokens, ...keywords.flatMap(searchTokens)]),
      // Documents join their texts with line breaks, so a posting's signature is the union of its parts'.
      signature: searchSignature([head.norm, tail ?? '']),
    };
  });

  const companyNames = (count: number): TextRow[] =>
    Array.from({ length: count }, (_, n) => {
      const name = companyName(rng);
      const searchable = document([name]);
      return { n, text: name, ...searchable, signature: searchSignature([searchable.norm]) };
    });

  return { intros, works, educations, skills, postings, companyNames };
}
