import { describe, expect, it } from 'vitest';
import { referenceId } from '../src/modules/reference/reference-data.seeder.ts';
import { useTestApp } from './support/test-app.ts';

const app = await useTestApp();
const BANGKOK = referenceId('PROVINCE', '10');
const CHIANG_MAI = referenceId('PROVINCE', '50');

describe('GET /api/shared/locations/provinces', () => {
  it('returns the 77 provinces in the success envelope', async () => {
    const response = await app.api.shared.locations.provinces({ query: {} });
    expect(response.status).toBe(200);
    if (response.status !== 200) return;
    expect(response.body).toMatchObject({ status: 'success', message: null, statusCode: 200 });
    expect(Date.parse(response.body.timestamp)).not.toBeNaN();
    expect(response.body.result.provinces).toHaveLength(77);
    expect(response.body.result.provinces.find((p) => p.code === '10')).toEqual({
      id: BANGKOK,
      code: '10',
      localized: { en: 'Bangkok', th: 'กรุงเทพมหานคร' },
      region: 'CENTRAL',
    });
  });

  it('filters by region', async () => {
    const response = await app.api.shared.locations.provinces({ query: { region: 'NORTH' } });
    if (response.status !== 200) throw new Error(`status ${response.status}`);
    const codes = response.body.result.provinces.map((p) => p.code);
    expect(codes).toHaveLength(9);
    expect(codes).toContain('50');
  });

  it('answers 400 in the error envelope for an unknown region', async () => {
    const response = await app.fetch('/api/shared/locations/provinces?region=ATLANTIS');
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body).toMatchObject({ status: 'error', statusCode: 400, error: { errorCode: 'VALIDATION_ERROR' } });
    expect(body.error.details[0].path).toBe('query.region');
  });
});

describe('GET /api/shared/locations/districts', () => {
  it("returns Bangkok's 50 khet with every postal code, the main one first", async () => {
    const response = await app.api.shared.locations.districts({ query: { provinceId: BANGKOK } });
    if (response.status !== 200) throw new Error(`status ${response.status}`);
    const districts = response.body.result.districts;
    expect(districts).toHaveLength(50);
    expect(districts.every((d) => d.kind === 'KHET' && d.provinceId === BANGKOK && d.provinceCode === '10')).toBe(true);
    const phraNakhon = districts.find((d) => d.code === '1001');
    expect(phraNakhon).toMatchObject({ localized: { en: 'Phra Nakhon', th: 'พระนคร' }, postalCode: '10200' });
    for (const district of districts) expect(district.postalCodes[0]).toBe(district.postalCode);
  });

  it("returns a province's amphoe and all 928 districts without a filter", async () => {
    const chiangMai = await app.api.shared.locations.districts({ query: { provinceId: CHIANG_MAI } });
    if (chiangMai.status !== 200) throw new Error(`status ${chiangMai.status}`);
    expect(chiangMai.body.result.districts.length).toBe(25);
    expect(chiangMai.body.result.districts.every((d) => d.kind === 'AMPHOE' && d.code.startsWith('50'))).toBe(true);

    const all = await app.api.shared.locations.districts({ query: {} });
    if (all.status !== 200) throw new Error(`status ${all.status}`);
    expect(all.body.result.districts).toHaveLength(928);
  });

  it('answers 400 for a provinceId that is not a uuid, in English and in Thai', async () => {
    const english = await app.fetch('/api/shared/locations/districts?provinceId=not-a-uuid');
    expect(english.status).toBe(400);
    const body = await english.json();
    expect(body).toMatchObject({
      status: 'error',
      statusCode: 400,
      message: 'The request has invalid fields',
      metaData: { requestId: expect.any(String) },
      error: {
        errorCode: 'VALIDATION_ERROR',
        path: '/api/shared/locations/districts',
        details: [{ path: 'query.provinceId', message: 'Must be a valid id (uuid)', code: 'invalid_format' }],
      },
    });

    const thai = await app.fetch('/api/shared/locations/districts?provinceId=not-a-uuid', {
      headers: { 'accept-language': 'th-TH,th;q=0.9,en;q=0.8' },
    });
    expect(thai.status).toBe(400);
    expect(thai.headers.get('content-language')).toBe('th');
    const thaiBody = await thai.json();
    expect(thaiBody.message).toBe('คำขอมีข้อมูลที่ไม่ถูกต้อง');
    expect(thaiBody.error.details[0].message).toBe('ต้องเป็นรหัสอ้างอิงที่ถูกต้อง (uuid)');
  });

  it('answers an unknown but well-formed provinceId with an empty list', async () => {
    const response = await app.api.shared.locations.districts({
      query: { provinceId: '00000000-0000-4000-8000-000000000000' },
    });
    if (response.status !== 200) throw new Error(`status ${response.status}`);
    expect(response.body.result.districts).toEqual([]);
  });
});

describe('industries and occupations', () => {
  it('returns the ISIC Rev.4 tree: 21 sections, 88 divisions, in official order', async () => {
    const response = await app.api.shared.industries.list();
    if (response.status !== 200) throw new Error(`status ${response.status}`);
    const sections = response.body.result.industries;
    expect(sections.map((s) => s.code).join('')).toBe('ABCDEFGHIJKLMNOPQRSTU');
    expect(sections.flatMap((s) => s.children)).toHaveLength(88);
    const manufacturing = sections.find((s) => s.code === 'C');
    expect(manufacturing?.localized.en).toBe('Manufacturing');
    expect(manufacturing?.localized.th).toBe('การผลิต');
    expect(manufacturing?.children.map((d) => d.code)[0]).toBe('10');
    expect(manufacturing?.children.every((d) => d.parentId === manufacturing.id && d.type === 'INDUSTRY')).toBe(true);
  });

  it('returns one industry with its chain and children', async () => {
    const division = referenceId('INDUSTRY', '62');
    const response = await app.api.shared.industries.get({ params: { industryId: division } });
    if (response.status !== 200) throw new Error(`status ${response.status}`);
    const { industry } = response.body.result;
    expect(industry).toMatchObject({
      id: division,
      code: '62',
      type: 'INDUSTRY',
      parentId: referenceId('INDUSTRY', 'J'),
    });
    expect(industry.chain.map((node) => node.id)).toEqual([referenceId('INDUSTRY', 'J'), division]);
    expect(industry.children).toEqual([]);
  });

  it('returns the ISCO-08 tree: 10 major, 43 sub-major and 130 minor groups', async () => {
    const response = await app.api.shared.occupations.list();
    if (response.status !== 200) throw new Error(`status ${response.status}`);
    const majors = response.body.result.occupations;
    const subMajors = majors.flatMap((m) => m.children);
    expect(majors).toHaveLength(10);
    expect(subMajors).toHaveLength(43);
    expect(subMajors.flatMap((s) => s.children)).toHaveLength(130);
  });

  it('returns a minor occupation group with its three-level chain', async () => {
    const minor = referenceId('OCCUPATION', '251');
    const response = await app.api.shared.occupations.get({ params: { occupationId: minor } });
    if (response.status !== 200) throw new Error(`status ${response.status}`);
    expect(response.body.result.occupation.chain.map((node) => node.id)).toEqual([
      referenceId('OCCUPATION', '2'),
      referenceId('OCCUPATION', '25'),
      minor,
    ]);
    const subMajor = await app.api.shared.occupations.get({
      params: { occupationId: referenceId('OCCUPATION', '25') },
    });
    if (subMajor.status !== 200) throw new Error(`status ${subMajor.status}`);
    expect(subMajor.body.result.occupation.children.map((c) => c.code)).toEqual(['251', '252']);
  });

  it('answers 404 in the error envelope for an unknown id, in Thai too', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    const response = await app.apiTh.shared.industries.get({ params: { industryId: unknown } });
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({
      status: 'error',
      message: 'ไม่พบรายการที่ต้องการ',
      error: { errorCode: 'NOT_FOUND', details: [{ path: 'industryId', message: unknown }] },
    });
    const occupation = await app.api.shared.occupations.get({ params: { occupationId: unknown } });
    expect(occupation.status).toBe(404);
  });
});

describe('languages', () => {
  it('returns the ISO 639-1 languages with English and Thai names and certifications', async () => {
    const response = await app.api.shared.languages.list();
    if (response.status !== 200) throw new Error(`status ${response.status}`);
    const languages = response.body.result.languages;
    expect(languages).toHaveLength(183);
    expect(languages.find((l) => l.code === 'bh')).toBeUndefined();
    const thai = languages.find((l) => l.code === 'th');
    expect(thai).toMatchObject({ name: 'Thai', localized: { en: 'Thai', th: 'ไทย' } });
    expect(thai?.certifications.map((c) => c.name)).toEqual(['CU-TFL']);
  });

  it('returns one language with its certifications, and 404 for an unknown one', async () => {
    const english = referenceId('LANGUAGE', 'en');
    const response = await app.api.shared.languages.get({ params: { languageId: english } });
    if (response.status !== 200) throw new Error(`status ${response.status}`);
    const names = response.body.result.language.certifications.map((c) => c.name);
    expect(names).toEqual(expect.arrayContaining(['TOEIC', 'TOEFL iBT', 'IELTS', 'CU-TEP']));
    expect(response.body.result.language.certifications.every((c) => c.languageId === english)).toBe(true);

    const unknown = await app.api.shared.languages.get({
      params: { languageId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknown.status).toBe(404);
  });
});
