import {
  ActionIcon,
  Button,
  Collapse,
  Fieldset,
  Group,
  MultiSelect,
  NumberInput,
  Paper,
  Select,
  Stack,
  TextInput,
} from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MoreFiltersToggle } from '../../components/MoreFiltersToggle.tsx';
import { useLocale } from '../../i18n/index.ts';
import { useIndustryOptions, useOccupationOptions, useProvinceOptions } from '../../jobs/filter-options.ts';
import { useLanguageOptions } from './language-options.ts';
import {
  CANDIDATE_SEARCH_LIMITS,
  type CandidateSearchParams,
  EDUCATION_LEVELS,
  languageSkillFilter,
  PROFICIENCIES,
  type Proficiency,
  parseLanguageSkill,
} from './search-params.ts';

type Filters = Omit<CandidateSearchParams, 'page'>;
type NumberField = 'ageMin' | 'ageMax' | 'experienceYearsMin' | 'experienceYearsMax' | 'salaryMin' | 'salaryMax';
type LanguageRow = { languageId: string | null; minimum: Proficiency | null };

const draftOf = ({ page: _page, ...filters }: CandidateSearchParams): Filters => filters;
const rowsOf = (filters: Filters): LanguageRow[] => (filters.languageSkills ?? []).map(parseLanguageSkill);

/**
 * Every filter of the API's candidate search. Changes are a draft until "Search": on a phone the
 * results stay put while several filters are set. Beside the results on a desktop; folded under
 * the keyword on a phone, so that the first results are on the first screen.
 */
export function CandidateFilters({
  search,
  onApply,
  onClear,
}: {
  search: CandidateSearchParams;
  onApply: (filters: Filters) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const industries = useIndustryOptions(locale, t);
  const occupations = useOccupationOptions(locale, t);
  const provinces = useProvinceOptions(locale);
  const languages = useLanguageOptions(locale);
  const [draft, setDraft] = useState<Filters>(() => draftOf(search));
  const [languageRows, setLanguageRows] = useState<LanguageRow[]>(() => rowsOf(search));
  const wide = useMediaQuery('(min-width: 62em)', true);
  const [open, toggle] = useDisclosure(false);
  const { keyword: _keyword, ...lists } = draftOf(search);
  const activeCount = Object.values(lists).filter((value) => value !== undefined).length;

  // Back/forward and links change the URL under the form: show what is being searched.
  const searchKey = JSON.stringify(search);
  // biome-ignore lint/correctness/useExhaustiveDependencies: searchKey stands for search
  useEffect(() => {
    setDraft(draftOf(search));
    setLanguageRows(rowsOf(search));
  }, [searchKey]);

  const set = (changes: Partial<Filters>) => setDraft((previous) => ({ ...previous, ...changes }));
  const numberInput = (field: NumberField, label: string, max: number, baht = false) => (
    <NumberInput
      label={label}
      value={draft[field] ?? ''}
      onChange={(value) => set({ [field]: typeof value === 'number' ? value : undefined })}
      min={0}
      max={max}
      allowDecimal={false}
      allowNegative={false}
      thousandSeparator={baht ? ',' : undefined}
      prefix={baht ? '฿' : undefined}
      step={baht ? 10000 : 1}
    />
  );
  const list = (values: string[]) => (values.length > 0 ? values : undefined);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const languageSkills = languageRows.flatMap((row) =>
      row.languageId ? [languageSkillFilter(row.languageId, row.minimum)] : [],
    );
    onApply({ ...draft, keyword: draft.keyword?.trim() || undefined, languageSkills: list(languageSkills) });
  };
  const setRow = (index: number, changes: Partial<LanguageRow>) =>
    setLanguageRows((rows) => rows.map((row, at) => (at === index ? { ...row, ...changes } : row)));
  const levelOptions = PROFICIENCIES.map((level) => ({
    value: level,
    label: t(`candidateSearch.proficiency.${level}`),
  }));

  return (
    <Paper withBorder radius="lg" p="md" component="search" aria-label={t('candidateSearch.filters.label')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            type="search"
            label={t('candidateSearch.filters.keyword')}
            placeholder={t('candidateSearch.filters.keywordPlaceholder')}
            value={draft.keyword ?? ''}
            maxLength={CANDIDATE_SEARCH_LIMITS.keyword}
            onChange={(event) => set({ keyword: event.currentTarget.value })}
            leftSection={<IconSearch size={16} aria-hidden="true" />}
          />
          {!wide && (
            <MoreFiltersToggle expanded={open} onToggle={toggle.toggle} controls="candidate-filters">
              {activeCount > 0
                ? t('candidateSearch.filters.moreActive', { count: activeCount })
                : t('candidateSearch.filters.more')}
            </MoreFiltersToggle>
          )}
          <Collapse expanded={wide || open} id="candidate-filters">
            <Stack gap="sm">
              <Group grow gap="xs" align="flex-start">
                {numberInput('ageMin', t('candidateSearch.filters.ageMin'), CANDIDATE_SEARCH_LIMITS.age)}
                {numberInput('ageMax', t('candidateSearch.filters.ageMax'), CANDIDATE_SEARCH_LIMITS.age)}
              </Group>
              <Select
                label={t('candidateSearch.filters.educationLevel')}
                placeholder={t('candidateSearch.filters.any')}
                data={EDUCATION_LEVELS.map((level) => ({ value: level, label: t(`jobs.educationLevel.${level}`) }))}
                value={draft.educationLevel ?? null}
                onChange={(value) => set({ educationLevel: (value as Filters['educationLevel']) ?? undefined })}
                clearable
              />
              <Group grow gap="xs" align="flex-start">
                {numberInput(
                  'experienceYearsMin',
                  t('candidateSearch.filters.experienceMin'),
                  CANDIDATE_SEARCH_LIMITS.experienceYears,
                )}
                {numberInput(
                  'experienceYearsMax',
                  t('candidateSearch.filters.experienceMax'),
                  CANDIDATE_SEARCH_LIMITS.experienceYears,
                )}
              </Group>
              <MultiSelect
                label={t('candidateSearch.filters.locations')}
                placeholder={draft.locationIds ? undefined : t('candidateSearch.filters.any')}
                data={provinces}
                value={draft.locationIds ?? []}
                onChange={(values) => set({ locationIds: list(values) })}
                maxValues={CANDIDATE_SEARCH_LIMITS.ids}
                searchable
                clearable
                nothingFoundMessage={t('state.noData')}
              />
              <MultiSelect
                label={t('candidateSearch.filters.industries')}
                placeholder={draft.industryIds ? undefined : t('candidateSearch.filters.any')}
                data={industries}
                value={draft.industryIds ?? []}
                onChange={(values) => set({ industryIds: list(values) })}
                maxValues={CANDIDATE_SEARCH_LIMITS.ids}
                searchable
                clearable
                nothingFoundMessage={t('state.noData')}
              />
              <MultiSelect
                label={t('candidateSearch.filters.occupations')}
                placeholder={draft.occupationIds ? undefined : t('candidateSearch.filters.any')}
                data={occupations}
                value={draft.occupationIds ?? []}
                onChange={(values) => set({ occupationIds: list(values) })}
                maxValues={CANDIDATE_SEARCH_LIMITS.ids}
                searchable
                clearable
                nothingFoundMessage={t('state.noData')}
              />
              <Fieldset legend={t('candidateSearch.filters.languages')} variant="unstyled">
                <Stack gap="xs">
                  {languageRows.map((row, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place, by position
                    <Stack key={index} gap={6}>
                      <Select
                        label={t('candidateSearch.filters.language', { number: index + 1 })}
                        data={languages}
                        value={row.languageId}
                        onChange={(languageId) => setRow(index, { languageId })}
                        searchable
                        nothingFoundMessage={t('state.noData')}
                      />
                      <Group gap="xs" wrap="nowrap" align="flex-end">
                        <Select
                          flex={1}
                          label={t('candidateSearch.filters.minimumLevel')}
                          placeholder={t('candidateSearch.filters.anyLevel')}
                          data={levelOptions}
                          value={row.minimum}
                          onChange={(minimum) => setRow(index, { minimum: minimum as Proficiency | null })}
                          clearable
                        />
                        <ActionIcon
                          variant="subtle"
                          color="gray"
                          size="input-sm"
                          aria-label={t('candidateSearch.filters.removeLanguage', { number: index + 1 })}
                          onClick={() => setLanguageRows((rows) => rows.filter((_, at) => at !== index))}
                        >
                          <IconTrash size={18} aria-hidden="true" />
                        </ActionIcon>
                      </Group>
                    </Stack>
                  ))}
                  {languageRows.length < CANDIDATE_SEARCH_LIMITS.languages && (
                    <Button
                      variant="subtle"
                      justify="flex-start"
                      px={0}
                      leftSection={<IconPlus size={16} aria-hidden="true" />}
                      onClick={() => setLanguageRows((rows) => [...rows, { languageId: null, minimum: null }])}
                    >
                      {t('candidateSearch.filters.addLanguage')}
                    </Button>
                  )}
                </Stack>
              </Fieldset>
              <Group grow gap="xs" align="flex-start">
                {numberInput('salaryMin', t('candidateSearch.filters.salaryMin'), CANDIDATE_SEARCH_LIMITS.salary, true)}
                {numberInput('salaryMax', t('candidateSearch.filters.salaryMax'), CANDIDATE_SEARCH_LIMITS.salary, true)}
              </Group>
            </Stack>
          </Collapse>
          <Group gap="sm" mt="xs">
            <Button type="submit" leftSection={<IconSearch size={16} aria-hidden="true" />}>
              {t('candidateSearch.filters.submit')}
            </Button>
            <Button variant="subtle" onClick={onClear}>
              {t('candidateSearch.filters.clear')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
