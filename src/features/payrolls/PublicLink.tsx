import { Button, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconCheck, IconCopy } from '@tabler/icons-react';

/** The payroll's public link (no login needed), to share with e.g. a tax adviser. */
export function PublicLink({ number, token }: { number: string; token: string }) {
  const { t } = useLingui();
  const url = `${window.location.origin}/public/payrolls/${encodeURIComponent(number)}?token=${encodeURIComponent(token)}`;
  return (
    <Stack gap={4}>
      <Group gap="xs" align="end" wrap="nowrap">
        <TextInput label={t`Public link`} value={url} readOnly style={{ flex: 1 }} />
        <CopyButton value={url}>
          {({ copied, copy }) => (
            <Button
              variant="light"
              onClick={copy}
              leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
            >
              {copied ? t`Copied` : t`Copy`}
            </Button>
          )}
        </CopyButton>
      </Group>
      <Text size="xs" c="dimmed">
        <Trans>Anyone with this link can read this payroll without logging in.</Trans>
      </Text>
    </Stack>
  );
}
