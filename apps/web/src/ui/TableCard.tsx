import type { CSSProperties, ReactNode } from 'react';
import { Paper, Table, VisuallyHidden } from '@mantine/core';

/** A header cell: its label (read by screen readers only when hidden), alignment and width. */
export type TableColumn = { label?: ReactNode; hidden?: boolean; ta?: 'right'; w?: number };

type Props = {
  columns: readonly TableColumn[];
  /** The table's data-testid. */
  testId: string;
  /** Below this width the table scrolls sideways; without it the table does not scroll. */
  minWidth?: number;
  verticalSpacing?: 'xs' | 'sm';
  highlightOnHover?: boolean;
  style?: CSSProperties;
  /** Under the table, inside the card (totals, pages). */
  footer?: ReactNode;
  /** The rows (Table.Tr). */
  children: ReactNode;
};

// TableCard is a bordered card holding a table: the header row from the columns, then the rows and an optional footer.
export function TableCard({ columns, testId, minWidth, verticalSpacing = 'sm', highlightOnHover, style, footer, children }: Props) {
  const table = (
    <Table verticalSpacing={verticalSpacing} highlightOnHover={highlightOnHover} data-testid={testId}>
      <Table.Thead>
        <Table.Tr>
          {columns.map((c, i) => (
            <Table.Th key={i} ta={c.ta} w={c.w}>
              {c.hidden ? <VisuallyHidden>{c.label}</VisuallyHidden> : c.label}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>{children}</Table.Tbody>
    </Table>
  );
  return (
    <Paper withBorder radius="md" style={style}>
      {minWidth === undefined ? table : <Table.ScrollContainer minWidth={minWidth}>{table}</Table.ScrollContainer>}
      {footer}
    </Paper>
  );
}
