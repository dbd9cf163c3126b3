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
  await sql`UPDATE candidates c SET ${searchFilterColumns('c')} WHERE ${chosen('c', candidateIds)}`.execute(db);
}

/** `candidateIds` as a condition on the candidates `alias` names; 'all' is every candidate. */
const chosen = (alias: string, candidateIds: readonly string[] | 'all') =>
  candidateIds === 'all' ? sql`true` : sql`${sql.ref(`${alias}.id`)} IN (${sql.join(candidateIds)})`;

/** The SET list of `refreshCandidateSearchFilters` for the candidate row `alias` names. */
function searchFilterColumns(alias: string) {
  const c = (column: string) => sql.ref(`${alias}.${column}`);
  const rank = (column: string) =>
    sql`array_position(array['BASIC', 'INTERMEDIATE', 'ADVANCED', 'NATIVE'], ${sql.ref(column)})`;
  const entityIds = (kind: 'INDUSTRY' | 'OCCUPATION', workColumn: string) => sql`coalesce((
    select array_agg(distinct entity.id order by entity.id) from (
      select ${sql.ref(workColumn)} as id from candidate_work_histories w where w.candidate_id = ${c('id')}
      union all select x.entity_id from candidate_experiences x where x.candidate_id = ${c('id')} and x.experience_type = ${kind}
      union all select pr.entity_id from candidate_preferences pr where pr.candidate_id = ${c('id')} and pr.entity_type = ${kind}
    ) entity), '{}')`;
  return sql`
    last_login_at = (select u.last_login_at from users u where u.id = ${c('user_id')}),
    province_id = (select d.province_id from districts d where d.id = ${c('district_id')}),
    desired_annual_salary = (select jp.desired_annual_salary from candidate_job_preferences jp where jp.candidate_id = ${c('id')}),
    language_levels = coalesce((
      select array_agg(ls.language_id || ':' || level order by ls.language_id, level)
      from candidate_language_skills ls,
        generate_series(1, greatest(${rank('ls.communication')}, ${rank('ls.reading')}, ${rank('ls.writing')})) level
      where ls.candidate_id = ${c('id')}), '{}'),
    industry_ids = ${entityIds('INDUSTRY', 'w.industry_id')},
    occupation_ids = ${entityIds('OCCUPATION', 'w.occupation_id')},
    education_levels = coalesce((
      select array_agg(distinct e.level order by e.level) from candidate_educations e
      where e.candidate_id = ${c('id')}), '{}')`;
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
      : chosen('c', candidateIds);
  await sql`UPDATE candidates c SET ${workDaysColumns('c')} WHERE ${which}`.execute(db);
}

/** The SET list of `refreshCandidateWorkDays` for the candidate row `alias` names. */
function workDaysColumns(alias: string) {
  return sql`
    (work_days_base, ongoing_jobs, ongoing_jobs_started) = (
      SELECT coalesce(sum(CASE WHEN w.end_date IS NULL THEN ${WORK_DAYS_EPOCH}::date - w.start_date
          ELSE greatest(w.end_date - w.start_date, 0) END), 0)::integer,
        (count(*) FILTER (WHERE w.end_date IS NULL))::integer,
        max(w.start_date) FILTER (WHERE w.end_date IS NULL)
      FROM candidate_work_histories w WHERE w.candidate_id = ${sql.ref(`${alias}.id`)})`;
}

/**
 * The SET list of every copy the employers' search reads from a candidate's profile
 * (`refreshCandidateSearchFilters` and `refreshCandidateWorkDays`), for the candidate row `alias`
 * names: one UPDATE writes them all, and the search document with them where it is written too
 * (search-documents.ts, `refreshCandidateSearchRows`). Each UPDATE of a row writes a new version
 * of it, and with no room left on its page (a compacted table) PostgreSQL adds that version to
 * every index, the two search indexes among them, several thousand entries for a profile
 * (docs/decisions.md #67).
 */
export const candidateSearchCopyColumns = (alias: string) =>
  sql`${searchFilterColumns(alias)}, ${workDaysColumns(alias)}`;

/**
 * Every copy the employers' search reads from a candidate's profile, in one UPDATE: what a
 * profile's writers call in the transaction of a change that leaves the search document as it
 * is (an erased account's), so that no copy is left behind.
 */
export async function refreshCandidateSearchCopies(db: Kysely<Database>, candidateIds: readonly string[] | 'all') {
  if (candidateIds !== 'all' && candidateIds.length === 0) return;
  await sql`UPDATE candidates c SET ${candidateSearchCopyColumns('c')} WHERE ${chosen('c', candidateIds)}`.execute(db);
}
