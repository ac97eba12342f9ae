import { useEffect } from 'react';
import { markScreenShown } from '@/lib/first-screen';

/** Put beside <Outlet/> inside the layout's Suspense: marks the first screen as painted. */
export function ScreenShown() {
  useEffect(markScreenShown, []);
  return null;
}
