import type { ClassificationType, Region } from '@jobmatch/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

export type ClassificationTable = 'industries' | 'occupations';
export const TABLE_OF: Record<ClassificationType, ClassificationTable> = {
  INDUSTRY: 'industries',
  OCCUPATION: 'occupations',
};

export type ClassificationRow = {
  id: string;
  parentId: string | null;
  code: string;
  order: number;
  nameEn: string;
  nameTh: string;
};

export type ProvinceRow = { id: string; code: string; nameEn: string; nameTh: string; region: Region };
export type DistrictRow = {
  id: string;
  provinceId: string;
  provinceCode: string;
  code: string;
  kind: 'KHET' | 'AMPHOE';
  nameEn: string;
  nameTh: string;
  postalCodes: string[];
};
export type LanguageRow = { id: string; code: string; nameEn: string; nameTh: string };
export type CertificationRow = { id: string; languageId: string; name: string; order: number };

export type ReferenceRepository = ReturnType<typeof createReferenceRepository>;

export function createReferenceRepository(db: Kysely<Database>) {
  const classificationColumns = (table: ClassificationTable) =>
    db
      .selectFrom(table)
      .select(['id', 'parent_id as parentId', 'code', 'sort_order as order', 'name_en as nameEn', 'name_th as nameTh']);

  const certificationColumns = () =>
    db
      .selectFrom('language_certifications')
      .select(['id', 'language_id as languageId', 'name', 'sort_order as order'])
      .orderBy('sort_order');

  return {
    listClassifications(table: ClassificationTable): Promise<ClassificationRow[]> {
      return classificationColumns(table).orderBy('sort_order').orderBy('code').execute();
    },

    /** The node and its ancestors, the top level first. */
    async findClassificationChain(table: ClassificationTable, id: string): Promise<ClassificationRow[]> {
      const rows = await db
        .withRecursive('chain(id, parent_id, depth)', (qb) =>
          qb
            .selectFrom(table)
            .select(['id', 'parent_id', sql<number>`0`.as('depth')])
            .where('id', '=', id)
            .unionAll((union) =>
              union
                .selectFrom(`${table} as parent`)
                .innerJoin('chain', 'chain.parent_id', 'parent.id')
                .select(['parent.id', 'parent.parent_id', sql<number>`chain.depth + 1`.as('depth')]),
            ),
        )
        .selectFrom('chain')
        .innerJoin(`${table} as node`, 'node.id', 'chain.id')
        .select([
          'node.id',
          'node.parent_id as parentId',
          'node.code',
          'node.sort_order as order',
          'node.name_en as nameEn',
          'node.name_th as nameTh',
        ])
        .orderBy('chain.depth', 'desc')
        .execute();
      return rows;
    },

    listChildren(table: ClassificationTable, parentId: string): Promise<ClassificationRow[]> {
      return classificationColumns(table).where('parent_id', '=', parentId).orderBy('sort_order').execute();
    },

    listLanguages(): Promise<LanguageRow[]> {
      return db
        .selectFrom('languages')
        .select(['id', 'code', 'name_en as nameEn', 'name_th as nameTh'])
        .orderBy('name_en')
        .execute();
    },

    findLanguage(id: string): Promise<LanguageRow | undefined> {
      return db
        .selectFrom('languages')
        .select(['id', 'code', 'name_en as nameEn', 'name_th as nameTh'])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    listCertifications(languageId?: string): Promise<CertificationRow[]> {
      const query = certificationColumns();
      return (languageId ? query.where('language_id', '=', languageId) : query).execute();
    },

    listProvinces(region?: Region): Promise<ProvinceRow[]> {
      const query = db
        .selectFrom('provinces')
        .select(['id', 'code', 'name_en as nameEn', 'name_th as nameTh', 'region'])
        .orderBy('code');
      return (region ? query.where('region', '=', region) : query).execute();
    },

    listDistricts(provinceId?: string): Promise<DistrictRow[]> {
      const query = db
        .selectFrom('districts')
        .innerJoin('provinces', 'provinces.id', 'districts.province_id')
        .select([
          'districts.id',
          'districts.province_id as provinceId',
          'provinces.code as provinceCode',
          'districts.code',
          'districts.kind',
          'districts.name_en as nameEn',
          'districts.name_th as nameTh',
          'districts.postal_codes as postalCodes',
        ])
        .orderBy('districts.code');
      return (provinceId ? query.where('districts.province_id', '=', provinceId) : query).execute();
    },
  };
}
