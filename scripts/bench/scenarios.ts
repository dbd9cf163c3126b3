/** The requests measured: realistic searches of candidates and employers, a job, the employer's lists, and reference lists. */
import type pg from 'pg';

export type Audience = 'public' | 'candidate' | 'employer';
/** What issue 13 asks of a scenario at 20 connections: a p95 latency, or a throughput. */
export type Target = { p95Ms: number } | { requestsPerSecond: number };
export type Scenario = { name: string; audience: Audience; path: string; target?: Target };

/** Every scenario's API side must reach at least this share of the bare handler's throughput. */
export const MIN_RATIO = 0.7;

const JOB_SEARCH: Target = { p95Ms: 30 };
const CANDIDATE_FILTERS: Target = { p95Ms: 50 };
const CANDIDATE_KEYWORD: Target = { p95Ms: 150 };
const REFERENCE: Target = { requestsPerSecond: 5_000 };

async function idOf(pool: pg.Pool, table: string, code: string): Promise<string> {
  const { rows } = await pool.query<{ id: string }>(`SELECT id FROM ${table} WHERE code = $1`, [code]);
  const id = rows[0]?.id;
  if (!id) throw new Error(`no ${table} with code ${code}`);
  return id;
}

/** `?a=1&b=2`, or nothing without parameters. */
const query = (params: Record<string, string | number | string[]>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
};

export async function buildScenarios(pool: pg.Pool): Promise<Scenario[]> {
  const bangkok = await idOf(pool, 'provinces', '10');
  const chiangMai = await idOf(pool, 'provinces', '50');
  const professional = await idOf(pool, 'industries', 'M');
  const chemicals = await idOf(pool, 'industries', '20');
  const english = await idOf(pool, 'languages', 'en');
  const japanese = await idOf(pool, 'languages', 'ja');
  const { rows: newestJob } = await pool.query<{ id: string }>(
    `SELECT id FROM job_postings WHERE status = 'ACTIVE' AND posted_at <= now()
       AND (expired_at IS NULL OR expired_at > now()) ORDER BY posted_at DESC LIMIT 1`,
  );
  const jobId = newestJob[0]?.id;
  if (!jobId) throw new Error('no open job posting');
  const jobs = (params: Record<string, string | number>) => `/api/candidate/jobs${query(params)}`;
  const candidates = (params: Record<string, string | number | string[]>) => `/api/company/candidates${query(params)}`;
  const job = (name: string, params: Record<string, string | number>, audience: Audience = 'public') => ({
    name: `jobs · ${name}`,
    audience,
    path: jobs(params),
    target: JOB_SEARCH,
  });
  const candidate = (name: string, params: Record<string, string | number | string[]>, target: Target) => ({
    name: `candidates · ${name}`,
    audience: 'employer' as const,
    path: candidates(params),
    target,
  });
  return [
    job('first page', {}),
    job('keyword "วิศวกร"', { keyword: 'วิศวกร' }),
    job('keyword "engineer"', { keyword: 'engineer' }),
    // A word the newest postings hold seldom (about 1.5 % of them): walked to far down the list.
    job('keyword "Python"', { keyword: 'Python' }),
    job('provinceId Bangkok', { provinceId: bangkok }),
    // Filters alone are walked with one plan (docs/decisions.md #34), a province with a second
    // filter too, its province tested on the rows the walk reads (#42, #44).
    job('Bangkok + full-time', { provinceId: bangkok, employmentType: 'FULL_TIME' }),
    job('salaryMin 900k', { salaryMin: 900_000 }),
    job('signed in, "นักบัญชี" + Chiang Mai', { keyword: 'นักบัญชี', provinceId: chiangMai }, 'candidate'),
    // A common keyword with a broad filter, and a rarer one (about 1 % of the postings) with a province.
    job('"นักบัญชี" + full-time', { keyword: 'นักบัญชี', employmentType: 'FULL_TIME' }),
    job('"Python" + Bangkok', { keyword: 'Python', provinceId: bangkok }),
    // Item 3's Thai cases: words typed apart that the text writes together, a word inside a
    // longer segmented one, and a place found by its name in the other language.
    job('Thai words typed apart "ประจำ เดือน"', { keyword: 'ประจำ เดือน' }),
    job('inside a word "นำเสนอ"', { keyword: 'นำเสนอ' }),
    job('place in English "Chiang Mai"', { keyword: 'Chiang Mai' }),
    // A loanword the segmenter cuts into pieces, searched as one word (docs/decisions.md #48).
    job('loanword "อนาลิสต์"', { keyword: 'อนาลิสต์' }),
    candidate(
      'English ≥ ADVANCED + Bangkok + age 25–40',
      { languageSkills: [`${english}:ADVANCED`], locationIds: [bangkok], ageMin: 25, ageMax: 40 },
      CANDIDATE_FILTERS,
    ),
    candidate(
      'industry M + age 25–40 + salary ≥ 480k',
      { industryIds: [professional], ageMin: 25, ageMax: 40, salaryMin: 480_000 },
      CANDIDATE_FILTERS,
    ),
    // Ranges few candidates pass (none of the generated ones asks 1.5 million a year, and the
    // oldest, born in January 1966 (generate-candidates.ts), are 64 in 2030):
    // read through the index of salaries or birth dates, not by walking the list or Bangkok's
    // candidates to the end (docs/decisions.md #64).
    candidate('Bangkok + salary ≥ 1.5M (none)', { locationIds: [bangkok], salaryMin: 1_500_000 }, CANDIDATE_FILTERS),
    candidate(
      'age 64–65 + industry M (none)',
      { ageMin: 64, ageMax: 65, industryIds: [professional] },
      CANDIDATE_FILTERS,
    ),
    // An education level no generated candidate holds (vocabulary.ts's EDUCATION_LEVELS are four
    // of the nine): its holders read in full through the index of levels, not Bangkok's candidates
    // walked to the end (#65).
    candidate(
      'graduate school + Bangkok (none)',
      { educationLevel: 'GRADUATE_SCHOOL', locationIds: [bangkok] },
      CANDIDATE_FILTERS,
    ),
    candidate('keyword "วิศวกร"', { keyword: 'วิศวกร' }, CANDIDATE_KEYWORD),
    candidate(
      '"บัญชี" + Bangkok + age 25–40',
      { keyword: 'บัญชี', locationIds: [bangkok], ageMin: 25, ageMax: 40 },
      CANDIDATE_KEYWORD,
    ),
    candidate('alias "วิศวกรซอฟต์แวร์"', { keyword: 'วิศวกรซอฟต์แวร์' }, CANDIDATE_KEYWORD),
    // A filter the candidates who signed in last pass often: walked to, tested on the index alone.
    candidate('"วิศวกร" + age 25–40', { keyword: 'วิศวกร', ageMin: 25, ageMax: 40 }, CANDIDATE_KEYWORD),
    // Two Thai words one profile in sixty holds together: a walk of the profiles reaches its second
    // page, which was read through the indexes, every match's document tested (#46).
    candidate('Thai words typed apart "ประจำ เดือน", page 2', { keyword: 'ประจำ เดือน', page: 2 }, CANDIDATE_KEYWORD),
    // A keyword a fifth of the profiles hold, with filters that keep a few thousand of them: their
    // rows are read first and each profile tested (docs/decisions.md #47).
    candidate(
      '"บัญชี" + Bangkok + age ≤ 40 + industry 20, page 2',
      { keyword: 'บัญชี', locationIds: [bangkok], ageMax: 40, industryIds: [chemicals], page: 2 },
      CANDIDATE_KEYWORD,
    ),
    // Loanwords the segmenter cuts into pieces, each searched as one word (#48): one a fifth of
    // the profiles hold, and one that one profile in 430 holds.
    candidate(
      'loanword "โลจิสติกส์" + Chiang Mai + age ≤ 35',
      { keyword: 'โลจิสติกส์', locationIds: [chiangMai], ageMax: 35 },
      CANDIDATE_KEYWORD,
    ),
    candidate('loanword "บาริสต้า" + Chiang Mai', { keyword: 'บาริสต้า', locationIds: [chiangMai] }, CANDIDATE_KEYWORD),
    // A district's name, which few profiles hold and none of them in Bangkok: read in full and filtered.
    candidate('few hold it, "priao" + Bangkok', { keyword: 'priao', locationIds: [bangkok] }, CANDIDATE_KEYWORD),
    // A common word with a rarer one ("ช่าง" is in almost half the profiles) in Bangkok with an age:
    // the planner ANDs Bangkok's 305,000 ids with the words', a bitmap that needs about 14 MB to
    // stay exact (docs/decisions.md #54).
    candidate(
      '"ช่างเชื่อม" + Bangkok + age ≤ 30',
      { keyword: 'ช่างเชื่อม', locationIds: [bangkok], ageMax: 30 },
      CANDIDATE_KEYWORD,
    ),
    candidate(
      '"Python" + ja + Bangkok + age 22–35 + salary ≥ 480k',
      {
        keyword: 'Python',
        languageSkills: [japanese],
        locationIds: [bangkok],
        ageMin: 22,
        ageMax: 35,
        salaryMin: 480_000,
      },
      CANDIDATE_KEYWORD,
    ),
    { name: 'job detail', audience: 'public', path: `/api/candidate/jobs/${jobId}` },
    // The employer's own lists, for the generated company with the most postings.
    { name: 'employer · recruitments', audience: 'employer', path: '/api/company/recruitment' },
    { name: 'employer · recruitments CLOSED', audience: 'employer', path: '/api/company/recruitment?status=CLOSED' },
    {
      name: 'employer · recruitments search "วิศวกร"',
      audience: 'employer',
      path: `/api/company/recruitment${query({ search: 'วิศวกร' })}`,
    },
    { name: 'employer · applications', audience: 'employer', path: '/api/company/applications' },
    { name: 'employer · offers', audience: 'employer', path: '/api/company/offers' },
    { name: 'provinces', audience: 'public', path: '/api/shared/locations/provinces', target: REFERENCE },
    { name: 'industries tree', audience: 'public', path: '/api/shared/industries', target: REFERENCE },
  ];
}
