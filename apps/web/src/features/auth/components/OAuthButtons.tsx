import { Button, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { oauthStartUrl } from '../api/authApi';
import { newOAuthState } from '../browserSecrets';
import { useEnabledProvidersQuery } from '../../oauth/hooks/useEnabledProvidersQuery';
import { METHOD_ICONS, PROVIDER_NAMES } from '../../oauth/components/providerMeta';

// OAuthButtons sends the browser to the server's third-party sign-in, keeping a random state the callback must match.
// Only the providers the platform has enabled and configured get a button.
export function OAuthButtons() {
  const { t } = useTranslation();
  const enabled = useEnabledProvidersQuery();
  const providers = enabled.data ?? [];
  if (!providers.length) return null;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" data-testid="oauth-buttons">
      {providers.map((provider) => {
        const Icon = METHOD_ICONS[provider];
        return (
          <Button
            key={provider}
            onClick={() => window.location.assign(oauthStartUrl(provider, newOAuthState()))}
            variant="default"
            leftSection={<Icon size={18} />}
            data-testid={`oauth-${provider}`}
          >
            {t('auth.oauth.continueWith', { provider: PROVIDER_NAMES[provider] })}
          </Button>
        );
      })}
    </SimpleGrid>
  );
}
