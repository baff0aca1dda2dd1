import { BorderOutlined, CheckOutlined, MoonOutlined, SunOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useWiderThan } from '../../components/useWiderThan';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { densityChosen, themeChosen } from '../../store/preferences/preferencesSlice';

/** Theme and table density switches in the top bar; both are remembered in this browser. */
export function PreferenceControls() {
  const dispatch = useAppDispatch();
  const { theme, density } = useAppSelector((state) => state.preferences);
  const nextTheme = theme === 'dark' ? 'light' : 'dark';
  const nextDensity = density === 'compact' ? 'comfortable' : 'compact';
  const wide = useWiderThan('md');
  return (
    <>
      {/* A toggle: its name is its visible text, the same whichever way it is set; aria-pressed and
          the tick say whether it is on. On a narrow screen its icon alone, named for screen readers
          and by its title for a pointer, so the top bar keeps room for the admin's name. */}
      <Button
        type="text"
        aria-label={wide ? undefined : 'Compact density'}
        title={wide ? undefined : 'Compact density'}
        icon={density === 'compact' ? <CheckOutlined aria-hidden /> : <BorderOutlined aria-hidden />}
        aria-pressed={density === 'compact'}
        onClick={() => dispatch(densityChosen(nextDensity))}
      >
        {wide ? 'Compact density' : null}
      </Button>
      {/* The same kind of toggle. */}
      <Button
        type="text"
        aria-label={wide ? undefined : 'Dark theme'}
        title={wide ? undefined : 'Dark theme'}
        aria-pressed={theme === 'dark'}
        icon={theme === 'dark' ? <MoonOutlined aria-hidden /> : <SunOutlined aria-hidden />}
        onClick={() => dispatch(themeChosen(nextTheme))}
      >
        {wide ? 'Dark theme' : null}
      </Button>
    </>
  );
}
