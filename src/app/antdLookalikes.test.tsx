/**
 * Components that draw antd's markup themselves, for speed, against the antd component they stand
 * in for: under the console's theme (both modes, both densities) they must draw the same element,
 * classes, inline style and text, so antd's stylesheet styles them alike. A new antd that draws its
 * Tag differently fails here rather than leaving a tag unstyled.
 */
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { ConfigProvider, Tag } from 'antd';
import { ImportanceTag } from '../components/ImportanceTag';
import { consoleTheme } from './theme';

const THEMES = [
  ['light', 'comfortable'],
  ['dark', 'compact'],
] as const;

// The colours antd names its preset tags by, written out: the console's choice for each importance.
const EXPECTED_COLOURS = [
  ['Hot', 'red'],
  ['Medium', 'orange'],
  ['Low', 'blue'],
] as const;

const markupOf = (element: ReactElement, mode: 'light' | 'dark', density: 'comfortable' | 'compact') =>
  render(<ConfigProvider theme={consoleTheme(mode, density)}>{element}</ConfigProvider>).container.innerHTML;

describe.each(THEMES)('ImportanceTag in the %s theme, %s', (mode, density) => {
  it.each(EXPECTED_COLOURS)('draws %s as antd draws a %s Tag', (importance, color) => {
    const antd = markupOf(
      <Tag color={color} style={{ marginInlineEnd: 0 }}>
        {importance}
      </Tag>,
      mode,
      density,
    );
    expect(markupOf(<ImportanceTag importance={importance} />, mode, density)).toBe(antd);
    expect(antd).toContain(`ant-tag-${color}`);
  });

  it('draws an importance it does not know as antd draws a Tag without a colour', () => {
    const antd = markupOf(<Tag style={{ marginInlineEnd: 0 }}>Urgent</Tag>, mode, density);
    expect(markupOf(<ImportanceTag importance="Urgent" />, mode, density)).toBe(antd);
  });
});
