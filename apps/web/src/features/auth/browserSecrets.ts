// Per-browser sign-in secrets: device tokens (let their owner past login lock-outs) and the third-party sign-in state.

const DEVICE_KEY = 'ulak.deviceTokens';
const OAUTH_STATE_KEY = 'ulak.oauthState';
const MAX_DEVICE_TOKENS = 5;

function readDevices(): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(DEVICE_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

// rememberDevice keeps the device token a sign-in returned for this email (the last few emails only).
export function rememberDevice(email: string, token: string) {
  const key = email.trim().toLowerCase();
  const entries = Object.entries(readDevices()).filter(([e]) => e !== key);
  entries.push([key, token]);
  try {
    localStorage.setItem(DEVICE_KEY, JSON.stringify(Object.fromEntries(entries.slice(-MAX_DEVICE_TOKENS))));
  } catch {
    // storage unavailable: sign-in still works, only without the lock-out pass
  }
}

// deviceTokenFor returns this browser's device token for the email, if it has one.
export function deviceTokenFor(email: string): string | undefined {
  return readDevices()[email.trim().toLowerCase()];
}

// newOAuthState creates and keeps (for this tab) the random state a third-party sign-in must come back with.
export function newOAuthState(): string {
  const bytes = new Uint8Array(24);
  crypto.getRandomValues(bytes);
  const state = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  try {
    sessionStorage.setItem(OAUTH_STATE_KEY, state);
  } catch {
    // without storage the callback cannot prove the sign-in started here, and will refuse it
  }
  return state;
}

// takeOAuthState returns the kept state once and forgets it.
export function takeOAuthState(): string | null {
  try {
    const state = sessionStorage.getItem(OAUTH_STATE_KEY);
    sessionStorage.removeItem(OAUTH_STATE_KEY);
    return state;
  } catch {
    return null;
  }
}
