import { type CompanyProfile, type Contract, updateCompanyProfileBody } from '@jobmatch/contract';
import { Anchor, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { DataResponse } from '@ts-rest/react-query/v5';
import { useTranslation } from 'react-i18next';
import { tsr } from '../../api.ts';
import { useContractForm, useServerErrors } from '../../forms/forms.tsx';
import { queryKeys } from '../../query-client.ts';
import { DetailList, nullableTextProps, textOf } from './organization-parts.tsx';
import { EditableSection, SectionFormActions } from './Section.tsx';

type CompanyResponse = DataResponse<Contract['company']['organization']['getCompany']>;

export function CompanyProfileSection({ admin }: { admin: boolean }) {
  const { t } = useTranslation();
  const company = tsr.company.organization.getCompany.useQuery({ queryKey: queryKeys.company() });
  const profile = company.data?.body.result.company;
  return (
    <EditableSection
      title={t('organization.profile.title')}
      editLabel={t('organization.profile.edit')}
      savedMessage={t('organization.profile.saved')}
      admin={admin}
      query={company}
      data={profile}
      details={(company) => <CompanyProfileDetails company={company} />}
      form={(company, onDone) => <CompanyProfileForm company={company} onDone={onDone} />}
    />
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
        <SectionFormActions error={serverErrors.formError} pending={update.isPending} onCancel={() => onDone(false)} />
      </Stack>
    </form>
  );
}
