import type { UseFormReturnType } from '@mantine/form';
import type { ChangeEvent } from 'react';

/**
 * Input props for a field the contract takes as a value or null: an empty box is null (the
 * schemas refuse an empty string where a value is optional, e.g. a phone number), and null
 * shows as an empty box.
 */
export function nullableText<V>(form: UseFormReturnType<V>, path: string) {
  const props = form.getInputProps(path);
  return {
    ...props,
    value: (props.value as string | null | undefined) ?? '',
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      form.setFieldValue(path as never, (event.currentTarget.value === '' ? null : event.currentTarget.value) as never),
  };
}

/** The same for Mantine's NumberInput, whose empty value is ''. */
export function nullableNumber<V>(form: UseFormReturnType<V>, path: string) {
  const props = form.getInputProps(path);
  return {
    ...props,
    value: (props.value as number | null | undefined) ?? '',
    onChange: (value: number | string) =>
      form.setFieldValue(path as never, (value === '' ? null : Number(value)) as never),
  };
}
