import type { ComponentType, ReactNode } from 'react';
import { Tabs, type MantineSpacing } from '@mantine/core';

/** One tab: its key, label, optional icon and the panel it shows. */
export type PanelTab<K extends string> = { key: K; label: ReactNode; icon?: ComponentType<{ size?: number }>; panel: ReactNode };

type Props<K extends string> = {
  tabs: readonly PanelTab<K>[];
  /** The selected tab, when the caller keeps it (with onChange). */
  value?: K;
  /** The first selected tab, when the tabs keep it themselves. */
  defaultValue?: K;
  onChange?: (key: K) => void;
  /** Each tab's data-testid is `${testId}-${key}`. */
  testId: string;
  /** Space above a panel. */
  pt?: MantineSpacing;
  /** Space under the tab row. */
  listMb?: MantineSpacing;
  /** Let the tab row wrap on narrow screens. */
  wrap?: boolean;
};

// PanelTabs is a row of tabs over their panels; only the selected panel is mounted.
export function PanelTabs<K extends string>({ tabs, value, defaultValue, onChange, testId, pt, listMb, wrap = false }: Props<K>) {
  const select = (v: string | null) => {
    const tab = tabs.find((item) => item.key === v);
    if (tab) onChange?.(tab.key);
  };
  return (
    <Tabs value={value} defaultValue={defaultValue} onChange={select} keepMounted={false}>
      <Tabs.List mb={listMb} style={wrap ? { flexWrap: 'wrap' } : undefined}>
        {tabs.map(({ key, label, icon: Icon }) => (
          <Tabs.Tab key={key} value={key} leftSection={Icon && <Icon size={16} />} data-testid={`${testId}-${key}`}>
            {label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {tabs.map((item) => (
        <Tabs.Panel key={item.key} value={item.key} pt={pt}>
          {item.panel}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
