import { useEffect, useState } from 'react';
import { Drawer, Group, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { fieldErrors, serverErrorText } from '../../../../lib/api';
import { REQUIRED } from '../../../../ui/required';
import type { Segment } from '../../api/segmentsApi';
import { useCreateSegmentMutation } from '../../hooks/useCreateSegmentMutation';
import { useUpdateSegmentMutation } from '../../hooks/useUpdateSegmentMutation';
import { fromRuleGroup, newGroup, newRule, toRuleGroup, type GroupDraft } from '../../segmentRules';
import { LiveCountBadge } from './LiveCountBadge';
import { RuleGroupEditor } from './RuleGroupEditor';
import { FormActions } from '../../../../ui/FormActions';
import { formSubmit } from '../../../../ui/formSubmit';

type Props = { opened: boolean; segment: Segment | null; onClose: () => void };

// SegmentEditorDrawer creates or edits a segment: name, description and the visual rule builder with a live count.
export function SegmentEditorDrawer({ opened, segment, onClose }: Props) {
  const { t } = useTranslation();
  const create = useCreateSegmentMutation();
  const update = useUpdateSegmentMutation();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [tree, setTree] = useState<GroupDraft>(() => newGroup());
  const [errors, setErrors] = useState<Record<string, string>>({});

  useEffect(() => {
    if (!opened) return;
    setName(segment?.name ?? '');
    setDescription(segment?.description ?? '');
    setTree(segment ? fromRuleGroup(segment.rules) : newGroup('all', [newRule()]));
    setErrors({});
  }, [opened, segment]);

  const rules = toRuleGroup(tree);
  const save = () => {
    if (!name.trim()) {
      setErrors({ name: t('audience.segments.nameRequired') });
      return;
    }
    if (!rules) {
      notifications.show({ color: 'red', message: t('audience.segments.rulesIncomplete') });
      return;
    }
    const body = { name: name.trim(), description: description.trim(), rules };
    const handlers = {
      onSuccess: () => {
        notifications.show({ color: 'teal', message: t(segment ? 'audience.segments.saved' : 'audience.segments.created') });
        onClose();
      },
      onError: (error: unknown) => {
        setErrors(fieldErrors(error));
        notifications.show({ color: 'red', message: serverErrorText(error, t('audience.common.saveFailed')) });
      },
    };
    if (segment) update.mutate({ id: segment.id, body }, handlers);
    else create.mutate(body, handlers);
  };

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="xl"
      title={t(segment ? 'audience.segments.editTitle' : 'audience.segments.createTitle')}
      data-testid="segment-editor"
    >
      <form onSubmit={formSubmit(save)} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('audience.segments.name')}
            maxLength={200}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={errors.name}
            {...REQUIRED}
            data-testid="segment-name"
          />
          <Textarea
            label={t('audience.segments.description')}
            maxLength={1000}
            autosize
            minRows={2}
            value={description}
            onChange={(e) => setDescription(e.currentTarget.value)}
            data-testid="segment-description"
          />
          <Group justify="space-between" align="center">
            <Title order={4}>{t('audience.segments.rules')}</Title>
            <LiveCountBadge rules={rules} />
          </Group>
          <RuleGroupEditor group={tree} onChange={setTree} />
          <FormActions onCancel={onClose} loading={create.isPending || update.isPending} submitTestId="segment-save" mt="md" />
        </Stack>
      </form>
    </Drawer>
  );
}
