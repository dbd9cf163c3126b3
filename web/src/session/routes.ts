import { createRoute, redirect } from '@tanstack/react-router';
import { rootRoute } from '../shell/root-route.tsx';
import { getSession } from './session.ts';

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
