import type { Locale } from '@jobmatch/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { createOutboxRepository } from '../mail/outbox.repository.ts';
import { applicationAutoReplyEmail, companyNotificationEmail } from '../mail/templates.ts';
import {
  type CompanyNotificationKind,
  createCompanyNotificationsRepository,
} from './company-notifications.repository.ts';

/** Companies that never chose a language hear from us in Thai. */
export const FALLBACK_COMPANY_LOCALE: Locale = 'th';

export type CompanyNotification = {
  kind: CompanyNotificationKind;
  companyId: string;
  jobPostingId: string;
  jobTitle: string;
  applicationId: string;
  offerId?: string | null;
  candidateUserNo: number;
  /** Who applied: the auto-reply goes to them, in their language. */
  applicant: { userId: string; email: string; locale: Locale };
};

/**
 * docs/domain.md "Notifications", inside the caller's transaction: records the notification; at
 * ANY_TIME with a notification e-mail, e-mails the company now and marks it digested (DAILY ones
 * wait for the digest); for a new application with auto-reply on, e-mails the applicant the
 * company's auto-reply. E-mails to the company never carry the candidate's contact details.
 */
export async function notifyCompany(
  trx: Kysely<Database>,
  appBaseUrl: string,
  notification: CompanyNotification,
): Promise<void> {
  const settings = await createCompanyNotificationsRepository(trx).settings(notification.companyId);
  if (!settings) return;
  const outbox = createOutboxRepository(trx);
  const now = new Date();
  const sendNow = settings.notificationFrequency === 'ANY_TIME' && settings.notificationEmail !== null;

  await createCompanyNotificationsRepository(trx).insert({
    companyId: notification.companyId,
    kind: notification.kind,
    payload: {
      jobPostingId: notification.jobPostingId,
      jobTitle: notification.jobTitle,
      candidateUserNo: notification.candidateUserNo,
      applicationId: notification.applicationId,
      offerId: notification.offerId ?? null,
    },
    digestedAt: sendNow ? now : null,
  });

  if (sendNow && settings.notificationEmail) {
    const locale = settings.adminLocale ?? FALLBACK_COMPANY_LOCALE;
    await outbox.enqueue({
      to: settings.notificationEmail,
      locale,
      ...companyNotificationEmail({
        locale,
        kind: notification.kind,
        companyName: settings.name,
        jobTitle: notification.jobTitle,
        candidateUserNo: notification.candidateUserNo,
        link: `${appBaseUrl}/company/applications`,
      }),
    });
  }

  if (notification.kind === 'NEW_APPLICATION' && settings.autoReplyEnabled && settings.autoReplyMessage?.trim()) {
    const { locale } = notification.applicant;
    await outbox.enqueue({
      to: notification.applicant.email,
      userId: notification.applicant.userId,
      locale,
      ...applicationAutoReplyEmail({
        locale,
        companyName: settings.name,
        jobTitle: notification.jobTitle,
        message: settings.autoReplyMessage,
        link: `${appBaseUrl}/jobs/${notification.jobPostingId}`,
      }),
    });
  }
}
