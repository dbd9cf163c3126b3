import type { Pagination as PageInfo } from '@jobmatch/contract';
import { Button, Card, EmptyState, Group, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { PagedList } from '../../components/PagedList.tsx';
import { usePageInRange } from '../../components/use-page-in-range.ts';
import { formatDate, totalCount } from '../../format.ts';
import { useLocale } from '../../i18n/index.ts';
import { RowActionButton } from '../components/RowActionButton.tsx';
import type { TemplateKind } from './search-params.ts';
import classes from './templates.module.css';

type Template = { id: string; name: string; updatedAt: string; subject?: string; message: string };

/** What the list needs of a kind's list query (the typed ts-rest result of any of the three). */
export type TemplatesQuery<T extends Template> = {
  isPending: boolean;
  isError: boolean;
  isPlaceholderData: boolean;
  error: unknown;
  refetch: () => unknown;
  data?: { body: { result: { templates: T[]; pagination: PageInfo } } };
};

/** What the list needs of a kind's delete mutation. */
export type RemoveTemplate = {
  mutate: (variables: { params: { templateId: string } }, options?: { onSuccess?: () => void }) => void;
  reset: () => void;
  isPending: boolean;
  error: unknown;
};

type Editing<T> = { template: T | null } | null;

/**
 * One kind's templates, most recently changed first: each with its subject and the start of its
 * message, edit (in a dialog) and delete (after a confirmation), and a new one. The kind's own
 * form is given by `editor`.
 */
export function TemplateList<T extends Template>({
  kind,
  list,
  remove,
  page,
  onPage,
  editor,
}: {
  kind: TemplateKind;
  list: TemplatesQuery<T>;
  remove: RemoveTemplate;
  page: number;
  onPage: (page: number) => void;
  editor: (template: T | null, close: () => void) => ReactNode;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const narrow = useMediaQuery('(max-width: 36em)');
  const [editing, setEditing] = useState<Editing<T>>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const result = list.data?.body.result;
  usePageInRange(result?.pagination, onPage);
  const close = () => setEditing(null);
  const closeDelete = () => {
    setDeleting(null);
    remove.reset();
  };
  const newButton = (
    <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={() => setEditing({ template: null })}>
      {t(`templates.${kind}.new`)}
    </Button>
  );

  return (
    <Stack gap="md">
      {result && result.templates.length > 0 && (
        <Group justify="space-between" align="center" gap="sm">
          <Text fw={600}>{t('templates.count', totalCount(result.pagination, locale))}</Text>
          {newButton}
        </Group>
      )}
      <PagedList
        query={list}
        items={result?.templates}
        totalPages={result?.pagination.totalPages}
        page={page}
        onPageChange={onPage}
        paginationLabel={t('templates.pagination')}
        itemKey={(template) => template.id}
        renderItem={(template) => (
          <TemplateItem
            template={template}
            onEdit={() => setEditing({ template })}
            onDelete={() => setDeleting(template)}
          />
        )}
        loading={{ rows: 3, height: 110 }}
        empty={
          <EmptyState title={t(`templates.${kind}.emptyTitle`)} description={t(`templates.${kind}.emptyHint`)}>
            <EmptyState.Actions>{newButton}</EmptyState.Actions>
          </EmptyState>
        }
      />
      <Modal
        opened={editing !== null}
        onClose={close}
        title={
          editing?.template ? t('templates.editTitle', { name: editing.template.name }) : t(`templates.${kind}.new`)
        }
        size="lg"
        fullScreen={narrow}
        closeButtonProps={{ 'aria-label': t('confirmDialog.close') }}
      >
        {editing && editor(editing.template, close)}
      </Modal>
      <ConfirmDialog
        opened={deleting !== null}
        title={t('templates.delete.title')}
        message={t('templates.delete.message', { name: deleting?.name ?? '' })}
        confirmLabel={t('templates.delete.confirm')}
        pending={remove.isPending}
        error={remove.error}
        onConfirm={() => deleting && remove.mutate({ params: { templateId: deleting.id } }, { onSuccess: closeDelete })}
        onClose={closeDelete}
      />
    </Stack>
  );
}

function TemplateItem<T extends Template>({
  template,
  onEdit,
  onDelete,
}: {
  template: T;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={2} miw={0} className={classes.grow}>
            <Text fw={600} size="lg" className={classes.text}>
              {template.name}
            </Text>
            {template.subject !== undefined && (
              <Text size="sm" className={classes.text}>
                {t('templates.subjectLine', { subject: template.subject })}
              </Text>
            )}
          </Stack>
          <Group gap="xs">
            <RowActionButton
              icon={IconPencil}
              onClick={onEdit}
              label={t('templates.editLabel', { name: template.name })}
            >
              {t('templates.edit')}
            </RowActionButton>
            <RowActionButton
              icon={IconTrash}
              danger
              onClick={onDelete}
              label={t('templates.delete.label', { name: template.name })}
            >
              {t('templates.delete.button')}
            </RowActionButton>
          </Group>
        </Group>
        <Text size="sm" c="dimmed" lineClamp={2} className={classes.text}>
          {template.message}
        </Text>
        <Text size="xs" c="dimmed">
          {t('templates.updatedOn', { date: formatDate(template.updatedAt, locale) })}
        </Text>
      </Stack>
    </Card>
  );
}
