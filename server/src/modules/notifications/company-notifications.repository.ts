import { randomUUID } from 'node:crypto';
import type { Locale, NotificationFrequency } from '@jobmatch/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export type CompanyNotificationKind = 'NEW_APPLICATION' | 'OFFER_ACCEPTED';

export type NotificationSettings = {
  name: string;
  notificationEmail: string | null;
  notificationFrequency: NotificationFrequency;
  autoReplyEnabled: boolean;
  autoReplyMessage: string | null;
  /** The language of the company's first ADMIN, if any. */
  adminLocale: Locale | null;
};

export type CompanyNotificationsRepository = ReturnType<typeof createCompanyNotificationsRepository>;

export function createCompanyNotificationsRepository(db: Kysely<Database>) {
  return {
    async settings(companyId: string): Promise<NotificationSettings | undefined> {
      const row = await db
        .selectFrom('companies as co')
        .select((eb) => [
          'co.name',
          'co.notification_email',
          'co.notification_frequency',
          'co.auto_reply_enabled',
          'co.auto_reply_template_message',
          eb
            .selectFrom('recruiters as r')
            .innerJoin('users as u', 'u.id', 'r.user_id')
            .select('u.locale')
            .whereRef('r.company_id', '=', 'co.id')
            .where('u.role', '=', 'ADMIN')
            .orderBy('r.created_at')
            .limit(1)
            .as('admin_locale'),
        ])
        .where('co.id', '=', companyId)
        .executeTakeFirst();
      return (
        row && {
          name: row.name,
          notificationEmail: row.notification_email,
          notificationFrequency: row.notification_frequency,
          autoReplyEnabled: row.auto_reply_enabled,
          autoReplyMessage: row.auto_reply_template_message,
          adminLocale: row.admin_locale,
        }
      );
    },

    async insert(notification: {
      companyId: string;
      kind: CompanyNotificationKind;
      payload: Record<string, unknown>;
      digestedAt: Date | null;
    }): Promise<void> {
      await db
        .insertInto('company_notifications')
        .values({
          id: randomUUID(),
          company_id: notification.companyId,
          kind: notification.kind,
          payload: JSON.stringify(notification.payload),
          digested_at: notification.digestedAt,
        })
        .execute();
    },
  };
}
