import { portalLinks } from '@granska/domain';
import { Anchor, Box, Burger, Button, Group, Menu, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconLogout, IconUser } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useNavigate } from 'react-router';
import { LanguageSwitch } from '../../components/language-switch/language-switch';
import { currentLanguage } from '../../i18n/i18n';
import { useConfig } from '../config/config-context';
import type { SessionUser } from '../session/session';
import { useSession } from '../session/session-context';

/** Spec §2: the user's e-mail, portal links by role, Konto / Logga ut, the version. */
export const Header = ({ user }: { user: SessionUser }) => {
  const { t, i18n } = useTranslation();
  const { version } = useConfig();
  const { signOut } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [linksOpened, { toggle: toggleLinks, close: closeLinks }] = useDisclosure(false);
  const language = currentLanguage(i18n);
  const links = portalLinks(user.groups);

  const logOut = async () => {
    try {
      await signOut();
    } finally {
      // The session's data (current user, customer, lists) must not outlive the session.
      queryClient.clear();
      navigate('/login', { replace: true });
    }
  };

  const linkItems = links.map((link) => (
    <Button
      key={link.path}
      component={NavLink}
      to={link.path}
      variant="subtle"
      size="compact-sm"
      onClick={closeLinks}
    >
      {link.label[language]}
    </Button>
  ));

  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="md" wrap="nowrap">
        <Burger
          opened={linksOpened}
          onClick={toggleLinks}
          hiddenFrom="md"
          size="sm"
          aria-label={t('app.header.portals')}
        />
        <Anchor component={Link} to="/" fw={700} size="lg" underline="never">
          {t('app.header.productName')}
        </Anchor>
        <Group component="nav" aria-label={t('app.header.portals')} gap={4} visibleFrom="md" wrap="nowrap">
          {linkItems}
        </Group>
      </Group>
      {linksOpened && (
        <Stack
          hiddenFrom="md"
          pos="absolute"
          top={60}
          left={0}
          right={0}
          p="sm"
          bg="var(--mantine-color-body)"
          style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
        >
          {linkItems}
        </Stack>
      )}
      <Group gap="sm" wrap="nowrap">
        <LanguageSwitch />
        <Text size="xs" c="dimmed" visibleFrom="sm">
          {t('app.header.version', { version })}
        </Text>
        {/* No focus placeholder: a menu may hold only its items (axe: aria-required-children). */}
        <Menu position="bottom-end" withinPortal withInitialFocusPlaceholder={false}>
          <Menu.Target>
            <UnstyledButton aria-label={t('app.header.userMenu', { email: user.email })}>
              <Group gap={4} wrap="nowrap">
                {/* A phone has no room for the e-mail; the menu's name still carries it. */}
                <Box component="span" hiddenFrom="sm" display="flex">
                  <IconUser size={20} aria-hidden />
                </Box>
                <Text size="sm" visibleFrom="sm" truncate="end" maw={280}>
                  {user.email}
                </Text>
                <IconChevronDown size={14} aria-hidden />
              </Group>
            </UnstyledButton>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item component={Link} to="/account" leftSection={<IconUser size={14} aria-hidden />}>
              {t('app.header.account')}
            </Menu.Item>
            <Menu.Item leftSection={<IconLogout size={14} aria-hidden />} onClick={() => void logOut()}>
              {t('app.header.logout')}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
    </Group>
  );
};
