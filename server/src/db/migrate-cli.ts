import { loadConfig } from '../config.ts';
import { createDatabase, withoutStatementTimeout } from './database.ts';
import { migrateToLatest } from './migrator.ts';

/** `npm run db:migrate`: applies pending migrations to the configured database, then exits. */
const config = loadConfig();
const database = createDatabase(config.database, config.databaseLimits);
try {
  const applied = await withoutStatementTimeout(database.db, migrateToLatest);
  console.log(applied.length > 0 ? `applied: ${applied.join(', ')}` : 'already up to date');
} finally {
  await database.close();
}
