import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { IconQrcode } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import type { CrewMember } from '../../db/db';
import { useGeoPermission } from '../../lib/useGeoPermission';
import { LastSynced } from '../../app/sync/LastSynced';
import { ConfirmModal } from '../../app/ConfirmModal';
import { DataFrame, EmptyState } from '../../app/frame/DataFrame';
import {
  canRecord,
  recordSiteEvent,
  type SiteEventKind,
  type SiteEventMethod,
} from '../../sync/actions/crews';
import { CrewMemberCard } from './CrewMemberCard';
import { QrScanner } from './QrScanner';
import { crewItemIdOfQr, currentFix } from './geoFix';
import { useCrewScreen } from './useCrewScreen';
import { localSaveFailure } from '../../app/errors';

type Mode = 'in' | 'out';

/** /crews/{id}/check-in (pre-call, check-in, no-show) and /crews/{id}/check-out. */
export function CheckInScreen({ id: rawId, mode }: { id: string; mode: Mode }) {
  const { t, i18n } = useLingui();
  const { id, crew, members, flags, isChief } = useCrewScreen(rawId);
  const geo = useGeoPermission();
  const [message, setMessage] = useState<{ text: string; ok: boolean } | null>(null);
  const [scanning, setScanning] = useState(false);
  const [wholeCrew, setWholeCrew] = useState<SiteEventKind | null>(null);
  // A no-show gives the person 0 hours on the sign-off, so one tap beside "Check in" must not
  // record it by mistake; a check-in afterwards still replaces it.
  // The member stays after closing, so the dialog keeps its words while it fades out.
  const [noShow, setNoShow] = useState<{ member: CrewMember; open: boolean } | null>(null);
  const noShowName = noShow?.member.name ?? '';

  const verbs: Record<SiteEventKind, string> = {
    preCall: t`Pre-call`,
    checkIn: t`Check in`,
    checkOut: t`Check out`,
    noShow: t`No-show`,
  };
  const kinds: SiteEventKind[] = mode === 'in' ? ['preCall', 'checkIn', 'noShow'] : ['checkOut'];
  const scanKind: SiteEventKind = mode === 'in' ? 'checkIn' : 'checkOut';

  const record = useCallback(
    async (ids: number[], kind: SiteEventKind, method: SiteEventMethod) => {
      const fix = geo.state === 'granted' ? await currentFix() : null;
      return recordSiteEvent(ids, kind, { method, fix });
    },
    [geo.state],
  );
  const notSaved = useCallback(
    (e: unknown) => localSaveFailure(e, i18n, t`This could not be saved on the phone.`),
    [i18n, t],
  );
  const act = (ids: number[], kind: SiteEventKind, method: SiteEventMethod) => {
    setMessage(null);
    record(ids, kind, method).catch((e: unknown) => setMessage({ text: notSaved(e), ok: false }));
  };

  const onCode = useCallback(
    (text: string) => {
      setScanning(false);
      const itemId = crewItemIdOfQr(text);
      const member = members?.find((m) => m.id === itemId);
      if (!member) {
        setMessage({ text: t`This QR code is not a member of this crew.`, ok: false });
        return;
      }
      const name = member.name;
      record([member.id], scanKind, 'qr')
        .then((done) =>
          setMessage(
            done.length === 0
              ? { text: t`${name} cannot be recorded now: check the status.`, ok: false }
              : scanKind === 'checkIn'
                ? { text: t`${name} is checked in.`, ok: true }
                : { text: t`${name} is checked out.`, ok: true },
          ),
        )
        .catch((e: unknown) => setMessage({ text: notSaved(e), ok: false }));
    },
    [members, record, scanKind, t, notSaved],
  );

  const loaded =
    members === undefined || flags === undefined ? undefined : crew && { crew, members, flags };
  return (
    <DataFrame value={loaded} notFound={<Trans>Crew not found</Trans>}>
      {({ crew, members, flags }) => {
        if (!isChief) {
          return (
            <EmptyState>
              <Trans>Only the crew chief of this crew can check its members in and out.</Trans>
            </EmptyState>
          );
        }
        const allowedFor = (kind: SiteEventKind) =>
          members.filter((m) => canRecord(m.siteStatus, kind)).map((m) => m.id);
        return (
          <Stack gap="md">
            <LastSynced resource="crewMembers" />
            <Title order={2} size="h3">
              <Anchor component={Link} to={`/crews/${id}`} inherit c="inherit">
                {crew.name}
              </Anchor>
            </Title>
            {geo.state !== 'granted' && geo.state !== 'unknown' && (
              <Alert color="orange" role="alert">
                <Stack gap={6}>
                  <Text size="sm">
                    <Trans>
                      Pre-call, check-in and check-out may not be possible due to required
                      permissions not granted.
                    </Trans>
                  </Text>
                  {geo.state === 'prompt' && (
                    <Button size="xs" variant="light" onClick={geo.request}>
                      <Trans>Allow location</Trans>
                    </Button>
                  )}
                </Stack>
              </Alert>
            )}
            <Group gap="xs">
              <Button leftSection={<IconQrcode size={18} />} onClick={() => setScanning(true)}>
                <Trans>Scan QR code</Trans>
              </Button>
              {kinds
                .filter((k) => k !== 'noShow')
                .map((kind) => (
                  <Button
                    key={kind}
                    variant="light"
                    disabled={allowedFor(kind).length === 0}
                    onClick={() => setWholeCrew(kind)}
                  >
                    {t`${verbs[kind]}: whole crew`}
                  </Button>
                ))}
            </Group>
            {/* The live region is in the page before its first message: one that arrives
                with its words is often not read out (as with toasts). */}
            <div role="status">
              {message && (
                <Alert color={message.ok ? 'green' : 'red'} role="presentation">
                  {message.text}
                </Alert>
              )}
            </div>
            {members.length === 0 ? (
              <Text c="dimmed" ta="center">
                <Trans>Crew items not found</Trans>
              </Text>
            ) : (
              <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                {members.map((m) => (
                  <CrewMemberCard key={m.id} member={m} flag={flags.get(m.id)}>
                    <MemberActions
                      member={m}
                      kinds={kinds}
                      verbs={verbs}
                      onAct={(ids, kind, method) =>
                        kind === 'noShow'
                          ? setNoShow({ member: m, open: true })
                          : act(ids, kind, method)
                      }
                    />
                  </CrewMemberCard>
                ))}
              </Stack>
            )}
            <QrScanner opened={scanning} onClose={() => setScanning(false)} onCode={onCode} />
            <ConfirmModal
              opened={wholeCrew !== null}
              title={wholeCrew ? t`${verbs[wholeCrew]}: whole crew` : ''}
              text={
                wholeCrew &&
                t`This is recorded for ${allowedFor(wholeCrew).length} members at the current time.`
              }
              confirmLabel={t`Confirm`}
              onConfirm={() => {
                if (wholeCrew) act(allowedFor(wholeCrew), wholeCrew, 'crew');
              }}
              onClose={() => setWholeCrew(null)}
            />
            <ConfirmModal
              opened={noShow?.open ?? false}
              danger
              title={t`Mark ${noShowName} as no-show?`}
              text={t`The sign-off proposes 0 hours for them. Checking them in later replaces it.`}
              confirmLabel={t`No-show`}
              onConfirm={() => {
                if (noShow) act([noShow.member.id], 'noShow', 'manual');
              }}
              onClose={() => setNoShow((n) => n && { ...n, open: false })}
            />
          </Stack>
        );
      }}
    </DataFrame>
  );
}

type ActionsProps = {
  member: CrewMember;
  kinds: SiteEventKind[];
  verbs: Record<SiteEventKind, string>;
  onAct: (ids: number[], kind: SiteEventKind, method: SiteEventMethod) => void;
};

function MemberActions({ member, kinds, verbs, onAct }: ActionsProps) {
  const shown = kinds.filter((k) => canRecord(member.siteStatus, k));
  if (shown.length === 0) return null;
  return (
    <Group gap="xs">
      {shown.map((kind) => (
        <Button
          key={kind}
          size="xs"
          variant={kind === 'noShow' ? 'subtle' : 'light'}
          color={kind === 'noShow' ? 'red' : undefined}
          aria-label={`${verbs[kind]} ${member.name}`}
          onClick={() => onAct([member.id], kind, 'manual')}
        >
          {verbs[kind]}
        </Button>
      ))}
    </Group>
  );
}
