import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { candidateOnlyRoute } from '../session/routes.ts';
import { PROFILE_SECTIONS } from './sections.ts';
import { withAccountTexts } from './texts.ts';

/** The profile editor: the overview, or one section's form (`?section=…`; an unknown one falls back). */
export const profileRoute = createRoute({
  getParentRoute: () => candidateOnlyRoute,
  path: '/profile',
  validateSearch: z.object({ section: z.catch(z.optional(z.enum(PROFILE_SECTIONS)), undefined) }),
  component: lazyRouteComponent(() => withAccountTexts(import('./ProfileScreen.tsx')), 'ProfileScreen'),
});
