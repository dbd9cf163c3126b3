import { z } from 'zod';
import { employerAccess } from '../../common/access.ts';
import { email, employerUser, password, personName, phoneNumber, thaiTaxId } from '../../common/identity.ts';
import { requiredText } from '../../common/primitives.ts';
import { authRoutes } from '../auth.ts';

/** Employer accounts guard a whole company's data, so they need what invited recruiters need. */
export const EMPLOYER_MIN_PASSWORD = 8;

export const companyRegisterBody = z
  .object({
    companyName: requiredText(200),
    companyTaxId: thaiTaxId,
    email,
    name: personName('nameRequired'),
    password: password(EMPLOYER_MIN_PASSWORD),
    phoneNumber,
  })
  .meta({ id: 'CompanyRegisterBody' });

export const companyAuthContract = authRoutes({
  audience: 'employer',
  registerBody: companyRegisterBody,
  user: employerUser,
  signedInAccess: employerAccess('ADMIN', 'RECRUITER'),
  minPasswordLength: EMPLOYER_MIN_PASSWORD,
});
