import { type Kysely, sql } from 'kysely';

/**
 * A posting carries the province of its district (docs/decisions.md #44), set by the database
 * whenever the district is written, whoever writes it, or moved to another province; the open
 * postings are indexed by province in the job search's order, with what the search tests on
 * them. A search in a province walks that province's postings, newest first, and stops at its
 * page: "นักบัญชี" + Chiang Mai read the newest 6,050 open postings to find the 14 of the
 * province whose signature may hold it. The index by district it replaces (20261219T0900) could
 * only give a province's postings unordered.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE job_postings ADD COLUMN province_id uuid`.execute(db);
  await sql`CREATE FUNCTION job_postings_province_of_district() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      NEW.province_id := (SELECT province_id FROM districts WHERE id = NEW.district_id);
      RETURN NEW;
    END $$`.execute(db);
  await sql`CREATE TRIGGER job_postings_province BEFORE INSERT OR UPDATE OF district_id ON job_postings
    FOR EACH ROW EXECUTE FUNCTION job_postings_province_of_district()`.execute(db);
  // The reference data's seeder may move a district to another province (docs/domain.md).
  await sql`CREATE FUNCTION job_postings_province_of_moved_district() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE job_postings SET province_id = NEW.province_id WHERE district_id = NEW.id;
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE TRIGGER districts_province_of_postings AFTER UPDATE OF province_id ON districts
    FOR EACH ROW WHEN (OLD.province_id IS DISTINCT FROM NEW.province_id)
    EXECUTE FUNCTION job_postings_province_of_moved_district()`.execute(db);
  await sql`UPDATE job_postings AS jp SET province_id = d.province_id FROM districts AS d WHERE d.id = jp.district_id`.execute(
    db,
  );
  await sql`CREATE INDEX job_postings_open_province_idx ON job_postings (province_id, posted_at DESC, id DESC)
    INCLUDE (expired_at, industry_id, occupation_id, employment_type, estimated_salary_max, salary_expectation,
      estimated_salary_min, search_signature)
    WHERE status = 'ACTIVE' AND posted_at IS NOT NULL`.execute(db);
  await sql`DROP INDEX job_postings_open_district_idx`.execute(db);
  // The walks test the province on the signature index's rows (20261220T0900), not the district.
  await sql`CREATE INDEX job_postings_open_signature_province_idx ON job_postings (posted_at DESC, id DESC)
    INCLUDE (expired_at, search_signature, industry_id, occupation_id, province_id, employment_type,
      estimated_salary_max, salary_expectation, estimated_salary_min)
    WHERE status = 'ACTIVE' AND posted_at IS NOT NULL`.execute(db);
  await sql`DROP INDEX job_postings_open_signature_idx`.execute(db);
  await sql`ALTER INDEX job_postings_open_signature_province_idx RENAME TO job_postings_open_signature_idx`.execute(db);
  await sql`ANALYZE job_postings`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX job_postings_open_district_idx ON job_postings (district_id)
    INCLUDE (posted_at, id, expired_at, industry_id, occupation_id, employment_type, estimated_salary_max,
      salary_expectation, estimated_salary_min, search_signature)
    WHERE status = 'ACTIVE' AND posted_at IS NOT NULL`.execute(db);
  await sql`CREATE INDEX job_postings_open_signature_district_idx ON job_postings (posted_at DESC, id DESC)
    INCLUDE (expired_at, search_signature, industry_id, occupation_id, district_id, employment_type,
      estimated_salary_max, salary_expectation, estimated_salary_min)
    WHERE status = 'ACTIVE' AND posted_at IS NOT NULL`.execute(db);
  await sql`DROP INDEX job_postings_open_signature_idx`.execute(db);
  await sql`ALTER INDEX job_postings_open_signature_district_idx RENAME TO job_postings_open_signature_idx`.execute(db);
  await sql`DROP INDEX job_postings_open_province_idx`.execute(db);
  await sql`DROP TRIGGER districts_province_of_postings ON districts`.execute(db);
  await sql`DROP FUNCTION job_postings_province_of_moved_district()`.execute(db);
  await sql`DROP TRIGGER job_postings_province ON job_postings`.execute(db);
  await sql`DROP FUNCTION job_postings_province_of_district()`.execute(db);
  await sql`ALTER TABLE job_postings DROP COLUMN province_id`.execute(db);
}
