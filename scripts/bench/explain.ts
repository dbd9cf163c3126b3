/**
 * EXPLAIN (ANALYZE, BUFFERS) of each captured query: execution time, the indexes used (the
 * Thai-aware search's GIN indexes named out), sequential scans, and a compact plan tree.
 */
import type pg from 'pg';
import type { CapturedQuery } from './capture.ts';

type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Alias?: string;
  'Actual Total Time'?: number;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
  Plans?: PlanNode[];
};

export type Explained = {
  label: string;
  sql: string;
  parameters: string;
  executionMs: number;
  planningMs: number;
  indexes: string[];
  searchIndexes: string[];
  seqScans: string[];
  sharedHit: number;
  sharedRead: number;
  tree: string;
};

function walk(node: PlanNode, visit: (node: PlanNode, depth: number) => void, depth = 0) {
  visit(node, depth);
  for (const child of node.Plans ?? []) walk(child, visit, depth + 1);
}

/** "count over candidates", "rows of job_postings", … from the SQL text. */
export function labelOf(sql: string): string {
  const table = /\bfrom\s+"?(\w+)"?/i.exec(sql)?.[1] ?? '?';
  if (/^\s*select\s+count\(\*\)/i.test(sql)) return `count(*) of ${table}`;
  if (/^\s*with\s+recursive/i.test(sql)) return `recursive ${table}`;
  return `select from ${table}`;
}

export async function explain(pool: pg.Pool, query: CapturedQuery): Promise<Explained> {
  const { rows } = await pool.query<{
    'QUERY PLAN': { Plan: PlanNode; 'Execution Time': number; 'Planning Time': number }[];
  }>(`EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${query.sql}`, [...query.parameters]);
  const result = rows[0]?.['QUERY PLAN'][0];
  if (!result) throw new Error('EXPLAIN returned nothing');
  const indexes = new Set<string>();
  const seqScans = new Set<string>();
  const lines: string[] = [];
  walk(result.Plan, (node, depth) => {
    if (node['Index Name']) indexes.add(node['Index Name']);
    if (node['Node Type'] === 'Seq Scan' && node['Relation Name']) seqScans.add(node['Relation Name']);
    const on = node['Relation Name'] ? ` on ${node['Relation Name']}` : '';
    const using = node['Index Name'] ? ` using ${node['Index Name']}` : '';
    const time = node['Actual Total Time']?.toFixed(1) ?? '?';
    lines.push(
      `${'  '.repeat(depth)}-> ${node['Node Type']}${on}${using} (time=${time} ms rows=${node['Actual Rows'] ?? '?'} loops=${node['Actual Loops'] ?? '?'})`,
    );
  });
  return {
    label: labelOf(query.sql),
    sql: query.sql,
    parameters: JSON.stringify(query.parameters),
    executionMs: result['Execution Time'],
    planningMs: result['Planning Time'],
    indexes: [...indexes],
    searchIndexes: [...indexes].filter((name) => /search_(vector|text)_idx$/.test(name)),
    seqScans: [...seqScans],
    sharedHit: result.Plan['Shared Hit Blocks'] ?? 0,
    sharedRead: result.Plan['Shared Read Blocks'] ?? 0,
    tree: lines.join('\n'),
  };
}

export function summaryLine(entry: Explained): string {
  const gin = entry.searchIndexes.length > 0 ? `search GIN: ${entry.searchIndexes.join(', ')}` : 'search GIN: none';
  const other = entry.indexes.filter((name) => !entry.searchIndexes.includes(name));
  return [
    `${entry.label}: ${entry.executionMs.toFixed(1)} ms exec (+${entry.planningMs.toFixed(1)} plan)`,
    gin,
    `other indexes: ${other.length > 0 ? other.join(', ') : 'none'}`,
    `seq scans: ${entry.seqScans.length > 0 ? entry.seqScans.join(', ') : 'none'}`,
    `buffers hit=${entry.sharedHit} read=${entry.sharedRead}`,
  ].join(' · ');
}
