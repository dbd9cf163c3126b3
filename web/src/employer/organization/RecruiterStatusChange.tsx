import type { Recruiter, RecruiterStatus } from '@jobmatch/contract';
import { Alert, Button, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tsr } from '../../api.ts';
import { describeError } from '../../api-errors.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';

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
      <ConfirmDialog
        opened={confirming}
        title={t(`recruiters.statusChange.confirmTitle.${asked}`)}
        message={t(`recruiters.statusChange.confirmBody.${asked}`, { name: recruiter.name })}
        confirmLabel={t(`recruiters.statusChange.button.${asked}`)}
        danger={asked === 'INACTIVE'}
        pending={change.isPending}
        // A refusal closes the dialog and is said above the button.
        error={null}
        onConfirm={() => change.mutate({ params: { recruiterId: recruiter.id }, body: { status: asked } })}
        onClose={() => setConfirming(false)}
        cancelLabel={t('organization.cancel')}
        closeLabel={t('recruiters.statusChange.close')}
      />
    </Stack>
  );
}
