import { Badge, Group, Stack, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { PhotoView } from '../../db/crewPhotosHooks';
import { RemoveButton } from '../../app/lists/RemovableList';
import { formatDateTime } from '../../lib/dates';
import { PhotoThumb } from './PhotoThumb';

const COLORS = { waiting: 'gray', uploading: 'blue', uploaded: 'green', failed: 'red' } as const;

/** One photo: its thumbnail, name, upload state and (while waiting) a delete button. */
export function PhotoRow({ view, onDelete }: { view: PhotoView; onDelete: () => void }) {
  const { t } = useLingui();
  const { photo, status } = view;
  const labels = {
    waiting: t`Waiting`,
    uploading: t`Uploading`,
    uploaded: t`Uploaded`,
    failed: t`Not accepted`,
  };
  return (
    <Group component="li" wrap="nowrap" align="flex-start" aria-label={photo.fileName}>
      <PhotoThumb path={view.thumbPath} alt={t`Photo ${photo.fileName}`} />
      <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
        <Text size="sm" truncate>
          {photo.fileName}
        </Text>
        <Text size="xs" c="dimmed">
          {formatDateTime(photo.takenAt)} · {Math.max(1, Math.round(photo.size / 1024))} KB
        </Text>
        <Badge color={COLORS[status]} variant="light" w="fit-content" role="status">
          {labels[status]}
        </Badge>
        {view.error && (
          <Text size="xs" c="red">
            {view.error}
          </Text>
        )}
      </Stack>
      {status === 'waiting' && photo.id < 0 && (
        <RemoveButton label={t`Delete photo ${photo.fileName}`} onClick={onDelete} />
      )}
    </Group>
  );
}
