import { useEffect } from 'react';

/**
 * Prints in light colours even when the app is dark: paper is white and browsers leave card
 * backgrounds out of a printout, so dark-mode text would come out pale grey on white. The dark
 * class comes back as soon as the print dialog closes.
 */
export function useLightPrint() {
  useEffect(() => {
    const root = document.documentElement;
    let wasDark = false;
    const before = () => {
      wasDark = root.classList.contains('dark');
      if (wasDark) root.classList.remove('dark');
    };
    const after = () => {
      if (wasDark) root.classList.add('dark');
      wasDark = false;
    };
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
      after();
    };
  }, []);
}
