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
