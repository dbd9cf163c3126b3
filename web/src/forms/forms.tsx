import type { ErrorCode } from '@jobmatch/contract';
import { Alert, Button, type ButtonProps } from '@mantine/core';
import { schemaResolver, type UseFormReturnType, useForm } from '@mantine/form';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
// The contract's validation messages follow the UI language once api.ts has set it up.
import '../api.ts';
import { bodyFieldErrors, describeError, errorEnvelopeOf } from '../api-errors.ts';
import { useLocale } from '../i18n/index.ts';

/**
 * A Mantine form validated by a contract schema: the same rules and the same (translated)
 * messages as the server's. Fields are checked on submit (not on blur: an error appearing as the
 * focus leaves the last field would move the submit button away from under the pointer), a
 * field's error goes when it is edited, and a language switch re-words the errors on screen.
 */
export function useContractForm<S extends z.ZodType<object, object>>(schema: S, initialValues: z.input<S>) {
  const form = useForm<z.input<S>>({
    mode: 'controlled',
    initialValues,
    validate: schemaResolver(schema, { sync: true }),
  });
  const locale = useLocale();
  const previousLocale = useRef(locale);
  useEffect(() => {
    if (previousLocale.current === locale) return;
    previousLocale.current = locale;
    // The messages on screen were rendered in the previous language: validate again to re-word them.
    if (Object.keys(form.errors).length > 0) form.validate();
  }, [locale, form]);
  return form;
}

/**
 * Puts the server's field errors (`error.details` with a `body.<field>` path) onto the form's
 * fields, plus errors the server raises for the request as a whole that belong to one field
 * (`codeFields`, e.g. `{ EMAIL_ALREADY_REGISTERED: 'email' }`). Returns whether any field got one.
 */
export function showServerFieldErrors<V>(
  form: UseFormReturnType<V>,
  error: unknown,
  codeFields: Partial<Record<ErrorCode, string>> = {},
): boolean {
  const fields = bodyFieldErrors(error);
  const envelope = errorEnvelopeOf(error);
  const codeField = envelope ? codeFields[envelope.error.errorCode as ErrorCode] : undefined;
  if (envelope && codeField) fields[codeField] ??= envelope.message;
  const known = Object.entries(fields).filter(([field]) => field in (form.getValues() as object));
  for (const [field, message] of known) form.setFieldError(field as never, message);
  return known.length > 0;
}

/**
 * What a form does with a failed request: errors about fields go onto the fields, anything else
 * becomes `formError` for <FormError>. Pass `onMutate: clear` and `onError` to the mutation.
 */
export function useServerErrors<V>(form: UseFormReturnType<V>, codeFields?: Partial<Record<ErrorCode, string>>) {
  const [formError, setFormError] = useState<unknown>(null);
  return {
    formError,
    clear: () => setFormError(null),
    onError: (error: unknown) => setFormError(showServerFieldErrors(form, error, codeFields) ? null : error),
  };
}

/**
 * The error of a form's request that is not about one field (wrong password, rate limit, server
 * down), as a readable message above the submit button. Field errors are shown on their fields.
 */
export function FormError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <Alert color="red" variant="light" role="alert" title={t('errors.formTitle')}>
      {describeError(error, t)}
    </Alert>
  );
}

/**
 * A submit button that shows progress while the request runs and cannot be pressed again until
 * it has answered (Mantine's `loading` disables it).
 */
export function SubmitButton({ pending, children, ...props }: ButtonProps & { pending: boolean; children: ReactNode }) {
  return (
    <Button type="submit" loading={pending} {...props}>
      {children}
    </Button>
  );
}
