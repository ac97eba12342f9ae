/**
 * CASL abilities. Placeholder provider until the auth layer lands (auth issue replaces this file).
 */
import type { ReactNode } from 'react';

export function AppAbilityProvider({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
