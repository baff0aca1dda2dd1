import { MoonOutlined, SunOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { densityChosen, themeChosen } from '../../store/preferences/preferencesSlice';

/** Theme and table density switches in the top bar; both are remembered in this browser. */
export function PreferenceControls() {
  const dispatch = useAppDispatch();
  const { theme, density } = useAppSelector((state) => state.preferences);
  const nextTheme = theme === 'dark' ? 'light' : 'dark';
  const nextDensity = density === 'compact' ? 'comfortable' : 'compact';
  return (
    <>
      <Tooltip title={`Use ${nextDensity} density`}>
        <Button
          type="text"
          aria-label="Compact density"
          aria-pressed={density === 'compact'}
          onClick={() => dispatch(densityChosen(nextDensity))}
        >
          {density === 'compact' ? 'Compact' : 'Comfortable'}
        </Button>
      </Tooltip>
      <Tooltip title={`Switch to ${nextTheme} theme`}>
        <Button
          type="text"
          aria-label="Dark theme"
          aria-pressed={theme === 'dark'}
          icon={theme === 'dark' ? <MoonOutlined aria-hidden /> : <SunOutlined aria-hidden />}
          onClick={() => dispatch(themeChosen(nextTheme))}
        />
      </Tooltip>
    </>
  );
}
