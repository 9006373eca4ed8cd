// Names and icons of the sign-in providers.
import { IconBrandApple, IconBrandFacebook, IconBrandGithub, IconBrandGoogle, IconBrandLinkedin, IconBrandWindows, IconKey } from '@tabler/icons-react';
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
};

// methodName is the display name of a sign-in method ('password' is translated by the caller).
export function methodName(method: SignInMethod, passwordLabel: string): string {
  return method === 'password' ? passwordLabel : PROVIDER_NAMES[method];
}
