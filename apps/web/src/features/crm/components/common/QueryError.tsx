import type { ComponentProps } from 'react';
import { QueryError as LoadError } from '../../../../ui/QueryError';

// QueryError says a CRM load failed, with the server's text and a retry button.
export function QueryError(props: Omit<ComponentProps<typeof LoadError>, 'testId'>) {
  return <LoadError {...props} testId="crm-load-error" />;
}
