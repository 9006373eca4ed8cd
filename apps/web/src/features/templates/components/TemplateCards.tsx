import { ActionIcon, Badge, Button, Card, Group, Menu, Stack, Text } from '@mantine/core';
import { IconCopy, IconDots, IconEdit, IconEye, IconMailFast, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../ui/format';
import type { EmailTemplate, GalleryTemplate } from '../api/templatesApi';

// GalleryCard is a starter of the gallery with its "Use" button.
export function GalleryCard({ item, loading, onUse }: { item: GalleryTemplate; loading: boolean; onUse: () => void }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="md" data-testid="gallery-card" data-key={item.key}>
      <Stack gap={6} h="100%" justify="space-between">
        <div>
          <Badge variant="light" size="sm">
            {t(`campaigns.templates.categories.${item.category}`)}
          </Badge>
          <Text fw={600} mt={6}>
            {item.name}
          </Text>
          <Text size="xs" c="dimmed" lineClamp={2}>
            {item.subject}
          </Text>
        </div>
        <Button size="xs" variant="light" loading={loading} onClick={onUse} data-testid="gallery-use">
          {t('campaigns.templates.use')}
        </Button>
      </Stack>
    </Card>
  );
}

type TemplateCardProps = {
  template: EmailTemplate;
  onEdit: () => void;
  onDuplicate: () => void;
  onDelete: () => void;
  onPreview: () => void;
  onTest: () => void;
};

// TemplateCard is one of the workspace's templates with edit, preview and a menu for duplicate and delete.
export function TemplateCard({ template, onEdit, onDuplicate, onDelete, onPreview, onTest }: TemplateCardProps) {
  const { t, i18n } = useTranslation();
  return (
    <Card withBorder radius="md" padding="md" data-testid="template-card" data-id={template.id} data-name={template.name}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div style={{ minWidth: 0 }}>
            <Text fw={600} lineClamp={1}>
              {template.name}
            </Text>
            <Text size="xs" c="dimmed" lineClamp={1}>
              {template.subject}
            </Text>
          </div>
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" aria-label={t('campaigns.templates.actionsFor', { name: template.name })} data-testid="template-actions">
                <IconDots size={18} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item leftSection={<IconMailFast size={16} />} onClick={onTest} data-testid="template-send-test">
                {t('campaigns.testSend.button')}
              </Menu.Item>
              <Menu.Item leftSection={<IconCopy size={16} />} onClick={onDuplicate} data-testid="template-duplicate">
                {t('campaigns.templates.duplicate')}
              </Menu.Item>
              <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={onDelete} data-testid="template-delete">
                {t('campaigns.templates.delete')}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
        <Group gap={6}>
          <Badge variant="light" size="sm">
            {t(`campaigns.templates.categories.${template.category}`)}
          </Badge>
          <Text size="xs" c="dimmed">
            {t('campaigns.templates.updated', { date: formatDate(template.updatedAt, i18n.language) })}
          </Text>
        </Group>
        <Group gap="xs" mt={4}>
          <Button size="xs" variant="light" leftSection={<IconEdit size={14} />} onClick={onEdit} data-testid="template-edit">
            {t('campaigns.templates.edit')}
          </Button>
          <Button size="xs" variant="default" leftSection={<IconEye size={14} />} onClick={onPreview} data-testid="template-card-preview">
            {t('campaigns.editor.preview')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
