import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/**
 * After `vite build`: the gzipped JavaScript the home page loads before it can show anything —
 * the entry chunk, every chunk it imports statically (read from Vite's manifest) and the texts
 * of one language (the larger file) — and fails the build above the budget. Screens load their
 * own code, and the API client with the contract, when they are opened (route-level code
 * splitting); the report lists those of the home screen too, for information.
 */
export const BUDGET_KB = 200;
const HOME_SCREEN = 'src/jobs/HomeScreen.tsx';
const LANGUAGE_FILES = ['src/i18n/en.json', 'src/i18n/th.json'];

type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] };
type Manifest = Record<string, ManifestChunk>;

/** The files of `keys` and of everything they import statically, in a stable order. */
export function staticClosure(manifest: Manifest, keys: string[]): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the manifest has no chunk for ${key}`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return [...files].filter((file) => file.endsWith('.js'));
}

function entryKey(manifest: Manifest): string {
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry)?.[0];
  if (!entry) throw new Error('the manifest has no entry chunk');
  return entry;
}

export const DIST = fileURLToPath(new URL('../dist/', import.meta.url));

/** The home page's initial chunks and the home screen's own, with their gzipped sizes in kB. */
export function measure(dist = DIST) {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  const gzipped = (file: string) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length / 1024;
  const sum = (files: string[]) => files.reduce((total, file) => total + gzipped(file), 0);

  const entry = staticClosure(manifest, [entryKey(manifest)]);
  const language = LANGUAGE_FILES.map((key) => staticClosure(manifest, [key])).sort((a, b) => sum(b) - sum(a))[0] ?? [];
  const initial = [...entry, ...language].map((file) => ({ file, kb: gzipped(file) })).sort((a, b) => b.kb - a.kb);
  const homeScreen = staticClosure(manifest, [HOME_SCREEN]).filter((file) => !entry.includes(file));
  return {
    initial,
    initialKb: initial.reduce((total, { kb }) => total + kb, 0),
    homeScreenKb: sum(homeScreen),
  };
}

function main(): void {
  const { initial, initialKb, homeScreenKb } = measure();
  for (const { file, kb } of initial) console.log(`  ${kb.toFixed(1).padStart(6)} kB  ${file}`);
  const verdict = initialKb <= BUDGET_KB ? 'within' : 'OVER';
  console.log(
    `Home page initial JavaScript: ${initialKb.toFixed(1)} kB gzipped (${verdict} the ${BUDGET_KB} kB budget)`,
  );
  console.log(
    `  then, with the home screen: +${homeScreenKb.toFixed(1)} kB (its code, the API client and the contract)`,
  );
  if (initialKb > BUDGET_KB) process.exitCode = 1;
}

if (import.meta.url === `file://${process.argv[1]}`) main();
