import { describe, expect, it } from 'vitest';
import { mainWindowOptions } from '../../src/main/window-options';

describe('main window options (Electron security checklist)', () => {
  it('isolates and sandboxes the renderer with no Node and web security on', () => {
    const { webPreferences } = mainWindowOptions('/app/out/preload/index.mjs');
    expect(webPreferences).toMatchObject({
      preload: '/app/out/preload/index.mjs',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      webviewTag: false,
      navigateOnDragDrop: false,
    });
  });

  it('restores a remembered size and position', () => {
    expect(mainWindowOptions('/p', { width: 1600, height: 1000, x: 10, y: 20 })).toMatchObject({ width: 1600, height: 1000, x: 10, y: 20 });
    expect(mainWindowOptions('/p')).toMatchObject({ width: 1440, height: 900 });
  });
});
