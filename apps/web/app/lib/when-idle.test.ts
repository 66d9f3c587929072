import { describe, expect, it } from 'vitest';
import { whenLoadedAndIdle, type PageLoadDeps } from './when-idle';

function page(readyState: DocumentReadyState) {
  let state = readyState;
  const loadListeners = new Set<() => void>();
  const idleTasks = new Set<() => void>();
  const deps: PageLoadDeps = {
    readyState: () => state,
    onLoad: (run) => {
      loadListeners.add(run);
      return () => loadListeners.delete(run);
    },
    idle: (task) => {
      idleTasks.add(task);
      return () => idleTasks.delete(task);
    },
  };
  return {
    deps,
    load: () => {
      state = 'complete';
      for (const run of [...loadListeners]) run();
      loadListeners.clear();
    },
    idle: () => {
      for (const task of [...idleTasks]) task();
      idleTasks.clear();
    },
    waiting: () => ({ load: loadListeners.size, idle: idleTasks.size }),
  };
}

describe('whenLoadedAndIdle', () => {
  it('waits for the load event, then for an idle moment, while the page is still loading', () => {
    const p = page('interactive');
    const ran: string[] = [];
    whenLoadedAndIdle(() => ran.push('task'), p.deps);
    // Idle moments while the page loads (between its scripts) do not count.
    p.idle();
    expect(ran).toEqual([]);
    p.load();
    expect(ran).toEqual([]);
    p.idle();
    expect(ran).toEqual(['task']);
  });

  it('waits only for an idle moment once the page has loaded (a later client navigation)', () => {
    const p = page('complete');
    const ran: string[] = [];
    whenLoadedAndIdle(() => ran.push('task'), p.deps);
    expect(p.waiting()).toEqual({ load: 0, idle: 1 });
    p.idle();
    expect(ran).toEqual(['task']);
  });

  it('is cancelled before the load event and before the idle moment alike', () => {
    const loading = page('loading');
    const ran: string[] = [];
    whenLoadedAndIdle(() => ran.push('early'), loading.deps)();
    expect(loading.waiting()).toEqual({ load: 0, idle: 0 });
    loading.load();

    const loaded = page('interactive');
    const cancel = whenLoadedAndIdle(() => ran.push('late'), loaded.deps);
    loaded.load();
    cancel();
    loaded.idle();
    expect(ran).toEqual([]);
  });
});
