import * as SwitchPrimitive from '@radix-ui/react-switch';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import type { Tone } from './tone';

const onTones: Record<Tone, string> = {
  primary: 'data-[state=checked]:bg-primary',
  secondary: 'data-[state=checked]:bg-secondary',
  success: 'data-[state=checked]:bg-success',
  info: 'data-[state=checked]:bg-info',
  warning: 'data-[state=checked]:bg-warning',
  error: 'data-[state=checked]:bg-error',
};

export interface SwitchProps extends ComponentProps<typeof SwitchPrimitive.Root> {
  /** Track colour when on. @default 'primary' */
  tone?: Tone;
}

/** On/off toggle (Radix Switch: role="switch", data-state="checked|unchecked"). */
export function Switch({ className, tone = 'primary', ...props }: SwitchProps) {
  return (
    <SwitchPrimitive.Root
      data-slot="switch"
      className={cn(
        'peer inline-flex h-5.5 w-10 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent p-0.5',
        'bg-input transition-colors duration-200 disabled:cursor-not-allowed disabled:opacity-50',
        onTones[tone],
        className,
      )}
      {...props}
    >
      <SwitchPrimitive.Thumb
        data-slot="switch-thumb"
        className={cn(
          'pointer-events-none block size-4 rounded-full bg-white shadow-sm ring-0 transition-transform duration-200',
          'data-[state=checked]:translate-x-4.5 rtl:data-[state=checked]:-translate-x-4.5',
        )}
      />
    </SwitchPrimitive.Root>
  );
}
