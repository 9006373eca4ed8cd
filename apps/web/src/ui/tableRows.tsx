import type { KeyboardEvent } from 'react';
import { Checkbox, Table } from '@mantine/core';

/** The background of a selected row. */
export const SELECTED_ROW_BG = 'var(--mantine-color-blue-light)';

type SelectAllProps = { ids: readonly string[]; selected: ReadonlySet<string>; onToggleAll: (checked: boolean) => void; label: string; testId: string };

// SelectAllHeader is the header cell whose checkbox selects or clears every row of the page (indeterminate when some are).
export function SelectAllHeader({ ids, selected, onToggleAll, label, testId }: SelectAllProps) {
  const all = ids.length > 0 && ids.every((id) => selected.has(id));
  const some = ids.some((id) => selected.has(id));
  return (
    <Table.Th w={40}>
      <Checkbox aria-label={label} checked={all} indeterminate={some && !all} onChange={(e) => onToggleAll(e.currentTarget.checked)} data-testid={testId} />
    </Table.Th>
  );
}

type SelectCellProps = { checked: boolean; onToggle: () => void; label: string; testId: string; inClickableRow?: boolean };

// SelectCell is a row's selection checkbox; in a clickable row a click on the cell does not open the row.
export function SelectCell({ checked, onToggle, label, testId, inClickableRow = false }: SelectCellProps) {
  return (
    <Table.Td onClick={inClickableRow ? (e) => e.stopPropagation() : undefined}>
      <Checkbox aria-label={label} checked={checked} onChange={onToggle} data-testid={testId} />
    </Table.Td>
  );
}

// clickableRow makes a table row open something on a click, or on Enter or Space while the row itself has the focus.
export function clickableRow(open: () => void) {
  return {
    onClick: open,
    onKeyDown: (e: KeyboardEvent<HTMLTableRowElement>) => {
      if (e.target !== e.currentTarget) return;
      if (e.key === 'Enter' || e.key === ' ') {
        e.preventDefault();
        open();
      }
    },
    tabIndex: 0,
    style: { cursor: 'pointer' },
  };
}
