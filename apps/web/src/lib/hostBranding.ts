// The branding of the host the app is served on (a reseller's verified custom domain): read once from the public
// /api/white-label/branding/current, applied as colours, font and title; the logo reads it through useHostBranding.
import { useSyncExternalStore } from 'react';
import type { CurrentBranding } from '@ulak/shared';
import { apiRequest } from './api';

let state: CurrentBranding | null = null;
let started = false;
const listeners = new Set<() => void>();

// apply sets the brand's colours and font as Mantine CSS variables and its name as the page title.
function apply(b: CurrentBranding) {
  if (!b.branding) return;
  const root = document.documentElement.style;
  const { primaryColor, secondaryColor, fontFamily } = b.branding.branding;
  root.setProperty('--mantine-primary-color-filled', primaryColor);
  root.setProperty('--mantine-primary-color-filled-hover', primaryColor);
  root.setProperty('--mantine-primary-color-light-color', primaryColor);
  root.setProperty('--mantine-color-anchor', primaryColor);
  root.setProperty('--ulak-brand-secondary', secondaryColor);
  root.setProperty('--mantine-font-family', `${JSON.stringify(fontFamily)}, system-ui, sans-serif`);
  root.setProperty('--mantine-font-family-headings', `${JSON.stringify(fontFamily)}, system-ui, sans-serif`);
  if (b.branding.whiteLabel.enabled && b.branding.companyInfo.name) document.title = b.branding.companyInfo.name;
}

// loadHostBranding fetches the host's branding once per page load (the panel and sign-in layouts call it).
export function loadHostBranding(): void {
  if (started) return;
  started = true;
  apiRequest<CurrentBranding>('/white-label/branding/current', { token: null })
    .then((b) => {
      state = b;
      apply(b);
      for (const l of listeners) l();
    })
    .catch(() => undefined);
}

// useHostBranding is the host's branding once loaded, or null (the product's own domain, or not loaded).
export function useHostBranding(): CurrentBranding | null {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => state,
  );
}
