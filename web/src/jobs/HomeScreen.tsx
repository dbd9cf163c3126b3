import { Button, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeys, tsr } from '../api.ts';
import { ErrorState, LoadingRows } from '../components/QueryStates.tsx';
import { ButtonLink } from '../shell/links.tsx';
import { usePageTitle } from '../shell/Page.tsx';
import { JobCard } from './JobCard.tsx';
import classes from './jobs.module.css';

const RECENT_QUERY = { page: 1, pageSize: 6 };

/** The front door: a search box and the most recent postings. */
export function HomeScreen() {
  const { t } = useTranslation();
  usePageTitle(undefined);
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');
  const recent = tsr.candidate.jobs.list.useQuery({
    queryKey: queryKeys.jobs(RECENT_QUERY),
    queryData: { query: RECENT_QUERY },
  });
  const jobs = recent.data?.body.result.jobs;

  return (
    <Stack gap="xl">
      <section className={classes.hero} aria-labelledby="home-title">
        <Stack gap="md" maw={720}>
          <Title id="home-title" order={1} c="white">
            {t('home.title')}
          </Title>
          <Text size="lg" className={classes.heroText}>
            {t('home.intro')}
          </Text>
          <search>
            <form
              onSubmit={(event) => {
                event.preventDefault();
                void navigate({ to: '/jobs', search: { keyword: keyword.trim() || undefined } });
              }}
            >
              <Group gap="sm" align="flex-end" wrap="wrap">
                <TextInput
                  type="search"
                  size="md"
                  label={t('home.searchLabel')}
                  placeholder={t('home.searchPlaceholder')}
                  value={keyword}
                  onChange={(event) => setKeyword(event.currentTarget.value)}
                  leftSection={<IconSearch size={18} aria-hidden="true" />}
                  styles={{ label: { color: 'white' } }}
                  flex="1 1 260px"
                />
                <Button type="submit" size="md" color="yellow" c="dark">
                  {t('home.search')}
                </Button>
              </Group>
            </form>
          </search>
        </Stack>
      </section>

      <section aria-labelledby="recent-title">
        <Stack gap="md">
          <Group justify="space-between">
            <Title id="recent-title" order={2} size="h3">
              {t('home.recentJobs')}
            </Title>
            <ButtonLink to="/jobs" variant="subtle">
              {t('home.allJobs')}
            </ButtonLink>
          </Group>
          {recent.isPending ? (
            <LoadingRows rows={3} height={120} />
          ) : recent.isError ? (
            <ErrorState error={recent.error} onRetry={() => void recent.refetch()} />
          ) : jobs && jobs.length > 0 ? (
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
              {jobs.map((job) => (
                <JobCard key={job.id} job={job} />
              ))}
            </SimpleGrid>
          ) : (
            <Text c="dimmed">{t('home.noJobs')}</Text>
          )}
        </Stack>
      </section>
    </Stack>
  );
}
