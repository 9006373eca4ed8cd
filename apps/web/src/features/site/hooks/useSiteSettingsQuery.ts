import { useQuery } from '@tanstack/react-query';
import { useLanguage } from '../../language/hooks/useLanguage';
import { fetchSiteSettings } from '../api/siteApi';

// siteSettingsQueryKey includes the language because the WhatsApp greeting is translated.
export const siteSettingsQueryKey = (language: string) => ['site', 'settings', language] as const;

// useSiteSettingsQuery loads the public settings (contact details, WhatsApp, testimonials) once per visit.
export function useSiteSettingsQuery() {
  const { language } = useLanguage();
  return useQuery({ queryKey: siteSettingsQueryKey(language), queryFn: fetchSiteSettings, staleTime: 10 * 60 * 1000 });
}
