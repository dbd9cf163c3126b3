import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A password being chosen: says how long it must be and lets the browser suggest one. */
export function NewPasswordInput({ min, ...props }: PasswordInputProps & { min: number }) {
  const { t } = useTranslation();
  return (
    <PasswordInput
      description={t('auth.signUp.passwordHint', { min })}
      autoComplete="new-password"
      required
      {...props}
    />
  );
}
