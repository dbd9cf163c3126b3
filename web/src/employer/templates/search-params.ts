import { z } from 'zod/mini';
import { page } from '../../jobs/search-params.ts';

/** The three kinds of template, as the contract names them (`company.templates.<kind>`). */
export const TEMPLATE_KINDS = ['messages', 'offerLetters', 'offerReminders'] as const;
export type TemplateKind = (typeof TEMPLATE_KINDS)[number];

/**
 * The templates screen's URL (`/employer/templates?kind=offerLetters&page=2`): the tab shown and
 * the page of its list (the API's query but its page size). An unknown kind opens the first tab.
 */
export const templatesSearchParams = z.object({
  kind: z.catch(z._default(z.enum(TEMPLATE_KINDS), 'messages'), 'messages'),
  page,
});

export const TEMPLATES_PAGE_SIZE = 10;
