import { Button, Drawer, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { markChangesSeen } from '../../sync/live/seen';
import { fromNow } from '../../lib/dates';
import type { ItemChanges } from './foldChanges';
import { useChangeWords } from './useChangeWords';

type Props = {
  /** The item's folded changes (useHasChanged(ids).get(id)); nothing shows without news. */
  changes: ItemChanges | undefined;
  /** What the sheet is about, e.g. "Stagehand: Sam Crew". */
  title: string;
};

/**
 * The "Has changed" mark of one crew item and its sheet: tapping it shows each changed field
 * as old -> new, by whom and when, and marks the item's changes seen for this person (the
 * mark goes; the sheet stays open with what it showed).
 */
export function ChangedMark({ changes, title }: Props) {
  const { t } = useLingui();
  const words = useChangeWords();
  // What the sheet shows, kept from the moment it opened: seeing clears the mark at once.
  const [shown, setShown] = useState<ItemChanges | null>(null);
  if (!changes?.unseen && !shown) return null;
  const open = () => {
    if (!changes) return;
    setShown(changes);
    // A background mark: if the device cannot keep it (a full disk), the mark simply stays
    // and the item can be opened again; nothing to say, but no rejection left unhandled.
    void markChangesSeen([changes.crewItemId], changes.upTo).catch(() => undefined);
  };
  return (
    <>
      {changes?.unseen && (
        <Button size="xs" mih={44} variant="light" color="orange" onClick={open}>
          <Trans>Has changed</Trans>
        </Button>
      )}
      <Drawer
        opened={shown !== null}
        onClose={() => setShown(null)}
        position="bottom"
        size="auto"
        title={t`What changed: ${title}`}
        closeButtonProps={{ 'aria-label': t`Close` }}
      >
        {shown && (
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {shown.fields.map((f) => {
              const v = words.values(f);
              const label = words.fieldLabel(f.field);
              return (
                <Stack key={f.field} gap={2} component="li" aria-label={label}>
                  <Text size="sm" fw={600}>
                    {label}
                  </Text>
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    <Text span inherit td="line-through" c="dimmed">
                      {v.old}
                    </Text>
                    {' → '}
                    <Text span inherit fw={500}>
                      {v.new}
                    </Text>
                  </Text>
                  <Text size="xs" c="dimmed">
                    {f.by ? (
                      <Trans>
                        By {f.by}, {fromNow(Date.parse(f.at))}
                      </Trans>
                    ) : (
                      fromNow(Date.parse(f.at))
                    )}
                  </Text>
                </Stack>
              );
            })}
          </Stack>
        )}
      </Drawer>
    </>
  );
}
