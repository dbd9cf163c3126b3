import {
  type CandidateExperienceInput,
  type CandidateJobPreferencesUpdateBody,
  type CandidatePersonalDetailsUpdateBody,
  type CandidateProfile,
  type CandidateProfileUpdateBody,
  type CandidateRegistrationUpdateBody,
  type CandidateWorkHistoryInput,
  type ErrorDetail,
  type MessageKey,
  message,
} from '@jobmatch/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { changesNothing } from '../../lib/patch.ts';
import { type AuthService, emailTaken, withUniqueEmail } from '../identity/auth.service.ts';
import { recordSignInEmailChange } from '../identity/email-change.ts';
import { createIdentityRepository } from '../identity/identity.repository.ts';
import type { CandidatePrincipal } from '../identity/principal.ts';
import {
  type CandidateProfileRepository,
  createCandidateProfileRepository,
  type ReferenceTable,
} from './candidate-profile.repository.ts';

/** An id the request points at, where it sits in the body, and which table must hold it. */
type Reference = { table: ReferenceTable; id: string; path: string; messageKey: MessageKey };
type CertificationReference = { id: string; languageId: string; path: string };

const unknownReference = (path: string, key: MessageKey): ErrorDetail => ({
  path,
  message: message(key),
  code: 'unknown_reference',
});

/**
 * Every referenced id must exist: a 400 UNKNOWN_REFERENCE naming each offending field, never a
 * foreign-key 500. Certifications must also belong to the language they are listed under.
 */
async function requireReferences(
  repository: CandidateProfileRepository,
  references: Reference[],
  certifications: CertificationReference[] = [],
): Promise<void> {
  const details: ErrorDetail[] = [];
  const tables = [...new Set(references.map((reference) => reference.table))];
  for (const table of tables) {
    const wanted = references.filter((reference) => reference.table === table);
    const existing = await repository.existingIds(
      table,
      wanted.map((reference) => reference.id),
    );
    for (const reference of wanted) {
      if (!existing.has(reference.id)) details.push(unknownReference(reference.path, reference.messageKey));
    }
  }
  const languages = await repository.certificationLanguages(certifications.map((certification) => certification.id));
  for (const certification of certifications) {
    if (languages.get(certification.id) !== certification.languageId) {
      details.push(unknownReference(certification.path, 'unknownCertification'));
    }
  }
  if (details.length > 0) throw new AppError('UNKNOWN_REFERENCE', 'errorUnknownReference', { details });
}

const experienceReferences = (items: readonly CandidateExperienceInput[]): Reference[] =>
  items.map((item, index) => ({
    table: item.experienceType === 'INDUSTRY' ? 'industries' : 'occupations',
    id: item.entityId,
    path: `body.experiences.${index}.entityId`,
    messageKey: item.experienceType === 'INDUSTRY' ? 'unknownIndustry' : 'unknownOccupation',
  }));

const workHistoryReferences = (items: readonly CandidateWorkHistoryInput[]): Reference[] =>
  items.flatMap((item, index) => [
    {
      table: 'industries',
      id: item.industryId,
      path: `body.workHistories.${index}.industryId`,
      messageKey: 'unknownIndustry',
    },
    {
      table: 'occupations',
      id: item.occupationId,
      path: `body.workHistories.${index}.occupationId`,
      messageKey: 'unknownOccupation',
    },
  ]);

const preferenceReferences = (
  ids: readonly string[] | undefined,
  field: string,
  table: ReferenceTable,
  messageKey: MessageKey,
): Reference[] => (ids ?? []).map((id, index) => ({ table, id, path: `body.${field}.${index}`, messageKey }));

export type CandidateProfileService = ReturnType<typeof createCandidateProfileService>;

/** The candidate's profile: every write is one transaction that also refreshes the search row. */
export function createCandidateProfileService(deps: { db: Kysely<Database>; auth: AuthService }) {
  const { db } = deps;

  /**
   * Runs `change` in a transaction on the (locked) live account, refreshes the candidate's search
   * row and answers the profile as it now is.
   */
  function write(
    candidateId: string,
    change: (
      repository: CandidateProfileRepository,
      context: { trx: Kysely<Database>; at: Date; account: { userId: string; email: string } },
    ) => Promise<void>,
  ): Promise<CandidateProfile> {
    return db.transaction().execute(async (trx) => {
      const repository = createCandidateProfileRepository(trx);
      const at = new Date();
      const account = await repository.account(candidateId);
      if (!account) throw notFound('candidateId', candidateId);
      await change(repository, { trx, at, account });
      await repository.refreshSearchRow(candidateId, at);
      const profile = await repository.profile(candidateId);
      if (!profile) throw notFound('candidateId', candidateId);
      return profile;
    });
  }

  async function profileOf(candidateId: string): Promise<CandidateProfile> {
    const profile = await createCandidateProfileRepository(db).profile(candidateId);
    if (!profile) throw notFound('candidateId', candidateId);
    return profile;
  }

  return {
    get: profileOf,

    /** Educations, language skills, skills and qualifications (each list given replaces the stored one) and the career flags. */
    update(candidateId: string, body: CandidateProfileUpdateBody) {
      if (changesNothing(body)) return profileOf(candidateId);
      return write(candidateId, async (repository, { at }) => {
        const languageSkills = body.languageSkills ?? [];
        await requireReferences(
          repository,
          languageSkills.map((skill, index) => ({
            table: 'languages',
            id: skill.languageId,
            path: `body.languageSkills.${index}.languageId`,
            messageKey: 'unknownLanguage',
          })),
          languageSkills.flatMap((skill, index) =>
            skill.certifications.map((certification, position) => ({
              id: certification.certificationId,
              languageId: skill.languageId,
              path: `body.languageSkills.${index}.certifications.${position}.certificationId`,
            })),
          ),
        );
        if (body.educations) await repository.replaceEducations(candidateId, body.educations);
        if (body.languageSkills) await repository.replaceLanguageSkills(candidateId, body.languageSkills);
        if (body.skills) await repository.replaceSkills(candidateId, body.skills);
        if (body.qualifications) await repository.replaceQualifications(candidateId, body.qualifications);
        const career = {
          employmentStatus: body.employmentStatus,
          jobChangeCount: body.jobChangeCount,
          hasManagementExperience: body.hasManagementExperience,
          hideCompanyName: body.hideCompanyName,
        };
        // Written only when one of them is given: `write` stamps the row with the time of every change
        // as it writes the search row, so a change of the lists alone writes the row once (#67).
        if (!changesNothing(career)) await repository.updateCandidate(candidateId, career, at);
      });
    },

    updateExperience(candidateId: string, experiences: readonly CandidateExperienceInput[]) {
      return write(candidateId, async (repository) => {
        await requireReferences(repository, experienceReferences(experiences));
        await repository.replaceExperiences(candidateId, experiences);
      });
    },

    updateWorkHistory(candidateId: string, workHistories: readonly CandidateWorkHistoryInput[]) {
      return write(candidateId, async (repository) => {
        await requireReferences(repository, workHistoryReferences(workHistories));
        await repository.replaceWorkHistories(candidateId, workHistories);
      });
    },

    updateJobPreferences(candidateId: string, body: CandidateJobPreferencesUpdateBody) {
      if (changesNothing(body)) return profileOf(candidateId);
      const { industryIds, locationIds, occupationIds, ...fields } = body;
      return write(candidateId, async (repository, { at }) => {
        await requireReferences(repository, [
          ...preferenceReferences(industryIds, 'industryIds', 'industries', 'unknownIndustry'),
          ...preferenceReferences(locationIds, 'locationIds', 'provinces', 'unknownProvince'),
          ...preferenceReferences(occupationIds, 'occupationIds', 'occupations', 'unknownOccupation'),
        ]);
        await repository.upsertJobPreferences(candidateId, fields, at);
        if (industryIds) await repository.replacePreferences(candidateId, 'INDUSTRY', industryIds);
        if (locationIds) await repository.replacePreferences(candidateId, 'PROVINCE', locationIds);
        if (occupationIds) await repository.replacePreferences(candidateId, 'OCCUPATION', occupationIds);
      });
    },

    updatePersonalDetails(candidateId: string, body: CandidatePersonalDetailsUpdateBody) {
      if (changesNothing(body)) return profileOf(candidateId);
      return write(candidateId, async (repository, { at, account }) => {
        if (body.districtId) {
          await requireReferences(repository, [
            { table: 'districts', id: body.districtId, path: 'body.districtId', messageKey: 'unknownDistrict' },
          ]);
        }
        await repository.updateUser(account.userId, { firstName: body.firstName, lastName: body.lastName }, at);
        await repository.updateCandidate(
          candidateId,
          {
            dateOfBirth: body.dateOfBirth,
            gender: body.gender,
            phoneNumber: body.phoneNumber,
            address: body.address,
            postalCode: body.postalCode,
            districtId: body.districtId,
          },
          at,
        );
      });
    },

    /**
     * A new sign-in e-mail: currentEmail must be the account's (400 EMAIL_MISMATCH), a new address
     * needs the password (400) and must be free (409); the old address is told.
     */
    async updateRegistration(candidate: CandidatePrincipal, body: CandidateRegistrationUpdateBody) {
      const mismatch = () => new AppError('EMAIL_MISMATCH', 'errorEmailMismatch');
      if (body.currentEmail !== candidate.email) throw mismatch();
      const moving = body.newEmail !== candidate.email;
      if (moving) await deps.auth.confirmPassword(candidate, body.currentPassword);
      return withUniqueEmail(() =>
        write(candidate.candidateId, async (repository, { trx, at, account }) => {
          // Changed by a parallel request since the password was checked.
          if (account.email !== candidate.email) throw mismatch();
          if (moving && (await createIdentityRepository(trx).emailExists(body.newEmail))) throw emailTaken();
          await repository.updateUser(
            account.userId,
            { email: body.newEmail, firstName: body.firstName, lastName: body.lastName },
            at,
          );
          if (moving) await recordSignInEmailChange(trx, { ...account, locale: candidate.locale }, body.newEmail, at);
        }),
      );
    },

    updateSelfIntroduction(candidateId: string, selfIntroduction: string) {
      return write(candidateId, async (repository, { at }) => {
        await repository.updateCandidate(candidateId, { selfIntroduction }, at);
      });
    },
  };
}
