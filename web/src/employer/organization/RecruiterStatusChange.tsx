import type { Recruiter, RecruiterStatus } from '@jobmatch/contract';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tsr } from '../../api.ts';
import { describeError } from '../../api-errors.ts';

/**
 * An ADMIN deactivates a recruiter (signed out everywhere, no more sign-in) or lets them back in,
 * after saying so in a dialog. The server refuses to deactivate the last active ADMIN; its
 * message says why.
 */
export function RecruiterStatusChange({
  recruiter,
  onChanged,
}: {
  recruiter: Recruiter;
  onChanged: (recruiter: Recruiter) => void;
}) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const next: RecruiterStatus = recruiter.status === 'ACTIVE' ? 'INACTIVE' : 'ACTIVE';
  // What the dialog asks about, kept while it fades out after the status has changed.
  const [asked, setAsked] = useState(next);
  const change = tsr.company.organization.updateRecruiterStatus.useMutation({
    onSuccess: ({ body }) => {
      setConfirming(false);
      onChanged(body.result.recruiter);
    },
    onError: () => setConfirming(false),
  });

  return (
    <Stack gap="sm" align="flex-start">
      {change.isSuccess && (
        <Alert color="green" variant="light" role="status" w="100%">
          {t(`recruiters.statusChange.done.${recruiter.status}`, { name: recruiter.name })}
        </Alert>
      )}
      {change.isError && (
        <Alert color="orange" variant="light" role="alert" w="100%">
          {describeError(change.error, t)}
        </Alert>
      )}
      <Button
        variant={next === 'INACTIVE' ? 'default' : 'light'}
        c={next === 'INACTIVE' ? 'red.9' : undefined}
        onClick={() => {
          change.reset();
          setAsked(next);
          setConfirming(true);
        }}
      >
        {t(`recruiters.statusChange.button.${next}`)}
      </Button>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t(`recruiters.statusChange.confirmTitle.${asked}`)}
        centered
        closeButtonProps={{ 'aria-label': t('recruiters.statusChange.close') }}
      >
        <Stack gap="md">
          <Text>{t(`recruiters.statusChange.confirmBody.${asked}`, { name: recruiter.name })}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('organization.cancel')}
            </Button>
            <Button
              // Shade 9: white on the default red is below 4.5:1.
              color={asked === 'INACTIVE' ? 'red.9' : undefined}
              loading={change.isPending}
              onClick={() => change.mutate({ params: { recruiterId: recruiter.id }, body: { status: asked } })}
            >
              {t(`recruiters.statusChange.button.${asked}`)}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
