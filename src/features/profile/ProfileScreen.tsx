import { Stack, Text } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { useSyncState } from '../../db/hooks';
import { useProfile } from '../../db/profileHooks';
import { useWithFlags } from '../../db/withFlags';
import { useOnline, usePullProgress, useRefreshOnOpen } from '../../sync/useSync';
import { LastSynced } from '../../app/sync/LastSynced';
import { DataLoading } from '../../app/frame/DataFrame';
import { PersonalDataCard } from './PersonalDataCard';
import { ProfilePictureCard } from './ProfilePictureCard';
import { PreferencesCard } from './PreferencesCard';
import { LanguageCard } from './LanguageCard';
import { CalendarSubscriptionsCard } from './CalendarSubscriptionsCard';
import { PushSubscriptionsCard } from './PushSubscriptionsCard';

const RESOURCES = ['profile', 'calendarSubscriptions', 'pushSubscriptions'] as const;

/**
 * /profile: personal data (read-only), picture, language, preferences, calendar and push
 * subscriptions.
 */
export function ProfileScreen() {
  useRefreshOnOpen(RESOURCES);
  // The picture card's 'Pending' badge: flags read after the profile, never behind it.
  const [profile, flags] = useWithFlags(useProfile(), 'profile') ?? [];
  const sync = useSyncState('profile');
  const online = useOnline();

  const pulling = usePullProgress().running;
  // Never pulled, or a pull under way: not found is only said once the server has answered.
  const waiting = online && (sync === null || pulling);
  if (profile === undefined || sync === undefined || (profile === null && waiting)) {
    return <DataLoading />;
  }
  return (
    <Stack>
      <LastSynced resource="profile" />
      {profile ? (
        <>
          <PersonalDataCard profile={profile} />
          <ProfilePictureCard profile={profile} flag={flags?.get(profile.id)} />
          <LanguageCard profile={profile} />
        </>
      ) : (
        <Text c="dimmed">
          <Trans>Profile not found</Trans>
        </Text>
      )}
      {/* Device settings work without a profile: they live on this device only. */}
      <PreferencesCard profileTimezone={profile?.timezone ?? null} />
      {profile && <CalendarSubscriptionsCard />}
      {profile && <PushSubscriptionsCard />}
    </Stack>
  );
}
