import type { Locale } from '@jobmatch/contract';
import { Accordion, Badge, Box, Group, Highlight, Stack, Text } from '@mantine/core';
import type { TreeItem } from './text.ts';
import { nameIn } from './text.ts';
import classes from './tree.module.css';

type TreeProps = {
  items: readonly TreeItem[];
  locale: Locale;
  /** The search text, highlighted in names. */
  query: string;
  /** Ids of the open nodes, at any depth. */
  expanded: readonly string[];
  onExpandedChange: (expanded: string[]) => void;
  /** "3 divisions", for a node at `depth` with `count` children. */
  childCountLabel: (depth: number, count: number) => string;
};

/**
 * An expandable code + name tree (industries: 2 levels, occupations: 3). Each level is an
 * Accordion: its controls are buttons with aria-expanded, reachable with Tab and the arrow keys.
 */
export function ClassificationTree(props: TreeProps) {
  return <Level {...props} depth={0} />;
}

function Level({ items, depth, expanded, onExpandedChange, ...rest }: TreeProps & { depth: number }) {
  const hasChildren = items.some((item) => item.children && item.children.length > 0);
  if (!hasChildren) return <LeafList items={items} locale={rest.locale} query={rest.query} />;

  const ids = new Set(items.map((item) => item.id));
  return (
    <Accordion
      multiple
      variant={depth === 0 ? 'contained' : 'default'}
      radius="md"
      value={expanded.filter((id) => ids.has(id))}
      onChange={(value) => onExpandedChange([...expanded.filter((id) => !ids.has(id)), ...value])}
      classNames={{
        root: depth === 0 ? classes.root : classes.nested,
        control: classes.control,
        content: classes.content,
      }}
    >
      {items.map((item) => (
        <Accordion.Item key={item.id} value={item.id}>
          <Accordion.Control>
            <NodeLabel item={item} depth={depth} {...rest} />
          </Accordion.Control>
          <Accordion.Panel>
            <Level
              items={item.children ?? []}
              depth={depth + 1}
              expanded={expanded}
              onExpandedChange={onExpandedChange}
              {...rest}
            />
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}

function Code({ code }: { code: string }) {
  return (
    <Badge variant="light" size="lg" radius="sm" className={classes.code}>
      {code}
    </Badge>
  );
}

function NodeLabel({
  item,
  depth,
  locale,
  query,
  childCountLabel,
}: Pick<TreeProps, 'locale' | 'query' | 'childCountLabel'> & { item: TreeItem; depth: number }) {
  const count = item.children?.length ?? 0;
  return (
    <Group wrap="nowrap" gap="sm" align="center">
      <Code code={item.code} />
      <Box>
        <Highlight component="span" highlight={query.trim()} fw={depth === 0 ? 600 : 500} className={classes.name}>
          {nameIn(item.localized, locale)}
        </Highlight>
        {count > 0 && (
          <Text size="xs" c="dimmed">
            {childCountLabel(depth, count)}
          </Text>
        )}
      </Box>
    </Group>
  );
}

function LeafList({ items, locale, query }: Pick<TreeProps, 'items' | 'locale' | 'query'>) {
  return (
    <Stack component="ul" gap={0} className={classes.leaves}>
      {items.map((item) => (
        <Group component="li" key={item.id} wrap="nowrap" gap="sm" align="flex-start" className={classes.leaf}>
          <Code code={item.code} />
          <Highlight component="span" highlight={query.trim()} className={classes.name}>
            {nameIn(item.localized, locale)}
          </Highlight>
        </Group>
      ))}
    </Stack>
  );
}
