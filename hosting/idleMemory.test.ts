import { EventEmitter } from 'node:events';
import type { Server } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepMemoryLow } from './idleMemory';

afterEach(() => {
  vi.useRealTimers();
});

function setUp() {
  vi.useFakeTimers();
  const server = new EventEmitter() as unknown as Server;
  const collect = vi.fn();
  const setV8Flag = vi.fn();
  keepMemoryLow(server, { idleMs: 2_000, collect, setV8Flag });
  const request = () => server.emit('request');
  return { collect, setV8Flag, request };
}

describe('keepMemoryLow', () => {
  it('bounds the heap’s growth over its live data', () => {
    const { setV8Flag } = setUp();
    expect(setV8Flag).toHaveBeenCalledWith('--heap-growing-percent=30');
  });

  it('collects once the server has been idle for 2 s after a burst, and not while requests keep coming', () => {
    const { collect, request } = setUp();
    vi.advanceTimersByTime(10_000);
    expect(collect).not.toHaveBeenCalled();
    for (let i = 0; i < 20; i++) {
      request();
      vi.advanceTimersByTime(1_000);
    }
    expect(collect).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_000);
    expect(collect).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60_000);
    expect(collect).toHaveBeenCalledTimes(1);
  });
});
