import './layers.css';
import '@mantine/core/styles.layer.css';
import './global.css';
import { MantineProvider } from '@mantine/core';
import { ServerSetupScreen } from '../features/desktop/components/server-setup-screen';
import { cssVariablesResolver, theme } from './theme';

/** The desktop console's first run: only the server screen, before any session or route. */
export function DesktopSetupRoot({ suggestedUrl }: { suggestedUrl: string }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="auto" cssVariablesResolver={cssVariablesResolver}>
      <ServerSetupScreen suggestedUrl={suggestedUrl} />
    </MantineProvider>
  );
}
