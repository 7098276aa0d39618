import { Center, Image } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { IconBuilding } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useKeptFile } from '../../../db/hooks';
import { keepOfflineQuietly } from '../../../sync/files';
import { projectLogoPath } from '../../../sync/actions/projectDetail';
import { useOnline } from '../../../sync/useSync';

const SIZE = 56;

/**
 * The project logo, from the bytes kept on the device: a logo chosen here shows at once
 * (`local:` key), the server's is downloaded once and kept for offline use.
 */
export function ProjectLogo({ number, logoKey }: { number: string; logoKey: string | null }) {
  const { t } = useLingui();
  const path = logoKey
    ? logoKey.startsWith('local:')
      ? logoKey
      : projectLogoPath(number, logoKey)
    : null;
  const file = useKeptFile(path);
  const online = useOnline();
  const [url, setUrl] = useState<string | null>(null);

  useEffect(() => {
    if (path && file === null && online && !path.startsWith('local:')) {
      void keepOfflineQuietly([path]);
    }
  }, [path, file, online]);

  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file.blob);
    setUrl(next);
    // Object URLs hold the Blob in memory until revoked.
    return () => URL.revokeObjectURL(next);
  }, [file]);

  if (!url) {
    return (
      <Center w={SIZE} h={SIZE} bg="gray.1" style={{ borderRadius: 8, flexShrink: 0 }}>
        <IconBuilding aria-hidden />
      </Center>
    );
  }
  return (
    <Image
      src={url}
      alt={t`Project logo`}
      w={SIZE}
      h={SIZE}
      fit="contain"
      radius="sm"
      style={{ flexShrink: 0 }}
    />
  );
}
