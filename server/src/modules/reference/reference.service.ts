import type {
  ClassificationDetail,
  ClassificationNode,
  ClassificationType,
  District,
  Language,
  Province,
  Region,
} from '@jobmatch/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { StaticAnswer } from '../../http/static-response.ts';
import { notFound } from '../../lib/app-error.ts';
import {
  type ClassificationRow,
  createReferenceRepository,
  type ReferenceRepository,
  TABLE_OF,
} from './reference.repository.ts';
import { type ReferenceLookup, referenceLookup } from './reference-lookup.ts';

type TreeNode = ClassificationNode & { children: TreeNode[] };

const toNode = (type: ClassificationType, row: ClassificationRow): ClassificationNode => ({
  id: row.id,
  parentId: row.parentId,
  code: row.code,
  order: row.order,
  localized: { en: row.nameEn, th: row.nameTh },
  type,
});

/** One classification (industries or occupations): the whole tree and every node with its chain. */
function classification(type: ClassificationType, rows: ClassificationRow[]) {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const nodes = new Map(rows.map((row) => [row.id, { ...toNode(type, row), children: [] as TreeNode[] }]));
  const roots: TreeNode[] = [];
  // Rows come in official order, so every level of the tree is in official order too.
  for (const node of nodes.values()) {
    const parent = node.parentId ? nodes.get(node.parentId) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  const detail = (row: ClassificationRow): ClassificationDetail => {
    const chain: ClassificationRow[] = [];
    for (let at: ClassificationRow | undefined = row; at; at = at.parentId ? byId.get(at.parentId) : undefined) {
      chain.unshift(at);
    }
    return {
      ...toNode(type, row),
      chain: chain.map((node) => ({ id: node.id, localized: { en: node.nameEn, th: node.nameTh } })),
      children: (nodes.get(row.id)?.children ?? []).map(({ children: _grandchildren, ...child }) => child),
    };
  };
  return { tree: roots, details: rows.map(detail) };
}

/**
 * Every answer of the reference routes, built once from the database: the data changes only with
 * a deploy (a migration, or the seed at start-up), never while the process runs. The same
 * question always gets the same answer object, so work done on it (its serialised response) is
 * kept with it.
 */
async function loadAnswers(repository: ReferenceRepository) {
  const [industryRows, occupationRows, languageRows, certificationRows, provinceRows, districtRows, seededAt] =
    await Promise.all([
      repository.listClassifications(TABLE_OF.INDUSTRY),
      repository.listClassifications(TABLE_OF.OCCUPATION),
      repository.listLanguages(),
      repository.listCertifications(),
      repository.listProvinces(),
      repository.listDistricts(),
      repository.lastSeededAt(),
    ]);
  // When the seed last wrote the data: the same in every process on this database, so that all of
  // them send the same bytes, and the same ETag, until the data changes.
  const asOf = seededAt ?? new Date();
  const answer = <T>(result: T): StaticAnswer<T> => ({ result, asOf });
  const answersBy = <K, V, T>(groups: Map<K, V>, resultOf: (group: V) => T) =>
    new Map([...groups].map(([key, group]) => [key, answer(resultOf(group))]));

  const industries = classification('INDUSTRY', industryRows);
  const occupations = classification('OCCUPATION', occupationRows);

  const certificationsOf = Map.groupBy(certificationRows, (certification) => certification.languageId);
  const languages = languageRows.map(
    (row): Language => ({
      id: row.id,
      code: row.code,
      name: row.nameEn,
      localized: { en: row.nameEn, th: row.nameTh },
      certifications: (certificationsOf.get(row.id) ?? []).map(({ id, languageId, name }) => ({
        id,
        languageId,
        name,
      })),
    }),
  );
  const provinces = provinceRows.map(
    (row): Province => ({
      id: row.id,
      code: row.code,
      localized: { en: row.nameEn, th: row.nameTh },
      region: row.region,
    }),
  );
  const districts = districtRows.map(
    (row): District => ({
      id: row.id,
      code: row.code,
      kind: row.kind,
      localized: { en: row.nameEn, th: row.nameTh },
      postalCode: row.postalCodes[0] ?? '',
      postalCodes: row.postalCodes,
      provinceId: row.provinceId,
      provinceCode: row.provinceCode,
    }),
  );

  return {
    lookup: referenceLookup({
      industries: industryRows,
      occupations: occupationRows,
      provinces: provinceRows,
      districts: districtRows,
    }),
    industries: answer({ industries: industries.tree }),
    industry: new Map(industries.details.map((industry) => [industry.id, answer({ industry })])),
    occupations: answer({ occupations: occupations.tree }),
    occupation: new Map(occupations.details.map((occupation) => [occupation.id, answer({ occupation })])),
    languages: answer({ languages }),
    language: new Map(languages.map((language) => [language.id, answer({ language })])),
    provinces: answer({ provinces }),
    provincesOf: answersBy(
      Map.groupBy(provinces, (province) => province.region),
      (group) => ({ provinces: group }),
    ),
    noProvinces: answer({ provinces: [] as Province[] }),
    districts: answer({ districts }),
    districtsOf: answersBy(
      Map.groupBy(districts, (district) => district.provinceId),
      (group) => ({ districts: group }),
    ),
    // One answer for every id that is no province's, so that invented ids add nothing to remember.
    noDistricts: answer({ districts: [] as District[] }),
  };
}

type Answers = Awaited<ReturnType<typeof loadAnswers>>;

export type ReferenceService = ReturnType<typeof createReferenceService>;

/**
 * The reference data, served from memory. It is read on the first request rather than when the
 * app is built, so that it is read after the seed whoever builds the app (the server, a test, the
 * benchmark); a failed read is tried again by the next request.
 */
export function createReferenceService(repository: ReferenceRepository) {
  let loaded: Answers | undefined;
  let loading: Promise<Answers> | undefined;
  const keep = (answers: Answers) => {
    loaded = answers;
    return answers;
  };
  const answers = () => {
    loading ??= loadAnswers(repository)
      .then(keep)
      .catch((error: unknown) => {
        loading = undefined;
        throw error;
      });
    return loading;
  };

  return {
    /**
     * The names of the reference rows `ids` refer to. Until they are in memory they are read with
     * `db`, the caller's connection or transaction: on the embedded database, which has one
     * connection, waiting for another read from inside a transaction would wait forever. An id the
     * data read does not know means it was seeded again since (a deploy's seed, a test): it is read
     * again.
     */
    async lookup(db: Kysely<Database>, ids: Iterable<string | null>): Promise<ReferenceLookup> {
      const wanted = [...ids];
      if (loaded?.lookup.knows(wanted)) return loaded.lookup;
      const fresh = keep(await loadAnswers(createReferenceRepository(db)));
      loading = Promise.resolve(fresh);
      return fresh.lookup;
    },

    /** The whole tree, each level in its official order. */
    async industries() {
      return (await answers()).industries;
    },

    async industry(id: string) {
      const answer = (await answers()).industry.get(id);
      if (!answer) throw notFound('industryId', id);
      return answer;
    },

    /** The whole tree, each level in its official order. */
    async occupations() {
      return (await answers()).occupations;
    },

    async occupation(id: string) {
      const answer = (await answers()).occupation.get(id);
      if (!answer) throw notFound('occupationId', id);
      return answer;
    },

    async languages() {
      return (await answers()).languages;
    },

    async language(id: string) {
      const answer = (await answers()).language.get(id);
      if (!answer) throw notFound('languageId', id);
      return answer;
    },

    async provinces(region?: Region) {
      const loaded = await answers();
      return region ? (loaded.provincesOf.get(region) ?? loaded.noProvinces) : loaded.provinces;
    },

    async districts(provinceId?: string) {
      const loaded = await answers();
      return provinceId ? (loaded.districtsOf.get(provinceId) ?? loaded.noDistricts) : loaded.districts;
    },
  };
}
