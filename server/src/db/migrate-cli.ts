import { loadConfig } from '../config.ts';
import { createDatabase } from './database.ts';
import { migrateToLatest } from './migrator.ts';

/** `npm run db:migrate`: applies pending migrations to the configured database, then exits. */
const database = createDatabase(loadConfig().database);
try {
  const applied = await migrateToLatest(database.db);
  console.log(applied.length > 0 ? `applied: ${applied.join(', ')}` : 'already up to date');
} finally {
  await database.close();
}
