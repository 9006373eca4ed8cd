import '../../../features/settings/i18n';
import { useState } from 'react';
import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiRequestError, readToken, serverErrorText } from '../../../lib/api';
import { fetchMe } from '../../../features/auth/api/authApi';
import { useAuth } from '../../../features/auth/hooks/useAuth';
import { useInvitationQuery } from '../../../features/settings/hooks/useInvitationQuery';
import { useAcceptInvitationMutation } from '../../../features/settings/hooks/useAcceptInvitationMutation';

// InvitePage accepts a team invitation: a new invitee sets a name and password; an existing account signs in first.
export function InvitePage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const { status, user, signIn } = useAuth();
  const invitation = useInvitationQuery(token);
  const accept = useAcceptInvitationMutation(token);
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [password, setPassword] = useState('');

  const join = (body: { firstName?: string; lastName?: string; password?: string }) =>
    accept.mutate(
      { body, session: body.password ? null : readToken() },
      {
        onSuccess: async (res) => {
          signIn({ token: res.token, user: await fetchMe(res.token) });
          void navigate('/app/dashboard');
        },
      },
    );

  if (invitation.isLoading) return <Text c="dimmed">{t('settings.loading')}</Text>;
  if (invitation.isError || !invitation.data) {
    const expired = invitation.error instanceof ApiRequestError && invitation.error.status === 410;
    return (
      <Stack data-testid="invite-invalid">
        <Title order={2}>{t('settings.invite.title')}</Title>
        <Alert color="red">{expired ? t('settings.invite.expired') : t('settings.invite.invalid')}</Alert>
        <Anchor component={Link} to="/login">
          {t('settings.invite.signIn')}
        </Anchor>
      </Stack>
    );
  }
  const inv = invitation.data;
  const passwordError = password && password.length < 6 ? t('settings.invite.passwordMin') : undefined;
  return (
    <Stack data-testid="invite-page">
      <Title order={2}>{t('settings.invite.title')}</Title>
      <Text>{t('settings.invite.text', { workspace: inv.workspaceName, role: t(`settings.team.roles.${inv.role}`) })}</Text>
      {accept.isError && <Alert color="red">{serverErrorText(accept.error, t('settings.saveFailed'))}</Alert>}
      {inv.existingAccount ? (
        status === 'authenticated' && user?.email.toLowerCase() === inv.email.toLowerCase() ? (
          <Button onClick={() => join({})} loading={accept.isPending} data-testid="invite-accept">
            {t('settings.invite.accept')}
          </Button>
        ) : (
          <Stack gap="xs">
            <Text size="sm">{t('settings.invite.existing', { email: inv.email })}</Text>
            <PasswordInput
              label={t('settings.invite.password')}
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
              data-testid="invite-password"
            />
            <Button onClick={() => join({ password })} disabled={!password} loading={accept.isPending} data-testid="invite-accept">
              {t('settings.invite.accept')}
            </Button>
          </Stack>
        )
      ) : (
        <Stack gap="sm">
          <TextInput label={t('settings.invite.email')} value={inv.email} readOnly />
          <TextInput
            label={t('settings.invite.firstName')}
            value={firstName}
            onChange={(e) => setFirstName(e.currentTarget.value)}
            required
            data-testid="invite-first-name"
          />
          <TextInput
            label={t('settings.invite.lastName')}
            value={lastName}
            onChange={(e) => setLastName(e.currentTarget.value)}
            required
            data-testid="invite-last-name"
          />
          <PasswordInput
            label={t('settings.invite.password')}
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            error={passwordError}
            required
            data-testid="invite-password"
          />
          <Button
            onClick={() => join({ firstName: firstName.trim(), lastName: lastName.trim(), password })}
            disabled={!firstName.trim() || !lastName.trim() || password.length < 6}
            loading={accept.isPending}
            data-testid="invite-accept"
          >
            {t('settings.invite.join')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
