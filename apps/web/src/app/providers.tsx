import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app.css';
import {
  type CSSVariablesResolver,
  createTheme,
  darken,
  defaultVariantColorsResolver,
  MantineProvider,
  parseThemeColor,
  type VariantColorsResolver,
} from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { DATE_FORMAT } from '@saji/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { parseDay } from '../lib/format';
import { common, useLang } from '../lib/i18n';
import { queryClient } from './query-client';

/**
 * Touch screens at the counter: inputs and buttons one size up from Mantine's default. A clear button
 * (dates, selects) is an icon: it is named in the screen's language. Dimmed text is one shade darker
 * than Mantine's, which reads below the 4.5:1 contrast small text needs.
 */
const themeFor = (clear: string) => {
  const clearButtonProps = { 'aria-label': clear };
  return createTheme({
    primaryColor: 'orange',
    // A device set to reduce motion gets no transitions (menus, dialogs and drawers appear at once).
    respectReducedMotion: true,
    // White on orange reads at 2.6:1; filled buttons of a light colour get dark text instead.
    autoContrast: true,
    variantColorResolver,
    defaultRadius: 'sm',
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif',
    components: {
      Button: { defaultProps: { size: 'md' } },
      TextInput: { defaultProps: { size: 'md' } },
      PasswordInput: { defaultProps: { size: 'md' } },
      Select: { defaultProps: { size: 'md', clearButtonProps } },
      // Every field of a form or a filter in one size, so their labels match ('Date from' was
      // smaller than 'User' beside it): the dates, the multi-selects and the labelled wrappers too.
      MultiSelect: { defaultProps: { size: 'md', clearButtonProps } },
      // A date reads as on every list and PDF (28-Nov-2026) and may be typed so or as 2026-11-28.
      DateInput: { defaultProps: { size: 'md', clearButtonProps, valueFormat: DATE_FORMAT, dateParser: parseDay } },
      DatePickerInput: { defaultProps: { size: 'md', clearButtonProps } },
      InputWrapper: { defaultProps: { size: 'md' } },
      ColorInput: { defaultProps: { size: 'md' } },
      Checkbox: { defaultProps: { size: 'md' } },
      Switch: { defaultProps: { size: 'md' } },
    },
  });
};
/** Light and subtle badges and buttons write their text darker than the colour's darkest shade: orange's 6th and 9th read below 4.5:1 on its tint. */
const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  const parsed = parseThemeColor({ color: input.color || input.theme.primaryColor, theme: input.theme });
  if ((input.variant === 'light' || input.variant === 'subtle') && parsed.isThemeColor)
    return { ...colors, color: darken(input.theme.colors[parsed.color][9], 0.3) };
  return colors;
};

const cssVariables: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)', '--mantine-color-anchor': '#9c3a0c' },
  dark: {},
});

export function Providers({ children }: { children: ReactNode }) {
  const lang = useLang();
  const theme = useMemo(() => themeFor(common.clear[lang]), [lang]);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariables} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>
        <Notifications position="top-right" zIndex={1000} />
        {children}
      </QueryClientProvider>
    </MantineProvider>
  );
}
