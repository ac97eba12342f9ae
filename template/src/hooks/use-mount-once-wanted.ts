import { useState } from 'react';

/**
 * For lazily loaded parts that only some visitors open (search, customizer, notifications, the
 * menu drawer, a row's edit dialog): false until the part is first wanted, then true for good, so
 * its code is fetched only by those who open it, and close animations keep working.
 */
export function useMountOnceWanted(wanted: boolean): boolean {
  const [wantedOnce, setWantedOnce] = useState(wanted);
  // Adjusting state while rendering (React's pattern for state derived from props): no extra pass.
  if (wanted && !wantedOnce) setWantedOnce(true);
  return wanted || wantedOnce;
}
