import { useEffect } from 'react';
import { Toaster as Sonner, type ToasterProps } from 'sonner';
import { useSettings } from '@/lib/settings';
import { markToasterReady } from './toaster-state';

/**
 * Sonner's toaster following the app's mode and direction. Raise toasts with `toast()` from
 * '@/components/ui/toast'; app/providers.tsx mounts this on the first one.
 */
export function Toaster(props: ToasterProps) {
  const settings = useSettings();
  // Sonner subscribes in its own effect, which runs before this one (children first).
  useEffect(markToasterReady, []);
  return (
    <Sonner
      theme={settings.theme}
      dir={settings.rtl ? 'rtl' : 'ltr'}
      position={settings.rtl ? 'top-left' : 'top-right'}
      richColors
      closeButton
      style={{ zIndex: 2600 }}
      toastOptions={{ className: 'font-sans' }}
      {...props}
    />
  );
}
