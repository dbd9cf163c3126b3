import type { CandidateApplication, CandidateApplicationItem, Contract } from '@jobmatch/contract';
import { Alert, Button } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { DataResponse } from '@ts-rest/react-query/v5';
import type { TFunction } from 'i18next';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeys, tsr } from '../api.ts';
import { describeError, errorCodeOf, errorEnvelopeOf } from '../api-errors.ts';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import { APPLICATION_STATUSES } from './search-params.ts';

/** The application part of a list item: what the job's page keeps in its `application` field. */
function applicationOf(item: CandidateApplicationItem): CandidateApplication {
  const { id, candidateId, jobId, offerId, status, createdAt, updatedAt, withdrawnAt } = item;
  return { id, candidateId, jobId, offerId, status, createdAt, updatedAt, withdrawnAt };
}

/**
 * 409 APPLICATION_NOT_PENDING: the company decided (or another tab withdrew it) since the page
 * was loaded. The envelope's first detail holds the status it has now.
 */
function conflictMessage(error: unknown, t: TFunction): string {
  const status = errorEnvelopeOf(error)?.error.details?.[0]?.message;
  const known = APPLICATION_STATUSES.find((value) => value === status);
  return known
    ? t('applications.changedMeanwhile', { status: t(`applications.status.${known}`) })
    : describeError(error, t);
}

/**
 * Withdraw a PENDING application after a confirmation, from My applications or the job's page.
 * Both places are brought up to date; a refusal because the application changed meanwhile says
 * so and shows its current status. The caller places the button (null unless it can be
 * withdrawn) among its actions and the feedback below them; the dialog goes anywhere.
 */
export function useApplicationWithdrawal({
  applicationId,
  jobId,
  canWithdraw,
  jobTitle,
  company,
}: {
  applicationId: string;
  jobId: string;
  canWithdraw: boolean;
  jobTitle: string;
  company: string;
}): { button: ReactNode; feedback: ReactNode; dialog: ReactNode } {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: ['candidate', 'applications'] });
    // Job lists and saved jobs mark the jobs applied to.
    void queryClient.invalidateQueries({ queryKey: ['candidate', 'saved-jobs'] });
    void queryClient.invalidateQueries({ queryKey: ['jobs', 'list'] });
  };
  const withdraw = tsr.candidate.applications.withdraw.useMutation({
    onSuccess: ({ body }) => {
      setConfirming(false);
      const withdrawn = applicationOf(body.result.application);
      queryClient.setQueryData<DataResponse<Contract['candidate']['jobs']['get']>>(queryKeys.job(jobId), (old) =>
        old && old.status === 200
          ? {
              ...old,
              body: {
                ...old.body,
                result: { job: { ...old.body.result.job, hasApplied: false, application: withdrawn } },
              },
            }
          : old,
      );
      refresh();
    },
    onError: (error) => {
      setConfirming(false);
      if (errorCodeOf(error) === 'APPLICATION_NOT_PENDING') {
        refresh();
        void queryClient.invalidateQueries({ queryKey: queryKeys.job(jobId) });
      }
    },
  });

  const button = canWithdraw ? (
    <Button
      variant="default"
      c="red.8"
      onClick={() => setConfirming(true)}
      aria-label={t('applications.withdrawLabel', { title: jobTitle })}
    >
      {t('applications.withdraw')}
    </Button>
  ) : null;

  const feedback = withdraw.isSuccess ? (
    <Alert color="green" variant="light" role="status">
      {t('applications.withdrawn', { title: jobTitle })}
    </Alert>
  ) : withdraw.isError ? (
    <Alert color="orange" variant="light" role="alert">
      {errorCodeOf(withdraw.error) === 'APPLICATION_NOT_PENDING'
        ? conflictMessage(withdraw.error, t)
        : describeError(withdraw.error, t)}
    </Alert>
  ) : null;

  const dialog = (
    <ConfirmDialog
      opened={confirming}
      title={t('applications.confirmTitle')}
      message={t('applications.confirmBody', { company, title: jobTitle })}
      confirmLabel={t('applications.confirm')}
      pending={withdraw.isPending}
      error={null}
      onConfirm={() => withdraw.mutate({ params: { applicationId }, body: {} })}
      onClose={() => setConfirming(false)}
      cancelLabel={t('applications.cancel')}
      closeLabel={t('applications.closeDialog')}
    />
  );

  return { button, feedback, dialog };
}
