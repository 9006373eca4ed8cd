// The live-chat visitor token lives in localStorage under a product-specific key.
export const CHAT_STORAGE_KEY = 'ulak.chat';

// readChatToken returns the stored visitor token, or null.
export function readChatToken(): string | null {
  try {
    return localStorage.getItem(CHAT_STORAGE_KEY);
  } catch {
    return null;
  }
}

// storeChatToken keeps (or with null forgets) the visitor token.
export function storeChatToken(token: string | null): void {
  try {
    if (token) localStorage.setItem(CHAT_STORAGE_KEY, token);
    else localStorage.removeItem(CHAT_STORAGE_KEY);
  } catch {
    // Storage unavailable: the conversation lasts for this visit only.
  }
}
