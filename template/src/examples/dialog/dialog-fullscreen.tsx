/** A full-screen dialog for long tasks on small screens: classes on the content override the size. */
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogBody, DialogClose, DialogContent, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Switch } from '@/components/ui/switch';
import { Label } from '@/components/ui/label';

const settings = ['email', 'push', 'weekly', 'news'];

export function DialogFullscreen() {
  const { t } = useTranslation('ui-components');
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline">{t('dialog.demo.fullscreen.open')}</Button>
      </DialogTrigger>
      <DialogContent
        showClose={false}
        aria-describedby={undefined}
        className="top-0 left-0 h-dvh max-h-none w-screen max-w-none translate-0 rounded-none"
      >
        <div className="flex items-center gap-3 border-b border-border px-4 py-3">
          <DialogClose asChild>
            <Button size="icon" variant="ghost" aria-label={t('dialog.demo.close')}>
              <X aria-hidden />
            </Button>
          </DialogClose>
          <DialogTitle className="flex-1">{t('dialog.demo.fullscreen.title')}</DialogTitle>
          <DialogClose asChild>
            <Button>{t('dialog.demo.save')}</Button>
          </DialogClose>
        </div>
        <DialogBody className="mx-auto flex w-full max-w-xl flex-col gap-5 pt-6">
          {settings.map((setting, index) => (
            <div key={setting} className="flex items-center justify-between gap-4">
              <Label htmlFor={`fullscreen-${index}`}>{t(`dialog.demo.fullscreen.settings.${setting}`)}</Label>
              <Switch id={`fullscreen-${index}`} defaultChecked={index < 2} />
            </div>
          ))}
        </DialogBody>
      </DialogContent>
    </Dialog>
  );
}
