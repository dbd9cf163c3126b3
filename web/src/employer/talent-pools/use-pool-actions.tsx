import type { TalentPool } from '@jobmatch/contract';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tsr } from '../../api.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { queryKeys } from '../../query-client.ts';
import { RowActionButton } from '../components/RowActionButton.tsx';
import { PoolNameDialog } from './PoolNameDialog.tsx';

/**
 * Rename and delete (after a confirmation) for one pool, from the list or the pool's own page.
 * The caller places the buttons; the dialogs go anywhere.
 */
export function usePoolActions(
  pool: TalentPool,
  { onDeleted }: { onDeleted?: () => Promise<void> } = {},
): { buttons: ReactNode; dialogs: ReactNode } {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<'rename' | 'delete' | null>(null);
  const remove = tsr.company.talentPools.remove.useMutation({
    onSuccess: async () => {
      setOpen(null);
      // Leave the pool's page first: refreshed while still open, it would ask for a deleted pool.
      await onDeleted?.();
      void queryClient.invalidateQueries({ queryKey: queryKeys.talentPools() });
    },
  });
  const close = () => {
    setOpen(null);
    remove.reset();
  };

  const buttons = (
    <>
      <RowActionButton
        icon={IconPencil}
        onClick={() => setOpen('rename')}
        label={t('talentPools.rename.label', { name: pool.name })}
      >
        {t('talentPools.rename.button')}
      </RowActionButton>
      <RowActionButton
        icon={IconTrash}
        danger
        onClick={() => setOpen('delete')}
        label={t('talentPools.delete.label', { name: pool.name })}
      >
        {t('talentPools.delete.button')}
      </RowActionButton>
    </>
  );

  const dialogs = (
    <>
      {open === 'rename' && <PoolNameDialog pool={pool} onClose={close} />}
      <ConfirmDialog
        opened={open === 'delete'}
        title={t('talentPools.delete.title')}
        message={t('talentPools.delete.message', { name: pool.name, count: pool.candidateCount })}
        confirmLabel={t('talentPools.delete.confirm')}
        pending={remove.isPending}
        error={remove.error}
        onConfirm={() => remove.mutate({ params: { poolId: pool.id } })}
        onClose={close}
      />
    </>
  );

  return { buttons, dialogs };
}
