import { type CompanyProfile, type Contract, updateCompanyProfileBody } from '@jobmatch/contract';
import { Alert, Anchor, Button, Group, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { DataResponse } from '@ts-rest/react-query/v5';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tsr } from '../../api.ts';
import { ErrorState, LoadingRows } from '../../components/QueryStates.tsx';
import { FormError, SubmitButton, useContractForm, useServerErrors } from '../../forms/forms.tsx';
import { queryKeys } from '../../query-client.ts';
import { DetailList, nullableTextProps, textOf } from './organization-parts.tsx';
import { Section } from './Section.tsx';

type CompanyResponse = DataResponse<Contract['company']['organization']['getCompany']>;

export function CompanyProfileSection({ admin }: { admin: boolean }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const company = tsr.company.organization.getCompany.useQuery({ queryKey: queryKeys.company() });
  const profile = company.data?.body.result.company;
  return (
    <Section
      title={t('organization.profile.title')}
      editLabel={t('organization.profile.edit')}
      onEdit={
        admin && profile && !editing
          ? () => {
              setSaved(false);
              setEditing(true);
            }
          : undefined
      }
    >
      {company.isPending ? (
        <LoadingRows rows={4} />
      ) : company.isError ? (
        <ErrorState error={company.error} onRetry={() => void company.refetch()} />
      ) : editing && profile ? (
        <CompanyProfileForm
          company={profile}
          onDone={(done) => {
            setEditing(false);
            setSaved(done);
          }}
        />
      ) : (
        <Stack gap="md">
          {saved && (
            <Alert color="green" variant="light" role="status">
              {t('organization.profile.saved')}
            </Alert>
          )}
          {profile && <CompanyProfileDetails company={profile} />}
        </Stack>
      )}
    </Section>
  );
}

function CompanyProfileDetails({ company }: { company: CompanyProfile }) {
  const { t } = useTranslation();
  const link = (address: string | null) =>
    address && /^https?:\/\//i.test(address) ? (
      <Anchor href={address} target="_blank" rel="noopener noreferrer">
        {address}
      </Anchor>
    ) : (
      address
    );
  return (
    <DetailList
      items={[
        { label: t('organization.profile.name'), value: company.name },
        { label: t('organization.profile.taxId'), value: company.taxId },
        { label: t('organization.profile.description'), value: company.description },
        { label: t('organization.profile.location'), value: company.location },
        { label: t('organization.profile.website'), value: link(company.website) },
        { label: t('organization.profile.ceo'), value: company.ceo },
        { label: t('organization.profile.capital'), value: company.capital },
        { label: t('organization.profile.establishment'), value: company.establishment },
        { label: t('organization.profile.logo'), value: link(company.logo) },
      ]}
    />
  );
}

function CompanyProfileForm({ company, onDone }: { company: CompanyProfile; onDone: (saved: boolean) => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useContractForm(updateCompanyProfileBody, {
    name: company.name,
    description: textOf(company.description),
    location: textOf(company.location),
    website: textOf(company.website),
    ceo: textOf(company.ceo),
    capital: textOf(company.capital),
    establishment: textOf(company.establishment),
    logo: company.logo,
  });
  const serverErrors = useServerErrors(form);
  const update = tsr.company.organization.updateCompany.useMutation({
    onMutate: serverErrors.clear,
    onError: serverErrors.onError,
    onSuccess: ({ body, headers }) => {
      queryClient.setQueryData<CompanyResponse>(queryKeys.company(), { status: 200, body, headers });
      onDone(true);
    },
  });

  return (
    <form noValidate onSubmit={form.onSubmit((body) => update.mutate({ body }))}>
      <Stack gap="md">
        <TextInput label={t('organization.profile.name')} required {...form.getInputProps('name')} />
        <TextInput
          label={t('organization.profile.taxId')}
          description={t('organization.profile.taxIdFixed')}
          value={company.taxId}
          variant="filled"
          readOnly
        />
        <Textarea
          label={t('organization.profile.description')}
          description={t('organization.maxLength', { max: 300 })}
          autosize
          minRows={3}
          {...form.getInputProps('description')}
        />
        <Textarea
          label={t('organization.profile.location')}
          description={t('organization.maxLength', { max: 300 })}
          autosize
          minRows={2}
          {...form.getInputProps('location')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label={t('organization.profile.website')} {...form.getInputProps('website')} />
          <TextInput label={t('organization.profile.ceo')} {...form.getInputProps('ceo')} />
          <TextInput label={t('organization.profile.capital')} {...form.getInputProps('capital')} />
          <TextInput label={t('organization.profile.establishment')} {...form.getInputProps('establishment')} />
        </SimpleGrid>
        <TextInput
          label={t('organization.profile.logo')}
          description={t('organization.profile.logoHint')}
          type="url"
          {...nullableTextProps(form, 'logo')}
        />
        <FormError error={serverErrors.formError} />
        <Group gap="sm">
          <SubmitButton pending={update.isPending}>{t('organization.save')}</SubmitButton>
          <Button variant="default" onClick={() => onDone(false)} disabled={update.isPending}>
            {t('organization.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
