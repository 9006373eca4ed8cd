// Calls of the profile settings endpoints.
import type { Language, User } from '@ulak/shared';
import { apiRequest } from '../../../lib/api';

export type ProfileUpdate = {
  firstName?: string;
  lastName?: string;
  phone?: string | null;
  companyName?: string | null;
  country?: string | null;
  language?: Language;
};

// fetchProfile reads the signed-in user's profile.
export async function fetchProfile(): Promise<User> {
  const data = await apiRequest<{ profile: User }>('/settings/profile');
  return data.profile;
}

// updateProfile saves profile fields and returns the updated profile.
export async function updateProfile(body: ProfileUpdate): Promise<User> {
  const data = await apiRequest<{ profile: User }>('/settings/profile', { method: 'PUT', body });
  return data.profile;
}
