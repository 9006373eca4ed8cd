import { Table, Text } from '@mantine/core';

// NameCell is a table cell with a row's name in bold and, under it, its description on one dimmed line.
export function NameCell({ name, description }: { name: string; description?: string | null }) {
  return (
    <Table.Td>
      <Text size="sm" fw={600}>
        {name}
      </Text>
      {description && (
        <Text size="xs" c="dimmed" lineClamp={1}>
          {description}
        </Text>
      )}
    </Table.Td>
  );
}
