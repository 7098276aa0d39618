import {
  createTheme,
  type ActionIconFactory,
  type BadgeFactory,
  type BurgerFactory,
  type ButtonFactory,
  type CloseButtonFactory,
  type CloseButtonProps,
  type ExtendComponent,
  type FactoryPayload,
  type InputFactory,
  type MenuFactory,
  type MantineThemeOverride,
  type NumberInputFactory,
  type PasswordInputFactory,
  type TabsFactory,
} from '@mantine/core';
import type { AppTheme } from './themes';
import './focusRing.css';
import './calendarDays.css';

/** The smallest touch target a finger hits reliably (WCAG 2.5.5, Apple and Material guides). */
export const TOUCH_TARGET_PX = 44;

/**
 * Rules every screen gets from the theme, so no screen has to remember them:
 * - touch targets: icon buttons (edit, delete, close) were 28 px, small buttons 30 px, tabs
 *   and fields 36 px; none is smaller than TOUCH_TARGET_PX now;
 * - text wraps instead of being cut off at 390 px: a badge ("WAITING TO B…") or a button
 *   label ("Contact crew chie") grows a line rather than hiding its end; a badge wraps
 *   between words only ("CONFLI / CT" was unreadable), so beside it the text must give way.
 */
/**
 * `Button.extend(...)` without importing Button: `extend` only types its argument, and the
 * import put Tabs, Badge, Burger and the password field in the first load of every page,
 * /login too (issue 17, P4).
 */
const extend = <P extends FactoryPayload>(input: ExtendComponent<P>) => input;

const components: NonNullable<MantineThemeOverride['components']> = {
  ActionIcon: extend<ActionIconFactory>({
    styles: { root: { minWidth: TOUCH_TARGET_PX, minHeight: TOUCH_TARGET_PX } },
  }),
  CloseButton: extend<CloseButtonFactory>({
    styles: { root: { minWidth: TOUCH_TARGET_PX, minHeight: TOUCH_TARGET_PX } },
  }),
  Burger: extend<BurgerFactory>({
    styles: { root: { minWidth: TOUCH_TARGET_PX, minHeight: TOUCH_TARGET_PX } },
  }),
  // A field's clear button (date and time fields, clearable selects) is a CloseButton styled
  // under its own name, so the CloseButton entry above left it at 22 px. Mantine paints it
  // with the field's background, which at 44 px hid the field's right border: transparent.
  // Its inline style is replaced whole, so it keeps taking taps in the field's right section.
  InputClearButton: {
    styles: { root: { minWidth: TOUCH_TARGET_PX, minHeight: TOUCH_TARGET_PX } },
    defaultProps: { style: { pointerEvents: 'all', background: 'transparent' } },
  },
  Tabs: extend<TabsFactory>({ styles: { tab: { minHeight: TOUCH_TARGET_PX } } }),
  // Every field (text, number, select, file) is tapped too. A disabled one is not dimmed:
  // its colours alone meet WCAG AA (readableDisabled.ts).
  Input: extend<InputFactory>({ styles: { input: { minHeight: TOUCH_TARGET_PX, opacity: 1 } } }),
  // "Show password" is an action like any other: reachable with Tab (Mantine skips it).
  PasswordInput: extend<PasswordInputFactory>({
    defaultProps: { visibilityToggleFocusable: true },
  }),
  // @mantine/dates' month arrows (42 px); named, not imported, to keep that library lazy.
  // Mantine capitalises month and weekday names ("November 2026", "Ma"): in Dutch, French,
  // Spanish or Welsh they are lower case, as the app's own month titles write them
  // (formatMonth: "november 2026" on the plus-crew screens). The language's own case stands.
  Calendar: {
    styles: {
      calendarHeaderControl: { minWidth: TOUCH_TARGET_PX, minHeight: TOUCH_TARGET_PX },
      calendarHeaderLevel: { textTransform: 'none' },
      weekday: { textTransform: 'none' },
    },
    // The month shown is said after Previous or Next month: the arrow keeps the focus, and
    // without this nothing told a screen reader where it had gone (issue 17).
    defaultProps: { attributes: { calendarHeaderLevel: { 'aria-live': 'polite' } } },
  },
  // The projects calendar draws a bare Month: its weekdays as the Calendar's, above.
  Month: { styles: { weekday: { textTransform: 'none' } } },
  // A date field's calendar (src/app/form/DateField.tsx) is styled under the field's name.
  DateInput: {
    styles: {
      calendarHeaderControl: { minWidth: TOUCH_TARGET_PX, minHeight: TOUCH_TARGET_PX },
      calendarHeaderLevel: { textTransform: 'none' },
      weekday: { textTransform: 'none' },
    },
  },
  Button: extend<ButtonFactory>({
    styles: {
      root: { height: 'auto', minHeight: TOUCH_TARGET_PX, maxWidth: '100%' },
      inner: { minHeight: TOUCH_TARGET_PX },
      label: {
        whiteSpace: 'normal',
        overflow: 'visible',
        height: 'auto',
        textAlign: 'center',
        lineHeight: 1.25,
        paddingBlock: 4,
      },
    },
  }),
  // A menu opened (by Enter, Space or a tap) puts the focus on its first item, as the WAI-ARIA
  // menu button pattern has it; Mantine's default put it on a blank placeholder, so the
  // first arrow press only reached the first item and a screen reader read no item at all.
  Menu: extend<MenuFactory>({ defaultProps: { withInitialFocusPlaceholder: false } }),
  Badge: extend<BadgeFactory>({
    styles: {
      root: { height: 'auto', minHeight: 'var(--badge-height)', maxWidth: '100%' },
      // break-word, not anywhere: a word breaks only when it alone is wider than the screen,
      // and a badge in a row never shrinks below its longest word.
      label: { whiteSpace: 'normal', overflow: 'visible', overflowWrap: 'break-word' },
    },
  }),
};

/** What the theme puts on components itself in the person's language. */
export type ThemeLanguage = {
  /** The name of every close button (dialogs, drawers, alerts) not named where it is used. */
  close: string;
  /** The decimal separator number fields show ("7,5" in German); both marks are typed. */
  decimal: string;
};

export function mantineThemeFor(theme: AppTheme, language: ThemeLanguage): MantineThemeOverride {
  return createTheme({
    primaryColor: theme.primaryColor,
    defaultRadius: 'md',
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    other: { colors: theme.colors },
    components: {
      ...components,
      // A dialog's ✕ was an unnamed button to a screen reader ("button") in every dialog.
      // Mantine spreads unknown props onto the button; its props type has no aria-label.
      CloseButton: {
        ...components.CloseButton,
        defaultProps: { 'aria-label': language.close } as Partial<CloseButtonProps>,
      },
      NumberInput: extend<NumberInputFactory>({
        defaultProps: { decimalSeparator: language.decimal, allowedDecimalSeparators: ['.', ','] },
      }),
    },
  });
}
