import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';
import { searchDocument } from './search.ts';

/**
 * What a posting's and a candidate's keyword search reads (docs/domain.md, "Keyword search"):
 * their own texts, plus the names of the industries, occupations, provinces and districts they
 * refer to in both languages, so that "Chiang Mai" finds เชียงใหม่ and "วิศวกรซอฟต์แวร์" finds
 * a profile whose occupation is Software developers. Written in the transaction of every change,
 * and by the migration that re-indexes existing rows.
 */

type Names = { name_en: string; name_th: string };
const bothNames = (rows: readonly Names[]) => rows.flatMap((row) => [row.name_en, row.name_th]);

async function referenceNames(
  db: Kysely<Database>,
  ids: { industries?: string[]; occupations?: string[]; provinces?: string[]; districts?: string[] },
): Promise<string[]> {
  const names: string[] = [];
  for (const table of ['industries', 'occupations', 'provinces', 'districts'] as const) {
    const wanted = [...new Set(ids[table] ?? [])];
    if (wanted.length === 0) continue;
    const rows = await db
      .selectFrom(table)
      .select(['name_en', 'name_th'])
      .where('id', 'in', wanted)
      .orderBy('name_en')
      .execute();
    names.push(...bothNames(rows));
  }
  return names;
}

export async function refreshPostingSearchDocument(db: Kysely<Database>, postingId: string): Promise<void> {
  const row = await db
    .selectFrom('job_postings as jp')
    .innerJoin('companies as co', 'co.id', 'jp.company_id')
    .leftJoin('districts as d', 'd.id', 'jp.district_id')
    .select([
      'jp.title',
      'jp.summary',
      'jp.description',
      'jp.highlight',
      'jp.qualification',
      'jp.employee_benefits',
      'jp.company_search_keywords',
      'jp.industry_id',
      'jp.occupation_id',
      'jp.district_id',
      'd.province_id',
      'co.name as company_name',
    ])
    .where('jp.id', '=', postingId)
    .executeTakeFirst();
  if (!row) return;
  const names = await referenceNames(db, {
    industries: [row.industry_id],
    occupations: [row.occupation_id],
    districts: row.district_id ? [row.district_id] : [],
    provinces: row.province_id ? [row.province_id] : [],
  });
  await db
    .updateTable('job_postings')
    .set(
      searchDocument([
        row.title,
        row.summary,
        row.description,
        row.highlight,
        row.qualification,
        row.employee_benefits,
        row.company_name,
        ...row.company_search_keywords,
        ...names,
      ]),
    )
    .where('id', '=', postingId)
    .execute();
}

export async function refreshCandidateSearchDocument(db: Kysely<Database>, candidateId: string): Promise<void> {
  const candidate = await db
    .selectFrom('candidates as c')
    .leftJoin('districts as d', 'd.id', 'c.district_id')
    .select(['c.self_introduction', 'c.district_id', 'd.province_id'])
    .where('c.id', '=', candidateId)
    .executeTakeFirst();
  if (!candidate) return;
  const skills = await db
    .selectFrom('candidate_skills')
    .select('name')
    .where('candidate_id', '=', candidateId)
    .orderBy('id')
    .execute();
  const work = await db
    .selectFrom('candidate_work_histories')
    .select(['company_name', 'job_detail', 'industry_id', 'occupation_id'])
    .where('candidate_id', '=', candidateId)
    .orderBy('id')
    .execute();
  const educations = await db
    .selectFrom('candidate_educations')
    .select(['institution', 'field_of_study'])
    .where('candidate_id', '=', candidateId)
    .orderBy('sort_order')
    .execute();
  const qualifications = await db
    .selectFrom('candidate_qualifications')
    .select('name')
    .where('candidate_id', '=', candidateId)
    .orderBy('id')
    .execute();
  const experiences = await db
    .selectFrom('candidate_experiences')
    .select(['experience_type', 'entity_id'])
    .where('candidate_id', '=', candidateId)
    .execute();
  const preferences = await db
    .selectFrom('candidate_preferences')
    .select(['entity_type', 'entity_id'])
    .where('candidate_id', '=', candidateId)
    .execute();
  const idsOf = (type: 'INDUSTRY' | 'OCCUPATION' | 'PROVINCE') => [
    ...experiences.filter((row) => row.experience_type === type).map((row) => row.entity_id),
    ...preferences.filter((row) => row.entity_type === type).map((row) => row.entity_id),
  ];
  const names = await referenceNames(db, {
    industries: [...idsOf('INDUSTRY'), ...work.map((row) => row.industry_id)],
    occupations: [...idsOf('OCCUPATION'), ...work.map((row) => row.occupation_id)],
    provinces: [...idsOf('PROVINCE'), ...(candidate.province_id ? [candidate.province_id] : [])],
    districts: candidate.district_id ? [candidate.district_id] : [],
  });
  await db
    .updateTable('candidates')
    .set(
      searchDocument([
        candidate.self_introduction,
        ...skills.map((row) => row.name),
        ...work.flatMap((row) => [row.company_name, row.job_detail]),
        ...educations.flatMap((row) => [row.institution, row.field_of_study]),
        ...qualifications.map((row) => row.name),
        ...names,
      ]),
    )
    .where('id', '=', candidateId)
    .execute();
}
