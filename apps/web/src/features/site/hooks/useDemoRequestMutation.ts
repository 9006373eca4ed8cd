import { useMutation } from '@tanstack/react-query';
import { requestDemo, type DemoBody } from '../api/siteApi';

export const demoRequestMutationKey = ['site', 'demo'] as const;

// useDemoRequestMutation sends the demo request form.
export function useDemoRequestMutation() {
  return useMutation({ mutationKey: demoRequestMutationKey, mutationFn: (body: DemoBody) => requestDemo(body) });
}
