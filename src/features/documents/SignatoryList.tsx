import { Badge, Group, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { SignDocument } from '../../session/signing';
import {
  isSignatoryOf,
  orderedSignatories,
  signOneByOne,
  turnOf,
  type Me,
} from '../../session/signing';
import { statusColor, statusLabel } from './labels';

/** Every signatory in signing order, with its status and whose turn it is (one by one). */
export function SignatoryList({ doc, me }: { doc: SignDocument; me: Me }) {
  const { t, i18n } = useLingui();
  const oneByOne = signOneByOne(doc);
  return (
    <Stack gap={4}>
      <Text size="sm" c="dimmed">
        {oneByOne ? (
          <Trans>Signed one by one, in this order.</Trans>
        ) : (
          <Trans>Signed in any order.</Trans>
        )}
      </Text>
      <ol
        aria-label={t`Signatories`}
        style={{ margin: 0, paddingLeft: 20, display: 'grid', gap: 6 }}
      >
        {orderedSignatories(doc).map((s) => {
          const waitingHere = doc.localSignature?.signatoryId === s.id;
          const turn = turnOf(doc, s, me);
          return (
            <li key={s.id} aria-label={s.name}>
              <Group gap="xs">
                <Text size="sm" fw={500}>
                  {s.name}
                  {isSignatoryOf(s, me) ? ` (${t`you`})` : ''}
                </Text>
                <Badge size="sm" variant="light" color={statusColor(s.status.caption)}>
                  {statusLabel(s.status.caption, i18n)}
                </Badge>
                {waitingHere && (
                  <Badge size="sm" variant="outline" color="orange">
                    <Trans>Signed on this device, not sent yet</Trans>
                  </Badge>
                )}
                {turn && (
                  <Text size="xs" c="dimmed">
                    {turn === 'yours' ? <Trans>Your turn</Trans> : <Trans>Their turn</Trans>}
                  </Text>
                )}
              </Group>
            </li>
          );
        })}
      </ol>
    </Stack>
  );
}
