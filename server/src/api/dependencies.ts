import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Database } from '../db/schema.ts';
import type { AuthService } from '../modules/identity/auth.service.ts';
import type { PasswordHasher } from '../modules/identity/passwords.ts';
import type { SessionSettings } from '../modules/identity/sessions.ts';
import type { ReferenceService } from '../modules/reference/reference.service.ts';

/** What the API routers are built from; each audience's api file creates the services it needs. */
export type ApiDependencies = {
  db: Kysely<Database>;
  logger: Logger;
  auth: AuthService;
  passwords: PasswordHasher;
  sessions: SessionSettings;
  /** The reference data, read once: served by /api/shared and naming the rows other modules show. */
  reference: ReferenceService;
  /** Where e-mailed links point. */
  appBaseUrl: string;
};
