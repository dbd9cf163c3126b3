import { candidateAccountDeletionBody, WithdrawalReason } from '@jobmatch/contract';
import {
  Alert,
  Button,
  Card,
  Group,
  Modal,
  NumberInput,
  Radio,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { tsr } from '../api.ts';
import { FormError, SubmitButton, useContractForm, useServerErrors } from '../forms/forms.tsx';
import { nullableNumber, nullableText } from '../profile/inputs.ts';
import { endSession, useSession } from '../session/session.ts';

type DeletionForm = z.input<typeof candidateAccountDeletionBody>;

/** Leaving: the withdrawal survey and, as the final confirmation, the account's e-mail typed again. */
export function AccountDeletion() {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="settings-delete" maw={760}>
      <Stack gap="sm" align="flex-start">
        <Title id="settings-delete" order={2} size="h4">
          {t('account.delete.title')}
        </Title>
        <Text size="sm">{t('account.delete.body')}</Text>
        <Button color="red.8" variant="outline" onClick={open}>
          {t('account.delete.open')}
        </Button>
      </Stack>
      <Modal
        opened={opened}
        onClose={close}
        title={t('account.delete.dialogTitle')}
        size="lg"
        closeButtonProps={{ 'aria-label': t('account.delete.close') }}
      >
        {opened && <DeletionForm onCancel={close} />}
      </Modal>
    </Card>
  );
}

function DeletionForm({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const form = useContractForm(candidateAccountDeletionBody, {
    email: '',
    reason: null,
    reasonOther: null,
    message: null,
    score: null,
  } as unknown as DeletionForm);
  const serverErrors = useServerErrors(form, { EMAIL_MISMATCH: 'email' });
  const remove = tsr.candidate.profile.delete.useMutation({
    onMutate: serverErrors.clear,
    onError: serverErrors.onError,
    onSuccess: async () => {
      // Leave the signed-in screens first: the server has already revoked the token.
      await navigate({ to: '/account-deleted' });
      endSession('signed-out');
    },
  });
  const reason = form.getValues().reason;

  return (
    <form noValidate onSubmit={form.onSubmit((body) => remove.mutate({ body }))}>
      <Stack gap="md">
        <Radio.Group label={t('account.delete.reason')} required {...form.getInputProps('reason')}>
          <Stack gap="xs" mt="xs">
            {WithdrawalReason.options.map((option) => (
              <Radio key={option} value={option} label={t(`account.delete.reasons.${option}`)} />
            ))}
          </Stack>
        </Radio.Group>
        {reason === 'OTHER' && (
          <Textarea
            label={t('account.delete.reasonOther')}
            autosize
            minRows={2}
            {...nullableText(form, 'reasonOther')}
          />
        )}
        <Textarea label={t('account.delete.message')} autosize minRows={2} {...nullableText(form, 'message')} />
        <NumberInput
          label={t('account.delete.score')}
          description={t('account.delete.scoreHint')}
          required
          min={1}
          max={10}
          allowDecimal={false}
          w={{ base: '100%', xs: 240 }}
          {...nullableNumber(form, 'score')}
        />
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden="true" />}>
          {t('account.delete.warning')}
        </Alert>
        <TextInput
          type="email"
          label={t('account.delete.confirmEmail', { email: session?.user.email ?? '' })}
          required
          autoComplete="off"
          {...form.getInputProps('email')}
        />
        <FormError error={serverErrors.formError} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('account.delete.cancel')}
          </Button>
          <SubmitButton color="red.8" pending={remove.isPending}>
            {t('account.delete.submit')}
          </SubmitButton>
        </Group>
      </Stack>
    </form>
  );
}
