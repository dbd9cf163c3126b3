import { loadConfig } from '../config.ts';
import { createDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrator.ts';
import { seedReferenceData } from '../modules/reference/reference-data.seeder.ts';
import { demoSignInsMessage } from './demo-accounts.ts';
import { seedDemoData } from './demo-seeder.ts';

/**
 * `npm run db:seed-demo`: migrates the configured database and seeds the demo data into it, even
 * with DEMO_DATA=0, but only while it has no user at all, and never in production.
 */
const config = loadConfig();
if (config.env === 'production') {
  console.error('Demo data is never seeded in production (NODE_ENV=production).');
  process.exit(1);
}
const database = createDatabase(config.database);
try {
  await migrateToLatest(database.db);
  await seedReferenceData(database.db);
  if ((await seedDemoData({ db: database.db, config })) === 'seeded') {
    console.log(demoSignInsMessage(config.appBaseUrl, 'now'));
  } else {
    console.error('The database already has users: nothing seeded (demo data goes only into an empty database).');
    process.exitCode = 1;
  }
} finally {
  await database.close();
}
