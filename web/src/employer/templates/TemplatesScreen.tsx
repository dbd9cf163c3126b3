import { Tabs } from '@mantine/core';
import { IconBell, IconFileText, IconMessage } from '@tabler/icons-react';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { tsr } from '../../api.ts';
import { queryKeys } from '../../query-client.ts';
import { Page } from '../../shell/Page.tsx';
import { TEMPLATE_KINDS, TEMPLATES_PAGE_SIZE, type TemplateKind } from './search-params.ts';
import { MessageTemplateForm, OfferLetterTemplateForm, OfferReminderTemplateForm } from './TemplateForms.tsx';
import { TemplateList } from './TemplateList.tsx';
import classes from './templates.module.css';

const route = getRouteApi('/employer/employer/templates');

const ICONS = { messages: IconMessage, offerLetters: IconFileText, offerReminders: IconBell } as const;

/**
 * The company's templates — messages, offer letters and offer reminders — as tabs. The tab and
 * the page of its list are in the URL, so a reload or a shared link opens the same list.
 */
export function TemplatesScreen() {
  const { t } = useTranslation();
  const { kind, page } = route.useSearch();
  const navigate = route.useNavigate();
  const onPage = (next: number) => void navigate({ search: { kind, page: next } });
  const panels: Record<TemplateKind, () => ReactNode> = {
    messages: () => <MessageTemplates page={page} onPage={onPage} />,
    offerLetters: () => <OfferLetterTemplates page={page} onPage={onPage} />,
    offerReminders: () => <OfferReminderTemplates page={page} onPage={onPage} />,
  };

  return (
    <Page title={t('templates.title')} intro={t('templates.intro')}>
      <Tabs
        value={kind}
        onChange={(next) => void navigate({ search: { kind: next as TemplateKind, page: 1 } })}
        keepMounted={false}
        classNames={{ tab: classes.tab, tabSection: classes.tabIcon }}
      >
        <Tabs.List mb="md">
          {TEMPLATE_KINDS.map((value) => {
            const Icon = ICONS[value];
            return (
              <Tabs.Tab key={value} value={value} leftSection={<Icon size={16} aria-hidden="true" />}>
                {t(`templates.${value}.tab`)}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
        {TEMPLATE_KINDS.map((value) => (
          <Tabs.Panel key={value} value={value}>
            {panels[value]()}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Page>
  );
}

type PanelProps = { page: number; onPage: (page: number) => void };

function useListQuery(kind: TemplateKind, page: number) {
  return {
    queryKey: queryKeys.templateList(kind, page),
    queryData: { query: { page, pageSize: TEMPLATES_PAGE_SIZE } },
    placeholderData: keepPreviousData,
  };
}

function useRefresh(kind: TemplateKind) {
  const queryClient = useQueryClient();
  return { onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.templates(kind) }) };
}

function MessageTemplates(props: PanelProps) {
  const api = tsr.company.templates.messages;
  const list = api.list.useQuery(useListQuery('messages', props.page));
  const remove = api.remove.useMutation(useRefresh('messages'));
  return (
    <TemplateList
      kind="messages"
      list={list}
      remove={remove}
      {...props}
      editor={(template, close) => <MessageTemplateForm template={template} onDone={close} />}
    />
  );
}

function OfferLetterTemplates(props: PanelProps) {
  const api = tsr.company.templates.offerLetters;
  const list = api.list.useQuery(useListQuery('offerLetters', props.page));
  const remove = api.remove.useMutation(useRefresh('offerLetters'));
  return (
    <TemplateList
      kind="offerLetters"
      list={list}
      remove={remove}
      {...props}
      editor={(template, close) => <OfferLetterTemplateForm template={template} onDone={close} />}
    />
  );
}

function OfferReminderTemplates(props: PanelProps) {
  const api = tsr.company.templates.offerReminders;
  const list = api.list.useQuery(useListQuery('offerReminders', props.page));
  const remove = api.remove.useMutation(useRefresh('offerReminders'));
  return (
    <TemplateList
      kind="offerReminders"
      list={list}
      remove={remove}
      {...props}
      editor={(template, close) => <OfferReminderTemplateForm template={template} onDone={close} />}
    />
  );
}
