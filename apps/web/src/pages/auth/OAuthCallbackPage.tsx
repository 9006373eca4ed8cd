import '../../features/oauth/i18n';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { notifications } from '@mantine/notifications';
import type { TwoFactorRequired } from '@ulak/shared';
import { FullPageLoader } from '../../ui/FullPageLoader';
import { AuthCard } from '../../ui/AuthCard';
import { useAuth } from '../../features/auth/hooks/useAuth';
import { exchangeOAuthCode } from '../../features/auth/api/authApi';
import { takeOAuthState } from '../../features/auth/browserSecrets';
import { confirmLink } from '../../features/oauth/api/oauthApi';
import { TwoFactorStep } from '../../features/oauth/components/TwoFactorStep';
import { serverErrorText } from '../../lib/api';

// OAuthCallbackPage finishes a third-party sign-in: it exchanges the one-time ?code= by POST together with the
// state this tab kept when it started, so a link from someone else's sign-in signs nobody in. Error →
// /login?error=oauth_failed&reason=…; a second factor due → the code step here; ?link= finishes linking a provider.
export function OAuthCallbackPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { signIn } = useAuth();
  const handled = useRef(false);
  const [hold, setHold] = useState<TwoFactorRequired | null>(null);

  useEffect(() => {
    if (handled.current) return;
    handled.current = true;
    const code = params.get('code');
    const link = params.get('link');
    const error = params.get('error');
    const state = takeOAuthState();
    const failed = (reason?: string | null) =>
      void navigate(`/login?error=oauth_failed${reason ? `&reason=${encodeURIComponent(reason)}` : ''}`, { replace: true });
    if (link) {
      const done = () => void navigate('/app/oauth-integration?tab=security', { replace: true });
      if (!state) {
        notifications.show({ color: 'red', message: t('oauth.account.linkFailed') });
        return done();
      }
      confirmLink(link, state)
        .then(() => notifications.show({ color: 'green', message: t('oauth.account.linked', { provider: params.get('provider') ?? '' }) }))
        .catch((cause: unknown) => notifications.show({ color: 'red', message: serverErrorText(cause, t('oauth.account.linkFailed')) }))
        .finally(done);
      return;
    }
    if (error) return failed(error);
    if (code && !state) return failed('state_invalid');
    if (!code || !state) return void navigate('/login', { replace: true });
    exchangeOAuthCode(code, state)
      .then((result) => {
        if ('token' in result) {
          signIn(result);
          navigate('/app/dashboard', { replace: true });
        } else {
          setHold(result);
        }
      })
      .catch((cause: unknown) => {
        console.error('Third-party sign-in: the code was refused', cause);
        failed('state_invalid');
      });
  }, [params, navigate, signIn, t]);

  if (hold) {
    return (
      <AuthCard title={t('auth.login.title')} subtitle={t('oauth.twoFactor.title')}>
        <TwoFactorStep
          hold={hold}
          onBack={() => void navigate('/login', { replace: true })}
          onSignedIn={(result) => {
            signIn(result);
            navigate('/app/dashboard', { replace: true });
          }}
        />
      </AuthCard>
    );
  }
  return <FullPageLoader label={t('auth.oauth.finishing')} withText />;
}
