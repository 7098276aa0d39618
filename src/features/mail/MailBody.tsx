import { Alert, Box, Button, Text } from '@mantine/core';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { EmailMessageBody } from '../../db/db';
import { sanitiseHtml } from '../../lib/sanitiseHtml';
import { noteBrokenImages } from './brokenImages';

/**
 * The message's body: HTML only through the sanitiser (lib/sanitiseHtml.ts, the one gate), remote
 * images left out until the reader allows them for this message; plain text as text. An image
 * that cannot be shown gets a short note in its place (brokenImages.ts).
 */
export function MailBody({ body }: { body: EmailMessageBody }) {
  const { t } = useLingui();
  const [allowRemote, setAllowRemote] = useState(false);
  const clean = useMemo(
    () => (body.html === null ? null : sanitiseHtml(body.html, { allowRemote })),
    [body.html, allowRemote],
  );
  const bodyRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = bodyRef.current;
    if (!root || clean === null) return;
    return noteBrokenImages(root, (alt) =>
      alt ? t`Image could not be shown: ${alt}` : t`An image could not be shown`,
    );
  }, [clean, t]);

  if (clean === null) {
    return (
      <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{body.text ?? ''}</Text>
    );
  }
  const blocked = clean.blockedImages;
  return (
    <>
      {blocked > 0 && (
        <Alert color="gray" title={t`Remote images blocked`}>
          <Text size="sm">
            <Plural
              value={blocked}
              one="# image from the internet is not shown, so the sender cannot see that you opened this e-mail."
              other="# images from the internet are not shown, so the sender cannot see that you opened this e-mail."
            />
          </Text>
          <Button mt="xs" size="sm" variant="light" onClick={() => setAllowRemote(true)}>
            <Trans>Show images in this e-mail</Trans>
          </Button>
        </Alert>
      )}
      <Box
        ref={bodyRef}
        data-testid="mail-body"
        aria-label={t`Message`}
        role="document"
        style={{ overflowX: 'auto', overflowWrap: 'anywhere', maxWidth: '100%' }}
        // Sanitised by sanitiseHtml (DOMPurify plus our rules); see its table test.
        dangerouslySetInnerHTML={{ __html: clean.html }}
      />
    </>
  );
}
