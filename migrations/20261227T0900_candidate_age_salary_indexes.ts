import { type Kysely, sql } from 'kysely';

/**
 * The candidates employers may see, indexed by birth date and by desired salary (docs/decisions.md
 * #64). A search by filters alone walks the list in its order and tests each candidate, which
 * finds a page at once where many pass and reads the whole list where few do: an age of 64–65
 * or a salary of at least 1,500,000 a year, which no candidate of the bench data passes, read all
 * 842,000 visible candidates, 2–3 s. With these indexes PostgreSQL reads so rare a range's few
 * rows and sorts them, 5–9 ms; for a common range it still walks the list.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX candidates_search_birth_idx ON candidates (date_of_birth)
    WHERE deleted_at IS NULL AND open_to_company_offer`.execute(db);
  await sql`CREATE INDEX candidates_search_salary_idx ON candidates (desired_annual_salary)
    WHERE deleted_at IS NULL AND open_to_company_offer`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX candidates_search_salary_idx`.execute(db);
  await sql`DROP INDEX candidates_search_birth_idx`.execute(db);
}
