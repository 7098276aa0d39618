import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { IconMail, IconPhone } from '@tabler/icons-react';
import { useCrewMember } from '../../db/plannerCrewHooks';
import { DataFrame } from '../../app/frame/DataFrame';
import classes from './MembershipCrews.module.css';

const idOf = (raw: string) => (/^\d+$/.test(raw) ? Number(raw) : 0);

/**
 * /membership-crews/{id}/contact/{personId}: a member's contact, to call or mail. Members and
 * planners see it (the server sends contact data only to them).
 */
export function MembershipContactScreen({ id, personId }: { id: string; personId: string }) {
  const crewId = idOf(id);
  const person = idOf(personId);
  const value = useCrewMember(crewId, person);
  return (
    <DataFrame
      value={value}
      notFound={<Trans>Contact not found</Trans>}
      resource="pCrewMemberships"
    >
      {(member) => (
        <Stack gap="sm">
          <Title order={2} size="h3" className={classes.text}>
            {member.name}
          </Title>
          {member.phone ? (
            <Anchor href={`tel:${member.phone.replace(/\s+/g, '')}`} className={classes.touch}>
              <IconPhone size={18} aria-hidden /> <Trans>Call {member.name}</Trans>{' '}
              <Text span c="dimmed" size="sm">
                {member.phone}
              </Text>
            </Anchor>
          ) : (
            <Text c="dimmed">
              <Trans>No phone number</Trans>
            </Text>
          )}
          {member.email ? (
            <Anchor href={`mailto:${member.email}`} className={`${classes.touch} ${classes.text}`}>
              <IconMail size={18} aria-hidden /> <Trans>Mail {member.name}</Trans>{' '}
              <Text span c="dimmed" size="sm">
                {member.email}
              </Text>
            </Anchor>
          ) : (
            <Text c="dimmed">
              <Trans>No e-mail address</Trans>
            </Text>
          )}
        </Stack>
      )}
    </DataFrame>
  );
}
