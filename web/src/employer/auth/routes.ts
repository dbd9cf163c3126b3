import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { returnAddress } from '../../auth/routes.ts';
import { rootRoute } from '../../shell/root-route.tsx';
import { loadEmployerTexts } from '../texts.ts';

export const employerSignInRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/employers/sign-in',
  validateSearch: z.object({
    redirect: returnAddress,
    reason: z.catch(z.optional(z.enum(['expired', 'password-reset'])), undefined),
  }),
  component: lazyRouteComponent(() => import('./EmployerSignInScreen.tsx'), 'EmployerSignInScreen'),
});

export const employerSignUpRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/employers/sign-up',
  validateSearch: z.object({ redirect: returnAddress }),
  component: lazyRouteComponent(() => import('./EmployerSignUpScreen.tsx'), 'EmployerSignUpScreen'),
});

export const invitationRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/invitations/accept',
  validateSearch: z.object({ token: z.catch(z.string(), '') }),
  loader: () => loadEmployerTexts(),
  component: lazyRouteComponent(() => import('./InvitationScreen.tsx'), 'InvitationScreen'),
});
