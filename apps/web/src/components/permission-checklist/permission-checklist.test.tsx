import { permissionTreeFor } from '@granska/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { checkState, toggleNode } from './checklist-selection';
import { PermissionChecklist } from './permission-checklist';

const backgroundCheckOnly = permissionTreeFor(['BackgroundCheck']);

/** The checklist kept in state, as a form holds it; `onChange` sees every new value. */
const Harness = ({
  initial = [],
  access = ['BackgroundCheck'],
  onChange = () => {},
  disabled = false,
}: {
  initial?: string[];
  access?: string[];
  onChange?: (groups: string[]) => void;
  disabled?: boolean;
}) => {
  const [value, setValue] = useState<string[]>(initial);
  return (
    <PermissionChecklist
      tree={permissionTreeFor(access)}
      value={value}
      disabled={disabled}
      onChange={(groups) => {
        setValue(groups);
        onChange(groups);
      }}
    />
  );
};

const checklist = () => within(screen.getByRole('group', { name: 'Behörigheter' }));
const inGroup = (name: string) => within(screen.getByRole('group', { name }));

describe('checklist selection', () => {
  const orderer = backgroundCheckOnly[2]?.children[0];
  if (!orderer) throw new Error('tree without BKOrderer');
  /** BKOrderer and every group below it, in the tree's order. */
  const ordererSubtree = [
    'BKOrderer',
    'BKOrdererScreen',
    'ScreeningExtraServices',
    'BKOrdererCoworker',
    'BKOrdererSpecialist',
    'BKOrdererExecutive',
  ];

  it('is checked when the whole subtree is held, indeterminate when part of it is', () => {
    expect(checkState(orderer, new Set())).toBe('unchecked');
    expect(checkState(orderer, new Set(['BKOrderer']))).toBe('indeterminate');
    expect(checkState(orderer, new Set(['BKOrdererCoworker']))).toBe('indeterminate');
    expect(checkState(orderer, new Set(ordererSubtree))).toBe('checked');
  });

  it('ticks the subtree and the groups above; unticks the subtree only; keeps groups it does not show', () => {
    const ticked = toggleNode(orderer, ['ServiceBackgroundCheck'], ['SomethingElse']);
    expect(ticked).toEqual(['SomethingElse', 'ServiceBackgroundCheck', ...ordererSubtree]);
    expect(toggleNode(orderer, ['ServiceBackgroundCheck'], ticked)).toEqual([
      'SomethingElse',
      'ServiceBackgroundCheck',
    ]);
  });
});

describe('PermissionChecklist', () => {
  it('shows only the given tree’s branches, with Swedish labels', () => {
    renderWithProviders(<Harness access={['BackgroundCheck']} />);
    const boxes = checklist().getAllByRole('checkbox');
    expect(boxes.map((box) => box.closest('label, .mantine-Checkbox-root')?.textContent)).toEqual([
      'Kundadmin',
      'Superuser',
      'Bakgrundskontroll',
      'Beställare',
      'Screening',
      'Tilläggstjänster',
      'Medarbetare',
      'Specialist',
      'Chef',
      'Mottagare',
      'Ladda ner rapport',
      'Ändra mottagare',
    ]);
    expect(screen.queryByRole('checkbox', { name: 'Referenstagning' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'SÄK' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Admin' })).not.toBeInTheDocument();
  });

  it('names each branch after its parent, so equal labels can be told apart', () => {
    renderWithProviders(<Harness access={['BackgroundCheck', 'ReferenceCheck']} />);
    expect(inGroup('Bakgrundskontroll').getAllByRole('checkbox', { name: 'Beställare' })).toHaveLength(1);
    expect(inGroup('Referenstagning').getByRole('checkbox', { name: 'Beställare' })).toBeInTheDocument();
  });

  it('ticking a parent ticks its subtree and the service above it', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<Harness onChange={onChange} />);
    await user.click(inGroup('Bakgrundskontroll').getByRole('checkbox', { name: 'Beställare' }));
    const orderers = inGroup('Beställare');
    for (const name of ['Screening', 'Tilläggstjänster', 'Medarbetare', 'Specialist', 'Chef']) {
      expect(orderers.getByRole('checkbox', { name })).toBeChecked();
    }
    expect(onChange).toHaveBeenLastCalledWith(
      expect.arrayContaining(['ServiceBackgroundCheck', 'BKOrderer']),
    );
    // The service holds only part of its subtree: it is indeterminate, not checked.
    const service = screen.getByRole('checkbox', { name: 'Bakgrundskontroll' });
    expect(service).toBePartiallyChecked();
    expect(inGroup('Bakgrundskontroll').getByRole('checkbox', { name: 'Mottagare' })).not.toBeChecked();
  });

  it('shows a parent as indeterminate when some children are ticked, and checked when all are', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness initial={['ServiceBackgroundCheck', 'BKOrderer', 'BKOrdererScreen']} />);
    const orderer = inGroup('Bakgrundskontroll').getByRole('checkbox', { name: 'Beställare' });
    expect(orderer).toBePartiallyChecked();
    const screening = inGroup('Beställare').getByRole('checkbox', { name: 'Screening' });
    expect(screening).toBePartiallyChecked();
    await user.click(orderer);
    expect(orderer).toBeChecked();
    expect(orderer).not.toBePartiallyChecked();
    // A fully ticked parent unticked again clears its subtree.
    await user.click(orderer);
    expect(orderer).not.toBeChecked();
    expect(orderer).not.toBePartiallyChecked();
    expect(inGroup('Beställare').getByRole('checkbox', { name: 'Medarbetare' })).not.toBeChecked();
  });

  it('is used with the keyboard: Tab to a box, Space to tick it', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<Harness onChange={onChange} />);
    await user.tab();
    expect(screen.getByRole('checkbox', { name: 'Kundadmin' })).toHaveFocus();
    await user.tab();
    await user.keyboard(' ');
    expect(screen.getByRole('checkbox', { name: 'Superuser' })).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(['CustomerSuperuser']);
  });

  it('does nothing while disabled', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<Harness disabled onChange={onChange} />);
    const admin = screen.getByRole('checkbox', { name: 'Kundadmin' });
    expect(admin).toBeDisabled();
    await user.click(admin);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('uses English labels in English', () => {
    renderWithProviders(<Harness />, { language: 'en' });
    const list = within(screen.getByRole('group', { name: 'Permissions' }));
    expect(list.getByRole('checkbox', { name: 'Customer admin' })).toBeInTheDocument();
    expect(list.getByRole('checkbox', { name: 'Background check' })).toBeInTheDocument();
  });
});
