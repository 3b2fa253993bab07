/** Idle sign-out after 300000 ms without activity, and the throttled keep-alive ping. */
import { afterEach, beforeEach, describe, expect, type Mock, test, vi } from 'vitest';
import { startIdleTimer } from './idle-timer';

const IDLE = 300_000;
const PING = 60_000;

let onIdle: Mock<() => void>;
let onPing: Mock<() => void>;
let lastRequest: number;
let stop: () => void;

const act = (event = 'mousemove') => window.dispatchEvent(new Event(event));

beforeEach(() => {
  vi.useFakeTimers();
  onIdle = vi.fn<() => void>();
  onPing = vi.fn<() => void>();
  lastRequest = Date.now();
  stop = startIdleTimer({
    timeoutMs: IDLE,
    pingIntervalMs: PING,
    onIdle,
    onPing,
    lastRequestAt: () => lastRequest,
  });
});
afterEach(() => {
  stop();
  vi.useRealTimers();
});

describe('idle timer', () => {
  test('fires once after 300000 ms without activity', () => {
    vi.advanceTimersByTime(IDLE - 1);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(IDLE * 3);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  test.each(['mousemove', 'keydown', 'scroll', 'touchstart', 'pointerdown'])(
    '%s resets the countdown',
    (event) => {
      vi.advanceTimersByTime(240_000);
      act(event);
      vi.advanceTimersByTime(240_000);
      expect(onIdle).not.toHaveBeenCalled();
      vi.advanceTimersByTime(60_000);
      expect(onIdle).toHaveBeenCalledTimes(1);
    },
  );

  test('activity on an element (scroll does not bubble) counts too', () => {
    const box = document.createElement('div');
    document.body.append(box);
    vi.advanceTimersByTime(240_000);
    box.dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(240_000);
    expect(onIdle).not.toHaveBeenCalled();
    box.remove();
  });

  test('stop() removes the timer and the listeners', () => {
    stop();
    act();
    vi.advanceTimersByTime(IDLE * 2);
    expect(onIdle).not.toHaveBeenCalled();
    expect(onPing).not.toHaveBeenCalled();
  });
});

describe('keep-alive ping', () => {
  test('no ping while a call was made within the last 60 s', () => {
    vi.advanceTimersByTime(PING - 1);
    act();
    expect(onPing).not.toHaveBeenCalled();
  });

  test('activity after 60 s without calls pings, at most once per 60 s', () => {
    vi.advanceTimersByTime(PING);
    act();
    expect(onPing).toHaveBeenCalledTimes(1);
    for (let i = 0; i < 50; i++) {
      vi.advanceTimersByTime(1_000);
      act('keydown');
    }
    expect(onPing).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000);
    act();
    expect(onPing).toHaveBeenCalledTimes(2);
  });

  test('a real call counts as one: no ping within 60 s of it', () => {
    vi.advanceTimersByTime(90_000);
    lastRequest = Date.now();
    vi.advanceTimersByTime(30_000);
    act();
    expect(onPing).not.toHaveBeenCalled();
    vi.advanceTimersByTime(30_000);
    act();
    expect(onPing).toHaveBeenCalledTimes(1);
  });

  test('no activity, no ping', () => {
    vi.advanceTimersByTime(IDLE - 1);
    expect(onPing).not.toHaveBeenCalled();
  });
});
