import { PasswordInput as MantinePasswordInput, type PasswordInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Mantine's password field with a translated name on its show/hide button, which Tab reaches (Mantine
 * leaves it out of the tab order; WCAG 2.1.1 wants every control by keyboard).
 */
export const PasswordInput = (props: PasswordInputProps) => {
  const { t } = useTranslation();
  return (
    <MantinePasswordInput
      visibilityToggleFocusable
      {...props}
      visibilityToggleButtonProps={{ 'aria-label': t('components.passwordInput.toggleVisibility') }}
    />
  );
};
