import { Stack } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCrew, useCrewMemberContact } from '../../db/crewPhotosHooks';
import { LastSynced } from '../../app/sync/LastSynced';
import { DataLoading, EmptyState } from '../../app/frame/DataFrame';
import { ContactCard, type ContactView } from './ContactCard';
import { useCrewSiteRefresh } from './useCrewSiteRefresh';

export type ContactWho =
  { kind: 'chief' } | { kind: 'onSite' } | { kind: 'member'; contactId: string };

/**
 * /crews/{id}/contact-crew-chief, /contact-contact-on-site and /contact-crew-member/{contactId}:
 * read from the crew tables, so they work offline once the crew was pulled.
 */
export function CrewContactScreen({ id, who }: { id: string; who: ContactWho }) {
  const { t } = useLingui();
  const crewId = Number(id);
  useCrewSiteRefresh(crewId);
  const crew = useCrew(crewId);
  const member = useCrewMemberContact(crewId, who.kind === 'member' ? who.contactId : '');
  if (crew === undefined || (who.kind === 'member' && member === undefined)) {
    return <DataLoading />;
  }
  let contact: ContactView | null = null;
  if (who.kind === 'chief' && crew?.chief) {
    contact = { ...crew.chief, role: t`Crew chief`, context: crew.name };
  } else if (who.kind === 'onSite' && crew?.contactOnSite) {
    contact = { ...crew.contactOnSite, role: t`Contact on site`, context: crew.name };
  } else if (who.kind === 'member' && member) {
    contact = {
      name: member.name,
      phone: member.phone,
      email: member.email,
      role: member.functionName,
      context: crew?.name,
    };
  }
  return (
    <Stack gap="md">
      {contact ? (
        <ContactCard contact={contact} />
      ) : (
        <EmptyState>
          <Trans>Contact not found</Trans>
        </EmptyState>
      )}
      <LastSynced resource="crews" />
    </Stack>
  );
}
