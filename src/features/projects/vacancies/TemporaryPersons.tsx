import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useTemporaryPersons } from '../../../db/projectCopyHooks';
import { DataLoading, EmptyState } from '../../../app/frame/DataFrame';

/** The temporary persons (SPEC §2), with a way to call or mail them about an open item. */
export function TemporaryPersons() {
  const { t } = useLingui();
  const persons = useTemporaryPersons();
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        <Trans>Temporary persons</Trans>
      </Title>
      {persons === undefined ? (
        <DataLoading />
      ) : persons.length === 0 ? (
        <EmptyState>
          <Trans>No temporary persons</Trans>
        </EmptyState>
      ) : (
        <ul aria-label={t`Temporary persons`} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {persons.map((p) => (
            <li key={p.id} style={{ marginBottom: 8 }}>
              <Card withBorder padding="sm">
                <Text fw={600} size="sm">
                  {p.name}
                </Text>
                {p.phone && (
                  <Anchor href={`tel:${p.phone}`} size="sm" display="block" py={10}>
                    {p.phone}
                  </Anchor>
                )}
                {p.email && (
                  <Anchor
                    href={`mailto:${p.email}`}
                    size="sm"
                    display="block"
                    py={10}
                    style={{ overflowWrap: 'anywhere' }}
                  >
                    {p.email}
                  </Anchor>
                )}
              </Card>
            </li>
          ))}
        </ul>
      )}
    </Stack>
  );
}
