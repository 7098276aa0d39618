import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useFormsToFill } from '../../db/formsHooks';

/** Home: the forms the person has to fill in, each linking to its runner (issue 6). */
export function FormsToFillSection() {
  const { t } = useLingui();
  const forms = useFormsToFill();
  if (!forms || forms.length === 0) return null;
  return (
    <Card withBorder>
      <Stack gap="xs">
        <Title order={3} size="h5">
          <Trans>Forms to fill</Trans>
        </Title>
        <ul
          style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 6 }}
          aria-label={t`Forms to fill`}
        >
          {forms.map(({ form, result }) => (
            <li key={form.id}>
              <Group gap="xs">
                <Anchor component={Link} to={`/forms/${form.id}`} size="sm">
                  {form.title}
                </Anchor>
                {result?.status === 'sent' ? (
                  <Badge size="xs" color="green" variant="light">
                    <Trans>Sent</Trans>
                  </Badge>
                ) : result ? (
                  <Badge size="xs" variant="light">
                    <Trans>Draft</Trans>
                  </Badge>
                ) : null}
              </Group>
              {form.description && (
                <Text size="xs" c="dimmed">
                  {form.description}
                </Text>
              )}
            </li>
          ))}
        </ul>
      </Stack>
    </Card>
  );
}
