import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The layering rules of biome.json and lint/*.grit, proven on planted violations: files written
 * into the folders the rules talk about, linted with `biome lint`, deleted afterwards. Each rule
 * must flag what it forbids and leave alone what it allows.
 */
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const BIOME = path.join(ROOT, 'node_modules/.bin/biome');
const probe = `lint-probe-${randomUUID().slice(0, 8)}`;

const KYSELY = 'Runtime import of kysely outside server/src/db/ and the repositories';
const EXPRESS = 'belongs to the HTTP layer';
const BOUNDARY = "Import of another module's repository or router";

/** Planted files by path below server/src/, each line an import the rules judge. */
const PLANTED: Record<string, string[]> = {
  [`modules/${probe}/${probe}.service.ts`]: [
    "import { sql } from 'kysely';",
    "import type { Kysely } from 'kysely';",
    "import { type Transaction } from 'kysely';",
    "import express from 'express';",
    "import { initServer } from '@ts-rest/express';",
    "import { createCompanyTemplatesRepository } from '../company-templates/company-templates.repository.ts';",
    "import type { CompanyTemplatesRepository } from '../company-templates/company-templates.repository.ts';",
    "import { companyTemplatesRouter } from '../company-templates/company-templates.router.ts';",
    "import { createCompanyTemplatesService } from '../company-templates/company-templates.service.ts';",
    `import { own } from './${probe}.repository.ts';`,
    "import { createCandidateOffersRepository } from '../candidate-offers/candidate-offers.repository.ts';",
    "import { listCandidateOffers } from '../candidate-offers/candidate-offers.service.ts';",
    "import { createOutboxRepository } from '../mail/outbox.repository.ts';",
  ],
  [`modules/${probe}/${probe}.repository.ts`]: [
    "import { sql } from 'kysely';",
    "import { jobPostingSelect } from '../job-postings/job-postings.repository.ts';",
    "import { companyTemplatesRouter } from '../company-templates/company-templates.router.ts';",
  ],
  [`modules/${probe}/${probe}.router.ts`]: ["import { initServer } from '@ts-rest/express';"],
  [`http/${probe}/${probe}.ts`]: ["import { sql } from 'kysely';", "import { Router } from 'express';"],
  [`db/${probe}/${probe}.ts`]: ["import { sql } from 'kysely';"],
  [`lib/${probe}/${probe}.ts`]: ["import type { Request } from 'express';"],
};

type Diagnostic = { category: string; message: string; location: { path: string; start: { line: number } } };

let diagnostics: Diagnostic[] = [];

/** The rule messages biome reported for one line of a planted file. */
function reported(file: string, importLine: string): string[] {
  const line = (PLANTED[file] ?? []).indexOf(importLine) + 1;
  expect(line, `${importLine} is planted in ${file}`).toBeGreaterThan(0);
  const at = path.posix.join('server/src', file);
  return diagnostics
    .filter((d) => d.location.path === at && d.location.start.line === line)
    .map((d) => d.message)
    .filter((message) => [KYSELY, EXPRESS, BOUNDARY].some((rule) => message.includes(rule)));
}

beforeAll(async () => {
  for (const [file, lines] of Object.entries(PLANTED)) {
    const absolute = path.join(ROOT, 'server/src', file);
    mkdirSync(path.dirname(absolute), { recursive: true });
    writeFileSync(absolute, `${lines.join('\n')}\n`);
  }
  // All of modules/, so that the real modules are judged by the same run as the probes.
  const folders = Object.keys(PLANTED).map((file) => path.join('server/src', path.dirname(file)));
  const targets = [
    'server/src/modules',
    ...new Set(folders.filter((folder) => !folder.startsWith('server/src/modules/'))),
  ];
  const lint = promisify(execFile)(BIOME, ['lint', '--reporter=json', '--max-diagnostics=none', ...targets], {
    cwd: ROOT,
  });
  // biome exits non-zero when it reports errors: that is the expected outcome here.
  const { stdout } = await lint.catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
  diagnostics = (JSON.parse(stdout) as { diagnostics: Diagnostic[] }).diagnostics;
}, 120_000);

afterAll(() => {
  for (const folder of ['modules', 'http', 'db', 'lib']) {
    rmSync(path.join(ROOT, 'server/src', folder, probe), { recursive: true, force: true });
  }
});

const service = `modules/${probe}/${probe}.service.ts`;
const repository = `modules/${probe}/${probe}.repository.ts`;

describe('lint: kysely only in server/src/db/ and repositories', () => {
  it('flags a runtime import in a service and in http/', () => {
    expect(reported(service, "import { sql } from 'kysely';")).toEqual([expect.stringContaining(KYSELY)]);
    expect(reported(`http/${probe}/${probe}.ts`, "import { sql } from 'kysely';")).toEqual([
      expect.stringContaining(KYSELY),
    ]);
  });

  it('flags an inline type import, which still loads kysely at run time', () => {
    expect(reported(service, "import { type Transaction } from 'kysely';")).toEqual([expect.stringContaining(KYSELY)]);
  });

  it('allows `import type` anywhere, and runtime imports in repositories and db/', () => {
    expect(reported(service, "import type { Kysely } from 'kysely';")).toEqual([]);
    expect(reported(repository, "import { sql } from 'kysely';")).toEqual([]);
    expect(reported(`db/${probe}/${probe}.ts`, "import { sql } from 'kysely';")).toEqual([]);
  });
});

describe('lint: express only in the HTTP layer', () => {
  it('flags express and its ts-rest adapter in a service, even type-only', () => {
    expect(reported(service, "import express from 'express';")).toEqual([expect.stringContaining(EXPRESS)]);
    expect(reported(service, "import { initServer } from '@ts-rest/express';")).toEqual([
      expect.stringContaining(EXPRESS),
    ]);
    expect(reported(`lib/${probe}/${probe}.ts`, "import type { Request } from 'express';")).toEqual([
      expect.stringContaining(EXPRESS),
    ]);
  });

  it('allows it in routers and http/', () => {
    expect(reported(`modules/${probe}/${probe}.router.ts`, "import { initServer } from '@ts-rest/express';")).toEqual(
      [],
    );
    expect(reported(`http/${probe}/${probe}.ts`, "import { Router } from 'express';")).toEqual([]);
  });
});

describe("lint: another module's repositories and routers are private", () => {
  it("flags a service importing another module's repository or router", () => {
    expect(
      reported(
        service,
        "import { createCompanyTemplatesRepository } from '../company-templates/company-templates.repository.ts';",
      ),
    ).toEqual([expect.stringContaining(BOUNDARY)]);
    expect(
      reported(service, "import { companyTemplatesRouter } from '../company-templates/company-templates.router.ts';"),
    ).toEqual([expect.stringContaining(BOUNDARY)]);
  });

  it("flags a repository importing another module's router", () => {
    expect(
      reported(
        repository,
        "import { companyTemplatesRouter } from '../company-templates/company-templates.router.ts';",
      ),
    ).toEqual([expect.stringContaining(BOUNDARY)]);
  });

  it("allows another module's service, types of its repository, its own repository, and repositories building on repositories", () => {
    expect(
      reported(
        service,
        "import { createCompanyTemplatesService } from '../company-templates/company-templates.service.ts';",
      ),
    ).toEqual([]);
    expect(
      reported(
        service,
        "import type { CompanyTemplatesRepository } from '../company-templates/company-templates.repository.ts';",
      ),
    ).toEqual([]);
    expect(reported(service, `import { own } from './${probe}.repository.ts';`)).toEqual([]);
    expect(
      reported(repository, "import { jobPostingSelect } from '../job-postings/job-postings.repository.ts';"),
    ).toEqual([]);
  });

  it('flags what used to be tolerated debt, now that each module offers a service function for it', () => {
    expect(
      reported(
        service,
        "import { createCandidateOffersRepository } from '../candidate-offers/candidate-offers.repository.ts';",
      ),
    ).toEqual([expect.stringContaining(BOUNDARY)]);
    expect(
      reported(service, "import { listCandidateOffers } from '../candidate-offers/candidate-offers.service.ts';"),
    ).toEqual([]);
  });

  it('exempts only the two public repositories, and no file of server/src/modules needs more', () => {
    expect(reported(service, "import { createOutboxRepository } from '../mail/outbox.repository.ts';")).toEqual([]);
    const rules = readFileSync(path.join(ROOT, 'lint/module-boundaries.grit'), 'utf8');
    const exempt = [...rules.matchAll(/and \{ \$other <: "([^"]+)", \$name <: "([^"]+)" \}/g)].map(([, other, name]) =>
      [other, name].join('/'),
    );
    expect(exempt).toEqual(['mail/outbox', 'identity/identity']);
    expect(rules).not.toMatch(/\$module <:/);
    // The same run linted every real module (see beforeAll) and flagged the planted violations.
    const real = diagnostics.filter((d) => d.location.path.startsWith('server/src/modules/'));
    expect(real.filter((d) => !d.location.path.includes(probe) && d.message.includes(BOUNDARY))).toEqual([]);
  });
});
