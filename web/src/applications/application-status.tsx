import type { ApplicationStatus } from '@jobmatch/contract';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const STATUS_COLORS: Record<ApplicationStatus, string> = {
  PENDING: 'blue',
  ACCEPTED: 'green',
  REJECTED: 'red',
  CANCELLED: 'gray',
};

export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" tt="none" size="lg">
      {t(`applications.status.${status}`)}
    </Badge>
  );
}
