import type { BrowserWindowConstructorOptions } from 'electron';

/**
 * The one place window security is decided (Electron security checklist): isolated, sandboxed
 * renderer with no Node, web security on, and only our preload. Built without Electron itself,
 * so tests check it in plain Node.
 */
export function mainWindowOptions(preloadPath: string, bounds?: { width: number; height: number; x?: number; y?: number }): BrowserWindowConstructorOptions {
  return {
    width: bounds?.width ?? 1440,
    height: bounds?.height ?? 900,
    ...(bounds?.x !== undefined && bounds?.y !== undefined ? { x: bounds.x, y: bounds.y } : {}),
    minWidth: 1024,
    minHeight: 640,
    show: false,
    title: 'Plataforma',
    backgroundColor: '#0d6e75',
    autoHideMenuBar: true,
    webPreferences: {
      preload: preloadPath,
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
      // Middle-click would ask for a new window; none is ever opened, and the event is not needed.
      disableBlinkFeatures: 'Auxclick',
      spellcheck: true,
    },
  };
}
