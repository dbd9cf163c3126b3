import { type CandidateProfile, candidatePersonalDetailsUpdateBody, Gender } from '@jobmatch/contract';
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tsr } from '../../api.ts';
import { useContractForm, useServerErrors } from '../../forms/forms.tsx';
import { useLocale } from '../../i18n/index.ts';
import { nameIn } from '../../reference/text.ts';
import { DateInput } from '../DateInput.tsx';
import { nullableText } from '../inputs.ts';
import { useDistricts, useProvinceChoices } from '../reference-options.tsx';
import { SectionForm } from '../SectionForm.tsx';
import { useProfileSaved } from '../use-profile.ts';

/** Names, date of birth, gender, phone and address (the district picked within its province). */
export function PersonalSection({ profile }: { profile: CandidateProfile }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { personal, address } = profile;
  const form = useContractForm(candidatePersonalDetailsUpdateBody, {
    firstName: personal.firstName ?? '',
    lastName: personal.lastName ?? '',
    dateOfBirth: personal.dateOfBirth,
    gender: personal.gender,
    phoneNumber: personal.phoneNumber,
    address: address.address,
    postalCode: address.postalCode,
    districtId: address.districtId,
  });
  const [provinceId, setProvinceId] = useState<string | null>(address.provinceId);
  const provinces = useProvinceChoices(locale);
  const districts = useDistricts(provinceId, locale);
  const serverErrors = useServerErrors(form);
  const saved = useProfileSaved();
  const save = tsr.candidate.profile.updatePersonalDetails.useMutation({
    onMutate: serverErrors.clear,
    onError: serverErrors.onError,
    onSuccess: saved,
  });

  const chooseDistrict = (districtId: string | null) => {
    form.setFieldValue('districtId', districtId);
    // The district's main postal code, unless one is typed in already.
    const postalCode = districts.find((district) => district.id === districtId)?.postalCodes[0];
    if (postalCode && !form.getValues().postalCode) form.setFieldValue('postalCode', postalCode);
  };

  return (
    <SectionForm
      onSubmit={form.onSubmit((body) => save.mutate({ body }))}
      pending={save.isPending}
      saved={save.isSuccess}
      error={serverErrors.formError}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t('profile.personal.firstName')} required {...form.getInputProps('firstName')} />
        <TextInput label={t('profile.personal.lastName')} required {...form.getInputProps('lastName')} />
        <DateInput label={t('profile.personal.dateOfBirth')} {...nullableText(form, 'dateOfBirth')} />
        <Select
          label={t('profile.personal.gender')}
          data={Gender.options.map((gender) => ({ value: gender, label: t(`profile.gender.${gender}`) }))}
          clearable
          {...form.getInputProps('gender')}
        />
        <TextInput
          type="tel"
          label={t('profile.personal.phoneNumber')}
          description={t('profile.personal.phoneHint')}
          {...nullableText(form, 'phoneNumber')}
        />
      </SimpleGrid>
      <TextInput label={t('profile.personal.address')} {...nullableText(form, 'address')} />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Select
          label={t('profile.personal.province')}
          data={provinces}
          searchable
          clearable
          value={provinceId}
          onChange={(value) => {
            setProvinceId(value);
            form.setFieldValue('districtId', null);
          }}
          nothingFoundMessage={t('profile.nothingFound')}
        />
        <Select
          label={t('profile.personal.district')}
          data={districts.map((district) => ({ value: district.id, label: nameIn(district.localized, locale) }))}
          searchable
          clearable
          disabled={!provinceId}
          nothingFoundMessage={t('profile.nothingFound')}
          {...form.getInputProps('districtId')}
          onChange={chooseDistrict}
        />
        <TextInput
          label={t('profile.personal.postalCode')}
          inputMode="numeric"
          maxLength={5}
          {...nullableText(form, 'postalCode')}
        />
      </SimpleGrid>
    </SectionForm>
  );
}
