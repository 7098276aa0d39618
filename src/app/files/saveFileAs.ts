import type { FileRow } from '../../db/db';

// The page's part of a kept file: handing it to the person. It lives in the UI layer because
// sync/ also runs in the service worker, which has no document.

/** Opens or saves a kept file through a temporary object URL. */
export function saveFileAs(row: FileRow): void {
  const url = URL.createObjectURL(row.blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = row.name;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
  // Give the browser time to start the download before the URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
