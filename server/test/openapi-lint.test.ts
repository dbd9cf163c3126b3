import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

/** What integrators read: the committed document (openapi.test.ts checks that it is up to date). */
const REPO_ROOT = new URL('../../', import.meta.url).pathname;
const DOCUMENT = 'openapi/openapi.json';
const document = JSON.parse(readFileSync(`${REPO_ROOT}${DOCUMENT}`, 'utf8'));

type Operation = { operationId: string; summary?: string; description?: string };
const operations: Operation[] = Object.values(document.paths as Record<string, Record<string, Operation>>).flatMap(
  (path) => Object.values(path),
);

/** Summaries say what an operation does, in the imperative, as API references write them. */
const VERBS = new Set([
  'Accept',
  'Activate',
  'Add',
  'Apply',
  'Cancel',
  'Change',
  'Check',
  'Create',
  'Delete',
  'Export',
  'Forget',
  'Get',
  'Invite',
  'List',
  'Remove',
  'Rename',
  'Replace',
  'Request',
  'Reset',
  'Save',
  'Search',
  'Send',
  'Set',
  'Sign',
  'Withdraw',
]);

describe('the OpenAPI document for integrators', () => {
  it("passes Redocly's recommended rules with no error (npm run lint:openapi)", async () => {
    const cli = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');
    const { stdout } = await promisify(execFile)(process.execPath, [cli, 'lint', DOCUMENT, '--format=json'], {
      cwd: REPO_ROOT,
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
    const report = JSON.parse(stdout) as { totals: { errors: number }; problems: { severity: string }[] };
    expect(report.problems.filter((problem) => problem.severity === 'error')).toEqual([]);
    expect(report.totals.errors).toBe(0);
  }, 60_000);

  it('gives every operation a short English summary that starts with what it does', () => {
    expect(operations.length).toBeGreaterThan(0);
    for (const { operationId, summary = '' } of operations) {
      expect(VERBS.has(summary.split(' ')[0] ?? ''), `${operationId}: "${summary}"`).toBe(true);
      expect(summary.length, `${operationId}: "${summary}"`).toBeLessThanOrEqual(60);
      expect(summary, operationId).not.toMatch(/\.$|\ba [aeio]|\ban [^aeiou]/i);
    }
  });

  it('marks every e-mail address field with format: email', () => {
    const unmarked: string[] = [];
    const visit = (node: unknown, at: string) => {
      if (node === null || typeof node !== 'object') return;
      const properties = (node as { properties?: Record<string, { format?: string }> }).properties ?? {};
      for (const [name, schema] of Object.entries(properties)) {
        if (/email$/i.test(name) && schema.format !== 'email') unmarked.push(`${at}/properties/${name}`);
      }
      for (const [key, value] of Object.entries(node)) visit(value, `${at}/${key}`);
    };
    visit(document, '#');
    expect(unmarked).toEqual([]);
    expect(JSON.stringify(document)).toContain('"format":"email"');
  });

  it('cites nothing outside the repository', () => {
    expect(JSON.stringify(document)).not.toMatch(/SPEC\.md|DESIGN\.md|STACK\.md|§/);
  });
});
