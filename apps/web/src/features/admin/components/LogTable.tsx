import type { ReactNode } from 'react';
import { Alert, Pagination, Skeleton, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { serverErrorText } from '../../../lib/api';

type Page = { entries: unknown[]; total: number };

// LogTable is the frame of the access log's tables: loading, error, empty text, the columns and the pages.
export function LogTable(props: {
  query: { data?: Page; isPending: boolean; isError: boolean; error: unknown };
  empty: string;
  columns: string[];
  minWidth: number;
  testId: string;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { data, isPending, isError, error } = props.query;
  const pages = data ? Math.max(1, Math.ceil(data.total / props.pageSize)) : 1;
  return (
    <>
      {isPending && <Skeleton h={120} />}
      {isError && <Alert color="red">{serverErrorText(error, t('admin.panel.loadFailed'))}</Alert>}
      {data && data.entries.length === 0 && (
        <Text size="sm" c="dimmed">
          {props.empty}
        </Text>
      )}
      {data && data.entries.length > 0 && (
        <Table.ScrollContainer minWidth={props.minWidth}>
          <Table striped data-testid={props.testId}>
            <Table.Thead>
              <Table.Tr>
                {props.columns.map((c) => (
                  <Table.Th key={c}>{c}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>{props.children}</Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {pages > 1 && <Pagination mt="sm" value={props.page} onChange={props.onPage} total={pages} size="sm" />}
    </>
  );
}
