import { Box, NavLink, ScrollArea } from '@mantine/core';
import {
  IconAddressBook,
  IconBuilding,
  IconCalendarTime,
  IconFileText,
  IconLayoutDashboard,
  IconMail,
  IconSearch,
  IconSpeakerphone,
  IconTemplate,
  IconUserCircle,
  IconUsers,
} from '@tabler/icons-react';
import { createLink, Outlet } from '@tanstack/react-router';
import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './employer.module.css';

const MantineNavLink = forwardRef<HTMLAnchorElement, ComponentPropsWithoutRef<typeof NavLink<'a'>>>((props, ref) => (
  <NavLink component="a" ref={ref} {...props} />
));
const NavLinkTo = createLink(MantineNavLink);

/**
 * The frame of every employer screen: the places of a day's work beside the screen (above it on
 * narrow screens, as a row that scrolls sideways). What only an ADMIN may do is offered inside
 * the screens, and only to an ADMIN.
 */
export function EmployerLayout() {
  const { t } = useTranslation();
  const places = [
    { to: '/employer', label: t('employerNav.dashboard'), icon: IconLayoutDashboard, exact: true },
    { to: '/employer/recruitments', label: t('employerNav.recruitments'), icon: IconSpeakerphone },
    { to: '/employer/candidates', label: t('employerNav.candidates'), icon: IconSearch },
    { to: '/employer/offers', label: t('employerNav.offers'), icon: IconMail },
    { to: '/employer/scheduled-messages', label: t('employerNav.scheduledMessages'), icon: IconCalendarTime },
    { to: '/employer/applications', label: t('employerNav.applications'), icon: IconFileText },
    { to: '/employer/talent-pools', label: t('employerNav.talentPools'), icon: IconAddressBook },
    { to: '/employer/templates', label: t('employerNav.templates'), icon: IconTemplate },
    { to: '/employer/company', label: t('employerNav.company'), icon: IconBuilding },
    { to: '/employer/recruiters', label: t('employerNav.recruiters'), icon: IconUsers },
    { to: '/employer/my-profile', label: t('employerNav.myProfile'), icon: IconUserCircle },
  ] as const;
  return (
    <Box className={classes.layout}>
      <Box component="nav" aria-label={t('employerNav.label')} className={classes.nav}>
        {/* On a phone the places are one row that scrolls sideways: its scrollbar shows there is more. */}
        <ScrollArea type="auto" scrollbarSize={4} offsetScrollbars="x" className={classes.navScroll}>
          <Box className={classes.navList}>
            {places.map(({ to, label, icon: Icon, ...rest }) => (
              <NavLinkTo
                key={to}
                to={to}
                label={label}
                leftSection={<Icon size={18} aria-hidden="true" />}
                activeOptions={{ exact: 'exact' in rest }}
                activeProps={{ 'aria-current': 'page', active: true }}
                className={classes.navLink}
              />
            ))}
          </Box>
        </ScrollArea>
      </Box>
      <Box className={classes.content}>
        <Outlet />
      </Box>
    </Box>
  );
}
