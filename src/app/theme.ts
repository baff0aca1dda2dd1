import { theme, type ThemeConfig } from 'antd';
import { BREAKPOINTS } from '../lib/breakpoints';
import type { Density, ThemeMode } from '../features/preferences/preferencesSlice';

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

export function consoleTheme(mode: ThemeMode, density: Density): ThemeConfig {
  const algorithm = [mode === 'dark' ? theme.darkAlgorithm : theme.defaultAlgorithm];
  if (density === 'compact') algorithm.push(theme.compactAlgorithm);
  return {
    algorithm,
    cssVar: { key: 'console' },
    hashed: false,
    token: { ...screens, colorPrimary: '#1668dc', borderRadius: 6 },
  };
}
