import {
  Combobox as HeadlessCombobox,
  ComboboxButton,
  ComboboxInput,
  ComboboxOption,
  ComboboxOptions,
} from '@headlessui/react';
import { Check, ChevronDown } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { Chip } from './chip';
import { floatingSurface } from './floating';
import { fieldVariantClasses, type FieldVariant } from './input';
import type { InputDensity } from './input-group';
import { Spinner } from './spinner';

export interface ComboboxItem {
  value: string;
  label: string;
  /** A second line under the label. */
  description?: string;
  disabled?: boolean;
}

interface CommonProps {
  options: ComboboxItem[];
  /** Id of the text input, so a `<label for>` names it. */
  id?: string;
  name?: string;
  placeholder?: string;
  disabled?: boolean;
  /** @default 'outline' */
  variant?: FieldVariant;
  /** Row height. @default 'default' */
  density?: InputDensity;
  /**
   * Accepts typed text that matches no option: the list offers "Use “text”" first. That is what
   * makes a combobox rather than an autocomplete. @default false
   */
  allowCustom?: boolean;
  /**
   * Called as the user types. Pass it to filter on the server (then `options` are the results and
   * nothing is filtered here); leave it out to filter `options` by their labels.
   */
  onQueryChange?: (query: string) => void;
  /** Shows a loading row instead of "No results" while async options load. @default false */
  loading?: boolean;
  /** Opens the list on focus, not only when typing. @default false */
  openOnFocus?: boolean;
  className?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-describedby'?: string;
  'aria-labelledby'?: string;
  'aria-required'?: boolean | 'true' | 'false';
  onBlur?: () => void;
}

export interface SingleComboboxProps extends CommonProps {
  /** @default false */
  multiple?: false;
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (value: string | null) => void;
}

export interface MultipleComboboxProps extends CommonProps {
  /** Many values, shown as removable chips before the text. */
  multiple: true;
  value?: string[];
  defaultValue?: string[];
  onChange?: (value: string[]) => void;
}

export type ComboboxProps = SingleComboboxProps | MultipleComboboxProps;

/** Case- and accent-insensitive "contains", so "zur" finds "Zürich". */
function normalise(text: string) {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase();
}

/**
 * A text field with a list of suggestions (Headless UI Combobox, the WAI-ARIA combobox pattern):
 * type to filter, arrows to move, Enter to choose, Escape to close. One value or many (chips,
 * Backspace in the empty field removes the last), local or async options, optional free text.
 */
export function Combobox(props: ComboboxProps) {
  const { t } = useTranslation('common');
  const { options, allowCustom = false, onQueryChange, loading = false, openOnFocus = false } = props;
  const [query, setQuery] = useState('');
  const [uncontrolled, setUncontrolled] = useState<string | null | string[]>(
    props.defaultValue ?? (props.multiple ? [] : null),
  );
  const value = props.value !== undefined ? props.value : uncontrolled;
  const selected = Array.isArray(value) ? value : [];

  const labelOf = (v: string | null) => (v === null ? '' : (options.find((o) => o.value === v)?.label ?? v));
  const shown = onQueryChange ? options : options.filter((o) => normalise(o.label).includes(normalise(query.trim())));
  const typed = query.trim();
  const offerCustom =
    allowCustom &&
    typed !== '' &&
    !options.some((o) => normalise(o.label) === normalise(typed)) &&
    !selected.includes(typed);

  const change = (next: string | null | readonly (string | null)[]) => {
    setQuery('');
    // The union is split by `multiple`, so each branch hands the matching shape back.
    if (props.multiple) {
      const list = Array.isArray(next) ? next.filter((v): v is string => v !== null) : [];
      setUncontrolled(list);
      props.onChange?.(list);
    } else {
      const single = typeof next === 'string' ? next : null;
      setUncontrolled(single);
      props.onChange?.(single);
    }
  };
  const remove = (v: string) => change(selected.filter((s) => s !== v));

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (props.multiple && event.key === 'Backspace' && query === '' && selected.length) {
      remove(selected[selected.length - 1]!);
    }
  };

  return (
    <HeadlessCombobox
      value={value}
      onChange={change}
      multiple={props.multiple}
      disabled={props.disabled}
      name={props.name}
      immediate={openOnFocus}
      onClose={() => setQuery('')}
    >
      <div
        data-slot="combobox"
        className={cn(
          'flex w-full min-w-0 flex-wrap items-center gap-1.5 rounded-[calc(var(--radius)*0.8)] border border-input py-1 ps-3.5 pe-1 text-sm',
          'transition-[border-color,box-shadow] duration-150 hover:border-foreground/40',
          'focus-within:border-primary-graphic focus-within:ring-3 focus-within:ring-primary/20',
          'has-[input[aria-invalid=true]]:border-error has-[input[aria-invalid=true]]:focus-within:ring-error/20',
          'has-[input:disabled]:cursor-not-allowed has-[input:disabled]:opacity-50',
          fieldVariantClasses[props.variant ?? 'outline'],
          densities[props.density ?? 'default'],
          props.className,
        )}
      >
        {selected.map((v) => (
          <Chip
            key={v}
            variant="tonal"
            color="secondary"
            onRemove={props.disabled ? undefined : () => remove(v)}
            removeLabel={t('controls.removeItem', { item: labelOf(v) })}
          >
            {labelOf(v)}
          </Chip>
        ))}
        <ComboboxInput
          id={props.id}
          placeholder={selected.length ? undefined : props.placeholder}
          aria-invalid={props['aria-invalid']}
          aria-describedby={props['aria-describedby']}
          aria-labelledby={props['aria-labelledby']}
          aria-required={props['aria-required']}
          autoComplete="off"
          displayValue={props.multiple ? () => query : (v: string | null) => labelOf(v)}
          onChange={(event) => {
            setQuery(event.target.value);
            onQueryChange?.(event.target.value);
          }}
          onKeyDown={onKeyDown}
          onBlur={props.onBlur}
          className="h-8 min-w-16 flex-1 bg-transparent outline-none placeholder:text-muted-foreground disabled:cursor-not-allowed"
        />
        <ComboboxButton
          aria-label={t('controls.showOptions')}
          className="grid size-8 shrink-0 cursor-pointer place-items-center rounded-full text-muted-foreground hover:text-foreground"
        >
          <ChevronDown aria-hidden className="size-4 transition-transform in-data-open:rotate-180" />
        </ComboboxButton>
      </div>
      <ComboboxOptions
        anchor={{ to: 'bottom start', gap: 6 }}
        modal={false}
        data-slot="combobox-options"
        className={cn(
          floatingSurface,
          'max-h-72 w-(--input-width) min-w-(--button-width) overflow-y-auto empty:invisible',
        )}
      >
        {offerCustom && (
          <ComboboxOption value={typed} className={optionClasses}>
            {t('controls.useText', { text: typed })}
          </ComboboxOption>
        )}
        {shown.map((option) => (
          <ComboboxOption key={option.value} value={option.value} disabled={option.disabled} className={optionClasses}>
            <span className="flex min-w-0 flex-col">
              <span className="truncate">{option.label}</span>
              {option.description && (
                <span className="truncate text-xs text-muted-foreground">{option.description}</span>
              )}
            </span>
            <Check aria-hidden className="ms-auto hidden size-4 shrink-0 text-primary-text in-data-selected:block" />
          </ComboboxOption>
        ))}
        {/* A disabled option rather than loose text: a listbox may only hold options, and screen
            readers then announce the state while the user is in the list. */}
        {!offerCustom && shown.length === 0 && (
          <ComboboxOption value={emptyValue} disabled className={cn(optionClasses, 'data-disabled:opacity-100')}>
            {loading && <Spinner className="size-4" />}
            <span className="text-muted-foreground">{loading ? t('controls.loading') : t('controls.noResults')}</span>
          </ComboboxOption>
        )}
      </ComboboxOptions>
    </HeadlessCombobox>
  );
}

const densities: Record<InputDensity, string> = {
  compact: 'min-h-8 py-0 text-[0.8125rem]',
  default: 'min-h-10',
  comfortable: 'min-h-12 text-base',
};

/** The value of the "no results" row; it is disabled, so it can never be chosen. */
const emptyValue = '\u0000empty';

const optionClasses = [
  'flex min-h-9 cursor-pointer items-center gap-2 rounded-[calc(var(--radius)*0.7)] px-2.5 py-1.5 text-sm select-none',
  'data-focus:bg-primary/10 data-focus:text-primary-text data-selected:font-medium data-disabled:cursor-not-allowed data-disabled:opacity-50',
].join(' ');
