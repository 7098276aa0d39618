import { Alert, Button, Loader } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';

type Props = { blob: Blob; title: string; onRetry: () => void };

/**
 * The pages of one kept PDF as canvases (pdf.js, loaded lazily). Keyed by the file by its
 * parent, so it renders once per file and not on every change of the files table.
 */
export function PdfPages({ blob: initial, title, onRetry }: Props) {
  const { t } = useLingui();
  const [blob] = useState(initial);
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'rendering' | 'shown' | 'error'>('rendering');

  useEffect(() => {
    let live = true;
    const target = container.current;
    void (async () => {
      try {
        const { pdfjs } = await import('./pdfjs');
        const pdf = await pdfjs.getDocument({ data: new Uint8Array(await blob.arrayBuffer()) })
          .promise;
        const canvases: HTMLCanvasElement[] = [];
        for (let n = 1; n <= pdf.numPages; n++) {
          const page = await pdf.getPage(n);
          const width = Math.max(280, target?.clientWidth ?? 600);
          const scale = width / page.getViewport({ scale: 1 }).width;
          const viewport = page.getViewport({ scale: scale * (window.devicePixelRatio || 1) });
          const canvas = document.createElement('canvas');
          canvas.width = viewport.width;
          canvas.height = viewport.height;
          canvas.style.width = '100%';
          canvas.setAttribute('role', 'img');
          canvas.setAttribute('aria-label', t`${title}, page ${n} of ${pdf.numPages}`);
          await page.render({ canvas, viewport }).promise;
          canvases.push(canvas);
        }
        if (!live || !target) return;
        target.replaceChildren(...canvases);
        setState('shown');
      } catch {
        if (live) setState('error');
      }
    })();
    return () => {
      live = false;
    };
  }, [blob, t, title]);

  return (
    <>
      {state === 'rendering' && (
        <Loader size="sm" role="img" aria-label={t`Loading the document`} />
      )}
      {state === 'error' && (
        <Alert color="red" title={t`The document could not be shown`}>
          <Button size="xs" variant="light" onClick={onRetry}>
            {t`Try again`}
          </Button>
        </Alert>
      )}
      <div
        ref={container}
        style={{ display: 'grid', gap: 8, border: '1px solid var(--mantine-color-gray-3)' }}
      />
    </>
  );
}
