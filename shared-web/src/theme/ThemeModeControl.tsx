import { IconButton, Tooltip, useColorScheme } from '@mui/material';
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import SettingsBrightnessOutlined from '@mui/icons-material/SettingsBrightnessOutlined';
import { useHydrating } from '../hooks/useHydrating';
import { useT } from '../i18n/messages';

type Mode = 'light' | 'dark' | 'system';
const NEXT_MODE: Record<Mode, Mode> = { system: 'light', light: 'dark', dark: 'system' };

/** Cycles the theme preference system → light → dark; the choice is remembered. */
export function ThemeModeControl() {
  const t = useT();
  const { mode, setMode } = useColorScheme();
  // The server cannot read the stored preference: it renders "follows your
  // device", and so does hydration (AppProviders' provider knows the stored
  // mode from its first render in the browser).
  const hydrating = useHydrating();
  const current: Mode = hydrating ? 'system' : (mode ?? 'system');
  const next = NEXT_MODE[current];
  const title = t('shared-web.theme.current', { mode: current });
  const label = t('shared-web.theme.switch', { current: title, next });
  return (
    <Tooltip title={title}>
      <IconButton color="inherit" onClick={() => setMode(next)} aria-label={label}>
        {current === 'light' && <LightModeOutlined />}
        {current === 'dark' && <DarkModeOutlined />}
        {current === 'system' && <SettingsBrightnessOutlined />}
      </IconButton>
    </Tooltip>
  );
}
