import { useMutation } from '@tanstack/react-query';
import { fetchTelegramLink } from '../api/channelsApi';

// useTelegramLinkMutation makes the Telegram deep link of a contact.
export function useTelegramLinkMutation() {
  return useMutation({ mutationFn: fetchTelegramLink });
}
