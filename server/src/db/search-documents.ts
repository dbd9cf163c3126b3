import { type Expression, type Kysely, type RawBuilder, type SqlBool, sql } from 'kysely';
import { candidateSearchCopyColumns, refreshCandidateSearchFilters } from './candidate-search-filters.ts';
import type { Database } from './schema.ts';
import { containsPattern, documentOf, SIGNATURE_BITS, searchSignature } from './search.ts';

/**
 * What a posting's and a candidate's keyword search reads (docs/domain.md, "Keyword search"):
 * their own texts, plus the names and search aliases of the industries, occupations, provinces
 * and districts they refer to in both languages, so that "Chiang Mai" finds เชียงใหม่ and
 * "วิศวกรซอฟต์แวร์" finds a profile whose occupation is Software developers. Written in the
 * transaction of every change, for a batch of rows at once: each table is read once for the
 * batch and the documents are written back in one statement.
 */

const REFERENCE_TABLES = ['industries', 'occupations', 'provinces', 'districts'] as const;
type ReferenceTable = (typeof REFERENCE_TABLES)[number];

/** Ids of reference rows, by table. */
export type ReferenceIds = Partial<Record<ReferenceTable, readonly string[]>>;
type Wanted = Record<ReferenceTable, (string | null | undefined)[]>;

/** How many rows a re-index refreshes at once. */
const BATCH = 1_000;

/**
 * The texts each reference row puts in a document (names, then aliases), in the order documents
 * list them: industries, occupations, provinces, districts, each by English name as the
 * database sorts them.
 */
async function referenceTexts(db: Kysely<Database>, wanted: Wanted[]) {
  const ids = (table: ReferenceTable) => [...new Set(wanted.flatMap((row) => row[table]).filter((id) => id != null))];
  const noAliases = sql<string[]>`'{}'::text[]`.as('aliases');
  const selects = REFERENCE_TABLES.flatMap((table, kind) => {
    const inTable = ids(table);
    if (inTable.length === 0) return [];
    const aliases = table === 'industries' || table === 'occupations' ? 'search_aliases as aliases' : noAliases;
    return [
      db
        .selectFrom(table)
        .select([sql.lit(kind).as('kind'), 'id', 'name_en', 'name_th', aliases])
        .where('id', 'in', inTable),
    ];
  });
  const [first, ...others] = selects;
  const rows = first
    ? await others
        .reduce((union, select) => union.unionAll(select), first)
        .orderBy('kind')
        .orderBy('name_en')
        .orderBy('id')
        .execute()
    : [];
  const byKey = new Map(
    rows.map((row, rank) => [`${row.kind}:${row.id}`, { rank, texts: [row.name_en, row.name_th, ...row.aliases] }]),
  );
  return (row: Wanted): string[] =>
    REFERENCE_TABLES.flatMap((table, kind) =>
      [...new Set(row[table])].flatMap((id) => byKey.get(`${kind}:${id}`) ?? []),
    )
      .sort((a, b) => a.rank - b.rank)
      .flatMap((name) => name.texts);
}

/** The texts a row's search document is made of. */
type SearchDocumentTexts = { id: string; texts: (string | null | undefined)[] };

/**
 * Writes each row's document in one statement, with its signature, which the walks of the job
 * search and of the candidate search test first (docs/decisions.md #26, #57).
 */
async function writeDocuments(
  db: Kysely<Database>,
  table: 'candidates' | 'job_postings',
  documents: SearchDocumentTexts[],
  alsoSet?: RawBuilder<unknown>,
): Promise<void> {
  if (documents.length === 0) return;
  const values = sql.join(
    documents.map(({ id, texts }) => {
      const { lexemes, text } = documentOf(texts);
      return sql`(${id}::uuid, ${lexemes}::text[], ${text}, ${searchSignature([text])}::bit(${sql.lit(SIGNATURE_BITS)}))`;
    }),
  );
  await sql`
    UPDATE ${sql.table(table)} AS t
    SET search_vector = array_to_tsvector(v.tokens), search_text = v.text, search_signature = v.signature
      ${alsoSet ? sql`, ${alsoSet}` : sql``}
    FROM (VALUES ${values}) AS v(id, tokens, text, signature)
    WHERE t.id = v.id`.execute(db);
}

const groupBy = <T extends { candidate_id: string }>(rows: T[]) => Map.groupBy(rows, (row) => row.candidate_id);

export async function refreshPostingSearchDocuments(db: Kysely<Database>, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const postings = await db
    .selectFrom('job_postings as jp')
    .innerJoin('companies as co', 'co.id', 'jp.company_id')
    .leftJoin('districts as d', 'd.id', 'jp.district_id')
    .select([
      'jp.id',
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
    .where('jp.id', 'in', [...new Set(ids)])
    .execute();
  const wanted = postings.map(
    (row): Wanted => ({
      industries: [row.industry_id],
      occupations: [row.occupation_id],
      provinces: [row.province_id],
      districts: [row.district_id],
    }),
  );
  const namesOf = await referenceTexts(db, wanted);
  await writeDocuments(
    db,
    'job_postings',
    postings.map((row, index) => ({
      id: row.id,
      texts: [
        row.title,
        row.summary,
        row.description,
        row.highlight,
        row.qualification,
        row.employee_benefits,
        row.company_name,
        ...row.company_search_keywords,
        ...namesOf(wanted[index] as Wanted),
      ],
    })),
  );
}

export async function refreshCandidateSearchDocuments(db: Kysely<Database>, ids: readonly string[]): Promise<void> {
  await writeDocuments(db, 'candidates', await candidateDocumentTexts(db, ids));
}

/**
 * The search row of each of these candidates written in one UPDATE: its document, every copy the
 * employers' search reads from the profile (candidate-search-filters.ts) and `updated_at`. What a
 * profile change calls in its transaction: written by an UPDATE each, they were three more
 * versions of the row, each added to every index where its page had no room for it
 * (docs/decisions.md #67).
 */
export async function refreshCandidateSearchRows(
  db: Kysely<Database>,
  ids: readonly string[],
  at: Date,
): Promise<void> {
  await writeDocuments(
    db,
    'candidates',
    await candidateDocumentTexts(db, ids),
    sql`updated_at = ${at}, ${candidateSearchCopyColumns('t')}`,
  );
}

/** The texts of these candidates' documents (none for an id no candidate has). */
async function candidateDocumentTexts(db: Kysely<Database>, ids: readonly string[]): Promise<SearchDocumentTexts[]> {
  if (ids.length === 0) return [];
  const unique = [...new Set(ids)];
  const candidates = await db
    .selectFrom('candidates as c')
    .leftJoin('districts as d', 'd.id', 'c.district_id')
    .select(['c.id', 'c.self_introduction', 'c.district_id', 'd.province_id'])
    .where('c.id', 'in', unique)
    .execute();
  if (candidates.length === 0) return [];
  const skills = groupBy(
    await db
      .selectFrom('candidate_skills')
      .select(['candidate_id', 'name'])
      .where('candidate_id', 'in', unique)
      .orderBy('id')
      .execute(),
  );
  const work = groupBy(
    await db
      .selectFrom('candidate_work_histories')
      .select(['candidate_id', 'company_name', 'job_detail', 'industry_id', 'occupation_id'])
      .where('candidate_id', 'in', unique)
      .orderBy('id')
      .execute(),
  );
  const educations = groupBy(
    await db
      .selectFrom('candidate_educations')
      .select(['candidate_id', 'institution', 'field_of_study'])
      .where('candidate_id', 'in', unique)
      .orderBy('sort_order')
      .orderBy('id')
      .execute(),
  );
  const qualifications = groupBy(
    await db
      .selectFrom('candidate_qualifications')
      .select(['candidate_id', 'name'])
      .where('candidate_id', 'in', unique)
      .orderBy('id')
      .execute(),
  );
  const experiences = groupBy(
    await db
      .selectFrom('candidate_experiences')
      .select(['candidate_id', 'experience_type as type', 'entity_id'])
      .where('candidate_id', 'in', unique)
      .execute(),
  );
  const preferences = groupBy(
    await db
      .selectFrom('candidate_preferences')
      .select(['candidate_id', 'entity_type as type', 'entity_id'])
      .where('candidate_id', 'in', unique)
      .execute(),
  );
  const wanted = candidates.map((candidate): Wanted => {
    const { id } = candidate;
    const chosen = [...(experiences.get(id) ?? []), ...(preferences.get(id) ?? [])];
    const idsOf = (type: 'INDUSTRY' | 'OCCUPATION' | 'PROVINCE') =>
      chosen.filter((row) => row.type === type).map((row) => row.entity_id);
    const works = work.get(id) ?? [];
    return {
      industries: [...idsOf('INDUSTRY'), ...works.map((row) => row.industry_id)],
      occupations: [...idsOf('OCCUPATION'), ...works.map((row) => row.occupation_id)],
      provinces: [...idsOf('PROVINCE'), candidate.province_id],
      districts: [candidate.district_id],
    };
  });
  const namesOf = await referenceTexts(db, wanted);
  return candidates.map(({ id, self_introduction }, index) => ({
    id,
    texts: [
      self_introduction,
      ...(skills.get(id) ?? []).map((row) => row.name),
      ...(work.get(id) ?? []).flatMap((row) => [row.company_name, row.job_detail]),
      ...(educations.get(id) ?? []).flatMap((row) => [row.institution, row.field_of_study]),
      ...(qualifications.get(id) ?? []).map((row) => row.name),
      ...namesOf(wanted[index] as Wanted),
    ],
  }));
}

/** Calls `refresh` with the ids of `table` that `where` keeps, a batch at a time in id order. */
async function inBatches(
  db: Kysely<Database>,
  table: 'candidates' | 'job_postings',
  where: Expression<SqlBool>,
  refresh: (db: Kysely<Database>, ids: string[]) => Promise<void>,
): Promise<void> {
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const rows = await db
      .selectFrom(table)
      .select('id')
      .where('id', '>', after)
      .where(where)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    await refresh(
      db,
      rows.map((row) => row.id),
    );
    const last = rows.at(-1);
    if (!last || rows.length < BATCH) return;
    after = last.id;
  }
}

/**
 * The documents of a company's postings written again (they hold its name): a batch at a time,
 * since a statement binds at most 65,535 values and writing a posting's document binds four.
 */
export function refreshCompanyPostingSearchDocuments(db: Kysely<Database>, companyId: string): Promise<void> {
  return inBatches(db, 'job_postings', sql<SqlBool>`company_id = ${companyId}`, refreshPostingSearchDocuments);
}

/** Every posting's and candidate's document written again (after a change of what documents hold). */
export async function refreshAllSearchDocuments(db: Kysely<Database>): Promise<void> {
  await inBatches(db, 'job_postings', sql<SqlBool>`true`, refreshPostingSearchDocuments);
  await inBatches(db, 'candidates', sql<SqlBool>`true`, refreshCandidateSearchDocuments);
}

/**
 * The documents whose text holds one of `words` written again: after a change of how the
 * segmenting cuts those words into lexemes (docs/decisions.md #48). Their texts and signatures
 * stay as they were; only their lexemes change.
 */
export async function refreshSearchDocumentsHolding(db: Kysely<Database>, words: readonly string[]): Promise<void> {
  const holdsOne = sql<SqlBool>`search_text LIKE ANY (${words.map(containsPattern)}::text[])`;
  await inBatches(db, 'job_postings', holdsOne, refreshPostingSearchDocuments);
  await inBatches(db, 'candidates', holdsOne, refreshCandidateSearchDocuments);
}

/**
 * Every signature of `table` written again from its search text: when its rows first get one
 * (#57), and after a change of what a signature holds, since a keyword's signature is made by
 * the new code (docs/decisions.md #43).
 */
export function signAll(db: Kysely<Database>, table: 'candidates' | 'job_postings'): Promise<void> {
  return inBatches(db, table, sql<SqlBool>`true`, async (db, ids) => {
    if (ids.length === 0) return;
    const rows = await db.selectFrom(table).select(['id', 'search_text']).where('id', 'in', ids).execute();
    const signatures = rows.map((row) => searchSignature([row.search_text]));
    await sql`
      UPDATE ${sql.table(table)} AS t SET search_signature = v.signature::bit(${sql.lit(SIGNATURE_BITS)})
      FROM unnest(${rows.map((row) => row.id)}::uuid[], ${signatures}::text[]) AS v(id, signature)
      WHERE t.id = v.id`.execute(db);
  });
}

/**
 * The documents that hold the texts of these reference rows written again: after the reference
 * data renamed them or changed their aliases, so that a search finds the new texts and not the old.
 */
export async function refreshSearchDocumentsNaming(db: Kysely<Database>, renamed: ReferenceIds): Promise<void> {
  const any = (table: ReferenceTable) => sql`any(${[...(renamed[table] ?? [])]}::uuid[])`;
  if (REFERENCE_TABLES.every((table) => (renamed[table] ?? []).length === 0)) return;
  const inRenamedProvince = sql`(SELECT id FROM districts WHERE province_id = ${any('provinces')})`;
  const chosen = (table: 'candidate_experiences' | 'candidate_preferences', type: string) => sql`
    id IN (SELECT candidate_id FROM ${sql.table(table)}
           WHERE (${sql.ref(type)} = 'INDUSTRY' AND entity_id = ${any('industries')})
              OR (${sql.ref(type)} = 'OCCUPATION' AND entity_id = ${any('occupations')})
              OR (${sql.ref(type)} = 'PROVINCE' AND entity_id = ${any('provinces')}))`;
  await inBatches(
    db,
    'job_postings',
    sql<SqlBool>`(industry_id = ${any('industries')} OR occupation_id = ${any('occupations')}
      OR district_id = ${any('districts')} OR district_id IN ${inRenamedProvince})`,
    refreshPostingSearchDocuments,
  );
  await inBatches(
    db,
    'candidates',
    sql<SqlBool>`(district_id = ${any('districts')} OR district_id IN ${inRenamedProvince}
      OR id IN (SELECT candidate_id FROM candidate_work_histories
                WHERE industry_id = ${any('industries')} OR occupation_id = ${any('occupations')})
      OR ${chosen('candidate_experiences', 'experience_type')}
      OR ${chosen('candidate_preferences', 'entity_type')})`,
    refreshCandidateSearchDocuments,
  );
  // A candidate's province is copied from their district with the search's other columns
  // (candidate-search-filters.ts): a district moved to another province moves its candidates.
  await inBatches(db, 'candidates', sql<SqlBool>`district_id = ${any('districts')}`, refreshCandidateSearchFilters);
}
