import type { TFunction } from 'i18next';
import { NetworkError, serverMessageText } from '../../../../lib/api';

// resetErrorText is the text a failed reset-flow call shows: connection error, else the server's message, else the fallback.
export function resetErrorText(error: unknown, fallback: string, t: TFunction): string {
  if (error instanceof NetworkError) return t('auth.forgot.connectionError');
  return serverMessageText(error, fallback);
}
