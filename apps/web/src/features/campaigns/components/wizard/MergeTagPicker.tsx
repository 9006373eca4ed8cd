import { Button, Menu } from '@mantine/core';
import { IconBraces, IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MERGE_TAGS, mergeTagText } from './wizardDraft';

// MergeTagPicker offers the personalisation tags; choosing one hands its Liquid text to onInsert.
export function MergeTagPicker({ onInsert }: { onInsert: (text: string) => void }) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button size="xs" variant="default" leftSection={<IconBraces size={14} />} rightSection={<IconChevronDown size={14} />} data-testid="merge-tag-picker">
          {t('campaigns.mergeTags.button')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {MERGE_TAGS.map((tag) => (
          <Menu.Item
            key={tag.key}
            onClick={() => onInsert(mergeTagText(tag, tag.fallback && t(`campaigns.mergeTags.fallbacks.${tag.fallback}`)))}
            data-testid={`merge-tag-${tag.key}`}
          >
            {t(`campaigns.mergeTags.tags.${tag.key}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
