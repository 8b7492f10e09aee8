import { describe, expect, it } from 'vitest';
import { APP_LOADER_SCRIPT, APP_SCRIPTS_TEMPLATE_ID } from '../../src/shared/app-loader-script';

/**
 * The loader runs as the page's inline script; here against the few DOM calls it makes, with the
 * browser's task queue as a list the test drains one task at a time.
 */
function pageWith(tags: { tagName: string; attributes: Record<string, string> }[]) {
  // Timers in order of when they are due, then of when they were set.
  let now = 0;
  const tasks: { at: number; callback: () => void }[] = [];
  const frames: (() => void)[] = [];
  const head: { tagName: string; attributes: Record<string, string> }[] = [];
  let templateInDocument = true;
  const template = {
    content: { children: tags.map((tag) => ({ tagName: tag.tagName, attributes: Object.entries(tag.attributes).map(([name, value]) => ({ name, value })) })) },
    remove: () => void (templateInDocument = false),
  };
  const document = {
    getElementById: (id: string) => (id === APP_SCRIPTS_TEMPLATE_ID && templateInDocument ? template : null),
    createElement: (tagName: string) => {
      const element = { tagName, attributes: {} as Record<string, string>, setAttribute: (name: string, value: string) => void (element.attributes[name] = value) };
      return element;
    },
    head: { appendChild: (element: { tagName: string; attributes: Record<string, string> }) => void head.push({ tagName: element.tagName, attributes: element.attributes }) },
  };
  const setTimeout = (callback: () => void, ms: number) => {
    tasks.push({ at: now + ms, callback });
    tasks.sort((a, b) => a.at - b.at);
  };
  const requestAnimationFrame = (callback: () => void) => void frames.push(callback);
  new Function('document', 'setTimeout', 'requestAnimationFrame', APP_LOADER_SCRIPT)(document, setTimeout, requestAnimationFrame);
  return {
    head,
    templateInDocument: () => templateInDocument,
    paint: () => frames.splice(0).forEach((frame) => frame()),
    runTask: () => {
      const task = tasks.shift();
      if (!task) return;
      now = task.at;
      task.callback();
    },
    pendingTasks: () => tasks.length,
  };
}

const TAGS: { tagName: string; attributes: Record<string, string> }[] = [
  { tagName: 'SCRIPT', attributes: { type: 'module', crossorigin: '', src: '/assets/index.js' } },
  { tagName: 'LINK', attributes: { rel: 'modulepreload', crossorigin: '', href: '/assets/react.js' } },
  { tagName: 'LINK', attributes: { rel: 'modulepreload', crossorigin: '', href: '/assets/router.js' } },
];

describe('the prerendered pages’ script loader', () => {
  it('adds nothing before the first frame', () => {
    const page = pageWith(TAGS);
    expect(page.head).toEqual([]);
    expect(page.templateInDocument()).toBe(true);
  });

  it('adds the scripts after the first frame, in order, one element per task', () => {
    const page = pageWith(TAGS);
    page.paint();
    page.runTask(); // the task after the frame: the first element
    expect(page.head).toEqual([TAGS[0]]);
    expect(page.templateInDocument()).toBe(false);
    page.runTask();
    expect(page.head).toEqual([TAGS[0], TAGS[1]]);
    page.runTask();
    expect(page.head).toEqual(TAGS);
    // What is left (the one-second fallback among it) adds nothing twice.
    while (page.pendingTasks()) page.runTask();
    expect(page.head).toEqual(TAGS);
  });

  it('adds them after a second when no frame comes (a tab opened in the background)', () => {
    const page = pageWith(TAGS);
    page.runTask();
    expect(page.head).toEqual([TAGS[0]]);
    page.runTask();
    page.runTask();
    expect(page.head).toEqual(TAGS);
  });
});
