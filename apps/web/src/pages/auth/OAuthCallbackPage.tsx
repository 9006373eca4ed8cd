import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FullPageLoader } from '../../ui/FullPageLoader';
import { useAuth } from '../../features/auth/hooks/useAuth';

// OAuthCallbackPage finishes a third-party sign-in: error → /login?error=oauth_failed, token → dashboard, neither → /login.
export function OAuthCallbackPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { signInWithToken } = useAuth();
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current) return;
    handled.current = true;
    const error = params.get('error');
    const token = params.get('token');
    if (error) {
      navigate('/login?error=oauth_failed', { replace: true });
      return;
    }
    if (!token) {
      navigate('/login', { replace: true });
      return;
    }
    signInWithToken(token)
      .then(() => navigate('/app/dashboard', { replace: true }))
      .catch((cause: unknown) => {
        console.error('Third-party sign-in: the token was refused', cause);
        navigate('/login?error=oauth_failed', { replace: true });
      });
  }, [params, navigate, signInWithToken]);

  return <FullPageLoader label={t('auth.oauth.finishing')} withText />;
}
