import { useTranslation } from 'react-i18next';
import { Checkbox } from '@/components/ui/checkbox';
import { actions, subjects } from '../types';

export interface RoleMatrixProps {
  /** Permission ids (`read:Invoice`) that are ticked. */
  value: readonly string[];
  onChange: (next: string[]) => void;
  /** Describes the matrix (the error under it). */
  describedBy?: string;
  invalid?: boolean;
}

/** "all" first: the Administrator's "manage all" is a row like the others. */
const rows = ['all', ...subjects] as const;

/** Subjects (rows) by actions (columns): each box is one CASL rule `{ action, subject }`. */
export function RoleMatrix({ value, onChange, describedBy, invalid }: RoleMatrixProps) {
  const { t } = useTranslation('roles');
  const ticked = new Set(value);
  const toggle = (id: string, on: boolean) => onChange(on ? [...value, id] : value.filter((v) => v !== id));
  return (
    <div className="overflow-x-auto rounded-md border border-border">
      <table className="w-full text-sm" aria-describedby={describedBy}>
        <caption className="sr-only">{t('editor.matrix')}</caption>
        <thead className="bg-muted/50 text-xs uppercase text-muted-foreground">
          <tr>
            <th scope="col" className="px-3 py-2 text-start font-medium">
              {t('editor.subject')}
            </th>
            {actions.map((action) => (
              <th key={action} scope="col" className="px-2 py-2 text-center font-medium">
                {t(`actions.${action}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((subject) => (
            <tr key={subject} className="border-t border-border">
              <th scope="row" className="px-3 py-1.5 text-start font-medium">
                {t(`subjects.${subject}`)}
              </th>
              {actions.map((action) => {
                const id = `${action}:${subject}`;
                return (
                  <td key={action} className="px-2 py-1.5 text-center">
                    <Checkbox
                      checked={ticked.has(id)}
                      onChange={(e) => toggle(id, e.currentTarget.checked)}
                      aria-label={t('editor.cell', {
                        action: t(`actions.${action}`),
                        subject: t(`subjects.${subject}`),
                      })}
                      aria-invalid={invalid || undefined}
                      data-rule={id}
                    />
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
