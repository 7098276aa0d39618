import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { sendPasswordResetMail } from '../../session/account';
import { describeError } from '../../app/errors';
import { ScreenTitle } from '../../app/layout/LoginLayout';

export function ForgottenPasswordScreen() {
  const { t, i18n } = useLingui();
  const [login, setLogin] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!login.trim()) {
      setError(t`Enter your e-mail address.`);
      return;
    }
    setError(null);
    setBusy(true);
    setFailure(null);
    try {
      await sendPasswordResetMail(login);
      setSent(true);
    } catch (err) {
      setFailure(describeError(err, i18n));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack>
      <ScreenTitle>
        <Trans>Forgotten password</Trans>
      </ScreenTitle>
      {sent ? (
        <Alert color="green" role="status">
          <Trans>
            If an account exists for this address, we have sent an e-mail with a link to choose a
            new password.
          </Trans>
        </Alert>
      ) : (
        <form onSubmit={(e) => void onSubmit(e)} noValidate>
          <Stack>
            <Text size="sm" c="dimmed">
              <Trans>Enter the e-mail address of your account and we will send you a link.</Trans>
            </Text>
            <TextInput
              label={t`E-mail`}
              type="email"
              autoComplete="username"
              required
              value={login}
              error={error}
              onChange={(e) => setLogin(e.currentTarget.value)}
            />
            {failure && (
              <Alert color="red" role="alert">
                {failure}
              </Alert>
            )}
            <Button type="submit" loading={busy}>
              <Trans>Send link</Trans>
            </Button>
          </Stack>
        </form>
      )}
      <Anchor component={Link} to="/login" size="sm" ta="center">
        <Trans>Back to login</Trans>
      </Anchor>
    </Stack>
  );
}
