import type { JobPostingSummary, Locale } from '@jobmatch/contract';
import type { TFunction } from 'i18next';
import { formatBaht } from '../format.ts';
import { nameIn } from '../reference/text.ts';

/** The salary line of a posting: its range, one end of it, or what the employer expects to pay. */
export function salaryText(
  job: Pick<JobPostingSummary, 'estimatedSalaryMin' | 'estimatedSalaryMax' | 'salaryExpectation'>,
  t: TFunction,
): string {
  const { estimatedSalaryMin: min, estimatedSalaryMax: max, salaryExpectation } = job;
  if (min !== null && max !== null && min !== max) {
    return t('jobs.salary.range', { min: formatBaht(min), max: formatBaht(max) });
  }
  if (min !== null) return t('jobs.salary.from', { min: formatBaht(min) });
  if (max !== null) return t('jobs.salary.upTo', { max: formatBaht(max) });
  if (salaryExpectation !== null) return t('jobs.salary.from', { min: formatBaht(salaryExpectation) });
  return t('jobs.salary.notStated');
}

/** "Bang Rak, Bangkok" / "บางรัก กรุงเทพมหานคร", or null when the posting names no place. */
export function locationText(job: Pick<JobPostingSummary, 'location'>, locale: Locale): string | null {
  if (!job.location) return null;
  const district = nameIn(job.location.district, locale);
  const province = nameIn(job.location.province, locale);
  return locale === 'th' ? `${district} ${province}` : `${district}, ${province}`;
}
