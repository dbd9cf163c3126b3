import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { queryKeys, tsr } from '../api.ts';
import { FormError } from '../forms/forms.tsx';

/** Saves `data` as a file the browser downloads. */
function download(fileName: string, data: unknown) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // The click has handed the file to the browser; the address is not needed any more.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The PDPA's right of access: everything the platform holds about the candidate, as a JSON file. */
export function DataExport() {
  const { t } = useTranslation();
  // Fetched on demand, fresh each time: an export must be the data as it is now.
  const exported = tsr.candidate.profile.export.useQuery({
    queryKey: queryKeys.profileExport(),
    enabled: false,
    gcTime: 0,
  });
  const exportData = async () => {
    const { data } = await exported.refetch();
    if (data?.status !== 200) return;
    const result = data.body.result.export;
    download(`jobmatch-export-${result.exportedAt.slice(0, 10)}.json`, result);
  };
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="settings-export" maw={760}>
      <Stack gap="sm" align="flex-start">
        <Title id="settings-export" order={2} size="h4">
          {t('account.export.title')}
        </Title>
        <Text size="sm">{t('account.export.body')}</Text>
        <FormError error={exported.error} />
        <Button
          variant="light"
          leftSection={<IconDownload size={16} aria-hidden="true" />}
          loading={exported.isFetching}
          onClick={() => void exportData()}
        >
          {t('account.export.button')}
        </Button>
      </Stack>
    </Card>
  );
}
