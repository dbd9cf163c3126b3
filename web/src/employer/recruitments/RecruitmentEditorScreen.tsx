import { useTranslation } from 'react-i18next';
import { Page } from '../../shell/Page.tsx';

// Skeleton: the area's engineer replaces this screen.
export function RecruitmentEditorScreen() {
  const { t } = useTranslation();
  return <Page title={t('employerNav.recruitments')}>{null}</Page>;
}
