import {
  type CandidateProfile,
  candidateSelfIntroductionUpdateBody,
  SELF_INTRODUCTION_MAX_LENGTH,
} from '@jobmatch/contract';
import { Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { tsr } from '../../api.ts';
import { formatNumber } from '../../format.ts';
import { useContractForm, useServerErrors } from '../../forms/forms.tsx';
import { useLocale } from '../../i18n/index.ts';
import { SectionForm } from '../SectionForm.tsx';
import { useProfileSaved } from '../use-profile.ts';

/** The self-introduction employers read first, with a live count against the contract's limit. */
export function IntroductionSection({ profile }: { profile: CandidateProfile }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const form = useContractForm(candidateSelfIntroductionUpdateBody, {
    selfIntroduction: profile.personal.selfIntroduction ?? '',
  });
  const serverErrors = useServerErrors(form);
  const saved = useProfileSaved();
  const save = tsr.candidate.profile.updateSelfIntroduction.useMutation({
    onMutate: serverErrors.clear,
    onError: serverErrors.onError,
    onSuccess: saved,
  });
  const length = form.getValues().selfIntroduction.length;

  return (
    <SectionForm
      onSubmit={form.onSubmit((body) => save.mutate({ body }))}
      pending={save.isPending}
      saved={save.isSuccess}
      error={serverErrors.formError}
    >
      <Textarea
        label={t('profile.introduction.label')}
        description={t('profile.introduction.hint')}
        required
        autosize
        minRows={6}
        maxRows={16}
        aria-describedby="self-introduction-count"
        {...form.getInputProps('selfIntroduction')}
      />
      <Text
        id="self-introduction-count"
        size="sm"
        ta="right"
        c={length > SELF_INTRODUCTION_MAX_LENGTH ? 'red.8' : 'dimmed'}
        aria-live="polite"
      >
        {t('profile.introduction.count', {
          count: formatNumber(length, locale),
          max: formatNumber(SELF_INTRODUCTION_MAX_LENGTH, locale),
        })}
      </Text>
    </SectionForm>
  );
}
