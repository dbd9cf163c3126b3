import { createRouter } from '@tanstack/react-router';
import { accountDeletedRoute, settingsRoute } from './account/routes.ts';
import { applicationsRoute } from './applications/routes.ts';
import { forgotPasswordRoute, resetPasswordRoute, signInRoute, signUpRoute } from './auth/routes.ts';
import { companyApplicationsRoute } from './employer/applications/routes.ts';
import { employerSignInRoute, employerSignUpRoute, invitationRoute } from './employer/auth/routes.ts';
import { candidateRoute, candidateSearchRoute } from './employer/candidates/routes.ts';
import { dashboardRoute } from './employer/dashboard/routes.ts';
import {
  companyOfferRoute,
  companyOffersRoute,
  scheduledMessagesRoute,
  sendOfferRoute,
} from './employer/offers/routes.ts';
import {
  companyRoute,
  inviteRecruiterRoute,
  myRecruiterProfileRoute,
  recruiterRoute,
  recruitersRoute,
} from './employer/organization/routes.ts';
import { newRecruitmentRoute, recruitmentRoute, recruitmentsRoute } from './employer/recruitments/routes.ts';
import { talentPoolRoute, talentPoolsRoute } from './employer/talent-pools/routes.ts';
import { templatesRoute } from './employer/templates/routes.ts';
import { employersRoute } from './employers/routes.ts';
import { homeRoute, jobDetailRoute, jobSearchRoute, savedJobsRoute } from './jobs/routes.ts';
import { offerRoute, offersRoute } from './offers/routes.ts';
import { profileRoute } from './profile/routes.ts';
import { profileViewsRoute } from './profile-views/routes.ts';
import { isUserData, queryClient } from './query-client.ts';
import { referenceRoute } from './reference/routes.ts';
import { adminOnlyRoute, candidateOnlyRoute, employerOnlyRoute } from './session/routes.ts';
import { onSessionEnd, onSessionStart } from './session/session.ts';
import { rootRoute } from './shell/root-route.tsx';

/**
 * Every address of the app. Each area declares its routes in its own routes.ts (path, search
 * params schema, lazily loaded screen); this file only puts them together.
 */
const routeTree = rootRoute.addChildren([
  homeRoute,
  jobSearchRoute,
  jobDetailRoute,
  signInRoute,
  signUpRoute,
  forgotPasswordRoute,
  resetPasswordRoute,
  employersRoute,
  employerSignInRoute,
  employerSignUpRoute,
  invitationRoute,
  referenceRoute,
  accountDeletedRoute,
  candidateOnlyRoute.addChildren([
    savedJobsRoute,
    offersRoute,
    offerRoute,
    applicationsRoute,
    profileViewsRoute,
    profileRoute,
    settingsRoute,
  ]),
  employerOnlyRoute.addChildren([
    dashboardRoute,
    recruitmentsRoute,
    newRecruitmentRoute,
    recruitmentRoute,
    candidateSearchRoute,
    candidateRoute,
    companyOffersRoute,
    sendOfferRoute,
    companyOfferRoute,
    scheduledMessagesRoute,
    companyApplicationsRoute,
    talentPoolsRoute,
    talentPoolRoute,
    templatesRoute,
    companyRoute,
    recruitersRoute,
    recruiterRoute,
    myRecruiterProfileRoute,
    adminOnlyRoute.addChildren([inviteRecruiterRoute]),
  ]),
]);

export const router = createRouter({
  routeTree,
  scrollRestoration: true,
  // Load a screen's code when a link to it is hovered or focused, not only when it is clicked.
  defaultPreload: 'intent',
  // The data is TanStack Query's business; the router only loads code.
  defaultPreloadStaleTime: 0,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

const AUTH_PAGES = new Set([
  '/sign-in',
  '/sign-up',
  '/forgot-password',
  '/reset-password',
  '/employers/sign-in',
  '/employers/sign-up',
  '/invitations/accept',
]);

// A session that ends because the server refused its token sends the user to sign-in and back
// here afterwards; data fetched as that user is dropped once they have left the screen.
onSessionEnd((reason) => {
  const { pathname, href } = router.state.location;
  const leaving =
    reason === 'expired' && !AUTH_PAGES.has(pathname)
      ? router.navigate({
          to: pathname.startsWith('/employer') ? '/employers/sign-in' : '/sign-in',
          search: { redirect: href, reason: 'expired' },
        })
      : router.invalidate();
  void leaving.then(() => queryClient.resetQueries({ predicate: isUserData }));
});

// A new sign-in: whatever was fetched before (as nobody, or as someone else) is fetched again.
onSessionStart(() => void queryClient.resetQueries({ predicate: isUserData }));
