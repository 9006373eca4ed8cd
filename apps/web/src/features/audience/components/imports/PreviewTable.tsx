import { Paper, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

// PreviewTable shows the first rows of the uploaded file as they were read.
export function PreviewTable({ headers, preview }: { headers: string[]; preview: string[][] }) {
  const { t } = useTranslation();
  if (preview.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('audience.imports.noPreview')}
      </Text>
    );
  }
  return (
    <Paper withBorder radius="md">
      <Text size="sm" fw={600} p="xs">
        {t('audience.imports.preview', { count: preview.length })}
      </Text>
      <Table.ScrollContainer minWidth={Math.max(480, headers.length * 140)}>
        <Table striped withColumnBorders verticalSpacing={4} fz="xs" data-testid="import-preview">
          <Table.Thead>
            <Table.Tr>
              {headers.map((h, i) => (
                <Table.Th key={`${h}-${i}`}>{h}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {preview.map((row, r) => (
              <Table.Tr key={r}>
                {headers.map((_h, i) => (
                  <Table.Td key={i}>{row[i] ?? ''}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
