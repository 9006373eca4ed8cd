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
  IconMailForward,
  IconPlugConnected,
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
  invitation: IconMailForward,
  api_key: IconPlugConnected,
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
  invitation: 'grape.6',
  api_key: 'yellow.7',
};

/** The translation key of the methods that are not a provider's brand name. */
const METHOD_LABELS = {
  password: 'oauth.methods.password',
  passkey: 'oauth.methods.passkey',
  invitation: 'oauth.methods.invitation',
  api_key: 'oauth.methods.api_key',
} as const;

// methodName is the display name of a sign-in method: a provider's brand, or the translated other ways in.
export function methodName(method: SignInMethod, t: (key: (typeof METHOD_LABELS)[keyof typeof METHOD_LABELS]) => string): string {
  return method in METHOD_LABELS ? t(METHOD_LABELS[method as keyof typeof METHOD_LABELS]) : PROVIDER_NAMES[method as SignInProvider];
}
