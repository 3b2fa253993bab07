/**
 * When the user's access changes while they are signed in (a background refetch on navigation,
 * window focus, or after a 403), the route guards run again: an area they lost shows 'Not
 * authorized', one they gained opens. The navigation follows the same query by itself.
 */
import { useRouter } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useUserAccess } from './user-access';

export function useRecheckGuards(): void {
  const router = useRouter();
  const { data } = useUserAccess();
  const previous = useRef(data);
  useEffect(() => {
    const before = previous.current;
    previous.current = data;
    // Unchanged answers keep their identity (structural sharing), so only real changes get here.
    if (before !== undefined && data !== undefined && before !== data) void router.invalidate();
  }, [data, router]);
}
