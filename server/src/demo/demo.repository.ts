import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** The little the demo seeder reads itself; everything it writes goes through the services. */
export function createDemoRepository(db: Kysely<Database>) {
  return {
    /** Demo data goes only into a database nobody has signed up to yet. */
    async hasUsers(): Promise<boolean> {
      return (await db.selectFrom('users').select('id').limit(1).executeTakeFirst()) !== undefined;
    },

    /** Which of these addresses have an account. */
    async existingEmails(emails: readonly string[]): Promise<string[]> {
      if (emails.length === 0) return [];
      const rows = await db.selectFrom('users').select('email').where('email', 'in', emails).execute();
      return rows.map((row) => row.email);
    },

    /** The text of the newest e-mail to an address: how an invited recruiter gets the link. */
    async latestEmailText(to: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('outbox_emails')
        .select('text_body')
        .where('to_address', '=', to)
        .orderBy('created_at', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row?.text_body;
    },
  };
}
