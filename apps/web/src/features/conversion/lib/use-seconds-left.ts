/** The quote's countdown, ticking once a second from the moment the quote arrived. */
import { useEffect, useState } from 'react';
import { secondsLeft } from './conversion-text';

export function useSecondsLeft(expiresInSeconds: number | undefined, receivedAt: number): number | undefined {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (expiresInSeconds === undefined) return;
    // A new quote (receivedAt) restarts the ticking from its arrival.
    setNow(Math.max(Date.now(), receivedAt));
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [expiresInSeconds, receivedAt]);
  return expiresInSeconds === undefined ? undefined : secondsLeft(expiresInSeconds, receivedAt, now);
}
