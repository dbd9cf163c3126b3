import type { OfferMessageView } from '@jobmatch/contract';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

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
