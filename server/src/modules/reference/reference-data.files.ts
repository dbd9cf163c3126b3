import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { DistrictKind, Region } from '@jobmatch/contract';
import { z } from 'zod';

const DATA_DIR = new URL('../../../data/reference/', import.meta.url);

const name = z.string().trim().min(1);
const code = z.string().regex(/^[0-9A-Z]+$/);

/** Other words a reader uses for the entry (job titles of an occupation group), English and Thai mixed. */
const aliases = z
  .array(name)
  .min(1)
  .refine((words) => new Set(words.map((word) => word.toLowerCase())).size === words.length, 'duplicate alias');
const classificationLeaf = z.object({ code, nameEn: name, nameTh: name, aliases: aliases.optional() });
type ClassificationEntry = z.infer<typeof classificationLeaf> & { children?: ClassificationEntry[] };
const classificationTree: z.ZodType<ClassificationEntry> = classificationLeaf.extend({
  get children() {
    return z.array(classificationTree).optional();
  },
});

/** The shape of each file in server/data/reference; a file that does not match stops start-up. */
const FILES = {
  provinces: z.array(z.object({ code: z.string().regex(/^\d{2}$/), nameEn: name, nameTh: name, region: Region })),
  districts: z.array(
    z.object({
      code: z.string().regex(/^\d{4}$/),
      provinceCode: z.string().regex(/^\d{2}$/),
      kind: DistrictKind,
      nameEn: name,
      nameTh: name,
      postalCodes: z.array(z.string().regex(/^\d{5}$/)).min(1),
    }),
  ),
  industries: z.array(classificationTree),
  occupations: z.array(classificationTree),
  languages: z.array(z.object({ code: z.string().regex(/^[a-z]{2}$/), nameEn: name, nameTh: name })),
  certifications: z.array(z.object({ languageCode: z.string().regex(/^[a-z]{2}$/), name })),
} as const;

export type ReferenceFileName = keyof typeof FILES;
export type ReferenceFile<N extends ReferenceFileName> = z.infer<(typeof FILES)[N]>;
export type { ClassificationEntry };

export type LoadedFile<N extends ReferenceFileName> = { data: ReferenceFile<N>; checksum: string };

export function loadReferenceFile<N extends ReferenceFileName>(fileName: N): LoadedFile<N> {
  const raw = readFileSync(new URL(`${fileName}.json`, DATA_DIR), 'utf8');
  const data = FILES[fileName].parse(JSON.parse(raw)) as ReferenceFile<N>;
  return { data, checksum: createHash('sha256').update(raw).digest('hex') };
}
