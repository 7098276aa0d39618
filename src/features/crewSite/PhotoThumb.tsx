import { Center, Image, Loader } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { IconPhoto } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useKeptFile } from '../../db/hooks';

/** A photo's thumbnail from the bytes kept on the phone (works offline). */
export function PhotoThumb({ path, alt }: { path: string | null; alt: string }) {
  const { t } = useLingui();
  const file = useKeptFile(path);
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return;
    const next = URL.createObjectURL(file.blob);
    setUrl(next);
    // Object URLs hold the Blob in memory until revoked.
    return () => URL.revokeObjectURL(next);
  }, [file]);
  if (file === undefined && path) return <Loader size="sm" role="img" aria-label={t`Loading`} />;
  if (!file || !url) {
    return (
      <Center w={96} h={96} bg="gray.1" aria-label={alt} role="img">
        <IconPhoto aria-hidden />
      </Center>
    );
  }
  return <Image src={url} alt={alt} w={96} h={96} fit="cover" radius="sm" />;
}
