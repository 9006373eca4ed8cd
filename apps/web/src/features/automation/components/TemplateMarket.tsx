import { Button, Card, FileButton, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useLooseT } from '../useLooseT';
import { notifications } from '@mantine/notifications';
import { MARKET_TEMPLATES, workflowImportSchema, type MarketTemplate } from '@ulak/shared/automation';
import { serverErrorText } from '../../../lib/api';
import { useImportWorkflowMutation } from '../hooks/useImportWorkflowMutation';
import { useInstallTemplateMutation } from '../hooks/useInstallTemplateMutation';

// TemplateMarket is the gallery of ready workflows (installed as a draft with their emails in one click) and the
// import of an exported workflow file.
export function TemplateMarket({ onInstalled }: { onInstalled: (id: string) => void }) {
  const { t, i18n } = useLooseT();
  const install = useInstallTemplateMutation();
  const importer = useImportWorkflowMutation();
  const lang = i18n.language === 'tr' ? 'tr' : 'en';
  const doInstall = (template: MarketTemplate) =>
    install.mutate(
      { template, language: lang },
      {
        onSuccess: (w) => {
          notifications.show({ color: 'green', message: t('automation.market.installed', { name: w.name }) });
          onInstalled(w.id);
        },
        onError: (e) => notifications.show({ color: 'red', message: serverErrorText(e, t('automation.errors.install')) }),
      },
    );
  const doImport = async (file: File | null) => {
    if (!file) return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(await file.text());
    } catch {
      notifications.show({ color: 'red', message: t('automation.market.importInvalid') });
      return;
    }
    const r = workflowImportSchema.safeParse(parsed);
    if (!r.success) {
      notifications.show({ color: 'red', message: t('automation.market.importInvalid') });
      return;
    }
    importer.mutate(r.data, {
      onSuccess: (w) => {
        notifications.show({ color: 'green', message: t('automation.market.imported', { name: w.name }) });
        onInstalled(w.id);
      },
      onError: (e) => notifications.show({ color: 'red', message: serverErrorText(e, t('automation.errors.import')) }),
    });
  };
  return (
    <Stack>
      <Group justify="space-between">
        <Text c="dimmed">{t('automation.market.text')}</Text>
        <FileButton onChange={(f) => void doImport(f)} accept="application/json">
          {(props) => (
            <Button variant="default" loading={importer.isPending} {...props}>
              {t('automation.market.import')}
            </Button>
          )}
        </FileButton>
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }}>
        {MARKET_TEMPLATES.map((m) => (
          <Card key={m} withBorder data-testid={`market-${m}`}>
            <Stack gap="xs" h="100%" justify="space-between">
              <Stack gap={4}>
                <Text fw={600}>{t(`automation.market.items.${m}.name`)}</Text>
                <Text size="sm" c="dimmed">
                  {t(`automation.market.items.${m}.description`)}
                </Text>
              </Stack>
              <Button onClick={() => doInstall(m)} loading={install.isPending && install.variables?.template === m} data-testid={`install-${m}`}>
                {t('automation.market.install')}
              </Button>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
