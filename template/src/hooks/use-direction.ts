import { useSettings } from '@/lib/settings';

/**
 * The page's reading direction, for primitives that need it as a prop (Radix sliders, selects and
 * radio groups read arrow keys and lay out their parts by it).
 */
export function useDirection(): 'ltr' | 'rtl' {
  return useSettings().rtl ? 'rtl' : 'ltr';
}
