import type { CompanyApplication } from '@jobmatch/contract';
import { Button, Group } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tsr } from '../../api.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';

type Decision = 'ACCEPTED' | 'REJECTED';

/** Accept or reject a PENDING application, each after a confirmation that says what follows. */
export function DecisionButtons({
  application,
  name,
  onDecided,
}: {
  application: CompanyApplication;
  name: string;
  onDecided: (notice: string) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [decision, setDecision] = useState<Decision | null>(null);
  const [error, setError] = useState<unknown>(null);
  const decide = tsr.company.applications.decide.useMutation({
    onMutate: () => setError(null),
    onError: setError,
    onSuccess: ({ body }) => {
      void queryClient.invalidateQueries({ queryKey: ['company', 'applications'] });
      setDecision(null);
      onDecided(
        t('companyApplications.decided', {
          name,
          status: t(`companyApplications.statuses.${body.result.application.status}`),
        }),
      );
    },
  });
  const close = () => {
    setDecision(null);
    setError(null);
  };
  const what = { name, title: application.recruitment.title };
  return (
    <>
      <Group gap="xs">
        <Button
          size="sm"
          onClick={() => setDecision('ACCEPTED')}
          aria-label={t('companyApplications.acceptLabel', what)}
        >
          {t('companyApplications.accept')}
        </Button>
        <Button
          size="sm"
          variant="default"
          onClick={() => setDecision('REJECTED')}
          aria-label={t('companyApplications.rejectLabel', what)}
        >
          {t('companyApplications.reject')}
        </Button>
      </Group>
      <ConfirmDialog
        opened={decision !== null}
        title={
          decision === 'REJECTED'
            ? t('companyApplications.confirmRejectTitle')
            : t('companyApplications.confirmAcceptTitle')
        }
        message={
          decision === 'REJECTED'
            ? t('companyApplications.confirmRejectBody', what)
            : t('companyApplications.confirmAcceptBody', what)
        }
        confirmLabel={
          decision === 'REJECTED' ? t('companyApplications.confirmReject') : t('companyApplications.confirmAccept')
        }
        danger={decision === 'REJECTED'}
        pending={decide.isPending}
        error={error}
        onConfirm={() =>
          decision && decide.mutate({ params: { applicationId: application.id }, body: { status: decision } })
        }
        onClose={close}
        cancelLabel={t('companyApplications.back')}
        closeLabel={t('companyApplications.close')}
      />
    </>
  );
}
