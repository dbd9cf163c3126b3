import { type CreateTableBuilder, type Kysely, sql } from 'kysely';

const withTimestamps = (table: CreateTableBuilder<any, any>) =>
  table
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`));

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    // Stored trimmed and lower-cased: e-mail addresses compare case-insensitively.
    .addColumn('email', 'text', (col) => col.notNull().unique())
    .addColumn('password_hash', 'text')
    .addColumn('role', 'text', (col) => col.notNull().check(sql`role IN ('CANDIDATE', 'ADMIN', 'RECRUITER')`))
    .addColumn('first_name', 'text')
    .addColumn('last_name', 'text')
    .addColumn('locale', 'text', (col) => col.notNull().defaultTo('en').check(sql`locale IN ('en', 'th')`))
    .addColumn('last_login_at', 'timestamptz')
    .$call(withTimestamps)
    .execute();

  await db.schema
    .createTable('companies')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('tax_id', 'text', (col) => col.notNull().unique())
    .$call(withTimestamps)
    .execute();

  await db.schema
    .createTable('recruiters')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('user_id', 'uuid', (col) => col.notNull().unique().references('users.id'))
    .addColumn('company_id', 'uuid', (col) => col.notNull().references('companies.id'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('phone_number', 'text')
    .addColumn('status', 'text', (col) =>
      col.notNull().defaultTo('ACTIVE').check(sql`status IN ('ACTIVE', 'INACTIVE')`),
    )
    .$call(withTimestamps)
    .execute();
  await db.schema.createIndex('recruiters_company_id_idx').on('recruiters').column('company_id').execute();

  await db.schema
    .createTable('candidates')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('user_id', 'uuid', (col) => col.notNull().unique().references('users.id'))
    .addColumn('user_no', 'integer', (col) => col.notNull().unique().generatedAlwaysAsIdentity())
    .$call(withTimestamps)
    .execute();

  // The token's `sid`: a session can be revoked (logout, password reset) before it expires.
  await db.schema
    .createTable('sessions')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('sessions_user_id_idx').on('sessions').column('user_id').execute();

  // Tokens are stored as SHA-256 hashes: a database leak does not leak usable links.
  await db.schema
    .createTable('password_reset_tokens')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id'))
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('invitations')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('company_id', 'uuid', (col) => col.notNull().references('companies.id'))
    .addColumn('invited_by', 'uuid', (col) => col.notNull().references('recruiters.id'))
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('accepted_at', 'timestamptz')
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('invitations_company_email_idx')
    .on('invitations')
    .columns(['company_id', 'email'])
    .execute();

  // The transactional outbox: an e-mail row commits (or not) with what caused it.
  await db.schema
    .createTable('outbox_emails')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('to_address', 'text', (col) => col.notNull())
    .addColumn('locale', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('text_body', 'text', (col) => col.notNull())
    .addColumn('html_body', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) =>
      col.notNull().defaultTo('PENDING').check(sql`status IN ('PENDING', 'SENT', 'FAILED')`),
    )
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('sent_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('outbox_emails_due_idx')
    .on('outbox_emails')
    .column('next_attempt_at')
    .where(sql.ref('status'), '=', 'PENDING')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'outbox_emails',
    'invitations',
    'password_reset_tokens',
    'sessions',
    'candidates',
    'recruiters',
    'companies',
    'users',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
