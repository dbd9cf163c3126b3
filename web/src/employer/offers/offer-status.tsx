import type { CompanyOffer, OfferMessageView } from '@jobmatch/contract';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const OFFER_COLORS: Record<CompanyOffer['status'], string> = {
  SCHEDULED: 'violet',
  SENT: 'blue',
  ACCEPTED: 'green',
  REJECTED: 'gray',
  EXPIRED: 'orange',
  CANCELLED: 'gray',
};

export function CompanyOfferStatus({ status }: { status: CompanyOffer['status'] }) {
  const { t } = useTranslation();
  return (
    <Badge color={OFFER_COLORS[status]} variant="light" tt="none" size="lg">
      {t(`companyOffers.status.${status}`)}
    </Badge>
  );
}

const MESSAGE_COLORS: Record<OfferMessageView['status'], string> = {
  SCHEDULED: 'violet',
  SENT: 'blue',
  CANCELLED: 'gray',
};

export function MessageStatus({ status }: { status: OfferMessageView['status'] }) {
  const { t } = useTranslation();
  return (
    <Badge color={MESSAGE_COLORS[status]} variant="light" tt="none">
      {t(`companyOffers.messageStatus.${status}`)}
    </Badge>
  );
}

/** The flags an offer letter may carry, as the form offers them: premium and guaranteed interview first. */
export const OFFER_FLAGS = [
  'isPremiumOffer',
  'isResumeScreeningExempt',
  'isFirstSecondInterviewExempt',
  'isFirstInterviewExempt',
  'isCasualInterviewOK',
  'isNoReasonToEntryOK',
  'isPreviousJobSalaryGuaranteed',
] as const satisfies readonly (keyof CompanyOffer)[];
