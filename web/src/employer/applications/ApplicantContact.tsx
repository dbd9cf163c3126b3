import { Button } from '@mantine/core';
import { IconAddressBook } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeys, tsr } from '../../api.ts';
import { ErrorState, LoadingRows } from '../../components/QueryStates.tsx';
import { ContactDetails } from '../candidates/ContactDetails.tsx';

/**
 * The applicant's e-mail and phone: unlocked once they accepted one of the company's offers.
 * Fetched on request, because opening a profile counts as a profile view for the candidate.
 */
export function ApplicantContact({ candidateId }: { candidateId: string }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  const candidate = tsr.company.candidates.get.useQuery({
    queryKey: queryKeys.companyCandidate(candidateId),
    queryData: { params: { candidateId } },
    enabled: shown,
  });
  if (!shown) {
    return (
      <div>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconAddressBook size={16} aria-hidden="true" />}
          onClick={() => setShown(true)}
        >
          {t('companyApplications.showContact')}
        </Button>
      </div>
    );
  }
  if (candidate.isPending) return <LoadingRows rows={1} height={60} />;
  if (candidate.isError) return <ErrorState error={candidate.error} onRetry={() => void candidate.refetch()} />;
  return <ContactDetails contact={candidate.data.body.result.candidate.contact} />;
}
