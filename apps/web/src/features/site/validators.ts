import { isPlainEmail } from '@ulak/shared/campaigns';

// isEmail is the light client-side check of an email address; the server validates again.
export function isEmail(value: string): boolean {
  return isPlainEmail(value.trim());
}
