import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { unsubscribeFromMails } from '../../session/account';
import { describeError } from '../../app/errors';
import { ScreenTitle } from '../../app/layout/LoginLayout';

export function UnsubscribeScreen({ token }: { token: string }) {
  const { t, i18n } = useLingui();
  const [state, setState] = useState<'idle' | 'busy' | 'done'>('idle');
  const [failure, setFailure] = useState<string | null>(null);

  const confirm = async () => {
    setState('busy');
    setFailure(null);
    try {
      await unsubscribeFromMails(token);
      setState('done');
    } catch (err) {
      setFailure(
        err instanceof Error && 'status' in err && err.status === 404
          ? t`This unsubscribe link is not valid.`
          : describeError(err, i18n),
      );
      setState('idle');
    }
  };

  return (
    <Stack>
      <ScreenTitle>
        <Trans>Unsubscribe</Trans>
      </ScreenTitle>
      {state === 'done' ? (
        <Alert color="green" role="status">
          <Trans>You will no longer receive these e-mails.</Trans>
        </Alert>
      ) : (
        <>
          <Text>
            <Trans>Do you want to stop receiving these e-mails?</Trans>
          </Text>
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <Button onClick={() => void confirm()} loading={state === 'busy'}>
            <Trans>Unsubscribe</Trans>
          </Button>
        </>
      )}
      <Anchor component={Link} to="/login" size="sm" ta="center">
        <Trans>Back to login</Trans>
      </Anchor>
    </Stack>
  );
}
