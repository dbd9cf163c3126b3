import { type District, type Locale, type Province, Region } from '@jobmatch/contract';
import {
  Badge,
  Box,
  EmptyState,
  Grid,
  Group,
  Highlight,
  NavLink,
  Paper,
  ScrollArea,
  SegmentedControl,
  Select,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeys, tsr } from '../api.ts';
import { EmptyResult, ErrorState, LoadingRows } from '../components/QueryStates.tsx';
import { useLocale } from '../i18n/index.ts';
import classes from './locations.module.css';
import { nameIn, sortByName, textMatcher } from './text.ts';

type RegionFilter = Region | 'ALL';
const REGIONS = Region.options;

type LocationsTabProps = { query: string; onClearQuery: () => void };

/** Provinces (by region, sorted by name in the UI language) and the chosen province's districts. */
export function LocationsTab({ query, onClearQuery }: LocationsTabProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const wide = useMediaQuery('(min-width: 62em)', true, { getInitialValueInEffect: false });
  const [region, setRegion] = useState<RegionFilter>('ALL');
  const [selected, setSelected] = useState<Province | null>(null);
  const districtsRef = useRef<HTMLDivElement>(null);
  const provincesHeadingId = useId();

  const regionValue = region === 'ALL' ? undefined : region;
  const provinces = tsr.shared.locations.provinces.useQuery({
    queryKey: queryKeys.provinces(regionValue),
    queryData: { query: regionValue ? { region: regionValue } : {} },
  });

  const regionOptions = [
    { value: 'ALL', label: t('reference.locations.allRegions') },
    ...REGIONS.map((value) => ({ value, label: t(`reference.locations.regions.${value}`) })),
  ];
  const changeRegion = (value: string | null) => setRegion(value === null ? 'ALL' : (value as RegionFilter));

  const choose = (province: Province) => {
    setSelected(province);
    // On a phone the districts are below the list: bring them into view.
    if (!wide) requestAnimationFrame(() => districtsRef.current?.scrollIntoView({ block: 'start' }));
  };

  const matches = textMatcher(query);
  const shown = provinces.data
    ? sortByName(
        provinces.data.body.result.provinces.filter((province) =>
          matches(nameIn(province.localized, locale), province.code),
        ),
        locale,
      )
    : [];

  return (
    <Box>
      {wide ? (
        <SegmentedControl
          aria-label={t('reference.locations.region')}
          data={regionOptions}
          value={region}
          onChange={changeRegion}
          mb="md"
          fullWidth
        />
      ) : (
        <Select
          label={t('reference.locations.region')}
          data={regionOptions}
          value={region}
          onChange={changeRegion}
          allowDeselect={false}
          mb="md"
        />
      )}

      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Paper withBorder radius="md" className={`${classes.panel} ${classes.sticky}`}>
            <Group justify="space-between" px="md" py="sm" className={classes.panelHeader}>
              <Title order={3} size="h5" id={provincesHeadingId}>
                {t('reference.locations.provinces')}
              </Title>
              {provinces.data && (
                <Text size="xs" c="dimmed">
                  {t('reference.locations.provinceCount', { count: shown.length })}
                </Text>
              )}
            </Group>
            <Box p="xs">
              {provinces.status === 'pending' ? (
                <LoadingRows rows={10} height={36} />
              ) : provinces.status === 'error' ? (
                <ErrorState error={provinces.error} onRetry={() => void provinces.refetch()} />
              ) : shown.length === 0 ? (
                <EmptyResult query={query} onClear={onClearQuery} />
              ) : (
                <ScrollArea.Autosize mah={wide ? 'calc(100dvh - 180px)' : 300} type="auto" offsetScrollbars>
                  <Box component="nav" aria-labelledby={provincesHeadingId}>
                    {shown.map((province) => (
                      <NavLink
                        key={province.id}
                        component="button"
                        type="button"
                        active={selected?.id === province.id}
                        aria-current={selected?.id === province.id ? 'true' : undefined}
                        onClick={() => choose(province)}
                        label={<Highlight highlight={query.trim()}>{nameIn(province.localized, locale)}</Highlight>}
                        description={region === 'ALL' ? t(`reference.locations.regions.${province.region}`) : undefined}
                        className={classes.province}
                      />
                    ))}
                  </Box>
                </ScrollArea.Autosize>
              )}
            </Box>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Box ref={districtsRef} className={classes.scrollTarget}>
            {selected ? (
              <DistrictsPanel key={selected.id} province={selected} locale={locale} query={query} />
            ) : (
              <Paper withBorder radius="md" p="xl" className={classes.panel}>
                <EmptyState
                  size="sm"
                  title={t('reference.locations.chooseProvince')}
                  description={t('reference.locations.chooseProvinceHint')}
                />
              </Paper>
            )}
          </Box>
        </Grid.Col>
      </Grid>
    </Box>
  );
}

function DistrictsPanel({ province, locale, query }: { province: Province; locale: Locale; query: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const districts = tsr.shared.locations.districts.useQuery({
    queryKey: queryKeys.districts(province.id),
    queryData: { query: { provinceId: province.id } },
  });

  const provinceName = nameIn(province.localized, locale);
  const all = districts.data?.body.result.districts ?? [];
  // Searching for the province itself shows all of its districts; otherwise the search filters them.
  const matches = textMatcher(query);
  const shown = matches(provinceName, province.code)
    ? sortByName(all, locale)
    : sortByName(
        all.filter((district) => matches(nameIn(district.localized, locale), district.code, ...district.postalCodes)),
        locale,
      );
  const kind = all[0]?.kind;
  const heading =
    kind === 'KHET'
      ? t('reference.locations.districtsOfKhet', { province: provinceName })
      : kind === 'AMPHOE'
        ? t('reference.locations.districtsOfAmphoe', { province: provinceName })
        : t('reference.locations.districtsOf', { province: provinceName });

  return (
    <Paper withBorder radius="md" className={classes.panel}>
      <Group justify="space-between" px="md" py="sm" className={classes.panelHeader}>
        <Title order={3} size="h5" id={headingId}>
          {heading}
        </Title>
        {districts.data && (
          <Text size="xs" c="dimmed">
            {t('reference.locations.districtCount', { count: shown.length })}
          </Text>
        )}
      </Group>
      <Box p="xs">
        {districts.status === 'pending' ? (
          <LoadingRows rows={8} height={36} />
        ) : districts.status === 'error' ? (
          <ErrorState error={districts.error} onRetry={() => void districts.refetch()} />
        ) : shown.length === 0 ? (
          <EmptyResult query={query} />
        ) : (
          <Table striped highlightOnHover verticalSpacing="xs" aria-labelledby={headingId}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th visibleFrom="sm">{t('reference.locations.columns.code')}</Table.Th>
                <Table.Th>{t('reference.locations.columns.name')}</Table.Th>
                <Table.Th>{t('reference.locations.columns.kind')}</Table.Th>
                <Table.Th>{t('reference.locations.columns.postalCodes')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((district) => (
                <DistrictRow key={district.id} district={district} locale={locale} query={query} />
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Box>
    </Paper>
  );
}

function DistrictRow({ district, locale, query }: { district: District; locale: Locale; query: string }) {
  const { t } = useTranslation();
  // The main postal code first, then the others of its sub-districts.
  const postalCodes = [district.postalCode, ...district.postalCodes.filter((code) => code !== district.postalCode)];
  return (
    <Table.Tr>
      <Table.Td visibleFrom="sm" className={classes.code}>
        {district.code}
      </Table.Td>
      <Table.Td>
        <Highlight highlight={query.trim()} fw={500}>
          {nameIn(district.localized, locale)}
        </Highlight>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{t(`reference.locations.kind.${district.kind}`)}</Text>
      </Table.Td>
      <Table.Td>
        <Group gap={4}>
          {postalCodes.map((code, index) => (
            <Badge
              key={code}
              variant={index === 0 ? 'filled' : 'light'}
              radius="sm"
              className={classes.postalCode}
              title={index === 0 ? t('reference.locations.mainPostalCode') : undefined}
            >
              <span>{code}</span>
              {index === 0 && <VisuallyHidden> ({t('reference.locations.mainPostalCode')})</VisuallyHidden>}
            </Badge>
          ))}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
