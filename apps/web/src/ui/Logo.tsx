import { Group, Image, Text, ThemeIcon } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useHostBranding } from '../lib/hostBranding';

// Logo is the product mark: an envelope and the name; on a white-labelled custom domain, the brand's logo and name.
export function Logo({ size = 'lg' }: { size?: 'md' | 'lg' }) {
  const brand = useHostBranding();
  const host = brand?.branding;
  if (host?.whiteLabel.enabled) {
    const logoUrl = brand?.logoUrl;
    return (
      <Group gap={8} wrap="nowrap" data-testid="brand-logo">
        {logoUrl && <Image src={logoUrl} h={size === 'lg' ? 34 : 28} w="auto" fit="contain" alt="" />}
        {host.companyInfo.name && (
          <Text fw={800} fz={size === 'lg' ? 'xl' : 'lg'} lh={1}>
            {host.companyInfo.name}
          </Text>
        )}
      </Group>
    );
  }
  return (
    <Group gap={8} wrap="nowrap">
      <ThemeIcon radius="md" size={size === 'lg' ? 34 : 28}>
        <IconMail size={size === 'lg' ? 20 : 16} />
      </ThemeIcon>
      <Text fw={800} fz={size === 'lg' ? 'xl' : 'lg'} lh={1}>
        Ulak
      </Text>
    </Group>
  );
}
