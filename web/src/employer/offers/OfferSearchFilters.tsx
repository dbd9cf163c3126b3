import { Button, Group, NumberInput, Paper, SimpleGrid, TextInput } from '@mantine/core';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

type TypedFilters = { subject?: string; userNo?: number };

/**
 * The filters of the offers' lists: the screen's own choices (applied as soon as they change),
 * then the subject and the candidate's number, typed and applied together with "Apply".
 */
export function OfferSearchFilters({
  label,
  search,
  onFilter,
  onClear,
  children,
}: {
  label: string;
  search: TypedFilters;
  onFilter: (changes: TypedFilters) => void;
  onClear: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const [subject, setSubject] = useState(search.subject ?? '');
  const [userNo, setUserNo] = useState<string | number>(search.userNo ?? '');
  useEffect(() => setSubject(search.subject ?? ''), [search.subject]);
  useEffect(() => setUserNo(search.userNo ?? ''), [search.userNo]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onFilter({ subject: subject.trim() || undefined, userNo: typeof userNo === 'number' ? userNo : undefined });
  };
  return (
    <Paper withBorder radius="lg" p="md" component="search" aria-label={label}>
      <form onSubmit={submit} noValidate>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
          {children}
          <TextInput
            label={t('companyOffers.filters.subject')}
            value={subject}
            onChange={(event) => setSubject(event.currentTarget.value)}
          />
          <NumberInput
            label={t('companyOffers.filters.userNo')}
            value={userNo}
            onChange={setUserNo}
            min={1}
            allowDecimal={false}
            allowNegative={false}
          />
          <Group gap="sm" align="flex-end">
            <Button type="submit">{t('companyOffers.filters.apply')}</Button>
            <Button variant="subtle" onClick={onClear}>
              {t('companyOffers.filters.clear')}
            </Button>
          </Group>
        </SimpleGrid>
      </form>
    </Paper>
  );
}
