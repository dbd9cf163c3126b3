import { CloseButton, Stack, Tabs, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../shell/Page.tsx';
import { IndustriesTab } from './IndustriesTab.tsx';
import { LocationsTab } from './LocationsTab.tsx';
import { OccupationsTab } from './OccupationsTab.tsx';

const TABS = ['industries', 'occupations', 'locations'] as const;
type Tab = (typeof TABS)[number];

/** The tab lives in the URL hash, so a reload or a shared link opens the same one. */
function tabFromHash(): Tab {
  const hash = window.location.hash.slice(1);
  return (TABS as readonly string[]).includes(hash) ? (hash as Tab) : 'industries';
}

/** "Reference data": industries, occupations and locations, searchable, in the UI language. */
export function ReferenceDataScreen() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>(tabFromHash);
  const [query, setQuery] = useState('');
  const clearQuery = () => setQuery('');
  usePageTitle(t('reference.title'));

  useEffect(() => {
    const onHashChange = () => setTab(tabFromHash());
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, []);

  const changeTab = (value: string | null) => {
    if (!value || !(TABS as readonly string[]).includes(value)) return;
    setTab(value as Tab);
    window.history.replaceState(null, '', `#${value}`);
  };

  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h2">
          {t('reference.title')}
        </Title>
        <Text c="dimmed" mt={4}>
          {t('reference.intro')}
        </Text>
      </div>

      <TextInput
        type="search"
        label={t('reference.search.label')}
        placeholder={t(`reference.search.${tab}`)}
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
        rightSection={
          query ? <CloseButton aria-label={t('reference.search.clear')} onClick={clearQuery} size="sm" /> : null
        }
        maw={560}
      />

      <Tabs value={tab} onChange={changeTab} keepMounted={false} variant="outline" radius="md">
        <Tabs.List aria-label={t('reference.tabsLabel')}>
          {TABS.map((value) => (
            <Tabs.Tab key={value} value={value} fz="md" fw={500}>
              {t(`reference.tabs.${value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="industries" pt="md">
          <IndustriesTab query={query} onClearQuery={clearQuery} />
        </Tabs.Panel>
        <Tabs.Panel value="occupations" pt="md">
          <OccupationsTab query={query} onClearQuery={clearQuery} />
        </Tabs.Panel>
        <Tabs.Panel value="locations" pt="md">
          <LocationsTab query={query} onClearQuery={clearQuery} />
        </Tabs.Panel>
      </Tabs>
      <Text size="sm" c="dimmed">
        {t('reference.sources')}
      </Text>
    </Stack>
  );
}
