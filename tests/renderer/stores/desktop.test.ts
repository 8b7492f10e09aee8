import { beforeEach, describe, expect, it } from 'vitest';
import { useDesktopStore } from '../../../src/renderer/stores/desktop';

beforeEach(() => useDesktopStore.setState({ info: null, downloads: [] }));

describe('desktop store', () => {
  it('follows a download from progress to done or failure and keeps others untouched', () => {
    const store = useDesktopStore.getState();
    store.addDownload('a', 'a.csv');
    store.addDownload('b', 'b.xlsx');
    store.applyEvent({ id: 'a', state: 'progress', received: 50, total: 100 });
    store.applyEvent({ id: 'b', state: 'failed', code: 'http_error', message: 'El reporte no existe (404)' });
    let [b, a] = useDesktopStore.getState().downloads;
    expect(a).toMatchObject({ id: 'a', state: 'progress', received: 50, total: 100 });
    expect(b).toMatchObject({ id: 'b', state: 'failed', message: 'El reporte no existe (404)' });
    useDesktopStore.getState().applyEvent({ id: 'a', state: 'done', path: '/d/a.csv', bytes: 100 });
    [b, a] = useDesktopStore.getState().downloads;
    expect(a).toMatchObject({ state: 'done', path: '/d/a.csv', received: 100, total: 100 });
    useDesktopStore.getState().clearFinished();
    expect(useDesktopStore.getState().downloads).toEqual([]);
  });
});
