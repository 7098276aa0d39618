import { MantineProvider, NumberInput, Textarea, TextInput } from '@mantine/core';
import { cleanup, render } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { mantineThemeFor } from './mantineTheme';
import { themeFor } from './themes';

afterEach(cleanup);

it('disabled inputs (a signed-off form) are not dimmed by the theme', () => {
  const { container } = render(
    <MantineProvider theme={mantineThemeFor(themeFor(null))}>
      <TextInput label="Name" disabled />
      <Textarea label="Notes" disabled />
      <NumberInput label="Years" disabled />
    </MantineProvider>,
  );
  const inputs = [...container.querySelectorAll<HTMLElement>('input, textarea')];
  expect(inputs).toHaveLength(3);
  for (const input of inputs) expect(input.style.opacity).toBe('1');
});
