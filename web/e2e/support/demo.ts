import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './server.ts';

export type DemoSignIns = { password: string; candidate: string; admin: string; recruiter: string };

/** The demo sign-ins and their password, read where a newcomer reads them: the README's table. */
export function demoSignInsInReadme(): DemoSignIns {
  const readme = readFileSync(path.join(REPO_ROOT, 'README.md'), 'utf8');
  const password = readme.match(/password \*\*`([^`]+)`\*\*/)?.[1];
  const firstOfRow = (who: string) => readme.match(new RegExp(`^\\| ${who} \\| \`([^\`]+)\``, 'm'))?.[1];
  const candidate = firstOfRow('candidate');
  const admin = firstOfRow('employer, ADMIN');
  const recruiter = firstOfRow('employer, RECRUITER');
  if (!password || !candidate || !admin || !recruiter) {
    throw new Error('the README names no demo candidate, ADMIN, RECRUITER and password');
  }
  return { password, candidate, admin, recruiter };
}
