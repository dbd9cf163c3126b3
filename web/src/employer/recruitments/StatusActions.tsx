import type { Recruitment, RecruitmentStatus, UpdateRecruitmentBody } from '@jobmatch/contract';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeys, tsr } from '../../api.ts';
import { bodyFieldErrors } from '../../api-errors.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { formatDateTime } from '../../format.ts';
import { FormError } from '../../forms/forms.tsx';
import { useLocale } from '../../i18n/index.ts';
import { bangkokDate, endOfBangkokDay, type RecruitmentValues } from './recruitment-values.ts';

type Action = 'publish' | 'pause' | 'resume' | 'close' | 'reopen';

/**
 * The moves the server allows from each status (the contract's update route lists them): a
 * draft is published or closed, a published one paused or closed, a paused one resumed or
 * closed, a closed one reopened with a new expiry.
 */
const ACTIONS: Record<RecruitmentStatus, readonly Action[]> = {
  DRAFT: ['publish', 'close'],
  ACTIVE: ['pause', 'close'],
  PAUSED: ['resume', 'close'],
  CLOSED: ['reopen'],
};

const TARGET: Record<Action, RecruitmentStatus> = {
  publish: 'ACTIVE',
  pause: 'PAUSED',
  resume: 'ACTIVE',
  close: 'CLOSED',
  reopen: 'ACTIVE',
};

/** Hiding a posting from candidates is asked for twice, and so is reopening (it needs a new expiry). */
type ConfirmedAction = Extract<Action, 'pause' | 'close' | 'reopen'>;
const isConfirmed = (action: Action): action is ConfirmedAction =>
  action === 'pause' || action === 'close' || action === 'reopen';

/** Changes a recruitment and puts the answer where the editor, the list and the dashboard read it. */
export function useRecruitmentUpdate() {
  const queryClient = useQueryClient();
  return tsr.company.recruitments.update.useMutation({
    onSuccess: ({ body }) => {
      queryClient.setQueryData(queryKeys.recruitment(body.result.recruitment.id), {
        status: 200,
        body,
        headers: new Headers(),
      });
      void queryClient.invalidateQueries({ queryKey: ['company', 'recruitments', 'list'] });
    },
  });
}

/**
 * The status buttons of a saved recruitment. Publishing a draft saves the editor's content in
 * the same request (`content()` is null while the form has errors, and nothing is sent).
 */
export function StatusActions({
  recruitment,
  content,
  onChanged,
}: {
  recruitment: Recruitment;
  content: () => RecruitmentValues | null;
  onChanged: (message: string, recruitment: Recruitment) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [asking, setAsking] = useState<ConfirmedAction | null>(null);
  const [expiry, setExpiry] = useState('');
  const [expiryError, setExpiryError] = useState<string | null>(null);
  const update = useRecruitmentUpdate();

  const run = (action: Action) => {
    let body: UpdateRecruitmentBody = { status: TARGET[action] };
    if (action === 'publish') {
      const values = content();
      if (!values) return;
      body = { ...values, status: 'ACTIVE' };
    }
    if (action === 'reopen') {
      if (!expiry) {
        setExpiryError(t('recruitments.reopen.expiryRequired'));
        return;
      }
      body = { status: 'ACTIVE', expiredAt: endOfBangkokDay(expiry) };
    }
    update.mutate(
      { params: { recruitmentId: recruitment.id }, body },
      {
        onSuccess: ({ body: answer }) => {
          setAsking(null);
          onChanged(t(`recruitments.changed.${action}`), answer.result.recruitment);
        },
        onError: (error) => {
          const expiredAt = bodyFieldErrors(error).expiredAt;
          if (action === 'reopen' && expiredAt) setExpiryError(expiredAt);
        },
      },
    );
  };

  const ask = (action: Action) => {
    update.reset();
    setExpiryError(null);
    if (action === 'reopen') setExpiry('');
    if (isConfirmed(action)) setAsking(action);
    else run(action);
  };

  const tomorrow = bangkokDate(new Date(Date.now() + 24 * 60 * 60 * 1000));
  return (
    <Stack gap="sm">
      <Group gap="sm">
        {ACTIONS[recruitment.status].map((action) => (
          <Button
            key={action}
            variant={action === 'close' ? 'default' : 'filled'}
            loading={update.isPending && update.variables?.body?.status === TARGET[action] && !asking}
            onClick={() => ask(action)}
          >
            {t(`recruitments.actions.${action}`)}
          </Button>
        ))}
      </Group>
      {!asking && <FormError error={update.error} />}
      <ConfirmDialog
        opened={asking !== null}
        title={asking ? t(`recruitments.confirm.${asking}.title`) : ''}
        message={asking ? t(`recruitments.confirm.${asking}.body`, { title: recruitment.title }) : ''}
        confirmLabel={asking ? t(`recruitments.actions.${asking}`) : ''}
        danger={asking !== 'reopen'}
        pending={update.isPending}
        error={expiryError ? null : update.error}
        onConfirm={() => asking && run(asking)}
        onClose={() => setAsking(null)}
        cancelLabel={t('recruitments.confirm.cancel')}
        closeLabel={t('recruitments.confirm.cancel')}
      >
        {asking === 'reopen' && (
          <TextInput
            type="date"
            label={t('recruitments.reopen.expiry')}
            description={
              expiry
                ? t('recruitments.fields.expiredAtChosen', {
                    date: formatDateTime(endOfBangkokDay(expiry), locale),
                  })
                : undefined
            }
            min={tomorrow}
            required
            value={expiry}
            error={expiryError}
            onChange={(event) => {
              setExpiry(event.currentTarget.value);
              setExpiryError(null);
            }}
          />
        )}
      </ConfirmDialog>
    </Stack>
  );
}
