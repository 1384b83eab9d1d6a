import { useCallback, useEffect, useState } from 'react';

/** Seconds left of a countdown that ticks once a second; start() begins it again from the full length. */
export function useCountdown(seconds: number): [number, () => void] {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  const start = useCallback(() => setLeft(seconds), [seconds]);
  return [left, start];
}
