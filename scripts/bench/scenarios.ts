/** The requests measured: realistic searches of candidates and employers, a job, and reference lists. */
import type pg from 'pg';

export type Audience = 'public' | 'candidate' | 'employer';
export type Scenario = { name: string; audience: Audience; path: string };

async function idOf(pool: pg.Pool, table: string, code: string): Promise<string> {
  const { rows } = await pool.query<{ id: string }>(`SELECT id FROM ${table} WHERE code = $1`, [code]);
  const id = rows[0]?.id;
  if (!id) throw new Error(`no ${table} with code ${code}`);
  return id;
}

const query = (params: Record<string, string | number | string[]>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  return search.toString();
};

export async function buildScenarios(pool: pg.Pool): Promise<Scenario[]> {
  const bangkok = await idOf(pool, 'provinces', '10');
  const chiangMai = await idOf(pool, 'provinces', '50');
  const professional = await idOf(pool, 'industries', 'M');
  const english = await idOf(pool, 'languages', 'en');
  const japanese = await idOf(pool, 'languages', 'ja');
  const { rows: newestJob } = await pool.query<{ id: string }>(
    `SELECT id FROM job_postings WHERE status = 'ACTIVE' AND posted_at <= now()
       AND (expired_at IS NULL OR expired_at > now()) ORDER BY posted_at DESC LIMIT 1`,
  );
  const job = newestJob[0]?.id;
  if (!job) throw new Error('no open job posting');
  const jobs = (params: Record<string, string | number>) => `/api/candidate/jobs?${query(params)}`;
  const candidates = (params: Record<string, string | number | string[]>) => `/api/company/candidates?${query(params)}`;
  return [
    { name: 'jobs · keyword "วิศวกร"', audience: 'public', path: jobs({ keyword: 'วิศวกร' }) },
    { name: 'jobs · keyword "engineer"', audience: 'public', path: jobs({ keyword: 'engineer' }) },
    { name: 'jobs · provinceId Bangkok', audience: 'public', path: jobs({ provinceId: bangkok }) },
    { name: 'jobs · salaryMin 900k', audience: 'public', path: jobs({ salaryMin: 900_000 }) },
    {
      name: 'jobs · signed in, "นักบัญชี" + Chiang Mai',
      audience: 'candidate',
      path: jobs({ keyword: 'นักบัญชี', provinceId: chiangMai }),
    },
    { name: 'candidates · keyword "วิศวกร"', audience: 'employer', path: candidates({ keyword: 'วิศวกร' }) },
    {
      name: 'candidates · "accounting" + industry M + age 25–40',
      audience: 'employer',
      path: candidates({ keyword: 'accounting', industryIds: [professional], ageMin: 25, ageMax: 40 }),
    },
    {
      name: 'candidates · English ≥ ADVANCED + Bangkok',
      audience: 'employer',
      path: candidates({ languageSkills: [`${english}:ADVANCED`], locationIds: [bangkok] }),
    },
    {
      name: 'candidates · "Python" + ja + Bangkok + age 22–35 + salary ≥ 480k',
      audience: 'employer',
      path: candidates({
        keyword: 'Python',
        languageSkills: [japanese],
        locationIds: [bangkok],
        ageMin: 22,
        ageMax: 35,
        salaryMin: 480_000,
      }),
    },
    { name: 'job detail', audience: 'public', path: `/api/candidate/jobs/${job}` },
    { name: 'provinces', audience: 'public', path: '/api/shared/locations/provinces' },
    { name: 'industries tree', audience: 'public', path: '/api/shared/industries' },
  ];
}
