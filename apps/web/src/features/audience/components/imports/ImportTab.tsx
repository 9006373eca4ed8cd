import { useState } from 'react';
import { Paper, Stack, Stepper } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ContactImport } from '../../api/importsApi';
import { useImportQuery } from '../../hooks/useImportQuery';
import { ImportRunStep } from './ImportRunStep';
import { MappingStep } from './MappingStep';
import { RecentImports } from './RecentImports';
import { UploadStep } from './UploadStep';

type Stage = { name: 'upload' } | { name: 'mapping'; upload: ContactImport } | { name: 'run'; id: string };

// ImportTab is the import wizard (upload → mapping → progress → result) above the list of recent imports.
export function ImportTab({ onViewContacts }: { onViewContacts: () => void }) {
  const { t } = useTranslation();
  const [stage, setStage] = useState<Stage>({ name: 'upload' });
  const running = useImportQuery(stage.name === 'run' ? stage.id : null);
  const finished = running.data?.status === 'completed' || running.data?.status === 'failed';
  const active = stage.name === 'upload' ? 0 : stage.name === 'mapping' ? 1 : finished ? 3 : 2;
  const open = (item: ContactImport) => setStage(item.status === 'pending' ? { name: 'mapping', upload: item } : { name: 'run', id: item.id });

  return (
    <Stack gap="xl">
      <Paper withBorder radius="md" p="lg" data-testid="import-wizard" data-stage={stage.name}>
        <Stepper active={active} size="sm" allowNextStepsSelect={false} mb="lg">
          <Stepper.Step label={t('audience.imports.steps.upload')} />
          <Stepper.Step label={t('audience.imports.steps.mapping')} />
          <Stepper.Step label={t('audience.imports.steps.progress')} />
          <Stepper.Step label={t('audience.imports.steps.result')} />
        </Stepper>
        {stage.name === 'upload' && <UploadStep onUploaded={(upload) => setStage({ name: 'mapping', upload })} />}
        {stage.name === 'mapping' && (
          <MappingStep
            key={stage.upload.id}
            upload={stage.upload}
            onStarted={(started) => setStage({ name: 'run', id: started.id })}
            onCancel={() => setStage({ name: 'upload' })}
          />
        )}
        {stage.name === 'run' && <ImportRunStep id={stage.id} onRestart={() => setStage({ name: 'upload' })} onViewContacts={onViewContacts} />}
      </Paper>
      <RecentImports onOpen={open} />
    </Stack>
  );
}
