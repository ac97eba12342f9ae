import { Eye, EyeOff } from 'lucide-react';
import { useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '@/components/ui/input';

/**
 * Password input with a visibility toggle. The toggle's name is its text content (not aria-label),
 * so the input stays the only element labelled "Password" for assistive tech and tests. It is a
 * toggle button: a constant name ("Show password") with aria-pressed carrying the state, as the
 * ARIA authoring practices ask (a name that flips as well would announce the opposite state).
 */
export function PasswordInput(props: Omit<ComponentProps<'input'>, 'type'>) {
  const { t } = useTranslation('auth');
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <Input {...props} type={visible ? 'text' : 'password'} className="pe-11" />
      <button
        type="button"
        aria-pressed={visible}
        aria-controls={props.id}
        onClick={() => setVisible((v) => !v)}
        className="absolute inset-y-0 end-0 grid w-11 place-items-center rounded-e-[calc(var(--radius)*0.8)] text-muted-foreground hover:text-foreground"
      >
        {visible ? <EyeOff className="size-[1.125rem]" aria-hidden /> : <Eye className="size-[1.125rem]" aria-hidden />}
        <span className="sr-only">{t('password.show')}</span>
      </button>
    </div>
  );
}
