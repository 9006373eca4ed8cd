import { useEffect, useState } from 'react';
import { Alert, Anchor, Button, Code, Image, PinInput, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TwoFactorRequired } from '@ulak/shared';
import { serverErrorText } from '../../../lib/api';
import type { SessionResult } from '../api/oauthApi';
import { useVerifySecondFactorMutation } from '../hooks/useVerifySecondFactorMutation';
import { useStartEnrolmentMutation } from '../hooks/useStartEnrolmentMutation';
import { useConfirmEnrolmentMutation } from '../hooks/useConfirmEnrolmentMutation';
import { RecoveryCodes } from './RecoveryCodes';

type Props = { hold: TwoFactorRequired; onSignedIn: (result: SessionResult) => void; onBack: () => void };

// TwoFactorStep is the second step of a sign-in: a TOTP or recovery code, a code mailed for a new device, or, when 2FA
// is mandatory and not set up yet, the enrolment (QR code, first code, recovery codes shown once) before the session opens.
export function TwoFactorStep({ hold, onSignedIn, onBack }: Props) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);
  const [enrolled, setEnrolled] = useState<{ result: SessionResult; codes: string[] } | null>(null);
  const verify = useVerifySecondFactorMutation();
  const start = useStartEnrolmentMutation();
  const confirm = useConfirmEnrolmentMutation();
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
  const error = verify.error ?? confirm.error ?? start.error;
  const email = hold.factor === 'email';
  return (
    <form onSubmit={submit} noValidate data-testid="two-factor-step">
      <Stack gap="md">
        <Text fw={600}>{hold.enrol ? t('oauth.twoFactor.enrolTitle') : email ? t('oauth.twoFactor.emailTitle') : t('oauth.twoFactor.title')}</Text>
        <Text size="sm" c="dimmed">
          {hold.enrol ? t('oauth.twoFactor.enrolText') : email ? t('oauth.twoFactor.emailText') : t('oauth.twoFactor.text')}
        </Text>
        {error && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" data-testid="two-factor-error">
            {serverErrorText(error, t('auth.login.failed'))}
          </Alert>
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
