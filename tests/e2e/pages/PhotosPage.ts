import { expect, type Locator, type Page } from '@playwright/test';
import type { FixtureFile } from '../fixtures/pngs';

/** /crews/{id}/photos: the crew chief's site photos. */
export class PhotosPage {
  constructor(private readonly page: Page) {}

  async open(crewId: number): Promise<void> {
    await this.page.goto(`/crews/${crewId}/photos`);
    await expect(this.list.or(this.page.getByText('No photos yet')).first()).toBeVisible();
  }

  get list(): Locator {
    return this.page.getByRole('list', { name: 'Photos' });
  }

  /** One photo's row, by its file name. */
  photo(fileName: string): Locator {
    return this.list.getByRole('listitem', { name: fileName });
  }

  thumbnail(fileName: string): Locator {
    return this.page.getByRole('img', { name: `Photo ${fileName}` });
  }

  /** Picks photos from the gallery (what "Take a photo" does with one camera shot). */
  async addPhotos(files: FixtureFile[]): Promise<void> {
    const chooser = this.page.waitForEvent('filechooser');
    await this.page.getByRole('button', { name: 'Choose photos' }).click();
    await (await chooser).setFiles(files);
    for (const f of files) await expect(this.photo(f.name)).toBeVisible();
  }

  /** One shot with the camera button (a file input with capture="environment"). */
  async takePhoto(file: FixtureFile): Promise<void> {
    const chooser = this.page.waitForEvent('filechooser');
    await this.page.getByRole('button', { name: 'Take a photo' }).click();
    await (await chooser).setFiles(file);
    await expect(this.photo(file.name)).toBeVisible();
  }

  /** Thumbnails come from the bytes kept on the phone, so they show offline too. */
  async expectThumbnails(files: FixtureFile[]): Promise<void> {
    for (const f of files) {
      const img = this.thumbnail(f.name);
      await expect(img).toBeVisible();
      await expect
        .poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth))
        .toBeGreaterThan(0);
    }
  }

  async expectWaiting(fileName: string): Promise<void> {
    await expect(this.photo(fileName).getByRole('status')).toHaveText('Waiting');
  }

  /** All n photos of the screen are uploaded ("n of n uploaded"). */
  async expectUploaded(n: number): Promise<void> {
    await expect(this.page.getByText(`${n} of ${n} uploaded`)).toBeVisible({ timeout: 20_000 });
    await expect(this.list.getByRole('status').filter({ hasText: 'Uploaded' })).toHaveCount(n);
  }

  async deleteWaitingPhoto(fileName: string): Promise<void> {
    await this.page.getByRole('button', { name: `Delete photo ${fileName}` }).click();
    await this.page.getByRole('dialog').getByRole('button', { name: 'Delete photo' }).click();
    await expect(this.photo(fileName)).toHaveCount(0);
  }
}
