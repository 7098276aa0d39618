import { MantineProvider } from '@mantine/core';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SafeHtml } from './SafeHtml';

afterEach(cleanup);

describe('SafeHtml images', () => {
  it('an image that fails to load becomes its alt text, or nothing', () => {
    const { container } = render(
      <MantineProvider>
        <SafeHtml html='<p>Shoes</p><img src="https://cdn.test/a.png" alt="Safety shoes"><img src="https://cdn.test/b.png">' />
      </MantineProvider>,
    );
    const images = [...container.querySelectorAll('img')];
    expect(images).toHaveLength(2);
    for (const img of images) img.dispatchEvent(new Event('error'));
    expect(container.querySelectorAll('img')).toHaveLength(0);
    expect(container.querySelector('p')?.parentElement?.textContent).toBe('Shoes[Safety shoes]');
  });
});
