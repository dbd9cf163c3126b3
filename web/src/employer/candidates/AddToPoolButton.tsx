import { talentPoolsContract } from '@jobmatch/contract';
import { Alert, Button, Modal, SegmentedControl, Select, Stack, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAddressBook } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeys, tsr } from '../../api.ts';
import { FormError, SubmitButton, useContractForm, useServerErrors } from '../../forms/forms.tsx';
import { AnchorLink } from '../../shell/links.tsx';

const POOLS_SHOWN = 100;

/**
 * "Add to talent pool": into one of the company's pools, or into a new one named here. Adding a
 * member twice changes nothing (the API's rule), so the dialog needs no "already in it" state.
 */
export function AddToPoolButton({ candidateId, userNo }: { candidateId: string; userNo: number }) {
  const { t } = useTranslation();
  const [opened, dialog] = useDisclosure(false);
  const [added, setAdded] = useState<{ id: string; name: string } | null>(null);
  return (
    <>
      <Button variant="default" leftSection={<IconAddressBook size={18} aria-hidden="true" />} onClick={dialog.open}>
        {t('candidateSearch.pool.add')}
      </Button>
      {added && (
        <Alert variant="light" color="green" role="status" title={t('candidateSearch.pool.addedTitle')}>
          {t('candidateSearch.pool.added', { userNo, pool: added.name })}{' '}
          <AnchorLink to="/employer/talent-pools/$poolId" params={{ poolId: added.id }}>
            {t('candidateSearch.pool.open')}
          </AnchorLink>
        </Alert>
      )}
      <Modal
        opened={opened}
        onClose={dialog.close}
        closeButtonProps={{ 'aria-label': t('candidateSearch.pool.close') }}
        title={t('candidateSearch.pool.dialogTitle', { userNo })}
      >
        {opened && (
          <PoolForm
            candidateId={candidateId}
            onAdded={(pool) => {
              setAdded(pool);
              dialog.close();
            }}
          />
        )}
      </Modal>
    </>
  );
}

function PoolForm({
  candidateId,
  onAdded,
}: {
  candidateId: string;
  onAdded: (pool: { id: string; name: string }) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const pools = tsr.company.talentPools.list.useQuery({
    queryKey: queryKeys.companyOfferChoices('talent-pools'),
    queryData: { query: { pageSize: POOLS_SHOWN } },
  });
  const choices = pools.data?.body.result.talentPools ?? [];
  const [mode, setMode] = useState<'existing' | 'new'>('existing');
  const creating = mode === 'new' || (pools.isSuccess && choices.length === 0);
  const [poolId, setPoolId] = useState<string | null>(null);
  const [poolError, setPoolError] = useState<string | null>(null);
  const form = useContractForm(talentPoolsContract.create.body, { name: '' });
  const serverErrors = useServerErrors(form);

  const done = (pool: { id: string; name: string }) => {
    void queryClient.invalidateQueries({ queryKey: ['company', 'talent-pools'] });
    void queryClient.invalidateQueries({ queryKey: queryKeys.companyOfferChoices('talent-pools') });
    onAdded(pool);
  };
  const add = tsr.company.talentPools.addCandidate.useMutation({
    onMutate: serverErrors.clear,
    onError: serverErrors.onError,
    onSuccess: ({ body }) => done(body.result.talentPool),
  });
  const create = tsr.company.talentPools.create.useMutation({
    onMutate: serverErrors.clear,
    onError: serverErrors.onError,
    onSuccess: ({ body }) => add.mutate({ params: { poolId: body.result.talentPool.id, candidateId }, body: {} }),
  });

  const submitExisting = (event: React.FormEvent) => {
    event.preventDefault();
    if (!poolId) {
      setPoolError(t('candidateSearch.pool.choose'));
      return;
    }
    add.mutate({ params: { poolId, candidateId }, body: {} });
  };

  return (
    <Stack gap="md">
      {pools.isSuccess && choices.length > 0 && (
        <SegmentedControl
          value={mode}
          onChange={(value) => setMode(value as 'existing' | 'new')}
          data={[
            { value: 'existing', label: t('candidateSearch.pool.existing') },
            { value: 'new', label: t('candidateSearch.pool.new') },
          ]}
          fullWidth
        />
      )}
      {creating ? (
        <form noValidate onSubmit={form.onSubmit((body) => create.mutate({ body }))}>
          <Stack gap="sm">
            <TextInput label={t('candidateSearch.pool.name')} required data-autofocus {...form.getInputProps('name')} />
            <FormError error={serverErrors.formError} />
            <SubmitButton pending={create.isPending || add.isPending}>
              {t('candidateSearch.pool.createAndAdd')}
            </SubmitButton>
          </Stack>
        </form>
      ) : (
        <form noValidate onSubmit={submitExisting}>
          <Stack gap="sm">
            <Select
              label={t('candidateSearch.pool.pool')}
              placeholder={pools.isPending ? t('state.loading') : undefined}
              data={choices.map((pool) => ({
                value: pool.id,
                label: t('candidateSearch.pool.option', { name: pool.name, count: pool.candidateCount }),
              }))}
              value={poolId}
              onChange={(value) => {
                setPoolId(value);
                setPoolError(null);
              }}
              error={poolError}
              required
              searchable
              nothingFoundMessage={t('state.noData')}
            />
            <FormError error={serverErrors.formError ?? (pools.isError ? pools.error : null)} />
            <SubmitButton pending={add.isPending}>{t('candidateSearch.pool.addToPool')}</SubmitButton>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
