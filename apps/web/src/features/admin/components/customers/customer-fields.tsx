import type { Setting } from '@granska/domain';
import { Checkbox, NumberInput, Textarea, TextInput } from '@mantine/core';

/** Small controlled inputs for the customer editor; every one has a visible label. */

export const TextField = ({
  label,
  value,
  onChange,
  required,
  error,
  description,
  maxLength,
}: {
  label: string;
  value: string | undefined;
  onChange: (value: string) => void;
  required?: boolean;
  error?: string | undefined;
  description?: string;
  /** The longest text the server takes (maxLengthOf); the field stops the typing there. */
  maxLength?: number | undefined;
}) => (
  <TextInput
    label={label}
    value={value ?? ''}
    onChange={(event) => onChange(event.currentTarget.value)}
    required={required}
    error={error}
    description={description}
    maxLength={maxLength}
  />
);

export const LongTextField = ({
  label,
  value,
  onChange,
  description,
  maxLength,
}: {
  label: string;
  value: string | undefined;
  onChange: (value: string) => void;
  description?: string;
  maxLength?: number | undefined;
}) => (
  <Textarea
    label={label}
    value={value ?? ''}
    onChange={(event) => onChange(event.currentTarget.value)}
    resize="vertical"
    rows={2}
    description={description}
    maxLength={maxLength}
  />
);

/** A list of texts, one a line (empty lines are dropped when saved). */
export const LinesField = ({
  label,
  value,
  onChange,
  description,
}: {
  label: string;
  value: readonly string[] | undefined;
  onChange: (value: string[]) => void;
  description?: string;
}) => (
  <Textarea
    label={label}
    description={description}
    value={(value ?? []).join('\n')}
    onChange={(event) => onChange(event.currentTarget.value.split('\n'))}
    resize="vertical"
    rows={3}
  />
);

/** A number; empty means not set. Amounts are grouped with a space like everywhere else (spec §5). */
export const NumberField = ({
  label,
  value,
  onChange,
  decimals = false,
  min = 0,
}: {
  label: string;
  value: number | undefined;
  onChange: (value: number | undefined) => void;
  decimals?: boolean;
  min?: number;
}) => (
  <NumberInput
    label={label}
    value={value ?? ''}
    onChange={(next) => onChange(typeof next === 'number' ? next : undefined)}
    thousandSeparator=" "
    decimalSeparator=","
    allowDecimal={decimals}
    min={min}
    hideControls
  />
);

export const FlagField = ({
  label,
  value,
  onChange,
  description,
}: {
  label: string;
  value: boolean | undefined;
  onChange: (value: boolean) => void;
  description?: string;
}) => (
  <Checkbox
    label={label}
    description={description}
    checked={value ?? false}
    onChange={(event) => onChange(event.currentTarget.checked)}
  />
);

/**
 * A setting the spec gives no values for (a toggle or a named choice): shown as a toggle. A named
 * choice stored by another system stays as it is until the box is changed.
 */
export const SettingField = ({
  label,
  value,
  onChange,
}: {
  label: string;
  value: Setting | undefined;
  onChange: (value: boolean) => void;
}) => (
  <Checkbox
    label={label}
    checked={value === true || (typeof value === 'string' && value !== '' && value !== 'false')}
    onChange={(event) => onChange(event.currentTarget.checked)}
  />
);
