import { Button, Group } from '@mantine/core';
import { NavLink, useLocation } from 'react-router';

export interface NavSection {
  to: string;
  label: string;
  /** Current only on its own address, not below it. */
  end: boolean;
  /** Addresses elsewhere that belong to the section too (an order's page to the list of orders). */
  alsoCurrent?: (path: string) => boolean;
}

const isCurrent = (pathname: string, section: NavSection): boolean => {
  const path = pathname.replace(/\/+$/, '');
  if (section.alsoCurrent?.(path)) return true;
  return section.end ? path === section.to : path === section.to || path.startsWith(`${section.to}/`);
};

/**
 * A portal's sections as links: each is a page with its own address (React Router's NavLink sets
 * aria-current="page" on the current one), the current one lit.
 */
export const SectionNav = ({ label, sections }: { label: string; sections: readonly NavSection[] }) => {
  const { pathname } = useLocation();
  return (
    <Group component="nav" aria-label={label} gap="xs" mb="lg">
      {sections.map((section) => (
        <Button
          key={section.to}
          component={NavLink}
          to={section.to}
          end={section.end}
          variant={isCurrent(pathname, section) ? 'light' : 'subtle'}
        >
          {section.label}
        </Button>
      ))}
    </Group>
  );
};
