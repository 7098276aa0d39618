import { Button, Card, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { ConfirmModal } from '../../../app/ConfirmModal';
import { PROJECT_PASSWORD_MIN, setProjectPassword } from '../../../sync/actions/projectDetail';
import { useOnline } from '../../../sync/useSync';

/**
 * The project guest's password (SPEC §5 project login): planners set or change it. Online
 * only, so the password is never kept on the device; the server stores only its hash.
 */
export function ProjectPasswordCard({
  number,
  hasPassword,
}: {
  number: string;
  hasPassword: boolean;
}) {
  const { t } = useLingui();
  const online = useOnline();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<{ password?: string; repeat?: string }>({});
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const check = (): boolean => {
    const next: typeof errors = {};
    if (password.length < PROJECT_PASSWORD_MIN) {
      next.password = t`Use at least ${PROJECT_PASSWORD_MIN} characters.`;
    } else if (password.trim() !== password) {
      next.password = t`The password must not start or end with a space.`;
    }
    if (!next.password && repeat !== password) next.repeat = t`The passwords do not match.`;
    setErrors(next);
    return !next.password && !next.repeat;
  };

  const save = async () => {
    setBusy(true);
    setFailure(null);
    const outcome = await setProjectPassword(number, password);
    setBusy(false);
    if (outcome === 'saved') {
      setPassword('');
      setRepeat('');
      setDone(true);
    } else if (outcome === 'refused') {
      setErrors({ password: t`The server did not accept this password.` });
    } else {
      setFailure(t`The password could not be saved. Try again when you are online.`);
    }
  };

  return (
    <Card withBorder>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          setDone(false);
          if (check()) setAsking(true);
        }}
      >
        <Stack gap="sm">
          <Title order={3} size="h4">
            <Trans>Project password</Trans>
          </Title>
          <Text size="sm" c="dimmed">
            {hasPassword ? (
              <Trans>
                A guest password is set: guests log in with the project number and this password.
              </Trans>
            ) : (
              <Trans>No guest password yet: guests cannot log in to this project.</Trans>
            )}
          </Text>
          <PasswordInput
            visibilityToggleButtonProps={{ 'aria-label': t`Show password` }}
            label={hasPassword ? t`New guest password` : t`Guest password`}
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            error={errors.password}
            autoComplete="new-password"
            maxLength={200}
          />
          <PasswordInput
            visibilityToggleButtonProps={{ 'aria-label': t`Show password` }}
            label={t`Repeat the password`}
            value={repeat}
            onChange={(e) => setRepeat(e.currentTarget.value)}
            error={errors.repeat}
            autoComplete="new-password"
            maxLength={200}
          />
          <Button type="submit" loading={busy} disabled={!online} mih={44}>
            {hasPassword ? <Trans>Change password</Trans> : <Trans>Set password</Trans>}
          </Button>
          {!online && (
            <Text size="xs" c="dimmed">
              <Trans>Needs a connection: the password is never kept on this device.</Trans>
            </Text>
          )}
          {done && (
            <Text size="sm" c="green" role="status">
              <Trans>The guest password was saved.</Trans>
            </Text>
          )}
          {failure && (
            <Text size="sm" c="red" role="alert">
              {failure}
            </Text>
          )}
        </Stack>
      </form>
      <ConfirmModal
        opened={asking}
        title={hasPassword ? t`Change the guest password?` : t`Set the guest password?`}
        text={t`Guests of project ${number} then log in with the new password; the old one stops working.`}
        confirmLabel={hasPassword ? t`Change password` : t`Set password`}
        onConfirm={() => void save()}
        onClose={() => setAsking(false)}
      />
    </Card>
  );
}
