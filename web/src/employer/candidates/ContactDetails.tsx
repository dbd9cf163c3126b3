import type { ScoutedCandidate } from '@jobmatch/contract';
import { Alert, Anchor, Group, Stack, Text } from '@mantine/core';
import { IconLock, IconLockOpen, IconMail, IconPhone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * The contact details a candidate's acceptance of an offer unlocks; until then, why there are none.
 */
export function ContactDetails({ contact }: { contact: ScoutedCandidate['contact'] }) {
  const { t } = useTranslation();
  if (!contact) {
    return (
      <Alert variant="light" color="gray" icon={<IconLock size={18} aria-hidden="true" />}>
        {t('candidateSearch.detail.contactLocked')}
      </Alert>
    );
  }
  const name = [contact.firstName, contact.lastName].filter(Boolean).join(' ');
  return (
    <Alert
      variant="light"
      color="green"
      icon={<IconLockOpen size={18} aria-hidden="true" />}
      title={t('candidateSearch.detail.contactTitle')}
    >
      <Stack gap={4}>
        {name && <Text fw={600}>{name}</Text>}
        <Group gap={6} wrap="nowrap">
          <IconMail size={16} aria-hidden="true" />
          <Anchor href={`mailto:${contact.email}`} c="dark.8" underline="always" style={{ overflowWrap: 'anywhere' }}>
            {contact.email}
          </Anchor>
        </Group>
        {contact.phoneNumber && (
          <Group gap={6} wrap="nowrap">
            <IconPhone size={16} aria-hidden="true" />
            <Anchor href={`tel:${contact.phoneNumber.replace(/\s/g, '')}`} c="dark.8" underline="always">
              {contact.phoneNumber}
            </Anchor>
          </Group>
        )}
      </Stack>
    </Alert>
  );
}
