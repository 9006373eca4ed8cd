// Names and icons of the sign-in providers.
import {
  IconBrandApple,
  IconBrandFacebook,
  IconBrandGithub,
  IconBrandGoogle,
  IconBrandLinkedin,
  IconBrandWindows,
  IconFingerprint,
  IconKey,
} from '@tabler/icons-react';
import type { SignInMethod, SignInProvider } from '@ulak/shared';

export const PROVIDER_NAMES: Record<SignInProvider, string> = {
  google: 'Google',
  facebook: 'Facebook',
  apple: 'Apple',
  microsoft: 'Microsoft',
  github: 'GitHub',
  linkedin: 'LinkedIn',
};

export const METHOD_ICONS: Record<SignInMethod, typeof IconKey> = {
  password: IconKey,
  google: IconBrandGoogle,
  facebook: IconBrandFacebook,
  apple: IconBrandApple,
  microsoft: IconBrandWindows,
  github: IconBrandGithub,
  linkedin: IconBrandLinkedin,
  passkey: IconFingerprint,
};

/** Chart colours per sign-in method. */
export const METHOD_COLORS: Record<SignInMethod, string> = {
  password: 'gray.6',
  google: 'red.6',
  facebook: 'blue.7',
  apple: 'dark.5',
  microsoft: 'cyan.6',
  github: 'violet.6',
  linkedin: 'indigo.6',
  passkey: 'teal.6',
};

/** The translation key of the methods that are not a provider's brand name. */
const METHOD_LABELS = { password: 'oauth.methods.password', passkey: 'oauth.methods.passkey' } as const;

// methodName is the display name of a sign-in method: a provider's brand, or the translated password / passkey.
export function methodName(method: SignInMethod, t: (key: (typeof METHOD_LABELS)[keyof typeof METHOD_LABELS]) => string): string {
  return method === 'password' || method === 'passkey' ? t(METHOD_LABELS[method]) : PROVIDER_NAMES[method];
}
