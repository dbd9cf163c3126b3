import type {
  ClassificationDetail,
  ClassificationNode,
  ClassificationType,
  District,
  Language,
  Province,
  Region,
} from '@jobmatch/contract';
import { notFound } from '../../http/app-error.ts';
import {
  type CertificationRow,
  type ClassificationRow,
  type ReferenceRepository,
  TABLE_OF,
} from './reference.repository.ts';

type TreeNode = ClassificationNode & { children: TreeNode[] };

const toNode = (type: ClassificationType, row: ClassificationRow): ClassificationNode => ({
  id: row.id,
  parentId: row.parentId,
  code: row.code,
  order: row.order,
  localized: { en: row.nameEn, th: row.nameTh },
  type,
});

export type ReferenceService = ReturnType<typeof createReferenceService>;

export function createReferenceService(repository: ReferenceRepository) {
  const toLanguage = (
    row: { id: string; code: string; nameEn: string; nameTh: string },
    certifications: CertificationRow[],
  ): Language => ({
    id: row.id,
    code: row.code,
    name: row.nameEn,
    localized: { en: row.nameEn, th: row.nameTh },
    certifications: certifications.map(({ id, languageId, name }) => ({ id, languageId, name })),
  });

  return {
    /** The whole tree, each level in its official order. */
    async tree(type: ClassificationType): Promise<TreeNode[]> {
      const rows = await repository.listClassifications(TABLE_OF[type]);
      const nodes = new Map(rows.map((row) => [row.id, { ...toNode(type, row), children: [] as TreeNode[] }]));
      const roots: TreeNode[] = [];
      for (const node of nodes.values()) {
        const parent = node.parentId ? nodes.get(node.parentId) : undefined;
        (parent ? parent.children : roots).push(node);
      }
      return roots;
    },

    async node(type: ClassificationType, id: string): Promise<ClassificationDetail> {
      const table = TABLE_OF[type];
      const chain = await repository.findClassificationChain(table, id);
      const self = chain.at(-1);
      if (!self) throw notFound(type === 'INDUSTRY' ? 'industryId' : 'occupationId', id);
      const children = await repository.listChildren(table, id);
      return {
        ...toNode(type, self),
        chain: chain.map((row) => ({ id: row.id, localized: { en: row.nameEn, th: row.nameTh } })),
        children: children.map((row) => toNode(type, row)),
      };
    },

    async languages(): Promise<Language[]> {
      const [languages, certifications] = await Promise.all([
        repository.listLanguages(),
        repository.listCertifications(),
      ]);
      const byLanguage = Map.groupBy(certifications, (certification) => certification.languageId);
      return languages.map((row) => toLanguage(row, byLanguage.get(row.id) ?? []));
    },

    async language(id: string): Promise<Language> {
      const row = await repository.findLanguage(id);
      if (!row) throw notFound('languageId', id);
      return toLanguage(row, await repository.listCertifications(id));
    },

    async provinces(region?: Region): Promise<Province[]> {
      const rows = await repository.listProvinces(region);
      return rows.map((row) => ({
        id: row.id,
        code: row.code,
        localized: { en: row.nameEn, th: row.nameTh },
        region: row.region,
      }));
    },

    async districts(provinceId?: string): Promise<District[]> {
      const rows = await repository.listDistricts(provinceId);
      return rows.map((row) => ({
        id: row.id,
        code: row.code,
        kind: row.kind,
        localized: { en: row.nameEn, th: row.nameTh },
        postalCode: row.postalCodes[0] ?? '',
        postalCodes: row.postalCodes,
        provinceId: row.provinceId,
        provinceCode: row.provinceCode,
      }));
    },
  };
}
