import type { TemplateKind } from './search-params.ts';

/** The templates' query keys: a change to a template refreshes its kind's lists. */
export const templateKeys = {
  kind: (kind: TemplateKind) => ['company', 'templates', kind] as const,
  list: (kind: TemplateKind, page: number) => ['company', 'templates', kind, 'list', { page }] as const,
};
