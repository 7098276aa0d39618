import {
  Alert,
  Badge,
  Input,
  MantineProvider,
  Menu,
  Modal,
  NumberInput,
  Textarea,
  TextInput,
} from '@mantine/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { mantineThemeFor } from './mantineTheme';
import { themeFor } from './themes';

afterEach(cleanup);

it('disabled inputs (a signed-off form) are not dimmed by the theme', () => {
  const { container } = render(
    <MantineProvider theme={mantineThemeFor(themeFor(null), { close: 'Schließen', decimal: ',' })}>
      <TextInput label="Name" disabled />
      <Textarea label="Notes" disabled />
      <NumberInput label="Years" disabled />
    </MantineProvider>,
  );
  const inputs = [...container.querySelectorAll<HTMLElement>('input, textarea')];
  expect(inputs).toHaveLength(3);
  for (const input of inputs) expect(input.style.opacity).toBe('1');
});

it('names every close button the screen does not name itself (dialogs, alerts)', () => {
  render(
    <MantineProvider theme={mantineThemeFor(themeFor(null), { close: 'Schließen', decimal: ',' })}>
      <Modal opened onClose={() => undefined} title="Block dates">
        Body
      </Modal>
      <Alert withCloseButton onClose={() => undefined}>
        Saved
      </Alert>
      <Modal opened onClose={() => undefined} closeButtonProps={{ 'aria-label': 'Abbrechen' }}>
        Other
      </Modal>
    </MantineProvider>,
  );
  // By attribute: role queries over two portals took seconds in jsdom.
  const names = [...document.querySelectorAll('button')].map((b) => b.getAttribute('aria-label'));
  expect(names.sort()).toEqual(['Abbrechen', 'Schließen', 'Schließen']);
});

it("a field's clear button is a whole touch target that leaves the field's border showing", () => {
  render(
    <MantineProvider theme={mantineThemeFor(themeFor(null), { close: 'Schließen', decimal: ',' })}>
      <TextInput label="Beginn" rightSection={<Input.ClearButton aria-label="Uhrzeit löschen" />} />
    </MantineProvider>,
  );
  const button = screen.getByRole('button', { name: 'Uhrzeit löschen' });
  expect(button.style.minWidth).toBe('44px');
  expect(button.style.minHeight).toBe('44px');
  expect(button.style.background).toBe('transparent');
  // The field's right section lets no tap through; the button takes them itself.
  expect(button.style.pointerEvents).toBe('all');
});

it("number fields show the language's decimal separator (German 7,5, not 7.5)", () => {
  const { container } = render(
    <MantineProvider theme={mantineThemeFor(themeFor(null), { close: 'Schließen', decimal: ',' })}>
      <NumberInput label="Stunden" value={7.5} onChange={() => undefined} />
    </MantineProvider>,
  );
  expect(container.querySelector('input')?.value).toBe('7,5');
});

it('a badge breaks between words only, never inside one ("CONFLI / CT")', () => {
  const { container } = render(
    <MantineProvider theme={mantineThemeFor(themeFor(null), { close: 'Schließen', decimal: ',' })}>
      <Badge>Konflikt</Badge>
    </MantineProvider>,
  );
  const label = container.querySelector<HTMLElement>('.mantine-Badge-label');
  expect(label?.style.overflowWrap).toBe('break-word');
  expect(label?.style.whiteSpace).toBe('normal');
});

it('says the month a calendar moved to (the month line is a live region)', async () => {
  const { Calendar } = await import('@mantine/dates');
  const { container } = render(
    <MantineProvider theme={mantineThemeFor(themeFor(null), { close: 'Close', decimal: '.' })}>
      <Calendar defaultDate="2026-11-01" maxLevel="month" />
    </MantineProvider>,
  );
  const level = container.querySelector('.mantine-Calendar-calendarHeaderLevel');
  expect(level?.textContent).toBe('November 2026');
  expect(level?.getAttribute('aria-live')).toBe('polite');
});

it("keeps the language's own case in month and weekday names (Mantine capitalised them)", async () => {
  const { Calendar, DatesProvider, Month } = await import('@mantine/dates');
  const { container } = render(
    <MantineProvider theme={mantineThemeFor(themeFor(null), { close: 'Sluiten', decimal: ',' })}>
      <DatesProvider settings={{ locale: 'nl', firstDayOfWeek: 1 }}>
        <Calendar defaultDate="2026-11-01" maxLevel="month" />
        <Month month="2026-11-01" />
      </DatesProvider>
    </MantineProvider>,
  );
  const level = container.querySelector<HTMLElement>('.mantine-Calendar-calendarHeaderLevel');
  expect(level?.style.textTransform).toBe('none');
  const weekdays = [...container.querySelectorAll<HTMLElement>('th')];
  expect(weekdays.length).toBe(14);
  for (const day of weekdays) expect(day.style.textTransform).toBe('none');
});

it('a menu opened puts the focus on its first item, not on a blank stop before it', async () => {
  // env="test": no transition, and jsdom's zero-size boxes do not hide the dropdown (a
  // dropdown whose target seems off screen gets display: none, and nothing in it takes focus).
  render(
    <MantineProvider
      env="test"
      theme={mantineThemeFor(themeFor(null), { close: 'Close', decimal: '.' })}
    >
      <Menu>
        <Menu.Target>
          <button type="button">More</button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item>Change</Menu.Item>
          <Menu.Item>Copy</Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </MantineProvider>,
  );
  const target = screen.getByRole('button', { name: 'More' });
  target.focus();
  fireEvent.click(target);
  await waitFor(() => expect(document.activeElement?.textContent).toBe('Change'));
  expect(document.activeElement?.getAttribute('role')).toBe('menuitem');
});
