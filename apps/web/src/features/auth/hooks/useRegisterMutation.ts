import { useMutation } from '@tanstack/react-query';
import { confirmRegistration, register, type RegisterBody } from '../api/authApi';
import { useAuth } from './useAuth';

export const registerMutationKey = ['auth', 'register'] as const;
export const confirmRegistrationMutationKey = ['auth', 'register', 'confirm'] as const;

// useRegisterMutation starts a registration; the server mails a confirmation code.
export function useRegisterMutation() {
  return useMutation({
    mutationKey: registerMutationKey,
    mutationFn: (body: RegisterBody) => register(body),
  });
}

// useConfirmRegistrationMutation creates the account with the mailed code and stores the new session.
export function useConfirmRegistrationMutation() {
  const { signIn } = useAuth();
  return useMutation({
    mutationKey: confirmRegistrationMutationKey,
    mutationFn: ({ email, code }: { email: string; code: string }) => confirmRegistration(email, code),
    onSuccess: signIn,
  });
}
