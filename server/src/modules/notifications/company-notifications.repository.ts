import { randomUUID } from 'node:crypto';
import type { Locale, NotificationFrequency } from '@jobmatch/contract';
import type { Kysely } from 'kysely';
import type { CompanyNotificationTable, Database } from '../../db/schema.ts';

export type CompanyNotificationKind = CompanyNotificationTable['kind'];

export type NotificationSettings = {
  name: string;
  notificationEmail: string | null;
  notificationFrequency: NotificationFrequency;
  autoReplyEnabled: boolean;
  autoReplyMessage: string | null;
  /** The language of the company's first ADMIN, if any. */
  adminLocale: Locale | null;
};

export type WaitingNotification = {
  id: string;
  kind: CompanyNotificationKind;
  jobTitle: string;
  candidateUserNo: number;
  createdAt: Date;
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

    /**
     * Companies with notifications older than `cutoff` still waiting for a digest, locked for
     * this transaction; companies another process is digesting are skipped.
     */
    async claimDigestable(cutoff: Date, limit: number): Promise<string[]> {
      const rows = await db
        .selectFrom('companies')
        .select('id')
        .where(({ exists, selectFrom }) =>
          exists(
            selectFrom('company_notifications as n')
              .select('n.id')
              .whereRef('n.company_id', '=', 'companies.id')
              .where('n.digested_at', 'is', null)
              .where('n.created_at', '<', cutoff),
          ),
        )
        .limit(limit)
        .forUpdate()
        .skipLocked()
        .execute();
      return rows.map((row) => row.id);
    },

    async waiting(companyId: string, cutoff: Date): Promise<WaitingNotification[]> {
      const rows = await db
        .selectFrom('company_notifications')
        .select(['id', 'kind', 'payload', 'created_at'])
        .where('company_id', '=', companyId)
        .where('digested_at', 'is', null)
        .where('created_at', '<', cutoff)
        .orderBy('created_at')
        .execute();
      return rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        jobTitle: String(row.payload.jobTitle ?? ''),
        candidateUserNo: Number(row.payload.candidateUserNo ?? 0),
        createdAt: row.created_at,
      }));
    },

    async markDigested(ids: string[], at: Date): Promise<void> {
      if (ids.length === 0) return;
      await db.updateTable('company_notifications').set({ digested_at: at }).where('id', 'in', ids).execute();
    },
  };
}
