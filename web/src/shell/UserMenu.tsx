import { Menu, Text, UnstyledButton } from '@mantine/core';
import {
  IconBookmark,
  IconChevronDown,
  IconEye,
  IconFileText,
  IconLayoutDashboard,
  IconLogout,
  IconMail,
  IconSettings,
  IconUser,
  IconUserCircle,
} from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Session } from '../session/session.ts';
import { useSignOut } from '../session/use-sign-out.ts';
import classes from './layout.module.css';

/** The signed-in user's menu: who is signed in, their places, and sign-out. */
export function UserMenu({ session }: { session: Session }) {
  const { t } = useTranslation();
  const { signOut, pending } = useSignOut();
  return (
    <Menu position="bottom-end" width={260} withinPortal>
      <Menu.Target>
        <UnstyledButton className={classes.userButton} aria-label={t('nav.accountMenu', { email: session.user.email })}>
          <IconUserCircle size={28} stroke={1.5} className={classes.avatar} aria-hidden="true" />
          <Text component="span" size="sm" className={classes.userEmail}>
            {session.user.email}
          </Text>
          <IconChevronDown size={16} aria-hidden="true" />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('nav.signedInAs', { email: session.user.email })}</Menu.Label>
        {session.audience === 'employer' && (
          <Menu.Item
            leftSection={<IconLayoutDashboard size={16} aria-hidden="true" />}
            renderRoot={(props) => <Link to="/employer" {...props} />}
          >
            {t('nav.employerDashboard')}
          </Menu.Item>
        )}
        {session.audience === 'candidate' && (
          <>
            <Menu.Item
              leftSection={<IconMail size={16} aria-hidden="true" />}
              renderRoot={(props) => <Link to="/offers" {...props} />}
            >
              {t('offers.title')}
            </Menu.Item>
            <Menu.Item
              leftSection={<IconFileText size={16} aria-hidden="true" />}
              renderRoot={(props) => <Link to="/applications" {...props} />}
            >
              {t('applications.title')}
            </Menu.Item>
            <Menu.Item
              leftSection={<IconBookmark size={16} aria-hidden="true" />}
              renderRoot={(props) => <Link to="/saved-jobs" {...props} />}
            >
              {t('nav.savedJobs')}
            </Menu.Item>
            <Menu.Item
              leftSection={<IconEye size={16} aria-hidden="true" />}
              renderRoot={(props) => <Link to="/profile/views" {...props} />}
            >
              {t('profileViews.title')}
            </Menu.Item>
            <Menu.Item
              leftSection={<IconUser size={16} aria-hidden="true" />}
              renderRoot={(props) => <Link to="/profile" {...props} />}
            >
              {t('nav.profile')}
            </Menu.Item>
            <Menu.Item
              leftSection={<IconSettings size={16} aria-hidden="true" />}
              renderRoot={(props) => <Link to="/settings" {...props} />}
            >
              {t('nav.settings')}
            </Menu.Item>
          </>
        )}
        <Menu.Divider />
        <Menu.Item
          leftSection={<IconLogout size={16} aria-hidden="true" />}
          onClick={() => void signOut()}
          disabled={pending}
        >
          {t('nav.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
