import type { CandidateJob, Contract } from '@jobmatch/contract';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Grid,
  Group,
  Image,
  List,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import {
  IconArrowLeft,
  IconBookmark,
  IconBookmarkFilled,
  IconBuilding,
  IconCash,
  IconCheck,
  IconMapPin,
} from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { getRouteApi, useLocation } from '@tanstack/react-router';
import type { DataResponse } from '@ts-rest/react-query/v5';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeys, responseStatus, tsr } from '../api.ts';
import { describeError, errorCodeOf } from '../api-errors.ts';
import { JobApplicationStatus } from '../applications/JobApplicationStatus.tsx';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import { ErrorState, LoadingRows } from '../components/QueryStates.tsx';
import { formatBaht, formatDate } from '../format.ts';
import { useLocale } from '../i18n/index.ts';
import { nameIn } from '../reference/text.ts';
import { useSession } from '../session/session.ts';
import { AnchorLink, ButtonLink } from '../shell/links.tsx';
import { usePageTitle } from '../shell/Page.tsx';
import { locationText, salaryText } from './job-text.ts';
import classes from './jobs.module.css';

const route = getRouteApi('/jobs/$jobId');

/** One posting with everything it holds, its company, and save / apply for a signed-in candidate. */
export function JobDetailScreen() {
  const { t } = useTranslation();
  const { jobId } = route.useParams();
  const job = tsr.candidate.jobs.get.useQuery({
    queryKey: queryKeys.job(jobId),
    queryData: { params: { jobId } },
  });
  usePageTitle(job.data?.body.result.job.title ?? (job.isError ? t('jobs.detail.closedTitle') : undefined));

  return (
    <Stack gap="md">
      <AnchorLink to="/jobs" size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden="true" />
          {t('jobs.detail.backToSearch')}
        </Group>
      </AnchorLink>
      {job.isPending ? (
        <LoadingRows rows={5} height={80} />
      ) : job.isError && responseStatus(job.error) === 404 ? (
        <ClosedPosting />
      ) : job.isError ? (
        <ErrorState error={job.error} onRetry={() => void job.refetch()} />
      ) : (
        <JobPosting job={job.data.body.result.job} />
      )}
    </Stack>
  );
}

/** Candidates only see open postings: a closed or removed one answers 404. */
function ClosedPosting() {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="lg" padding="xl">
      <Stack align="flex-start" gap="sm">
        <Title order={1} size="h2">
          {t('jobs.detail.closedTitle')}
        </Title>
        <Text>{t('jobs.detail.closedBody')}</Text>
        <ButtonLink to="/jobs">{t('nav.findJobs')}</ButtonLink>
      </Stack>
    </Card>
  );
}

function JobPosting({ job }: { job: CandidateJob }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const place = locationText(job, locale);
  const sections: [string, string | null][] = [
    [t('jobs.detail.sections.highlight'), job.highlight],
    [t('jobs.detail.sections.summary'), job.summary],
    [t('jobs.detail.sections.description'), job.description],
    [t('jobs.detail.sections.qualification'), job.qualification],
    [t('jobs.detail.sections.employeeBenefits'), job.employeeBenefits],
    [t('jobs.detail.sections.leavePolicy'), job.leavePolicy],
    [t('jobs.detail.sections.bonusPolicy'), job.bonusPolicy],
    [t('jobs.detail.sections.salaryIncreasePolicy'), job.salaryIncreasePolicy],
    [job.specialTopic ?? '', job.specialDescription],
  ];
  const whereSections: [string, string | null][] = [
    [t('jobs.detail.sections.locationDetail'), job.locationDetail],
    [t('jobs.detail.sections.accessInfo'), job.accessInfo],
    [t('jobs.detail.sections.applicationInstructions'), job.applicationInstructions],
    [t('jobs.detail.sections.contactInfo'), job.contactInfo],
  ];

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="lg">
          <Card withBorder radius="lg" padding="lg">
            <Stack gap="sm">
              {job.coverImage && <Image src={job.coverImage} alt="" radius="md" mah={280} fit="cover" />}
              <Title order={1} size="h2" className={classes.cardTitle}>
                {job.title}
              </Title>
              <Group gap="lg" c="dimmed" style={{ rowGap: 4 }}>
                <Meta icon={<IconBuilding size={18} aria-hidden="true" />}>{job.company.name}</Meta>
                {place && <Meta icon={<IconMapPin size={18} aria-hidden="true" />}>{place}</Meta>}
                <Meta icon={<IconCash size={18} aria-hidden="true" />}>{salaryText(job, t)}</Meta>
              </Group>
              <Group gap="md" style={{ rowGap: 4 }}>
                <Badge variant="light">{t(`jobs.employmentType.${job.employmentType}`)}</Badge>
                {job.postedAt && (
                  <Text size="sm" c="dimmed">
                    {t('jobs.card.posted', { date: formatDate(job.postedAt, locale) })}
                  </Text>
                )}
                {job.expiredAt && (
                  <Text size="sm" c="dimmed">
                    {t('jobs.card.applyBy', { date: formatDate(job.expiredAt, locale) })}
                  </Text>
                )}
              </Group>
              <JobActions job={job} />
            </Stack>
          </Card>

          {sections.map(([title, text]) =>
            text && title ? (
              <Section key={title} title={title}>
                <Text className={classes.longText}>{text}</Text>
              </Section>
            ) : null,
          )}

          {job.salaryExamples.length > 0 && (
            <Section title={t('jobs.detail.sections.salaryExamples')}>
              <Table>
                <Table.Tbody>
                  {job.salaryExamples.map((example) => (
                    <Table.Tr key={`${example.title}-${example.annualSalary}`}>
                      <Table.Td>{example.title}</Table.Td>
                      <Table.Td ta="right">{formatBaht(example.annualSalary)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Section>
          )}

          {job.testimonials.length > 0 && (
            <Section title={t('jobs.detail.sections.testimonials')}>
              <Stack gap="md">
                {job.testimonials.map((testimonial) => (
                  <blockquote key={testimonial.quote} className={classes.quote}>
                    <Text className={classes.longText}>{testimonial.quote}</Text>
                    <Text size="sm" c="dimmed" mt={4}>
                      {[testimonial.title, testimonial.role, testimonial.tenure].filter(Boolean).join(' · ')}
                    </Text>
                  </blockquote>
                ))}
              </Stack>
            </Section>
          )}

          {job.applicationSteps.length > 0 && (
            <Section title={t('jobs.detail.sections.applicationSteps')}>
              <List type="ordered" spacing="sm">
                {job.applicationSteps.map((step) => (
                  <List.Item key={step.title}>
                    <Text fw={600}>{step.title}</Text>
                    {step.description && <Text className={classes.longText}>{step.description}</Text>}
                  </List.Item>
                ))}
              </List>
            </Section>
          )}

          {whereSections.map(([title, text]) =>
            text ? (
              <Section key={title} title={title}>
                <Text className={classes.longText}>{text}</Text>
              </Section>
            ) : null,
          )}

          {job.images.length > 0 && (
            <Section title={t('jobs.detail.images')}>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                {job.images.map((src) => (
                  <Image key={src} src={src} alt="" radius="md" />
                ))}
              </SimpleGrid>
            </Section>
          )}
        </Stack>
      </Grid.Col>

      <Grid.Col span={{ base: 12, md: 4 }}>
        <Stack gap="lg">
          <Facts job={job} />
          <Company job={job} />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

/**
 * Save / unsave and apply (once, after a confirmation). Signed out, both lead to sign-in and back
 * here afterwards.
 */
function JobActions({ job }: { job: CandidateJob }) {
  const { t } = useTranslation();
  const session = useSession();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [closed, setClosed] = useState(false);

  const patchJob = (patch: Partial<CandidateJob>) =>
    queryClient.setQueryData<DataResponse<Contract['candidate']['jobs']['get']>>(queryKeys.job(job.id), (old) =>
      old ? { ...old, body: { ...old.body, result: { job: { ...old.body.result.job, ...patch } } } } : old,
    );
  const savedJobsChanged = () => queryClient.invalidateQueries({ queryKey: ['candidate', 'saved-jobs'] });

  const save = tsr.candidate.savedJobs.save.useMutation({
    onSuccess: () => {
      patchJob({ hasSaved: true });
      void savedJobsChanged();
    },
  });
  const unsave = tsr.candidate.savedJobs.remove.useMutation({
    onSuccess: () => {
      patchJob({ hasSaved: false });
      void savedJobsChanged();
    },
  });
  const apply = tsr.candidate.applications.apply.useMutation({
    onSuccess: ({ body }) => {
      setConfirming(false);
      patchJob({ hasApplied: true, application: body.result.application });
      void queryClient.invalidateQueries({ queryKey: ['candidate', 'applications'] });
    },
    onError: (error) => {
      setConfirming(false);
      // Applied meanwhile (another tab, an accepted offer): the page fetches that application.
      if (errorCodeOf(error) === 'ALREADY_APPLIED')
        void queryClient.invalidateQueries({ queryKey: queryKeys.job(job.id) });
      if (errorCodeOf(error) === 'JOB_CLOSED') setClosed(true);
    },
  });

  if (session?.audience !== 'candidate') {
    return (
      <Stack gap="xs" mt="xs">
        <Text size="sm">{t('jobs.detail.signInToAct')}</Text>
        <Group gap="sm">
          <ButtonLink to="/sign-in" search={{ redirect: location.href }}>
            {t('nav.signIn')}
          </ButtonLink>
          <ButtonLink to="/sign-up" search={{ redirect: location.href }} variant="default">
            {t('nav.signUp')}
          </ButtonLink>
        </Group>
      </Stack>
    );
  }

  const params = { jobId: job.id };
  const failure = [save.error, unsave.error, apply.error].find(
    (error) => error && errorCodeOf(error) !== 'ALREADY_APPLIED' && errorCodeOf(error) !== 'JOB_CLOSED',
  );

  return (
    <Stack gap="sm" mt="xs">
      <Group gap="sm">
        {job.hasApplied ? (
          <Badge size="xl" color="green" variant="light" leftSection={<IconCheck size={16} aria-hidden="true" />}>
            {t('jobs.detail.applied')}
          </Badge>
        ) : (
          <Button onClick={() => setConfirming(true)} disabled={closed}>
            {job.application?.status === 'CANCELLED' ? t('applications.applyAgain') : t('jobs.detail.apply')}
          </Button>
        )}
        {/* One toggle button: pressed while the job is saved. */}
        <Button
          variant={job.hasSaved ? 'light' : 'default'}
          leftSection={
            job.hasSaved ? (
              <IconBookmarkFilled size={18} aria-hidden="true" />
            ) : (
              <IconBookmark size={18} aria-hidden="true" />
            )
          }
          loading={save.isPending || unsave.isPending}
          onClick={() => (job.hasSaved ? unsave.mutate({ params }) : save.mutate({ params, body: {} }))}
          aria-pressed={job.hasSaved}
        >
          {job.hasSaved ? t('jobs.detail.unsave') : t('jobs.detail.save')}
        </Button>
      </Group>
      {job.application && <JobApplicationStatus key={job.application.id} job={job} application={job.application} />}
      {apply.isSuccess && job.application?.status === 'PENDING' && (
        <Alert color="green" variant="light" role="status">
          {t('jobs.detail.appliedNotice', { company: job.company.name })}
        </Alert>
      )}
      {closed && (
        <Alert color="yellow" variant="light" role="alert" title={t('jobs.detail.closedTitle')}>
          {t('jobs.detail.closedBody')}
        </Alert>
      )}
      {failure && (
        <Alert color="red" variant="light" role="alert">
          {describeError(failure, t)}
        </Alert>
      )}
      <ConfirmDialog
        opened={confirming}
        title={t('jobs.detail.confirmTitle')}
        message={t('jobs.detail.confirmBody', { company: job.company.name, title: job.title })}
        confirmLabel={t('jobs.detail.confirm')}
        danger={false}
        pending={apply.isPending}
        error={null}
        onConfirm={() => apply.mutate({ params, body: {} })}
        onClose={() => setConfirming(false)}
        cancelLabel={t('jobs.detail.cancel')}
      />
    </Stack>
  );
}

function Facts({ job }: { job: CandidateJob }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const facts: [string, ReactNode][] = [
    [t('jobs.detail.fields.employmentType'), t(`jobs.employmentType.${job.employmentType}`)],
    [t('jobs.detail.fields.salary'), salaryText(job, t)],
    [t('jobs.detail.fields.industry'), nameIn(job.industry.localized, locale)],
    [t('jobs.detail.fields.occupation'), nameIn(job.occupation.localized, locale)],
  ];
  if (job.salaryExpectation !== null && (job.estimatedSalaryMin !== null || job.estimatedSalaryMax !== null)) {
    facts.push([t('jobs.detail.fields.salaryExpectation'), formatBaht(job.salaryExpectation)]);
  }
  if (job.educationLevel)
    facts.push([t('jobs.detail.fields.education'), t(`jobs.educationLevel.${job.educationLevel}`)]);
  if (job.workHours) facts.push([t('jobs.detail.fields.workHours'), job.workHours]);
  if (job.probationPeriod) facts.push([t('jobs.detail.fields.probationPeriod'), job.probationPeriod]);
  if (job.postedAt) facts.push([t('jobs.detail.fields.postedAt'), formatDate(job.postedAt, locale)]);
  if (job.expiredAt) facts.push([t('jobs.detail.fields.expiredAt'), formatDate(job.expiredAt, locale)]);

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="job-facts">
      <Title id="job-facts" order={2} size="h4" mb="sm">
        {t('jobs.detail.facts')}
      </Title>
      <dl className={classes.facts}>
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {job.companySearchKeyword.length > 0 && (
        <Group gap={6} mt="sm" aria-label={t('jobs.detail.sections.keywords')}>
          {job.companySearchKeyword.map((keyword) => (
            <Badge key={keyword} variant="outline" color="gray" tt="none">
              {keyword}
            </Badge>
          ))}
        </Group>
      )}
    </Card>
  );
}

function Company({ job }: { job: CandidateJob }) {
  const { t } = useTranslation();
  const { company } = job;
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="job-company">
      <Stack gap="xs">
        <Group gap="sm" wrap="nowrap">
          {company.logo && <Image src={company.logo} alt="" w={40} h={40} radius="sm" fit="contain" />}
          <Title id="job-company" order={2} size="h4">
            {t('jobs.detail.aboutCompany', { company: company.name })}
          </Title>
        </Group>
        {company.description && <Text className={classes.longText}>{company.description}</Text>}
        {!company.description && !company.location && !company.website && (
          <Text size="sm" c="dimmed">
            {t('jobs.detail.noCompanyDetails')}
          </Text>
        )}
        {company.location && (
          <Group gap={6} wrap="nowrap" c="dimmed">
            <IconMapPin size={16} aria-hidden="true" />
            <Text size="sm">{company.location}</Text>
          </Group>
        )}
        {company.website && /^https?:\/\//.test(company.website) && (
          <Anchor href={company.website} target="_blank" rel="noopener noreferrer" size="sm">
            {t('jobs.detail.website')}
          </Anchor>
        )}
      </Stack>
    </Card>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="lg" padding="lg" component="section">
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

function Meta({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap" className={classes.meta}>
      {icon}
      <Text span>{children}</Text>
    </Group>
  );
}
