import type { ClassificationType } from '@jobmatch/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { ReferenceIds } from '../../db/search-documents.ts';
import { uuidV5 } from '../../lib/uuid-v5.ts';
import { TABLE_OF } from './reference.repository.ts';
import { type ClassificationEntry, loadReferenceFile } from './reference-data.files.ts';
import { createReferenceSeedRepository, type ReferenceSeedRepository } from './reference-seed.repository.ts';

/** Ids derive from the kind and the official code, so they are the same in every database. */
export const referenceId = (kind: string, code: string) => uuidV5(`${kind}:${code}`);

type Dataset = {
  name: string;
  /** `write` answers which existing rows it renamed (names or aliases changed): documents hold their texts. */
  load: () => { checksum: string; write: (repo: ReferenceSeedRepository) => Promise<ReferenceIds> };
};

function flattenTree(type: ClassificationType, entries: ClassificationEntry[], parentId: string | null = null) {
  return entries.flatMap((entry, index): Parameters<ReferenceSeedRepository['upsertClassifications']>[1] => {
    const id = referenceId(type, entry.code);
    const row = {
      id,
      parent_id: parentId,
      code: entry.code,
      sort_order: index + 1,
      name_en: entry.nameEn,
      name_th: entry.nameTh,
      search_aliases: entry.aliases ?? [],
    };
    return [row, ...flattenTree(type, entry.children ?? [], id)];
  });
}

const classificationDataset = (type: ClassificationType, fileName: 'industries' | 'occupations'): Dataset => ({
  name: fileName,
  load: () => {
    const file = loadReferenceFile(fileName);
    return {
      checksum: file.checksum,
      write: async (repo) => ({
        [fileName]: await repo.upsertClassifications(TABLE_OF[type], flattenTree(type, file.data)),
      }),
    };
  },
});

const DATASETS: Dataset[] = [
  {
    name: 'locations',
    load: () => {
      const provinces = loadReferenceFile('provinces');
      const districts = loadReferenceFile('districts');
      return {
        checksum: provinces.checksum + districts.checksum,
        write: async (repo) => ({
          provinces: await repo.upsertProvinces(
            provinces.data.map((p) => ({
              id: referenceId('PROVINCE', p.code),
              code: p.code,
              name_en: p.nameEn,
              name_th: p.nameTh,
              region: p.region,
            })),
          ),
          districts: await repo.upsertDistricts(
            districts.data.map((d) => ({
              id: referenceId('DISTRICT', d.code),
              province_id: referenceId('PROVINCE', d.provinceCode),
              code: d.code,
              kind: d.kind,
              name_en: d.nameEn,
              name_th: d.nameTh,
              postal_codes: d.postalCodes,
            })),
          ),
        }),
      };
    },
  },
  classificationDataset('INDUSTRY', 'industries'),
  classificationDataset('OCCUPATION', 'occupations'),
  {
    name: 'languages',
    load: () => {
      const languages = loadReferenceFile('languages');
      const certifications = loadReferenceFile('certifications');
      return {
        checksum: languages.checksum + certifications.checksum,
        write: async (repo) => {
          await repo.upsertLanguages(
            languages.data.map((l) => ({
              id: referenceId('LANGUAGE', l.code),
              code: l.code,
              name_en: l.nameEn,
              name_th: l.nameTh,
            })),
          );
          await repo.upsertCertifications(
            certifications.data.map((c, index) => ({
              id: referenceId('CERTIFICATION', `${c.languageCode}:${c.name}`),
              language_id: referenceId('LANGUAGE', c.languageCode),
              name: c.name,
              sort_order: index + 1,
            })),
          );
          // Documents hold no language names.
          return {};
        },
      };
    },
  },
];

/**
 * Brings the reference tables up to the data files, idempotently: a dataset whose files have not
 * changed since the last run is skipped. Returns the names of the datasets it wrote. The search
 * documents that hold the texts of rows it renamed are written again in the same transaction, so
 * no search sees new names beside old documents (docs/domain.md, "Keyword search").
 */
export async function seedReferenceData(db: Kysely<Database>): Promise<string[]> {
  const written: string[] = [];
  for (const dataset of DATASETS) {
    const { checksum, write } = dataset.load();
    await db.transaction().execute(async (trx) => {
      const repo = createReferenceSeedRepository(trx);
      if ((await repo.checksum(dataset.name)) === checksum) return;
      await repo.refreshSearchDocumentsNaming(await write(repo));
      await repo.saveChecksum(dataset.name, checksum);
      written.push(dataset.name);
    });
  }
  return written;
}
