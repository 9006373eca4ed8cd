// Applies the appearance at once: colour scheme through Mantine (which keeps it in localStorage), accent colour and
// density through CSS variables on <html>, remembered in localStorage so a reload starts with them.
import { useCallback, useEffect } from 'react';
import { useMantineColorScheme, type MantineColorScheme } from '@mantine/core';
import type { Appearance } from '@ulak/shared';

const STORAGE_KEY = 'ulak.appearance';
const PRIMARY_SHADES = [
  '0',
  '1',
  '2',
  '3',
  '4',
  '5',
  '6',
  '7',
  '8',
  '9',
  'filled',
  'filled-hover',
  'light',
  'light-hover',
  'light-color',
  'outline',
  'outline-hover',
];

type Look = Pick<Appearance, 'accentColor' | 'density'>;

// readLook returns the accent and density remembered in this browser.
export function readLook(): Partial<Look> {
  try {
    return JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}') as Partial<Look>;
  } catch {
    return {};
  }
}

// applyLook points Mantine's primary-colour variables at the accent and scales the UI for the density.
export function applyLook(look: Partial<Look>) {
  const root = document.documentElement;
  if (look.accentColor) {
    for (const shade of PRIMARY_SHADES) root.style.setProperty(`--mantine-primary-color-${shade}`, `var(--mantine-color-${look.accentColor}-${shade})`);
  }
  if (look.density) root.style.setProperty('--mantine-scale', look.density === 'compact' ? '0.9' : '1');
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ ...readLook(), ...look }));
  } catch {
    /* storage may be unavailable (private mode): the look still applies for this page */
  }
}

export const toMantineScheme = (theme: Appearance['theme']): MantineColorScheme => (theme === 'system' ? 'auto' : theme);

// useApplyAppearance returns a function applying an appearance at once in this browser.
export function useApplyAppearance() {
  const { setColorScheme } = useMantineColorScheme();
  return useCallback(
    (a: Partial<Appearance>) => {
      if (a.theme) setColorScheme(toMantineScheme(a.theme));
      applyLook({ accentColor: a.accentColor, density: a.density });
    },
    [setColorScheme],
  );
}

// useRememberedLook applies the look this browser remembers at once, then the one the server remembers (the same
// user in another browser) when it arrives.
export function useRememberedLook(server: Appearance | undefined) {
  const apply = useApplyAppearance();
  useEffect(() => applyLook(readLook()), []);
  useEffect(() => {
    if (server) apply(server);
  }, [server, apply]);
}
