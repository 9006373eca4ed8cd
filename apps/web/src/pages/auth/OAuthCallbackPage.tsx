import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FullPageLoader } from '../../ui/FullPageLoader';
import { useAuth } from '../../features/auth/hooks/useAuth';
import { exchangeOAuthCode } from '../../features/auth/api/authApi';
import { takeOAuthState } from '../../features/auth/browserSecrets';

// OAuthCallbackPage finishes a third-party sign-in: it exchanges the one-time ?code= by POST together with the
// state this tab kept when it started, so a link from someone else's sign-in signs nobody in. Error → /login?error=.
export function OAuthCallbackPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { signIn } = useAuth();
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current) return;
    handled.current = true;
    const code = params.get('code');
    const state = takeOAuthState();
    const failed = () => void navigate('/login?error=oauth_failed', { replace: true });
    if (params.get('error') || (code && !state)) return failed();
    if (!code || !state) return void navigate('/login', { replace: true });
    exchangeOAuthCode(code, state)
      .then((result) => {
        signIn(result);
        navigate('/app/dashboard', { replace: true });
      })
      .catch((cause: unknown) => {
        console.error('Third-party sign-in: the code was refused', cause);
        failed();
      });
  }, [params, navigate, signIn]);

  return <FullPageLoader label={t('auth.oauth.finishing')} withText />;
}
