import { Button, SimpleGrid } from '@mantine/core';
import { IconBrandApple, IconBrandFacebook, IconBrandGoogle, IconBrandWindows } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { OAUTH_PROVIDERS } from '@ulak/shared';
import { oauthStartUrl } from '../api/authApi';
import { newOAuthState } from '../browserSecrets';

type Provider = (typeof OAUTH_PROVIDERS)[number];

const ICONS: Record<Provider, typeof IconBrandGoogle> = {
  google: IconBrandGoogle,
  facebook: IconBrandFacebook,
  apple: IconBrandApple,
  microsoft: IconBrandWindows,
};

const NAMES: Record<Provider, string> = { google: 'Google', facebook: 'Facebook', apple: 'Apple', microsoft: 'Microsoft' };

// OAuthButtons sends the browser to the server's third-party sign-in, keeping a random state the callback must match.
export function OAuthButtons() {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
      {OAUTH_PROVIDERS.map((provider) => {
        const Icon = ICONS[provider];
        return (
          <Button
            key={provider}
            onClick={() => window.location.assign(oauthStartUrl(provider, newOAuthState()))}
            variant="default"
            leftSection={<Icon size={18} />}
            data-testid={`oauth-${provider}`}
          >
            {t('auth.oauth.continueWith', { provider: NAMES[provider] })}
          </Button>
        );
      })}
    </SimpleGrid>
  );
}
