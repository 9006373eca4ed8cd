// The state badge of a product module (shipped / beta / planned), read from the shared module list.
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { moduleState, type ModuleState } from '@ulak/shared/site';

export const MODULE_STATE_COLOR: Record<ModuleState, string> = { shipped: 'teal', beta: 'blue', planned: 'gray' };

// ModuleStateBadge shows whether a module ships today, is in beta or is only planned.
export function ModuleStateBadge({ module }: { module: string }) {
  const { t } = useTranslation();
  const state = moduleState(module);
  return (
    <Badge size="sm" variant="outline" color={MODULE_STATE_COLOR[state]} data-testid={`module-state-${module}`} data-state={state}>
      {t(`productModules.states.${state}`)}
    </Badge>
  );
}
