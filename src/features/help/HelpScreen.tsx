import { Accordion, Anchor, Badge, Group, List, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { PlusCrewFormulasHelp } from '../../app/help/PlusCrewFormulasHelp';

/** /help: how the app behaves without a connection, what the badges mean, whom to ask. */
export function HelpScreen() {
  const { t } = useLingui();
  return (
    <Stack gap="md">
      <Text>
        <Trans>
          Crew Hub keeps your jobs, calendar, payrolls, contracts and documents on this device, so
          you can use it where there is no signal.
        </Trans>
      </Text>
      <Accordion multiple defaultValue={['offline']} variant="separated">
        <Accordion.Item value="offline">
          <Accordion.Control>{t`How offline works`}</Accordion.Control>
          <Accordion.Panel>
            <List spacing="xs" size="sm">
              <List.Item>
                <Trans>
                  Open a screen once while online: after that it also opens without a connection,
                  showing the data of the last update.
                </Trans>
              </List.Item>
              <List.Item>
                <Trans>
                  Every screen says when it was last synced. The app updates itself when you open
                  it, when the connection comes back and every few minutes.
                </Trans>
              </List.Item>
              <List.Item>
                <Trans>
                  What you do offline (confirming a job, blocking dates, declining a payroll item
                  and so on) is saved on this device and sent as soon as there is a connection,
                  exactly once.
                </Trans>
              </List.Item>
              <List.Item>
                <Trans>
                  Documents such as payslips are downloaded once and then open from this device.
                  They show "Available offline".
                </Trans>
              </List.Item>
            </List>
          </Accordion.Panel>
        </Accordion.Item>
        <Accordion.Item value="badges">
          <Accordion.Control>{t`What the badges mean`}</Accordion.Control>
          <Accordion.Panel>
            <Stack gap="xs">
              <Group gap="xs" wrap="nowrap">
                <Badge size="xs" color="orange" variant="light">
                  {t`Pending`}
                </Badge>
                <Text size="sm">
                  <Trans>Your change is saved here and waits to be sent to the server.</Trans>
                </Text>
              </Group>
              <Group gap="xs" wrap="nowrap">
                <Badge size="xs" color="red">
                  {t`Not accepted`}
                </Badge>
                <Text size="sm">
                  <Trans>The server refused the change; the reason is shown with it.</Trans>
                </Text>
              </Group>
              <Group gap="xs" wrap="nowrap">
                <Badge size="xs" color="grape">
                  {t`Conflict`}
                </Badge>
                <Text size="sm">
                  <Trans>
                    Someone changed the same thing in the meantime: choose which version to keep.
                  </Trans>
                </Text>
              </Group>
              <Anchor component={Link} to="/outbox" size="sm">
                <Trans>See the changes waiting to be sent</Trans>
              </Anchor>
            </Stack>
          </Accordion.Panel>
        </Accordion.Item>
        <Accordion.Item value="contact">
          <Accordion.Control>{t`Who to contact`}</Accordion.Control>
          <Accordion.Panel>
            <List spacing="xs" size="sm">
              <List.Item>
                <Trans>
                  Changes to your personal data (address, birthday, bank account) and questions
                  about payrolls and contracts: the accountant.
                </Trans>
              </List.Item>
              <List.Item>
                <Trans>
                  A payroll item that is wrong: decline it with a reason in the app; the accountant
                  receives it as a to-do.
                </Trans>
              </List.Item>
              <List.Item>
                <Trans>
                  Questions about a job: the project manager, through the contact button of the job.
                </Trans>
              </List.Item>
              <List.Item>
                <Trans>On site: your crew chief.</Trans>
              </List.Item>
            </List>
          </Accordion.Panel>
        </Accordion.Item>
        <Accordion.Item value="plusCrews">
          <Accordion.Control>{t`How the plus-crew dashboard counts`}</Accordion.Control>
          <Accordion.Panel>
            <PlusCrewFormulasHelp />
          </Accordion.Panel>
        </Accordion.Item>
        <Accordion.Item value="logout">
          <Accordion.Control>{t`Logging out on a shared device`}</Accordion.Control>
          <Accordion.Panel>
            <Text size="sm">
              <Trans>
                Logging out removes your data from this device. If changes are still waiting to be
                sent, the app warns you first, so nothing is lost.
              </Trans>
            </Text>
          </Accordion.Panel>
        </Accordion.Item>
      </Accordion>
      <Anchor component={Link} to="/version" size="sm">
        <Trans>Version information</Trans>
      </Anchor>
    </Stack>
  );
}
