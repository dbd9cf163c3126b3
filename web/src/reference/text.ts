import type { Locale, LocalizedText } from '@jobmatch/contract';

/** The name in the UI language; the other language only if this one is missing. */
export function nameIn(text: LocalizedText, locale: Locale): string {
  return text[locale] || text[locale === 'th' ? 'en' : 'th'];
}

/**
 * Search-normal form: NFKC (so SARA AM "ำ" equals NIKHAHIT + SARA AA, and full-width Latin equals
 * Latin), lower case, no zero-width characters, single spaces. Thai has no case.
 */
export function normalizeForSearch(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[\u200b-\u200d\ufeff]/g, '')
    .toLocaleLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** A predicate for "any of these texts contains the query"; an empty query matches everything. */
export function textMatcher(query: string): (...texts: string[]) => boolean {
  const needle = normalizeForSearch(query);
  if (!needle) return () => true;
  return (...texts) => texts.some((text) => normalizeForSearch(text).includes(needle));
}

const collators = new Map<Locale, Intl.Collator>();

/** Compares names the way a reader of that language expects them ordered. */
export function collatorFor(locale: Locale): Intl.Collator {
  let collator = collators.get(locale);
  if (!collator) {
    collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
    collators.set(locale, collator);
  }
  return collator;
}

export function sortByName<T extends { localized: LocalizedText }>(items: readonly T[], locale: Locale): T[] {
  const collator = collatorFor(locale);
  return [...items].sort((a, b) => collator.compare(nameIn(a.localized, locale), nameIn(b.localized, locale)));
}

/** A node of the industry or occupation tree, whatever its depth. */
export type TreeItem = {
  id: string;
  code: string;
  localized: LocalizedText;
  children?: readonly TreeItem[];
};

/**
 * Keeps the nodes whose code or name (in the UI language) matches, with their ancestors. A
 * matching node keeps its whole subtree; `expanded` lists the ancestors opened to reveal a match.
 */
export function filterTree(
  items: readonly TreeItem[],
  query: string,
  locale: Locale,
): { items: TreeItem[]; expanded: string[] } {
  const matches = textMatcher(query);
  const expanded: string[] = [];
  const visit = (nodes: readonly TreeItem[]): TreeItem[] =>
    nodes.flatMap((node) => {
      if (matches(node.code, nameIn(node.localized, locale))) return [node];
      const children = visit(node.children ?? []);
      if (children.length === 0) return [];
      expanded.push(node.id);
      return [{ ...node, children }];
    });
  if (!normalizeForSearch(query)) return { items: [...items], expanded: [] };
  return { items: visit(items), expanded };
}

/** Every node that has children: what "expand all" opens. */
export function parentIds(items: readonly TreeItem[]): string[] {
  return items.flatMap((node) =>
    node.children && node.children.length > 0 ? [node.id, ...parentIds(node.children)] : [],
  );
}
