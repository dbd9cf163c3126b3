import { OFFER_TEXT_LIMITS, type offerLetterTemplateBody } from '@jobmatch/contract';
import { ActionIcon, Button, Fieldset, Group, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { CharacterCount } from './CountedFields.tsx';
import classes from './templates.module.css';

type ListField = 'policies' | 'exemptions';

/**
 * An offer letter's policies or exemptions: short texts, added and removed one by one, up to
 * the contract's maximum. Errors of one item show on it; the list's own (too many) under it.
 */
export function TextListField({
  form,
  field,
}: {
  form: UseFormReturnType<z.input<typeof offerLetterTemplateBody>>;
  field: ListField;
}) {
  const { t } = useTranslation();
  const items = form.getValues()[field] ?? [];
  const listError = form.errors[field];
  const full = items.length >= OFFER_TEXT_LIMITS.listItems;
  return (
    <Fieldset legend={t(`templates.fields.${field}`)} variant="unstyled" classNames={{ legend: classes.legend }}>
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          {t(`templates.fields.${field}Hint`, { max: OFFER_TEXT_LIMITS.listItems })}
        </Text>
        {items.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the items are plain texts edited in place
          <Group key={index} gap="xs" align="flex-start" wrap="nowrap">
            <TextInput
              flex={1}
              label={t(`templates.fields.${field}Item`, { number: index + 1 })}
              description={<CharacterCount value={item} max={OFFER_TEXT_LIMITS.listItem} />}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              {...form.getInputProps(`${field}.${index}`)}
            />
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              mt={26}
              onClick={() => form.removeListItem(field, index)}
              aria-label={t(`templates.fields.${field}Remove`, { number: index + 1 })}
            >
              <IconX size={18} aria-hidden="true" />
            </ActionIcon>
          </Group>
        ))}
        {listError && (
          <Text size="sm" c="red.9" role="alert">
            {listError}
          </Text>
        )}
        <Group>
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPlus size={14} aria-hidden="true" />}
            disabled={full}
            onClick={() => form.insertListItem(field, '')}
          >
            {t(`templates.fields.${field}Add`)}
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
