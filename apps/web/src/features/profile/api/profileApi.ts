// Calls of the profile settings endpoints.
import type { AuthAnswer, RequestBody, updateProfileSchema, User } from '@ulak/shared';
import { apiRequest } from '../../../lib/api';

export type ProfileUpdate = RequestBody<typeof updateProfileSchema>;

// fetchProfile reads the signed-in user's profile.
export async function fetchProfile(): Promise<User> {
  const data = await apiRequest<AuthAnswer<'profile'>>('/settings/profile');
  return data.profile;
}

// updateProfile saves profile fields and returns the updated profile.
export async function updateProfile(body: ProfileUpdate): Promise<User> {
  const data = await apiRequest<AuthAnswer<'profile'>>('/settings/profile', { method: 'PUT', body });
  return data.profile;
}
