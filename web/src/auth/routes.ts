import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { safeReturnPath } from '../session/return-path.ts';
import { rootRoute } from '../shell/root-route.tsx';

/** Where to go after signing in: a path inside the app (see safeReturnPath), else the home page. */
export const returnAddress = z.pipe(
  z.catch(z.optional(z.string()), undefined),
  z.transform((value: string | undefined) => safeReturnPath(value)),
);

export const signInRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/sign-in',
  validateSearch: z.object({
    redirect: returnAddress,
    /** Why the user is here: their session ended, or they have just set a new password. */
    reason: z.catch(z.optional(z.enum(['expired', 'password-reset'])), undefined),
  }),
  component: lazyRouteComponent(() => import('./SignInScreen.tsx'), 'SignInScreen'),
});

export const signUpRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/sign-up',
  validateSearch: z.object({ redirect: returnAddress }),
  component: lazyRouteComponent(() => import('./SignUpScreen.tsx'), 'SignUpScreen'),
});

export const forgotPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/forgot-password',
  /** Whose password: a candidate's (the default) or an employer's, from the employers' sign-in. */
  validateSearch: z.object({ audience: z.catch(z.optional(z.enum(['candidate', 'employer'])), undefined) }),
  component: lazyRouteComponent(() => import('./ForgotPasswordScreen.tsx'), 'ForgotPasswordScreen'),
});

/** The page the password reset e-mail links to: `/reset-password?token=…&audience=candidate|employer`. */
export const resetPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/reset-password',
  validateSearch: z.object({
    token: z.catch(z.string(), ''),
    audience: z.catch(z.enum(['candidate', 'employer']), 'candidate'),
  }),
  component: lazyRouteComponent(() => import('./ResetPasswordScreen.tsx'), 'ResetPasswordScreen'),
});
