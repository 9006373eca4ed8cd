import type { ReactNode } from 'react';
import { IconTools } from '@tabler/icons-react';
import { EmptyState } from './EmptyState';

type Props = { title: string; description: string; action?: ReactNode };

// ComingSoon is the honest state of a module or tab that is not built yet.
export function ComingSoon({ title, description, action }: Props) {
  return <EmptyState icon={<IconTools size={28} />} title={title} description={description} action={action} testId="module-building" />;
}
