import type { EmployerRole, RecruiterStatus } from '@jobmatch/contract';
import { Avatar, Badge, Box, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ChangeEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { initialsOf } from '../../format.ts';
import { ButtonLink } from '../../shell/links.tsx';
import classes from './organization.module.css';

const STATUS_COLORS: Record<RecruiterStatus, string> = { ACTIVE: 'green', INACTIVE: 'gray' };

export function RecruiterStatusBadge({ status }: { status: RecruiterStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" tt="none" size="lg">
      {t(`recruiters.status.${status}`)}
    </Badge>
  );
}

export function RecruiterRoleBadge({ role }: { role: EmployerRole }) {
  const { t } = useTranslation();
  return (
    <Badge color={role === 'ADMIN' ? 'indigo' : 'dark'} variant="outline" tt="none" size="lg">
      {t(`recruiters.role.${role}`)}
    </Badge>
  );
}

export function RecruiterAvatar({ name, size }: { name: string; size?: 'md' | 'lg' }) {
  return (
    <Avatar color="indigo" radius="xl" size={size} aria-hidden="true">
      {initialsOf(name)}
    </Avatar>
  );
}

/** What a profile holds, as label and value; a field nobody filled in says so instead of staying blank. */
export function DetailList({ items }: { items: { label: string; value: ReactNode }[] }) {
  const { t } = useTranslation();
  return (
    <Box component="dl" className={classes.details}>
      {items.map(({ label, value }) => (
        <div key={label} className={classes.detail}>
          <Text component="dt" c="dimmed" size="sm" className={classes.term}>
            {label}
          </Text>
          <Text component="dd" className={classes.value} c={value ? undefined : 'dimmed'}>
            {value || t('organization.notGiven')}
          </Text>
        </div>
      ))}
    </Box>
  );
}

/**
 * Input props for a field the contract wants as null when empty (an address or a URL, where an
 * empty string would not be valid): the input shows '' and clearing it stores null.
 */
export function nullableTextProps<V>(form: UseFormReturnType<V>, field: string) {
  const props = form.getInputProps(field);
  return {
    ...props,
    value: (props.value as string | null) ?? '',
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      form.setFieldValue(field as never, (event.currentTarget.value || null) as never),
  };
}

/** A text the server may hold as null, as a form's initial value. */
export const textOf = (value: string | null | undefined) => value ?? '';

/** The way back from a recruiter's page or the invitation form to the team. */
export function BackToRecruiters() {
  const { t } = useTranslation();
  return (
    <ButtonLink
      to="/employer/recruiters"
      variant="subtle"
      leftSection={<IconArrowLeft size={16} aria-hidden="true" />}
      w="fit-content"
      px={0}
    >
      {t('recruiters.backToList')}
    </ButtonLink>
  );
}
