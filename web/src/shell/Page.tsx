import { Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the tab's title to "<title> · jobmatch" (re-worded when the language changes). */
export function usePageTitle(title: string | undefined): void {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = title ? `${title} · ${t('app.name')}` : t('app.name');
  }, [title, t]);
}

/**
 * The frame of a screen: its heading (the page's one <h1>), an optional line under it and the
 * tab title. Every screen starts with it so that headings, titles and spacing stay alike.
 */
export function Page({
  title,
  intro,
  actions,
  children,
}: {
  title: string;
  intro?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  usePageTitle(title);
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {title}
        </Title>
        {intro && <Text c="dimmed">{intro}</Text>}
        {actions}
      </Stack>
      {children}
    </Stack>
  );
}
