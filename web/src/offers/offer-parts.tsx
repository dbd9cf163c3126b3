import type { CandidateOffer, CompanyOffer } from '@jobmatch/contract';
import { Badge, Group } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/**
 * The letter's promises, in the order a candidate weighs them (and the employer's form offers
 * them); each has a label and a one-line hint.
 */
export const OFFER_FLAGS = [
  'isPremiumOffer',
  'isResumeScreeningExempt',
  'isFirstSecondInterviewExempt',
  'isFirstInterviewExempt',
  'isCasualInterviewOK',
  'isNoReasonToEntryOK',
  'isPreviousJobSalaryGuaranteed',
] as const satisfies readonly (keyof CandidateOffer & keyof CompanyOffer)[];

export type OfferFlag = (typeof OFFER_FLAGS)[number];

/**
 * The two the inbox shows on every item: the rest are read in the letter. "Guaranteed interview"
 * is isResumeScreeningExempt: skipping the résumé screening is what guarantees the interview
 * (isPreviousJobSalaryGuaranteed is about salary, the interview exemptions skip rounds).
 */
const INBOX_FLAGS = ['isPremiumOffer', 'isResumeScreeningExempt'] as const satisfies readonly OfferFlag[];

export const flagsOf = (offer: CandidateOffer, flags: readonly OfferFlag[] = OFFER_FLAGS) =>
  flags.filter((flag) => offer[flag]);

const STATUS_COLORS: Record<CandidateOffer['status'], string> = {
  SCHEDULED: 'violet',
  SENT: 'blue',
  ACCEPTED: 'green',
  REJECTED: 'gray',
  EXPIRED: 'orange',
  CANCELLED: 'gray',
};

/** An offer's status, in the words of who reads it ("awaiting your answer" / "sent, awaiting answer"). */
export function OfferStatusBadge({
  status,
  audience = 'candidate',
}: {
  status: CandidateOffer['status'];
  audience?: 'candidate' | 'employer';
}) {
  const { t } = useTranslation();
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" tt="none" size="lg">
      {audience === 'employer' ? t(`companyOffers.status.${status}`) : t(`offers.status.${status}`)}
    </Badge>
  );
}

/** Premium and guaranteed interview, as the inbox shows them. */
export function OfferHighlights({ offer }: { offer: CandidateOffer }) {
  const { t } = useTranslation();
  const flags = flagsOf(offer, INBOX_FLAGS);
  if (flags.length === 0) return null;
  return (
    <Group gap={6}>
      {flags.map((flag) => (
        <FlagBadge key={flag} flag={flag} t={t} />
      ))}
    </Group>
  );
}

export function FlagBadge({ flag, t }: { flag: OfferFlag; t: TFunction }) {
  const premium = flag === 'isPremiumOffer';
  // Dark text on the tint: the tint's own dark shades stay below 4.5:1 on it.
  return (
    <Badge
      color={premium ? 'yellow' : 'teal'}
      c="dark.8"
      variant="light"
      tt="none"
      size="lg"
      leftSection={
        premium ? <IconStarFilled size={14} color="var(--mantine-color-orange-6)" aria-hidden="true" /> : undefined
      }
    >
      {t(`offers.flags.${flag}`)}
    </Badge>
  );
}

/** "Malee Srisuk, Head of talent" / "มาลี ศรีสุข (หัวหน้าฝ่ายบุคคล)": who wrote the letter. */
export function recruiterText(recruiter: CandidateOffer['recruiter'], t: TFunction): string {
  return recruiter.position
    ? t('offers.senderWithPosition', { name: recruiter.name, position: recruiter.position })
    : recruiter.name;
}
