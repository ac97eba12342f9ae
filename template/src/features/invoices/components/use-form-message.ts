import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useRuleMessage, type RuleMessageKey } from '@/lib/form-rules';

/**
 * Puts a validation code from form-schema.ts into words: "rule:maxLength:120" through the
 * shared form-rule messages, "invoices:form.errors.x" from this feature's namespace.
 */
export function useFormMessage(): (code: string | undefined) => string | undefined {
  const { t } = useTranslation('invoices');
  const ruleMessage = useRuleMessage();
  return useCallback(
    (code) => {
      if (!code) return undefined;
      const rule = /^rule:(\w+)(?::(\d+))?$/.exec(code);
      if (rule) {
        const count = rule[2] === undefined ? undefined : Number(rule[2]);
        return ruleMessage({ key: rule[1] as RuleMessageKey, ...(count === undefined ? {} : { values: { count } }) });
      }
      const own = /^invoices:(.+)$/.exec(code);
      return own ? t(own[1]!) : code;
    },
    [t, ruleMessage],
  );
}
