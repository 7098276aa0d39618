import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { DataLoading } from '../../app/frame/DataFrame';
import { useDocumentsToSign } from '../../db/documentsHooks';
import { useSession } from '../../session/useSession';
import { isReadyToSign, isSigned, signOneByOne, type Me } from '../../session/signing';

/** Home: the documents waiting for the person's signature, with a count (issue 6). */
export function DocumentsToSignSection() {
  const { t } = useLingui();
  const session = useSession();
  const docs = useDocumentsToSign();
  const me: Me = useMemo(() => {
    const data = session.status === 'authenticated' ? session.payload.loginData : null;
    return { personId: data?.personId ?? null, contactNumber: data?.contactNumber ?? null };
  }, [session]);
  // Until the documents are read the card shows a spinner, not "Documents not found" (a
  // claim not checked yet) nor nothing (the card would then push the tiles down).
  const open = docs?.filter((d) => !isSigned(d, me));
  const ready = (open ?? []).filter((d) => isReadyToSign(d, me) && !d.localSignature).length;
  return (
    <Card withBorder>
      <Stack gap="xs">
        <Group gap="xs">
          <Title order={3} size="h5">
            <Trans>Documents to sign</Trans>
          </Title>
          {ready > 0 && (
            <Badge size="sm" aria-label={t`${ready} ready to sign`}>
              {ready}
            </Badge>
          )}
        </Group>
        {open === undefined ? (
          <DataLoading size="sm" />
        ) : open.length === 0 ? (
          <Text size="sm" c="dimmed">
            <Trans>Documents not found</Trans>
          </Text>
        ) : (
          <ul
            style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 6 }}
            aria-label={t`Documents to sign`}
          >
            {open.map((d) => (
              <li key={d.id}>
                <Anchor component={Link} to={`/documents/${d.id}`} size="sm">
                  {d.name}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {d.localSignature ? (
                    <Trans>Signed on this device, not sent yet</Trans>
                  ) : isReadyToSign(d, me) ? (
                    <Trans>Ready to sign</Trans>
                  ) : signOneByOne(d) ? (
                    <Trans>Waiting for another signatory</Trans>
                  ) : (
                    <Trans>Not ready to sign</Trans>
                  )}
                </Text>
              </li>
            ))}
          </ul>
        )}
      </Stack>
    </Card>
  );
}
