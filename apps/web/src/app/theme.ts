import { Messages } from '@cinevocab/core';
import {
  Badge,
  createTheme,
  type CSSVariablesResolver,
  DEFAULT_THEME,
  type DrawerProps,
  type MantineColorsTuple,
  type ModalProps,
  type NotificationProps,
  type PaginationProps,
  type SelectProps,
} from '@mantine/core';
import classes from './theme.module.css';

/**
 * A Mantine colour with its three darkest shades replaced. Shade 7 is what the light colour
 * scheme writes text in (light and outline variants, coloured text) and fills with white text on,
 * so it must reach 4.5:1 both on white and on its own 10 % tint; Mantine's own shade 7 of teal,
 * green, yellow or orange is 2:1 to 3:1. The lighter shades stay Mantine's, for fills and tints.
 */
function readableShades(name: string, darkest: [string, string, string]): MantineColorsTuple {
  const mantine = DEFAULT_THEME.colors[name] ?? [];
  return [...mantine.slice(0, 7), ...darkest] as unknown as MantineColorsTuple;
}

/**
 * Shades 7 to 9, darkened from each colour's own hue: at least 4.7:1 on the colour's tint and
 * 5.4:1 on white. Yellow darkens from its golden shade 5, so that Medium stays apart from Hard's
 * orange.
 */
const colors = {
  teal: readableShades('teal', ['#087956', '#076e4e', '#066145']),
  green: readableShades('green', ['#267937', '#236e32', '#1f612c']),
  yellow: readableShades('yellow', ['#896103', '#7d5803', '#745203']),
  orange: readableShades('orange', ['#bb3e0d', '#aa380c', '#96310b']),
  red: readableShades('red', ['#c92a2a', '#b72626', '#a12121']),
  grape: readableShades('grape', ['#9c36b5', '#8e31a5', '#7d2b91']),
  indigo: readableShades('indigo', ['#3b5bdb', '#3653c7', '#3049af']),
  blue: readableShades('blue', ['#1864ab', '#165b9c', '#135089']),
  violet: readableShades('violet', ['#7048e8', '#6642d3', '#5a3aba']),
  cyan: readableShades('cyan', ['#0b7285', '#0a6879', '#095c6a']),
  pink: readableShades('pink', ['#c2255c', '#b12254', '#9c1e4a']),
  lime: readableShades('lime', ['#4a760a', '#436b09', '#3b5e08']),
};

/**
 * Secondary ('dimmed') text a shade darker than Mantine's grey 6, which is 3.3:1 on white: this
 * one is 6:1 on white and 5.5:1 on the light grey of a panel, and still lighter than the text.
 */
export const dimmedTextColour = '#5c636a';

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': dimmedTextColour },
  dark: {},
});

/** The arrows of a pagination say where they lead; Mantine draws them as bare icons. */
const paginationControlLabels = {
  first: Messages.firstPage,
  previous: Messages.previousPage,
  next: Messages.nextPage,
  last: Messages.lastPage,
} as const;

/**
 * Light badges on an opaque tint (see theme.module.css), and names for the controls Mantine draws
 * as bare icons, given here so that every dialog, drawer, toast (its close button is a
 * Notification's) and pagination in the app has them.
 */
/*
 * Plain objects rather than `Modal.extend(…)`: `extend` would bring the dialog, drawer, toast and
 * pagination code into the first page of every visit, which needs none of them; the props types
 * keep the same checks.
 */
/** Mantine's drawers and dialogs are both at 200, its dropdowns at 300 and its toasts at 400. */
const dialogAboveDrawers = 250;

const components = {
  Badge: Badge.extend({ classNames: { root: classes.badge } }),
  // A dialog or drawer that names its close button itself (the menu's 'Close menu') keeps it.
  // A dialog opens above a drawer (both are 200 in Mantine): Show Sentences from the translation
  // drawer put its dialog under the drawer. Toasts (400) stay above both.
  Modal: {
    defaultProps: {
      closeButtonProps: { 'aria-label': Messages.closeDialog },
      zIndex: dialogAboveDrawers,
    } satisfies Partial<ModalProps>,
  },
  Drawer: {
    defaultProps: { closeButtonProps: { 'aria-label': Messages.closeDialog } } satisfies Partial<DrawerProps>,
  },
  Notification: {
    defaultProps: {
      closeButtonProps: { 'aria-label': Messages.closeNotification },
    } satisfies Partial<NotificationProps>,
  },
  // A dropdown is built when it opens (Mantine keeps every one in the page by default): kept, each
  // was built and placed on the screen as the page appeared, with all its options, on a phone too.
  // A Select given comboboxProps of its own says so again, as those replace these.
  Select: {
    defaultProps: { comboboxProps: { keepMounted: false } } satisfies Partial<SelectProps>,
  },
  Pagination: {
    defaultProps: {
      getControlProps: (control: keyof typeof paginationControlLabels) => ({
        'aria-label': paginationControlLabels[control],
      }),
    } satisfies Partial<PaginationProps>,
  },
};

/** Deep indigo with a violet accent: the colours of a cinema before the film starts. */
export const theme = createTheme({
  colors,
  components,
  primaryColor: 'indigo',
  primaryShade: { light: 7, dark: 5 },
  defaultRadius: 'md',
  fontFamily:
    'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '800' },
  cursorType: 'pointer',
  // A learner whose system asks for less motion gets drawers, modals, menus and toasts that appear
  // without sliding or fading.
  respectReducedMotion: true,
});
