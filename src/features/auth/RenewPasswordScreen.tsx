import { Alert, Anchor, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { setNewPassword } from '../../session/account';
import { describeError } from '../../app/errors';
import { ScreenTitle } from '../../app/layout/LoginLayout';
import { validateNewPassword, type PasswordProblem } from './passwordRules';

type Props = {
  /** From the mailed link; when absent the person types the code from the e-mail. */
  token?: string;
  welcome?: boolean;
};

/** /forgottenPassword/{token}, /welcome/{token} (same screen) and /renew-password. */
export function RenewPasswordScreen({ token, welcome = false }: Props) {
  const { t, i18n } = useLingui();
  const [code, setCode] = useState(token ?? '');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [problem, setProblem] = useState<PasswordProblem | null>(null);
  const [codeMissing, setCodeMissing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  const problemText: Record<PasswordProblem, string> = {
    required: t`Enter a new password.`,
    short: t`Use at least 8 characters.`,
    mismatch: t`The two passwords do not match.`,
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const found = validateNewPassword(password, repeat);
    setProblem(found);
    setCodeMissing(!code.trim());
    if (found || !code.trim()) return;
    setBusy(true);
    setFailure(null);
    try {
      await setNewPassword(code.trim(), password);
      setDone(true);
    } catch (err) {
      setFailure(
        err instanceof Error && 'status' in err && err.status === 404
          ? t`This link is no longer valid. Ask for a new one.`
          : describeError(err, i18n),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack>
      <ScreenTitle>
        {welcome ? <Trans>Welcome</Trans> : <Trans>Forgotten password</Trans>}
      </ScreenTitle>
      {done ? (
        <Alert color="green" role="status">
          <Trans>Your password has been saved. You can now log in.</Trans>
        </Alert>
      ) : (
        <form onSubmit={(e) => void onSubmit(e)} noValidate>
          <Stack>
            {!token && (
              <TextInput
                label={t`Code from the e-mail`}
                required
                value={code}
                error={codeMissing ? t`Enter the code from the e-mail.` : undefined}
                onChange={(e) => setCode(e.currentTarget.value)}
              />
            )}
            <PasswordInput
              visibilityToggleButtonProps={{ 'aria-label': t`Show password` }}
              label={t`New password`}
              autoComplete="new-password"
              required
              value={password}
              error={
                problem === 'required' || problem === 'short' ? problemText[problem] : undefined
              }
              onChange={(e) => setPassword(e.currentTarget.value)}
            />
            <PasswordInput
              visibilityToggleButtonProps={{ 'aria-label': t`Show password` }}
              label={t`Repeat the new password`}
              autoComplete="new-password"
              required
              value={repeat}
              error={problem === 'mismatch' ? problemText.mismatch : undefined}
              onChange={(e) => setRepeat(e.currentTarget.value)}
            />
            {failure && (
              <Alert color="red" role="alert">
                {failure}
              </Alert>
            )}
            <Button type="submit" loading={busy}>
              <Trans>Save password</Trans>
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
