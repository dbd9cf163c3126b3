import type { CandidateSettings, CandidateSettingsUpdateBody, Contract } from '@jobmatch/contract';
import { Alert, Card, Select, Stack, Switch, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import type { DataResponse } from '@ts-rest/react-query/v5';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeys, tsr } from '../api.ts';
import { describeError } from '../api-errors.ts';
import { ErrorState, LoadingRows } from '../components/QueryStates.tsx';
import { Page } from '../shell/Page.tsx';
import { AccountDeletion } from './AccountDeletion.tsx';
import { DataExport } from './DataExport.tsx';

type SettingsResponse = DataResponse<Contract['candidate']['settings']['get']>;
type Flag = 'openToCompanyOffer' | 'openToDirectMessage' | 'subscribedToNewsletter';
const FLAGS: Flag[] = ['openToCompanyOffer', 'openToDirectMessage', 'subscribedToNewsletter'];

/** Who may reach the candidate, their data to take away, and leaving. */
export function SettingsScreen() {
  const { t } = useTranslation();
  const settings = tsr.candidate.settings.get.useQuery({ queryKey: queryKeys.settings() });
  return (
    <Page title={t('settings.title')} intro={t('settings.intro')}>
      <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="settings-contact" maw={760}>
        <Title id="settings-contact" order={2} size="h4" mb="md">
          {t('settings.contactTitle')}
        </Title>
        {settings.isPending ? (
          <LoadingRows rows={3} height={40} />
        ) : settings.isError ? (
          <ErrorState error={settings.error} onRetry={() => void settings.refetch()} />
        ) : (
          <Switches settings={settings.data.body.result.settings} />
        )}
      </Card>
      <DataExport />
      <AccountDeletion />
    </Page>
  );
}

/**
 * Each switch (and the e-mail language) saves at once: it shows the new position straight away,
 * goes back if the server refuses, and says which happened.
 */
function Switches({ settings }: { settings: CandidateSettings }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<{ changed: keyof CandidateSettingsUpdateBody; error?: unknown } | null>(null);
  const changedIn = (body: CandidateSettingsUpdateBody | undefined) =>
    Object.keys(body ?? {})[0] as keyof CandidateSettingsUpdateBody;
  const patchCache = (patch: CandidateSettingsUpdateBody) =>
    queryClient.setQueryData<SettingsResponse>(queryKeys.settings(), (old) =>
      old ? { ...old, body: { ...old.body, result: { settings: { ...old.body.result.settings, ...patch } } } } : old,
    );
  const update = tsr.candidate.settings.update.useMutation({
    onMutate: ({ body }) => {
      setOutcome(null);
      const previous = queryClient.getQueryData<SettingsResponse>(queryKeys.settings());
      if (body) patchCache(body);
      return { previous };
    },
    onError: (error, { body }, context) => {
      if (context?.previous) queryClient.setQueryData(queryKeys.settings(), context.previous);
      setOutcome({ changed: changedIn(body), error });
    },
    onSuccess: ({ body }, variables) => {
      queryClient.setQueryData<SettingsResponse>(queryKeys.settings(), (old) => (old ? { ...old, body } : old));
      setOutcome({ changed: changedIn(variables.body) });
    },
  });

  const savedText = (changed: keyof CandidateSettingsUpdateBody) =>
    changed === 'locale'
      ? t('settings.locale.saved', { language: t(settings.locale === 'th' ? 'language.thai' : 'language.english') })
      : t(settings[changed as Flag] ? 'settings.turnedOn' : 'settings.turnedOff', {
          setting: t(`settings.flags.${changed as Flag}.label`),
        });

  return (
    <Stack gap="lg">
      {FLAGS.map((flag) => (
        <Switch
          key={flag}
          size="md"
          label={t(`settings.flags.${flag}.label`)}
          description={t(`settings.flags.${flag}.hint`)}
          checked={settings[flag]}
          disabled={update.isPending}
          onChange={(event) => update.mutate({ body: { [flag]: event.currentTarget.checked } })}
        />
      ))}
      <Select
        label={t('settings.locale.label')}
        description={t('settings.locale.hint')}
        data={[
          { value: 'en', label: t('language.english') },
          { value: 'th', label: t('language.thai') },
        ]}
        allowDeselect={false}
        value={settings.locale}
        disabled={update.isPending}
        maw={360}
        onChange={(locale) => {
          if (locale === 'en' || locale === 'th') update.mutate({ body: { locale } });
        }}
      />
      {outcome && (
        <Alert
          color={outcome.error ? 'red' : 'green'}
          variant="light"
          role={outcome.error ? 'alert' : 'status'}
          icon={outcome.error ? undefined : <IconCheck size={18} aria-hidden="true" />}
        >
          {outcome.error
            ? t('settings.failed', { reason: describeError(outcome.error, t) })
            : savedText(outcome.changed)}
        </Alert>
      )}
    </Stack>
  );
}
