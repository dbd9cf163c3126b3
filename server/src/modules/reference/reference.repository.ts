import type { ClassificationType, Region } from '@jobmatch/contract';
import type { Kysely } from 'kysely';
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
  return {
    listClassifications(table: ClassificationTable): Promise<ClassificationRow[]> {
      return db
        .selectFrom(table)
        .select([
          'id',
          'parent_id as parentId',
          'code',
          'sort_order as order',
          'name_en as nameEn',
          'name_th as nameTh',
        ])
        .orderBy('sort_order')
        .orderBy('code')
        .execute();
    },

    listLanguages(): Promise<LanguageRow[]> {
      return db
        .selectFrom('languages')
        .select(['id', 'code', 'name_en as nameEn', 'name_th as nameTh'])
        .orderBy('name_en')
        .execute();
    },

    listCertifications(): Promise<CertificationRow[]> {
      return db
        .selectFrom('language_certifications')
        .select(['id', 'language_id as languageId', 'name', 'sort_order as order'])
        .orderBy('sort_order')
        .execute();
    },

    listProvinces(): Promise<ProvinceRow[]> {
      return db
        .selectFrom('provinces')
        .select(['id', 'code', 'name_en as nameEn', 'name_th as nameTh', 'region'])
        .orderBy('code')
        .execute();
    },

    listDistricts(): Promise<DistrictRow[]> {
      return db
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
        .orderBy('districts.code')
        .execute();
    },

    /** When the seed last wrote any reference dataset (undefined before the first seed). */
    async lastSeededAt(): Promise<Date | undefined> {
      const row = await db
        .selectFrom('reference_data_versions')
        .select((eb) => eb.fn.max('seeded_at').as('seededAt'))
        .executeTakeFirst();
      return row?.seededAt ?? undefined;
    },
  };
}
