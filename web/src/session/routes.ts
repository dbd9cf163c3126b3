import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { loadEmployerTexts } from '../employer/texts.ts';
import { rootRoute } from '../shell/root-route.tsx';
import { getSession, isCompanyAdmin } from './session.ts';

/**
 * The parent of every screen only a signed-in candidate may open (`getParentRoute: () =>
 * candidateOnlyRoute`). Anyone else is sent to sign-in, which brings them back here afterwards.
 */
export const candidateOnlyRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'candidate',
  beforeLoad: ({ location }) => {
    if (getSession()?.audience !== 'candidate') {
      throw redirect({ to: '/sign-in', search: { redirect: location.href } });
    }
  },
});

/**
 * The parent of every employer screen (ADMIN and RECRUITER alike), drawn inside the employer
 * layout with its navigation. Anyone who is not a signed-in employer is sent to the employers'
 * sign-in, which brings them back here afterwards.
 */
export const employerOnlyRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'employer',
  beforeLoad: ({ location }) => {
    if (getSession()?.audience !== 'employer') {
      throw redirect({ to: '/employers/sign-in', search: { redirect: location.href } });
    }
  },
  loader: () => loadEmployerTexts(),
  component: lazyRouteComponent(() => import('../employer/EmployerLayout.tsx'), 'EmployerLayout'),
});

/**
 * Screens only a company's ADMIN may open (the contract's `access.roles` says the same of the
 * routes behind them). A RECRUITER who follows an old link lands on the dashboard instead.
 */
export const adminOnlyRoute = createRoute({
  getParentRoute: () => employerOnlyRoute,
  id: 'admin',
  beforeLoad: () => {
    if (!isCompanyAdmin(getSession())) {
      throw redirect({ to: '/employer' });
    }
  },
});
