import { z } from 'zod';
import { candidateAccess } from '../../common/access.ts';
import { candidateUser, email, password, personName } from '../../common/identity.ts';
import { authRoutes } from '../auth.ts';

export const CANDIDATE_MIN_PASSWORD = 6;

export const candidateRegisterBody = z
  .object({
    email,
    firstName: personName('firstNameRequired'),
    lastName: personName('lastNameRequired'),
    password: password(CANDIDATE_MIN_PASSWORD),
  })
  .meta({ id: 'CandidateRegisterBody' });

export const candidateAuthContract = authRoutes({
  audience: 'candidate',
  registerBody: candidateRegisterBody,
  user: candidateUser,
  signedInAccess: candidateAccess,
  minPasswordLength: CANDIDATE_MIN_PASSWORD,
});
