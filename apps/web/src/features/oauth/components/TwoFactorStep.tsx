import { useEffect, useState } from 'react';
import { Alert, Anchor, Button, Code, Divider, Image, PinInput, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle, IconFingerprint } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TwoFactorRequired } from '@ulak/shared';
import { serverErrorText } from '../../../lib/api';
import type { SessionResult } from '../api/oauthApi';
import { useVerifySecondFactorMutation } from '../hooks/useVerifySecondFactorMutation';
import { useStartEnrolmentMutation } from '../hooks/useStartEnrolmentMutation';
import { useConfirmEnrolmentMutation } from '../hooks/useConfirmEnrolmentMutation';
import { usePasskeySecondFactorMutation } from '../hooks/usePasskeySecondFactorMutation';
import { RecoveryCodes } from './RecoveryCodes';

type Props = { hold: TwoFactorRequired; onSignedIn: (result: SessionResult) => void; onBack: () => void };

// TwoFactorStep is the second step of a sign-in: a passkey, a TOTP or recovery code, a code mailed for a new device, or,
// when 2FA is mandatory and not set up yet, the enrolment (QR code, first code, recovery codes shown once) before the
// session opens.
export function TwoFactorStep({ hold, onSignedIn, onBack }: Props) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);
  const [enrolled, setEnrolled] = useState<{ result: SessionResult; codes: string[] } | null>(null);
  const verify = useVerifySecondFactorMutation();
  const start = useStartEnrolmentMutation();
  const confirm = useConfirmEnrolmentMutation();
  const passkey = usePasskeySecondFactorMutation();
  const { mutate: startEnrolment } = start;

  useEffect(() => {
    if (hold.enrol) startEnrolment(hold.pendingToken);
  }, [hold, startEnrolment]);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const value = code.trim();
    if (!value) return setMissing(true);
    setMissing(false);
    if (hold.enrol) {
      confirm.mutate({ pendingToken: hold.pendingToken, code: value }, { onSuccess: (r) => setEnrolled({ result: r, codes: r.recoveryCodes }) });
    } else {
      verify.mutate({ pendingToken: hold.pendingToken, code: value }, { onSuccess: onSignedIn });
    }
  };

  if (enrolled) {
    return <RecoveryCodes codes={enrolled.codes} onDone={() => onSignedIn(enrolled.result)} />;
  }
  const error = verify.error ?? confirm.error ?? start.error ?? passkey.error;
  const email = hold.factor === 'email';
  const passkeyOnly = hold.factor === 'passkey';
  const title = hold.enrol ? 'enrolTitle' : email ? 'emailTitle' : passkeyOnly ? 'passkeyTitle' : 'title';
  const text = hold.enrol ? 'enrolText' : email ? 'emailText' : passkeyOnly ? 'passkeyText' : 'text';
  return (
    <form onSubmit={submit} noValidate data-testid="two-factor-step">
      <Stack gap="md">
        <Text fw={600}>{t(`oauth.twoFactor.${title}`)}</Text>
        <Text size="sm" c="dimmed">
          {t(`oauth.twoFactor.${text}`)}
        </Text>
        {error && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" data-testid="two-factor-error">
            {serverErrorText(error, error === passkey.error ? t('oauth.twoFactor.passkeyFailed') : t('auth.login.failed'))}
          </Alert>
        )}
        {hold.passkey && (
          <>
            <Button
              variant={passkeyOnly ? 'filled' : 'light'}
              leftSection={<IconFingerprint size={18} />}
              loading={passkey.isPending}
              onClick={() => passkey.mutate(hold.pendingToken, { onSuccess: onSignedIn })}
              data-testid="two-factor-passkey"
            >
              {t('oauth.twoFactor.usePasskey')}
            </Button>
            <Divider label={t('oauth.twoFactor.or')} labelPosition="center" />
          </>
        )}
        {hold.enrol && start.data && (
          <Stack align="center" gap="xs">
            <Image src={start.data.qrDataUrl} alt="QR" w={200} h={200} data-testid="two-factor-qr" />
            <Code data-testid="two-factor-secret">{start.data.secret}</Code>
          </Stack>
        )}
        {hold.enrol ? (
          <PinInput length={6} type="number" oneTimeCode value={code} onChange={setCode} aria-label={t('oauth.twoFactor.code')} data-testid="two-factor-code" />
        ) : (
          <TextInput
            label={t('oauth.twoFactor.code')}
            autoComplete="one-time-code"
            inputMode="text"
            maxLength={20}
            value={code}
            onChange={(e) => setCode(e.currentTarget.value)}
            error={missing ? t('oauth.twoFactor.codeRequired') : undefined}
            data-testid="two-factor-code"
            autoFocus
          />
        )}
        {missing && hold.enrol && (
          <Text size="sm" c="red">
            {t('oauth.twoFactor.codeRequired')}
          </Text>
        )}
        <Button type="submit" fullWidth loading={verify.isPending || confirm.isPending} data-testid="two-factor-submit">
          {hold.enrol ? t('oauth.twoFactor.enrolSubmit') : t('oauth.twoFactor.submit')}
        </Button>
        <Anchor component="button" type="button" size="sm" onClick={onBack}>
          {t('oauth.twoFactor.back')}
        </Anchor>
      </Stack>
    </form>
  );
}
