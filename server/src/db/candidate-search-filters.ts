import { type Kysely, sql } from 'kysely';
import type { Database } from './schema.ts';

/**
 * The columns the employer's candidate search filters and orders by, copied onto `candidates`
 * from the rows they summarise (docs/domain.md, "Candidate search filters"): with them every
 * filter is a test of the candidate's own row, so the search walks one index in its order
 * (`candidates_search_order_idx`) instead of probing five tables for each candidate. Written in
 * the transaction of every profile change, at sign-in (`last_login_at`), and by the migration
 * that added them.
 *
 * `language_levels` holds `<language id>:<rank>` for every rank up to the candidate's best
 * level of that language (BASIC = 1 … NATIVE = 4), so "English at ADVANCED or better" is the
 * containment `language_levels @> '{<en>:3}'`.
 */
export async function refreshCandidateSearchFilters(db: Kysely<Database>, candidateIds: readonly string[] | 'all') {
  if (candidateIds !== 'all' && candidateIds.length === 0) return;
  const rank = (column: string) =>
    sql`array_position(array['BASIC', 'INTERMEDIATE', 'ADVANCED', 'NATIVE'], ${sql.ref(column)})`;
  const entityIds = (kind: 'INDUSTRY' | 'OCCUPATION', workColumn: string) => sql<string[]>`coalesce((
    select array_agg(distinct entity.id order by entity.id) from (
      select ${sql.ref(workColumn)} as id from candidate_work_histories w where w.candidate_id = c.id
      union all select x.entity_id from candidate_experiences x where x.candidate_id = c.id and x.experience_type = ${kind}
      union all select pr.entity_id from candidate_preferences pr where pr.candidate_id = c.id and pr.entity_type = ${kind}
    ) entity), '{}')`;
  await db
    .updateTable('candidates as c')
    .set({
      last_login_at: sql`(select u.last_login_at from users u where u.id = c.user_id)`,
      province_id: sql`(select d.province_id from districts d where d.id = c.district_id)`,
      desired_annual_salary: sql`(select jp.desired_annual_salary from candidate_job_preferences jp where jp.candidate_id = c.id)`,
      language_levels: sql`coalesce((
        select array_agg(ls.language_id || ':' || level order by ls.language_id, level)
        from candidate_language_skills ls,
          generate_series(1, greatest(${rank('ls.communication')}, ${rank('ls.reading')}, ${rank('ls.writing')})) level
        where ls.candidate_id = c.id), '{}')`,
      industry_ids: entityIds('INDUSTRY', 'w.industry_id'),
      occupation_ids: entityIds('OCCUPATION', 'w.occupation_id'),
      education_levels: sql`coalesce((
        select array_agg(distinct e.level order by e.level) from candidate_educations e
        where e.candidate_id = c.id), '{}')`,
    })
    .$if(candidateIds !== 'all', (qb) => qb.where('c.id', 'in', candidateIds as readonly string[]))
    .execute();
}

/** The date `work_days_base` counts from (`refreshCandidateWorkDays`). */
export const WORK_DAYS_EPOCH = '2000-01-01';

/**
 * A candidate's work experience as the search tests it, copied onto their row: the days of their
 * work histories on a date T (ongoing ones up to T) are `work_days_base + ongoing_jobs × (T −
 * 2000-01-01)` once every ongoing job has started, i.e. from `ongoing_jobs_started`, the latest
 * start among them. Linear in the date, the copy stays true as ongoing jobs grow, and the walks
 * test it on their index's rows like any other filter (docs/decisions.md #62). 'all' refreshes the
 * candidates who have work histories: the others hold the columns' defaults (no days, no job).
 * Kept apart from `refreshCandidateSearchFilters`, which migrations before these columns call;
 * the live code writes both through `refreshCandidateSearchCopies`.
 */
export async function refreshCandidateWorkDays(db: Kysely<Database>, candidateIds: readonly string[] | 'all') {
  if (candidateIds !== 'all' && candidateIds.length === 0) return;
  const which =
    candidateIds === 'all'
      ? sql`c.id IN (SELECT w.candidate_id FROM candidate_work_histories w)`
      : sql`c.id IN (${sql.join(candidateIds)})`;
  await sql`
    UPDATE candidates c SET (work_days_base, ongoing_jobs, ongoing_jobs_started) = (
      SELECT coalesce(sum(CASE WHEN w.end_date IS NULL THEN ${WORK_DAYS_EPOCH}::date - w.start_date
          ELSE greatest(w.end_date - w.start_date, 0) END), 0)::integer,
        (count(*) FILTER (WHERE w.end_date IS NULL))::integer,
        max(w.start_date) FILTER (WHERE w.end_date IS NULL)
      FROM candidate_work_histories w WHERE w.candidate_id = c.id)
    WHERE ${which}`.execute(db);
}

/**
 * Every copy the employers' search reads from a candidate's profile (`refreshCandidateSearchFilters`
 * and `refreshCandidateWorkDays`): what the profile's writers call, in the transaction of every
 * change, so that no copy is left behind.
 */
export async function refreshCandidateSearchCopies(db: Kysely<Database>, candidateIds: readonly string[] | 'all') {
  await refreshCandidateSearchFilters(db, candidateIds);
  await refreshCandidateWorkDays(db, candidateIds);
}
