import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The link to the accessibility statement, on the pages people reach without logging in. */
export const AccessibilityLink = () => {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to="/accessibility" size="sm">
      {t('accessibilityLink.label')}
    </Anchor>
  );
};
