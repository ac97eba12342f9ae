/**
 * The template's toaster for the pages whose examples raise toasts, mounted once per page inside a
 * preview box so it follows the page's dark and right-to-left preview switches.
 */
import { useEffect, useRef, useState } from 'react';
import { Toaster } from '@/components/ui/toaster';

export function ToasterIsland() {
  const anchor = useRef<HTMLSpanElement>(null);
  const [look, setLook] = useState({ dark: false, rtl: false });
  useEffect(() => {
    const box = anchor.current?.closest<HTMLElement>('[data-preview]');
    if (!box) return;
    const read = () => setLook({ dark: box.classList.contains('dark'), rtl: box.dir === 'rtl' });
    read();
    const observer = new MutationObserver(read);
    observer.observe(box, { attributes: true, attributeFilter: ['class', 'dir'] });
    return () => observer.disconnect();
  }, []);
  return (
    <span ref={anchor}>
      <Toaster
        theme={look.dark ? 'dark' : 'light'}
        dir={look.rtl ? 'rtl' : 'ltr'}
        position={look.rtl ? 'top-left' : 'top-right'}
      />
    </span>
  );
}
