import { describe, expect, it } from 'vitest';
import { PROVINCE } from './support/reference.ts';
import { useTestApp } from './support/test-app.ts';

const app = await useTestApp();

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

/** Every shared route, with the path of one of its answers. */
async function sharedPaths(): Promise<string[]> {
  const industries = await app.api.shared.industries.list();
  const occupations = await app.api.shared.occupations.list();
  const languages = await app.api.shared.languages.list();
  if (industries.status !== 200 || occupations.status !== 200 || languages.status !== 200) {
    throw new Error('reference lists did not answer 200');
  }
  return [
    '/api/shared/industries',
    `/api/shared/industries/${industries.body.result.industries[0]?.children[0]?.id}`,
    '/api/shared/occupations',
    `/api/shared/occupations/${occupations.body.result.occupations[1]?.id}`,
    '/api/shared/languages',
    `/api/shared/languages/${languages.body.result.languages.find((language) => language.code === 'th')?.id}`,
    '/api/shared/locations/provinces',
    '/api/shared/locations/provinces?region=NORTH',
    '/api/shared/locations/districts',
    `/api/shared/locations/districts?provinceId=${PROVINCE.chiangMai}`,
  ];
}

const get = (path: string, headers: Record<string, string> = {}) => app.fetch(path, { headers });

describe('reference data answers with a strong ETag and Cache-Control', () => {
  it('sends the same ETag and the same bytes on every request, in English and in Thai', async () => {
    for (const path of await sharedPaths()) {
      const first = await get(path);
      const again = await get(path);
      const thai = await get(path, { 'accept-language': 'th' });
      expect(first.status, path).toBe(200);
      const etag = first.headers.get('etag');
      expect(etag, path).toMatch(/^"[\w-]{43}"$/);
      expect(again.headers.get('etag'), path).toBe(etag);
      expect(thai.headers.get('etag'), path).toBe(etag);
      // Replayed (static-response.ts) as the app first sent it: the API's no-store is not theirs.
      for (const answer of [first, again, thai]) {
        expect(answer.headers.get('cache-control'), path).toBe('public, max-age=3600');
      }
      expect(first.headers.get('content-type'), path).toBe('application/json; charset=utf-8');
      const body = await first.text();
      expect(await again.text(), path).toBe(body);
      expect(await thai.text(), path).toBe(body);
      expect(Number(first.headers.get('content-length')), path).toBe(Buffer.byteLength(body));
    }
  });

  it('answers 304 without a body to an If-None-Match that lists the ETag, weakly compared', async () => {
    const path = '/api/shared/locations/provinces';
    const etag = (await get(path)).headers.get('etag') ?? '';
    for (const ifNoneMatch of [etag, `W/${etag}`, `"stale", ${etag}`, `W/"a", W/${etag}, "b"`, '*']) {
      const response = await get(path, { 'if-none-match': ifNoneMatch });
      expect(response.status, ifNoneMatch).toBe(304);
      expect(await response.text(), ifNoneMatch).toBe('');
      expect(response.headers.get('etag'), ifNoneMatch).toBe(etag);
      expect(response.headers.get('cache-control'), ifNoneMatch).toBe('public, max-age=3600');
    }
  });

  it('answers 200 with the body to an If-None-Match that does not list the ETag', async () => {
    const path = '/api/shared/locations/provinces';
    const etag = (await get(path)).headers.get('etag') ?? '';
    const unquoted = etag.replaceAll('"', '');
    for (const ifNoneMatch of ['"stale"', `W/"stale", "other"`, unquoted, `"${unquoted}x"`, '']) {
      const response = await get(path, { 'if-none-match': ifNoneMatch });
      expect(response.status, ifNoneMatch).toBe(200);
      expect((await response.json()).result.provinces, ifNoneMatch).toHaveLength(77);
    }
  });

  it('answers 304 through the typed client, which passes If-None-Match as a declared header', async () => {
    const first = await app.api.shared.industries.list();
    if (first.status !== 200) throw new Error(`status ${first.status}`);
    const etag = first.headers.get('etag') ?? '';
    const again = await app.apiTh.shared.industries.list({ headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  it('keeps one answer per distinct query: each filter its own ETag, every unknown province the same', async () => {
    const etagOf = async (path: string) => (await get(path)).headers.get('etag');
    const provinces = await etagOf('/api/shared/locations/provinces');
    const north = await etagOf('/api/shared/locations/provinces?region=NORTH');
    const south = await etagOf('/api/shared/locations/provinces?region=SOUTH');
    expect(new Set([provinces, north, south]).size).toBe(3);
    expect(await etagOf('/api/shared/locations/provinces?region=NORTH')).toBe(north);

    const bangkok = await etagOf(`/api/shared/locations/districts?provinceId=${PROVINCE.bangkok}`);
    const chiangMai = await etagOf(`/api/shared/locations/districts?provinceId=${PROVINCE.chiangMai}`);
    const unknown = await etagOf(`/api/shared/locations/districts?provinceId=${UNKNOWN}`);
    const otherUnknown = await etagOf(
      '/api/shared/locations/districts?provinceId=10000000-0000-4000-8000-000000000001',
    );
    expect(new Set([bangkok, chiangMai, unknown]).size).toBe(3);
    expect(otherUnknown).toBe(unknown);
    // An id in capitals is the same province.
    expect(await etagOf(`/api/shared/locations/districts?provinceId=${PROVINCE.chiangMai.toUpperCase()}`)).toBe(
      chiangMai,
    );

    // A 304 for one filter is no 304 for another.
    const other = await get('/api/shared/locations/provinces?region=SOUTH', { 'if-none-match': north ?? '' });
    expect(other.status).toBe(200);
    expect((await other.json()).result.provinces).toHaveLength(14);
  });

  it('stamps every answer with the time the reference data was written, not the time of the request', async () => {
    const stamps = new Set<string>();
    for (const path of await sharedPaths()) stamps.add((await (await get(path)).json()).timestamp);
    expect(stamps.size).toBe(1);
    const [stamp] = stamps;
    expect(Date.parse(stamp ?? '')).toBeLessThanOrEqual(Date.now());
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const path = '/api/shared/languages';
    const response = await app.fetch(path, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('etag')).toBe((await get(path)).headers.get('etag'));
    expect(await response.text()).toBe('');
  });
});

describe('the cached answers', () => {
  it('carry the same data as before, with both languages, for every filter', async () => {
    const thai = await app.apiTh.shared.locations.districts({ query: { provinceId: PROVINCE.chiangMai } });
    if (thai.status !== 200) throw new Error(`status ${thai.status}`);
    expect(thai.headers.get('content-language')).toBe('th');
    expect(thai.body.result.districts).toHaveLength(25);
    expect(thai.body.result.districts[0]).toMatchObject({
      code: '5001',
      localized: { en: 'Mueang Chiang Mai', th: 'เมืองเชียงใหม่' },
      postalCode: '50200',
    });

    const south = await app.apiTh.shared.locations.provinces({ query: { region: 'SOUTH' } });
    if (south.status !== 200) throw new Error(`status ${south.status}`);
    expect(south.body.result.provinces.map((province) => province.localized.th)).toContain('ภูเก็ต');
    expect(south.body.result.provinces.every((province) => province.region === 'SOUTH')).toBe(true);

    const industries = await app.apiTh.shared.industries.list();
    if (industries.status !== 200) throw new Error(`status ${industries.status}`);
    // Leaves carry no `children`, as the contract declares.
    expect(industries.body.result.industries[0]?.children[0]).not.toHaveProperty('children');
  });

  it('come from memory: a change to a table is not seen by the running app', async () => {
    const path = '/api/shared/locations/provinces?region=CENTRAL';
    const before = await (await get(path)).text();
    await app.db.updateTable('provinces').set({ name_en: 'Krung Thep' }).where('code', '=', '10').execute();
    try {
      expect(await (await get(path)).text()).toBe(before);
    } finally {
      await app.db.updateTable('provinces').set({ name_en: 'Bangkok' }).where('code', '=', '10').execute();
    }
    expect(before).toContain('"Bangkok"');
  });
});

describe('the validation of reference requests', () => {
  it('answers 400 to a bad filter even with If-None-Match: *, not to be stored, in both languages', async () => {
    for (const path of [
      '/api/shared/locations/provinces?region=ATLANTIS',
      '/api/shared/locations/districts?provinceId=not-a-uuid',
      '/api/shared/industries/not-a-uuid',
    ]) {
      const english = await get(path, { 'if-none-match': '*' });
      expect(english.status, path).toBe(400);
      expect(english.headers.get('etag'), path).toBeNull();
      expect(english.headers.get('cache-control'), path).toBe('no-store');
      expect((await english.json()).error.errorCode, path).toBe('VALIDATION_ERROR');

      const thai = await get(path, { 'if-none-match': '*', 'accept-language': 'th' });
      expect(thai.status, path).toBe(400);
      expect((await thai.json()).message, path).toBe('คำขอมีข้อมูลที่ไม่ถูกต้อง');
    }
  });

  it('answers 404 to an unknown id, not to be stored', async () => {
    for (const path of [
      `/api/shared/industries/${UNKNOWN}`,
      `/api/shared/occupations/${UNKNOWN}`,
      `/api/shared/languages/${UNKNOWN}`,
    ]) {
      const response = await get(path, { 'if-none-match': '*' });
      expect(response.status, path).toBe(404);
      expect(response.headers.get('etag'), path).toBeNull();
      expect(response.headers.get('cache-control'), path).toBe('no-store');
      expect((await response.json()).error.errorCode, path).toBe('NOT_FOUND');
    }
  });
});
