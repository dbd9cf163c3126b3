import type { Region } from '@jobmatch/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { ClassificationRow, DistrictRow, ProvinceRow } from './reference.repository.ts';

export type LocalizedName = { en: string; th: string };

/** A district with the province it lies in, as postings and profiles show where they are. */
export type Place = {
  districtId: string;
  provinceId: string;
  district: LocalizedName;
  province: LocalizedName;
  region: Region;
  postalCode: string;
};

/**
 * The reference rows by id: their names and their trees. A posting or a candidate row keeps only
 * the ids of its industry, occupation and district and takes their names from here, and a filter
 * by a section or a province becomes a list of ids, instead of joining or sub-querying the
 * reference tables: the data changes only with a deploy, and at a million rows planning those
 * joins cost several times more than reading the page (docs/decisions.md #17).
 */
export type ReferenceLookup = {
  /** Whether every id is one of these rows' (an unknown one means the data changed since it was read). */
  knows(ids: Iterable<string | null>): boolean;
  industry(id: string): LocalizedName;
  occupation(id: string): LocalizedName;
  /** The place of a district, or null when there is none. */
  place(districtId: string | null): Place | null;
  /** Whether the id is a province's. */
  isProvince(id: string): boolean;
  /** Industries or occupations with every row below them in their tree (an unknown id stays as it is). */
  withDescendants(ids: readonly string[]): string[];
};

/** Names for the reference rows given, ids of any table side by side (they are UUIDs). */
export function referenceLookup(rows: {
  industries: ClassificationRow[];
  occupations: ClassificationRow[];
  provinces: ProvinceRow[];
  districts: DistrictRow[];
}): ReferenceLookup {
  const localized = (row: { nameEn: string; nameTh: string }): LocalizedName => ({ en: row.nameEn, th: row.nameTh });
  const industries = new Map(rows.industries.map((row) => [row.id, localized(row)]));
  const occupations = new Map(rows.occupations.map((row) => [row.id, localized(row)]));
  const provinces = new Map(rows.provinces.map((row) => [row.id, row]));
  const childrenOf = Map.groupBy(
    [...rows.industries, ...rows.occupations].filter((row) => row.parentId !== null),
    (row) => row.parentId,
  );
  const places = new Map<string, Place>();
  for (const district of rows.districts) {
    const province = provinces.get(district.provinceId);
    if (!province) continue;
    places.set(district.id, {
      districtId: district.id,
      provinceId: province.id,
      district: localized(district),
      province: localized(province),
      region: province.region,
      postalCode: district.postalCodes[0] ?? '',
    });
  }
  // Reference rows are never deleted (rows of other tables refer to them), so after a fresh read
  // an id is always known; the empty name only keeps a type that never has to be checked.
  const unnamed: LocalizedName = { en: '', th: '' };
  return {
    knows: (ids) => {
      for (const id of ids) {
        if (id !== null && !industries.has(id) && !occupations.has(id) && !places.has(id)) return false;
      }
      return true;
    },
    industry: (id) => industries.get(id) ?? unnamed,
    occupation: (id) => occupations.get(id) ?? unnamed,
    place: (districtId) => (districtId === null ? null : (places.get(districtId) ?? null)),
    isProvince: (id) => provinces.has(id),
    withDescendants: (ids) => {
      const found = new Set(ids);
      for (const id of found) for (const child of childrenOf.get(id) ?? []) found.add(child.id);
      return [...found];
    },
  };
}

/**
 * Names covering `ids`, read with `db` (the repository's connection or transaction) until they are
 * in memory: what a repository is given to show reference rows by name.
 */
export type ReferenceLookupSource = (db: Kysely<Database>, ids: Iterable<string | null>) => Promise<ReferenceLookup>;
