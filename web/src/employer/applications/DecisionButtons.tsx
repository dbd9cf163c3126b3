import type { CompanyApplication } from '@jobmatch/contract';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tsr } from '../../api.ts';
import { FormError } from '../../forms/forms.tsx';

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
      <Modal
        opened={decision !== null}
        onClose={close}
        closeButtonProps={{ 'aria-label': t('companyApplications.close') }}
        title={
          decision === 'REJECTED'
            ? t('companyApplications.confirmRejectTitle')
            : t('companyApplications.confirmAcceptTitle')
        }
      >
        <Stack gap="sm">
          <Text>
            {decision === 'REJECTED'
              ? t('companyApplications.confirmRejectBody', what)
              : t('companyApplications.confirmAcceptBody', what)}
          </Text>
          <FormError error={error} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('companyApplications.back')}
            </Button>
            <Button
              color={decision === 'REJECTED' ? 'red.9' : undefined}
              loading={decide.isPending}
              onClick={() =>
                decision && decide.mutate({ params: { applicationId: application.id }, body: { status: decision } })
              }
            >
              {decision === 'REJECTED'
                ? t('companyApplications.confirmReject')
                : t('companyApplications.confirmAccept')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
