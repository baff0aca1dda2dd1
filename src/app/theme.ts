import { theme, type ThemeConfig } from 'antd';
import { BREAKPOINTS } from '../lib/breakpoints';
import { CSS_VAR_KEY } from '../lib/cssVarKey';
import type { Density, ThemeMode } from '../store/preferences/storedPreferences';

const { sm, md, lg, xl } = BREAKPOINTS;

/** antd's breakpoint tokens moved to the spec's (xs 0, sm 600, md 900, lg 1200, xl 1536). */
const screens = {
  screenXS: 480,
  screenXSMin: 480,
  screenXSMax: sm - 1,
  screenSM: sm,
  screenSMMin: sm,
  screenSMMax: md - 1,
  screenMD: md,
  screenMDMin: md,
  screenMDMax: lg - 1,
  screenLG: lg,
  screenLGMin: lg,
  screenLGMax: xl - 1,
  screenXL: xl,
  screenXLMin: xl,
  screenXLMax: 1919,
  screenXXL: 1920,
  screenXXLMin: 1920,
  screenXXLMax: 2559,
  screenXXXL: 2560,
  screenXXXLMin: 2560,
};

/**
 * antd's default link blue and its faint secondary, description and placeholder texts fall below
 * WCAG AA contrast (4.5:1); these keep every text readable.
 */
const lightContrast = {
  colorPrimary: '#0958d9',
  colorLink: '#0958d9',
  colorError: '#cf1322',
  colorTextSecondary: 'rgba(0, 0, 0, 0.7)',
  colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
  colorTextDescription: 'rgba(0, 0, 0, 0.62)',
  colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)',
};
const darkContrast = {
  colorPrimary: '#1668dc',
  // Lighter than antd's dark link blue: links also sit on the sorted column's lighter background.
  colorLink: '#69b1ff',
  colorError: '#ff7875',
  colorTextSecondary: 'rgba(255, 255, 255, 0.75)',
  colorTextTertiary: 'rgba(255, 255, 255, 0.65)',
  colorTextDescription: 'rgba(255, 255, 255, 0.65)',
  colorTextPlaceholder: 'rgba(255, 255, 255, 0.55)',
};

export function consoleTheme(mode: ThemeMode, density: Density): ThemeConfig {
  const algorithm = [mode === 'dark' ? theme.darkAlgorithm : theme.defaultAlgorithm];
  if (density === 'compact') algorithm.push(theme.compactAlgorithm);
  return {
    algorithm,
    cssVar: { key: CSS_VAR_KEY },
    hashed: false,
    token: { ...screens, borderRadius: 6, ...(mode === 'dark' ? darkContrast : lightContrast) },
    // The selected drawer link in the dark theme needs a lighter blue than antd's.
    components: mode === 'dark' ? { Menu: { itemSelectedColor: '#91caff' } } : undefined,
  };
}
