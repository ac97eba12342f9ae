import { Toaster as Sonner, type ToasterProps } from 'sonner';
import { useSettings } from '@/lib/settings';

/** Sonner's toaster following the app's mode and direction; call `toast()` from 'sonner' anywhere. */
export function Toaster(props: ToasterProps) {
  const settings = useSettings();
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
