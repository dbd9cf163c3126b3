import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePageTitle } from '../shell/Page.tsx';

/** The narrow card the sign-in, sign-up and password screens share. */
export function AuthCard({
  title,
  intro,
  children,
  footer,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  usePageTitle(title);
  return (
    <Stack maw={440} mx="auto" w="100%" gap="md" py={{ base: 0, sm: 'xl' }}>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} shadow="xs">
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={1} size="h2">
              {title}
            </Title>
            {intro && <Text c="dimmed">{intro}</Text>}
          </Stack>
          {children}
        </Stack>
      </Paper>
      {footer && (
        <Text ta="center" size="sm">
          {footer}
        </Text>
      )}
    </Stack>
  );
}
