import { POOL_NAME_MAX_LENGTH, type TalentPool, talentPoolsContract } from '@jobmatch/contract';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { tsr } from '../../api.ts';
import { FormError, SubmitButton, useContractForm, useServerErrors } from '../../forms/forms.tsx';
import { queryKeys } from '../../query-client.ts';
import { CharacterCount } from '../templates/CountedFields.tsx';

const nameBody = talentPoolsContract.create.body;

/**
 * Names a new pool (without `pool`) or renames one. Mounted only while open, so that every
 * opening starts from the pool's current name.
 */
export function PoolNameDialog({ pool, onClose }: { pool?: TalentPool; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useContractForm(nameBody, { name: pool?.name ?? '' });
  const serverErrors = useServerErrors(form);
  const done = () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.talentPools() });
    onClose();
  };
  const create = tsr.company.talentPools.create.useMutation({
    onMutate: serverErrors.clear,
    onError: serverErrors.onError,
    onSuccess: done,
  });
  const rename = tsr.company.talentPools.update.useMutation({
    onMutate: serverErrors.clear,
    onError: serverErrors.onError,
    onSuccess: done,
  });
  const submit = form.onSubmit((body) =>
    pool ? rename.mutate({ params: { poolId: pool.id }, body }) : create.mutate({ body }),
  );

  return (
    <Modal
      opened
      onClose={onClose}
      title={pool ? t('talentPools.rename.title') : t('talentPools.create.title')}
      centered
      closeButtonProps={{ 'aria-label': t('confirmDialog.close') }}
    >
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <TextInput
            label={t('talentPools.name')}
            required
            data-autofocus
            description={<CharacterCount value={form.getValues().name} max={POOL_NAME_MAX_LENGTH} />}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            {...form.getInputProps('name')}
          />
          <FormError error={serverErrors.formError} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('confirmDialog.cancel')}
            </Button>
            <SubmitButton pending={create.isPending || rename.isPending}>
              {pool ? t('talentPools.rename.submit') : t('talentPools.create.submit')}
            </SubmitButton>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
