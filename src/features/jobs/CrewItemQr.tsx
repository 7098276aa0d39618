import { Card, Image, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/** What the crew chief's scanner reads: this crew item (the job's id). */
export const crewItemQrText = (crewItemId: number) => `crewhub:crew-item:${crewItemId}`;

/** The member's personal QR code: the chief scans it on site to check them in or out. */
export function CrewItemQr({ crewItemId }: { crewItemId: number }) {
  const { t } = useLingui();
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    QRCode.toDataURL(crewItemQrText(crewItemId), { margin: 2, width: 240 })
      .then((url) => live && setSrc(url))
      .catch(() => live && setSrc(null));
    return () => {
      live = false;
    };
  }, [crewItemId]);
  if (!src) return null;
  return (
    <Card withBorder>
      <Stack gap={6} align="center">
        <Text fw={600} size="sm">
          <Trans>Your check-in code</Trans>
        </Text>
        <Image src={src} w={200} h={200} alt={t`QR code for check-in and check-out`} />
        <Text size="xs" c="dimmed" ta="center">
          <Trans>Show this to your crew chief on site to check in and out.</Trans>
        </Text>
      </Stack>
    </Card>
  );
}
