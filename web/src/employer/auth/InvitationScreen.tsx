import { contract, INVITED_RECRUITER_MIN_PASSWORD } from '@jobmatch/contract';
import { Alert, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconBuilding, IconMail } from '@tabler/icons-react';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { tsr } from '../../api.ts';
import { errorCodeOf } from '../../api-errors.ts';
import { AuthCard } from '../../auth/AuthCard.tsx';
import { NewPasswordInput } from '../../auth/NewPasswordInput.tsx';
import { ErrorState, LoadingRows } from '../../components/QueryStates.tsx';
import { formatDate } from '../../format.ts';
import { FormError, SubmitButton, useContractForm, useServerErrors } from '../../forms/forms.tsx';
import { useLocale } from '../../i18n/index.ts';
import { queryKeys } from '../../query-client.ts';
import { startSession, useSession } from '../../session/session.ts';
import { ButtonLink } from '../../shell/links.tsx';

const route = getRouteApi('/invitations/accept');

/** Why a link cannot be used, by the server's error code: what happened and what to do next. */
const UNUSABLE = {
  INVITATION_NOT_FOUND: 'unknown',
  INVITATION_ALREADY_USED: 'used',
  INVITATION_EXPIRED: 'expired',
} as const;
type Unusable = (typeof UNUSABLE)[keyof typeof UNUSABLE] | 'missing';

/**
 * The page the invitation e-mail links to (`/invitations/accept?token=…`): which company invites
 * which address, then a name, phone number and password make the recruiter's account and sign
 * them in. A link that was already used, has expired or is unknown says so, with a way on.
 */
export function InvitationScreen() {
  const { t } = useTranslation();
  const { token } = route.useSearch();
  // Once accepted, the sign-in refetches every user query; this one would now answer 409 (used).
  const accepted = useRef(false);
  const verify = tsr.company.invitations.verify.useQuery({
    queryKey: queryKeys.invitation(token),
    queryData: { query: { token } },
    enabled: () => token !== '' && !accepted.current,
  });

  if (!token) return <UnusableInvitation reason="missing" />;
  if (verify.isPending) {
    return (
      <AuthCard title={t('invitation.title')}>
        <LoadingRows rows={3} />
      </AuthCard>
    );
  }
  if (verify.isError) {
    const code = errorCodeOf(verify.error);
    const reason = code && code in UNUSABLE ? UNUSABLE[code as keyof typeof UNUSABLE] : null;
    if (reason) return <UnusableInvitation reason={reason} />;
    return (
      <AuthCard title={t('invitation.title')}>
        <ErrorState error={verify.error} onRetry={() => void verify.refetch()} />
      </AuthCard>
    );
  }
  return (
    <AcceptInvitationForm
      token={token}
      invitation={verify.data.body.result}
      onAccepted={() => {
        accepted.current = true;
      }}
    />
  );
}

function UnusableInvitation({ reason }: { reason: Unusable }) {
  const { t } = useTranslation();
  const signedInEmployer = useSession()?.audience === 'employer';
  return (
    <AuthCard title={t(`invitation.unusable.${reason}.title`)}>
      <Alert color={reason === 'used' ? 'blue' : 'yellow'} variant="light">
        {t(`invitation.unusable.${reason}.body`)}
      </Alert>
      {signedInEmployer ? (
        <ButtonLink to="/employer" fullWidth>
          {t('invitation.toEmployerArea')}
        </ButtonLink>
      ) : reason === 'used' ? (
        <ButtonLink to="/employers/sign-in" fullWidth>
          {t('invitation.signIn')}
        </ButtonLink>
      ) : (
        <ButtonLink to="/" variant="light" fullWidth>
          {t('invitation.home')}
        </ButtonLink>
      )}
    </AuthCard>
  );
}

function AcceptInvitationForm({
  token,
  invitation,
  onAccepted,
}: {
  token: string;
  invitation: { companyName: string; email: string; expiresAt: string };
  onAccepted: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const form = useContractForm(contract.company.invitations.accept.body, {
    token,
    email: invitation.email,
    name: '',
    phoneNumber: '',
    password: '',
  });
  const serverErrors = useServerErrors(form, { PASSWORD_TOO_COMMON: 'password' });
  const accept = tsr.company.invitations.accept.useMutation({
    onMutate: serverErrors.clear,
    onError: serverErrors.onError,
    onSuccess: async ({ body }) => {
      onAccepted();
      startSession({ audience: 'employer', ...body.result });
      await navigate({ to: '/employer' });
    },
  });

  return (
    <AuthCard
      title={t('invitation.title')}
      intro={t('invitation.intro', { date: formatDate(invitation.expiresAt, locale) })}
    >
      <Stack gap={6}>
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <IconBuilding size={20} aria-hidden="true" style={{ flexShrink: 0, marginTop: 2 }} />
          <Text>
            {t('invitation.company')}{' '}
            <Text span fw={700}>
              {invitation.companyName}
            </Text>
          </Text>
        </Group>
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <IconMail size={20} aria-hidden="true" style={{ flexShrink: 0, marginTop: 2 }} />
          <Text style={{ overflowWrap: 'anywhere' }}>
            {t('invitation.email')}{' '}
            <Text span fw={700}>
              {invitation.email}
            </Text>
          </Text>
        </Group>
      </Stack>
      <form noValidate onSubmit={form.onSubmit((body) => accept.mutate({ body }))}>
        <Stack gap="md">
          <TextInput label={t('invitation.name')} autoComplete="name" required {...form.getInputProps('name')} />
          <TextInput
            label={t('invitation.phone')}
            type="tel"
            autoComplete="tel"
            required
            {...form.getInputProps('phoneNumber')}
          />
          <NewPasswordInput
            label={t('invitation.password')}
            min={INVITED_RECRUITER_MIN_PASSWORD}
            {...form.getInputProps('password')}
          />
          <FormError error={serverErrors.formError} />
          <SubmitButton pending={accept.isPending} fullWidth>
            {t('invitation.submit')}
          </SubmitButton>
        </Stack>
      </form>
    </AuthCard>
  );
}
